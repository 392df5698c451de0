// When an order meets the market: a stop's trigger, a limit's reach, and what an order placed now would
// do at once. The engine (orders.ts) and the order ticket read the same rules, so the ticket's "this
// fills at once" warning says exactly what placing the order will do.
import { type Book, estimateFill, fillPriceOf, minuteCapacity, touchOf } from './execution';
import type { Realism } from './settings';
import type { Order, Side } from './types';

type Priced = Pick<Order, 'side' | 'orderType' | 'limitPrice' | 'stopPrice' | 'stopTriggered'>;

/** Has the stop of a stop/stop-limit order been reached at `market` (cents)? */
export function stopReached(o: Priced, market: number): boolean {
  if (o.stopPrice === null) return false;
  return o.side === 'buy' ? market >= o.stopPrice : market <= o.stopPrice;
}

/** Would the order execute now at `market` (cents)? */
export function isMarketable(o: Priced, market: number): boolean {
  const limitOk = (limit: number | null) =>
    limit !== null && (o.side === 'buy' ? market <= limit : market >= limit);
  switch (o.orderType) {
    case 'market':
      return true;
    case 'limit':
      return limitOk(o.limitPrice);
    case 'stop':
      return o.stopTriggered || stopReached(o, market);
    case 'stop-limit':
      return (o.stopTriggered || stopReached(o, market)) && limitOk(o.limitPrice);
  }
}

/**
 * What a limit, stop or stop-limit order placed now does at once (null: it waits, or it is a market
 * order, which always fills now). `fills`: it executes now at about `price` (cents a share), whatever
 * its stop or limit says. `rests-as-limit`: a stop-limit whose stop is already reached but whose limit
 * is not, so it waits as a limit order at `price`. Money in cents, as the engine's; the stop triggers on
 * the last price and the fill meets the bid or ask (realistic accounts) or the last price (simple).
 */
export type Immediate = { kind: 'fills' | 'rests-as-limit'; price: number };

export function immediateOutcome(
  o: Pick<Order, 'side' | 'orderType' | 'limitPrice' | 'stopPrice' | 'shares'>,
  book: Book,
  realism: Realism,
): Immediate | null {
  if (o.orderType === 'market') return null;
  const draft = { ...o, stopTriggered: false };
  const touch = realism === 'realistic' ? touchOf(o.side, book) : book.last;
  const triggered = stopReached(draft, book.last);
  if (!isMarketable({ ...draft, stopTriggered: triggered }, touch)) {
    return triggered && o.limitPrice !== null ? { kind: 'rests-as-limit', price: o.limitPrice } : null;
  }
  return { kind: 'fills', price: likelyFill(o.side, o.shares, book, realism, o.limitPrice) };
}

/** The likely fill of `shares` now, never worse than `limit` (cents a share). */
function likelyFill(side: Side, shares: number, book: Book, realism: Realism, limit: number | null): number {
  if (limit === null || realism === 'simple') return estimateFill(side, shares, book, realism);
  return fillPriceOf(side, Math.min(Math.max(shares, 1), minuteCapacity(book)), book, limit);
}
