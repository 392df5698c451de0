// The trading entities of spec §3 as the engine keeps them: money in integer cents, times as ISO strings,
// everything JSON-serialisable so the same Ledger lives in PostgreSQL rows or in localStorage.

import type { OptionPosition } from '../options/value';
import type { ADVANCED_STATUSES, ADVANCED_TYPES } from './advanced-machine';
import type { ORDER_TYPES, SIDES, TIME_IN_FORCE } from './constants';
import type { MarginState } from './margin';
import type { AccountSettings } from './settings';

export type Side = (typeof SIDES)[number];
export type OrderType = (typeof ORDER_TYPES)[number];
export type TimeInForce = (typeof TIME_IN_FORCE)[number];

/** What the engine needs to know about a symbol's price now. Structurally a subset of the market Quote. */
export type PriceQuote = {
  symbol: string;
  /** Dollars. */
  price: number;
  previousClose?: number;
  /** ISO instant the quote describes; its New York date is 'today' for the day change. */
  timestamp?: string;
  changePercent?: number;
  volume?: number;
  avgVolume?: number;
  /** 'REGULAR' | 'PRE' | 'POST' | 'CLOSED' from the market model. */
  marketState?: string;
  name?: string;
  sector?: string;
  beta?: number;
  /** Price over earnings; null when not meaningful. */
  pe?: number | null;
  /** Dividend yield, percent. */
  dividend?: number | null;
  isRealtime?: boolean;
  dataSource?: string;
  /** Best bid and ask, dollars, and the shares traded this minute (see src/core/trading/execution.ts). */
  bid?: number;
  ask?: number;
  minuteVolume?: number;
};

/** Synchronous price lookup. The engine never fetches: callers fetch first and hand this in. */
export type PriceSource = (symbol: string) => PriceQuote | undefined;

export type Position = {
  symbol: string;
  shares: number;
  /** Total cost of the shares held, cents. avgCost = costBasis / shares. */
  costBasis: number;
  firstBuyDate: string;
};

/** DIVIDEND and SPLIT are corporate actions (corporate-actions.ts), not orders. */
export type TradeType = 'BUY' | 'SELL' | 'option_buy' | 'option_sell' | 'DIVIDEND' | 'SPLIT';

export type Trade = {
  id: string;
  type: TradeType;
  symbol: string;
  shares: number;
  /** Cents per share. */
  price: number;
  /** Cents. */
  totalValue: number;
  commission: number;
  orderType: OrderType;
  status: 'EXECUTED';
  timestamp: string;
  /** Cents; null for buys. */
  realizedPnL: number | null;
  realizedPnLPercent: number | null;
  /** The order that produced it, when any. */
  orderId: string | null;
  /** How the fill was priced and sized; absent on trades made before fills were explained. */
  execution?: Execution;
};

/** Why a fill got its price and size (decision 0023). Money in cents. */
export type Execution = {
  bid: number;
  ask: number;
  /** Cents per share actually paid or received. */
  price: number;
  /** Cost to the learner per share against the last price, cents (negative: better than last). */
  slippage: number;
  slippageBps: number;
  filledShares: number;
  /** Shares of the order still to fill after this one (0 when done or cancelled). */
  remainingShares: number;
  reason: string;
};

export type OrderStatus = 'PENDING' | 'FILLED' | 'CANCELLED' | 'EXPIRED' | 'REJECTED';

/** An order as placed through POST /trade; PENDING ones rest in the ledger and reserve cash or shares. */
export type Order = {
  id: string;
  createdAt: string;
  updatedAt: string;
  status: OrderStatus;
  side: Side;
  orderType: OrderType;
  symbol: string;
  shares: number;
  /** Cents. */
  limitPrice: number | null;
  /** Cents. */
  stopPrice: number | null;
  stopTriggered: boolean;
  timeInForce: TimeInForce;
  /** Cash held back by a resting buy, cents. */
  reservedCash: number;
  /** Shares held back by a resting sell. */
  reservedShares: number;
  /** Why it ended when it did not fill. */
  reason: string | null;
  tradeId: string | null;
  /** Shares already filled of a partly filled order (realistic fills); absent means 0. */
  filledShares?: number;
};

export type AdvancedType = (typeof ADVANCED_TYPES)[number];
export type AdvancedStatus = (typeof ADVANCED_STATUSES)[number];

export type AdvancedOrder = {
  id: string;
  type: AdvancedType;
  symbol: string;
  shares: number;
  /** Trigger price, cents: the stop for stops, the entry for bracket entries, the target for take-profits. */
  stopPrice: number;
  side: Side;
  status: AdvancedStatus;
  createdAt: string;
  updatedAt: string;
  timeInForce: 'DAY' | 'GTC';
  /** Cents. */
  trailAmount: number | null;
  trailPercent: number | null;
  /** Cents. */
  highWaterMark: number | null;
  parentOrderId: string | null;
  triggeredAt: string | null;
  executedAt: string | null;
  /** Cents. */
  executionPrice: number | null;
  maxSlippage: number;
  bracketId: string | null;
  /** Cents. */
  stopLossPrice: number | null;
  /** Cents. */
  takeProfitPrice: number | null;
  childOrders: string[];
  metadata: Record<string, string | number | boolean | null>;
};

export type Snapshot = {
  date: string;
  portfolioValue: number;
  cash: number;
  positionsValue: number;
  dayChange: number;
  dayChangePercent: number;
};

export type EquityPoint = { date: string; value: number };

/** The whole paper-trading account. Pure data; every operation returns a new one. */
export type Ledger = {
  startingCash: number;
  cash: number;
  /** Sorted by symbol; a position with 0 shares is removed. */
  positions: Position[];
  /** Newest first, at most MAX_TRADE_HISTORY. */
  trades: Trade[];
  /** Resting orders (status PENDING only). */
  pendingOrders: Order[];
  /** Advanced orders; terminal ones are kept for history (capped). */
  advancedOrders: AdvancedOrder[];
  /** Oldest first, one per trading day, at most MAX_SNAPSHOTS. */
  snapshots: Snapshot[];
  /** Oldest first, one per trading day, at most MAX_EQUITY_POINTS. */
  equityCurve: EquityPoint[];
  tradesToday: { day: string; count: number };
  /** Highest portfolio value seen at a snapshot, cents (drawdown breaker). */
  peakValue: number;
  emergencyMode: boolean;
  /** Option contracts held long or short; absent in ledgers saved before options existed. */
  optionPositions?: OptionPosition[];
  /** Account type and fill realism; absent in ledgers saved before settings existed (see settingsOf). */
  settings?: AccountSettings;
  /** Borrow fees and margin call of a margin account; absent until the margin job first touches it. */
  margin?: MarginState;
  /** Charged on every fill, cents: a trading game's rule (issue 21); absent or 0 for none. */
  commission?: number;
};

/** Everything a command needs from outside: the time, prices, and fresh ids. */
export type Context = {
  now: Date;
  prices: PriceSource;
  newId: () => string;
  /** Correlation of two symbols' daily returns, when the market model can tell. */
  correlation?: (a: string, b: string) => number | undefined;
};

/** What a command changed, beside the new state, so a store can write only that. */
export type Effects = {
  trades: Trade[];
  /** Orders created or changed (any status). */
  orders: Order[];
  /** Advanced orders created or changed. */
  advanced: AdvancedOrder[];
};
