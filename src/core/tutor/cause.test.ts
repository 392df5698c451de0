import { describe, expect, it } from 'vitest';
import { asksCause, causesIn, statesCause, takeawaysOf } from './cause';
import { composeAnswer } from './compose';
import { buildPassages, createRetriever } from './retrieval';

const passages = buildPassages();

describe('cause questions', () => {
  it.each([
    'What caused the Great Depression?',
    'why did tulip mania happen?',
    'why did the dotcom bubble crash?',
    'why did LTCM fail?',
    'what led to the 2008 financial crisis?',
    'reasons for the dot-com crash',
    'what were the causes of the Asian crisis?',
    'who was to blame for Enron?',
    'whose fault was the 1929 crash?',
    // Both were answered with a sentence of the story, not the causes.
    'why was inflation so high in 2022?',
    'why was the Great Depression so bad?',
    // It said when the euro was agreed, not why.
    'why was the euro created?',
    // Each found nothing: the lessons never call it a "problem".
    'what was Enron’s problem?',
    'what was wrong with Enron?',
    'what was the problem with LTCM?',
  ])('reads "%s" as asking what caused an event', (q) => {
    expect(asksCause(q)).toBe(true);
  });

  it.each([
    'what is a bubble?',
    'why did Britain leave the ERM in 1992?',
    'how do banks work?',
    'why do stocks go up?',
    'what is the problem with high fees?',
  ])('does not read "%s" as a cause question', (q) => {
    expect(asksCause(q)).toBe(false);
  });

  it('knows a sentence that states a cause from one that tells the aftermath', () => {
    expect(statesCause('Margin calls forced selling into a falling market.')).toBe(true);
    expect(statesCause('They laid much of the blame for the Depression on the Fed.')).toBe(true);
    expect(statesCause('The Dow fell 508 points in one day.')).toBe(false);
    expect(statesCause('The FDIC and a central bank willing to lend in a panic ended the era of runs.')).toBe(
      false,
    );
    expect(
      statesCause('The promise of liquidity prevented a wider collapse, because credit kept flowing.'),
    ).toBe(false);
  });

  it('gives a lesson’s takeaways that state causes first, in the lesson’s order, and no aftermath', () => {
    const causes = causesIn('bank-runs-1929', passages, ['great', 'depression']);
    expect(causes).toHaveLength(3);
    expect(causes).toContain(
      'About 9,000 bank suspensions in 1930–33 shrank the money supply by about a third and cut off credit.',
    );
    const takeaways = takeawaysOf('bank-runs-1929');
    const at = causes.map((c) => takeaways.indexOf(c));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(causes.join(' ')).not.toMatch(/ended the era of runs/);
  });

  it('fills up with a sentence of the lesson that names a cause outright when few takeaways state one', () => {
    const causes = causesIn('black-monday-1987', passages, ['black', 'monday']);
    expect(causes).toHaveLength(3);
    expect(causes.slice(2).join(' ')).toMatch(/\b(?:because|blamed)\b/);
  });
});

describe('a lesson that tells two events', () => {
  it('gives the COVID crash its own cause, not the inflation that followed', () => {
    const causes = causesIn('covid-inflation', passages, ['covid', 'crash']);
    expect(causes[0]).toMatch(/triggered by the pandemic/);
    expect(causes.join(' ')).not.toMatch(/CPI inflation|raised rates 11 times|fell about 34%/);
  });
});

describe('what one party did wrong', () => {
  const retriever = createRetriever();
  const bullets = (q: string, earlier: string[] = []) =>
    composeAnswer(q, { signedIn: false }, retriever, earlier)
      .text.split('\n')
      .filter((l) => l.startsWith('- '));

  // Each listed every cause of the crisis; only one of them names the party asked about.
  it.each([
    ['what did the auditors do wrong?', ['what was Enron?'], 'Gatekeepers who looked away'],
    ['what did the rating agencies do wrong in 2008?', [], 'Risky loans sold as safe'],
    ['what did the Fed do wrong in 1929?', [], 'A central bank that stood aside'],
  ])('"%s" gives the causes that name them', (q, earlier, cause) => {
    expect(bullets(q, earlier)).toEqual([expect.stringContaining(`**${cause}.**`)]);
  });

  it('gives every cause when none names the party, as for the fund itself', () => {
    expect(bullets('what did LTCM do wrong?').length).toBeGreaterThan(2);
  });
});
