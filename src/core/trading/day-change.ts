import { tradingDay } from './calendar';
import type { Ledger, PriceQuote, PriceSource, Trade } from './types';

export type DayFlows = { bought: number; boughtCost: number; sold: number; soldProceeds: number };

// Today's buys and sells per symbol, shares and option contracts alike (an option trade's symbol is its
// contract's OCC symbol, never a share's, so one map holds both) (made on or after the quote's trading day), computed once per
// trade list and day: every position of a portfolio view and of a risk check reads the same list, and
// the ledger never changes a trade list in place (each change makes a new array), so the array itself
// is a safe key.
const flowsMemo = new WeakMap<readonly Trade[], { day: string; bySymbol: Map<string, DayFlows> }>();

export function flowsOn(trades: readonly Trade[], day: string): Map<string, DayFlows> {
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
    // What the trade moved in cash, commission included: a buy's cost, a sale's net proceeds.
    if (t.type === 'BUY' || t.type === 'option_buy') {
      f.bought += t.shares;
      f.boughtCost += t.totalValue + t.commission;
    } else if (t.type === 'SELL' || t.type === 'option_sell') {
      f.sold += t.shares;
      f.soldProceeds += t.totalValue - t.commission;
    }
    bySymbol.set(t.symbol, f);
  }
  flowsMemo.set(trades, { day, bySymbol });
  return bySymbol;
}

/** The quote's previous close in cents; without one, the price itself (so the day shows no move). */
function previousCloseCents(quote: PriceQuote | undefined, priceCents: number): number {
  return quote?.previousClose && quote.previousClose > 0 ? Math.round(quote.previousClose * 100) : priceCents;
}

/**
 * A position's part of the account's change today, in cents, and the capital it is measured against
 * (the positions table's "Today" of what is still held is heldDayChange). Shares held at the
 * open move from the previous close; shares bought today move from their own price, and shares sold
 * today count at what they fetched (commissions included). So a position bought a minute ago shows no
 * change until the price moves, instead of yesterday's move, and one sold whole today (`shares` 0)
 * still counts what it gained or lost: proceeds less its previous close, or less its cost if bought
 * today too.
 */
export function positionDayChange(
  state: Ledger,
  symbol: string,
  shares: number,
  priceCents: number,
  quote: PriceQuote | undefined,
): { change: number; base: number } {
  const previous = previousCloseCents(quote, priceCents);
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
  // overnight as a loss of its whole value, which tripped the daily-loss breaker and blocked covers),
  // and so is a short covered whole today (shares 0, bought back).
  const heldAtOpen = shares - bought + sold;
  const change = shares * priceCents - heldAtOpen * previous - boughtCost + soldProceeds;
  // The capital at stake: a short's is what it was worth at the open plus today's short proceeds.
  const base = Math.abs(heldAtOpen) * previous + (shares < 0 ? soldProceeds : boughtCost);
  return { change, base };
}

/** How far back from the newest trade a trade may still be today's: a weekend and a holiday. */
export const DAY_CHANGE_WINDOW_MS = 4 * 24 * 3600_000;

/**
 * The trades (newest first) within DAY_CHANGE_WINDOW_MS of the newest: the only ones that can be of the
 * quotes' day, so a long history (a guest keeps hundreds) does not price every symbol ever traded.
 */
export function* recentTrades(trades: readonly Trade[]): Generator<Trade> {
  const from = trades[0] ? Date.parse(trades[0].timestamp) - DAY_CHANGE_WINDOW_MS : 0;
  for (const t of trades) {
    if (Date.parse(t.timestamp) < from) return;
    yield t;
  }
}

/**
 * The share positions' part of the account's day change, cents: every symbol held now and every one
 * traded today, so a position sold whole today keeps its realised gain or loss in the figure (bought
 * 10 yesterday, closed at $200, sold today at $190: -$100). A symbol without a quote with a previous
 * close adds nothing. With no trades today it is Σ shares × (price − previous close).
 */
export function sharesDayChange(state: Ledger, prices: PriceSource): number {
  const held = new Map(state.positions.map((p) => [p.symbol, p.shares]));
  const symbols = new Set(held.keys());
  for (const t of recentTrades(state.trades))
    if (t.type === 'BUY' || t.type === 'SELL') symbols.add(t.symbol);
  let change = 0;
  for (const symbol of symbols) {
    const q = prices(symbol);
    if (!q || !(q.previousClose && q.previousClose > 0)) continue;
    change += positionDayChange(state, symbol, held.get(symbol) ?? 0, Math.round(q.price * 100), q).change;
  }
  return change;
}

/**
 * A held position's change today, in cents, and the capital it is measured against: the positions
 * table's "Today". Only the shares held now are in it. Those held since before today move from the
 * previous close, and those bought today (sold short today, for a short) from what they cost (fetched),
 * commission included. Shares sold today are not: what they fetched is realised, and the account's day
 * change (positionDayChange, sharesDayChange) counts it. Sales take the oldest shares first, so the
 * shares of today still held are the latest bought today, at most the shares held now. With nothing
 * sold today it equals positionDayChange.
 */
export function heldDayChange(
  state: Ledger,
  symbol: string,
  shares: number,
  priceCents: number,
  quote: PriceQuote | undefined,
): { change: number; base: number } {
  const previous = previousCloseCents(quote, priceCents);
  const short = shares < 0;
  const size = Math.abs(shares);
  // The shares of today still held, newest first, and what they cost (a short: what they fetched).
  let fromToday = 0;
  let paid = 0;
  if (quote?.timestamp) {
    const day = tradingDay(new Date(quote.timestamp));
    for (const t of state.trades) {
      if (fromToday >= size) break;
      if (tradingDay(new Date(t.timestamp)) < day) break;
      if (t.symbol !== symbol) continue;
      const opens = short
        ? t.type === 'SELL' || t.type === 'option_sell'
        : t.type === 'BUY' || t.type === 'option_buy';
      if (!opens || t.shares <= 0) continue;
      const taken = Math.min(t.shares, size - fromToday);
      const cash = short ? t.totalValue - t.commission : t.totalValue + t.commission;
      paid += (cash * taken) / t.shares;
      fromToday += taken;
    }
  }
  const base = Math.round((size - fromToday) * previous + paid);
  const worth = size * priceCents;
  return { change: short ? base - worth : worth - base, base };
}
