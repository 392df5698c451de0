// Fixtures for the engine's tests: fixed prices, a counter for ids, a weekday in market hours.
import { createLedger } from './ledger';
import { placeOrder } from './orders';
import type { Outcome } from './outcome';
import { refusalMessage } from './refusals';
import type { Context, Ledger, PriceQuote } from './types';

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

/** The outcome, which must be a success (a refusal fails the test with its message). */
export function ok<T>(r: Outcome<T>) {
  if (!r.ok) throw new Error(`refused: ${refusalMessage(r.refusal)}`);
  return r;
}

/** The refusal's message, or null for a success. */
export const msg = <T>(r: Outcome<T>) => (r.ok ? null : refusalMessage(r.refusal));

/** A ledger holding `shares` AAPL bought at `price`. */
export const holding = (shares = 10, price = 100): Ledger =>
  ok(
    placeOrder(
      createLedger(),
      { type: 'buy', symbol: 'AAPL', shares, orderType: 'market' },
      context({ AAPL: price }),
      { skipRisk: true },
    ),
  ).state;
