// Stored rankings (issue 21, decision 0019). The rankings job measures every learner's portfolio over
// each period (return, Sharpe, excess over the S&P 500), orders them with the one tie-break of
// src/core/trading/rankings.ts and writes their positions; GET /leaderboard reads one page of
// positions through an index, so a page costs the same at 100,000 learners as at 100.
import { and, asc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { indices } from '../../../core/market';
import { toCents, toDollars, tradingDay } from '../../../core/trading';
import { leaderboardName } from '../../../core/trading/leaderboard-name';
import {
  RANK_MEASURES,
  type RankMeasure,
  rankBy,
  type Standing,
  standing,
} from '../../../core/trading/rankings';
import type { EquityPoint } from '../../../core/trading/types';
import type { LeaderboardAnswer } from '../../../shared/api/trading';
import {
  equityPoints,
  portfolioSnapshots,
  portfolios,
  positions,
  rankingEntries,
  rankingRefreshes,
  trades,
  users,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { JOB_LOCKS, withAdvisoryLock } from '../../jobs/advisory';
import { prefetch } from './prices';

export type Period = LeaderboardAnswer['period'];
export const PERIODS: readonly Period[] = ['day', 'week', 'month', 'overall'];
const PERIOD_DAYS: Record<Period, number | null> = { day: 1, week: 7, month: 30, overall: null };

/** The personal portfolios' leaderboard; each game's has its own scope (gameScope). */
export const OVERALL_SCOPE = 'overall';
export const gameScope = (competitionId: string) => `game:${competitionId}`;
const INDEX_SYMBOL = '^GSPC';
/** Learners measured per round trip while ranking. */
const CHUNK = 2000;
/** Rows per INSERT (13 columns, under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 4000;

type Window = { period: Period; since: string | null; sinceAt: Date | null };

/**
 * The S&P 500 level at an instant from the market model (the index every simulated price follows),
 * memoised by minute for one ranking run.
 */
function indexLevels() {
  const memo = new Map<number, number | undefined>();
  return (at: Date) => {
    const minute = Math.floor(at.getTime() / 60_000);
    if (!memo.has(minute))
      memo.set(minute, indices(new Date(minute * 60_000)).find((i) => i.symbol === INDEX_SYMBOL)?.price);
    return memo.get(minute);
  };
}

/** After the close of a New York trading day in summer and winter time alike. */
const afterClose = (date: string) => new Date(`${date}T21:00:00Z`);

/** Measures one chunk of learners (ids in order) over every period. */
async function measureChunk(
  deps: Deps,
  rows: { userId: string; ownerId: string; cash: number; startingCash: number; createdAt: Date }[],
  windows: Window[],
  now: Date,
  indexAt: (at: Date) => number | undefined,
) {
  const { db } = deps;
  const ids = rows.map((r) => r.userId);
  const today = tradingDay(now);
  const [held, points, snaps, counts] = await Promise.all([
    db
      .select({
        userId: positions.userId,
        symbol: positions.symbol,
        shares: positions.shares,
        costBasis: positions.costBasis,
      })
      .from(positions)
      .where(inArray(positions.userId, ids)),
    db
      .select({ userId: equityPoints.userId, date: equityPoints.date, value: equityPoints.value })
      .from(equityPoints)
      .where(inArray(equityPoints.userId, ids))
      .orderBy(equityPoints.userId, equityPoints.date),
    db
      .select({
        userId: portfolioSnapshots.userId,
        date: portfolioSnapshots.date,
        value: portfolioSnapshots.portfolioValue,
      })
      .from(portfolioSnapshots)
      .where(inArray(portfolioSnapshots.userId, ids))
      .orderBy(portfolioSnapshots.userId, portfolioSnapshots.date),
    db
      .select({
        userId: trades.userId,
        ...Object.fromEntries(
          windows.map((w) => [
            w.period,
            w.sinceAt === null
              ? sql<number>`count(*)::int`
              : sql<number>`(count(*) filter (where ${trades.timestamp} >= ${w.sinceAt.toISOString()}))::int`,
          ]),
        ),
      })
      .from(trades)
      .where(inArray(trades.userId, ids))
      .groupBy(trades.userId),
  ]);
  const prices = await prefetch(
    held.map((p) => p.symbol),
    now,
  );
  const group = <T extends { userId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const x of list) map.set(x.userId, [...(map.get(x.userId) ?? []), x]);
    return map;
  };
  const heldBy = group(held);
  const pointsBy = group(points);
  const snapsBy = group(snaps);
  const countsBy = new Map(counts.map((c) => [c.userId, c as unknown as Record<Period, number>]));
  const indexNow = indexAt(now);
  const out: { period: Period; standing: Standing; trades: number }[] = [];
  for (const r of rows) {
    const value =
      r.cash +
      (heldBy.get(r.userId) ?? []).reduce((s, p) => {
        const q = prices(p.symbol);
        return s + p.shares * (q ? toCents(q.price) : Math.round(p.costBasis / Math.max(1, p.shares)));
      }, 0);
    const curve: EquityPoint[] = [
      ...(pointsBy.get(r.userId) ?? []).filter((p) => p.date !== today),
      { date: today, value },
    ];
    for (const w of windows) {
      // The last snapshot on or before the start of the period is the baseline (as before issue 21).
      const base =
        w.since === null ? undefined : (snapsBy.get(r.userId) ?? []).filter((s) => s.date <= w.since!).at(-1);
      const from = base?.date ?? w.since;
      out.push({
        period: w.period,
        trades: countsBy.get(r.userId)?.[w.period] ?? 0,
        standing: standing({
          // Ranked as the learner who trades it (the account key differs for a game portfolio).
          userId: r.ownerId,
          joinedAt: r.createdAt.toISOString(),
          value,
          baseline: base?.value ?? r.startingCash,
          curve: from === null ? curve : curve.filter((p) => p.date >= from),
          indexStart: indexAt(base ? afterClose(base.date) : r.createdAt),
          indexNow,
        }),
      });
    }
  }
  return out;
}

/**
 * Measures and ranks the portfolios `accounts` selects over `periods` and stores them under `scope`;
 * answers the number ranked over the last period.
 */
async function refreshScope(
  deps: Deps,
  scope: string,
  accounts: SQL,
  periods: readonly Period[],
): Promise<number> {
  const { db } = deps;
  const now = deps.clock();
  const windows: Window[] = periods.map((period) => {
    const days = PERIOD_DAYS[period];
    const sinceAt = days === null ? null : new Date(now.getTime() - days * 86_400_000);
    return { period, sinceAt, since: sinceAt && tradingDay(sinceAt) };
  });
  const indexAt = indexLevels();
  const measured = new Map<Period, { standing: Standing; trades: number }[]>(periods.map((p) => [p, []]));
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        userId: portfolios.userId,
        ownerId: portfolios.ownerId,
        cash: portfolios.cash,
        startingCash: portfolios.startingCash,
        createdAt: portfolios.createdAt,
      })
      .from(portfolios)
      .where(after === undefined ? accounts : and(accounts, gt(portfolios.userId, after)))
      .orderBy(asc(portfolios.userId))
      .limit(CHUNK);
    if (rows.length === 0) break;
    for (const m of await measureChunk(deps, rows, windows, now, indexAt)) measured.get(m.period)!.push(m);
    after = rows.at(-1)!.userId;
    if (rows.length < CHUNK) break;
  }
  const values: (typeof rankingEntries.$inferInsert)[] = [];
  const refreshes: (typeof rankingRefreshes.$inferInsert)[] = [];
  for (const [period, list] of measured) {
    const standings = list.map((m) => m.standing);
    const [byReturn, bySharpe, byExcess] = RANK_MEASURES.map((m) => rankBy(standings, m));
    for (const { standing: s, trades: n } of list)
      values.push({
        scope,
        period,
        userId: s.userId,
        totalValue: s.value,
        returnAmount: s.returnAmount,
        returnPercent: s.returnPercent,
        sharpe: s.sharpe,
        excessPercent: s.excessPercent,
        tradingDays: s.tradingDays,
        trades: n,
        returnRank: byReturn!.get(s.userId)!,
        sharpeRank: bySharpe!.get(s.userId) ?? null,
        excessRank: byExcess!.get(s.userId)!,
      });
    refreshes.push({ scope, period, refreshedAt: now, total: list.length, sharpeRanked: bySharpe!.size });
  }
  // One transaction: a reader sees the whole previous ranking or the whole new one.
  await db.transaction(async (tx) => {
    await tx.delete(rankingEntries).where(eq(rankingEntries.scope, scope));
    for (let i = 0; i < values.length; i += INSERT_CHUNK)
      await tx.insert(rankingEntries).values(values.slice(i, i + INSERT_CHUNK));
    for (const r of refreshes)
      await tx
        .insert(rankingRefreshes)
        .values(r)
        .onConflictDoUpdate({
          target: [rankingRefreshes.scope, rankingRefreshes.period],
          set: { refreshedAt: r.refreshedAt, total: r.total, sharpeRanked: r.sharpeRanked },
        });
  });
  return measured.get(periods.at(-1)!)!.length;
}

