import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeAnswer, type LearnerFacts } from './compose';
import { passingMention } from './passing';
import { createRetriever, type Passage } from './retrieval';

// A name our lessons write once or twice ("Merrill Lynch", "Nomura") matched no sentence well enough
// to quote, and the tutor said it "found nothing on “merrill”", which was untrue.

const retriever = createRetriever();
const guest: LearnerFacts = { signedIn: false };
const ask = (q: string) => composeAnswer(q, guest, retriever);

const page = (lessonId: string, text: string, kind: Passage['kind'] = 'lesson'): Passage => ({
  id: `${lessonId}#${text.length}`,
  kind,
  lessonId,
  lessonTitle: lessonId,
  title: 'A page',
  text,
});

describe('a name our lessons give only in passing', () => {
  it.each([
    ['who bought Merrill Lynch?', 'Merrill Lynch', /Merrill Lynch agreed to sell itself to Bank of America/],
    ['what happened to merrill lynch', 'Merrill Lynch', /Merrill Lynch agreed to sell itself/],
    ['who is Nomura?', 'Nomura', /Nomura bought Lehman’s business in Asia on 22 September/],
    ['what did Barclays do?', 'Barclays', /bankruptcy court approved the sale on 20 September/],
    ['who won the super bowl?', 'the Super Bowl', /during the Super Bowl/],
  ])('"%s" quotes what the lessons say of it, and says that is all', (q, name, sentence) => {
    const a = ask(q);
    expect(a.text.startsWith(`Our lessons name ${name} only in passing:`)).toBe(true);
    expect(a.text).toMatch(sentence);
    expect(a.text).toContain('That is all they say of it');
    expect(a.text).not.toMatch(/found nothing/);
    expect(a.citations).toHaveLength(1);
  });

  // "What is the bancor?" was told "I found nothing on “bancor”", though the Bretton Woods page names it.
  it.each([
    ['what is the bancor?', '“bancor”', /its own unit, the bancor/],
    [
      'what is a stiver?',
      '“stuiver”',
      /\*\*Guilder\*\*: The main unit of money in the Dutch Republic, divided into 20 stuivers/,
    ],
  ])('"%s" quotes the sentences that mention the word, and says that is all', (q, word, sentence) => {
    const a = ask(q);
    expect(a.text.startsWith(`Our lessons mention ${word} only in passing:`)).toBe(true);
    expect(a.text).toMatch(sentence);
    expect(a.text).not.toMatch(/found nothing/);
  });

  // "Who is Michael Burry?" was respelled "barry", and the answer quoted Barry Eichengreen.
  it.each([
    'who is Michael Burry?',
    'who is michael burry?',
    'Who Is Michael Burry',
    'what is michael burry?',
  ])('never takes a name respelled for another one: "%s"', (q) => {
    const a = ask(q);
    expect(a.text).toMatch(/^I found nothing on “(?:michael )?burry”/i);
    expect(a.text).not.toMatch(/Barry|Eichengreen/);
  });

  // "What is confirmation bias?" said the lessons mention “bias” in passing, then that they said nothing
  // of “bias”: a phrase asked is said to be what was not found.
  it('says it found nothing on a phrase asked, not on one of its words', () => {
    const a = ask('what is confirmation bias?');
    expect(a.text).toMatch(/^I found nothing on “confirmation bias”/);
    expect(a.text).not.toMatch(/only in passing/);
  });

  // "What happened to Olga's mother?" was told the lessons had nothing on “mother”, which they name once.
  it('says a rare word is mentioned, not that nothing was found, and quotes no other mother', () => {
    const a = ask("what happened to Olga's mother?");
    expect(a.text).toMatch(
      /^Our lessons mention “mother” only once or twice, and I could not find the answer there/,
    );
    expect(a.text).not.toMatch(/found nothing|Stockton/);
  });

  it('says what was not found of two things joined, and quotes neither alone', () => {
    // "What is a pump and dump?" quoted OPEC's entry, for "pump".
    const a = ask('what is a pump and dump?');
    expect(a.text).toMatch(/^I found nothing on “pump and dump”/);
    expect(a.text).not.toMatch(/OPEC/);
  });

  it('says nothing was found on a word the lessons never write, though one shares its stem', () => {
    // "SPAC" shares its stem with "space".
    expect(ask('what is a SPAC?').text).toMatch(/^I found nothing on “spac”/);
  });

  it('still finds nothing on a name no lesson writes, or a rare word that is no name', () => {
    expect(ask('who was Charles Dickens?').text).toMatch(/^I found nothing on “dickens”/);
    expect(ask('tell me a joke').text).not.toMatch(/only in passing/);
  });

  it('answers who bought Lehman from its lesson, not from Bear Stearns’s sale', () => {
    // It quoted JPMorgan's purchase of Bear Stearns.
    const a = ask('who bought Lehman?');
    expect(a.text).toMatch(/No one bought Lehman whole/);
    expect(a.text).toMatch(/Nomura bought Lehman’s business in Asia/);
    expect(a.text).not.toMatch(/agreed to buy Bear/);
  });
});

