import { describe, expect, it } from 'vitest';
import { composeAnswer, type LearnerFacts } from './compose';
import { restate } from './followup';
import { createRetriever } from './retrieval';
import { askedOfAnother } from './subject';

const retriever = createRetriever();
const guest: LearnerFacts = { signedIn: false };
const ask = (q: string, earlier: string[] = []) => composeAnswer(q, guest, retriever, earlier);

describe('follow-ups restated as the question they stand for', () => {
  it.each(['what is a stock?', 'what is diversification', 'what is leverage?', 'whats a bond'])(
    'answers "explain like I\'m 12" after "%s" with the same entry, said simply (simpler.test.ts), not "found nothing"',
    (first) => {
      const entry = /\*\*([^*]+)\*\*: /.exec(ask(first).text)?.[1];
      expect(entry).toBeDefined();
      for (const plainly of [
        "explain like I'm 12",
        'in simple terms please',
        'eli5',
        "can you explain it like I'm 5?",
      ]) {
        expect(ask(plainly, [first]).text).toMatch(
          new RegExp(`^Put simply, \\*\\*${entry!.replace(/[()]/g, '\\$&')}\\*\\*: `),
        );
        // After a bare "why?", it goes back to the question that named something.
        expect(ask(plainly, [first, 'why?']).text).toEqual(ask(plainly, [first]).text);
      }
    },
  );

  it.each(["explain like I'm 12", 'in simple terms please', 'eli5'])(
    'answers "%s" after a question that asks no meaning as that question again',
    (plainly) => {
      expect(ask(plainly, ['why did LTCM fail?'])).toEqual(ask('why did LTCM fail?'));
    },
  );

  it.each([
    ['what caused the great depression', 'what about in 2008?', 'financial-crisis-2008'],
    ['why did LTCM fail?', 'and the dot-com bubble?', 'dotcom-bubble'],
    ['what caused tulip mania?', 'how about the South Sea Bubble', 'south-sea-bubble-1720'],
  ])('after the cause question "%s", "%s" asks for the causes of the other event', (first, next, lesson) => {
    const a = ask(next, [first]);
    expect(a.citations[0]?.lessonId).toBe(lesson);
    expect(a.text).toMatch(/What our lessons give as the causes:\n- /);
  });

  it.each([
    ['weimar hyperinflation why', 'weimar-hyperinflation-1923'],
    ['tulip mania, why?', 'tulip-mania'],
    ['the dotcom crash why', 'dotcom-bubble'],
  ])('reads "%s" as why the event happened', (q, lesson) => {
    const a = ask(q);
    expect(a.citations[0]?.lessonId).toBe(lesson);
    expect(a.text).toMatch(/What our lessons give as the causes:/);
  });

  it('leaves a message that stands alone as it is', () => {
    for (const q of [
      'what is a stock?',
      'why?',
      'what about in 2008?',
      'why do stocks rise?',
      'how is it measured?',
    ])
      expect(restate(q, [])).toBeUndefined();
    // "What about…" after a question that asked no cause is searched with it, as before.
    expect(restate('what about in the 1970s?', ['how does inflation affect my savings'])).toBeUndefined();
  });
});

