import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../shared/api/tutor';
import { chatConversations, chatMessages } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/server';
import { SAVED_PER_DAY } from './routes';
import { LIMITS } from './service';

// A Monday during the New York session.
const MONDAY = new Date('2026-03-02T15:00:00Z');

let s: TestServer;
beforeAll(async () => {
  // TRUST_PROXY lets the test play several guest addresses through X-Forwarded-For.
  s = await startTestServer({ now: MONDAY, config: { TRUST_PROXY: '1' } });
});
afterAll(() => s.close());

/** Reads a whole answer stream: every `data:` line parsed, in order. */
async function readStream(response: Response): Promise<StreamEvent[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      expect(block.startsWith('data: ')).toBe(true);
      return JSON.parse(block.slice('data: '.length)) as StreamEvent;
    });
  return events;
}

/** A whole answer stream's last event, which must be its complete event. */
async function completeAnswer(response: Response) {
  const done = (await readStream(response)).at(-1)!;
  if (done.type !== 'complete') throw new Error('no complete event');
  return done;
}

const ask = (body: unknown, token?: string, headers?: Record<string, string>) =>
  s.fetch('/api/ai-learning/chat/stream', { method: 'POST', body, token, headers });

let ip = 0;
/** Each guest test asks from its own address, so the per-address limit is not shared between tests. */
const guest = () => ({ 'x-forwarded-for': `10.0.0.${++ip}` });

