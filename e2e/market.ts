import { simulatedQuote } from '../src/core/market';
import { bookOf, estimateFill } from '../src/core/trading';

// The simulated market as the journeys read it, to know what the screens must show.

/** Dollars as the screens print them ($1,234.50), written here independently of the app's formatter. */
export const usd = (v: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(v);

/** The price a realistic account's market order of `shares` fills at: the ask or bid plus impact. */
export function realisticFill(symbol: string, at: Date, side: 'buy' | 'sell', shares: number): number {
  return estimateFill(side, shares, bookOf(simulatedQuote(symbol, at)!), 'realistic') / 100;
}

/**
 * The first trading day from 11 March 2026, 10:30 in New York, on which `symbol` gains more than
 * `gain` (0.03 is 3%) within the session, and that later moment. The simulated market is
 * deterministic, so the journeys that need a rise find the same day every run.
 */
export function risingDay(symbol: string, gain: number): { open: Date; later: Date } {
  for (let d = 0; d < 365; d++) {
    const open = new Date(Date.parse('2026-03-11T14:30:00Z') + d * 86_400_000);
    if (open.getUTCDay() === 0 || open.getUTCDay() === 6) continue;
    const p0 = simulatedQuote(symbol, open)!.price;
    for (let k = 1; k <= 30; k++) {
      const later = new Date(open.getTime() + k * 10 * 60_000);
      if (simulatedQuote(symbol, later)!.price > p0 * (1 + gain)) return { open, later };
    }
  }
  throw new Error(`${symbol} never gains ${gain * 100}% within a session in the simulated market`);
}
