import { tradingDay } from './calendar';
import type { Ledger, PriceQuote } from './types';

/**
 * A position's change today, in cents, and the capital it is measured against. Shares held at the
 * open move from the previous close; shares bought today move from their own price, and shares sold
 * today count at what they fetched. So a position bought a minute ago shows no change until the
 * price moves, instead of yesterday's move.
 */
export function positionDayChange(
  state: Ledger,
  symbol: string,
  shares: number,
  priceCents: number,
  quote: PriceQuote | undefined,
): { change: number; base: number } {
  const previous =
    quote?.previousClose && quote.previousClose > 0 ? Math.round(quote.previousClose * 100) : priceCents;
  const today = quote?.timestamp ? tradingDay(new Date(quote.timestamp)) : undefined;
  let bought = 0;
  let boughtCost = 0;
  let sold = 0;
  let soldProceeds = 0;
  if (today) {
    // Trades are kept newest first: stop at the first one from an earlier day.
    for (const t of state.trades) {
      const day = tradingDay(new Date(t.timestamp));
      if (day < today) break;
      if (t.symbol !== symbol || day !== today) continue;
      if (t.type === 'BUY') {
        bought += t.shares;
        boughtCost += t.shares * t.price;
      } else if (t.type === 'SELL') {
        sold += t.shares;
        soldProceeds += t.shares * t.price;
      }
    }
  }
  const heldAtOpen = Math.max(0, shares - bought + sold);
  const change = shares * priceCents - heldAtOpen * previous - boughtCost + soldProceeds;
  return { change, base: heldAtOpen * previous + boughtCost };
}