describe('the answer stream', () => {
  it('streams chunks then one complete event whose content is the chunks joined, with a cited lesson', async () => {
    const events = await readStream(await ask({ message: 'why did LTCM fail?' }, undefined, guest()));
    const chunks = events.filter((e) => e.type === 'chunk');
    const last = events.at(-1)!;
    expect(chunks.length).toBeGreaterThan(3);
    expect(last.type).toBe('complete');
    expect(events.filter((e) => e.type === 'complete')).toHaveLength(1);
    if (last.type !== 'complete') throw new Error('no complete event');
    expect(last.content).toBe(chunks.map((c) => c.content).join(''));
    expect(last.citations[0]).toEqual({
      lessonId: 'ltcm-1998',
      title: 'The Fall of Long-Term Capital Management',
      url: '/lessons/ltcm-1998',
    });
    expect(last.provider).toBe('offline');
  });

  it('refuses empty and whitespace messages, bad bodies and oversized ones with 400 (413 past the body limit)', async () => {
    for (const body of [{ message: '' }, { message: '   \n ' }]) {
      const res = await ask(body, undefined, guest());
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Please type a question.' });
    }
    for (const body of [
      {},
      { message: 42 },
      { message: 'x'.repeat(1001) },
      { message: 'hi', conversationId: 'nope' },
    ]) {
      const res = await ask(body, undefined, guest());
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
    const huge = await ask(
      { message: 'hi', context: { currentCourse: 'x'.repeat(70_000) } },
      undefined,
      guest(),
    );
    expect(huge.status).toBe(413);
  });

  it('explains from a learner’s own order why it has not filled', async () => {
    const { token } = await s.signUp();
    const placed = await s.fetch('/api/trading/trade', {
      method: 'POST',
      token,
      body: { type: 'buy', symbol: 'AAPL', shares: 5, orderType: 'limit', price: 1, timeInForce: 'gtc' },
    });
    expect(placed.status).toBe(200);
    const events = await readStream(await ask({ message: 'why did my AAPL order not fill?' }, token));
    const done = events.at(-1)!;
    expect(done.content).toContain('limit order to buy 5 AAPL is still waiting');
    expect(done.content).toContain('above your limit of $1.00');
    // A concept asked by the same learner on the Simulator is not read as their orders, and "I" is no
    // symbol: it was answered "I can't find any orders for I in your account".
    const concept = await completeAnswer(
      await ask({ message: 'What is a stop loss order and when would I use one?' }, token),
    );
    expect(concept.content).toContain('**Stop-loss order**: An instruction to sell automatically');
    expect(concept.content).toContain('Advanced orders panel and pick Stop-loss');
    expect(concept.content).not.toContain('your orders');
    expect(concept.content).not.toContain('orders for I');
  });

  it('tells anyone whether the market is open now, from the server’s clock, then its hours', async () => {
    // It gave only the hours: the tutor had no clock.
    for (const token of [undefined, (await s.signUp()).token]) {
      const done = await completeAnswer(await ask({ message: 'is the market open?' }, token, guest()));
      expect(done.content).toMatch(
        /^Market open until Mon 4:00 PM ET\.\n\nThe Simulator follows the New York market/,
      );
    }
  });

  it('tells a learner their own last trade and how many they have made', async () => {
    // "What was my last trade?" and "how many trades have I made?" found nothing in the lessons.
    const { token } = await s.signUp();
    const none = await completeAnswer(await ask({ message: 'what was my last trade?' }, token));
    expect(none.content).toContain('You have not made a trade yet.');
    for (const [symbol, shares] of [
      ['AAPL', 3],
      ['MSFT', 2],
    ] as const) {
      const placed = await s.fetch('/api/trading/trade', {
        method: 'POST',
        token,
        body: { type: 'buy', symbol, shares },
      });
      expect(placed.status).toBe(200);
    }
    const sold = await s.fetch('/api/trading/trade', {
      method: 'POST',
      token,
      body: { type: 'sell', symbol: 'MSFT', shares: 1 },
    });
    expect(sold.status).toBe(200);
    const { trade } = (await sold.json()) as { trade: { price: number } };
    const price = `$${trade.price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    for (const message of [
      'what was my last trade?',
      'how many trades have I made?',
      'when did I last trade?',
    ]) {
      const done = await completeAnswer(await ask({ message }, token));
      expect(done.content).toContain(
        `You have made 3 trades in the Simulator. The last: you sold 1 MSFT at ${price} a share (market order), 2 Mar 2026, 15:00 UTC.`,
      );
    }
    // Another learner's trades are not theirs to see.
    const other = await s.signUp();
    const theirs = await completeAnswer(await ask({ message: 'what was my last trade?' }, other.token));
    expect(theirs.content).toContain('You have not made a trade yet.');
  });

  it('tells a learner what their own portfolio has gained in dollars, and how much rides on one position', async () => {
    const { token } = await s.signUp();
    const placed = await s.fetch('/api/trading/trade', {
      method: 'POST',
      token,
      body: { type: 'buy', symbol: 'AAPL', shares: 10 },
    });
    expect(placed.status).toBe(200);
    const view = (await (await s.fetch('/api/trading/portfolio', { token })).json()) as {
      portfolio: { allTimeReturn: number; totalValue: number };
      positions: { symbol: string; marketValue: number }[];
    };
    const dollars = (n: number) =>
      `$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const made = await completeAnswer(await ask({ message: 'how much have I made?' }, token));
    expect(made.content).toContain(
      `That is ${view.portfolio.allTimeReturn >= 0 ? 'a gain' : 'a loss'} of ${dollars(view.portfolio.allTimeReturn)}.`,
    );
    const spread = await completeAnswer(await ask({ message: 'am I diversified?' }, token));
    const share = ((view.positions[0]!.marketValue / view.portfolio.totalValue) * 100).toFixed(1);
    expect(spread.content).toContain(`Your largest position, AAPL, is ${share}% of your portfolio`);
  });

  it('answers a guest’s "what should I study next?" from the progress their browser sends', async () => {
    const done = await completeAnswer(
      await ask(
        {
          message: 'what should I study next?',
          context: { userProgress: { completedLessons: ['stock-market-basics'] } },
        },
        undefined,
        guest(),
      ),
    );
    expect(done.citations.length).toBeGreaterThan(0);
    expect(done.citations.map((c) => c.lessonId)).not.toContain('stock-market-basics');
  });

  it('offers a guest the next lesson on the path their browser built, first, when it is a lesson they have not finished', async () => {
    const next = async (userProgress: Record<string, unknown>) =>
      completeAnswer(
        await ask({ message: 'what should I study next?', context: { userProgress } }, undefined, guest()),
      );
    const onPath = await next({ completedLessons: [], nextOnPath: 'federal-reserve-explained' });
    expect(onPath.citations[0]?.lessonId).toBe('federal-reserve-explained');
    expect(onPath.content).toContain('(next on your learning path)');
    // Not a lesson of ours, or one already finished: the model's picks alone, as without it.
    const plain = await next({ completedLessons: [] });
    expect(plain.citations[0]?.lessonId).not.toBe('federal-reserve-explained');
    for (const userProgress of [
      { completedLessons: [], nextOnPath: 'no-such-lesson' },
      { completedLessons: ['federal-reserve-explained'], nextOnPath: 'federal-reserve-explained' },
    ]) {
      const answer = await next(userProgress);
      expect(answer.content).not.toContain('next on your learning path');
      expect(answer.citations.map((c) => c.lessonId)).not.toContain('no-such-lesson');
    }
  });

  it('answers a learner’s "what should I study next?" with their learning path’s next lesson, as the dashboard does', async () => {
    const { token } = await s.signUp();
    // Past the basics: this learner's path skips the lesson the model offers every newcomer first.
    const saved = await s.fetch('/api/analytics/preferences', {
      method: 'PUT',
      token,
      body: { experience: 'intermediate' },
    });
    expect(saved.status).toBe(200);
    const { path } = (await (await s.fetch('/api/learning-path', { token })).json()) as {
      path: { steps: { id: string; kind: string; status: string }[] };
    };
    const onPath = path.steps.find((x) => x.kind === 'lesson' && x.status !== 'done')!;
    expect(onPath.id).not.toBe('stock-market-basics');
    const done = await completeAnswer(await ask({ message: 'what should I study next?' }, token));
    expect(done.citations[0]?.lessonId).toBe(onPath.id);
    expect(done.content).toContain('(next on your learning path)');
    expect(new Set(done.citations.map((c) => c.lessonId)).size).toBe(done.citations.length);
  });

  it('limits a guest address to its questions per minute, and lets it ask again a minute later', async () => {
    const from = guest();
    for (let i = 0; i < LIMITS.guestPerMinute; i++)
      await readStream(await ask({ message: 'what is leverage?' }, undefined, from));
    const refused = await ask({ message: 'what is leverage?' }, undefined, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await ask({ message: 'what is leverage?' }, undefined, guest())).status).toBe(200);
    s.setNow(new Date(MONDAY.getTime() + 61_000));
    await readStream(await ask({ message: 'what is leverage?' }, undefined, from));
    s.setNow(MONDAY);
  });
});

