import { and, eq, sql } from 'drizzle-orm';
import { replayTrades, STARTING_CASH_CENTS } from '../../core/trading';
import type { Db } from '../db/connect';
import { idempotencyKeys, orders, trades } from '../db/schema';
import { loadLedger, loadTrades, readPortfolio } from '../modules/trading/store';

// Reads one account's stored ledger and replays its trade log with the core engine: what a crash or
// a restore must leave consistent.

export type Audit = {
  stored: { cash: number; positions: { symbol: string; shares: number; costBasis: number }[] };
  replayed: { cash: number; positions: { symbol: string; shares: number; costBasis: number }[] };
  tradeIds: string[];
  /** Trades whose order row is missing or not filled (a half-applied order). */
  orphanTrades: number;
  /** Filled orders with no trade. */
  fillsWithoutTrade: number;
  /** Stored idempotent answers that report a trade the log does not hold. */
  answersWithoutTrade: number;
};

const brief = (p: { symbol: string; shares: number; costBasis: number }) => ({
  symbol: p.symbol,
  shares: p.shares,
  costBasis: p.costBasis,
});

export async function auditLedger(db: Db, userId: string): Promise<Audit> {
  const row = await readPortfolio(db, userId);
  if (!row) throw new Error(`no portfolio for ${userId}`);
  const ledger = await loadLedger(db, row);
  const log = (await loadTrades(db, userId, 100_000)).reverse();
  const replayed = replayTrades(STARTING_CASH_CENTS, log);
  const bySymbol = (a: { symbol: string }, b: { symbol: string }) => (a.symbol < b.symbol ? -1 : 1);
  const [orphans] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trades)
    .where(
      and(
        eq(trades.userId, userId),
        sql`not exists (select 1 from ${orders} o where o.id = ${trades.orderId} and o.status = 'FILLED')`,
      ),
    );
  const [unfilled] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'FILLED'),
        sql`not exists (select 1 from ${trades} t where t.order_id = ${orders.id})`,
      ),
    );
  const ids = new Set(log.map((t) => t.id));
  const answers = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  const answersWithoutTrade = answers.filter((a) => {
    const trade = (a.response as { trade?: { id?: string } | null }).trade;
    return a.statusCode === 200 && trade?.id !== undefined && !ids.has(trade.id);
  }).length;
  return {
    stored: { cash: ledger.cash, positions: ledger.positions.map(brief).sort(bySymbol) },
    replayed: { cash: replayed.cash, positions: replayed.positions.map(brief).sort(bySymbol) },
    tradeIds: log.map((t) => t.id),
    orphanTrades: orphans?.n ?? 0,
    fillsWithoutTrade: unfilled?.n ?? 0,
    answersWithoutTrade,
  };
}
