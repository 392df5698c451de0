import { describe, expect, it } from 'vitest';
import { composeAnswer, type LearnerFacts } from './compose';
import { createRetriever } from './retrieval';
import { MY_TRADES, topicOf } from './topic';

const retriever = createRetriever();

it('reads questions about the learner’s own things as such', () => {
  expect(topicOf('why did my order not fill?')).toBe('orders');
  expect(topicOf('how is my portfolio doing')).toBe('portfolio');
  expect(topicOf('what should I study next?')).toBe('next');
  expect(topicOf('where do I start?')).toBe('next');
  expect(topicOf("I'm new to investing")).toBe('next');
  // It found nothing.
  expect(topicOf("I'm a complete beginner, help")).toBe('next');
  expect(topicOf('im a beginner')).toBe('next');
  expect(topicOf('what is my streak?')).toBe('progress');
  expect(topicOf('what is a limit order?')).toBe('content');
});

it('reads "recommend" as asking what to study only when it asks for a lesson', () => {
  expect(topicOf('recommend me a lesson')).toBe('next');
  expect(topicOf('what would you recommend?')).toBe('next');
  expect(topicOf('recommend a good pizza place')).toBe('content');
  expect(topicOf('which stock do you recommend')).toBe('content');
});

it('reads "what lesson should I take?" as asking what to study, and "…learn from Enron?" as not', () => {
  // Both were refused as advice on money.
  expect(topicOf('what lesson should I take?')).toBe('next');
  expect(topicOf('Which course should I do first?')).toBe('next');
  expect(topicOf('what lesson should I learn from Enron?')).toBe('content');
});

it('reads "if I place an order" as how orders work, not as one of the learner’s orders', () => {
  expect(topicOf('what happens if the market is closed when i place an order')).toBe('content');
  expect(topicOf('what if i place a limit order below the price?')).toBe('content');
  expect(topicOf('why has my order not filled when i placed it at 9am?')).toBe('orders');
  expect(topicOf('i placed a limit order and it is still pending')).toBe('orders');
});

describe('questions about the learner’s own lessons', () => {
  it.each([
    'how many lessons have i finished',
    'How many lessons did I complete?',
    'which lessons have I done',
  ])('reads "%s" as a question about their progress', (q) => {
    expect(topicOf(q)).toBe('progress');
  });
  it('does not read a question about lessons in general as the learner’s progress', () => {
    expect(topicOf('how many lessons are there?')).toBe('content');
  });
});

it('reads "what is X and when would I use one?" as a question about X, not the learner’s orders', () => {
  expect(topicOf('What is a stop loss order and when would I use one?')).toBe('content');
  expect(topicOf('what is a stop-loss and when do I use it?')).toBe('content');
  expect(topicOf('when do I use a limit order?')).toBe('content');
  expect(topicOf('why was I not filled on my limit order?')).toBe('orders');
  expect(topicOf('I bought with a limit order, why is it pending?')).toBe('orders');
});

describe('questions about the learner’s own cash', () => {
  // "What's my balance?" was searched as a term ("I could not find a definition…", citing Japan's
  // bubble); "how much cash do I have?" told what everyone starts with.
  it.each([
    "what's my balance?",
    'what is my cash balance?',
    'how much cash do I have?',
    'how much money do I have left?',
    'what is my buying power?',
    // "What's my cash?" quoted a cash-secured put; "how much have I made?" a sentence on SVB's run.
    "what's my cash?",
    'what are my gains?',
    'how much have I made?',
    'how much did I lose?',
    'how much money did I make on tesla?',
    // "What do I own?" found nothing; "which of my stocks is losing money?" quoted inflation's effect on prices.
    'what do I own?',
    'which of my stocks is losing money?',
  ])('reads "%s" as a question about their portfolio', (q) => {
    expect(topicOf(q)).toBe('portfolio');
  });

  // "How do I protect my portfolio from a crash?" got the guest's portfolio line.
  it.each([
    'why is my cash lower than my total value?',
    'how much can I lose on a call?',
    'how much money do I start with?',
    'what is buying power?',
    'what is a balance sheet?',
    'how do I protect my portfolio from a crash?',
    'how can I hedge my portfolio?',
    'what do I own when I buy a share?',
  ])('reads "%s" as about the app or the content, not their portfolio', (q) => {
    expect(topicOf(q)).not.toBe('portfolio');
  });

  it('answers a signed-in learner with their own cash and value', () => {
    const facts = {
      signedIn: true,
      portfolio: { totalValue: 101_250.5, cash: 64_000, allTimeReturnPercent: 1.25, positions: [] },
    };
    const a = composeAnswer("what's my balance?", facts, retriever);
    expect(a.topic).toBe('portfolio');
    expect(a.text).toMatch(/^Your portfolio is worth \$101,250\.50: \$64,000\.00 in cash and 0 positions\./);
  });
});

