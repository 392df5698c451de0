// The timed work of the trading module, one user at a time, each in its own locked transaction:
// matching resting orders and advanced orders (every 15 s), expiring day orders (every 5 min), and the
// daily snapshot. Called by src/server/jobs.
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  type Effects,
  expireAdvancedOrders,
  expirePendingOrders,
  MAX_EQUITY_POINTS,
  MAX_SNAPSHOTS,
  processAdvancedOrders,
  processPendingOrders,
  takeSnapshot,
  toDollars,
} from '../../../core/trading';
import {
  advancedOrders,
  equityPoints,
  idempotencyKeys,
  orders,
  portfolioSnapshots,
  portfolios,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { appendActivity } from '../progress/store';
import { createTradingService } from './service';

const merge = (a: Effects, b: Effects): Effects => ({
  trades: [...a.trades, ...b.trades],
  orders: [...a.orders, ...b.orders],
  advanced: [...a.advanced, ...b.advanced],
});

async function ids(deps: Deps, query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await deps.db.execute(query)) as unknown as { rows: { user_id: string }[] };
  return result.rows.map((r) => r.user_id);
}

export type TickReport = { users: number; trades: number; changed: number; errors: number };

/** Matches every user's resting and advanced orders against current prices. */
export async function processOrdersTick(deps: Deps): Promise<TickReport> {
  const service = createTradingService(deps);
  const users = await ids(
    deps,
    sql`select distinct user_id from ${orders} where status = 'PENDING'
        union select distinct user_id from ${advancedOrders} where status = 'ACTIVE'`,
  );
  const report: TickReport = { users: users.length, trades: 0, changed: 0, errors: 0 };
  for (const userId of users) {
    try {
      const ctx = await service.inputs(userId, []);
      const effects = await service.command(userId, ctx, (ledger) => {
        const pending = processPendingOrders(ledger, ctx);
        const advanced = processAdvancedOrders(pending.state, ctx);
        const all = merge(pending.effects, advanced.effects);
        return { state: advanced.state, effects: all, answer: all };
      });
      report.trades += effects.trades.length;
      // Fills made here (resting orders crossing, stops triggering) earn trade XP like immediate ones:
      // the activity log is what XP and achievements are derived from. Never fails the tick.
      for (const t of effects.trades) {
        await appendActivity(deps.db, {
          userId,
          type: 'trade_execute',
          data: { symbol: t.symbol, side: t.type, quantity: t.shares, price: toDollars(t.price) },
          at: deps.clock(),
        }).catch((err) => deps.log.warn({ err, userId }, 'could not record the trade activity'));
      }
      report.changed += effects.orders.length + effects.advanced.length;
    } catch (error) {
      report.errors++;
      deps.log.error({ err: error, userId }, 'order processing failed');
    }
  }
  return report;
}

/** Idempotency keys are honoured for this long, then forgotten. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

/** Day orders (resting and advanced) older than 24 hours become EXPIRED; old idempotency keys go. */
export async function expiryTick(deps: Deps): Promise<TickReport> {
  const service = createTradingService(deps);
  const cutoff = new Date(deps.clock().getTime() - 24 * 3600_000);
  await deps.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(deps.clock().getTime() - IDEMPOTENCY_TTL_MS)));
  const users = await ids(
    deps,
    sql`select distinct user_id from ${orders} where status = 'PENDING' and time_in_force = 'day' and created_at <= ${cutoff.toISOString()}
        union select distinct user_id from ${advancedOrders} where status = 'ACTIVE' and time_in_force = 'DAY' and created_at <= ${cutoff.toISOString()}`,
  );
  const report: TickReport = { users: users.length, trades: 0, changed: 0, errors: 0 };
  for (const userId of users) {
    try {
      const now = deps.clock();
      const effects = await service.command(
        userId,
        { now, prices: () => undefined, newId: () => crypto.randomUUID() },
        (ledger) => {
          const pending = expirePendingOrders(ledger, now);
          const advanced = expireAdvancedOrders(pending.state, now);
          const all = merge(pending.effects, advanced.effects);
          return { state: advanced.state, effects: all, answer: all };
        },
      );
      report.changed += effects.orders.length + effects.advanced.length;
    } catch (error) {
      report.errors++;
      deps.log.error({ err: error, userId }, 'order expiry failed');
    }
  }
  return report;
}

/** Today's snapshot of every portfolio (replacing an earlier one of the same day); keeps 90 and 365 points. */
export async function snapshotTick(deps: Deps): Promise<TickReport> {
  const service = createTradingService(deps);
  const users = (await deps.db.select({ userId: portfolios.userId }).from(portfolios)).map((r) => r.userId);
  const report: TickReport = { users: users.length, trades: 0, changed: 0, errors: 0 };
  for (const userId of users) {
    try {
      const [ctx, snapshots] = await Promise.all([service.inputs(userId, []), service.snapshotsOf(userId)]);
      await service.command(
        userId,
        ctx,
        async (ledger, tx) => {
          const { state, snapshot } = takeSnapshot(ledger, ctx.prices, ctx.now);
          await tx
            .insert(portfolioSnapshots)
            .values({ userId, ...snapshot })
            .onConflictDoUpdate({
              target: [portfolioSnapshots.userId, portfolioSnapshots.date],
              set: { ...snapshot },
            });
          await tx
            .insert(equityPoints)
            .values({ userId, date: snapshot.date, value: snapshot.portfolioValue })
            .onConflictDoUpdate({
              target: [equityPoints.userId, equityPoints.date],
              set: { value: snapshot.portfolioValue },
            });
          await pruneOlder(tx, portfolioSnapshots, userId, MAX_SNAPSHOTS);
          await pruneOlder(tx, equityPoints, userId, MAX_EQUITY_POINTS);
          return { state, effects: { trades: [], orders: [], advanced: [] }, answer: null };
        },
        // The day change is measured against the previous day's snapshot.
        (l) => ({ ...l, snapshots }),
      );
      report.changed++;
    } catch (error) {
      report.errors++;
      deps.log.error({ err: error, userId }, 'snapshot failed');
    }
  }
  return report;
}

type Dated = typeof portfolioSnapshots | typeof equityPoints;

async function pruneOlder(
  tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0],
  table: Dated,
  userId: string,
  keep: number,
) {
  const rows = await tx
    .select({ date: table.date })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(sql`${table.date} desc`)
    .offset(keep - 1)
    .limit(1);
  const oldestKept = rows[0]?.date;
  if (oldestKept) await tx.delete(table).where(and(eq(table.userId, userId), lt(table.date, oldestKept)));
}
