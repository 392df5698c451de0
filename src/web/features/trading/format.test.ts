import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withDrawdown } from './drawdown';
import { axisUsd, decimals, shortDate, signedPct, signedUsd, usd } from './format';

describe('trading number formats', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(usd(100000)).toBe('$100,000.00');
    expect(usd(12.5)).toBe('$12.50');
    expect(usd(-0)).toBe('$0.00');
  });
  it('signs changes in dollars and percent', () => {
    expect(signedUsd(12)).toBe('+$12.00');
    expect(signedUsd(-3.4)).toBe('-$3.40');
    expect(signedUsd(0.001)).toBe('$0.00');
    expect(signedPct(1.234)).toBe('+1.23%');
    expect(signedPct(-0.5)).toBe('-0.50%');
  });
});

describe('drawdown under the equity curve', () => {
  it('is zero at new highs and the percent below the running peak otherwise', () => {
    const dd = withDrawdown([
      { date: 'a', value: 100 },
      { date: 'b', value: 120 },
      { date: 'c', value: 90 },
      { date: 'd', value: 130 },
    ]).map((p) => p.drawdown);
    expect(dd).toEqual([0, 0, -25, 0]);
  });
  it('never goes above zero', () => {
    const curve = Array.from({ length: 50 }, (_, i) => ({ date: String(i), value: 100 + Math.sin(i) * 30 }));
    expect(withDrawdown(curve).every((p) => p.drawdown <= 0)).toBe(true);
  });
});

it('formats money with separators and never shows a negative zero', () => {
  expect(usd(100000)).toBe('$100,000.00');
  expect(usd(-0)).toBe('$0.00');
  expect(usd(-0.004)).toBe('$0.00');
  expect(usd(-1234.5)).toBe('-$1,234.50');
  fc.assert(
    fc.property(fc.double({ min: -0.0049, max: 0.0049, noNaN: true }), (v) => {
      expect(usd(v)).toBe('$0.00');
    }),
  );
});

it('writes a figure to fixed decimals and never shows a negative zero (a far-out option theta of -0.0004)', () => {
  expect(decimals(-0.0004, 3)).toBe('0.000');
  expect(decimals(-0.0005, 3)).toBe('-0.001');
  expect(decimals(-0.001, 2)).toBe('0.00');
  expect(decimals(1.234)).toBe('1.23');
  expect(decimals(-12.5, 1)).toBe('-12.5');
  fc.assert(
    fc.property(
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.integer({ min: 0, max: 4 }),
      (v, places) => {
        const text = decimals(v, places);
        expect(text.startsWith('-0') && Number(text) === 0).toBe(false);
        // The same digits as toFixed wherever the figure is not zero.
        expect(Number(text)).toBe(Number(v.toFixed(places)) || 0);
        expect(text.split('.')[1]?.length ?? 0).toBe(places);
      },
    ),
  );
});

it('labels a chart axis in whole dollars with a true minus sign (the payoff chart read $-2500)', () => {
  expect(axisUsd(-2500)).toBe('\u2212$2,500');
  expect(axisUsd(1234.6)).toBe('$1,235');
  expect(axisUsd(150)).toBe('$150');
  expect(axisUsd(-0.4)).toBe('$0');
  fc.assert(
    fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (v) => {
      expect(axisUsd(v)).toMatch(/^\u2212?\$\d{1,3}(,\d{3})*$/);
    }),
  );
});

describe('shortDate', () => {
  it('writes an order’s or a trade’s time without the year, and what is not a date as it came', () => {
    expect(shortDate('2026-11-30T12:00:00Z')).toMatch(/^(29|30|1) (Nov|Dec), \d{2}:\d{2}$/);
    expect(shortDate('2026-09-03T12:00:00Z')).toMatch(/^[234] Sept, \d{2}:\d{2}$/);
    expect(shortDate('not a date')).toBe('not a date');
  });
});
