import { TickMarkType } from 'lightweight-charts';
import { expect, it } from 'vitest';
import { HISTORY_RANGES, history } from '../../../core/market';
import { candleNote, crosshairTime, priceSummary, tickLabel, timeScaleFor } from './PriceChart';

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

it('says how long one candle lasts on each range, as the market draws its bars', () => {
  // A Wednesday afternoon in New York, so 1D has a session's bars behind it.
  const at = new Date('2026-11-18T19:00:00Z');
  const minutes = { 'five minutes': 5, 'half an hour': 30, 'a day': 24 * 60, 'a week': 7 * 24 * 60 };
  for (const range of HISTORY_RANGES) {
    const note = candleNote(range);
    const said = Object.entries(minutes).find(([words]) => note.startsWith(`Each candle is ${words} `));
    expect(said, range).toBeDefined();
    // The most common gap between bars is the period the note names (weekends and nights aside).
    const bars = history('AAPL', range, at);
    const gaps = bars.slice(1).map((b, i) => (b.time - bars[i]!.time) / 60);
    const counts = new Map<number, number>();
    for (const g of gaps) counts.set(g, (counts.get(g) ?? 0) + 1);
    const usual = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    expect(usual, range).toBe(said![1]);
  }
  expect(candleNote('1M')).toContain('green when the price closed higher, red when it closed lower');
});
