import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Execution } from '../../../core/trading/types';
import { users } from './auth';
import { competitions } from './competitions';

// Paper trading. Money is integer cents in bigint columns (mapped to number: balances stay far below
// 2^53 cents). Every change of cash, positions or orders happens in one transaction that locks the
// user's portfolios row (SELECT … FOR UPDATE); the CHECKs are the last line against overspend/oversell.

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const portfolios = pgTable(
  'portfolios',
  {
    /** The account's key, which every trading table refers to: the learner's id for the personal
     * portfolio, a fresh id for each game portfolio (decision 0027). */
    userId: uuid('user_id').primaryKey(),
    /** The learner who trades this portfolio. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The game this portfolio plays in; null for the personal portfolio. */
    competitionId: uuid('competition_id').references(() => competitions.id, { onDelete: 'cascade' }),
    startingCash: cents('starting_cash').notNull(),
    cash: cents('cash').notNull(),
    /** New York trading day of tradesToday. */
    tradesDay: text('trades_day').notNull().default(''),
    tradesToday: integer('trades_today').notNull().default(0),
    peakValue: cents('peak_value').notNull(),
    emergencyMode: boolean('emergency_mode').notNull().default(false),
    /** 'cash' or 'margin' (short selling). */
    accountType: text('account_type').notNull().default('cash'),
    /** 'simple' or 'realistic' fills; accounts opened before this column keep 'simple' (migration). */
    realism: text('realism').notNull().default('realistic'),
    /** Trading day the short borrow fee was last charged for ('' never; decision 0022). */
    marginFeeDay: text('margin_fee_day').notNull().default(''),
    /** Borrow fees paid so far. */
    marginFeesPaid: cents('margin_fees_paid').notNull().default(0),
    /** Charged on every fill: a trading game's commission rule (decision 0027); 0 otherwise. */
    commission: cents('commission').notNull().default(0),
    /** Open margin call: the shorts are bought in after this instant. */
    marginCallDeadline: at('margin_call_deadline'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('portfolios_competition_idx').on(t.competitionId),
    check('portfolios_personal_key', sql`${t.competitionId} is not null or ${t.userId} = ${t.ownerId}`),
    check('portfolios_cash_non_negative', sql`${t.cash} >= 0`),
    check('portfolios_trades_today_non_negative', sql`${t.tradesToday} >= 0`),
    check('portfolios_account_type', sql`${t.accountType} in ('cash', 'margin')`),
    check('portfolios_realism', sql`${t.realism} in ('simple', 'realistic')`),
    check('portfolios_margin_fees_non_negative', sql`${t.marginFeesPaid} >= 0`),
    check('portfolios_commission_non_negative', sql`${t.commission} >= 0`),
  ],
);

export const positions = pgTable(
  'positions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => portfolios.userId, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    shares: integer('shares').notNull(),
    costBasis: cents('cost_basis').notNull(),
    firstBuyDate: at('first_buy_date').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.symbol] }),
    // A short (margin accounts, decision 0022) has negative shares and a basis of minus its proceeds.
    check(
      'positions_basis_sign',
      sql`(${t.shares} >= 0 and ${t.costBasis} >= 0) or (${t.shares} < 0 and ${t.costBasis} <= 0)`,
    ),
  ],
);

/** Orders placed through POST /trade; PENDING ones rest and reserve cash or shares. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => portfolios.userId, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    side: text('side').notNull(),
    orderType: text('order_type').notNull(),
    symbol: text('symbol').notNull(),
    shares: integer('shares').notNull(),
    limitPrice: cents('limit_price'),
    stopPrice: cents('stop_price'),
    stopTriggered: boolean('stop_triggered').notNull().default(false),
    timeInForce: text('time_in_force').notNull(),
    reservedCash: cents('reserved_cash').notNull().default(0),
    reservedShares: integer('reserved_shares').notNull().default(0),
    /** Shares already filled of a partly filled order (realistic fills, decision 0023). */
    filledShares: integer('filled_shares').notNull().default(0),
    reason: text('reason'),
    tradeId: uuid('trade_id'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('orders_user_status_idx').on(t.userId, t.status),
    index('orders_pending_idx').on(t.status).where(sql`${t.status} = 'PENDING'`),
    check('orders_reserved_cash_non_negative', sql`${t.reservedCash} >= 0`),
    check('orders_reserved_shares_non_negative', sql`${t.reservedShares} >= 0`),
    check('orders_shares_positive', sql`${t.shares} > 0`),
  ],
);

export const advancedOrders = pgTable(
  'advanced_orders',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => portfolios.userId, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    symbol: text('symbol').notNull(),
    shares: integer('shares').notNull(),
    stopPrice: cents('stop_price').notNull(),
    side: text('side').notNull(),
    status: text('status').notNull(),
    timeInForce: text('time_in_force').notNull(),
    trailAmount: cents('trail_amount'),
    trailPercent: doublePrecision('trail_percent'),
    highWaterMark: cents('high_water_mark'),
    parentOrderId: uuid('parent_order_id'),
    triggeredAt: at('triggered_at'),
    executedAt: at('executed_at'),
    executionPrice: cents('execution_price'),
    maxSlippage: doublePrecision('max_slippage').notNull(),
    bracketId: uuid('bracket_id'),
    stopLossPrice: cents('stop_loss_price'),
    takeProfitPrice: cents('take_profit_price'),
    childOrders: jsonb('child_orders').$type<string[]>().notNull().default([]),
    metadata: jsonb('metadata')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('advanced_orders_user_idx').on(t.userId, t.status),
    index('advanced_orders_active_idx').on(t.status).where(sql`${t.status} = 'ACTIVE'`),
  ],
);

export const trades = pgTable(
  'trades',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => portfolios.userId, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    symbol: text('symbol').notNull(),
    shares: integer('shares').notNull(),
    price: cents('price').notNull(),
    totalValue: cents('total_value').notNull(),
    commission: cents('commission').notNull().default(0),
    orderType: text('order_type').notNull(),
    timestamp: at('timestamp').notNull(),
    /** Insertion order, so trades of the same instant keep their order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    realizedPnL: cents('realized_pnl'),
    realizedPnLPercent: doublePrecision('realized_pnl_percent'),
    orderId: uuid('order_id'),
    /** How the fill was priced and sized (decision 0023); null on trades made before. Money in cents. */
    execution: jsonb('execution').$type<Execution>(),
  },
  (t) => [index('trades_user_time_idx').on(t.userId, t.seq), index('trades_time_idx').on(t.timestamp)],
);

export const watchlists = pgTable('watchlists', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  symbols: jsonb('symbols').$type<string[]>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One row per user and New York trading day; the last 90 are kept. */
export const portfolioSnapshots = pgTable(
  'portfolio_snapshots',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => portfolios.userId, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    portfolioValue: cents('portfolio_value').notNull(),
    cash: cents('cash').notNull(),
    positionsValue: cents('positions_value').notNull(),
    dayChange: cents('day_change').notNull(),
    dayChangePercent: doublePrecision('day_change_percent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

/** The equity curve: one value per user and trading day; the last 365 are kept. */
export const equityPoints = pgTable(
  'equity_points',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => portfolios.userId, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    value: cents('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

/** First answer of each POST /trade Idempotency-Key (or clientOrderId), per user. */
export const idempotencyKeys = pgTable(
  'trade_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => portfolios.userId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('trade_idempotency_created_idx').on(t.createdAt)],
);

export const quantRatings = pgTable(
  'quant_ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    rating: jsonb('rating').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('quant_ratings_user_symbol_idx').on(t.userId, t.symbol, t.createdAt)],
);
