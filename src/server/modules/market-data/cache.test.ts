import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache';

describe('TtlCache', () => {
  it('keeps quotes fresh for 60 s and realtime quotes for 15 s', () => {
    let now = 0;
    const cache = new TtlCache<string>(() => now);
    cache.set('q', 'closed-market quote', false);
    cache.set('r', 'live quote', true);
    now = 14_999;
    expect(cache.fresh('r')).toBe('live quote');
    now = 15_000;
    expect(cache.fresh('r')).toBeUndefined();
    expect(cache.fresh('q')).toBe('closed-market quote');
    now = 60_000;
    expect(cache.fresh('q')).toBeUndefined();
  });

  it('keeps expired entries as stale until the cleanup at 2× (quotes) and 3× (realtime)', () => {
    let now = 0;
    const cache = new TtlCache<string>(() => now);
    cache.set('q', 'a', false);
    cache.set('r', 'b', true);
    now = 44_000;
    expect(cache.stale('r')).toBe('b');
    expect(cache.cleanup()).toBe(0);
    now = 45_000;
    expect(cache.stale('r')).toBeUndefined();
    expect(cache.cleanup()).toBe(1);
    now = 119_000;
    expect(cache.stale('q')).toBe('a');
    now = 120_000;
    expect(cache.cleanup()).toBe(1);
    expect(cache.size).toBe(0);
  });
});
