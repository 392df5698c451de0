// Where a real provider's cache and rate-limit window live: in this process, or in Redis when
// REDIS_URL is set so that every instance shares one 50-a-minute budget and one quote cache
// (DESIGN.md §8). The simulated market needs neither: it is the same everywhere by construction.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { QUOTE_STALE_FACTOR, QUOTE_TTL_MS, REALTIME_STALE_FACTOR, REALTIME_TTL_MS, TtlCache } from './cache';
import { RateLimiter, REQUESTS_PER_MINUTE } from './rate-limit';

export type CacheRead = { value: unknown; fresh: boolean };

export interface ProviderCache {
  read(key: string): Promise<CacheRead | undefined>;
  write(key: string, value: unknown, realtime: boolean): Promise<void>;
  cleanup(): void;
}

export interface ProviderLimiter {
  readonly limit: number;
  tryTake(): Promise<boolean>;
  /** Requests counted in the last minute (as last seen, for providerHealth). */
  used(): number;
}

export type ProviderState = { cache: ProviderCache; limiter: ProviderLimiter };
export type StateFactory = (provider: string) => ProviderState;

export function memoryState(now: () => number, limit = REQUESTS_PER_MINUTE): StateFactory {
  return () => {
    const cache = new TtlCache<unknown>(now);
    const limiter = new RateLimiter(now, limit);
    return {
      cache: {
        read: async (key) => {
          const fresh = cache.fresh(key);
          if (fresh !== undefined) return { value: fresh, fresh: true };
          const stale = cache.stale(key);
          return stale === undefined ? undefined : { value: stale, fresh: false };
        },
        write: async (key, value, realtime) => cache.set(key, value, realtime),
        cleanup: () => void cache.cleanup(),
      },
      limiter: { limit, tryTake: async () => limiter.tryTake(), used: () => limiter.used() },
    };
  };
}

// A sliding window in a sorted set, atomically: drop stamps older than a minute, refuse when full,
// else add this request. Returns [taken (0/1), count].
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
local count = redis.call('ZCARD', KEYS[1])
if count >= tonumber(ARGV[3]) then return {0, count} end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, count + 1}
`;

/**
 * Redis-backed state. Entries expire in Redis at their cleanup time (quotes 2× 60 s, realtime 3× 15 s).
 * If Redis fails, the process falls back to its own memory state rather than failing the request.
 */
export function redisState(
  redis: Redis,
  now: () => number,
  limit = REQUESTS_PER_MINUTE,
  prefix = 'ts:md',
): StateFactory {
  const local = memoryState(now, limit);
  // Members of the window must be unique across instances: a random id per process and a counter.
  const instanceId = randomUUID();
  let sequence = 0;
  return (provider) => {
    const fallback = local(provider);
    let lastCount = 0;
    const windowKey = `${prefix}:rate:${provider}`;
    return {
      cache: {
        async read(key) {
          try {
            const raw = await redis.get(`${prefix}:cache:${provider}:${key}`);
            if (!raw) return undefined;
            const entry = JSON.parse(raw) as { value: unknown; storedAt: number; realtime: boolean };
            const ttl = entry.realtime ? REALTIME_TTL_MS : QUOTE_TTL_MS;
            return { value: entry.value, fresh: now() - entry.storedAt < ttl };
          } catch {
            return fallback.cache.read(key);
          }
        },
        async write(key, value, realtime) {
          const keep = realtime ? REALTIME_TTL_MS * REALTIME_STALE_FACTOR : QUOTE_TTL_MS * QUOTE_STALE_FACTOR;
          try {
            await redis.set(
              `${prefix}:cache:${provider}:${key}`,
              JSON.stringify({ value, storedAt: now(), realtime }),
              'PX',
              keep,
            );
          } catch {
            await fallback.cache.write(key, value, realtime);
          }
        },
        cleanup: () => fallback.cache.cleanup(),
      },
      limiter: {
        limit,
        async tryTake() {
          try {
            const member = `${now()}-${instanceId}-${sequence++}`;
            const [taken, count] = (await redis.eval(
              TAKE_SCRIPT,
              1,
              windowKey,
              now(),
              60_000,
              limit,
              member,
            )) as [number, number];
            lastCount = count;
            return taken === 1;
          } catch {
            return fallback.limiter.tryTake();
          }
        },
        used: () => Math.max(lastCount, fallback.limiter.used()),
      },
    };
  };
}
