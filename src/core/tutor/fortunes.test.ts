import { describe, expect, it } from 'vitest';
import { lessons } from '../../content/catalogue';
import { composeAnswer } from './compose';
import { composeFortuneAnswer } from './fortunes';
import { createRetriever, splitSentences, words } from './retrieval';
import { toldIn } from './test-helpers';

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever);

describe('how much a named person or firm made or lost', () => {
  it('tells what Soros made, from the cast and the outcome that gives it to his fund', () => {
    // It found nothing: the lesson gives the sum to the Quantum Fund, in a choice's outcome.
    const a = ask('how much money did Soros make?');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['black-wednesday-1992']);
    expect(a.text).toContain(
      'George Soros and Stanley Druckenmiller bet about $10 billion against the pound',
    );
    expect(a.text).toContain('made about $1 billion');
  });

  it('reads Melvin Capital as a name, not "capital" as a bank’s cushion, and tells its loss once', () => {
    const a = ask('how much did Melvin Capital lose?');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['gamestop-squeeze-2021']);
    expect(a.text).toMatch(/lost about 53% in January/);
    expect(a.text.match(/53%/g)).toHaveLength(1);
    expect(a.text).not.toMatch(/cushion/);
    // Its founder is told of as his fund.
    expect(ask('how much did Plotkin lose?').text).toMatch(/Melvin Capital closed its GameStop short/);
  });

  it('goes on to the sentence that carries the sum on ("At the peak…")', () => {
    const a = ask('how much did Keith Gill make?');
    expect(a.text).toContain('his 2019 stake had been worth about $53,000. At the peak');
    expect(a.text).toContain('close to $48 million, on paper');
  });

  it('tells the Paulson asked for, not the Treasury secretary of the same name', () => {
    const a = ask('how much did John Paulson make?');
    expect(a.text).toContain('John Paulson’s funds made about $15 billion in 2007');
    expect(a.text).not.toContain('$125 billion');
  });

  it('says when the lessons give no figure, and tells how it came out for that person only', () => {
    const gould = ask('how much did Jay Gould make?');
    expect(gould.text).toMatch(
      /^Our lessons give no figure for it\. How it came out, as \[Black Friday, 1869\]/,
    );
    expect(gould.text).toContain('**Jay Gould**: ');
    expect(gould.text).not.toMatch(/Cooke|make sure/);
    expect(ask('how much did Isaac Newton lose?').text).toContain(
      'then bought back in at higher prices and lost heavily',
    );
    // A line that gives the sum is not said to give none.
    const fastow = ask('how much did Andrew Fastow make?');
    expect(fastow.text).toMatch(/^How it came out/);
    expect(fastow.text).toContain('more than $30 million');
  });

  it('asked by last name alone, says whose sum the lessons do give when it is another of that name', () => {
    // It said only that the lessons do not tell how much Hank Paulson, the Treasury secretary, made.
    const a = ask('how much did Paulson make?');
    expect(a.text).toMatch(
      /^Our lessons do not say how much Henry \(Hank\) Paulson made or lost\. They do say it of John Paulson:/,
    );
    expect(a.text).toContain('John Paulson’s funds made about $15 billion in 2007');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['financial-crisis-2008']);
    // He made it: asked what Paulson lost, there is no sum of his to give.
    expect(ask('how much did Paulson lose?').text).not.toContain('John Paulson');
  });

  it('reads no name in "hedge funds", and gives no gain to a question about a loss', () => {
    // Both were answered with John Paulson's $15 billion gain: "Hedge" opens that sentence.
    expect(composeFortuneAnswer('how much did hedge funds lose?')).toBeUndefined();
    expect(ask('how much did hedge funds lose?').text).not.toContain('Paulson');
    const squeeze = ask('how much did the hedge funds lose in the GameStop squeeze?');
    expect(squeeze.citations.map((c) => c.lessonId)).toEqual(['gamestop-squeeze-2021']);
    expect(squeeze.text).toContain('Hedge funds lost billions');
  });

  it('does not take another of the same name, nor a thing named after them', () => {
    expect(ask('how much did Hank Paulson make?').text).toMatch(
      /^Our lessons do not say how much Henry \(Hank\) Paulson/,
    );
    expect(composeFortuneAnswer('how much did Charles Dow make?')?.text).not.toMatch(/89%/);
    expect(composeFortuneAnswer('how much did Nicholas Brady make?')?.text).not.toMatch(/35% less/);
  });

  it('says a listed person’s gains are not told, in the lesson that tells most of them', () => {
    const a = ask('how much did Satoshi make?');
    expect(a.text).toMatch(/^Our lessons do not say how much Satoshi Nakamoto made or lost/);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['bitcoin']);
  });

  it.each(['how much did investors lose in 2008?', 'how much money can I make?', 'who made money in 2008?'])(
    '"%s" names no one, so it is asked of something else',
    (q) => {
      expect(composeFortuneAnswer(q)).toBeUndefined();
    },
  );

  // Every person our lessons list, asked both ways: the answer cites a lesson that lists them, quotes
  // only that lesson's own sentences and never a sum still to be filled in ("{enron}").
  const people = lessons.flatMap((l) =>
    (l.supportingCharacters ?? []).map((c) => ({ name: c.name, lessonId: l.id })),
  );
  it.each(people.flatMap((p) => ['make', 'lose'].map((verb) => [p.name, verb] as const)))(
    '"how much did %s %s?" quotes its lesson’s own words',
    (name, verb) => {
      const a = composeFortuneAnswer(`how much did ${name} ${verb}?`);
      if (!a) return;
      const lessonId = a.citations[0]!.lessonId;
      expect(a.text).not.toContain('{');
      if (/^(?:Our lessons|How it came out)/.test(a.text)) {
        // "Milton Friedman" is listed in one lesson as "Milton Friedman and Anna Schwartz", "Nicholas F.
        // Brady" in another as "Nicholas Brady".
        const listed = (p: { name: string }) =>
          words(name).every((w) => w.length === 1 || words(p.name).includes(w));
        expect(people.some((p) => p.lessonId === lessonId && listed(p))).toBe(true);
        return;
      }
      // Each sentence is the lesson's own, or the cast's note told by name ("George Soros and … bet…").
      for (const s of splitSentences(a.text.split('\n\n')[1]!))
        expect(toldIn(lessonId).includes(s) || people.some((p) => s.startsWith(`${p.name} `))).toBe(true);
    },
  );
});