describe('a role asked of a figure, firm or body', () => {
  // "What role did JP Morgan play in 1907?" found nothing on "jp" or "play"; "what was Robinhood's
  // role?" and "what was the role of the Fed?" found nothing at all.
  it.each([
    ['what role did JP Morgan play in 1907?', 'what did JP Morgan do in 1907?'],
    ["what was Robinhood's role?", 'what did Robinhood do?'],
    ['What was Robinhood’s role in the GameStop squeeze?', 'what did Robinhood do in the GameStop squeeze?'],
    ['what is the role of the Fed?', 'what does the Fed do?'],
    ['what was the role of the Fed in the Great Depression?', 'what did the Fed do in the Great Depression?'],
    ['what role does the SEC play?', 'what does the SEC do?'],
  ])('reads "%s" as "%s"', (asked, meant) => {
    expect(restate(asked, [])).toBe(meant);
    expect(ask(asked)).toEqual(ask(meant));
  });

  it('answers them from what the lessons say the figure or firm did', () => {
    expect(ask('what role did JP Morgan play in 1907?').text).toMatch(
      /\*\*J\. Pierpont Morgan\*\* \(head of J\. P\. Morgan & Co\., aged 70 in 1907\) led the bankers/,
    );
    expect(ask("what was Robinhood's role?").text).toMatch(
      /Robinhood received a demand from the National Securities Clearing/,
    );
    expect(ask('what is the role of the Fed?').text.split('\n\n')[1]).toMatch(
      /^\*\*Federal Reserve \(the Fed\)\*\*: /,
    );
  });

  it.each([
    // "What's the point of the Fed?" quoted its rate rises of 2022; "what was the purpose of TARP?" found
    // nothing. The definition says what each is for.
    ['whats the point of the fed', 'what is the fed?', /^\*\*Federal Reserve \(the Fed\)\*\*: /],
    ['what was the purpose of TARP?', 'what was TARP?', /^\*\*TARP \(Troubled Asset Relief Program\)\*\*: /],
    ['what was the point of the Marshall Plan?', 'what was the Marshall Plan?', /^\*\*Marshall Plan /],
  ])('reads "%s" as "%s"', (asked, meant, definition) => {
    expect(restate(asked, [])).toBe(meant);
    expect(ask(asked).text.split('\n\n')[1]).toMatch(definition);
  });

  it('keeps an explainer written for "what is the point of…"', () => {
    expect(ask('what is the point of a stock split?').text).toMatch(
      /^A stock split changes how a company is sliced/,
    );
    expect(ask('what is the point of diversification?').text).toMatch(
      /^Diversifying, spreading money over many investments/,
    );
  });

  it('leaves other questions alone', () => {
    expect(restate('what was the role of leverage in 2008?', [])).toBe('what did leverage do in 2008?');
    expect(restate('what did Morgan do?', [])).toBeUndefined();
    expect(restate('who played a role in 1929?', [])).toBeUndefined();
  });
});

describe('a follow-up that asks why, or who was to blame, of the event before', () => {
  // "Who was to blame?" after the 2008 crisis quoted the South Sea bubble's Walpole; "why?" after tulip
  // mania quoted how the story is often told.
  it.each([
    [
      'who was to blame?',
      'tell me about the 2008 crisis',
      'financial-crisis-2008',
      '**Cheap, loose credit.**',
    ],
    ['who was responsible?', 'what was Enron?', 'enron-scandal', '**Profits from forecasts.**'],
    ['why?', 'what was tulip mania?', 'tulip-mania', '**Buying only to resell.**'],
  ])('"%s" after "%s" gives that event’s causes', (q, before, lessonId, cause) => {
    const a = ask(q, [before]);
    expect(a.text).toContain('What our lessons give as the causes:');
    expect(a.text).toContain(cause);
    expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
  });

  it('asks nothing of an event when none came before, or when the question names its own subject', () => {
    expect(ask('who was to blame?').text).not.toContain('What our lessons give as the causes:');
    expect(ask('why?', ['what is a call option?']).text).not.toContain(
      'What our lessons give as the causes:',
    );
    expect(ask('why do bubbles happen?', ['tell me about the 2008 crisis']).citations[0]?.lessonId).not.toBe(
      'financial-crisis-2008',
    );
  });
});

describe('a follow-up that leans on the conversation so far', () => {
  it('gives the causes of the event asked about for a bare "why?"', () => {
    // It gave Black Monday's overview again.
    expect(ask('why?', ['what happened in 1987?']).text).toMatch(/\*\*Portfolio insurance\.\*\*/);
    // It quoted what came after 1933: the gold standard named two messages back, and the end asked of.
    const ended = ask('why?', ['what is the gold standard?', 'when did it end?']).text;
    expect(ended).toMatch(/\*\*Why it finally ended\.\*\*/);
    expect(ended).not.toMatch(/\*\*Why it came about\.\*\*/);
    // A question that leans on nothing before it stops the search.
    expect(ask('why?', ['what caused the 2008 crisis?', 'what is a bond?']).text).not.toMatch(
      /Cheap, loose credit/,
    );
  });

  it('reads "it" as the firm asked after, and "didn\'t" as no word to look for', () => {
    // It looked for "didn" and found nothing.
    const a = ask("why didn't they save it?", ['what happened to lehman?']);
    expect(a.text).toMatch(/^No buyer would take Lehman Brothers without a guarantee/);
    expect(ask("why didn't they save it?").text).not.toMatch(/didn/);
  });

  it('counts the leaders it names in words', () => {
    expect(ask('who ran it?', ['what happened to enron?']).text).toMatch(/^Our lessons name two who led it:/);
  });
});

