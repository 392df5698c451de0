// Corporate actions on an account (issue 18 §3): a dividend pays holders (and charges shorts, whose
// share count is negative) per share; a split multiplies shares, keeps the cost basis of the whole
// shares, divides the prices of every open order on the symbol, and pays the fractional remainder as
// cash in lieu. Pure: the server's job and the guests' browser engine both call these.
import { newYorkDate } from '../market/calendar';
import { MAX_TRADE_HISTORY } from './constants';
import { reservationFor } from './orders';
import type { AdvancedOrder, Effects, Ledger, Order, Position, Trade } from './types';

export type SplitRatio = { from: number; to: number };

/** Actions whose ex-date passed at most this many days ago are still applied (a job that was down, a guest away). */
export const CORPORATE_ACTION_LOOKBACK_DAYS = 10;

/** Cents a dividend of `cashPerShare` cents pays on `shares`; negative (a charge) for a short. */
export function dividendAmount(shares: number, cashPerShare: number): number {
  return shares * cashPerShare;
}

/** A price in cents after a split (1:2 halves it), to the cent. */
export function splitPrice(cents: number, r: SplitRatio): number {
  return Math.round((cents * r.from) / r.to);
}

/** Whole shares after a split (toward zero, so a short's remainder is settled in cash too). */
export function splitShares(shares: number, r: SplitRatio): number {
  return Math.trunc((shares * r.to) / r.from);
}

export type SplitOfPosition = {
  position: Position | null;
  /** Cents paid for the fractional share (negative: charged to a short). */
  cashInLieu: number;
  /** The part of the cost basis that went with the fraction, cents. */
  fractionBasis: number;
  /** Shares before and after. */
  before: number;
  after: number;
};

/**
 * Splits a position. The cost basis is unchanged for the whole shares (per share it divides by the
 * ratio); the fraction takes its proportional share of the basis and is paid at `priceCents`, the
 * post-split price.
 */
export function splitPosition(p: Position, r: SplitRatio, priceCents: number): SplitOfPosition {
  const exact = (p.shares * r.to) / r.from;
  const after = splitShares(p.shares, r);
  const fraction = exact - after;
  const fractionBasis = fraction === 0 ? 0 : Math.round((p.costBasis * fraction) / exact);
  return {
    position: after === 0 ? null : { ...p, shares: after, costBasis: p.costBasis - fractionBasis },
    cashInLieu: Math.round(fraction * priceCents),
    fractionBasis,
    before: p.shares,
    after,
  };
}

/** A resting order after a split: prices divided, shares multiplied; cancelled when no whole share is left. */
export function splitOrder(o: Order, r: SplitRatio, now: string): Order {
  const shares = splitShares(o.shares, r);
  if (shares <= 0)
    return {
      ...o,
      status: 'CANCELLED',
      reason: `Cancelled by the ${r.from}:${r.to} reverse split: less than one share left`,
      reservedCash: 0,
      reservedShares: 0,
      updatedAt: now,
    };
  const next = {
    ...o,
    shares,
    limitPrice: o.limitPrice === null ? null : splitPrice(o.limitPrice, r),
    stopPrice: o.stopPrice === null ? null : splitPrice(o.stopPrice, r),
    updatedAt: now,
  };
  const reserve = reservationFor(next);
  // A buy never holds back more cash than before the split (rounding could otherwise ask for more).
  return {
    ...next,
    reservedCash: o.side === 'buy' ? Math.min(o.reservedCash, reserve.cash) : 0,
    // A sell never holds back more shares than before either (a margin sell's remainder may hold fewer).
    reservedShares: o.side === 'sell' ? Math.min(shares, splitShares(o.reservedShares, r)) : 0,
  };
}

const priceOrNull = (v: number | null, r: SplitRatio) => (v === null ? null : splitPrice(v, r));

/** An active advanced order after a split: trigger, trail amount, high-water mark and legs divided. */
export function splitAdvanced(a: AdvancedOrder, r: SplitRatio, now: string): AdvancedOrder {
  const shares = splitShares(a.shares, r);
  if (shares <= 0)
    return {
      ...a,
      status: 'CANCELLED',
      updatedAt: now,
      metadata: { ...a.metadata, reason: `Cancelled by the ${r.from}:${r.to} reverse split` },
    };
  return {
    ...a,
    shares,
    stopPrice: splitPrice(a.stopPrice, r),
    trailAmount: priceOrNull(a.trailAmount, r),
    highWaterMark: priceOrNull(a.highWaterMark, r),
    stopLossPrice: priceOrNull(a.stopLossPrice, r),
    takeProfitPrice: priceOrNull(a.takeProfitPrice, r),
    updatedAt: now,
  };
}

/** Advanced orders still waiting to act (the ones a split must follow). */
export function isOpenAdvanced(a: AdvancedOrder): boolean {
  return a.status === 'ACTIVE';
}

/** The history entry of a split: shares gained (or lost), cash in lieu as its value. */
export function splitTrade(
  symbol: string,
  s: SplitOfPosition,
  priceCents: number,
  at: string,
  id: string,
): Trade {
  return {
    id,
    type: 'SPLIT',
    symbol,
    shares: s.after,
    price: priceCents,
    totalValue: s.cashInLieu,
    commission: 0,
    orderType: 'market',
    status: 'EXECUTED',
    timestamp: at,
    realizedPnL: s.cashInLieu === 0 ? null : s.cashInLieu - s.fractionBasis,
    realizedPnLPercent: null,
    orderId: null,
  };
}

