import { expect, it } from 'vitest';
import { priceSummary, timeScaleFor } from './PriceChart';

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
