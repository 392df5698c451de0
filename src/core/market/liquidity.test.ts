import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidAsk, liquidityOf, minuteVolume, spreadFraction } from './liquidity';
import { simulatedQuote } from './quote';

const price = fc.double({ min: 0.02, max: 10_000, noNaN: true });
const vol = fc.double({ min: 0.01, max: 2, noNaN: true });
const volume = fc.integer({ min: 1_000, max: 200_000_000 });

describe('liquidity', () => {
  it('quotes a cent-wide book for a liquid name and a wide one for a thin, wild name', () => {
    expect(bidAsk(190, 0.25, 50_000_000)).toEqual({ bid: 189.97, ask: 190.03 });
    const thin = bidAsk(20, 0.8, 300_000);
    expect(thin.ask - thin.bid).toBeGreaterThan(0.1);
  });

  it('bid < price < ask, and the volume of a minute is positive', () => {
    fc.assert(
      fc.property(price, vol, volume, fc.double({ min: 0, max: 1, noNaN: true }), (p, s, v, f) => {
        const cents = Math.round(p * 100) / 100;
        const book = liquidityOf(cents, s, v, v, f);
        expect(book.bid).toBeLessThan(cents);
        expect(book.ask).toBeGreaterThan(cents);
        expect(book.minuteVolume).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it('the spread widens with volatility and narrows with liquidity', () => {
    fc.assert(
      fc.property(vol, vol, volume, volume, price, (a, b, v, w, p) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        const [thin, deep] = v < w ? [v, w] : [w, v];
        expect(spreadFraction(hi, thin)).toBeGreaterThanOrEqual(spreadFraction(lo, thin));
        expect(spreadFraction(lo, deep)).toBeLessThanOrEqual(spreadFraction(lo, thin));
        const wide = bidAsk(p, hi, thin);
        const narrow = bidAsk(p, lo, deep);
        expect(wide.ask - wide.bid).toBeGreaterThanOrEqual(narrow.ask - narrow.bid - 1e-9);
      }),
      { numRuns: 200 },
    );
    expect(spreadFraction(0.6, 1e6)).toBeGreaterThan(spreadFraction(0.3, 1e6));
    expect(spreadFraction(0.3, 4e6)).toBeLessThan(spreadFraction(0.3, 1e6));
  });

  it('a minute holds 1/390 of a flat day, and never less than one share', () => {
    expect(minuteVolume(3_900_000, 0.5)).toBe(10_000);
    expect(minuteVolume(0, 0.5)).toBe(1);
    expect(minuteVolume(3_900_000, 1)).toBe(10_000);
  });

  it('the simulated market quotes bid, ask and minute volume, the same for the same instant', () => {
    const at = new Date('2026-11-24T15:00:00Z');
    const q = simulatedQuote('AAPL', at)!;
    expect(q.bid).toBeLessThan(q.price);
    expect(q.ask).toBeGreaterThan(q.price);
    expect(q.minuteVolume).toBeGreaterThan(0);
    expect(simulatedQuote('AAPL', at)).toEqual(q);
  });
});
