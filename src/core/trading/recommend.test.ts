import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Estimates } from './optimize';
import type { QuantRating } from './quant';
import { currentAllocation, rankRecommendations } from './recommend';

const rating = (symbol: string, r: QuantRating['rating'], score: number): QuantRating =>
  ({
    symbol,
    rating: r,
    score,
    confidence: 50,
    recommendation: `${r} ${symbol}`,
  }) as QuantRating;

const est: Estimates = {
  symbols: ['A', 'B'],
  mu: [0.1, 0.2],
  cov: [
    [0.04, 0],
    [0, 0.09],
  ],
};

describe('rankRecommendations', () => {
  it('holds or sells what is held, recommends only BUY-rated others, strongest first', () => {
    const recs = rankRecommendations(
      [rating('A', 'BUY', 30), rating('B', 'SELL', -60), rating('C', 'HOLD', 5), rating('D', 'BUY', 45)],
      new Set(['A', 'B']),
      5,
    );
    expect(recs.map((r) => [r.symbol, r.action])).toEqual([
      ['B', 'SELL'],
      ['D', 'BUY'],
      ['A', 'HOLD'],
    ]);
  });

  it('never recommends buying a holding nor selling what is not held, and keeps to the limit', () => {
    const arb = fc.array(
      fc.record({
        symbol: fc.constantFrom('A', 'B', 'C', 'D', 'E'),
        rating: fc.constantFrom('BUY', 'HOLD', 'SELL') as fc.Arbitrary<QuantRating['rating']>,
        score: fc.integer({ min: -100, max: 100 }),
      }),
    );
    fc.assert(
      fc.property(
        arb,
        fc.subarray(['A', 'B', 'C', 'D', 'E']),
        fc.integer({ min: 1, max: 20 }),
        (rs, held, limit) => {
          const h = new Set(held);
          const recs = rankRecommendations(
            rs.map((r) => rating(r.symbol, r.rating, r.score)),
            h,
            limit,
          );
          expect(recs.length).toBeLessThanOrEqual(limit);
          for (const r of recs) expect(r.action === 'BUY').toBe(!h.has(r.symbol));
          for (let i = 1; i < recs.length; i++)
            expect(Math.abs(recs[i - 1]!.score)).toBeGreaterThanOrEqual(Math.abs(recs[i]!.score));
        },
      ),
    );
  });
});

describe('currentAllocation', () => {
  it('weights by market value and reports the return and risk of those weights', () => {
    const { weights, current } = currentAllocation(est, (s) => (s === 'A' ? 300 : 100));
    expect(weights).toEqual([0.75, 0.25]);
    expect(current.expectedReturn).toBe(12.5);
    expect(current.volatility).toBeCloseTo(Math.sqrt(0.75 ** 2 * 0.04 + 0.25 ** 2 * 0.09) * 100, 1);
  });

  it('is all zero when nothing is held', () => {
    expect(currentAllocation(est, () => 0)).toEqual({
      weights: [0, 0],
      current: { expectedReturn: 0, volatility: 0, sharpeRatio: 0 },
    });
  });

  it('weights always sum to 1 when anything is held, and each lies in [0, 1]', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        fc.pre(a + b > 0);
        const { weights } = currentAllocation(est, (s) => (s === 'A' ? a : b));
        expect(weights[0]! + weights[1]!).toBeCloseTo(1, 9);
        for (const w of weights) expect(w >= 0 && w <= 1).toBe(true);
      }),
    );
  });
});
