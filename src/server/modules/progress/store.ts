import { asc, eq, sql } from 'drizzle-orm';
import type { ActivityData, ActivityType } from '../../../core/gamification/log';
import type { Db } from '../../db/connect';
import { activities, users } from '../../db/schema';

// SQL of the progress module: append to and read the activity log, the learner's time zone and
// questionnaire answers. Every query is scoped to one user id.

export type ActivityRow = typeof activities.$inferSelect;

export type NewActivity = {
  userId: string;
  type: ActivityType | 'logout' | 'session_start' | 'session_end' | 'page_view';
  lessonId?: string | null;
  data?: ActivityData;
  at: Date;
};

export async function appendActivity(db: Db, activity: NewActivity): Promise<ActivityRow> {
  const [row] = await db
    .insert(activities)
    .values({
      userId: activity.userId,
      type: activity.type,
      lessonId: activity.lessonId ?? null,
      data: (activity.data ?? {}) as Record<string, unknown>,
      at: activity.at,
    })
    .returning();
  return row!;
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
