// Counts sign-in attempts so guessing is throttled before any password is hashed.
//
// - Every attempt counts per address in a fixed window (AttemptCounter).
// - Failures count per (account, address) and per address, each with a delay that doubles with every
//   failure past a few free ones (FailureDelays). They slow the guesser, never the owner at another
//   address.
// - A per-account ceiling counts failures from every address; it only ever refuses an address that has
//   itself failed, so the owner's correct password from an address that has not failed always gets
//   through (issue 20, point 2).

export type Window = { limit: number; ms: number };

type Awaitable<T> = T | Promise<T>;

/** Hits per key in a fixed window: AttemptCounter in this process, or one shared through Redis. */
export interface Counter {
  retryAfter(key: string, now: number): Awaitable<number>;
  count(key: string, now: number): Awaitable<number>;
  hit(key: string, now: number): Awaitable<void>;
  clear(key: string): Awaitable<void>;
}

/** Failures per key with growing delays: FailureDelays in this process, or one shared through Redis. */
export interface Delays {
  retryAfter(key: string, now: number): Awaitable<number>;
  count(key: string, now: number): Awaitable<number>;
  fail(key: string, now: number): Awaitable<void>;
  clear(key: string): Awaitable<void>;
}

/** Makes the throttle's counters; `name` tells them apart where they share one store. */
export type ThrottleStores = {
  counter(name: string, window: Window): Counter;
  delays(name: string, policy: DelayPolicy): Delays;
};

export const memoryStores: ThrottleStores = {
  counter: (_name, window) => new AttemptCounter(window),
  delays: (_name, policy) => new FailureDelays(policy),
};

export class AttemptCounter implements Counter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly window: Window) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now: number): number {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.window.limit ? entry.resetAt - now : 0;
  }

  /** How many hits the key has in its current window. */
  count(key: string, now: number): number {
    const entry = this.hits.get(key);
    return !entry || entry.resetAt <= now ? 0 : entry.count;
  }

  hit(key: string, now: number): void {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.window.ms });
      if (this.hits.size > 50_000) this.sweep(now);
      return;
    }
    entry.count += 1;
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export type DelayPolicy = {
  /** Failures allowed without any wait (typos happen). */
  free: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long starts again from zero. */
  forgetAfterMs: number;
};

/** The wait after `failures` failures under the policy: 0 for the free ones, then doubling, capped. */
export function delayAfter(failures: number, policy: DelayPolicy): number {
  const past = failures - policy.free;
  if (past <= 0) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(past - 1, 30));
}

/** The wait before the next attempt of a key with `count` failures, the last at `lastAt`. */
export function failureWait(count: number, lastAt: number, now: number, policy: DelayPolicy): number {
  // Free failures never wait, even when the clock reads earlier than the last failure.
  const delay = delayAfter(count, policy);
  return delay === 0 ? 0 : Math.max(0, lastAt + delay - now);
}

/** Failures per key with a growing delay before the next attempt. */
export class FailureDelays implements Delays {
  private readonly failures = new Map<string, { count: number; lastAt: number }>();

  constructor(private readonly policy: DelayPolicy) {}

  /** Milliseconds until the key may try again, or 0. */
  retryAfter(key: string, now: number): number {
    const entry = this.live(key, now);
    return entry ? failureWait(entry.count, entry.lastAt, now, this.policy) : 0;
  }

  count(key: string, now: number): number {
    return this.live(key, now)?.count ?? 0;
  }

  fail(key: string, now: number): void {
    const entry = this.live(key, now);
    this.failures.set(key, { count: (entry?.count ?? 0) + 1, lastAt: now });
    if (this.failures.size > 50_000) this.sweep(now);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private live(key: string, now: number) {
    const entry = this.failures.get(key);
    if (entry && now - entry.lastAt > this.policy.forgetAfterMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.failures)
      if (now - entry.lastAt > this.policy.forgetAfterMs) this.failures.delete(key);
  }
}

export type ThrottleLimits = { ipAttemptsPerMinute: number; ipFreeFailures?: number };

const MINUTE = 60_000;

/**
 * The sign-in throttle: `check` before hashing (throws nothing, answers the wait), `failed` and
 * `succeeded` after. Keys are the account (lower-case e-mail or user id) and the client address.
 * With Redis stores every instance counts into the same counters.
 */
export function createThrottle(limits: ThrottleLimits, stores: ThrottleStores = memoryStores) {
  const attemptsPerIp = stores.counter('ip-attempts', { limit: limits.ipAttemptsPerMinute, ms: MINUTE });
  // 4 free failures per (account, address); after the 5th 30 s, then 1 min, 2 min … up to 15 min.
  const perPair = stores.delays('pair-failures', {
    free: 4,
    firstDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
  });
  // 19 free failures per address across accounts (AUTH_IP_FREE_FAILURES), then the same doubling.
  const perIp = stores.delays('ip-failures', {
    free: limits.ipFreeFailures ?? 19,
    firstDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
  });
  // Per account: past 50 failures an hour, addresses that have failed wait (doubling per failure).
  const perAccount = stores.delays('account-failures', {
    free: 50,
    firstDelayMs: 60_000,
    maxDelayMs: 60 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
  });
  const pair = (account: string, ip: string) => `${account}|${ip}`;

  return {
    /** Milliseconds to wait before this attempt may be checked, or 0; counts the attempt when 0. */
    async check(account: string, ip: string, now: number): Promise<number> {
      const [pairFailures, ipFailures, ...waits] = await Promise.all([
        perPair.count(pair(account, ip), now),
        perIp.count(ip, now),
        attemptsPerIp.retryAfter(ip, now),
        perPair.retryAfter(pair(account, ip), now),
        perIp.retryAfter(ip, now),
        perAccount.retryAfter(account, now),
      ]);
      const failedHere = pairFailures > 0 || ipFailures > 0;
      const [ipWait = 0, pairWait = 0, ipFailureWait = 0, accountWait = 0] = waits;
      const wait = Math.max(ipWait, pairWait, ipFailureWait, failedHere ? accountWait : 0);
      if (wait === 0) await attemptsPerIp.hit(ip, now);
      return wait;
    },
    async failed(account: string, ip: string, now: number): Promise<void> {
      await Promise.all([
        perPair.fail(pair(account, ip), now),
        perIp.fail(ip, now),
        perAccount.fail(account, now),
      ]);
    },
    async succeeded(account: string, ip: string): Promise<void> {
      await perPair.clear(pair(account, ip));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