/** The history entry of a dividend: shares entitled, cents per share, the amount paid (or charged). */
export function dividendTrade(
  symbol: string,
  shares: number,
  cashPerShare: number,
  at: string,
  id: string,
): Trade {
  return {
    id,
    type: 'DIVIDEND',
    symbol,
    shares,
    price: cashPerShare,
    totalValue: dividendAmount(shares, cashPerShare),
    commission: 0,
    orderType: 'market',
    status: 'EXECUTED',
    timestamp: at,
    realizedPnL: null,
    realizedPnLPercent: null,
    orderId: null,
  };
}

/** A ledger after a split of `symbol` (nothing changes when it holds no shares and no open orders). */
export function applySplitToLedger(
  state: Ledger,
  symbol: string,
  r: SplitRatio,
  priceCents: number,
  now: Date,
  id: string,
): { state: Ledger; trade: Trade | null; effects: Effects } {
  const at = now.toISOString();
  const held = state.positions.find((p) => p.symbol === symbol);
  const s = held ? splitPosition(held, r, priceCents) : null;
  const changedOrders = state.pendingOrders
    .filter((o) => o.symbol === symbol)
    .map((o) => splitOrder(o, r, at));
  const changedAdvanced = state.advancedOrders
    .filter((a) => a.symbol === symbol && isOpenAdvanced(a))
    .map((a) => splitAdvanced(a, r, at));
  const orders = state.pendingOrders.map((o) => changedOrders.find((c) => c.id === o.id) ?? o);
  const advancedOrders = state.advancedOrders.map((a) => changedAdvanced.find((c) => c.id === a.id) ?? a);
  const positions = s
    ? state.positions.flatMap((p) => (p.symbol !== symbol ? [p] : s.position ? [s.position] : []))
    : state.positions;
  const trade = s ? splitTrade(symbol, s, priceCents, at, id) : null;
  return {
    trade,
    effects: { trades: trade ? [trade] : [], orders: changedOrders, advanced: changedAdvanced },
    state: {
      ...state,
      cash: state.cash + (s?.cashInLieu ?? 0),
      positions,
      pendingOrders: orders.filter((o) => o.status === 'PENDING'),
      advancedOrders,
      trades: trade ? [trade, ...state.trades].slice(0, MAX_TRADE_HISTORY) : state.trades,
    },
  };
}

/** A ledger after a dividend of `shares` (held on the ex-date) is paid. */
export function payDividendToLedger(
  state: Ledger,
  symbol: string,
  shares: number,
  cashPerShare: number,
  now: Date,
  id: string,
): { state: Ledger; trade: Trade } {
  const trade = dividendTrade(symbol, shares, cashPerShare, now.toISOString(), id);
  return {
    trade,
    state: {
      ...state,
      cash: state.cash + trade.totalValue,
      trades: [trade, ...state.trades].slice(0, MAX_TRADE_HISTORY),
    },
  };
}

/** Dividends received on a symbol (or all symbols), cents: what total return adds to price return. */
export function dividendsReceived(trades: readonly Trade[], symbol?: string): number {
  return trades
    .filter((t) => t.type === 'DIVIDEND' && (symbol === undefined || t.symbol === symbol))
    .reduce((sum, t) => sum + t.totalValue, 0);
}

/** Held (or placed) before the ex-date began in New York: on or after it, it is already post-action. */
export const beforeExDate = (iso: string, exDate: string): boolean => newYorkDate(new Date(iso)) < exDate;

/** The shares of `symbol` entitled to a dividend: the position held from before its ex-date (0 if none). */
export function dividendEntitlement(state: Ledger, symbol: string, exDate: string): number {
  const p = state.positions.find((x) => x.symbol === symbol);
  return p && beforeExDate(p.firstBuyDate, exDate) ? p.shares : 0;
}

/**
 * A split applied on or after its ex-date: only the position first bought, and the orders placed,
 * before the ex-date are in pre-split shares; what came later is put back untouched. The server's job
 * and the guests' engine both call this. `held` is the pre-split share count that was split (0: none).
 */
export function applySplitFromExDate(
  ledger: Ledger,
  symbol: string,
  exDate: string,
  r: SplitRatio,
  priceCents: number,
  now: Date,
  id: string,
): { state: Ledger; trade: Trade | null; effects: Effects; held: number } {
  const old = <T extends { symbol: string }>(x: T, at: string) =>
    x.symbol !== symbol || beforeExDate(at, exDate);
  const eligible: Ledger = {
    ...ledger,
    positions: ledger.positions.filter((p) => old(p, p.firstBuyDate)),
    pendingOrders: ledger.pendingOrders.filter((o) => old(o, o.createdAt)),
    advancedOrders: ledger.advancedOrders.filter((o) => old(o, o.createdAt)),
  };
  const out = applySplitToLedger(eligible, symbol, r, priceCents, now, id);
  const later = <T extends { id: string }>(all: T[], seen: T[]) =>
    all.filter((x) => !seen.some((e) => e.id === x.id));
  const state: Ledger = {
    ...out.state,
    positions: [...out.state.positions, ...ledger.positions.filter((p) => !old(p, p.firstBuyDate))].sort(
      (x, y) => (x.symbol < y.symbol ? -1 : x.symbol > y.symbol ? 1 : 0),
    ),
    pendingOrders: [...out.state.pendingOrders, ...later(ledger.pendingOrders, eligible.pendingOrders)],
    advancedOrders: [...out.state.advancedOrders, ...later(ledger.advancedOrders, eligible.advancedOrders)],
  };
  const held = eligible.positions.find((p) => p.symbol === symbol)?.shares ?? 0;
  return { state, trade: out.trade, effects: out.effects, held };
}
