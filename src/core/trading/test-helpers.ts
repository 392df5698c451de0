// Fixtures for the engine's tests: fixed prices, a counter for ids, a weekday in market hours.
import type { Context, PriceQuote } from './types';

/** Tuesday 24 Nov 2026, 10:00 in New York. */
export const OPEN = new Date('2026-11-24T15:00:00Z');

export function fixedPrices(prices: Record<string, number | Partial<PriceQuote>>) {
  return (symbol: string): PriceQuote | undefined => {
    const p = prices[symbol];
    if (p === undefined) return undefined;
    return typeof p === 'number'
      ? { symbol, price: p, marketState: 'REGULAR' }
      : { symbol, price: 0, marketState: 'REGULAR', ...p };
  };
}

// Shared across contexts so ids stay unique within a test that builds several.
let counter = 0;

export function context(
  prices: Record<string, number | Partial<PriceQuote>>,
  now: Date = OPEN,
  extra: Partial<Context> = {},
): Context {
  return { now, prices: fixedPrices(prices), newId: () => `id-${++counter}`, ...extra };
}
