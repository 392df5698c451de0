import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { figureAsked, figureTold, makerAsked, personAsked, repeatsAYear } from './person';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const guest = { signedIn: false };

describe('questions about a historical figure', () => {
  it('knows a figure from a thing named after them', () => {
    expect(personAsked('how did Volcker stop inflation')).toBe('volcker');
    expect(personAsked('what was the goal of the Marshall Plan?')).toBeUndefined();
  });

  it('tells what Buffett said of derivatives, from the 2008 lesson’s AIG', () => {
    // It quoted the deadline of the LTCM offer: no lesson gave his words.
    const a = composeAnswer('what did Buffett say about derivatives?', guest, retriever);
    expect(a.text).toContain(
      'Warren Buffett, in his letter to Berkshire Hathaway shareholders for 2002 (published in February 2003), had called derivatives',
    );
    expect(a.text).toContain('“financial weapons of mass destruction”');
    expect(a.citations.map((c) => c.lessonId)).toContain('financial-crisis-2008');
  });

  it('knows JP Morgan, written without points, with a year', () => {
    // The panic's alias "jp morgan 1907" counted as a thing named after him, and "JP" as a word our
    // lessons never use: "what did JP Morgan do in 1907?" found nothing.
    expect(personAsked('what did JP Morgan do in 1907?')).toBe('morgan');
    const a = composeAnswer('what did JP Morgan do in 1907?', guest, retriever);
    expect(a.text).toMatch(
      /\*\*J\. Pierpont Morgan\*\* \(head of J\. P\. Morgan & Co\., aged 70 in 1907\) led the bankers/,
    );
    expect(a.citations[0]?.lessonId).toBe('panic-of-1907');
  });

  it.each([
    [
      'what happened to Ken Lay?',
      '**Kenneth Lay** (Enron founder and chairman, 1942–2006) built Enron',
      'enron-scandal',
    ],
    [
      'what happened to Sam Bankman-Fried?',
      '**Sam Bankman-Fried** (founder of the FTX exchange): His exchange collapsed',
      'bitcoin',
    ],
    [
      'did Isaac Newton lose money?',
      '**Isaac Newton** (master of the Royal Mint): Records show he sold',
      'south-sea-bubble-1720',
    ],
    [
      'what happened to Isaac Newton?',
      '**Isaac Newton** (master of the Royal Mint): Records show he sold',
      'south-sea-bubble-1720',
    ],
  ])('answers "%s" with what the cast says became of them', (q, line, lessonId) => {
    // Each said it found nothing on "ken", "sam", or "isaac" and "newton", though the lessons name them.
    const a = composeAnswer(q, guest, retriever);
    expect(a.text.split('\n\n')[1]).toContain(line);
    expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
  });

  it("keeps a role's capital only where our lessons always write it so", () => {
    // "(cryptographer and first person…)", but "(Enron president…)", never "(enron president…)".
    expect(composeAnswer('what did Hal Finney do?', guest, retriever).text).toContain('(cryptographer and');
    expect(composeAnswer('what did Jeff Skilling do?', guest, retriever).text).toContain(
      '**Jeffrey Skilling** (Enron president',
    );
  });

  it('knows Satoshi Nakamoto by the first name the world calls him', () => {
    // "Who was Satoshi?" quoted his last forum post and never said who he was.
    expect(personAsked('who was Satoshi?')).toBe('nakamoto');
    const a = composeAnswer('who was Satoshi?', guest, retriever);
    expect(a.text.split('\n\n')[1]).toBe(
      '**Satoshi Nakamoto**: Pseudonymous creator of Bitcoin (real identity unknown).',
    );
    expect(a.citations.map((c) => c.lessonId)).toEqual(['bitcoin']);
  });

  it('answers how Volcker stopped inflation with what he did, as "what did Volcker do" does', () => {
    for (const q of ['how did Volcker stop inflation', 'what did Volcker do']) {
      const a = composeAnswer(q, guest, retriever);
      expect(a.text).toContain(
        'Volcker’s Fed broke inflation from 1979 to 1982 with very high interest rates',
      );
      expect(a.citations[0]?.lessonId).toBe('stagflation-1970s');
    }
    expect(composeAnswer('how did Volcker stop inflation', guest, retriever).text).not.toMatch(
      /hardest inflation to stop/,
    );
  });

  it('says no lesson tells what Buffett did in 2008, shows where he is named and points to 2008', () => {
    const a = composeAnswer('what did Buffett do in 2008?', guest, retriever);
    expect(a.text).toMatch(
      /^None of our lessons tells what Warren Buffett did in 2008, so I would rather not guess\./,
    );
    expect(a.text).toContain('led an offer, with AIG and Goldman Sachs, to buy the fund itself');
    expect(a.text).toContain(
      'For 2008 itself, read [The 2008 Financial Crisis](/lessons/financial-crisis-2008).',
    );
    expect(a.citations.map((c) => c.lessonId)).toEqual(
      expect.arrayContaining(['ltcm-1998', 'financial-crisis-2008']),
    );
  });

  it('introduces someone with the sentence that names them, before what a detail under their name tells', () => {
    // The lesson's "Roaring Kitty" detail tells of his stake in sentences that say only "Keith Gill":
    // they came first, and the answer never said who he was until its third sentence.
    const said = composeAnswer('who is Roaring Kitty?', guest, retriever).text.split('\n\n')[1];
    expect(said).toMatch(/^Keith Gill, posting as Roaring Kitty on YouTube/);
    expect(said).toContain('Keith Gill posted that his 2019 stake had been worth about $53,000.');
  });

  it('answers a figure and a year our sentences name together as any other question', () => {
    const a = composeAnswer('what did Nixon do in 1971', guest, retriever);
    expect(a.text).not.toMatch(/^None of our lessons/);
    expect(a.text).toContain('Nixon closed the gold window');
  });

  it('knows FDR by his initials', () => {
    // "What did FDR do?" found nothing: the lessons name him in full.
    for (const q of ['what did FDR do?', 'who was FDR?']) {
      const a = composeAnswer(q, guest, retriever);
      expect(a.text, q).toMatch(/Franklin (?:D\. )?Roosevelt/);
      expect(a.text, q).not.toMatch(/found nothing/);
    }
  });

  // The sentences quoted about a figure are read without the page around them: "…told Congress it was
  // time to retire that word" left the word unsaid, and "on Tuesday" the week. The lessons now say both.
  it.each([
    ['who is Jerome Powell?', 'On 30 November 2021 Chair Jerome Powell told a Senate committee', /that word/],
    ['who was Alan Greenspan?', 'Before the market opened on Tuesday 20 October,', /on Tuesday,/],
  ])('quotes a sentence that says its own when: %s', (question, said, dangling) => {
    const a = composeAnswer(question, guest, retriever).text;
    expect(a).toContain(said);
    expect(a).not.toMatch(dangling);
  });
});