describe('a follow-up that turns the question before round', () => {
  it('asks how to sell after how to buy', () => {
    // It quoted the flash crash's market makers.
    expect(restate('what about selling?', ['what is a stock?', 'how do I buy one?'])).toBe(
      'how do I sell one?',
    );
    expect(ask('what about selling?', ['how do I buy one?']).text).toMatch(
      /^In the Simulator, the order ticket/,
    );
  });

  it('weighs a call against a put by how far each side can lose', () => {
    // It found nothing.
    const a = ask('which is riskier?', ['what is a call?', 'and a put?']);
    expect(a.text).toMatch(/\*\*Buying a call or a put\*\*: the most you can lose is the premium you paid/);
    expect(restate('which is riskier?', ['what is a bond?'])).toBeUndefined();
  });
});

describe('a follow-up that names a figure or a place', () => {
  it('asks who a figure is, with what the cast says they did', () => {
    // It said the lessons name "isaac" or "newton" only in passing; the cast's note was left out as
    // it opens "Records show he…".
    expect(restate('what about isaac newton?', ['what was the south sea bubble?'])).toBe(
      'who was isaac newton?',
    );
    const a = ask('what about isaac newton?', ['what was the south sea bubble?']);
    expect(a.text).toMatch(/\*\*Isaac Newton\*\*: Master of the Royal Mint\./);
    expect(a.text).toMatch(/Records show Isaac Newton sold South Sea shares at a profit/);
    expect(a.citations[0]?.lessonId).toBe('south-sea-bubble-1720');
  });

  it('carries the thing asked about into the place a follow-up asks of', () => {
    const inflation = ['what is inflation?', 'what causes it?'];
    // It gave Weimar's causes: eight words were too long to carry "it".
    expect(ask('how high did it get in weimar germany?', inflation).text).toMatch(
      /reached 4\.2 trillion on 20 November 1923/,
    );
    // It found nothing on how inflation ends and pointed to the COVID lesson.
    const end = ask('how did it end?', [...inflation, 'how high did it get in weimar germany?']);
    expect(end.citations[0]?.lessonId).toBe('weimar-hyperinflation-1923');
    expect(end.text).toMatch(/Rentenmark/);
    // Asked of a thing, not an event, "it" stays the thing: leverage, not "leverage in 2008".
    const leverage = ask('why is it dangerous?', ['what is leverage?', 'how was it used in 2008?']);
    expect(leverage.text).toMatch(/^Here is what our lessons say\.\n\n\*\*Leverage\*\*: /);
  });

  it('answers a price gap after a stop-loss from the gap entry', () => {
    // It quoted the winter of 1946–47 from the Marshall Plan ("gap" was in the dollar gap only).
    const a = ask('what if the price gaps down?', ['what is a stop loss?', 'how do I set one?']);
    expect(a.text).toMatch(
      /A stop-loss order whose price falls inside the gap is filled at the first price after it/,
    );
    expect(ask('what is a gap down?').text.split('\n\n')[1]).toMatch(/^\*\*Price gap\*\*: /);
  });
});

describe('"and…?" asks the question before of another thing', () => {
  it('defines a bear market after a bull market', () => {
    // It quoted the bull market's 20% again.
    const a = ask('and a bear market?', ['what is a bull market?']);
    expect(a.text.split('\n\n')[1]).toMatch(/^\*\*Bear market\*\*: /);
  });

  it('carries the question through a follow-up that named no thing', () => {
    const calls = ['what is a call option?'];
    // "How much can I lose?" with no thing named listed every way to invest.
    expect(ask('how much can I lose?', calls).text).toMatch(
      /\*\*Buying a call or a put\*\*: the most you can lose is the premium you paid/,
    );
    expect(ask('and a put?', [...calls, 'how much can I lose?']).text).toMatch(
      /\*\*Buying a call or a put\*\*: the most you can lose is the premium you paid/,
    );
    // "Buy one" after "and a put?" is the put: it quoted the flash crash's stub quotes.
    const put = ask('when would I buy one?', [...calls, 'how much can I lose?', 'and a put?']);
    expect(put.text.split('\n\n')[1]).toMatch(/^\*\*Put option\*\*: /);
  });

  it('asks what happened to the other firm', () => {
    const a = ask('and bear stearns?', ['what happened to lehman?']);
    expect(a.text).toMatch(/Bear Stearns was sold to JPMorgan/);
  });

  it('does not ask of another thing what was asked of the learner’s own', () => {
    expect(askedOfAnother('and tesla?', ['what is my best stock?'])).toBeUndefined();
    expect(askedOfAnother('and a put?', ['what is a call?'])).toBe('what is a put?');
  });

  it('leaves a question that is not a thing to the rules before', () => {
    // "And why?" is the causes, not the question before asked of "a why".
    expect(ask('and why?', ['what was the south sea bubble?']).text).toMatch(
      /What our lessons give as the causes:/,
    );
  });
});