describe('conversations', () => {
  it('saves a learner’s message and the tutor’s reply, lists them, and deletes them', async () => {
    const { token } = await s.signUp();
    const first = await s.fetch('/api/chat/messages', {
      method: 'POST',
      token,
      body: { message: '  what is a bear market?  ' },
    });
    expect(first.status).toBe(200);
    const { conversationId } = await first.json();
    const reply = await s.fetch('/api/chat/ai-response', {
      method: 'POST',
      token,
      body: { conversationId, content: 'A fall of 20% or more from a peak.' },
    });
    expect(reply.status).toBe(200);
    const list = await (await s.fetch('/api/chat/conversations', { token })).json();
    expect(list.conversations).toHaveLength(1);
    expect(list.conversations[0]).toMatchObject({ id: conversationId, title: 'what is a bear market?' });
    expect(
      list.conversations[0].messages.map((m: { sender: string; content: string }) => [m.sender, m.content]),
    ).toEqual([
      ['user', 'what is a bear market?'],
      ['ai', 'A fall of 20% or more from a peak.'],
    ]);
    const gone = await s.fetch(`/api/chat/conversations/${conversationId}`, { method: 'DELETE', token });
    expect(gone.status).toBe(200);
    expect((await (await s.fetch('/api/chat/conversations', { token })).json()).conversations).toEqual([]);
  });

  it('answers 404 for another learner’s conversation everywhere, and never lists it', async () => {
    const owner = await s.signUp();
    const other = await s.signUp();
    const { conversationId } = await (
      await s.fetch('/api/chat/messages', {
        method: 'POST',
        token: owner.token,
        body: { message: 'my secret question' },
      })
    ).json();
    const tries = [
      s.fetch('/api/chat/messages', {
        method: 'POST',
        token: other.token,
        body: { message: 'hi', conversationId },
      }),
      s.fetch('/api/chat/ai-response', {
        method: 'POST',
        token: other.token,
        body: { conversationId, content: 'x' },
      }),
      s.fetch(`/api/chat/conversations/${conversationId}`, { method: 'DELETE', token: other.token }),
      ask({ message: 'hello', conversationId }, other.token),
      ask({ message: 'hello', conversationId }, undefined, guest()),
    ];
    for (const res of await Promise.all(tries)) expect(res.status).toBe(404);
    const listed = await (await s.fetch('/api/chat/conversations', { token: other.token })).json();
    expect(listed.conversations).toEqual([]);
    const mine = await (await s.fetch('/api/chat/conversations', { token: owner.token })).json();
    expect(mine.conversations[0].messages).toHaveLength(1);
  });

  it('stops saving a learner’s messages past the daily cap, and saves again the next day', async () => {
    const { token, user } = await s.signUp();
    const [c] = await s.db
      .insert(chatConversations)
      .values({ userId: user.id, title: 'busy day', createdAt: MONDAY, updatedAt: MONDAY })
      .returning();
    await s.db.insert(chatMessages).values(
      Array.from({ length: SAVED_PER_DAY }, (_, i) => ({
        conversationId: c!.id,
        userId: user.id,
        sender: i % 2 ? 'ai' : 'user',
        content: `message ${i}`,
        createdAt: MONDAY,
      })),
    );
    const send = () =>
      s.fetch('/api/chat/messages', { method: 'POST', token, body: { message: 'one more' } });
    expect((await send()).status).toBe(429);
    s.setNow(new Date(MONDAY.getTime() + 24 * 3600_000 + 1000));
    expect((await send()).status).toBe(200);
    s.setNow(MONDAY);
  });

  it('needs a session for history, and answers a malformed id as an unknown one (404)', async () => {
    expect((await s.fetch('/api/chat/conversations')).status).toBe(401);
    expect((await s.fetch('/api/chat/messages', { method: 'POST', body: { message: 'hi' } })).status).toBe(
      401,
    );
    const { token } = await s.signUp();
    expect((await s.fetch('/api/chat/conversations/not-a-uuid', { method: 'DELETE', token })).status).toBe(
      404,
    );
    expect(
      (await s.fetch('/api/chat/messages', { method: 'POST', token, body: { message: ' ' } })).status,
    ).toBe(400);
  });
});

