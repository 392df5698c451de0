import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { exampleAsked } from './examples';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const ask = (q: string, earlier: string[] = []) => composeAnswer(q, { signedIn: false }, retriever, earlier);

describe('asking for an example', () => {
  it.each([
    'give me an example',
    'example?',
    'examples?',
    'can you give an example?',
    'for instance?',
    'name one',
    'can you name one?',
  ])('reads "%s" as asking for an example of what came before', (q) => expect(exampleAsked(q)).toBe(true));

  it('reads the thing named', () => {
    expect(exampleAsked('give me an example of a bubble')).toBe('a bubble');
    expect(exampleAsked('examples of hyperinflation?')).toBe('hyperinflation');
    expect(exampleAsked('what is an example?')).toBeUndefined();
    expect(exampleAsked('what is a bubble?')).toBeUndefined();
  });

  it.each([
    // It quoted another sentence of the definition.
    ['what is a bank run?', 'The 1929 Crash and the Bank Runs', /Waves of bank runs from 1930 to 1933/],
    // It quoted "The real S&P 500 gives a famous example" from a chart.
    [
      'what is leverage?',
      'The 2008 Financial Crisis',
      /Lehman Brothers filed for bankruptcy on 15 September 2008/,
    ],
    // It found nothing.
    ['what is hyperinflation?', 'Weimar Hyperinflation', /By November a dollar cost 4\.2 trillion marks/],
  ])('after "%s", tells the story that files the term, by its timeline entry', (first, title, told) => {
    const a = ask('give me an example', [first]);
    expect(a.text).toMatch(
      new RegExp(`^An example from our lessons is \\*\\*${title}\\*\\*(?: \\(\\d{4}\\))?\\. `),
    );
    expect(a.text).toMatch(told);
  });

  it('lists the other stories that tell it, oldest first, each a link, with its year unless its title says it', () => {
    const a = ask('give me an example', ['what is a bank run?']);
    const listed = [...a.text.matchAll(/^- \[([^\]]+)\]\(\/lessons\/([^)]+)\)(?: \((\d{4})\))?$/gm)];
    const ids = listed.map((m) => m[2]);
    expect(ids.indexOf('panic-of-1873')).toBeLessThan(ids.indexOf('panic-of-1907'));
    expect(ids.indexOf('panic-of-1907')).toBeLessThan(ids.indexOf('silicon-valley-bank-2023'));
    for (const [, title, , year] of listed) expect(year === undefined).toBe(/\d{4}/.test(title!));
    expect(a.text).toContain('- [Silicon Valley Bank](/lessons/silicon-valley-bank-2023) (2023)');
    expect(a.citations[0]?.lessonId).toBe('bank-runs-1929');
  });

  it('gives the bubbles of the timeline for a bubble, and asks of what when nothing came before', () => {
    const a = ask('give me an example of a bubble');
    for (const id of ['tulip-mania', 'south-sea-bubble-1720', 'dotcom-bubble', 'japan-bubble-1989'])
      expect(a.citations.map((c) => c.lessonId)).toContain(id);
    expect(ask('give me an example').text).toMatch(/^An example of what\?/);
  });

  it('gives an example of the term asked before the follow-ups that point back to it', () => {
    // It quoted "The real S&P 500 gives a famous example" from a chart.
    const a = ask('give me an example', ['what is leverage?', 'why is it dangerous?']);
    expect(a.text).toMatch(/^An example from our lessons is \*\*The 2008 Financial Crisis\*\*/);
    const run = ask('for example?', ['what is a bank run?', 'how does it start?']);
    expect(run.text).toMatch(/^An example from our lessons is \*\*The 1929 Crash and the Bank Runs\*\*/);
    // A question between that names a thing of its own breaks the chain: of what, then, is asked.
    expect(ask('give me an example', ['what is leverage?', 'why did LTCM fail?']).text).toMatch(
      /^An example of what\?/,
    );
  });

  it('gives the worked example of an idea no story is filed under', () => {
    // It quoted "The real S&P 500 gives a famous example" from a chart.
    const a = ask('give me an example', ['what is compound interest?']);
    expect(a.text).toMatch(
      /^No story in our lessons is filed under compounding, but its entry works one through: At 7 percent a year/,
    );
    expect(a.citations[0]?.lessonId).toBe('stock-market-basics');
  });
});
