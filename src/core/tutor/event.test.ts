import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { spanOfIdea } from './event';
import { buildPassages, createRetriever } from './retrieval';

const retriever = createRetriever();
const guest = { signedIn: false };
const AVERAGE = 'US bear markets since 1942 have lasted about a year on average';

describe('how long an idea lasts', () => {
  it('reads a lesson’s tapped details for a sentence that gives a span and names all asked', () => {
    const found = spanOfIdea('bull-bear-markets', buildPassages(), 'how long do bear markets last?');
    expect(found[0]?.text).toContain(AVERAGE);
    expect(spanOfIdea('bull-bear-markets', buildPassages(), 'what is a bear market?')).toEqual([]);
  });

  it.each([
    ['how long do bear markets last?', []],
    ['how long do they last?', ['what is a bear market']],
  ])('answers "%s" with the average length, from Bull and Bear Markets', (q, earlier) => {
    const a = composeAnswer(q, guest, retriever, earlier);
    expect(a.text).toContain(AVERAGE);
    expect(a.citations[0]?.lessonId).toBe('bull-bear-markets');
    expect(a.text).not.toMatch(/sixfold/);
  });
});
