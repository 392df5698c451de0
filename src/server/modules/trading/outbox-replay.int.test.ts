// The browser's order outbox (src/core/trading/outbox.ts) against the real trading route: whatever
// answers are lost on the way back, replaying with each order's own Idempotency-Key runs each once.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OutboxEntry,
  replayOutbox,
  type SendOutcome,
  sendWithRetries,
  settle,
} from '../../../core/trading';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from './test-market';

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;
const NOW = new Date('2026-11-24T15:00:00Z');

beforeAll(async () => {
  market = controlledMarket({ AAPL: 190, MSFT: 400, TSLA: 250 });
  s = await startTestServer({ now: NOW });
});
afterAll(async () => {
  market.restore();
  await s.close();
});

type Body = { type: string; symbol: string; shares: number };

/** A real POST whose answer is thrown away (after the server handled it) when `lose()` says so. */
function transport(token: string, lose: () => boolean) {
  return async (entry: OutboxEntry<Body>): Promise<SendOutcome<{ trade: { id: string } | null }>> => {
    const res = await s.fetch('/api/trading/trade', {
      token,
      body: entry.body,
      headers: { 'idempotency-key': entry.key },
    });
    const json = await res.json();
    if (lose()) return { kind: 'unreachable' };
    return res.ok ? { kind: 'answered', answer: json } : { kind: 'refused', message: json.error };
  };
}

const trades = async (token: string) =>
  (await (await s.fetch('/api/trading/trades', { token })).json()) as {
    total: number;
    trades: { id: string }[];
  };

describe('replaying queued orders through the trading route', () => {
  it('an order whose answers were lost, retried with its key, executes once', async () => {
    const { token } = await s.signUp();
    let lost = 3;
    const send = transport(token, () => lost-- > 0);
    const entry = {
      key: 'lost-1',
      body: { type: 'buy', symbol: 'AAPL', shares: 2 },
      queuedAt: NOW.toISOString(),
    };
    const outcome = await sendWithRetries(
      () => send(entry),
      [0, 0, 0],
      async () => {},
    );
    expect(outcome.kind).toBe('answered');
    expect((await trades(token)).total).toBe(1);
  });

  it('a replayed order the server now refuses is reported and not executed', async () => {
    const { token } = await s.signUp();
    const { results } = await replayOutbox(
      [{ key: 'sell-1', body: { type: 'sell', symbol: 'AAPL', shares: 1 }, queuedAt: NOW.toISOString() }],
      transport(token, () => false),
      NOW,
    );
    expect(results).toEqual([
      expect.objectContaining({ key: 'sell-1', kind: 'refused', message: expect.stringContaining('AAPL') }),
    ]);
    expect((await trades(token)).total).toBe(0);
  });

  it('replayed any number of times with lost answers, each queued order executes exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            symbol: fc.constantFrom('AAPL', 'MSFT', 'TSLA'),
            shares: fc.integer({ min: 1, max: 5 }),
          }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 4 }),
        async (orders, losses, rounds) => {
          const { token } = await s.signUp();
          let outbox: OutboxEntry<Body>[] = orders.map((o, i) => ({
            key: `o-${i}`,
            body: { type: 'buy', ...o },
            queuedAt: NOW.toISOString(),
          }));
          let n = 0;
          const flaky = transport(token, () => losses[n++ % losses.length] ?? false);
          for (let r = 0; r < rounds; r++) {
            const { results } = await replayOutbox(outbox, flaky, NOW);
            outbox = settle(
              outbox,
              results.map((x) => x.key),
            );
          }
          await replayOutbox(
            outbox,
            transport(token, () => false),
            NOW,
          );
          const log = await trades(token);
          expect(log.total).toBe(orders.length);
          expect(new Set(log.trades.map((t) => t.id)).size).toBe(orders.length);
        },
      ),
      { numRuns: 12 },
    );
  });
});