/** Measures and ranks every learner's personal portfolio over every period; answers the number ranked. */
export async function refreshRankings(deps: Deps): Promise<number> {
  return refreshScope(deps, OVERALL_SCOPE, isNull(portfolios.competitionId), PERIODS);
}

/** Ranks a game's players (not those the organiser removed) over the whole game. */
export async function refreshGameRanking(deps: Deps, competitionId: string): Promise<number> {
  const playing = sql`${portfolios.userId} in (select account_id from competition_players
    where competition_id = ${competitionId} and removed_at is null)`;
  return refreshScope(
    deps,
    gameScope(competitionId),
    and(eq(portfolios.competitionId, competitionId), playing)!,
    ['overall'],
  );
}

/** The job's tick. */
export async function rankingsTick(deps: Deps): Promise<void> {
  await refreshRankings(deps);
}

const RANK_COLUMN = {
  return: rankingEntries.returnRank,
  sharpe: rankingEntries.sharpeRank,
  excess: rankingEntries.excessRank,
} as const;

export async function refreshRow(deps: Deps, period: Period, scope = OVERALL_SCOPE) {
  const [row] = await deps.db
    .select()
    .from(rankingRefreshes)
    .where(and(eq(rankingRefreshes.scope, scope), eq(rankingRefreshes.period, period)));
  return row;
}

