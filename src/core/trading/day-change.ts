import { tradingDay } from './calendar';
import type { Ledger, PriceQuote, Trade } from './types';

type DayFlows = { bought: number; boughtCost: number; sold: number; soldProceeds: number };

// Today's buys and sells per symbol (made on or after the quote's trading day), computed once per
// trade list and day: every position of a portfolio view and of a risk check reads the same list, and
// the ledger never changes a trade list in place (each change makes a new array), so the array itself
// is a safe key.
const flowsMemo = new WeakMap<readonly Trade[], { day: string; bySymbol: Map<string, DayFlows> }>();

function flowsOn(trades: readonly Trade[], day: string): Map<string, DayFlows> {
  const hit = flowsMemo.get(trades);
  if (hit?.day === day) return hit.bySymbol;
  const bySymbol = new Map<string, DayFlows>();
  // Trades are kept newest first: stop at the first one from an earlier day. A trade from a later day
  // than the quote's (bought on Monday before the open, at Friday's close) counts as today's too: it
  // was made after the quote's session closed, so that session's move is not its own.
  for (const t of trades) {
    const tradeDay = tradingDay(new Date(t.timestamp));
    if (tradeDay < day) break;
    const f = bySymbol.get(t.symbol) ?? { bought: 0, boughtCost: 0, sold: 0, soldProceeds: 0 };
    if (t.type === 'BUY') {
      f.bought += t.shares;
      f.boughtCost += t.shares * t.price;
    } else if (t.type === 'SELL') {
      f.sold += t.shares;
      f.soldProceeds += t.shares * t.price;
    }
    bySymbol.set(t.symbol, f);
  }
  flowsMemo.set(trades, { day, bySymbol });
  return bySymbol;
}

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
  const today = quote?.timestamp
    ? flowsOn(state.trades, tradingDay(new Date(quote.timestamp))).get(symbol)
    : undefined;
  const { bought, boughtCost, sold, soldProceeds } = today ?? {
    bought: 0,
    boughtCost: 0,
    sold: 0,
    soldProceeds: 0,
  };
  // Signed like the position: a short held at the open is negative (clamping it to 0 read a short held
  // overnight as a loss of its whole value, which tripped the daily-loss breaker and blocked covers).
  const net = shares - bought + sold;
  const heldAtOpen = shares < 0 ? net : Math.max(0, net);
  const change = shares * priceCents - heldAtOpen * previous - boughtCost + soldProceeds;
  // The capital at stake: a short's is what it was worth at the open plus today's short proceeds.
  const base = Math.abs(heldAtOpen) * previous + (shares < 0 ? soldProceeds : boughtCost);
  return { change, base };
}
