import { describe, expect, it } from 'vitest';
import { composeAnswer, type LearnerFacts } from './compose';
import { createRetriever } from './retrieval';

// Round 7 of learners' questions (the table is in docs/decisions/0009's addendum): each answer here
// was wrong or off the point before the change it pins.

const retriever = createRetriever();
const guest = { signedIn: false };
const ask = (q: string) => composeAnswer(q, guest, retriever);

/** A signed-in learner on the Simulator with one waiting AAPL limit buy, the market closed. */
const learner: LearnerFacts = {
  signedIn: true,
  orders: [
    {
      symbol: 'AAPL',
      side: 'buy',
      shares: 5,
      orderType: 'limit',
      limitPrice: 150,
      stopPrice: null,
      stopTriggered: false,
      status: 'PENDING',
      timeInForce: 'GTC',
      reason: null,
      createdAt: '2026-11-30T15:00:00.000Z',
    },
  ],
  prices: { AAPL: 172.3 },
  market: { open: false, note: 'Market closed; next open Tue 9:30 AM ET.' },
};

describe('round 7: a concept asked by a signed-in learner, and capitals that are words', () => {
  it.each([
    'What is a stop-loss order and when should I use one?',
    'What is a stop loss order and when would I use one?',
    'what is a stop-loss and when do I use it?',
  ])('answers "%s" with the definition and where to place one, not the learner’s orders', (q) => {
    const a = composeAnswer(q, learner, retriever);
    expect(a.text).toContain('**Stop-loss order**: An instruction to sell automatically');
    expect(a.text).toContain('Advanced orders panel and pick Stop-loss');
    expect(a.text).not.toMatch(/orders for I\b|I checked your orders|I can't find any orders/);
  });

  it('still reads the learner’s own orders, and no capitalised word as a symbol', () => {
    expect(composeAnswer('why did my AAPL order not fill?', learner, retriever).text).toContain(
      'AAPL trades at $172.30 now, above your limit of $150.00',
    );
    // "I" and "AM" were symbols: "I can't find any orders for I, AM in your account".
    const a = composeAnswer('Why has my order not filled, I placed it at 9 AM?', learner, retriever);
    expect(a.text).toContain('limit order to buy 5 AAPL is still waiting');
    expect(composeAnswer('why did my $TSLA order not fill?', learner, retriever).text).toContain(
      'any orders for TSLA',
    );
  });
});

describe('round 7: who rescued, and who led what no lesson names', () => {
  it.each(['Who saved LTCM?', 'who bailed out LTCM?', 'Who rescued LTCM?', 'how was LTCM saved?'])(
    'answers "%s" with the rescue and who organised it',
    (q) => {
      const a = ask(q);
      expect(a.text).toContain(
        'the New York Fed convened 14 banks and brokers that put in about $3.6 billion',
      );
      expect(a.text).not.toContain('If it is rescued');
      expect(a.citations[0]?.lessonId).toBe('ltcm-1998');
    },
  );

  it('says no lesson names the Bank of England’s governor in 1992, and links the lesson of that time', () => {
    const a = ask('Who led the Bank of England in 1992?');
    expect(a.text).toMatch(
      /^None of our lessons says who led the Bank of England in 1992, so I would rather not guess/,
    );
    expect(a.text).not.toContain('buying pounds');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['black-wednesday-1992']);
  });

  it('does not answer who led the Fed in 1960 with its 2008 chair, and still names Draghi for 2012', () => {
    expect(ask('who led the Fed in 1960?').text).not.toContain('Bernanke');
    expect(ask('who led the Fed in 1960?').text).toMatch(/^None of our lessons says/);
    expect(ask('Who led the ECB in 2012?').text).toContain('ECB president Mario Draghi');
  });
});

describe('round 7 probe: capitals, names and the glossary’s new entries', () => {
  it('reads "AI" as asked, and says no lesson speaks of it rather than quote Japan’s banks', () => {
    const a = ask('Is AI a bubble?');
    expect(a.text).toMatch(
      /^None of our lessons speaks of AI, so I would rather not guess whether it is a bubble/,
    );
    expect(a.text).toContain('**Bubble (speculative bubble)**');
    expect(a.text).not.toContain('deadliest bubbles');
  });

  it('reads "Bear Stearns" as one name, not as a bear market', () => {
    const a = ask('What happened to Bear Stearns?');
    expect(a.citations[0]?.lessonId).toBe('financial-crisis-2008');
    expect(a.text).toContain('Bear Stearns was sold to JPMorgan with Fed help');
  });

  it.each([
    ['Who created the SEC?', 'created by the Securities Exchange Act of 1934'],
    ['Who was the first chairman of the SEC?', 'its first chairman was Joseph P. Kennedy'],
  ])('answers "%s" from the SEC’s glossary entry, named by its short name', (q, said) => {
    const a = ask(q);
    expect(a.text).toContain(said);
    expect(a.citations[0]?.lessonId).toBe('wall-street-explained');
  });

  it('answers "is it OK to use margin as a beginner?" with how margin hurts, not "nothing on beginner"', () => {
    const a = ask('Is it OK to use margin as a beginner?');
    expect(a.text).not.toMatch(/nothing on “beginner”/);
    expect(a.text).toMatch(/margin calls forced/);
  });

  it('tells a guest how the Simulator’s orders wait, not the CME’s halt for pending sell orders', () => {
    const a = ask('Why is my NVDA order still pending?');
    expect(a.text).toMatch(/^As a guest your orders live in this browser/);
    expect(a.text).toContain('A limit or stop order waits until the price reaches yours');
    expect(a.text).not.toContain('Stop Logic');
  });
});