describe('navigation', () => {
  it('scores "take me to the GameStop story" as opening that course, best first', async () => {
    const res = await s.fetch(
      `/api/ai-navigation/patterns?query=${encodeURIComponent('take me to the GameStop story')}`,
    );
    expect(res.status).toBe(200);
    const actions = await res.json();
    expect(actions[0]).toMatchObject({ intent: 'open_course', target: 'gamestop-squeeze-2021' });
    for (let i = 1; i < actions.length; i++)
      expect(actions[i - 1].score).toBeGreaterThanOrEqual(actions[i].score);
    expect((await s.fetch('/api/ai-navigation/patterns')).status).toBe(400);
  });

  it('learns from accepted decisions: the accepted target rises in that learner’s patterns only', async () => {
    const learner = await s.signUp();
    const stranger = await s.signUp();
    const scoreOf = async (token: string) => {
      const list = await (await s.fetch('/api/ai-navigation/patterns?query=crash', { token })).json();
      return list.find((a: { target: string }) => a.target === 'flash-crash-2010')?.score ?? 0;
    };
    const before = await scoreOf(learner.token);
    expect(
      (
        await s.fetch('/api/ai-navigation/track-query', {
          method: 'POST',
          token: learner.token,
          body: { query: 'crash' },
        })
      ).status,
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      const decision = await s.fetch('/api/ai-navigation/track-decision', {
        method: 'POST',
        token: learner.token,
        body: {
          query: 'crash',
          intent: 'open_course',
          target: 'flash-crash-2010',
          confidence: 0.6,
          metadata: { source: 'chat' },
        },
      });
      const { decisionId } = await decision.json();
      expect(decisionId).toMatch(/^[0-9a-f-]{36}$/);
      const stolen = await s.fetch('/api/ai-navigation/feedback', {
        method: 'POST',
        token: stranger.token,
        body: { decisionId, wasSuccessful: false },
      });
      expect(stolen.status).toBe(404);
      const fb = await s.fetch('/api/ai-navigation/feedback', {
        method: 'POST',
        token: learner.token,
        body: { decisionId, wasSuccessful: true },
      });
      expect(fb.status).toBe(200);
    }
    expect(await scoreOf(learner.token)).toBeGreaterThan(before);
    expect(await scoreOf(stranger.token)).toBe(before);
  });

  it('refuses bad tracking bodies with 400', async () => {
    const { token } = await s.signUp();
    for (const body of [
      { query: 'x', intent: 'teleport', target: 'moon', confidence: 0.5 },
      { query: 'x', intent: 'open_course', target: 'a', confidence: 2 },
      { query: 'x' },
    ]) {
      const res = await s.fetch('/api/ai-navigation/track-decision', { method: 'POST', token, body });
      expect(res.status).toBe(400);
    }
    const fb = await s.fetch('/api/ai-navigation/feedback', {
      method: 'POST',
      token,
      body: { decisionId: 'x', wasSuccessful: true },
    });
    expect(fb.status).toBe(400);
  });
});