describe('a figure only a lesson’s cast lists', () => {
  // "Who was Hal Finney?" found nothing: the bitcoin lesson lists him among its historical figures, but
  // no page's sentence names him, so the search had no passage (help-tutor, 2 Dec).
  it.each(['who was hal finney?', 'Who is Hal Finney'])(
    '%s: who the cast says he was, and what he did',
    (q) => {
      const a = composeAnswer(q, guest, retriever);
      expect(a.text).toContain(
        '**Hal Finney**: Cryptographer and first person to receive a bitcoin transaction (1956–2014).',
      );
      expect(a.text).toContain(
        'Hal Finney ran the software on its first days and received 10 bitcoins from Satoshi on 12 January 2009.',
      );
      expect(a.citations.map((c) => c.lessonId)).toEqual(['bitcoin']);
    },
  );

  it.each([
    ['who was richard fuld?', 'financial-crisis-2008', 'gold-standard'],
    ['who was John Meriwether', 'ltcm-1998', 'south-sea-bubble-1720'],
  ])('%s: cites the figure’s lesson, not one the search found for a namesake', (q, lesson, namesake) => {
    // Both cited a namesake's lesson first (Richard Nixon's gold standard, John Law's bubbles) and asked
    // its question to think about.
    const a = composeAnswer(q, guest, retriever);
    expect(a.citations[0]?.lessonId).toBe(lesson);
    expect(a.citations.map((c) => c.lessonId)).not.toContain(namesake);
  });

  it('what he did, with his years as the reader needs them (no "real figure", no brackets in brackets)', () => {
    const a = composeAnswer('what did hal finney do?', guest, retriever);
    expect(a.text).toContain(
      '**Hal Finney** (cryptographer and first person to receive a bitcoin transaction, 1956–2014) ran the software',
    );
    expect(a.text).not.toContain('real figure');
  });

  it('a cast note that does not open with what they did is not made a sentence about them', () => {
    const passages = retriever.passages;
    expect(figureAsked('who was Sam Bankman-Fried?', passages)?.deed).toBeUndefined();
    expect(figureAsked('who was Satoshi Nakamoto?', passages)?.deed).toMatch(
      /^Satoshi Nakamoto published the white paper in 2008/,
    );
  });

  it('someone no lesson lists is still not guessed at', () => {
    expect(composeAnswer('who was hal jordan?', guest, retriever).text).not.toContain('**');
  });
});

