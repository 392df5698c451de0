import { describe, expect, it } from 'vitest';
import { CAUSES_WRITTEN } from './causes-written';
import { comparedAsked } from './compare';
import { composeAnswer } from './compose';
import { ENDINGS_WRITTEN } from './endings-written';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever);

describe('two crises side by side', () => {
  it.each([
    ['what is the difference between 1929 and 2008?', '1929', '2008'],
    ['compare the dot com bubble and tulip mania', 'the dot com bubble', 'tulip mania'],
    ['2008 vs 1929', '2008', '1929'],
    ['how was the 2008 crisis different from 1929?', 'the 2008 crisis', '1929'],
  ])('"%s" sets "%s" beside "%s"', (q, a, b) => {
    expect(comparedAsked(q)).toEqual([a, b]);
  });

  it('answers each with its timeline entry and the labels of its causes and ending, in the order asked', () => {
    // It quoted one sentence that said "difference": Black Monday's against 1929.
    const a = ask('what is the difference between 1929 and 2008?');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['bank-runs-1929', 'financial-crisis-2008']);
    expect(a.text.indexOf('**The 1929 Crash and the Bank Runs**')).toBeLessThan(
      a.text.indexOf('**The 2008 Financial Crisis**'),
    );
    for (const lessonId of ['bank-runs-1929', 'financial-crisis-2008'])
      for (const line of [...CAUSES_WRITTEN[lessonId]!, ...ENDINGS_WRITTEN[lessonId]!])
        expect(a.text).toContain(/^\*\*([^*]+?)\.?\*\*/.exec(line)![1]);
    expect(a.text).toContain('Lehman Brothers filed for bankruptcy on 15 September 2008');
    expect(a.text).not.toContain('continued growth after 1987');
  });

  it.each([
    // Two glossary terms: their definitions (composeDifferenceAnswer).
    ['what is the difference between a stock and a bond?', '**Bond**: '],
    // Two assets, not the bitcoin and gold standard lessons.
    ['how is bitcoin different from gold?', 'digital gold'],
  ])('leaves "%s" to its own answer', (q, said) => {
    const a = ask(q);
    expect(a.text).not.toContain('Side by side');
    expect(a.text).toContain(said);
  });
});