describe('questions a learner asks after an event or a term', () => {
  it('answers "could it happen today?" as "could it happen again?"', () => {
    // It found nothing.
    expect(ask('could it happen today?', ['what was black monday?']).text).toMatch(
      /^No one can say whether it will happen again\./,
    );
  });

  it('answers who runs the Fed with its rate-setting committee', () => {
    // It found nothing: no sentence names both "run" and "Fed".
    expect(ask('who runs the fed?').text.split('\n\n')[1]).toMatch(
      /^\*\*Federal Open Market Committee \(FOMC\)\*\*: /,
    );
  });

  it.each([
    ['when should I use a limit order?', 'Limit order'],
    ['when should I use a stop loss?', 'Stop-loss order'],
    ['when should I use a market order?', 'Market order'],
  ])('answers "%s" with what the order does, not a refusal of advice', (question, entry) => {
    // "When should I use a limit order?" was refused as advice on money, with nothing of the order.
    expect(ask(question).text.split('\n\n')[1]).toMatch(new RegExp(`^\\*\\*${entry}\\*\\*: `));
  });
});

describe('a name two crises share, in a conversation about one of them', () => {
  it('reads "the peso" after Argentina’s crisis as Argentina’s peso, not Mexico’s of 1994', () => {
    // It quoted the Mexican peso's float of December 1994 and cited that lesson.
    const earlier = ['what happened in Argentina in 2001?', 'what was the corralito?'];
    const a = composeAnswer('how much did the peso fall?', { signedIn: false }, retriever, earlier);
    expect(a.text).toContain('The peso fell to nearly 4 per dollar in mid-2002.');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['argentina-crisis-2001']);
  });

  it('still reads "the peso" asked first as Mexico’s', () => {
    const a = composeAnswer('how much did the peso fall?', { signedIn: false }, retriever, []);
    expect(a.citations[0]?.lessonId).toBe('mexican-peso-crisis-1994');
  });
});

describe('a story’s end asked in other words', () => {
  it('answers "why did it break down?" after Bretton Woods with why it ended, not why it began', () => {
    // It gave "Why Bretton Woods followed" (1944).
    const a = ask('why did it break down?', ['what was Bretton Woods?', 'when did it start?']);
    expect(a.text).toContain('**Why it finally ended.**');
    expect(a.text).not.toContain('Why Bretton Woods followed');
  });
});

describe('a follow-up whose own rare words another lesson tells', () => {
  it('answers "what did he say about irrational exuberance?" after Greenspan’s 1987 from the dot-com lesson', () => {
    // It was asked "in black monday" and quoted a fund's computer model.
    const a = ask('what did he say about irrational exuberance?', [
      'who was Alan Greenspan?',
      'what did he do in 1987?',
    ]);
    expect(a.text).toContain('On 5 December 1996 Federal Reserve chairman Alan Greenspan asked in a speech');
    expect(a.citations[0]?.lessonId).toBe('dotcom-bubble');
  });

  it('still asks "how long did it take to recover?" of the crisis before', () => {
    const a = ask('how long did it take to recover?', [
      'what was the Japanese bubble?',
      'how high did the Nikkei go?',
    ]);
    expect(a.citations[0]?.lessonId).toBe('japan-bubble-1989');
  });
});

