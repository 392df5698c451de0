import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { createRetriever } from './retrieval';

// Questions a learner asked about the options course: each answer here was wrong, off the subject or
// empty before the change it pins.

const retriever = createRetriever();
const ask = (q: string, earlier: string[] = []) => composeAnswer(q, { signedIn: false }, retriever, earlier);

describe('the course’s welcome and farewell speak to the reader, not of options', () => {
  it.each([
    'what is an option premium?',
    'what does premium mean in options',
    'who invented black scholes',
    'what is a payoff table',
    'how do i read an option chain',
  ])('does not answer "%s" with the plan or the farewell', (question) => {
    const a = ask(question).text;
    expect(a).not.toMatch(/You can explain what a derivative is|In the next 45 minutes|Pages \d+–\d+:/);
  });
});

describe('the 2% rule', () => {
  it.each(['what is the 2% rule', 'whats the 1% rule?'])('answers "%s" with position sizing', (question) => {
    // It quoted Basel III's rules, then the 3-6-3 rule once the savings and loans' joke had an entry.
    const a = ask(question);
    expect(a.text).toContain('**Position sizing**: Deciding how large a trade to make');
    expect(a.text).not.toContain('3-6-3');
    expect(a.citations[0]?.lessonId).toBe('options-derivatives');
  });
});

describe('a Greek asked of buyers and sellers', () => {
  it('tells who theta hurts from the sentence that names theta, not vega’s', () => {
    // It quoted "Vega is the change for a one-point move…": the course's sentence on theta opened "It…".
    const a = ask('does theta hurt buyers or sellers').text;
    expect(a).toMatch(/Theta usually costs buyers and pays sellers/);
    expect(a.indexOf('Theta usually costs')).toBeLessThan(
      a.indexOf('Vega') < 0 ? Infinity : a.indexOf('Vega'),
    );
  });
});

describe('moneyness by its abbreviation', () => {
  it.each([
    ['what does atm mean for options', '**At the money (ATM)**'],
    ['what does otm mean', '**Out of the money (OTM)**'],
    ['what does itm mean', '**In the money (ITM)**'],
  ])('defines "%s" (it found no definition)', (question, entry) => {
    expect(ask(question).text).toContain(entry);
  });
});

describe('asked in passing words', () => {
  it.each(['whats a call vs put in simple words', 'whats a call vs put'])(
    'sets a call beside a put for "%s" (it found nothing on "call vs put in simple words")',
    (question) => {
      const a = ask(question).text;
      expect(a).toContain('**Call option**');
      expect(a).toContain('**Put option**');
    },
  );

  it('defines an IV crush (it defined implied volatility alone)', () => {
    expect(ask('what is iv crush').text).toContain(
      '**Volatility crush (IV crush)**: A sharp fall in implied volatility',
    );
  });

  it('still reads "for beginners" as who a lesson is for', () => {
    expect(ask('what is the best crisis lesson for beginners?').text).toContain('Courses lists every lesson');
  });
});

describe('writing an option', () => {
  it.each(['what is an option writer?', 'what does it mean to write a call'])(
    'defines the writer for "%s" (it found no definition)',
    (question) => {
      expect(ask(question).text).toContain('**Writer (option seller)**: The seller of an option');
    },
  );
});
