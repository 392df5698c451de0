// Trading use cases. Each write: fetch prices first, then ONE transaction that locks the portfolio row,
// loads the ledger, runs the pure engine, and writes back what changed.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type CompetitionRules, gameOrderBreach } from '../../../core/competitions/rules';
import {
  type AdvancedOrderView,
  type AdvancedRequest,
  advancedOrderView,
  type Context,
  cancelAdvancedOrder,
  cancelPendingOrder,
  createAdvancedOrder,
  DEFAULT_WATCHLIST,
  type Effects,
  type Ledger,
  MAX_WATCHLIST,
  metricsView,
  type OrderView,
  orderMessage,
  orderView,
  type PriceSource,
  performanceMetrics,
  placeOrder,
  portfolioView,
  positionView,
  type RawOrder,
  refusalMessage,
  type Snapshot,
  SYMBOL_PATTERN,
  sanitiseSymbol,
  setEmergencyMode,
  tradeView,
  tradingDay,
} from '../../../core/trading';
import { modelCorrelation } from '../../../core/trading/model-risk';
import type { TradeBody } from '../../../shared/api/trading';
import {
  activities,
  advancedOrders,
  equityPoints,
  optionPositions,
  orders,
  portfolioSnapshots,
  portfolios,
  positions,
  trades,
  watchlists,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { AccountCache, accountFingerprint, METRICS_TTL_MS } from './account-cache';
import { rememberAnswer, storedAnswer } from './idempotency';
import {
  lockAndLoad,
  lockForOrder,
  type MetricInputs,
  metricInputs,
  metricsAfter,
  preTradeReads,
  type SessionToCheck,
  tradedSymbolsSince,
} from './locked-load';
import { insertAlong } from './prepared';
import { correlationSource, prefetch, syncPrices } from './prices';
import {
  countTrades,
  dayChangeSince,
  type Executor,
  loadFinishedOrders,
  loadLedger,
  loadTrades,
  loadTradesSince,
  lockPortfolio,
  persist,
  readPortfolio,
  type Tx,
} from './store';
import { transaction } from './tx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TradingService = ReturnType<typeof createTradingService>;

/** A fresh fill's XP entry, written by the fill's own insert (store.ts, persist). */
const tradeXpEntry = insertAlong('trade_xp', activities, [
  'userId',
  'type',
  'lessonId',
  'data',
  'at',
] as const);

/**
 * Symbols the user holds or has orders on: the quotes any command may need; with `tradedSince`, also
 * those traded since then (the day change counts positions closed today).
 */
export async function userSymbols(db: Executor, userId: string, tradedSince?: Date): Promise<string[]> {
  const rows = await db.execute<{ symbol: string }>(sql`
    select symbol from ${positions} where user_id = ${userId}
    union select symbol from ${orders} where user_id = ${userId} and status = 'PENDING'
    union select symbol from ${advancedOrders} where user_id = ${userId} and status = 'ACTIVE'
    union select symbol from ${optionPositions} where user_id = ${userId}${
      tradedSince ? tradedSymbolsSince(userId, tradedSince) : sql``
    }`);
  return (rows as unknown as { rows: { symbol: string }[] }).rows.map((r) => r.symbol);
}

function newId(): string {
  return crypto.randomUUID();
}

/** Hash of the order fields that define "the same order" for idempotency. */
export function orderFingerprint(body: TradeBody): string {
  const canonical = [
    body.type,
    body.symbol,
    body.shares,
    body.orderType ?? 'market',
    body.timeInForce ?? 'day',
    body.price ?? null,
    body.stopPrice ?? null,
  ].map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v));
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export type TradeCore = {
  message: string;
  trade: ReturnType<typeof tradeView> | null;
  order: ReturnType<typeof orderView>;
  warnings: { code: string; message: string }[];
};
type StoredAnswer = {
  status: number;
  body: TradeCore | { error: string };
  /** The ledger and metrics inputs right after the order (not stored): the answer is built from them
   * without re-reading. */
  after?: { ledger: Ledger; prices: PriceSource; metrics?: MetricInputs };
};