describe('passingMention', () => {
  const passages = [
    page('one', 'The fund sold its stake to Acme Holdings in May. Acme Holdings kept it a year.'),
    page('one', 'Later Acme Holdings sold out. The acme of the boom came in June.'),
    page('two', 'Acme Holdings appears here as well.'),
    page('one', 'Acme Holdings: a glossary entry.', 'glossary'),
  ];

  it('gives at most two sentences, of the first lesson that names it, as a name is written', () => {
    const found = passingMention('who are acme holdings?', ['acme', 'holdings'], passages);
    expect(found).toEqual({
      name: 'Acme Holdings',
      quoted: false,
      lessonId: 'one',
      sentences: ['The fund sold its stake to Acme Holdings in May.', 'Acme Holdings kept it a year.'],
    });
  });

  it('needs the rare words asked side by side, each one of them', () => {
    expect(passingMention('did acme buy holdings?', ['acme', 'holdings'], passages)).toBeUndefined();
    expect(passingMention('who is acme?', ['acme', 'holdings'], passages)).toBeUndefined();
    expect(passingMention('who is acme?', [], passages)).toBeUndefined();
  });

  it('never takes a word written in lowercase for the name', () => {
    const lower = [page('one', 'The acme of the boom came in June.')];
    expect(passingMention('what was the acme?', ['acme'], lower)).toBeUndefined();
  });

  it('asked what one word means, quotes it in lowercase too, an entry that uses it first and bold', () => {
    const found = passingMention(
      'what is a stuiver?',
      ['stuiver'],
      [
        page('one', 'He had not spent a single stuiver.'),
        {
          ...page('one', 'Guilder: The unit of money, divided into 20 stuivers.', 'glossary'),
          title: 'Guilder',
        },
      ],
      true,
    );
    expect(found).toEqual({
      name: '“stuiver”',
      quoted: true,
      lessonId: 'one',
      sentences: [
        '**Guilder**: The unit of money, divided into 20 stuivers.',
        'He had not spent a single stuiver.',
      ],
    });
    // Two words asked are a name, and a name is still written as one.
    const lower = [page('one', 'The acme holdings were small.')];
    expect(passingMention('what are acme holdings?', ['acme', 'holdings'], lower, true)).toBeUndefined();
  });

  it('returns only sentences that name what was asked, each once, whatever the passages', () => {
    const sentence = fc.constantFrom(
      'Acme Holdings rose.',
      'Acme fell.',
      'The acme holdings were small.',
      'Nothing happened.',
    );
    fc.assert(
      fc.property(fc.array(fc.array(sentence, { maxLength: 4 }), { maxLength: 4 }), (texts) => {
        const found = passingMention(
          'who are Acme Holdings',
          ['acme', 'holdings'],
          texts.map((t) => page('one', t.join(' '))),
        );
        if (!found) return;
        expect(found.sentences.length).toBeGreaterThan(0);
        expect(found.sentences.length).toBeLessThanOrEqual(2);
        expect(new Set(found.sentences).size).toBe(found.sentences.length);
        for (const s of found.sentences) expect(s).toContain('Acme Holdings');
      }),
    );
  });
});
