import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  enqueue,
  OUTBOX_MAX_AGE_MS,
  type OutboxEntry,
  replayOutbox,
  type SendOutcome,
  sendWithRetries,
  settle,
} from './outbox';

type Body = { symbol: string; shares: number };
type Answer = { tradeId: number };

/**
 * Stands in for the network and the server's key store only: a known key returns its first answer
 * without executing again, a fresh key executes (or is refused), and the answer may then be lost.
 */
function fakeServer(options: { lose: () => boolean; down: () => boolean; refuse?: (b: Body) => boolean }) {
  const answers = new Map<string, SendOutcome<Answer>>();
  const executions = new Map<string, number>();
  let next = 1;
  return {
    executions,
    async send(entry: OutboxEntry<Body>): Promise<SendOutcome<Answer>> {
      if (options.down()) return { kind: 'unreachable' };
      let outcome = answers.get(entry.key);
      if (!outcome) {
        if (options.refuse?.(entry.body)) outcome = { kind: 'refused', message: 'Market is closed' };
        else {
          executions.set(entry.key, (executions.get(entry.key) ?? 0) + 1);
          outcome = { kind: 'answered', answer: { tradeId: next++ } };
        }
        answers.set(entry.key, outcome);
      }
      return options.lose() ? { kind: 'unreachable' } : outcome;
    },
  };
}

const NOW = new Date('2026-03-11T15:00:00Z');
const entry = (key: string, shares = 1, queuedAt = NOW): OutboxEntry<Body> => ({
  key,
  body: { symbol: 'AAPL', shares },
  queuedAt: queuedAt.toISOString(),
});
const noSleep = async () => {};

describe('sending one order with retries', () => {
  it('retries with the same request after each delay while the server is unreachable', async () => {
    const outcomes: SendOutcome<string>[] = [
      { kind: 'unreachable' },
      { kind: 'unreachable' },
      { kind: 'answered', answer: 'Bought 1 AAPL' },
    ];
    const slept: number[] = [];
    const retries: number[] = [];
    let calls = 0;
    const result = await sendWithRetries(
      async () => outcomes[calls++] as SendOutcome<string>,
      [10, 20, 30],
      async (ms) => {
        slept.push(ms);
      },
      (n) => retries.push(n),
    );
    expect(result).toEqual({ kind: 'answered', answer: 'Bought 1 AAPL' });
    expect(calls).toBe(3);
    expect(slept).toEqual([10, 20]);
    expect(retries).toEqual([1, 2]);
  });

  it('gives up as unreachable after the last delay, and never retries a refusal', async () => {
    let calls = 0;
    const down = await sendWithRetries(
      async () => {
        calls++;
        return { kind: 'unreachable' } as const;
      },
      [1, 2, 3],
      noSleep,
    );
    expect(down.kind).toBe('unreachable');
    expect(calls).toBe(4);
    calls = 0;
    const refused = await sendWithRetries(
      async () => {
        calls++;
        return { kind: 'refused', message: 'Insufficient funds' } as const;
      },
      [1, 2, 3],
      noSleep,
    );
    expect(refused).toEqual({ kind: 'refused', message: 'Insufficient funds' });
    expect(calls).toBe(1);
  });

  it('a lost answer retried with its key executes the order once', async () => {
    let lost = 2;
    const server = fakeServer({ lose: () => lost-- > 0, down: () => false });
    const result = await sendWithRetries(() => server.send(entry('k1')), [1, 1, 1], noSleep);
    expect(result).toEqual({ kind: 'answered', answer: { tradeId: 1 } });
    expect(server.executions.get('k1')).toBe(1);
  });
});

describe('replaying the outbox', () => {
  it('sends oldest first and stops at the first unreachable entry, keeping it and the rest', async () => {
    const sent: string[] = [];
    const { results, left } = await replayOutbox(
      [entry('a'), entry('b'), entry('c')],
      async (e) => {
        sent.push(e.key);
        return e.key === 'b' ? { kind: 'unreachable' } : { kind: 'answered', answer: e.key };
      },
      NOW,
    );
    expect(sent).toEqual(['a', 'b']);
    expect(results.map((r) => [r.key, r.kind])).toEqual([['a', 'answered']]);
    expect(left.map((e) => e.key)).toEqual(['b', 'c']);
  });

  it('reports a refusal and takes the entry out', async () => {
    const server = fakeServer({ lose: () => false, down: () => false, refuse: (b) => b.shares > 5 });
    const { results, left } = await replayOutbox([entry('big', 10), entry('small', 1)], server.send, NOW);
    expect(results).toEqual([
      { key: 'big', body: { symbol: 'AAPL', shares: 10 }, kind: 'refused', message: 'Market is closed' },
      { key: 'small', body: { symbol: 'AAPL', shares: 1 }, kind: 'answered', answer: { tradeId: 1 } },
    ]);
    expect(left).toEqual([]);
  });

  it('takes out unsent an entry older than the server keeps keys', async () => {
    let calls = 0;
    const old = entry('old', 1, new Date(NOW.getTime() - OUTBOX_MAX_AGE_MS - 1));
    const { results, left } = await replayOutbox(
      [old],
      async () => {
        calls++;
        return { kind: 'answered', answer: 1 };
      },
      NOW,
    );
    expect(calls).toBe(0);
    expect(results).toEqual([{ key: 'old', body: old.body, kind: 'expired' }]);
    expect(left).toEqual([]);
  });

  it('keeps one entry per key and settles only the replayed keys', () => {
    const queue = enqueue(enqueue([entry('a')], entry('b')), entry('a', 9));
    expect(queue.map((e) => [e.key, e.body.shares])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(settle([...queue, entry('c')], ['a']).map((e) => e.key)).toEqual(['b', 'c']);
  });

  it('replayed any number of times, with lost answers and outages, never executes an order twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        async (keys, losses, outages, rounds) => {
          let l = 0;
          let o = 0;
          let flaky = true;
          const server = fakeServer({
            lose: () => flaky && (losses[l++ % losses.length] ?? false),
            down: () => flaky && (outages[o++ % outages.length] ?? false),
          });
          let outbox = keys.map((k) => entry(k));
          const answered = new Set<string>();
          for (let round = 0; round < rounds; round++) {
            const { results, left } = await replayOutbox(outbox, server.send, NOW);
            for (const r of results) answered.add(r.key);
            outbox = settle(
              outbox,
              results.map((r) => r.key),
            );
            expect(outbox).toEqual(left);
          }
          for (const count of server.executions.values()) expect(count).toBe(1);
          // Once the connection holds, the outbox drains and every order has run exactly once.
          flaky = false;
          const { results } = await replayOutbox(outbox, server.send, NOW);
          for (const r of results) answered.add(r.key);
          expect([...answered].sort()).toEqual([...keys].sort());
          for (const k of keys) expect(server.executions.get(k)).toBe(1);
        },
      ),
    );
  });
});
