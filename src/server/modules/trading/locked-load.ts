// The hot path of every write: lock the portfolio row, then read the whole live ledger in one more
// statement (json_agg subqueries), creating the portfolio on first use. Fewer round trips = shorter lock hold.
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  type AccountType,
  type AdvancedOrder,
  createLedger,
  type EquityPoint,
  type Ledger,
  type Order,
  type Realism,
  type Snapshot,
  type Trade,
} from '../../../core/trading';
import { httpError } from '../../errors';
import { type SessionFacts, SIGN_IN_TO_CONTINUE, sessionStands } from '../auth/session';
import type { TokenClaims } from '../auth/tokens';
import { optionPositionFromRow } from '../options/store';
import { preparedStatement, statementFamily } from './prepared';
import { createPortfolio, type Executor, type Tx } from './store';

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

/** A signed token whose session is checked under the portfolio lock, in the locking statement. */
export type SessionToCheck = Pick<TokenClaims, 'jti' | 'ep' | 'iat'>;

// The account's side of a session, as columns of a statement over `users u` (see auth/session.ts).
const sessionColumns = (jti: string | Placeholder) => sql`u.token_epoch,
  floor(extract(epoch from u.tokens_valid_after) * 1000) as valid_after_ms,
  exists(select 1 from revoked_tokens r where r.jti = ${jti}) as revoked`;

function factsOf(row: Json): SessionFacts {
  const ms = num(row.valid_after_ms);
  return {
    tokenEpoch: Number(row.token_epoch),
    tokensValidAfter: ms === null ? null : new Date(ms),
    revoked: Boolean(row.revoked),
  };
}

function refuseUnlessStands(session: SessionToCheck, row: Json | undefined): void {
  if (!row || !sessionStands(session, factsOf(row))) throw httpError(401, SIGN_IN_TO_CONTINUE);
}

// The order path's statements are built once (prepared.ts), their values as placeholders.
const userIdSlot = sql.placeholder('userId');

const lockStatement = preparedStatement(
  'trade_lock',
  () => sql`
    select starting_cash, cash, trades_day, trades_today, peak_value, emergency_mode, account_type, realism,
      margin_fee_day, margin_fees_paid, margin_call_deadline, commission
    from portfolios where user_id = ${userIdSlot} for update`,
);
const lockWithSessionStatement = preparedStatement(
  'trade_lock_session',
  () => sql`
    select p.starting_cash, p.cash, p.trades_day, p.trades_today, p.peak_value, p.emergency_mode, p.account_type, p.realism,
      p.margin_fee_day, p.margin_fees_paid, p.margin_call_deadline, p.commission, ${sessionColumns(sql.placeholder('jti'))}
    from portfolios p join users u on u.id = p.owner_id where p.user_id = ${userIdSlot} for update of p`,
);

/** Locks the portfolio row; with `session`, the same statement reads the account's session facts
 * (no row when the account or its portfolio is gone). Only the portfolio row is locked. */
async function lockRow(tx: Tx, userId: string, session?: SessionToCheck): Promise<Json | undefined> {
  const result = session
    ? await lockWithSessionStatement(tx, { userId, jti: session.jti })
    : await lockStatement(tx, { userId });
  return result.rows[0];
}

/** The session facts alone: for a first order, before its portfolio is created. */
async function sessionRow(tx: Tx, userId: string, session: SessionToCheck): Promise<Json | undefined> {
  const result = (await tx.execute(
    sql`select ${sessionColumns(session.jti)} from users u where u.id = ${userId}`,
  )) as unknown as { rows: Json[] };
  return result.rows[0];
}

const TRADE_COLUMNS = sql.raw(
  'id, type, symbol, shares, price, total_value, commission, order_type, timestamp, seq, realized_pnl, realized_pnl_percent, order_id',
);
/** The most recent trades an order reads for the day change (50 a day is the cap, over 4 days). */
const RECENT_KEPT = 500;

// A separate statement AFTER the lock, on purpose: under READ COMMITTED a statement that waits for a
// row lock re-reads that row but keeps its old snapshot for everything else, so positions and orders
// read in the locking statement itself could be stale (the PostgreSQL concurrency test catches it).
// The performance metrics' inputs: trade count, closing trades (newest first), equity curve.
const metricColumns = (userId: string | Placeholder) => sql`
      (select count(*) from trades where user_id = ${userId}) as total,
      coalesce((select json_agg(t order by t.seq desc) from (
        select ${TRADE_COLUMNS}
        from trades where user_id = ${userId} and realized_pnl is not null order by seq desc limit ${CLOSING_KEPT}) t), '[]') as closing,
      coalesce((select json_agg(e order by e.date) from equity_points e where e.user_id = ${userId}), '[]') as equity`;

