// The portfolio ledger: creation, reservations, valuation, and the one function that moves cash and
// shares (applyFill). Everything returns new objects; nothing here reads the clock or fetches.

import { optionReservedCash, optionReservedShares, optionsValue } from '../options/value';
import { tradingDay } from './calendar';
import { STARTING_CASH_CENTS } from './constants';
import { recordFill } from './fill-record';
import { toCents } from './money';
import { settingsOf } from './settings';
import { applySignedFill } from './short-fill';
import type { Ledger, OrderType, Position, PriceSource, Side, Trade } from './types';

export function createLedger(startingCash: number = STARTING_CASH_CENTS): Ledger {
  return {
    startingCash,
    cash: startingCash,
    positions: [],
    trades: [],
    pendingOrders: [],
    advancedOrders: [],
    snapshots: [],
    equityCurve: [],
    tradesToday: { day: '', count: 0 },
    peakValue: startingCash,
    emergencyMode: false,
  };
}

export function findPosition(state: Ledger, symbol: string): Position | undefined {
  return state.positions.find((p) => p.symbol === symbol);
}

/** Cash held back by resting buy orders and cash-secured puts, cents. */
export function reservedCash(state: Ledger): number {
  return (
    state.pendingOrders.reduce((sum, o) => sum + o.reservedCash, 0) +
    optionReservedCash(state.optionPositions)
  );
}

/** Cash free to spend: cash minus what resting buys reserve. */
export function availableCash(state: Ledger): number {
  return state.cash - reservedCash(state);
}

/** Shares held back by resting sells and covered calls. */
export function reservedShares(state: Ledger, symbol: string): number {
  return (
    state.pendingOrders.reduce((sum, o) => sum + (o.symbol === symbol ? o.reservedShares : 0), 0) +
    optionReservedShares(state.optionPositions, symbol)
  );
}

/** Shares free to sell: held minus what resting sells reserve. */
export function availableShares(state: Ledger, symbol: string): number {
  return (findPosition(state, symbol)?.shares ?? 0) - reservedShares(state, symbol);
}

/** Trades executed so far on the trading day of `now`. */
export function tradesOnDay(state: Ledger, now: Date): number {
  return state.tradesToday.day === tradingDay(now) ? state.tradesToday.count : 0;
}

/** Price of a symbol in cents; a held symbol without a quote is valued at its average cost. */
export function priceCents(state: Ledger, prices: PriceSource, symbol: string): number | undefined {
  const quote = prices(symbol);
  if (quote && Number.isFinite(quote.price) && quote.price > 0) return toCents(quote.price);
  const pos = findPosition(state, symbol);
  return pos && pos.shares !== 0 ? Math.round(pos.costBasis / pos.shares) : undefined;
}

export function positionsValue(state: Ledger, prices: PriceSource): number {
  return state.positions.reduce((sum, p) => sum + p.shares * (priceCents(state, prices, p.symbol) ?? 0), 0);
}

/**
 * Cash (reserved included: it is still the user's) plus positions at current prices plus option
 * positions at their model price (short ones count as owed), cents.
 */
export function portfolioValue(state: Ledger, prices: PriceSource): number {
  return state.cash + positionsValue(state, prices) + optionsValue(state.optionPositions, prices);
}

export type Fill = {
  side: Side;
  symbol: string;
  shares: number;
  /** Cents per share. */
  price: number;
  orderType: OrderType;
  orderId: string | null;
};

/**
 * Moves cash and shares for one execution and records the trade. The caller has already checked
 * funds and shares; this still refuses (returns null) rather than go negative, as a last guard.
 * Weighted-average cost: a buy adds its cost to the basis; a sell removes the proportional basis,
 * all of it when the position closes, so cash + Σ basis changes exactly by the realised P&L.
 */
export function applyFill(
  state: Ledger,
  fill: Fill,
  now: Date,
  id: string,
): { state: Ledger; trade: Trade } | null {
  const existing = findPosition(state, fill.symbol);
  // Shorts (margin accounts only) have signed positions: short-fill.ts moves them.
  if (
    (existing && existing.shares < 0) ||
    (fill.side === 'sell' &&
      settingsOf(state).accountType === 'margin' &&
      (existing?.shares ?? 0) < fill.shares)
  )
    return applySignedFill(state, fill, now, id);
  const value = fill.shares * fill.price;
  const fee = state.commission ?? 0;
  const at = now.toISOString();
  let positions: Position[];
  let cash: number;
  let realizedPnL: number | null = null;
  let realizedPnLPercent: number | null = null;

  if (fill.side === 'buy') {
    if (value + fee > state.cash || fill.shares <= 0) return null;
    cash = state.cash - value - fee;
    const next: Position = existing
      ? { ...existing, shares: existing.shares + fill.shares, costBasis: existing.costBasis + value }
      : { symbol: fill.symbol, shares: fill.shares, costBasis: value, firstBuyDate: at };
    positions = [...state.positions.filter((p) => p.symbol !== fill.symbol), next].sort((a, b) =>
      a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0,
    );
  } else {
    if (!existing || existing.shares < fill.shares || fill.shares <= 0) return null;
    const closing = existing.shares === fill.shares;
    const basisSold = closing
      ? existing.costBasis
      : Math.round((existing.costBasis * fill.shares) / existing.shares);
    cash = state.cash + value - fee;
    if (cash < 0) return null;
    realizedPnL = value - basisSold;
    realizedPnLPercent = basisSold > 0 ? Math.round((realizedPnL / basisSold) * 10000) / 100 : 0;
    positions = closing
      ? state.positions.filter((p) => p.symbol !== fill.symbol)
      : state.positions.map((p) =>
          p.symbol === fill.symbol
            ? { ...p, shares: p.shares - fill.shares, costBasis: p.costBasis - basisSold }
            : p,
        );
  }

  return recordFill(state, fill, now, id, { cash, positions, realizedPnL, realizedPnLPercent });
}
