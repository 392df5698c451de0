import { TickMarkType } from 'lightweight-charts';
import { expect, it } from 'vitest';
import { crosshairTime, priceSummary, tickLabel, timeScaleFor } from './PriceChart';

it('describes the price chart by its range: first open, last close, high and low', () => {
  const candles = [
    { time: 1, open: 100, high: 104, low: 98, close: 102 },
    { time: 2, open: 102, high: 110, low: 101, close: 97.5 },
  ];
  expect(priceSummary('AAPL price, 1M', candles as never)).toBe(
    'AAPL price, 1M: from $100.00 to $97.50, high $110.00, low $98.00.',
  );
  expect(priceSummary('AAPL price, 1M', [])).toBe('AAPL price, 1M');
});

it('shows a time of day only on the intraday ranges, never seconds: a daily close has a date only', () => {
  expect(timeScaleFor('1D')).toEqual({ timeVisible: true, secondsVisible: false });
  expect(timeScaleFor('5D')).toEqual({ timeVisible: true, secondsVisible: false });
  for (const range of ['1M', '3M', '6M', '1Y', '5Y'] as const)
    expect(timeScaleFor(range)).toEqual({ timeVisible: false, secondsVisible: false });
});

it('writes the chart’s times on New York’s clock, a daily point as a date', () => {
  // Monday 30 Nov 2026, 14:30 UTC: the 09:30 open in New York (it read 14:30 on the axis).
  const open = Date.parse('2026-11-30T14:30:00Z') / 1000;
  expect(tickLabel(open, TickMarkType.Time)).toBe('09:30');
  expect(tickLabel(open, TickMarkType.DayOfMonth)).toBe('30');
  expect(tickLabel(open, TickMarkType.Month)).toBe('Nov');
  expect(tickLabel(open, TickMarkType.Year)).toBe('2026');
  expect(crosshairTime(open, true)).toBe('30 Nov, 09:30');
  expect(crosshairTime(open, false)).toBe('30 Nov 2026');
  // In summer New York is 4 hours behind UTC.
  expect(tickLabel(Date.parse('2026-07-01T13:30:00Z') / 1000, TickMarkType.Time)).toBe('09:30');
});