/**
 * The underlyings of the share and option trades since `since`, as a union clause: a position closed
 * today has left the positions but its day change still needs its quote (shares sold at a loss today
 * stay in the day change and in the daily-loss breaker). An option's OCC symbol less its date, type
 * and strike is its underlying's.
 */
export const tradedSymbolsSince = (userId: string, since: Date) => sql`
    union select regexp_replace(symbol, '[0-9]{6}[CP][0-9]{8}$', '') from trades
      where user_id = ${userId} and timestamp >= ${since.toISOString()}
        and type in ('BUY', 'SELL', 'option_buy', 'option_sell')`;

// The trades since a time, newest first: what the day change needs to measure today's buys from their
// own price (core/trading/day-change.ts), so the daily-loss breaker does not read them as losses.
const recentColumn = (userId: Placeholder, since: Placeholder) => sql`,
      coalesce((select json_agg(t order by t.seq desc) from (
        select ${TRADE_COLUMNS} from trades
        where user_id = ${userId} and timestamp >= ${since} order by seq desc limit ${RECENT_KEPT}) t), '[]') as recent`;

/** The live ledger's statement, one variant per combination of snapshots (s), metrics (m) and the
 * recent trades (r). */
const liveStatement = statementFamily('trade_live', (_db, variant: string): SQL => {
  const withSnapshots = variant.includes('s');
  const withMetrics = variant.includes('m');
  const withRecent = variant.includes('r');
  const snapshots = withSnapshots
    ? sql`coalesce((select json_agg(s order by s.date) from portfolio_snapshots s where s.user_id = ${userIdSlot}), '[]')`
    : sql`'[]'::json`;
  const metrics = withMetrics ? sql`,${metricColumns(userIdSlot)}` : sql``;
  const recent = withRecent ? recentColumn(userIdSlot, sql.placeholder('since')) : sql``;
  return sql`
    select ${snapshots} as snapshots,
      coalesce((select json_agg(x order by x.symbol) from positions x where x.user_id = ${userIdSlot} and x.shares <> 0), '[]') as positions,
      coalesce((select json_agg(o order by o.created_at) from orders o where o.user_id = ${userIdSlot} and o.status = 'PENDING'), '[]') as pending,
      coalesce((select json_agg(a order by a.created_at) from advanced_orders a
                where a.user_id = ${userIdSlot} and a.status in ('ACTIVE', 'TRIGGERED')), '[]') as advanced,
      coalesce((select json_agg(op order by op.symbol, op.expiration, op.strike) from option_positions op
                where op.user_id = ${userIdSlot} and op.contracts > 0), '[]') as options${metrics}${recent}`;
});

async function liveRows(
  tx: Tx,
  userId: string,
  withSnapshots: boolean,
  withMetrics: boolean,
  recentSince: Date | undefined,
): Promise<Json> {
  const variant = `${withSnapshots ? 's' : ''}${withMetrics ? 'm' : ''}${recentSince ? 'r' : ''}` || 'plain';
  const values = recentSince ? { userId, since: recentSince.toISOString() } : { userId };
  const result = await liveStatement(variant)(tx, values);
  return result.rows[0] ?? {};
}

/** Locks the portfolio row (creating it on first use) and loads the live ledger (and snapshots) with it. */
export async function lockAndLoad(
  tx: Tx,
  userId: string,
  options: { snapshots?: boolean; tradesSince?: Date } = {},
): Promise<Ledger> {
  return (await lockForOrder(tx, userId, options)).ledger;
}

/**
 * lockAndLoad for an order placed over HTTP, in the same two statements: with `session`, the locking
 * statement also reads the account's session facts and a session that no longer stands (signed out,
 * password changed, account disabled or gone) is refused with 401 before anything is read or written;
 * with `metrics`, the ledger statement also reads the performance metrics' inputs.
 */
