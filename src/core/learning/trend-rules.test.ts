import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sp500Series } from '../market/sp500';
import { movingAverage, rsiSeries, testTrendRule } from './trend-rules';

const prices = fc.array(fc.double({ min: 1, max: 1000, noNaN: true }), { minLength: 12, maxLength: 120 });

describe('moving average', () => {
  it('averages the last n closes and is undefined until n closes exist', () => {
    expect(movingAverage([1, 2, 3, 4, 5], 3)).toEqual([undefined, undefined, 2, 3, 4]);
    expect(movingAverage([7], 1)).toEqual([7]);
    expect(() => movingAverage([1, 2], 0)).toThrow(RangeError);
  });

  it('always lies between the lowest and highest close of its window', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 1, max: 12 }), (closes, n) => {
        const avg = movingAverage(closes, n);
        for (let i = n - 1; i < closes.length; i++) {
          const window = closes.slice(i - n + 1, i + 1);
          expect(avg[i]!).toBeGreaterThanOrEqual(Math.min(...window) - 1e-9);
          expect(avg[i]!).toBeLessThanOrEqual(Math.max(...window) + 1e-9);
        }
      }),
    );
  });
});

describe('RSI series', () => {
  it('is 100 after only rises, 0 after only falls and undefined for the first n days', () => {
    const up = Array.from({ length: 20 }, (_, i) => 100 + i);
    expect(
      rsiSeries(up, 14)
        .slice(0, 14)
        .every((v) => v === undefined),
    ).toBe(true);
    expect(rsiSeries(up, 14)[19]).toBe(100);
    expect(rsiSeries([...up].reverse(), 14)[19]).toBe(0);
  });

  it('is exactly 100, never above, over a window of rises alone', () => {
    // Unclamped, (100 × gain) / gain is 100.00000000000001 here (about one gain in fifteen rounds up).
    expect(rsiSeries([1, 1.1, 5.8, 9, 10.4, 13.8], 5)[5]).toBe(100);
  });

  it('stays between 0 and 100', () => {
    fc.assert(
      fc.property(prices, (closes) => {
        for (const v of rsiSeries(closes, 5)) if (v !== undefined) expect(v).toBeGreaterThanOrEqual(0);
        for (const v of rsiSeries(closes, 5)) if (v !== undefined) expect(v).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('testing a moving-average rule against buy-and-hold', () => {
  it('sells when the price drops below its average and buys back when it rises above, paying the cost each time', () => {
    // 3-day average; the rule starts on day 2 (the first day the average exists).
    const closes = [10, 10, 12, 9, 8, 12, 12];
    const t = testTrendRule(closes, { rule: 'price-vs-slow', slow: 3, costPercent: 1, start: 100 });
    expect(t.startIndex).toBe(2);
    // day 2: 12 > 10.67 → buy (cost 1%); day 3: 9 < 10.33 → sell; day 4: 8 < 9.67 stays out;
    // day 5: 12 > 9.67 → buy; day 6: 12 > 10.67 stays in.
    expect(t.invested).toEqual([true, false, false, true, true]);
    expect(t.trades).toBe(3);
    const afterSale = 100 * 0.99 * (9 / 12) * 0.99;
    expect(t.rule[1]).toBeCloseTo(afterSale, 10);
    expect(t.rule[4]).toBeCloseTo(afterSale * 0.99, 10);
    expect(t.hold[0]).toBeCloseTo(99, 10);
    expect(t.hold[4]).toBeCloseTo(99, 10);
    expect(t.holdMaxDrawdown).toBeCloseTo((1 - 8 / 12) * 100, 10);
  });

  it('uses the fast average against the slow one for the crossover rule', () => {
    const closes = [5, 5, 5, 5, 6, 7, 8, 4, 3, 2];
    const t = testTrendRule(closes, { rule: 'fast-vs-slow', fast: 2, slow: 4, costPercent: 0 });
    // fast > slow from day 4 (5.5 > 5.25) until day 8 (3.5 < 5.25)
    expect(t.invested).toEqual([false, true, true, true, false, false, false]);
    expect(t.trades).toBe(2);
  });

  it('refuses windows and costs that make no sense', () => {
    expect(() => testTrendRule([1, 2, 3], { rule: 'price-vs-slow', slow: 5, costPercent: 0 })).toThrow(
      RangeError,
    );
    expect(() =>
      testTrendRule([1, 2, 3, 4], { rule: 'fast-vs-slow', fast: 3, slow: 3, costPercent: 0 }),
    ).toThrow(RangeError);
    expect(() => testTrendRule([1, 2, 3], { rule: 'price-vs-slow', slow: 2, costPercent: -1 })).toThrow(
      RangeError,
    );
  });

  it('never does better when trading costs more, and buy-and-hold just follows the price', () => {
    fc.assert(
      fc.property(
        prices,
        fc.constantFrom('price-vs-slow' as const, 'fast-vs-slow' as const),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (closes, rule, a, b) => {
          const [low, high] = a < b ? [a, b] : [b, a];
          const cheap = testTrendRule(closes, { rule, fast: 3, slow: 8, costPercent: low });
          const dear = testTrendRule(closes, { rule, fast: 3, slow: 8, costPercent: high });
          expect(dear.trades).toBe(cheap.trades);
          expect(dear.rule.at(-1)!).toBeLessThanOrEqual(cheap.rule.at(-1)! * (1 + 1e-12));
          const s = cheap.startIndex;
          for (let i = 0; i < cheap.hold.length; i++)
            expect(cheap.hold[i]!).toBeCloseTo(10_000 * (1 - low / 100) * (closes[s + i]! / closes[s]!), 6);
        },
      ),
    );
  });

  it('counts one trade per change of position and never changes value on a day spent in cash', () => {
    fc.assert(
      fc.property(prices, fc.double({ min: 0, max: 1, noNaN: true }), (closes, cost) => {
        const t = testTrendRule(closes, { rule: 'price-vs-slow', slow: 6, costPercent: cost });
        let changes = t.invested[0] ? 1 : 0;
        for (let i = 1; i < t.invested.length; i++) {
          if (t.invested[i] !== t.invested[i - 1]) changes++;
          else if (!t.invested[i] && !t.invested[i - 1]) expect(t.rule[i]).toBe(t.rule[i - 1]);
        }
        expect(t.trades).toBe(changes);
        expect(t.rule.every((v) => v > 0)).toBe(true);
      }),
    );
  });

  it('reproduces the lesson’s figures on the real S&P 500 closes of 2000–2020', () => {
    const closes = sp500Series().map((r) => r.close);
    const cross = testTrendRule(closes, { rule: 'fast-vs-slow', costPercent: 0.1 });
    const price = testTrendRule(closes, { rule: 'price-vs-slow', costPercent: 0.1 });
    expect(sp500Series()[cross.startIndex]!.date).toBe('2000-10-16');
    expect(Math.round(cross.hold.at(-1)!)).toBe(LESSON.hold);
    expect(Math.round(cross.rule.at(-1)!)).toBe(LESSON.cross);
    expect(cross.trades).toBe(LESSON.crossTrades);
    expect(Math.round(price.rule.at(-1)!)).toBe(LESSON.price);
    expect(price.trades).toBe(LESSON.priceTrades);
  });
});

// The figures quoted in src/content/lessons/technical-analysis.ts.
const LESSON = { hold: 20_891, cross: 26_941, crossTrades: 20, price: 17_193, priceTrades: 136 };
