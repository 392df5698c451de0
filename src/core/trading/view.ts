// The ledger as the API and the screens show it: dollars with 2 decimals, spec §3 field names and aliases.
// Used by the server's responses and by the browser's guest mode alike.

import { optionPositionView } from '../options/value';
import { heldDayChange } from './day-change';
import {
  availableCash,
  portfolioValue,
  positionsValue,
  priceCents,
  reservedCash,
  reservedShares,
} from './ledger';
import { marginSummary } from './margin';
import type { PerformanceMetrics } from './metrics';
import { toDollars } from './money';
import { dayChangeCents } from './risk';
import type {
  AdvancedOrder,
  Execution,
  Ledger,
  Order,
  Position,
  PriceSource,
  Snapshot,
  Trade,
} from './types';

const pct = (num: number, den: number) => (den > 0 ? Math.round((num / den) * 10000) / 100 : 0);

export function positionView(state: Ledger, p: Position, prices: PriceSource) {
  const quote = prices(p.symbol);
  const price = priceCents(state, prices, p.symbol) ?? 0;
  const value = p.shares * price;
  const pnl = value - p.costBasis;
  // Today's change of the shares still held: a part sold today is realised, not this row's (issue: it
  // counted the sale into what is left).
  const { change: dayChange, base: dayBase } = heldDayChange(state, p.symbol, p.shares, price, quote);
  const avgCost = toDollars(Math.round(p.costBasis / p.shares));
  return {
    symbol: p.symbol,
    shares: p.shares,
    quantity: p.shares,
    reservedShares: reservedShares(state, p.symbol),
    avgCost,
    averagePrice: avgCost,
    avgPrice: avgCost,
    costBasis: toDollars(p.costBasis),
    firstBuyDate: p.firstBuyDate,
    currentPrice: toDollars(price),
    marketValue: toDollars(value),
    unrealizedPnL: toDollars(pnl),
    unrealizedPnLPercent: pct(pnl, Math.abs(p.costBasis)),
    gain: toDollars(pnl),
    gainPercent: pct(pnl, Math.abs(p.costBasis)),
    /** Shorts have negative shares and value; their P&L is the proceeds less the cost to cover. */
    side: p.shares < 0 ? ('short' as const) : ('long' as const),
    dayChange: toDollars(dayChange),
    dayChangePercent: pct(dayChange, dayBase),
    dayChangeBase: toDollars(dayBase),
    name: quote?.name ?? p.symbol,
    isRealTime: quote?.isRealtime ?? false,
    dataSource: quote?.dataSource ?? 'simulated',
  };
}
export type PositionView = ReturnType<typeof positionView>;

/** A fill's execution in dollars, as GET /trades and "Why this price?" show it. */
export function executionView(e: Execution) {
  return {
    bid: toDollars(e.bid),
    ask: toDollars(e.ask),
    price: toDollars(e.price),
    slippage: toDollars(e.slippage),
    slippageBps: e.slippageBps,
    filledShares: e.filledShares,
    remainingShares: e.remainingShares,
    reason: e.reason,
  };
}

export function tradeView(t: Trade, userId: string | null = null) {
  return {
    id: t.id,
    type: t.type,
    symbol: t.symbol,
    shares: t.shares,
    price: toDollars(t.price),
    totalValue: toDollars(t.totalValue),
    commission: toDollars(t.commission),
    orderType: t.orderType,
    status: t.status,
    timestamp: t.timestamp,
    realizedPnL: t.realizedPnL === null ? null : toDollars(t.realizedPnL),
    realizedPnLPercent: t.realizedPnLPercent,
    orderId: t.orderId,
    userId,
    ...(t.execution ? { execution: executionView(t.execution) } : {}),
  };
}
export type TradeView = ReturnType<typeof tradeView>;

export function orderView(o: Order, userId: string | null = null) {
  return {
    id: o.id,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    userId,
    status: o.status,
    side: o.side,
    orderType: o.orderType,
    symbol: o.symbol,
    shares: o.shares,
    limitPrice: o.limitPrice === null ? null : toDollars(o.limitPrice),
    stopPrice: o.stopPrice === null ? null : toDollars(o.stopPrice),
    stopTriggered: o.stopTriggered,
    timeInForce: o.timeInForce,
    reservedCash: toDollars(o.reservedCash),
    reservedShares: o.reservedShares,
    reason: o.reason,
    tradeId: o.tradeId,
    ...(o.filledShares ? { filledShares: o.filledShares } : {}),
  };
}
export type OrderView = ReturnType<typeof orderView>;