export async function lockForOrder(
  tx: Tx,
  userId: string,
  options: { snapshots?: boolean; session?: SessionToCheck; metrics?: boolean; tradesSince?: Date },
): Promise<{ ledger: Ledger; metrics?: MetricInputs }> {
  const { session } = options;
  let row = await lockRow(tx, userId, session);
  if (row && session) refuseUnlessStands(session, row);
  if (!row) {
    // A first order: the session is checked before the portfolio is created.
    if (session) refuseUnlessStands(session, await sessionRow(tx, userId, session));
    await createPortfolio(tx, userId);
    row = await lockRow(tx, userId);
  }
  if (!row) throw new Error(`portfolio of ${userId} could not be created`);
  const live = await liveRows(
    tx,
    userId,
    options.snapshots ?? false,
    options.metrics ?? false,
    options.tradesSince,
  );
  const ledger: Ledger = {
    ...createLedger(Number(row.starting_cash)),
    cash: Number(row.cash),
    peakValue: Number(row.peak_value),
    emergencyMode: Boolean(row.emergency_mode),
    settings: { accountType: row.account_type as AccountType, realism: row.realism as Realism },
    ...(Number(row.commission) > 0 ? { commission: Number(row.commission) } : {}),
    margin: {
      feeDay: String(row.margin_fee_day ?? ''),
      feesPaid: Number(row.margin_fees_paid ?? 0),
      callDeadline: iso(row.margin_call_deadline) ?? null,
    },
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
    ...(options.tradesSince ? { trades: parse(live.recent).map(tradeFromJson) } : {}),
  };
  return options.metrics ? { ledger, metrics: metricsFromRow(live) } : { ledger };
}

/** The most recent closing trades the metrics read. */
export const CLOSING_KEPT = 1000;

export type MetricInputs = { total: number; closing: Trade[]; equity: EquityPoint[] };

function tradeFromJson(t: Json): Trade {
  return {
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
  };
}

function metricsFromRow(row: Json): MetricInputs {
  return {
    total: Number(row.total ?? 0),
    closing: parse(row.closing).map(tradeFromJson),
    equity: parse(row.equity).map((e) => ({ date: String(e.date), value: Number(e.value) })),
  };
}

/** The metrics inputs after an order that read `before` under the lock and wrote `fills`: nothing to
 * read again (a trade never changes the equity curve; the daily job writes it). */
export function metricsAfter(before: MetricInputs, fills: readonly Trade[]): MetricInputs {
  const closed = fills.filter((t) => t.realizedPnL !== null).reverse();
  return {
    total: before.total + fills.length,
    closing: closed.length ? [...closed, ...before.closing].slice(0, CLOSING_KEPT) : before.closing,
    equity: before.equity,
  };
}

/** Everything the performance metrics need, in one statement: trade count, closing trades, equity curve. */
export async function metricInputs(db: Executor, userId: string): Promise<MetricInputs> {
  const result = (await db.execute(sql`select ${metricColumns(userId)}`)) as unknown as { rows: Json[] };
  return metricsFromRow(result.rows[0] ?? {});
}

/** Before a trade, in one statement: the symbols whose quotes it may need, and the daily snapshots;
 * with `session`, refused with 401 unless the session stands (it is checked again under the lock). */
export async function preTradeReads(
  db: Executor,
  userId: string,
  session?: SessionToCheck,
  tradedSince?: Date,
): Promise<{ symbols: string[]; snapshots: Snapshot[] }> {
  const result = (await db.execute(sql`
    select
      coalesce((select json_agg(s.symbol) from (
        select symbol from positions where user_id = ${userId}
        union select symbol from orders where user_id = ${userId} and status = 'PENDING'
        union select symbol from advanced_orders where user_id = ${userId} and status = 'ACTIVE'
        union select symbol from option_positions where user_id = ${userId}${
          tradedSince ? tradedSymbolsSince(userId, tradedSince) : sql``
        }) s), '[]') as symbols,
      coalesce((select json_agg(p order by p.date) from portfolio_snapshots p where p.user_id = ${userId}), '[]') as snapshots${
        session
          ? // The owner's session: a game portfolio's key is not a user id (decision 0027).
            sql`, ${sessionColumns(session.jti)} from users u
              where u.id = coalesce((select owner_id from portfolios where user_id = ${userId}), ${userId})`
          : sql``
      }`)) as unknown as {
    rows: Json[];
  };
  const row = result.rows[0];
  if (session) refuseUnlessStands(session, row);
  return {
    symbols: (parse(row?.symbols) as unknown as string[]).map(String),
    snapshots: parse(row?.snapshots).map(snapshotFromJson),
  };
}
