import { describe, expect, it } from 'vitest';
import { createLedger } from '../../../core/trading';
import { AccountCache, accountFingerprint, METRICS_TTL_MS, RISK_PROFILE_TTL_MS } from './account-cache';

describe('AccountCache', () => {
  it('serves an entry until its time to live, then computes again', async () => {
    let now = 0;
    const cache = new AccountCache<number>(RISK_PROFILE_TTL_MS, () => now);
    let computed = 0;
    const read = () => cache.through('u1', 'f', async () => ++computed);
    expect(await read()).toBe(1);
    now = RISK_PROFILE_TTL_MS - 1;
    expect(await read()).toBe(1);
    now = RISK_PROFILE_TTL_MS;
    expect(await read()).toBe(2);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 2 });
  });

  it('misses as soon as the account changes, and keeps learners apart', async () => {
    const cache = new AccountCache<string>(METRICS_TTL_MS, () => 0);
    cache.set('u1', 'before', 'u1 before');
    cache.set('u2', 'before', 'u2 before');
    expect(cache.get('u1', 'after')).toBeUndefined();
    // The stale entry went with the miss.
    expect(cache.get('u1', 'before')).toBeUndefined();
    expect(cache.get('u2', 'before')).toBe('u2 before');
  });

  it('holds at most 5,000 learners, dropping the oldest', () => {
    const cache = new AccountCache<number>(METRICS_TTL_MS, () => 0);
    for (let i = 0; i <= 5_000; i++) cache.set(`u${i}`, 'f', i);
    expect(cache.size).toBe(5_000);
    expect(cache.get('u0', 'f')).toBeUndefined();
    expect(cache.get('u5000', 'f')).toBe(5_000);
  });
});

describe('accountFingerprint', () => {
  const base = createLedger(10_000_000);
  it('changes with cash, positions, the day’s trade count and the settings', () => {
    const f = accountFingerprint(base);
    expect(accountFingerprint({ ...base })).toBe(f);
    expect(accountFingerprint({ ...base, cash: base.cash - 1 })).not.toBe(f);
    const held = {
      ...base,
      positions: [{ symbol: 'AAPL', shares: -10, costBasis: -100_000, firstBuyDate: '2026-11-24' }],
    };
    expect(accountFingerprint(held)).not.toBe(f);
    expect(accountFingerprint({ ...held, positions: [{ ...held.positions[0]!, shares: 10 }] })).not.toBe(
      accountFingerprint(held),
    );
    // A buy and a sell at the same price leave cash and positions as they were, not the count.
    expect(accountFingerprint({ ...base, tradesToday: { day: '2026-11-24', count: 2 } })).not.toBe(f);
    expect(
      accountFingerprint({ ...base, settings: { accountType: 'margin', realism: 'realistic' } }),
    ).not.toBe(f);
  });
});
