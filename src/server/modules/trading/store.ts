// SQL for the trading module: load a user's ledger (optionally locking the portfolio row) and write
// back exactly what an engine command changed.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  type AccountType,
  type AdvancedOrder,
  createLedger,
  DAY_CHANGE_WINDOW_MS,
  type Effects,
  type Ledger,
  marginStateOf,
  type Order,
  type Position,
  type Realism,
  STARTING_CASH_CENTS,
  type Trade,
} from '../../../core/trading';
import type { Db } from '../../db/connect';
import {
  advancedOrders,
  equityPoints,
  orders,
  portfolioSnapshots,
  portfolios,
  positions,
  trades,
} from '../../db/schema';
import { loadOptionPositions } from '../options/store';
import {
  type Along,
  encodeRow,
  preparedStatement,
  slot,
  slots,
  statementFamily,
  type Values,
} from './prepared';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null) => (s ? new Date(s) : null);

const LIVE_ADVANCED = ['ACTIVE', 'TRIGGERED'];

type PortfolioRow = typeof portfolios.$inferSelect;

/** Creates a learner's portfolio with the starting cash, unless another transaction just did. */
export async function createPortfolio(tx: Tx, userId: string): Promise<void> {
  await tx
    .insert(portfolios)
    .values({
      userId,
      ownerId: userId,
      startingCash: STARTING_CASH_CENTS,
      cash: STARTING_CASH_CENTS,
      peakValue: STARTING_CASH_CENTS,
    })
    .onConflictDoNothing();
}

/** Locks (FOR UPDATE) and returns the portfolio row, creating it on first use. */
export async function lockPortfolio(tx: Tx, userId: string): Promise<PortfolioRow> {
  const found = await tx.select().from(portfolios).where(eq(portfolios.userId, userId)).for('update');
  if (found[0]) return found[0];
  await createPortfolio(tx, userId);
  const created = await tx.select().from(portfolios).where(eq(portfolios.userId, userId)).for('update');
  return created[0]!;
}

export async function readPortfolio(db: Executor, userId: string): Promise<PortfolioRow | undefined> {
  return (await db.select().from(portfolios).where(eq(portfolios.userId, userId)))[0];
}

export type LoadOptions = {
  /** Also load every advanced order (not only live ones), newest first. */
  allAdvanced?: boolean;
  snapshots?: boolean;
  equity?: boolean;
};

/** The ledger of a user from its rows. Trades are not loaded (see loadTrades); counters come from the row. */
export async function loadLedger(
  db: Executor,
  row: PortfolioRow,
  options: LoadOptions = {},
): Promise<Ledger> {
  const userId = row.userId;
  // One connection runs one statement at a time: inside a transaction the reads go one after another.
  const all = 'rollback' in db ? sequentially : (q: Promise<unknown>[]) => Promise.all(q);
  const [posRows, orderRows, advRows, snapRows, equityRows] = (await all([
    db.select().from(positions).where(eq(positions.userId, userId)).orderBy(positions.symbol),
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING')))
      .orderBy(orders.createdAt),
    options.allAdvanced
      ? db
          .select()
          .from(advancedOrders)
          .where(eq(advancedOrders.userId, userId))
          .orderBy(advancedOrders.createdAt)
          .limit(500)
      : db
          .select()
          .from(advancedOrders)
          .where(and(eq(advancedOrders.userId, userId), inArray(advancedOrders.status, LIVE_ADVANCED)))
          .orderBy(advancedOrders.createdAt),
    options.snapshots
      ? db
          .select()
          .from(portfolioSnapshots)
          .where(eq(portfolioSnapshots.userId, userId))
          .orderBy(portfolioSnapshots.date)
      : Promise.resolve([]),
    options.equity
      ? db.select().from(equityPoints).where(eq(equityPoints.userId, userId)).orderBy(equityPoints.date)
      : Promise.resolve([]),
  ])) as [
    (typeof positions.$inferSelect)[],
    (typeof orders.$inferSelect)[],
    (typeof advancedOrders.$inferSelect)[],
    (typeof portfolioSnapshots.$inferSelect)[],
    (typeof equityPoints.$inferSelect)[],
  ];
  return {
    ...createLedger(row.startingCash),
    cash: row.cash,
    peakValue: row.peakValue,
    emergencyMode: row.emergencyMode,
    settings: { accountType: row.accountType as AccountType, realism: row.realism as Realism },
    ...(row.commission > 0 ? { commission: row.commission } : {}),
    margin: {
      feeDay: row.marginFeeDay,
      feesPaid: row.marginFeesPaid,
      callDeadline: row.marginCallDeadline?.toISOString() ?? null,
    },
    tradesToday: { day: row.tradesDay, count: row.tradesToday },
    positions: posRows
      .filter((p) => p.shares !== 0)
      .map((p) => ({
        symbol: p.symbol,
        shares: p.shares,
        costBasis: p.costBasis,
        firstBuyDate: p.firstBuyDate.toISOString(),
      })),
    pendingOrders: orderRows.map(orderFromRow),
    advancedOrders: advRows.map(advancedFromRow),
    snapshots: snapRows.map(({ userId: _, ...s }) => s),
    equityCurve: equityRows.map((p) => ({ date: p.date, value: p.value })),
    optionPositions: await loadOptionPositions(db, userId),
  };
}