describe('achievement advice', () => {
  it('names the closest locked achievement from the learner’s real figures', async () => {
    const { token } = await s.signUp();
    await s.fetch('/api/auth/progress', {
      method: 'POST',
      token,
      body: { storyId: 'tulip-mania', completed: true },
    });
    const res = await s.fetch('/api/ai-tutor/chat', {
      method: 'POST',
      token,
      body: { message: 'what next?', context: 'achievement_recommendation' },
    });
    expect(res.status).toBe(200);
    const { response } = await res.json();
    expect(response).toMatch(/^You are closest to /);
    expect(response).not.toContain('First Steps');
    expect(
      (
        await s.fetch('/api/ai-tutor/chat', {
          method: 'POST',
          body: { context: 'achievement_recommendation' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('offline answers through the route: founding dates, deeds, new glossary terms', () => {
  it.each([
    ['When was the SEC created?', 'wall-street-explained', /Securities Exchange Act of 1934/],
    [
      'What did the FDIC do in 2023?',
      'silicon-valley-bank-2023',
      /systemic risk exception to protect all depositors/,
    ],
    ['What did J.P. Morgan do in 1907?', 'panic-of-1907', /\$25 million/],
    ['What is the CFTC?', 'flash-crash-2010', /Commodity Futures Trading Commission \(CFTC\)\*\*: .*futures/],
  ])('answers "%s" from %s', async (message, lessonId, says) => {
    const done = await completeAnswer(await ask({ message }, undefined, guest()));
    expect(done.provider).toBe('offline');
    expect(done.citations[0]?.lessonId).toBe(lessonId);
    expect(done.content).toMatch(says);
  });
});
