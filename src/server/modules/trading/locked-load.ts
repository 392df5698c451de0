// The hot path of every write: lock the portfolio row, then read the whole live ledger in one more
// statement (json_agg subqueries), creating the portfolio on first use. Fewer round trips = shorter lock hold.
import { sql } from 'drizzle-orm';
import {
  type AccountType,
  type AdvancedOrder,
  createLedger,
  type EquityPoint,
  type Ledger,
  type Order,
  type Realism,
  type Snapshot,
  STARTING_CASH_CENTS,
  type Trade,
} from '../../../core/trading';
import { portfolios } from '../../db/schema';
import { optionPositionFromRow } from '../options/store';
import type { Executor, Tx } from './store';

type Json = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString());

function orderFromJson(o: Json): Order {
  return {
    id: String(o.id),
    createdAt: iso(o.created_at)!,
    updatedAt: iso(o.updated_at)!,
    status: o.status as Order['status'],
    side: o.side as Order['side'],
    orderType: o.order_type as Order['orderType'],
    symbol: String(o.symbol),
    shares: Number(o.shares),
    limitPrice: num(o.limit_price),
    stopPrice: num(o.stop_price),
    stopTriggered: Boolean(o.stop_triggered),
    timeInForce: o.time_in_force as Order['timeInForce'],
    reservedCash: Number(o.reserved_cash),
    reservedShares: Number(o.reserved_shares),
    reason: str(o.reason),
    tradeId: str(o.trade_id),
    ...(Number(o.filled_shares) > 0 ? { filledShares: Number(o.filled_shares) } : {}),
  };
}

function advancedFromJson(o: Json): AdvancedOrder {
  return {
    id: String(o.id),
    type: o.type as AdvancedOrder['type'],
    symbol: String(o.symbol),
    shares: Number(o.shares),
    stopPrice: Number(o.stop_price),
    side: o.side as AdvancedOrder['side'],
    status: o.status as AdvancedOrder['status'],
    createdAt: iso(o.created_at)!,
    updatedAt: iso(o.updated_at)!,
    timeInForce: o.time_in_force as AdvancedOrder['timeInForce'],
    trailAmount: num(o.trail_amount),
    trailPercent: num(o.trail_percent),
    highWaterMark: num(o.high_water_mark),
    parentOrderId: str(o.parent_order_id),
    triggeredAt: iso(o.triggered_at),
    executedAt: iso(o.executed_at),
    executionPrice: num(o.execution_price),
    maxSlippage: Number(o.max_slippage),
    bracketId: str(o.bracket_id),
    stopLossPrice: num(o.stop_loss_price),
    takeProfitPrice: num(o.take_profit_price),
    childOrders: (o.child_orders as string[]) ?? [],
    metadata: (o.metadata as AdvancedOrder['metadata']) ?? {},
  };
}

function snapshotFromJson(s: Json): Snapshot {
  return {
    date: String(s.date),
    portfolioValue: Number(s.portfolio_value),
    cash: Number(s.cash),
    positionsValue: Number(s.positions_value),
    dayChange: Number(s.day_change),
    dayChangePercent: Number(s.day_change_percent),
  };
}

const parse = (v: unknown): Json[] => (typeof v === 'string' ? JSON.parse(v) : ((v as Json[]) ?? []));

async function lockRow(tx: Tx, userId: string): Promise<Json | undefined> {
  const result = (await tx.execute(sql`
    select starting_cash, cash, trades_day, trades_today, peak_value, emergency_mode, account_type, realism
    from portfolios where user_id = ${userId} for update`)) as unknown as { rows: Json[] };
  return result.rows[0];
}

// A separate statement AFTER the lock, on purpose: under READ COMMITTED a statement that waits for a
// row lock re-reads that row but keeps its old snapshot for everything else, so positions and orders
// read in the locking statement itself could be stale (the PostgreSQL concurrency test catches it).
async function liveRows(tx: Tx, userId: string, withSnapshots: boolean): Promise<Json> {
  const snapshots = withSnapshots
    ? sql`coalesce((select json_agg(s order by s.date) from portfolio_snapshots s where s.user_id = ${userId}), '[]')`
    : sql`'[]'::json`;
  const result = (await tx.execute(sql`
    select ${snapshots} as snapshots,
      coalesce((select json_agg(x order by x.symbol) from positions x where x.user_id = ${userId} and x.shares > 0), '[]') as positions,
      coalesce((select json_agg(o order by o.created_at) from orders o where o.user_id = ${userId} and o.status = 'PENDING'), '[]') as pending,
      coalesce((select json_agg(a order by a.created_at) from advanced_orders a
                where a.user_id = ${userId} and a.status in ('ACTIVE', 'TRIGGERED')), '[]') as advanced,
      coalesce((select json_agg(op order by op.symbol, op.expiration, op.strike) from option_positions op
                where op.user_id = ${userId} and op.contracts > 0), '[]') as options`)) as unknown as {
    rows: Json[];
  };
  return result.rows[0] ?? {};
}

