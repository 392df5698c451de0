import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { ActivityData, ActivityType } from '../../../core/gamification/log';
import type { DayRange } from '../../../core/gamification/streak';
import type { Db } from '../../db/connect';
import { activities, streakVacations, users } from '../../db/schema';

// SQL of the progress module: append to and read the activity log, the learner's time zone and
// questionnaire answers. Every query is scoped to one user id.

export type ActivityRow = typeof activities.$inferSelect;

export type NewActivity = {
  userId: string;
  type: ActivityType | 'logout' | 'trade_reported' | 'session_start' | 'session_end' | 'page_view';
  lessonId?: string | null;
  data?: ActivityData;
  at: Date;
  /** The client's Idempotency-Key: an activity sent again with it is recorded once. */
  clientKey?: string;
};

/**
 * Appends an activity. With a `clientKey` already recorded for this learner, nothing is written and
 * the first row is answered.
 */
export async function appendActivity(db: Db, activity: NewActivity): Promise<ActivityRow> {
  const [row] = await db
    .insert(activities)
    .values({
      userId: activity.userId,
      type: activity.type,
      lessonId: activity.lessonId ?? null,
      data: (activity.data ?? {}) as Record<string, unknown>,
      at: activity.at,
      clientKey: activity.clientKey ?? null,
    })
    .onConflictDoNothing({
      target: [activities.userId, activities.clientKey],
      where: sql`${activities.clientKey} is not null`,
    })
    .returning();
  if (row) return row;
  const [first] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, activity.userId), eq(activities.clientKey, activity.clientKey!)));
  return first!;
}

export async function listActivities(db: Db, userId: string): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(asc(activities.at), asc(activities.seq));
}

export async function learnerProfile(
  db: Db,
  userId: string,
): Promise<{ timeZone: string; preferences: Record<string, unknown> } | undefined> {
  const [row] = await db
    .select({ timeZone: users.timeZone, preferences: users.preferences })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function accountCreatedAt(db: Db, userId: string): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt;
}

/** Merges questionnaire answers into the user's preferences (the column the user view shows). */
export async function mergePreferences(
  db: Db,
  userId: string,
  answers: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const [row] = await db
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${JSON.stringify(answers)}::jsonb` })
    .where(eq(users.id, userId))
    .returning({ preferences: users.preferences });
  return row?.preferences ?? {};
}

/**
 * Every learner's lesson completions in order (first completion of each lesson), over the recent
 * window, for the "what similar learners did next" signal. Bounded by `limit` rows.
 */
export async function completionSequences(
  db: Db,
  since: Date,
  limit = 50_000,
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ userId: activities.userId, lessonId: activities.lessonId })
    .from(activities)
    .where(and(eq(activities.type, 'lesson_complete'), gte(activities.at, since)))
    .orderBy(asc(activities.userId), asc(activities.at), asc(activities.seq))
    .limit(limit);
  const out = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.lessonId) continue;
    const seq = out.get(r.userId) ?? [];
    if (!seq.includes(r.lessonId)) seq.push(r.lessonId);
    out.set(r.userId, seq);
  }
  return out;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * In a transaction, locks the learner's row until it ends, so that two vacation changes of one
 * learner run one after the other (each then sees the vacations the other wrote), and answers the
 * learner's time zone and vacations.
 */
export async function lockVacations(
  tx: Tx,
  userId: string,
): Promise<{ timeZone: string | null; vacations: (DayRange & { id: string })[] }> {
  const [row] = await tx
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return { timeZone: row?.timeZone ?? null, vacations: await listVacations(tx, userId) };
}

export async function listVacations(db: Db | Tx, userId: string): Promise<(DayRange & { id: string })[]> {
  return db
    .select({ id: streakVacations.id, from: streakVacations.fromDay, to: streakVacations.toDay })
    .from(streakVacations)
    .where(eq(streakVacations.userId, userId))
    .orderBy(asc(streakVacations.fromDay));
}

export async function addVacation(db: Db | Tx, userId: string, vacation: DayRange): Promise<void> {
  await db.insert(streakVacations).values({ userId, fromDay: vacation.from, toDay: vacation.to });
}

/** Shortens a vacation to `to`, or removes it when `to` is null. */
export async function shortenVacation(
  db: Db | Tx,
  userId: string,
  id: string,
  to: string | null,
): Promise<void> {
  const mine = and(eq(streakVacations.id, id), eq(streakVacations.userId, userId));
  if (to === null) await db.delete(streakVacations).where(mine);
  else await db.update(streakVacations).set({ toDay: to }).where(mine);
}