/** Resting orders that ended without a fill (expired, cancelled, refused), newest first. */
export const FINISHED_ORDER_STATUSES = ['EXPIRED', 'CANCELLED', 'REJECTED'] as const;

export async function loadFinishedOrders(db: Executor, userId: string, limit = 10): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...FINISHED_ORDER_STATUSES])))
    .orderBy(desc(orders.updatedAt))
    .limit(limit);
  return rows.map(orderFromRow);
}

/** Awaits query builders one at a time (they run when awaited). */
async function sequentially(queries: PromiseLike<unknown>[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const q of queries) out.push(await q);
  return out;
}

function orderFromRow(o: typeof orders.$inferSelect): Order {
  return {
    id: o.id,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    status: o.status as Order['status'],
    side: o.side as Order['side'],
    orderType: o.orderType as Order['orderType'],
    symbol: o.symbol,
    shares: o.shares,
    limitPrice: o.limitPrice,
    stopPrice: o.stopPrice,
    stopTriggered: o.stopTriggered,
    timeInForce: o.timeInForce as Order['timeInForce'],
    reservedCash: o.reservedCash,
    reservedShares: o.reservedShares,
    reason: o.reason,
    tradeId: o.tradeId,
    ...(o.filledShares > 0 ? { filledShares: o.filledShares } : {}),
  };
}

function advancedFromRow(o: typeof advancedOrders.$inferSelect): AdvancedOrder {
  return {
    id: o.id,
    type: o.type as AdvancedOrder['type'],
    symbol: o.symbol,
    shares: o.shares,
    stopPrice: o.stopPrice,
    side: o.side as AdvancedOrder['side'],
    status: o.status as AdvancedOrder['status'],
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    timeInForce: o.timeInForce as AdvancedOrder['timeInForce'],
    trailAmount: o.trailAmount,
    trailPercent: o.trailPercent,
    highWaterMark: o.highWaterMark,
    parentOrderId: o.parentOrderId,
    triggeredAt: iso(o.triggeredAt),
    executedAt: iso(o.executedAt),
    executionPrice: o.executionPrice,
    maxSlippage: o.maxSlippage,
    bracketId: o.bracketId,
    stopLossPrice: o.stopLossPrice,
    takeProfitPrice: o.takeProfitPrice,
    childOrders: o.childOrders,
    metadata: o.metadata,
  };
}

