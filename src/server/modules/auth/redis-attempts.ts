// The sign-in throttle's counters in Redis (REDIS_URL), so that several instances count as one: a guess
// refused on one instance is refused on every other. Each counter keeps the same rules as its in-process
// twin in attempts.ts, against the server's clock; Redis only expires the keys once they are stale.
// If Redis fails, the counter falls back to this process's memory (still throttled, per instance).
import type { Redis } from 'ioredis';
import {
  AttemptCounter,
  type Counter,
  type DelayPolicy,
  type Delays,
  FailureDelays,
  failureWait,
  type ThrottleStores,
  type Window,
} from './attempts';

// A fixed window: a new one starts at the first hit after the last one ended.
const HIT = `
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt'))
local now = tonumber(ARGV[1])
if not resetAt or resetAt <= now then
  redis.call('HSET', KEYS[1], 'count', 1, 'resetAt', now + tonumber(ARGV[2]))
else
  redis.call('HINCRBY', KEYS[1], 'count', 1)
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
`;

// One more failure; a key with none for `forgetAfter` starts again from zero.
const FAIL = `
local lastAt = tonumber(redis.call('HGET', KEYS[1], 'lastAt'))
local now = tonumber(ARGV[1])
local count = 0
if lastAt and now - lastAt <= tonumber(ARGV[2]) then
  count = tonumber(redis.call('HGET', KEYS[1], 'count')) or 0
end
redis.call('HSET', KEYS[1], 'count', count + 1, 'lastAt', now)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
`;

type Pair = [string | null, string | null];

async function fields(
  redis: Redis,
  key: string,
  a: string,
  b: string,
): Promise<[number, number] | undefined> {
  const [x, y] = (await redis.hmget(key, a, b)) as Pair;
  if (x === null || y === null) return undefined;
  return [Number(x), Number(y)];
}

/** Runs `shared`, or `local` when Redis fails. */
async function orLocal<T>(shared: () => Promise<T>, local: () => T): Promise<T> {
  try {
    return await shared();
  } catch {
    return local();
  }
}

export function redisCounter(redis: Redis, key: (k: string) => string, window: Window): Counter {
  const local = new AttemptCounter(window);
  const read = (k: string, now: number) =>
    fields(redis, key(k), 'count', 'resetAt').then((entry) =>
      entry && entry[1] > now ? { count: entry[0], resetAt: entry[1] } : undefined,
    );
  return {
    retryAfter: (k, now) =>
      orLocal(
        async () => {
          const entry = await read(k, now);
          return entry && entry.count >= window.limit ? entry.resetAt - now : 0;
        },
        () => local.retryAfter(k, now),
      ),
    count: (k, now) =>
      orLocal(
        async () => (await read(k, now))?.count ?? 0,
        () => local.count(k, now),
      ),
    hit: (k, now) =>
      orLocal(
        async () => void (await redis.eval(HIT, 1, key(k), now, window.ms)),
        () => local.hit(k, now),
      ),
    clear: (k) =>
      orLocal(
        async () => void (await redis.del(key(k))),
        () => local.clear(k),
      ),
  };
}

export function redisDelays(redis: Redis, key: (k: string) => string, policy: DelayPolicy): Delays {
  const local = new FailureDelays(policy);
  const read = (k: string, now: number) =>
    fields(redis, key(k), 'count', 'lastAt').then((entry) =>
      entry && now - entry[1] <= policy.forgetAfterMs ? { count: entry[0], lastAt: entry[1] } : undefined,
    );
  return {
    retryAfter: (k, now) =>
      orLocal(
        async () => {
          const entry = await read(k, now);
          return entry ? failureWait(entry.count, entry.lastAt, now, policy) : 0;
        },
        () => local.retryAfter(k, now),
      ),
    count: (k, now) =>
      orLocal(
        async () => (await read(k, now))?.count ?? 0,
        () => local.count(k, now),
      ),
    fail: (k, now) =>
      orLocal(
        async () => void (await redis.eval(FAIL, 1, key(k), now, policy.forgetAfterMs)),
        () => local.fail(k, now),
      ),
    clear: (k) =>
      orLocal(
        async () => void (await redis.del(key(k))),
        () => local.clear(k),
      ),
  };
}

/** Throttle stores in Redis under `prefix` (one prefix per throttle). */
export function redisStores(redis: Redis, prefix: string): ThrottleStores {
  return {
    counter: (name, window) => redisCounter(redis, (k) => `${prefix}:${name}:${k}`, window),
    delays: (name, policy) => redisDelays(redis, (k) => `${prefix}:${name}:${k}`, policy),
  };
}
