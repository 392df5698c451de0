import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyCloses, history } from './history';
import { simulatedQuote } from './quote';
import { sp500Close } from './sp500';
import { HISTORY_RANGES } from './types';

describe('history', () => {
  it('ends every range at the current price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('AAPL', 'GME', 'BRK.A', 'SPY', 'KO'),
        fc.constantFrom(...HISTORY_RANGES),
        fc.integer({ min: Date.parse('2021-01-01'), max: Date.parse('2045-01-01') }),
        (symbol, range, t) => {
          const at = new Date(t);
          const candles = history(symbol, range, at);
          expect(candles.length).toBeGreaterThan(0);
          expect(candles.at(-1)!.close).toBe(simulatedQuote(symbol, at)!.price);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('gives ordered candles whose high and low contain their open and close', () => {
    const at = new Date('2026-11-23T18:03:17Z');
    for (const range of HISTORY_RANGES) {
      const candles = history('TSLA', range, at);
      for (let i = 0; i < candles.length; i++) {
        const c = candles[i]!;
        expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
        expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
        if (i > 0) expect(c.time).toBeGreaterThan(candles[i - 1]!.time);
      }
    }
  });

  it('sizes the ranges: 5-minute bars today, 30-minute for 5 days, daily to a year, weekly for 5 years', () => {
    const closed = new Date('2026-11-21T12:00:00Z'); // Saturday: Friday's full session
    expect(history('AAPL', '1D', closed)).toHaveLength(78);
    expect(history('AAPL', '5D', closed)).toHaveLength(65);
    expect(history('AAPL', '1M', closed)).toHaveLength(21);
    expect(history('AAPL', '3M', closed)).toHaveLength(63);
    expect(history('AAPL', '6M', closed)).toHaveLength(126);
    expect(history('AAPL', '1Y', closed)).toHaveLength(252);
    const weeks = history('AAPL', '5Y', closed).length;
    expect(weeks).toBeGreaterThan(255);
    expect(weeks).toBeLessThan(265);
  });

  it('replays the real S&P 500 closes for ^GSPC between 2000 and 2020', () => {
    const candles = history('^GSPC', '1Y', new Date('2008-12-31T23:00:00Z'));
    for (const c of candles) expect(c.close).toBe(sp500Close(c.date.slice(0, 10)));
    expect(candles.at(-1)!.close).toBe(903.25);
  });

  it('returns nothing for an unknown symbol', () => {
    expect(history('ZZZZ', '1M', new Date('2026-11-23T18:00:00Z'))).toEqual([]);
  });
});

describe('dailyCloses', () => {
  it('lists the past closes then the current price, agreeing with the daily candles', () => {
    const at = new Date('2026-11-23T18:03:17Z');
    const closes = dailyCloses('AAPL', at, 21);
    expect(closes).toHaveLength(21);
    expect(closes).toEqual(history('AAPL', '1M', at).map((c) => c.close));
    expect(closes.at(-1)).toBe(simulatedQuote('AAPL', at)!.price);
    expect(dailyCloses('ZZZZ', at, 5)).toEqual([]);
  });
});