function tradeFromRow(t: typeof trades.$inferSelect): Trade {
  return {
    id: t.id,
    type: t.type as Trade['type'],
    symbol: t.symbol,
    shares: t.shares,
    price: t.price,
    totalValue: t.totalValue,
    commission: t.commission,
    orderType: t.orderType as Trade['orderType'],
    status: 'EXECUTED',
    timestamp: t.timestamp.toISOString(),
    realizedPnL: t.realizedPnL,
    realizedPnLPercent: t.realizedPnLPercent,
    orderId: t.orderId,
    ...(t.execution ? { execution: t.execution } : {}),
  };
}

/** Trades newest first. */
export async function loadTrades(db: Executor, userId: string, limit = 1000, offset = 0): Promise<Trade[]> {
  const rows = await db
    .select()
    .from(trades)
    .where(eq(trades.userId, userId))
    .orderBy(desc(trades.seq))
    .limit(limit)
    .offset(offset);
  return rows.map(tradeFromRow);
}

/** Where the day change's trades begin: four days back reaches the quote's session over a weekend and
 * a holiday. */
export const dayChangeSince = (now: Date) => new Date(now.getTime() - DAY_CHANGE_WINDOW_MS);

/**
 * Trades newest first since `since`, at most `limit`: what the day change reads to count today's
 * buys from their own price (core/trading/day-change.ts).
 */
export async function loadTradesSince(
  db: Executor,
  userId: string,
  since: Date,
  limit = 500,
): Promise<Trade[]> {
  const rows = await db
    .select()
    .from(trades)
    .where(and(eq(trades.userId, userId), gte(trades.timestamp, since)))
    .orderBy(desc(trades.seq))
    .limit(limit);
  return rows.map(tradeFromRow);
}

export async function countTrades(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trades)
    .where(eq(trades.userId, userId));
  return row?.n ?? 0;
}

const sameMargin = (a: Ledger, b: Ledger) => {
  const x = marginStateOf(a);
  const y = marginStateOf(b);
  return x.feeDay === y.feeDay && x.feesPaid === y.feesPaid && x.callDeadline === y.callDeadline;
};

const samePosition = (a: Position, b: Position) => a.shares === b.shares && a.costBasis === b.costBasis;

