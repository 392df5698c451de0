import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { predicateAsked } from './predicate';
import { termHits } from './quote';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const guest = { signedIn: false };

describe('is X something?', () => {
  it('reads what the subject is asked to be', () => {
    expect(predicateAsked('is the stock market gambling')).toBe('gambling');
    expect(predicateAsked('are stocks a gamble?')).toBe('gamble');
    expect(predicateAsked('what is a stock?')).toBeUndefined();
  });

  it('does not read a firm’s name as the word: Procter & Gamble is no gamble', () => {
    const sentence = 'In 2010 a share of Procter & Gamble could be traded on more than a dozen exchanges.';
    expect(termHits(sentence, ['gambling'])).toBe(0);
    expect(termHits(sentence, ['procter'])).toBe(1);
    expect(termHits('Banks do not gamble.', ['gambling'])).toBe(1);
  });

  it('answers "is the stock market gambling" from the basics, not from a sentence that names a gamble', () => {
    // It said no lesson answers, rather than quote Procter & Gamble; it now has its own answer (explainers.ts).
    const a = composeAnswer('is the stock market gambling', guest, retriever);
    expect(a.text).toMatch(/^Owning shares is not gambling in the way a casino is/);
    expect(a.text).not.toMatch(/Procter|Amsterdam/);
    expect(a.citations[0]?.lessonId).toBe('stock-market-basics');
  });

  it('still quotes the flash crash for a question that names Procter & Gamble', () => {
    const a = composeAnswer('what happened to Procter & Gamble in the flash crash', guest, retriever);
    expect(a.text).toContain('Procter & Gamble');
    expect(a.citations[0]?.lessonId).toBe('flash-crash-2010');
  });
});