describe('a figure told once', () => {
  // "Who was Satoshi Nakamoto?" quoted three sentences that each told the 2008 paper (the lesson's
  // blurb, its white-paper page, the timeline) and nothing of what came after.
  it('tells the white paper once, then what else the lesson tells of Satoshi', () => {
    const a = composeAnswer('who was Satoshi Nakamoto?', guest, retriever);
    expect(a.text.match(/2008/g)).toHaveLength(1);
    expect(a.text).toContain(
      'someone calling themselves Satoshi Nakamoto emailed a cryptography mailing list',
    );
    expect(a.text).toContain('On 3 January 2009 Satoshi mined the first, or genesis, block');
    expect(a.text).toContain('Satoshi’s last public forum post was on 12 December 2010');
    expect(a.text).toContain('Many people have been named as Satoshi; none has been proven.');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['bitcoin']);
  });

  // "Who is Eugene Fama?" told his 1970 paper twice, then the invented protagonist's page ("hands her a
  // journal article by a professor named Eugene Fama").
  it('tells Fama’s 1970 paper once, and not the protagonist’s page', () => {
    const a = composeAnswer('who is eugene fama?', guest, retriever);
    expect(a.text.match(/In 1970/g)).toHaveLength(1);
    expect(a.text).not.toContain('hands her');
    expect(a.text).toContain('documented in 1992');
  });

  it('tells each year once, the lesson’s own page before its blurb and the timeline', () => {
    const told = figureTold('Satoshi Nakamoto', 'bitcoin', retriever.passages).map((s) => s.text);
    expect(told[0]).toMatch(/^On 31 October 2008/);
    expect(repeatsAYear(told.map((text) => ({ text })))).toBe(false);
  });
});

describe('who made a thing', () => {
  // "Who founded bitcoin?" was answered with Ross Ulbricht, founder of the Silk Road, "who made
  // bitcoin?" with FTX's token, and "who created bitcoin?" with a post about free software.
  it.each([
    ['who created bitcoin?', 'Satoshi Nakamoto', 'bitcoin'],
    ['who founded bitcoin?', 'Satoshi Nakamoto', 'bitcoin'],
    ['Who made Bitcoin', 'Satoshi Nakamoto', 'bitcoin'],
    ['who invented bitcoin?', 'Satoshi Nakamoto', 'bitcoin'],
    ['who founded Vanguard?', 'John C. Bogle', 'efficient-market-hypothesis'],
    ['who was the founder of LTCM?', 'John Meriwether', 'ltcm-1998'],
    ['who founded Enron?', 'Kenneth Lay', 'enron-scandal'],
    // No role names it, but his note says he launched the first one for ordinary investors; each
    // quoted Buffett's praise of index funds.
    ['who invented the index fund?', 'John C. Bogle', 'efficient-market-hypothesis'],
    ['who created the first index fund?', 'John C. Bogle', 'efficient-market-hypothesis'],
    ['who invented index funds?', 'John C. Bogle', 'efficient-market-hypothesis'],
  ])('answers "%s" with %s, as the cast of %s names them', (q, name, lessonId) => {
    const a = composeAnswer(q, { signedIn: false }, retriever);
    expect(a.text.startsWith(`**${name}**: `)).toBe(true);
    expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
  });

  it('answers "who invented it?" after "what is an index fund?" with Bogle', () => {
    const a = composeAnswer('who invented it?', { signedIn: false }, retriever, ['what is an index fund?']);
    expect(a.text).toContain('launched the first index fund for ordinary investors in 1976');
  });

  it('tells what the maker did by name, one sentence with a subject', () => {
    const a = composeAnswer('who created bitcoin?', { signedIn: false }, retriever);
    expect(a.text).toContain(
      'Satoshi Nakamoto published the white paper in 2008 and launched the network in 2009.',
    );
    expect(a.text).not.toContain('Ross Ulbricht');
    expect(a.text).not.toMatch(/\n\nMade a last/);
  });

  it.each(['who made money in 2008?', 'who created the SEC?', 'who created the euro?'])(
    'leaves "%s", which no cast role answers, to the other answers',
    (q) => {
      expect(makerAsked(q)).toBeUndefined();
    },
  );
});

describe('a person only a glossary entry names', () => {
  const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever);

  it.each(['who was Hyman Minsky?', 'who was Minsky?', 'who was Paul McCulley?'])(
    '"%s" gives the entry that names them',
    (q) => {
      // Each found nothing: no lesson's cast lists them.
      const a = ask(q);
      expect(a.text).toMatch(
        /^Our lessons name (?:Hyman Minsky|Minsky|Paul McCulley) in the glossary, under Minsky moment:/,
      );
      expect(a.text).toContain('**Minsky moment**: The point at which a long credit boom turns to bust');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['financial-crisis-2008']);
    },
  );

  it('leaves a cast member, and a name no entry gives, to their answers', () => {
    expect(ask('who was Satoshi Nakamoto?').text).toContain(
      '**Satoshi Nakamoto**: Pseudonymous creator of Bitcoin',
    );
    expect(ask('who was Jesse Livermore?').text).toMatch(/found nothing on that/);
  });
});