// The writes of an order, built once (prepared.ts): the portfolio row, a position, the fills (with what
// rides along them) and the orders, one variant per number of rows.
const PORTFOLIO_SET = [
  'cash',
  'tradesDay',
  'tradesToday',
  'peakValue',
  'emergencyMode',
  'marginFeeDay',
  'marginFeesPaid',
  'marginCallDeadline',
  'updatedAt',
] as const;
const updatePortfolio = preparedStatement('trade_portfolio', (db) =>
  db
    .update(portfolios)
    .set(slots(PORTFOLIO_SET))
    .where(eq(portfolios.userId, slot('userId')))
    .getSQL(),
);
const POSITION_KEYS = ['userId', 'symbol', 'shares', 'costBasis', 'firstBuyDate'] as const;
const insertPosition = preparedStatement('trade_position_insert', (db) =>
  db.insert(positions).values(slots(POSITION_KEYS)).getSQL(),
);
const updatePosition = preparedStatement('trade_position_update', (db) =>
  db
    .update(positions)
    .set(slots(['shares', 'costBasis'] as const))
    .where(and(eq(positions.userId, slot('userId')), eq(positions.symbol, slot('symbol'))))
    .getSQL(),
);
const TRADE_KEYS = [
  'id',
  'userId',
  'type',
  'symbol',
  'shares',
  'price',
  'totalValue',
  'commission',
  'orderType',
  'timestamp',
  'realizedPnL',
  'realizedPnLPercent',
  'orderId',
  'execution',
] as const;
const rowSlots = <K extends string>(keys: readonly K[], prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => slots(keys, `${prefix}${i}_`));
/** `n` fills, with an Along's statement in front when the key names one (`3` or `3_trade_xp`). */
const alongs = new Map<string, Along['build']>();
const insertTrades = statementFamily('trade_fills', (db, key: string) => {
  const [n, along] = [Number.parseInt(key, 10), alongs.get(key.replace(/^\d+_?/, ''))];
  const insert = db
    .insert(trades)
    .values(rowSlots(TRADE_KEYS, 't', n) as never)
    .getSQL();
  return along ? sql`with along as (${along(db)}) ${insert}` : insert;
});
const alongAlone = statementFamily('trade_along', (db, name: string) => alongs.get(name)!(db));
const ORDER_KEYS = [
  'id',
  'userId',
  'status',
  'side',
  'orderType',
  'symbol',
  'shares',
  'limitPrice',
  'stopPrice',
  'stopTriggered',
  'timeInForce',
  'reservedCash',
  'reservedShares',
  'reason',
  'tradeId',
  'filledShares',
  'createdAt',
  'updatedAt',
] as const;
const upsertOrders = statementFamily('trade_orders', (db, n: number) =>
  db
    .insert(orders)
    .values(rowSlots(ORDER_KEYS, 'o', n) as never)
    .onConflictDoUpdate({
      target: orders.id,
      set: {
        status: sql`excluded.status`,
        // Shares and prices change only through a split (corporate-actions.ts).
        shares: sql`excluded.shares`,
        limitPrice: sql`excluded.limit_price`,
        stopPrice: sql`excluded.stop_price`,
        stopTriggered: sql`excluded.stop_triggered`,
        reservedCash: sql`excluded.reserved_cash`,
        reservedShares: sql`excluded.reserved_shares`,
        filledShares: sql`excluded.filled_shares`,
        reason: sql`excluded.reason`,
        tradeId: sql`excluded.trade_id`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`${orders.userId} = ${slot('userId')}`,
    })
    .getSQL(),
);

/** Writes what changed between `before` and `after` plus the command's effects. */
export async function persist(
  tx: Tx,
  userId: string,
  before: Ledger,
  after: Ledger,
  effects: Effects,
  now: Date,
  /** A data-modifying statement written by the trades insert itself (a WITH), saving a round trip:
   * POST /trade's XP entry for its fill. Run on its own when there is no trade. */
  alongTrades?: Along,
): Promise<void> {
  if (
    before.cash !== after.cash ||
    before.tradesToday.day !== after.tradesToday.day ||
    before.tradesToday.count !== after.tradesToday.count ||
    before.peakValue !== after.peakValue ||
    before.emergencyMode !== after.emergencyMode ||
    !sameMargin(before, after)
  ) {
    const m = marginStateOf(after);
    await updatePortfolio(
      tx,
      encodeRow(
        portfolios,
        {
          cash: after.cash,
          tradesDay: after.tradesToday.day,
          tradesToday: after.tradesToday.count,
          peakValue: after.peakValue,
          emergencyMode: after.emergencyMode,
          marginFeeDay: m.feeDay,
          marginFeesPaid: m.feesPaid,
          marginCallDeadline: m.callDeadline === null ? null : new Date(m.callDeadline),
          updatedAt: now,
        },
        '',
        { userId },
      ),
    );
  }
  // PGlite runs one statement at a time anyway; on PostgreSQL one connection also serialises them.
  const old = new Map(before.positions.map((p) => [p.symbol, p]));
  const next = new Map(after.positions.map((p) => [p.symbol, p]));
  for (const [symbol, p] of next) {
    const was = old.get(symbol);
    if (!was)
      await insertPosition(
        tx,
        encodeRow(
          positions,
          {
            userId,
            symbol,
            shares: p.shares,
            costBasis: p.costBasis,
            firstBuyDate: new Date(p.firstBuyDate),
          },
          '',
          {},
        ),
      );
    else if (!samePosition(was, p))
      await updatePosition(
        tx,
        encodeRow(positions, { shares: p.shares, costBasis: p.costBasis }, '', { userId, symbol }),
      );
  }
  const gone = [...old.keys()].filter((s) => !next.has(s));
  if (gone.length)
    await tx.delete(positions).where(and(eq(positions.userId, userId), inArray(positions.symbol, gone)));

  if (alongTrades) alongs.set(alongTrades.name, alongTrades.build);
  if (effects.trades.length) {
    const values: Values = alongTrades ? { ...alongTrades.values } : {};
    for (const [i, t] of effects.trades.entries())
      encodeRow(
        trades,
        {
          id: t.id,
          userId,
          type: t.type,
          symbol: t.symbol,
          shares: t.shares,
          price: t.price,
          totalValue: t.totalValue,
          commission: t.commission,
          orderType: t.orderType,
          timestamp: new Date(t.timestamp),
          realizedPnL: t.realizedPnL,
          realizedPnLPercent: t.realizedPnLPercent,
          orderId: t.orderId,
          execution: t.execution ?? null,
        },
        `t${i}_`,
        values,
      );
    const key = alongTrades ? `${effects.trades.length}_${alongTrades.name}` : `${effects.trades.length}`;
    await insertTrades(key)(tx, values);
  } else if (alongTrades) await alongAlone(alongTrades.name)(tx, alongTrades.values);
  if (effects.orders.length) {
    const rows = dedupe(effects.orders);
    const values: Values = { userId };
    for (const [i, o] of rows.entries())
      encodeRow(
        orders,
        {
          id: o.id,
          userId,
          status: o.status,
          side: o.side,
          orderType: o.orderType,
          symbol: o.symbol,
          shares: o.shares,
          limitPrice: o.limitPrice,
          stopPrice: o.stopPrice,
          stopTriggered: o.stopTriggered,
          timeInForce: o.timeInForce,
          reservedCash: o.reservedCash,
          reservedShares: o.reservedShares,
          reason: o.reason,
          tradeId: o.tradeId,
          filledShares: o.filledShares ?? 0,
          createdAt: new Date(o.createdAt),
          updatedAt: new Date(o.updatedAt),
        },
        `o${i}_`,
        values,
      );
    await upsertOrders(rows.length)(tx, values);
  }
  if (effects.advanced.length) {
    const rows = dedupe(effects.advanced).map((o) => ({
      id: o.id,
      userId,
      type: o.type,
      symbol: o.symbol,
      shares: o.shares,
      stopPrice: o.stopPrice,
      side: o.side,
      status: o.status,
      timeInForce: o.timeInForce,
      trailAmount: o.trailAmount,
      trailPercent: o.trailPercent,
      highWaterMark: o.highWaterMark,
      parentOrderId: o.parentOrderId,
      triggeredAt: date(o.triggeredAt),
      executedAt: date(o.executedAt),
      executionPrice: o.executionPrice,
      maxSlippage: o.maxSlippage,
      bracketId: o.bracketId,
      stopLossPrice: o.stopLossPrice,
      takeProfitPrice: o.takeProfitPrice,
      childOrders: o.childOrders,
      metadata: o.metadata,
      createdAt: new Date(o.createdAt),
      updatedAt: new Date(o.updatedAt),
    }));
    await tx
      .insert(advancedOrders)
      .values(rows)
      .onConflictDoUpdate({
        target: advancedOrders.id,
        set: {
          status: sql`excluded.status`,
          shares: sql`excluded.shares`,
          stopPrice: sql`excluded.stop_price`,
          trailAmount: sql`excluded.trail_amount`,
          stopLossPrice: sql`excluded.stop_loss_price`,
          takeProfitPrice: sql`excluded.take_profit_price`,
          highWaterMark: sql`excluded.high_water_mark`,
          triggeredAt: sql`excluded.triggered_at`,
          executedAt: sql`excluded.executed_at`,
          executionPrice: sql`excluded.execution_price`,
          childOrders: sql`excluded.child_orders`,
          metadata: sql`excluded.metadata`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`${advancedOrders.userId} = ${userId}`,
      });
  }
}

/** The last version of each id (an effect list may mention an order twice). */
function dedupe<T extends { id: string }>(items: T[]): T[] {
  const map = new Map<string, T>();
  for (const item of items) map.set(item.id, item);
  return [...map.values()];
}
