// Trading games (issue 21 points 1 and 3, decision 0027): create, join by code, list, the game's
// page, its ranking, the organiser's removal of a player, classroom consent and the class table, and
// the end of a game (the ranking frozen, the top three given XP). Each player trades a portfolio of
// their own in the game, made at join with the game's starting cash and run by the trading engine.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import {
  type CompetitionRules,
  competitionStatus,
  inviteCode,
  normaliseCode,
  scheduleProblem,
} from '../../../core/competitions/rules';
import { newYorkDate } from '../../../core/market';
import { toCents } from '../../../core/trading';
import { leaderboardName } from '../../../core/trading/leaderboard-name';
import type { RankMeasure } from '../../../core/trading/rankings';
import type {
  ClassroomAnswer,
  CompetitionDetail,
  CompetitionLeaderboardAnswer,
  CompetitionSummary,
  CreateCompetitionBody,
} from '../../../shared/api/competitions';
import { GAME_NOT_FOUND, PLAYER_NOT_FOUND } from '../../../shared/api/competitions';
import {
  activities,
  competitionPlayers,
  competitions,
  portfolios,
  rankingEntries,
  users,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { JOB_LOCKS, withAdvisoryLock } from '../../jobs/advisory';
import { gameScope, leaderboardPage, refreshGameRanking, refreshRow } from '../trading/rankings';

type CompetitionRow = typeof competitions.$inferSelect;

const today = (deps: Deps) => newYorkDate(deps.clock());
const GAMES_LISTED = 50;

async function organiserNames(deps: Deps, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await deps.db
    .select({ id: users.id, chosen: users.leaderboardName })
    .from(users)
    .where(sql`${users.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, leaderboardName(r.id, r.chosen)]));
}

async function playerCounts(deps: Deps, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await deps.db
    .select({ id: competitionPlayers.competitionId, n: sql<number>`count(*)::int` })
    .from(competitionPlayers)
    .where(and(sql`${competitionPlayers.competitionId} in ${ids}`, isNull(competitionPlayers.removedAt)))
    .groupBy(competitionPlayers.competitionId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function membershipsOf(deps: Deps, userId: string) {
  const rows = await deps.db
    .select({ id: competitionPlayers.competitionId, removedAt: competitionPlayers.removedAt })
    .from(competitionPlayers)
    .where(eq(competitionPlayers.userId, userId));
  return new Map(rows.map((r) => [r.id, r.removedAt === null]));
}

async function summaries(deps: Deps, userId: string, rows: CompetitionRow[]): Promise<CompetitionSummary[]> {
  const ids = rows.map((r) => r.id);
  const [names, counts, playing] = await Promise.all([
    organiserNames(deps, [...new Set(rows.map((r) => r.organiserId))]),
    playerCounts(deps, ids),
    membershipsOf(deps, userId),
  ]);
  const now = today(deps);
  return rows.map((r) => {
    const isOrganiser = r.organiserId === userId;
    const isPlayer = playing.get(r.id) === true;
    return {
      id: r.id,
      name: r.name,
      code: isOrganiser || isPlayer || r.visibility === 'public' ? r.code : null,
      startDate: r.startDate,
      endDate: r.endDate,
      startingCash: r.startingCash / 100,
      visibility: r.visibility as 'public' | 'private',
      classroom: r.classroom,
      rules: { ...r.rules, orderTypes: [...r.rules.orderTypes] },
      status: competitionStatus(r.startDate, r.endDate, now),
      players: counts.get(r.id) ?? 0,
      organiser: names.get(r.organiserId) ?? '',
      isOrganiser,
      isPlayer,
    };
  });
}

async function findCompetition(deps: Deps, id: string): Promise<CompetitionRow | undefined> {
  return (await deps.db.select().from(competitions).where(eq(competitions.id, id)))[0];
}

/** The game, when this learner may see it: its organiser, a player, or anyone for a public game. */
async function visibleCompetition(deps: Deps, userId: string, id: string): Promise<CompetitionRow> {
  const row = await findCompetition(deps, id);
  if (!row) throw httpError(404, GAME_NOT_FOUND);
  if (row.visibility === 'public' || row.organiserId === userId) return row;
  const [member] = await deps.db
    .select({ removedAt: competitionPlayers.removedAt })
    .from(competitionPlayers)
    .where(and(eq(competitionPlayers.competitionId, id), eq(competitionPlayers.userId, userId)));
  if (!member || member.removedAt) throw httpError(404, GAME_NOT_FOUND);
  return row;
}

/** Adds `userId` as a player with a fresh portfolio holding the game's starting cash. */
async function addPlayer(deps: Deps, row: CompetitionRow, userId: string): Promise<void> {
  const accountId = randomUUID();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(competitionPlayers)
      .values({ competitionId: row.id, userId, accountId, joinedAt: now })
      .onConflictDoNothing()
      .returning({ accountId: competitionPlayers.accountId });
    if (inserted.length === 0) return; // already playing (a second click, or another tab)
    await tx.insert(portfolios).values({
      userId: accountId,
      ownerId: userId,
      competitionId: row.id,
      startingCash: row.startingCash,
      cash: row.startingCash,
      peakValue: row.startingCash,
      // The server's clock (not the database's): the excess return is measured from this instant.
      createdAt: now,
      updatedAt: now,
      accountType: row.rules.shorting ? 'margin' : 'cash',
      commission: toCents(row.rules.commission),
      realism: 'realistic',
    });
  });
}

export async function createCompetition(
  deps: Deps,
  userId: string,
  body: Required<Omit<CreateCompetitionBody, 'rules'>> & { rules: CompetitionRules },
): Promise<CompetitionSummary> {
  const problem = scheduleProblem(body.startDate, body.endDate, today(deps));
  if (problem) throw httpError(400, problem);
  const id = randomUUID();
  let row: CompetitionRow | undefined;
  // Codes are random over 31^8; a clash with an existing code is retried.
  for (let attempt = 0; attempt < 5 && !row; attempt++) {
    [row] = await deps.db
      .insert(competitions)
      .values({
        id,
        name: body.name,
        code: inviteCode(randomBytes(8)),
        organiserId: userId,
        startDate: body.startDate,
        endDate: body.endDate,
        startingCash: toCents(body.startingCash),
        visibility: body.visibility,
        classroom: body.classroom,
        rules: body.rules,
        createdAt: deps.clock(),
      })
      .onConflictDoNothing()
      .returning();
  }
  if (!row) throw new Error('no free invite code after 5 attempts');
  // The organiser plays too (a teacher who does not trade simply never places an order).
  await addPlayer(deps, row, userId);
  return (await summaries(deps, userId, [row]))[0]!;
}

export async function listCompetitions(deps: Deps, userId: string) {
  const mineIds = deps.db
    .select({ id: competitionPlayers.competitionId })
    .from(competitionPlayers)
    .where(and(eq(competitionPlayers.userId, userId), isNull(competitionPlayers.removedAt)));
  const mine = await deps.db
    .select()
    .from(competitions)
    .where(or(eq(competitions.organiserId, userId), sql`${competitions.id} in ${mineIds}`))
    .orderBy(asc(competitions.endDate), asc(competitions.name))
    .limit(GAMES_LISTED);
  const taken = new Set(mine.map((r) => r.id));
  const open = await deps.db
    .select()
    .from(competitions)
    .where(and(eq(competitions.visibility, 'public'), gte(competitions.endDate, today(deps))))
    .orderBy(asc(competitions.startDate), asc(competitions.name))
    .limit(GAMES_LISTED + taken.size);
  const [mineList, publicList] = await Promise.all([
    summaries(deps, userId, mine),
    summaries(
      deps,
      userId,
      open.filter((r) => !taken.has(r.id)),
    ),
  ]);
  return { mine: mineList, public: publicList.filter((g) => !g.isPlayer).slice(0, GAMES_LISTED) };
}

export async function joinCompetition(
  deps: Deps,
  userId: string,
  typed: string,
): Promise<CompetitionSummary> {
  const code = normaliseCode(typed);
  const [row] = await deps.db.select().from(competitions).where(eq(competitions.code, code));
  if (!row) throw httpError(404, 'No competition has that code. Check it with the organiser.');
  if (competitionStatus(row.startDate, row.endDate, today(deps)) === 'ended')
    throw httpError(400, `This competition ended on ${row.endDate}: it cannot be joined any more.`);
  const [member] = await deps.db
    .select({ removedAt: competitionPlayers.removedAt })
    .from(competitionPlayers)
    .where(and(eq(competitionPlayers.competitionId, row.id), eq(competitionPlayers.userId, userId)));
  if (member?.removedAt) throw httpError(403, 'The organiser removed you from this competition.');
  if (!member) await addPlayer(deps, row, userId);
  return (await summaries(deps, userId, [row]))[0]!;
}

export async function competitionDetail(deps: Deps, userId: string, id: string): Promise<CompetitionDetail> {
  const row = await visibleCompetition(deps, userId, id);
  const [summary] = await summaries(deps, userId, [row]);
  const players = await deps.db
    .select({
      userId: competitionPlayers.userId,
      joinedAt: competitionPlayers.joinedAt,
      sharesProgress: competitionPlayers.sharesProgress,
      finalRank: competitionPlayers.finalRank,
      chosen: users.leaderboardName,
    })
    .from(competitionPlayers)
    .innerJoin(users, eq(users.id, competitionPlayers.userId))
    .where(and(eq(competitionPlayers.competitionId, id), isNull(competitionPlayers.removedAt)))
    .orderBy(asc(competitionPlayers.joinedAt));
  const mine = players.find((p) => p.userId === userId);
  return {
    ...summary!,
    playerList: players.map((p) => ({
      userId: p.userId,
      name: leaderboardName(p.userId, p.chosen),
      joinedAt: p.joinedAt.toISOString(),
      isMe: p.userId === userId,
      sharesProgress: p.sharesProgress,
    })),
    me: mine ? { sharesProgress: mine.sharesProgress, finalRank: mine.finalRank } : null,
    rankingFrozenAt: row.rankingFrozenAt?.toISOString() ?? null,
  };
}

/** Re-ranks a running game when a trade, a join or a removal came after its last ranking. */
async function rankIfStale(deps: Deps, id: string): Promise<void> {
  const refreshed = await refreshRow(deps, 'overall', gameScope(id));
  if (refreshed) {
    const result = (await deps.db.execute(sql`
      select exists (select 1 from trades t join portfolios p on p.user_id = t.user_id
          where p.competition_id = ${id} and t.timestamp >= ${refreshed.refreshedAt.toISOString()})
        or exists (select 1 from competition_players c where c.competition_id = ${id}
          and (c.joined_at >= ${refreshed.refreshedAt.toISOString()} or c.removed_at >= ${refreshed.refreshedAt.toISOString()}))
        as stale`)) as unknown as { rows: { stale: boolean }[] };
    if (!result.rows[0]?.stale) return;
  }
  // One writer at a time; a reader that finds the lock taken reads the ranking being replaced.
  await withAdvisoryLock(deps, JOB_LOCKS.rankings, async () => {
    await refreshGameRanking(deps, id);
  });
}

export async function competitionLeaderboard(
  deps: Deps,
  userId: string,
  id: string,
  measure: RankMeasure,
  limit: number,
  offset: number,
): Promise<CompetitionLeaderboardAnswer> {
  const row = await visibleCompetition(deps, userId, id);
  if (!row.rankingFrozenAt) await rankIfStale(deps, id);
  const page = await leaderboardPage(deps, userId, 'overall', measure, limit, offset, gameScope(id));
  return { ...page, frozen: row.rankingFrozenAt !== null };
}

async function organisedCompetition(deps: Deps, userId: string, id: string): Promise<CompetitionRow> {
  const row = await visibleCompetition(deps, userId, id);
  if (row.organiserId !== userId) throw httpError(403, 'Only the organiser of this competition can do that.');
  return row;
}

export async function removePlayer(deps: Deps, userId: string, id: string, playerId: string) {
  const row = await organisedCompetition(deps, userId, id);
  if (playerId === userId) throw httpError(400, 'You organise this competition: you cannot remove yourself.');
  if (row.rankingFrozenAt) throw httpError(400, 'This competition has ended: its ranking is final.');
  const removed = await deps.db
    .update(competitionPlayers)
    .set({ removedAt: deps.clock() })
    .where(
      and(
        eq(competitionPlayers.competitionId, id),
        eq(competitionPlayers.userId, playerId),
        isNull(competitionPlayers.removedAt),
      ),
    )
    .returning({ userId: competitionPlayers.userId });
  if (removed.length === 0) throw httpError(404, PLAYER_NOT_FOUND);
  return { message: 'Player removed. They can no longer trade or be ranked in this competition.' };
}

export async function setConsent(deps: Deps, userId: string, id: string, shareProgress: boolean) {
  const row = await visibleCompetition(deps, userId, id);
  if (!row.classroom) throw httpError(400, 'Only a class competition shares lesson progress.');
  const updated = await deps.db
    .update(competitionPlayers)
    .set({ sharesProgress: shareProgress })
    .where(
      and(
        eq(competitionPlayers.competitionId, id),
        eq(competitionPlayers.userId, userId),
        isNull(competitionPlayers.removedAt),
      ),
    )
    .returning({ sharesProgress: competitionPlayers.sharesProgress });
  if (updated.length === 0) throw httpError(404, 'You do not play in this competition.');
  return { shareProgress: updated[0]!.sharesProgress };
}

/** The organiser's class table: only players who consented, each figure from the stored records. */
export async function classroom(deps: Deps, userId: string, id: string): Promise<ClassroomAnswer> {
  const row = await organisedCompetition(deps, userId, id);
  if (!row.classroom) throw httpError(400, 'This competition is not a class competition.');
  if (!row.rankingFrozenAt) await rankIfStale(deps, id);
  const result = (await deps.db.execute(sql`
    select c.user_id, c.shares_progress, u.leaderboard_name, quiz.answered, quiz.right_first,
      coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as name,
      (select count(distinct a.lesson_id)::int from ${activities} a
        where a.user_id = c.user_id and a.type = 'lesson_complete') as lessons,
      (select count(*)::int from trades t where t.user_id = c.account_id
        and t.type in ('BUY', 'SELL')) as trades,
      (select r.return_rank from ${rankingEntries} r where r.scope = ${gameScope(id)}
        and r.period = 'overall' and r.user_id = c.user_id) as rank
    from competition_players c join users u on u.id = c.user_id
    -- Each question's first answer, read once for both counts.
    cross join lateral (select count(*)::int as answered, (count(*) filter (where f.correct))::int as right_first
      from (select distinct on (q.card_id) q.correct from quiz_answers q
        where q.user_id = c.user_id order by q.card_id, q.at, q.id) f) quiz
    where c.competition_id = ${id} and c.removed_at is null
    order by c.joined_at`)) as unknown as {
    rows: {
      user_id: string;
      shares_progress: boolean;
      name: string | null;
      leaderboard_name: string | null;
      lessons: number;
      answered: number;
      right_first: number;
      trades: number;
      rank: number | null;
    }[];
  };
  const sharing = result.rows.filter((r) => r.shares_progress && r.user_id !== userId);
  return {
    players: sharing.map((r) => ({
      userId: r.user_id,
      // Consent covers their progress, so the organiser sees the name the learner signed up with.
      name: r.name ?? leaderboardName(r.user_id, r.leaderboard_name),
      lessonsCompleted: Number(r.lessons),
      quizAccuracy:
        Number(r.answered) > 0 ? Math.round((Number(r.right_first) / Number(r.answered)) * 1000) / 10 : null,
      trades: Number(r.trades),
      rank: r.rank === null ? null : Number(r.rank),
    })),
    notSharing: result.rows.filter((r) => !r.shares_progress && r.user_id !== userId).length,
  };
}

/**
 * The end of every game whose end date has passed: its final ranking, each player's final rank,
 * and the top three's XP, in one transaction with the game marked frozen, so it happens once.
 */
export async function finishEndedCompetitions(deps: Deps): Promise<number> {
  const ended = await deps.db
    .select()
    .from(competitions)
    .where(and(isNull(competitions.rankingFrozenAt), lt(competitions.endDate, today(deps))));
  for (const row of ended) {
    await refreshGameRanking(deps, row.id);
    const ranked = await deps.db
      .select({ userId: rankingEntries.userId, rank: rankingEntries.returnRank })
      .from(rankingEntries)
      .where(and(eq(rankingEntries.scope, gameScope(row.id)), eq(rankingEntries.period, 'overall')))
      .orderBy(asc(rankingEntries.returnRank));
    const now = deps.clock();
    await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(competitions)
        .set({ rankingFrozenAt: now })
        .where(and(eq(competitions.id, row.id), isNull(competitions.rankingFrozenAt)))
        .returning({ id: competitions.id });
      if (claimed.length === 0) return;
      for (const r of ranked)
        await tx
          .update(competitionPlayers)
          .set({ finalRank: r.rank })
          .where(and(eq(competitionPlayers.competitionId, row.id), eq(competitionPlayers.userId, r.userId)));
      const podium = ranked.filter((r) => r.rank <= 3);
      if (podium.length > 0)
        await tx.insert(activities).values(
          podium.map((r) => ({
            userId: r.userId,
            type: 'competition_podium',
            lessonId: null,
            data: { competitionId: row.id, rank: r.rank },
            at: now,
          })),
        );
    });
  }
  return ended.length;
}

/** The rankings job's share: every running game re-ranked (at most a minute behind), ended ones finished. */
export async function competitionsTick(deps: Deps): Promise<void> {
  const now = today(deps);
  const running = await deps.db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(isNull(competitions.rankingFrozenAt), sql`${competitions.startDate} <= ${now}`));
  for (const { id } of running) await refreshGameRanking(deps, id);
  await finishEndedCompetitions(deps);
}
