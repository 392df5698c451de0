import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxPositionValue, SIZING_MODELS } from './sizing';

const base = { portfolioValue: 100_000_00, winRate: 60, averageWin: 200, averageLoss: 100, volatility: 0.4 };

describe('position sizing', () => {
  it('fixed percentage allows 10% of the portfolio', () => {
    expect(maxPositionValue('FIXED_PERCENTAGE', base)).toBe(10_000_00);
  });
  it('Kelly uses half of W − (1 − W)/R, capped at 10%', () => {
    // f* = 0.6 − 0.4 / 2 = 0.4 → half = 0.2 → capped at 0.1
    expect(maxPositionValue('KELLY', base)).toBe(10_000_00);
    // f* = 0.5 − 0.5 / 1.2 = 0.0833 → half = 0.04167
    expect(maxPositionValue('KELLY', { ...base, winRate: 50, averageWin: 120 })).toBe(4_166_67);
    expect(maxPositionValue('KELLY', { ...base, winRate: 30, averageWin: 100 })).toBe(0);
    expect(maxPositionValue('KELLY', { ...base, averageLoss: 0 })).toBe(0);
  });
  it('volatility-adjusted sizes so the position carries 2% of the portfolio in volatility', () => {
    expect(maxPositionValue('VOLATILITY_ADJUSTED', base)).toBe(5_000_00);
    expect(maxPositionValue('VOLATILITY_ADJUSTED', { ...base, volatility: 0.1 })).toBe(10_000_00);
  });
  it('gives an empty portfolio nothing, even for a vanishingly small volatility', () => {
    const empty = { portfolioValue: 0, winRate: 0, averageWin: 0, averageLoss: 0, volatility: 5e-324 };
    expect(maxPositionValue('VOLATILITY_ADJUSTED', empty)).toBe(0);
    expect(maxPositionValue('VOLATILITY_ADJUSTED', { ...empty, portfolioValue: 1_000_00 })).toBe(10_000);
  });
  it('never exceeds the 10% position-size limit nor goes negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SIZING_MODELS),
        fc.record({
          portfolioValue: fc.integer({ min: 0, max: 10 ** 10 }),
          winRate: fc.double({ min: 0, max: 100, noNaN: true }),
          averageWin: fc.double({ min: 0, max: 1e6, noNaN: true }),
          averageLoss: fc.double({ min: 0, max: 1e6, noNaN: true }),
          volatility: fc.double({ min: 0, max: 3, noNaN: true }),
        }),
        (model, input) => {
          const v = maxPositionValue(model, input);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(Math.round(input.portfolioValue * 0.1));
        },
      ),
    );
  });
});
