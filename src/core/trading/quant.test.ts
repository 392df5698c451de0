import { describe, expect, it } from 'vitest';
import { annualisedVolatility, localQuantRating, quantRating, rsi } from './quant';

const now = new Date('2026-11-24T15:00:00Z');
const series = (n: number, f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));

describe('local quant rating (spec §9 fallback)', () => {
  it('scores 8 × the percent change and rates BUY at 25 or above', () => {
    const r = localQuantRating('AAPL', 100, 3.2, now);
    expect(r).toMatchObject({ score: 25.6, rating: 'BUY', targetPrice: 104, stopLoss: 96, model: 'local' });
  });
  it('rates SELL at -25 or below and HOLD between', () => {
    expect(localQuantRating('AAPL', 50, -3.125, now).rating).toBe('SELL');
    expect(localQuantRating('AAPL', 50, 3.1, now).rating).toBe('HOLD');
  });
  it('clamps the score to ±100', () => {
    expect(localQuantRating('GME', 20, 40, now).score).toBe(100);
    expect(localQuantRating('GME', 20, -40, now).score).toBe(-100);
  });
  it('answers "Unable to analyze symbol" without a price', () => {
    expect(localQuantRating('ZZZ', undefined, undefined, now).recommendation).toBe(
      'Unable to analyze symbol',
    );
  });
});

describe('factor quant rating', () => {
  it('rates a steady uptrend with cheap valuation above a steady downtrend', () => {
    const up = series(80, (i) => 100 * 1.004 ** i);
    const down = series(80, (i) => 100 * 0.996 ** i);
    const a = quantRating({ symbol: 'UP', price: up.at(-1)!, changePercent: 0.4, closes: up, pe: 12, now });
    const b = quantRating({
      symbol: 'DN',
      price: down.at(-1)!,
      changePercent: -0.4,
      closes: down,
      pe: 60,
      now,
    });
    expect(a.score).toBeGreaterThan(b.score);
    expect(a.factors.momentum).toBeGreaterThan(0);
    expect(b.factors.momentum).toBeLessThan(0);
    expect(b.rating).not.toBe('BUY');
  });
  it('keeps every factor and the score within ±100 and the target above the stop', () => {
    const wild = series(60, (i) => (i % 2 ? 10 : 40));
    const r = quantRating({ symbol: 'X', price: 40, changePercent: 300, closes: wild, now });
    for (const v of [...Object.values(r.factors), r.score]) expect(Math.abs(v)).toBeLessThanOrEqual(100);
    expect(r.targetPrice).toBeGreaterThan(r.stopLoss);
  });
  it('computes RSI and volatility of a price path', () => {
    expect(rsi(series(20, (i) => i + 1))).toBe(100);
    expect(rsi(series(20, () => 5))).toBe(50);
    expect(annualisedVolatility(series(30, () => 10))).toBe(0);
  });
});
