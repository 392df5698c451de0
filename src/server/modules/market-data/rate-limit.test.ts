import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows 50 requests in a minute and refuses the 51st', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 50; i++) expect(limiter.tryTake()).toBe(true);
    expect(limiter.tryTake()).toBe(false);
    now = 59_999;
    expect(limiter.tryTake()).toBe(false);
    now = 60_000;
    expect(limiter.tryTake()).toBe(true);
  });

  it('never lets more than the limit through in any one-minute window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 300 }), (gaps) => {
        let now = 0;
        const limiter = new RateLimiter(() => now, 10);
        const taken: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (limiter.tryTake()) taken.push(now);
        }
        for (let i = 10; i < taken.length; i++)
          expect(taken[i]! - taken[i - 10]!).toBeGreaterThan(60_000 - 1);
      }),
    );
  });
});