/** Locks the portfolio row (creating it on first use) and loads the live ledger (and snapshots) with it. */
export async function lockAndLoad(
  tx: Tx,
  userId: string,
  options: { snapshots?: boolean } = {},
): Promise<Ledger> {
  let row = await lockRow(tx, userId);
  if (!row) {
    await tx
      .insert(portfolios)
      .values({
        userId,
        startingCash: STARTING_CASH_CENTS,
        cash: STARTING_CASH_CENTS,
        peakValue: STARTING_CASH_CENTS,
      })
      .onConflictDoNothing();
    row = await lockRow(tx, userId);
  }
  if (!row) throw new Error(`portfolio of ${userId} could not be created`);
  const live = await liveRows(tx, userId, options.snapshots ?? false);
  return {
    ...createLedger(Number(row.starting_cash)),
    cash: Number(row.cash),
    peakValue: Number(row.peak_value),
    emergencyMode: Boolean(row.emergency_mode),
    settings: { accountType: row.account_type as AccountType, realism: row.realism as Realism },
    tradesToday: { day: String(row.trades_day), count: Number(row.trades_today) },
    positions: parse(live.positions).map((p) => ({
      symbol: String(p.symbol),
      shares: Number(p.shares),
      costBasis: Number(p.cost_basis),
      firstBuyDate: iso(p.first_buy_date)!,
    })),
    pendingOrders: parse(live.pending).map(orderFromJson),
    advancedOrders: parse(live.advanced).map(advancedFromJson),
    snapshots: parse(live.snapshots).map(snapshotFromJson),
    optionPositions: parse(live.options).map(optionPositionFromRow),
  };
}

/** An activity-log entry (the progress module's `activities` table) written with the metrics read. */
export type LoggedActivity = { type: 'trade_execute'; data: Record<string, unknown>; at: Date };

/**
 * Everything the performance metrics need, in one statement: trade count, closing trades, equity curve.
 * With `activity`, the same statement also appends that entry to the user's activity log (a
 * data-modifying WITH, the same row appendActivity writes), saving a round trip after every fill.
 */
export async function metricInputs(
  db: Executor,
  userId: string,
  activity?: LoggedActivity,
): Promise<{ total: number; closing: Trade[]; equity: EquityPoint[] }> {
  const log = activity
    ? sql`with logged as (insert into activities (user_id, type, lesson_id, data, at)
        values (${userId}, ${activity.type}, null, ${JSON.stringify(activity.data)}::jsonb, ${activity.at.toISOString()}::timestamptz) returning 1) `
    : sql``;
  const result = (await db.execute(sql`
    ${log}select
      (select count(*) from trades where user_id = ${userId}) as total,
      coalesce((select json_agg(t order by t.seq desc) from (
        select id, type, symbol, shares, price, total_value, commission, order_type, timestamp, seq,
               realized_pnl, realized_pnl_percent, order_id
        from trades where user_id = ${userId} and realized_pnl is not null order by seq desc limit 1000) t), '[]') as closing,
      coalesce((select json_agg(e order by e.date) from equity_points e where e.user_id = ${userId}), '[]') as equity`)) as unknown as {
    rows: Json[];
  };
  const row = result.rows[0] ?? {};
  return {
    total: Number(row.total ?? 0),
    closing: parse(row.closing).map((t) => ({
      id: String(t.id),
      type: t.type as Trade['type'],
      symbol: String(t.symbol),
      shares: Number(t.shares),
      price: Number(t.price),
      totalValue: Number(t.total_value),
      commission: Number(t.commission),
      orderType: t.order_type as Trade['orderType'],
      status: 'EXECUTED',
      timestamp: iso(t.timestamp)!,
      realizedPnL: num(t.realized_pnl),
      realizedPnLPercent: num(t.realized_pnl_percent),
      orderId: str(t.order_id),
    })),
    equity: parse(row.equity).map((e) => ({ date: String(e.date), value: Number(e.value) })),
  };
}

/** Before a trade, in one statement: the symbols whose quotes it may need, and the daily snapshots. */
export async function preTradeReads(
  db: Executor,
  userId: string,
): Promise<{ symbols: string[]; snapshots: Snapshot[] }> {
  const result = (await db.execute(sql`
    select
      coalesce((select json_agg(s.symbol) from (
        select symbol from positions where user_id = ${userId}
        union select symbol from orders where user_id = ${userId} and status = 'PENDING'
        union select symbol from advanced_orders where user_id = ${userId} and status = 'ACTIVE'
        union select symbol from option_positions where user_id = ${userId}) s), '[]') as symbols,
      coalesce((select json_agg(p order by p.date) from portfolio_snapshots p where p.user_id = ${userId}), '[]') as snapshots`)) as unknown as {
    rows: Json[];
  };
  const row = result.rows[0] ?? {};
  return {
    symbols: (parse(row.symbols) as unknown as string[]).map(String),
    snapshots: parse(row.snapshots).map(snapshotFromJson),
  };
}