/** One page of the stored ranking: positions offset+1 … offset+limit under `measure`. */
export async function leaderboardPage(
  deps: Deps,
  userId: string,
  period: Period,
  measure: RankMeasure,
  limit: number,
  offset: number,
  scope = OVERALL_SCOPE,
): Promise<LeaderboardAnswer> {
  let refreshed = await refreshRow(deps, period, scope);
  if (!refreshed && scope === OVERALL_SCOPE) {
    // Never ranked yet (a new installation): rank now, once, unless another instance is at it.
    await withAdvisoryLock(deps, JOB_LOCKS.rankings, () => refreshRankings(deps).then(() => undefined));
    refreshed = await refreshRow(deps, period, scope);
  }
  const column = RANK_COLUMN[measure];
  const rows = await deps.db
    .select({
      userId: rankingEntries.userId,
      position: column,
      totalValue: rankingEntries.totalValue,
      returnAmount: rankingEntries.returnAmount,
      returnPercent: rankingEntries.returnPercent,
      sharpe: rankingEntries.sharpe,
      excessPercent: rankingEntries.excessPercent,
      tradingDays: rankingEntries.tradingDays,
      trades: rankingEntries.trades,
      leaderboardName: users.leaderboardName,
    })
    .from(rankingEntries)
    .innerJoin(users, eq(users.id, rankingEntries.userId))
    .where(
      and(
        eq(rankingEntries.scope, scope),
        eq(rankingEntries.period, period),
        isNotNull(column),
        gt(column, offset),
      ),
    )
    .orderBy(asc(column))
    .limit(limit);
  const total = refreshed ? (measure === 'sharpe' ? refreshed.sharpeRanked : refreshed.total) : 0;
  return {
    period,
    rank: measure,
    entries: rows.map((r) => ({
      rank: r.position!,
      // Never the account's name by default: the learner's chosen name only with consent.
      username: leaderboardName(r.userId, r.leaderboardName),
      isCurrentUser: r.userId === userId,
      totalValue: toDollars(r.totalValue),
      returnAmount: toDollars(r.returnAmount),
      returnPercent: r.returnPercent,
      trades: r.trades,
      sharpeRatio: r.sharpe,
      excessReturn: r.excessPercent,
      tradingDays: r.tradingDays,
    })),
    total,
    limit,
    offset,
    unranked: refreshed ? refreshed.total - total : 0,
    updatedAt: refreshed?.refreshedAt.toISOString() ?? null,
  };
}