const d = (v: number | null) => (v === null ? null : toDollars(v));

export function advancedOrderView(o: AdvancedOrder) {
  return {
    ...o,
    stopPrice: toDollars(o.stopPrice),
    trailAmount: d(o.trailAmount),
    highWaterMark: d(o.highWaterMark),
    executionPrice: d(o.executionPrice),
    stopLossPrice: d(o.stopLossPrice),
    takeProfitPrice: d(o.takeProfitPrice),
  };
}
export type AdvancedOrderView = ReturnType<typeof advancedOrderView>;

export function snapshotView(s: Snapshot) {
  return {
    date: s.date,
    portfolioValue: toDollars(s.portfolioValue),
    cash: toDollars(s.cash),
    positionsValue: toDollars(s.positionsValue),
    dayChange: toDollars(s.dayChange),
    dayChangePercent: s.dayChangePercent,
  };
}

/** Buying power and margin figures in dollars (the account summary shows them at all times). */
export function marginView(state: Ledger, prices: PriceSource) {
  const m = marginSummary(state, prices);
  return {
    accountType: m.accountType,
    equity: toDollars(m.equity),
    longValue: toDollars(m.longValue),
    shortLiability: toDollars(m.shortLiability),
    buyingPower: toDollars(m.buyingPower),
    shortBuyingPower: toDollars(m.shortBuyingPower),
    initialRequirement: toDollars(m.initialRequirement),
    maintenanceRequirement: toDollars(m.maintenanceRequirement),
    callDeadline: m.callDeadline,
    borrowFeesPaid: toDollars(m.feesPaid),
    dailyBorrowFee: toDollars(m.dailyBorrowFee),
  };
}
export type MarginView = ReturnType<typeof marginView>;

export function portfolioView(state: Ledger, prices: PriceSource) {
  const total = portfolioValue(state, prices);
  const dayChange = dayChangeCents(state, { prices });
  const allTime = total - state.startingCash;
  return {
    cash: toDollars(state.cash),
    availableCash: toDollars(availableCash(state)),
    reservedCash: toDollars(reservedCash(state)),
    positions: state.positions.map((p) => positionView(state, p, prices)),
    totalValue: toDollars(total),
    positionsValue: toDollars(positionsValue(state, prices)),
    dayChange: toDollars(dayChange),
    dayChangePercent: pct(dayChange, total - dayChange),
    allTimeReturn: toDollars(allTime),
    allTimeReturnPercent: pct(allTime, state.startingCash),
    startingCash: toDollars(state.startingCash),
    transactions: state.trades.length,
    optionsPositions: (state.optionPositions ?? []).map((p) => optionPositionView(p, prices)),
    emergencyMode: state.emergencyMode,
    margin: marginView(state, prices),
  };
}
export type PortfolioView = ReturnType<typeof portfolioView>;

export function metricsView(m: PerformanceMetrics) {
  return {
    ...m,
    averageWin: toDollars(m.averageWin),
    averageLoss: toDollars(m.averageLoss),
    profitFactor: m.profitFactor === null ? null : Math.round(m.profitFactor * 100) / 100,
    sharpeRatio: Math.round(m.sharpeRatio * 100) / 100,
    winRate: Math.round(m.winRate * 100) / 100,
    maxDrawdown: Math.round(m.maxDrawdown * 100) / 100,
    bestTrade: m.bestTrade && { ...m.bestTrade, pnl: toDollars(m.bestTrade.pnl) },
    worstTrade: m.worstTrade && { ...m.worstTrade, pnl: toDollars(m.worstTrade.pnl) },
    dailyReturns: m.dailyReturns.map((r) => ({ date: r.date, return: Math.round(r.return * 10000) / 10000 })),
    equityCurve: m.equityCurve.map((p) => ({ date: p.date, value: toDollars(p.value) })),
    dividendsReceived: toDollars(m.dividendsReceived),
  };
}
export type MetricsView = ReturnType<typeof metricsView>;
