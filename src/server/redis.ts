// The one Redis connection a process shares (REDIS_URL): sign-in throttles and the general rate limits
// live there so that several instances count as one. Unset, every count stays in the process.

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  // A short connect timeout and one retry per command: when Redis is down a call fails quickly and the
  // caller falls back (the throttle to this process's memory, the rate limit lets the request through).
  const redis = new Redis(url, { connectTimeout: 1_000, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => log.warn({ err: error.message }, 'redis unavailable'));
  return redis;
}

/** True when Redis answers a PING within `ms`. */
export async function redisUp(redis: Redis, ms = 1_000): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref());
  return Promise.race([
    redis.ping().then(
      (answer) => answer === 'PONG',
      () => false,
    ),
    timeout,
  ]);
}
