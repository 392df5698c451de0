// How an order meets the market (decision 0023). Simple accounts fill at the last price in full (the
// behaviour ThinkStreet always had); realistic accounts buy at the ask and sell at the bid, pay a price
// impact that grows with the order's share of the minute's volume, and fill at most a tenth of a
// minute's volume at once (ioc cancels the rest, fok refuses, day/gtc rest it for the next minutes).
import { liquidityOf } from '../market/liquidity';
import { instrument } from '../market/universe';
import { formatUsd, toCents } from './money';
import type { Realism } from './settings';
import type { Execution, PriceQuote, Side, TimeInForce, Trade } from './types';

/** An order may take at most this share of a minute's volume (a common participation cap). */
export const MAX_PARTICIPATION = 0.1;
/** Y of the square-root law; empirical estimates are of order 1 (Tóth et al. 2011). */
export const IMPACT_COEFFICIENT = 1;
/** For a symbol the market model does not know (a real provider's, a test market's). */
const DEFAULT_VOLATILITY = 0.3;
const DEFAULT_AVG_VOLUME = 1_000_000;
const MINUTES_PER_YEAR = 252 * 390;

/** The quote as the engine trades against it; money in cents. */
export type Book = { last: number; bid: number; ask: number; minuteVolume: number; volatility: number };

/** The book of a quote: its own bid/ask/minute volume when it has them, else the liquidity model's. */
export function bookOf(q: PriceQuote): Book {
  const inst = instrument(q.symbol);
  const volatility = inst?.volatility ?? DEFAULT_VOLATILITY;
  const model = liquidityOf(q.price, volatility, q.avgVolume ?? inst?.avgVolume ?? DEFAULT_AVG_VOLUME);
  const last = toCents(q.price);
  const bid = Math.min(toCents(q.bid ?? model.bid), last);
  const ask = Math.max(toCents(q.ask ?? model.ask), last);
  const minuteVolume = Math.max(1, Math.round(q.minuteVolume ?? model.minuteVolume));
  return { last, bid, ask, minuteVolume, volatility };
}

/** The side of the book an order meets: buys take the ask, sells hit the bid. */
export function touchOf(side: Side, book: Book): number {
  return side === 'buy' ? book.ask : book.bid;
}

/** Shares that can fill this minute. */
export function minuteCapacity(book: Book): number {
  return Math.max(1, Math.floor(book.minuteVolume * MAX_PARTICIPATION));
}

/**
 * Price impact as a fraction of the price, the square-root law (Almgren, Thum, Hauptmann & Li 2005,
 * "Direct estimation of equity market impact"; Tóth et al. 2011, "Anomalous price impact and the
 * critical nature of liquidity in financial markets") over a one-minute horizon:
 *   I = Y · σ₁ · √(q / V₁), with σ₁ = σ / √(252 · 390) the one-minute volatility and V₁ the minute's volume.
 */
export function impactFraction(shares: number, book: Book): number {
  const sigmaMinute = book.volatility / Math.sqrt(MINUTES_PER_YEAR);
  return IMPACT_COEFFICIENT * sigmaMinute * Math.sqrt(Math.max(shares, 0) / book.minuteVolume);
}

/** Cents per share of filling `shares` now: never better than the touch, never worse than `limit`. */
export function fillPriceOf(side: Side, shares: number, book: Book, limit: number | null): number {
  const impact = impactFraction(shares, book);
  if (side === 'buy') {
    const raw = Math.ceil(book.ask * (1 + impact) - 1e-9);
    return limit === null ? raw : Math.max(Math.min(raw, limit), Math.min(book.ask, limit));
  }
  const raw = Math.floor(book.bid * (1 - impact) + 1e-9);
  return limit === null ? raw : Math.min(Math.max(raw, limit), Math.max(book.bid, limit));
}

export type FillRequest = {
  side: Side;
  /** Shares the order was placed for. */
  ordered: number;
  /** Shares of it already filled. */
  filled: number;
  timeInForce: TimeInForce;
  /** Cents. */
  limit: number | null;
  realism: Realism;
};

/** What happens now: fill `shares` at `price`, then the order is done, cancelled, or rests; or fok refuses. */
export type FillPlan =
  | { kind: 'fill'; shares: number; price: number; remaining: number; after: 'done' | 'cancel' | 'rest' }
  | { kind: 'refuse'; capacity: number };

export function planFill(req: FillRequest, book: Book): FillPlan {
  const wanted = req.ordered - req.filled;
  if (req.realism === 'simple')
    return { kind: 'fill', shares: wanted, price: book.last, remaining: 0, after: 'done' };
  const capacity = minuteCapacity(book);
  const shares = Math.min(wanted, capacity);
  const price = fillPriceOf(req.side, shares, book, req.limit);
  if (shares === wanted) return { kind: 'fill', shares, price, remaining: 0, after: 'done' };
  if (req.timeInForce === 'fok') return { kind: 'refuse', capacity };
  const after = req.timeInForce === 'ioc' ? 'cancel' : 'rest';
  return { kind: 'fill', shares, price, remaining: wanted - shares, after };
}

