import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AttemptCounter, FailureDelays } from './attempts';
import { redisCounter, redisDelays } from './redis-attempts';

// The Redis counters must answer exactly as the in-process ones for any sequence of calls (they share
// one budget between instances, nothing else). Needs a Redis (REDIS_URL, else 127.0.0.1:6379).

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function connect(): Promise<Redis | undefined> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return redis;
  } catch {
    redis.disconnect();
    return undefined;
  }
}
const redis = await connect();
const prefix = `tstest-attempts-${randomUUID().slice(0, 8)}`;

afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const op = fc.record({
  kind: fc.constantFrom('hit', 'clear', 'read'),
  key: fc.constantFrom('a', 'b'),
  // Time moves forward by steps that cross the windows now and then.
  step: fc.integer({ min: 0, max: 40_000 }),
});

describe.skipIf(!redis)('the sign-in counters in Redis', () => {
  it('count a fixed window exactly as AttemptCounter does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
        const run = randomUUID();
        const window = { limit: 3, ms: 60_000 };
        const memory = new AttemptCounter(window);
        const shared = redisCounter(redis!, (k) => `${prefix}:${run}:${k}`, window);
        let now = 1_000_000;
        for (const { kind, key, step } of ops) {
          now += step;
          if (kind === 'hit') {
            memory.hit(key, now);
            await shared.hit(key, now);
          } else if (kind === 'clear') {
            memory.clear(key);
            await shared.clear(key);
          }
          expect(await shared.count(key, now)).toBe(memory.count(key, now));
          expect(await shared.retryAfter(key, now)).toBe(memory.retryAfter(key, now));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('grow and forget failure delays exactly as FailureDelays does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
        const run = randomUUID();
        const policy = { free: 2, firstDelayMs: 30_000, maxDelayMs: 120_000, forgetAfterMs: 100_000 };
        const memory = new FailureDelays(policy);
        const shared = redisDelays(redis!, (k) => `${prefix}:${run}:${k}`, policy);
        let now = 1_000_000;
        for (const { kind, key, step } of ops) {
          now += step;
          if (kind === 'hit') {
            memory.fail(key, now);
            await shared.fail(key, now);
          } else if (kind === 'clear') {
            memory.clear(key);
            await shared.clear(key);
          }
          expect(await shared.count(key, now)).toBe(memory.count(key, now));
          expect(await shared.retryAfter(key, now)).toBe(memory.retryAfter(key, now));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('fall back to this process when Redis does not answer', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    const counter = redisCounter(down, (k) => k, { limit: 1, ms: 60_000 });
    await counter.hit('x', 0);
    expect(await counter.retryAfter('x', 1)).toBe(59_999);
    down.disconnect();
  });
});
