import {
  type Candidate,
  LOWEST_TIER,
  movementSlots,
  nextTiers,
  placeLeagues,
  previousWeek,
  standings,
  tierName,
  weekEnd,
  weekKey,
} from '../../../core/leagues/leagues';
import { leaderboardName } from '../../../core/trading/leaderboard-name';
import type { LeagueAnswer } from '../../../shared/api/leagues';
import type { Deps } from '../../deps';
import { learnerState } from '../progress/service';
import {
  activeUserIds,
  earnedTiers,
  insertWeek,
  latestSeq,
  leagueTable,
  markRefreshed,
  membersActiveSince,
  myMembership,
  setNextTiers,
  setWeeklyXp,
  weekMembers,
  weekRow,
} from './store';

// Weekly leagues (decision 0016): placement on Monday 00:00 UTC, standings refreshed by the job at
// most a minute behind, promotion and demotion when the week closes.

/** XP a learner earned in the week: the awards of their activity log dated inside it. */
export async function weeklyXp(deps: Deps, userId: string, week: string): Promise<number> {
  const from = Date.parse(`${week}T00:00:00Z`);
  const to = weekEnd(week).getTime();
  const { progress } = await learnerState(deps, userId);
  return progress.awards
    .filter((a) => {
      const at = Date.parse(a.at);
      return at >= from && at < to;
    })
    .reduce((sum, a) => sum + a.amount, 0);
}

/** Closes `week`: final XP for every member, then each one's tier for the next league. */
async function closeWeek(deps: Deps, week: string): Promise<Map<string, number>> {
  const members = await weekMembers(deps.db, week);
  const byLeague = new Map<
    string,
    { tier: number; members: { userId: string; name: string; weeklyXp: number }[] }
  >();
  for (const m of members) {
    const xp = await weeklyXp(deps, m.userId, week);
    if (xp !== m.weeklyXp) await setWeeklyXp(deps.db, week, m.userId, xp);
    const league = byLeague.get(m.leagueId) ?? { tier: m.tier, members: [] };
    league.members.push({ userId: m.userId, name: '', weeklyXp: xp });
    byLeague.set(m.leagueId, league);
  }
  const next = new Map<string, number>();
  for (const { tier, members: table } of byLeague.values())
    for (const [userId, t] of nextTiers(week, tier, table)) next.set(userId, t);
  await setNextTiers(deps.db, week, next);
  return next;
}

/**
 * Places this week's leagues if no instance has: the learners who earned XP last week, each in the
 * tier they earned (new learners start in Penny Stock). Answers whether this call placed it.
 */
export async function placeWeek(deps: Deps, week: string): Promise<boolean> {
  if (await weekRow(deps.db, week)) return false;
  const last = previousWeek(week);
  const closed = (await weekRow(deps.db, last)) ? await closeWeek(deps, last) : new Map<string, number>();
  const seq = await latestSeq(deps.db);
  const active = await activeUserIds(deps.db, new Date(`${last}T00:00:00Z`), new Date(`${week}T00:00:00Z`));
  const earners: string[] = [];
  for (const userId of active) if ((await weeklyXp(deps, userId, last)) > 0) earners.push(userId);
  const remembered = await earnedTiers(deps.db, earners);
  const candidates: Candidate[] = earners.map((userId) => ({
    userId,
    tier: closed.get(userId) ?? remembered.get(userId) ?? LOWEST_TIER,
  }));
  return insertWeek(deps.db, week, deps.clock(), seq, placeLeagues(week, candidates));
}

/** Brings this week's standings up to date with the XP recorded since the last refresh. */
export async function refreshWeek(deps: Deps, week: string): Promise<number> {
  const row = await weekRow(deps.db, week);
  if (!row) return 0;
  const seq = await latestSeq(deps.db);
  const changed = await membersActiveSince(deps.db, week, row.refreshedSeq);
  for (const { userId } of changed)
    await setWeeklyXp(deps.db, week, userId, await weeklyXp(deps, userId, week));
  await markRefreshed(deps.db, week, seq, deps.clock());
  return changed.length;
}

/** The job's tick: place the week when it has begun, then refresh its standings. */
export async function leaguesTick(deps: Deps): Promise<void> {
  const week = weekKey(deps.clock());
  await placeWeek(deps, week);
  await refreshWeek(deps, week);
}

export async function currentLeague(deps: Deps, userId: string): Promise<LeagueAnswer> {
  const now = deps.clock();
  const week = weekKey(now);
  const endsAt = weekEnd(week).toISOString();
  const secondsLeft = Math.max(0, Math.floor((weekEnd(week).getTime() - now.getTime()) / 1000));
  const [mine, row] = await Promise.all([myMembership(deps.db, week, userId), weekRow(deps.db, week)]);
  if (!mine) {
    const tier = (await earnedTiers(deps.db, [userId])).get(userId) ?? LOWEST_TIER;
    return {
      placed: false,
      tier,
      tierName: tierName(tier),
      endsAt,
      secondsLeft,
      updatedAt: null,
      movesUp: 0,
      movesDown: 0,
      myWeeklyXp: await weeklyXp(deps, userId, week),
      standings: [],
    };
  }
  // The learner's own row is never behind what they just did.
  const mineNow = await weeklyXp(deps, userId, week);
  if (mineNow !== mine.weeklyXp) await setWeeklyXp(deps.db, week, userId, mineNow);
  const table = standings(
    week,
    (await leagueTable(deps.db, mine.leagueId)).map((r) => ({
      userId: r.userId,
      name: leaderboardName(r.userId, r.leaderboardName),
      weeklyXp: r.weeklyXp,
    })),
  );
  const { up, down } = movementSlots(table.length);
  return {
    placed: true,
    movesUp: up,
    movesDown: down,
    myWeeklyXp: mineNow,
    tier: mine.tier,
    tierName: tierName(mine.tier),
    endsAt,
    secondsLeft,
    updatedAt: row?.refreshedAt?.toISOString() ?? row?.placedAt.toISOString() ?? null,
    standings: table.map((s) => ({
      rank: s.rank,
      name: s.name,
      weeklyXp: s.weeklyXp,
      isMe: s.userId === userId,
    })),
  };
}