describe('a follow-up that found nothing alone, asked of the crisis the conversation is about', () => {
  it.each([
    // Each found nothing and offered an unrelated lesson as the nearest.
    [
      ['what was Weimar hyperinflation?'],
      'how bad did prices get?',
      /reached 4\.2 trillion on 20 November 1923/,
    ],
    [
      ['what was LTCM?', 'who ran it?', 'how much did they lose?'],
      'who bailed them out?',
      /convened 14 banks and brokers/,
    ],
    [
      ['what was the Tequila crisis?'],
      'who bailed Mexico out?',
      /A rescue of about \$50 billion, led by the US and the IMF/,
    ],
    [
      ['what happened in Argentina in 2001?', 'what was the corralito?', 'how much did the peso fall?'],
      'who was president?',
      /\*\*Fernando de la Rúa\*\*: President of Argentina/,
    ],
  ])('after %j answers "%s"', (earlier, question, told) => {
    expect(ask(question, earlier).text).toMatch(told);
  });

  it('says it found nothing rather than tell the crisis when a person is asked of', () => {
    // Asked "in south sea bubble", "what happened to him?" told the South Sea Company's rise.
    const a = ask('what happened to him?', [
      'who was John Law?',
      'what was the Mississippi Company?',
      'how did it end?',
    ]);
    expect(a.text).not.toContain('The South Sea Company offered to take over');
  });
});

describe('jobs lost, after the Great Depression', () => {
  it('counts the unemployed, not the bank suspensions', () => {
    // It quoted "About 9,000 bank suspensions in 1930–33…".
    const a = ask('how many people lost their jobs?', ['what was the Great Depression?']);
    expect(a.text).toContain('unemployment reached about a quarter of the workforce in 1933');
  });
});

describe('everyone wanting their money back, after how a bank works', () => {
  it('tells of a run on banks, not of shareholders selling', () => {
    // It quoted "Owners who wanted their money back had to sell their shares to someone else."
    const a = ask('what happens if everyone wants their money back?', ['how does a bank work?']);
    expect(a.text).toContain('runs spread from bank to bank');
    expect(a.text).not.toContain('sell their shares');
  });
});

describe('he, him, his, she or her after a question that names a figure', () => {
  it('restates the message with the figure’s name, through messages that point back to them too', () => {
    expect(restate('what did he do in 1907?', ['who was j.p. morgan?'])).toBe('what did Morgan do in 1907?');
    expect(restate('why did he raise rates?', ['who was paul volcker?', 'what did he do?'])).toBe(
      'why did Volcker raise rates?',
    );
    expect(restate('how did his bet do?', ['who is warren buffett?'])).toBe("how did Buffett's bet do?");
    expect(restate('what did she do?', ['who was janet yellen?'])).toBe('what did Yellen do?');
  });

  it('leaves the message as it is when no figure is named before, or the chain of pronouns breaks', () => {
    expect(restate('what did he do?', ['what is a bond?'])).toBeUndefined();
    expect(restate('what did he do?', ['who was paul volcker?', 'what is a bond?'])).toBeUndefined();
    expect(restate('what did he say to Volcker?', ['who was keynes?'])).toBeUndefined();
  });

  it('answers what J.P. Morgan did in 1907 (it found nothing)', () => {
    const a = ask('what did he do in 1907?', ['who was j.p. morgan?']);
    expect(a.text).toMatch(/Morgan organized bankers to save sound trusts/);
  });

  it('answers why Volcker raised rates with Volcker, not the Fed of 2022 first', () => {
    // It opened "From March 2022 to July 2023 the Fed raised rates eleven times…".
    const a = ask('why did he raise rates?', ['who was paul volcker?', 'what did he do?']);
    expect(a.text).toMatch(/^To bring inflation down/);
    expect(a.text).toMatch(/under Paul Volcker/);
  });

  it('knows John Law by his full name, though it also names the Mississippi bubble', () => {
    // "John Law" was read only as the bubble's name: "who was John Law?" got no cast line, and "what did
    // he do?" after it quoted the South Sea Company's offer.
    expect(restate('what did he do?', ['who was John Law?'])).toBe('what did Law do?');
    expect(ask('who was John Law?').text).toContain('**John Law**: Scottish financier');
    const a = ask('what did he do?', ['who was John Law?']);
    expect(a.text).toContain('John Law fixed Mississippi shares at 9,000 livres');
    expect(a.text).not.toContain('The South Sea Company offered');
  });

  it('answers how Buffett’s bet did with his bet, not Soros’s against the pound', () => {
    const a = ask('how did his bet do?', ['who is warren buffett?']);
    expect(a.text).toContain('Buffett publicly offered to bet');
    expect(a.text).not.toMatch(/Soros/);
  });
});
