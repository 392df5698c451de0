import { and, desc, eq, gt, gte, inArray, isNotNull, lt, max } from 'drizzle-orm';
import { LEAGUE_SIZE, type PlacedLeague } from '../../../core/leagues/leagues';
import type { Db } from '../../db/connect';
import { activities, leagueMembers, leagues, leagueWeeks, users } from '../../db/schema';

// SQL of the weekly leagues. A week's placement is one transaction that also writes its
// league_weeks row, so two instances can never place the same week twice.

export async function weekRow(db: Db, week: string) {
  const [row] = await db.select().from(leagueWeeks).where(eq(leagueWeeks.week, week));
  return row;
}

/** Learners with an activity recorded in [from, to). */
export async function activeUserIds(db: Db, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: activities.userId })
    .from(activities)
    .where(and(gte(activities.at, from), lt(activities.at, to)));
  return rows.map((r) => r.userId);
}

/** Each learner's tier earned at their latest closed week, for those who have one. */
export async function earnedTiers(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([leagueMembers.userId], {
      userId: leagueMembers.userId,
      nextTier: leagueMembers.nextTier,
    })
    .from(leagueMembers)
    .where(and(inArray(leagueMembers.userId, [...userIds]), isNotNull(leagueMembers.nextTier)))
    .orderBy(leagueMembers.userId, desc(leagueMembers.week));
  return new Map(rows.map((r) => [r.userId, r.nextTier ?? 1]));
}

export async function weekMembers(db: Db, week: string) {
  return db
    .select({
      leagueId: leagueMembers.leagueId,
      userId: leagueMembers.userId,
      tier: leagueMembers.tier,
      weeklyXp: leagueMembers.weeklyXp,
    })
    .from(leagueMembers)
    .where(eq(leagueMembers.week, week));
}

export async function setWeeklyXp(db: Db, week: string, userId: string, weeklyXp: number): Promise<void> {
  await db
    .update(leagueMembers)
    .set({ weeklyXp })
    .where(and(eq(leagueMembers.week, week), eq(leagueMembers.userId, userId)));
}

export async function setNextTiers(db: Db, week: string, next: ReadonlyMap<string, number>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [userId, nextTier] of next)
      await tx
        .update(leagueMembers)
        .set({ nextTier })
        .where(and(eq(leagueMembers.week, week), eq(leagueMembers.userId, userId)));
  });
}

/** Writes the week's leagues; false when another instance placed the week first. */
export async function insertWeek(
  db: Db,
  week: string,
  placedAt: Date,
  refreshedSeq: number,
  placed: readonly PlacedLeague[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(leagueWeeks)
      .values({ week, placedAt, refreshedSeq })
      .onConflictDoNothing()
      .returning({ week: leagueWeeks.week });
    if (claimed.length === 0) return false;
    for (const league of placed) {
      const [row] = await tx
        .insert(leagues)
        .values({ week, tier: league.tier, number: league.number })
        .returning({ id: leagues.id });
      await tx
        .insert(leagueMembers)
        .values(league.userIds.map((userId) => ({ week, userId, leagueId: row!.id, tier: league.tier })));
    }
    return true;
  });
}

export async function latestSeq(db: Db): Promise<number> {
  const [row] = await db.select({ seq: max(activities.seq) }).from(activities);
  return Number(row?.seq ?? 0);
}

/** Members of `week` with an activity recorded after `seq`, and the newest seq seen. */
export async function membersActiveSince(db: Db, week: string, seq: number) {
  return db
    .selectDistinct({ userId: activities.userId })
    .from(activities)
    .innerJoin(leagueMembers, and(eq(leagueMembers.userId, activities.userId), eq(leagueMembers.week, week)))
    .where(gt(activities.seq, seq));
}

export async function markRefreshed(db: Db, week: string, seq: number, at: Date): Promise<void> {
  await db.update(leagueWeeks).set({ refreshedSeq: seq, refreshedAt: at }).where(eq(leagueWeeks.week, week));
}

export async function myMembership(db: Db, week: string, userId: string) {
  const [row] = await db
    .select()
    .from(leagueMembers)
    .where(and(eq(leagueMembers.week, week), eq(leagueMembers.userId, userId)));
  return row;
}

/** A league's table as stored: every member (at most 30) with the name they show. */
export async function leagueTable(db: Db, leagueId: string) {
  return db
    .select({
      userId: leagueMembers.userId,
      weeklyXp: leagueMembers.weeklyXp,
      leaderboardName: users.leaderboardName,
    })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(eq(leagueMembers.leagueId, leagueId))
    .orderBy(desc(leagueMembers.weeklyXp))
    .limit(LEAGUE_SIZE);
}