const count = (n: number) => n.toLocaleString('en-US');

/** The execution record of a planned fill, with the sentence a learner reads under "Why this price?". */
export function executionOf(
  req: FillRequest,
  plan: Extract<FillPlan, { kind: 'fill' }>,
  book: Book,
): Execution {
  const buy = req.side === 'buy';
  const slippage = buy ? plan.price - book.last : book.last - plan.price;
  const slippageBps = book.last > 0 ? Math.round((slippage / book.last) * 100_000) / 10 : 0;
  const base = { bid: book.bid, ask: book.ask, price: plan.price, slippage, slippageBps };
  const sizes = { filledShares: plan.shares, remainingShares: plan.after === 'rest' ? plan.remaining : 0 };
  if (req.realism === 'simple') {
    const reason = `Filled all ${count(plan.shares)} at the last price, ${formatUsd(plan.price)}: this account uses simple fills (no spread, no price impact, always in full).`;
    return { ...base, ...sizes, reason };
  }
  const touch = touchOf(req.side, book);
  const head =
    req.filled > 0
      ? `Filled ${count(plan.shares)} more of ${count(req.ordered)} (${count(req.filled + plan.shares)} so far)`
      : plan.shares === req.ordered
        ? `Filled all ${count(plan.shares)}`
        : `Filled ${count(plan.shares)} of ${count(req.ordered)}`;
  const side = `at the ${buy ? 'ask' : 'bid'}, ${formatUsd(touch)}`;
  const exact = Math.round((plan.shares / book.minuteVolume) * 1000) / 10;
  // A small order still moves the price a cent (the smallest step): "0%" would read as no reason at all.
  const share = exact === 0 ? 'under 0.1' : String(exact);
  const gap = Math.abs(plan.price - touch);
  const limited = req.limit !== null && plan.price === req.limit && plan.price !== touch;
  const impact =
    gap === 0
      ? ''
      : `, ${buy ? 'plus' : 'minus'} ${formatUsd(gap)} of price impact because the order was ${share}% of the ${count(book.minuteVolume)} shares traded this minute${limited ? ` (held at your limit, ${formatUsd(req.limit ?? 0)})` : ''}`;
  const fill = `${head} ${side}${impact}: ${formatUsd(plan.price)} a share`;
  const cap = `only ${count(book.minuteVolume)} shares traded this minute (an order may take at most ${MAX_PARTICIPATION * 100}% of them)`;
  const tail =
    plan.after === 'cancel'
      ? `; the rest (${count(plan.remaining)}) was cancelled because the order was immediate-or-cancel and ${cap}.`
      : plan.after === 'rest'
        ? `; the other ${count(plan.remaining)} wait and fill over the next minutes, because ${cap}.`
        : '.';
  return { ...base, ...sizes, reason: fill + tail };
}

/** A fill's result with its trade (the newest in the ledger) carrying the execution. */
export function withExecution<S extends { trades: Trade[] }>(
  filled: { state: S; trade: Trade },
  execution: Execution,
): { state: S; trade: Trade } {
  const trade: Trade = { ...filled.trade, execution };
  const trades = filled.state.trades.map((t) => (t.id === trade.id ? trade : t));
  return { state: { ...filled.state, trades }, trade };
}

/** What the order ticket shows before a market order is placed: the likely fill price, cents. */
export function estimateFill(side: Side, shares: number, book: Book, realism: Realism): number {
  if (realism === 'simple') return book.last;
  return fillPriceOf(side, Math.min(Math.max(shares, 1), minuteCapacity(book)), book, null);
}

/**
 * The fill of a triggered advanced order (stop-loss, trailing stop, take-profit, a bracket's entry or
 * exit, an OCO leg): a market order at that moment, so in a realistic account it meets the bid or ask
 * with the price impact of all its shares. It fills in full in one go (an exit that stopped half way
 * would leave the learner holding what the stop was meant to close), so its impact is that of its whole
 * size. `what` names the order in the sentence ("Stop-loss"); `trigger` is the last price that set it off.
 */
export function advancedFill(
  side: Side,
  shares: number,
  book: Book,
  realism: Realism,
  what: string,
  trigger: number,
): { price: number; execution: Execution } {
  const req: FillRequest = { side, ordered: shares, filled: 0, timeInForce: 'day', limit: null, realism };
  const price = realism === 'simple' ? book.last : fillPriceOf(side, shares, book, null);
  const plan = { kind: 'fill' as const, shares, price, remaining: 0, after: 'done' as const };
  const e = executionOf(req, plan, book);
  const reason = `${what} triggered when the last price reached ${formatUsd(trigger)}, then sent as a market order. ${e.reason}`;
  return { price, execution: { ...e, reason } };
}