export function createTradingService(deps: Deps) {
  const { db } = deps;
  const metricsCache = new AccountCache<ReturnType<typeof metricsView>>(METRICS_TTL_MS, () =>
    deps.clock().getTime(),
  );

  /** Prices and (for risk) correlations and snapshots, fetched before any transaction. */
  async function inputs(
    userId: string,
    extra: string[],
    options: { correlation?: boolean; held?: string[] } = {},
  ) {
    const now = deps.clock();
    const held = options.held ?? (await userSymbols(db, userId, dayChangeSince(now)));
    const symbols = [...new Set([...held, ...extra])];
    const [prices, correlation] = await Promise.all([
      prefetch(symbols, now),
      options.correlation && held.length > 0 ? correlationSource(symbols, now) : Promise.resolve(undefined),
    ]);
    const ctx: Context = { now, prices, newId, correlation };
    return ctx;
  }

  async function snapshotsOf(userId: string) {
    const rows = await db
      .select()
      .from(portfolioSnapshots)
      .where(eq(portfolioSnapshots.userId, userId))
      .orderBy(portfolioSnapshots.date);
    return rows.map(({ userId: _, ...s }) => s);
  }

  /** Runs one engine command under the portfolio lock and persists its effects. */
  async function command<T>(
    userId: string,
    ctx: Context,
    run: (
      ledger: Ledger,
      tx: Tx,
    ) =>
      | Promise<{ state: Ledger; effects: Effects; answer: T }>
      | { state: Ledger; effects: Effects; answer: T },
    prepare?: (ledger: Ledger) => Ledger,
  ): Promise<T> {
    return transaction(db, async (tx) => {
      const loaded = await lockAndLoad(tx, userId);
      const ledger = prepare ? prepare(loaded) : loaded;
      const out = await run(ledger, tx);
      await persist(tx, userId, ledger, out.state, out.effects, ctx.now);
      return out.answer;
    });
  }

  /**
   * The performance metrics, from `known` inputs (read under an order's lock: always fresh) or read
   * now, through the 5-minute metrics cache (spec §9) while the account stays as it was.
   */
  async function metricsFor(userId: string, ledger: Ledger, prices: PriceSource, known?: MetricInputs) {
    const compute = async () => {
      const { closing, total, equity } = known ?? (await metricInputs(db, userId));
      const withTrades: Ledger = { ...ledger, trades: closing, equityCurve: equity };
      const metrics = performanceMetrics(withTrades, prices, tradingDay(deps.clock()));
      return metricsView({ ...metrics, totalTrades: total });
    };
    if (known) return compute();
    return metricsCache.through(userId, accountFingerprint(ledger), compute);
  }

  /** Portfolio view plus metrics; `transactions` comes from the trade count, not the loaded trades. */
  async function viewWithMetrics(userId: string, ledger: Ledger, prices: PriceSource, known?: MetricInputs) {
    const metrics = await metricsFor(userId, ledger, prices, known);
    return { portfolio: { ...portfolioView(ledger, prices), transactions: metrics.totalTrades }, metrics };
  }

  async function portfolioState(userId: string) {
    const ctx = await inputs(userId, []);
    let row = await readPortfolio(db, userId);
    if (!row) {
      await transaction(db, async (tx) => {
        await lockPortfolio(tx, userId);
      });
      row = (await readPortfolio(db, userId))!;
    }
    const ledger = await loadLedger(db, row, { allAdvanced: true, snapshots: true });
    // The day change counts shares bought since the quote's session began from their own price, not
    // from the previous close: it needs those trades. Four days reach back over a weekend and a holiday.
    const recent = await loadTradesSince(db, userId, dayChangeSince(ctx.now));
    return { ledger: { ...ledger, trades: recent }, ctx };
  }

  async function portfolio(userId: string) {
    const { ledger, ctx } = await portfolioState(userId);
    const [{ portfolio: view, metrics }, finished] = await Promise.all([
      viewWithMetrics(userId, ledger, ctx.prices),
      loadFinishedOrders(db, userId),
    ]);
    return {
      portfolio: view,
      positions: view.positions,
      pendingOrders: ledger.pendingOrders.map((o) => orderView(o, userId)),
      advancedOrders: [...ledger.advancedOrders].reverse().map(advancedOrderView),
      finishedOrders: finished.map((o) => orderView(o, userId)),
      metrics,
    };
  }

  /**
   * POST /trade. With a key, the first answer is stored in the same transaction and replayed. With
   * `session` (a signed token not yet checked against the database), the session is checked in the
   * statement that locks the portfolio (and in the pre-trade read, when there is one) and a session that
   * no longer stands is refused with 401 before anything is written or replayed. A fresh fill's
   * `trade_execute` activity (its XP) is written by the same statement as the trade itself, and the
   * metrics inputs come with the ledger, so the answer needs no read after the commit.
   */
  async function trade(
    userId: string,
    body: TradeBody,
    key: string | undefined,
    session?: SessionToCheck,
    rules?: CompetitionRules,
  ): Promise<StoredAnswer> {
    const hash = key ? orderFingerprint(body) : '';
    // Without a checked session, a stored answer is replayed only under the lock, after the check.
    if (key && !session) {
      const stored = await storedAnswer<StoredAnswer['body']>(db, userId, key, hash);
      if (stored) return stored;
    }
    const symbol = typeof body.symbol === 'string' ? sanitiseSymbol(body.symbol) : '';
    // A market without I/O prices lazily inside the transaction (nothing awaited there) and the
    // snapshots come with the ledger; otherwise symbols are read first and their quotes prefetched.
    const now = deps.clock();
    const lazy = syncPrices(now);
    let ctx: Context;
    let snapshots: Snapshot[] | undefined;
    if (lazy) ctx = { now, prices: lazy, newId, correlation: modelCorrelation };
    else {
      const pre = await preTradeReads(db, userId, session, dayChangeSince(now));
      snapshots = pre.snapshots;
      ctx = await inputs(userId, symbol ? [symbol] : [], { correlation: true, held: pre.symbols });
    }
    const raw: RawOrder = {
      type: body.type,
      symbol: body.symbol,
      shares: body.shares,
      orderType: body.orderType,
      timeInForce: body.timeInForce,
      price: body.price,
      stopPrice: body.stopPrice,
    };
    return transaction(db, async (tx) => {
      const { ledger: locked, metrics } = await lockForOrder(tx, userId, {
        snapshots: snapshots === undefined,
        session,
        metrics: true,
        // Today's buys count from their own price in the daily-loss breaker, not from yesterday's close.
        tradesSince: dayChangeSince(now),
      });
      if (key) {
        const stored = await storedAnswer<StoredAnswer['body']>(tx, userId, key, hash);
        if (stored) return stored;
      }
      const ledger = snapshots ? { ...locked, snapshots } : locked;
      // A game portfolio's rules are checked on the locked ledger, before the engine (issue 21).
      const breach = rules && gameOrderBreach(rules, raw, symbol, ledger, (s) => ctx.prices(s)?.price);
      if (breach) {
        const refused: StoredAnswer = { status: 400, body: { error: breach } };
        if (key) await rememberAnswer(tx, userId, key, hash, refused, ctx.now);
        return refused;
      }
      const out = placeOrder(ledger, raw, ctx);
      let answer: StoredAnswer;
      if (!out.ok) {
        answer = { status: 400, body: { error: refusalMessage(out.refusal) } };
      } else {
        const { order, trade: executed } = out.value;
        const filled = executed && tradeView(executed, userId);
        // A fresh fill counts for XP and achievements, decided here on the server. XP is derived from the
        // activity log, so appending the entry is the whole effect; it commits with the fill or not at all.
        // A game's trades earn no XP of their own: its prize is the final ranking's.
        const xp =
          filled &&
          !rules &&
          tradeXpEntry({
            userId,
            type: 'trade_execute',
            lessonId: null,
            data: {
              symbol: filled.symbol,
              side: filled.type,
              quantity: filled.shares,
              price: filled.price,
            },
            at: deps.clock(),
          });
        await persist(tx, userId, ledger, out.state, out.effects, ctx.now, xp || undefined);
        answer = {
          status: 200,
          body: {
            message: orderMessage(order),
            trade: filled,
            order: orderView(order, userId),
            warnings: out.warnings,
          },
          after: {
            ledger: out.state,
            prices: ctx.prices,
            metrics: metrics && metricsAfter(metrics, out.effects.trades),
          },
        };
      }
      if (key) await rememberAnswer(tx, userId, key, hash, answer, ctx.now);
      return answer;
    });
  }

  /** The full POST /trade answer: from the ledger and metrics the order left behind, or (a replay)
   * freshly read. */
  async function tradeAnswer(userId: string, core: TradeCore, after?: StoredAnswer['after']) {
    let state: NonNullable<StoredAnswer['after']>;
    if (after) state = after;
    else {
      const fresh = await portfolioState(userId);
      state = { ledger: fresh.ledger, prices: fresh.ctx.prices };
    }
    return {
      success: true as const,
      ...core,
      ...(await viewWithMetrics(userId, state.ledger, state.prices, state.metrics)),
    };
  }

  async function tradeHistory(userId: string, limit: number, offset: number) {
    const [list, total] = await Promise.all([loadTrades(db, userId, limit, offset), countTrades(db, userId)]);
    return { trades: list.map((t) => tradeView(t, userId)), total };
  }

  async function positionList(userId: string) {
    const { ledger, ctx } = await portfolioState(userId);
    return { positions: ledger.positions.map((p) => positionView(ledger, p, ctx.prices)) };
  }

  /** Back to the starting cash: positions, orders, trades, snapshots and the equity curve go. */
  async function reset(userId: string) {
    await transaction(db, async (tx) => {
      const row = await lockPortfolio(tx, userId);
      for (const table of [
        positions,
        orders,
        advancedOrders,
        trades,
        portfolioSnapshots,
        equityPoints,
        optionPositions,
      ])
        await tx.delete(table).where(eq(table.userId, userId));
      await tx
        .update(portfolios)
        .set({
          cash: row.startingCash,
          peakValue: row.startingCash,
          tradesDay: '',
          tradesToday: 0,
          emergencyMode: false,
          // The overall ranking measures the account (and the S&P 500) from its new start.
          createdAt: deps.clock(),
          marginFeeDay: '',
          marginFeesPaid: 0,
          marginCallDeadline: null,
          updatedAt: deps.clock(),
        })
        .where(eq(portfolios.userId, userId));
    });
    const { ledger, ctx } = await portfolioState(userId);
    return { message: 'Portfolio reset to $100000.00', portfolio: portfolioView(ledger, ctx.prices) };
  }

  async function getWatchlist(userId: string) {
    const [row] = await db.select().from(watchlists).where(eq(watchlists.userId, userId));
    return { symbols: row?.symbols ?? [...DEFAULT_WATCHLIST] };
  }

  async function putWatchlist(userId: string, symbols: string[]) {
    const clean = [...new Set(symbols.map(sanitiseSymbol))];
    const bad = clean.find((s) => !SYMBOL_PATTERN.test(s));
    if (bad !== undefined)
      throw httpError(400, 'Invalid symbol format. Must be 1-5 letters (e.g., AAPL, BRK.A)');
    if (clean.length > MAX_WATCHLIST)
      throw httpError(400, `A watchlist holds at most ${MAX_WATCHLIST} symbols`);
    await db
      .insert(watchlists)
      .values({ userId, symbols: clean, updatedAt: deps.clock() })
      .onConflictDoUpdate({ target: watchlists.userId, set: { symbols: clean, updatedAt: deps.clock() } });
    return { symbols: clean };
  }

  async function listOrders(userId: string) {
    const row = await readPortfolio(db, userId);
    if (!row) return { pendingOrders: [], advancedOrders: [] };
    const ledger = await loadLedger(db, row, { allAdvanced: true });
    return {
      pendingOrders: [...ledger.pendingOrders].reverse().map((o) => orderView(o, userId)),
      advancedOrders: [...ledger.advancedOrders].reverse().map(advancedOrderView),
    };
  }

  /** The status an order or advanced order of this account ended in, when `id` names one. */
  async function endedOrderStatus(tx: Tx, userId: string, id: string): Promise<string | undefined> {
    if (!UUID.test(id)) return undefined;
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    if (order) return order.status;
    const [advanced] = await tx
      .select({ status: advancedOrders.status })
      .from(advancedOrders)
      .where(and(eq(advancedOrders.id, id), eq(advancedOrders.userId, userId)));
    return advanced?.status;
  }

  async function cancel(userId: string, id: string) {
    const now = deps.clock();
    const ctx: Context = { now, prices: () => undefined, newId };
    type Cancelled = { message: string; order?: OrderView; advancedOrder?: AdvancedOrderView };
    return command<Cancelled>(userId, ctx, async (ledger, tx) => {
      const pending = cancelPendingOrder(ledger, id, now);
      if (pending.ok)
        return {
          state: pending.state,
          effects: pending.effects,
          answer: { message: 'Order cancelled', order: orderView(pending.value, userId) },
        };
      const adv = cancelAdvancedOrder(ledger, id, now);
      if (adv.ok)
        return {
          state: adv.state,
          effects: adv.effects,
          answer: { message: 'Order cancelled', advancedOrder: advancedOrderView(adv.value) },
        };
      if (adv.refusal.reason !== 'ORDER_NOT_FOUND') throw httpError(409, refusalMessage(adv.refusal));
      // Gone from the open orders: one of this account's that ended is 409 with how it ended.
      const status = await endedOrderStatus(tx, userId, id);
      if (status)
        throw httpError(409, refusalMessage({ ...adv.refusal, reason: 'ORDER_NOT_CANCELLABLE', status }));
      throw httpError(404, refusalMessage(adv.refusal));
    });
  }

  async function placeAdvanced(userId: string, req: AdvancedRequest) {
    const ctx = await inputs(userId, [sanitiseSymbol(req.symbol)]);
    return command(userId, ctx, (ledger) => {
      const out = createAdvancedOrder(ledger, req, ctx);
      if (!out.ok) throw httpError(400, refusalMessage(out.refusal));
      return {
        state: out.state,
        effects: out.effects,
        answer: { order: advancedOrderView(out.value), warnings: out.warnings },
      };
    });
  }

  async function emergency(userId: string, enabled: boolean) {
    const now = deps.clock();
    return command(userId, { now, prices: () => undefined, newId }, (ledger) => {
      const out = setEmergencyMode(ledger, enabled, now);
      return {
        state: out.state,
        effects: out.effects,
        answer: { emergencyMode: enabled, cancelled: out.effects.advanced.length },
      };
    });
  }

  /** Read-only ledger + prices for analytics routes. */
  async function readOnly(userId: string, options: { correlation?: boolean } = {}) {
    const ctx = await inputs(userId, [], options);
    const row = await readPortfolio(db, userId);
    if (!row) return { ctx, ledger: undefined };
    const [ledger, recent] = await Promise.all([
      loadLedger(db, row, { snapshots: true, equity: true }),
      loadTradesSince(db, userId, dayChangeSince(ctx.now)),
    ]);
    return { ctx, ledger: { ...ledger, trades: recent } };
  }

  /** The ledger of a user, creating the portfolio on first use. */
  async function portfolioLedger(userId: string) {
    return (await portfolioState(userId)).ledger;
  }

  async function heldSymbols(userId: string) {
    return userSymbols(db, userId);
  }

  return {
    portfolioLedger,
    heldSymbols,
    inputs,
    snapshotsOf,
    portfolio,
    trade,
    tradeAnswer,
    tradeHistory,
    positionList,
    reset,
    getWatchlist,
    putWatchlist,
    listOrders,
    cancel,
    placeAdvanced,
    emergency,
    readOnly,
    command,
  };
}