describe('the learner’s best and worst positions, diversification and next level', () => {
  const facts: LearnerFacts = {
    signedIn: true,
    progress: { totalXP: 1470, level: 11, currentStreak: 4, longestStreak: 9, lessonsCompleted: 7 },
    portfolio: {
      totalValue: 103_250.5,
      cash: 41_200,
      allTimeReturnPercent: 3.25,
      positions: [
        { symbol: 'AAPL', shares: 100, marketValue: 21_477, unrealizedPnLPercent: 4.1 },
        { symbol: 'TSLA', shares: 50, marketValue: 12_000, unrealizedPnLPercent: -8.2 },
        { symbol: 'SPY', shares: 50, marketValue: 28_573.5, unrealizedPnLPercent: 2 },
      ],
    },
  };

  // Each found no definition in the glossary.
  it.each(["what's my best stock?", 'what is my worst position?', 'am I diversified?'])(
    'reads "%s" as about their portfolio',
    (q) => expect(composeAnswer(q, facts, retriever).topic).toBe('portfolio'),
  );

  it('names the best and worst by return since bought, only when asked', () => {
    const said =
      'By return since you bought, your best position is AAPL (+4.1%) and your worst is TSLA (-8.2%).';
    expect(composeAnswer("what's my best stock?", facts, retriever).text).toContain(said);
    expect(composeAnswer('how is my portfolio doing?', facts, retriever).text).not.toContain(said);
  });

  it('says how much rides on the largest position when asked whether the portfolio is diversified or risky', () => {
    // Each listed the positions and said nothing of how the money was spread.
    for (const q of ['am I diversified?', 'is my portfolio too risky?']) {
      const a = composeAnswer(q, facts, retriever);
      expect(a.text, q).toContain(
        'Your largest position, SPY, is 27.7% of your portfolio, and cash is 39.9%. The Simulator refuses a buy that would put more than 25% in one symbol.',
      );
      expect(
        a.citations.map((c) => c.lessonId),
        q,
      ).toContain('stock-market-basics');
    }
    expect(composeAnswer('how is my portfolio doing?', facts, retriever).text).not.toContain(
      'largest position',
    );
  });

  it('names the biggest position by value, and the gain in dollars when the server gives it', () => {
    expect(composeAnswer('what is my biggest position?', facts, retriever).text).toContain(
      'Your biggest position is SPY: $28,573.50, 27.7% of your portfolio.',
    );
    const withGain = { ...facts, portfolio: { ...facts.portfolio!, allTimeReturn: 3250.5 } };
    expect(composeAnswer('how much have I made?', withGain, retriever).text).toContain(
      'That is a gain of $3,250.50.',
    );
    const lost = {
      ...facts,
      portfolio: { ...facts.portfolio!, allTimeReturnPercent: -2, allTimeReturn: -2000 },
    };
    expect(composeAnswer('how much did I lose?', lost, retriever).text).toContain(
      'That is a loss of $2,000.00.',
    );
    expect(composeAnswer('how much have I made?', facts, retriever).text).not.toContain('That is a');
  });

  it('gives the XP to the next level from the level table', () => {
    // It repeated the XP, level and streak.
    expect(composeAnswer('how much xp do I need for the next level?', facts, retriever).text).toMatch(
      /^Level 12 \(.+\) starts at 1,475 XP in all: .* You have 1,470 XP, so 5 XP to go\.$/,
    );
  });
});

describe('the learner’s own trades', () => {
  // "What was my last trade?" and "how many trades have I made?" found nothing in the lessons.
  const trades: LearnerFacts['trades'] = {
    count: 12,
    last: {
      side: 'sell',
      symbol: 'NVDA',
      shares: 4,
      price: 131.5,
      orderType: 'limit',
      at: '2026-03-02T15:04:09.000Z',
    },
  };

  it.each([
    'what was my last trade?',
    'When did I last trade?',
    'what did I buy last?',
    'show me my most recent purchase',
    'How many trades have I made?',
    'how many times have I traded?',
  ])('%s', (question) => {
    expect(topicOf(question)).toBe('orders');
    const answer = composeAnswer(question, { signedIn: true, trades }, retriever);
    expect(answer.text).toMatch(
      /^You have made 12 trades in the Simulator\. The last: you sold 4 NVDA at \$131\.50 a share \(limit order\), 2 Mar 2026, 15:04 UTC\./,
    );
  });

  it('says so when there is none yet, and a guest where to look', () => {
    const none = composeAnswer(
      'what was my last trade?',
      { signedIn: true, trades: { count: 0 } },
      retriever,
    );
    expect(none.text).toMatch(/^You have not made a trade yet\./);
    const guest = composeAnswer('what was my last trade?', { signedIn: false }, retriever);
    expect(guest.text).toMatch(/^As a guest your trades live in this browser/);
    expect(guest.text).toContain('Trade history lists every fill, newest first');
  });

  it.each([
    'what did I learn?',
    'what did J. P. Morgan do in 1907?',
    'what was the last trade before the 1987 crash?',
    'when did investors buy on margin?',
    'what was my last lesson?',
  ])('leaves "%s" alone', (question) => {
    expect(MY_TRADES.test(question)).toBe(false);
  });
});
