import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FeatureKey } from '../../../core/onboarding/features';
import type { FeatureStatus, StatusMap } from '../../../core/onboarding/rules';
import type { Db } from '../../db/connect';
import { featureOnboarding, trackingEvents, users } from '../../db/schema';

// SQL of the onboarding module, every query scoped to one user.

export type FeatureRow = typeof featureOnboarding.$inferSelect;

export async function featureRows(db: Db, userId: string): Promise<FeatureRow[]> {
  return db.select().from(featureOnboarding).where(eq(featureOnboarding.userId, userId));
}

export function statusMap(rows: readonly FeatureRow[]): StatusMap {
  const map: StatusMap = {};
  for (const r of rows) map[r.featureKey as FeatureKey] = r.status as FeatureStatus;
  return map;
}

/** Marks a tour started, unless it is already completed or skipped. */
export async function markStarted(db: Db, userId: string, featureKey: FeatureKey, at: Date): Promise<void> {
  await db
    .insert(featureOnboarding)
    .values({ userId, featureKey, status: 'started', startedAt: at })
    .onConflictDoNothing();
}

/** Completes or skips a tour; the first completion stays (a tour never completes twice). */
export async function markDone(
  db: Db,
  userId: string,
  featureKey: FeatureKey,
  status: 'completed' | 'skipped',
  data: Record<string, unknown>,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(featureOnboarding)
    .values({ userId, featureKey, status, startedAt: at, completedAt: at, completionData: data })
    .onConflictDoUpdate({
      target: [featureOnboarding.userId, featureOnboarding.featureKey],
      set: { status, completedAt: at, completionData: data },
      setWhere: sql`${featureOnboarding.status} = 'started'`,
    })
    .returning({ key: featureOnboarding.featureKey });
  return rows.length > 0;
}

export async function setOnboardingFlag(db: Db, userId: string, done: boolean): Promise<void> {
  await db.update(users).set({ onboardingCompleted: done }).where(eq(users.id, userId));
}

export async function onboardingFlag(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ done: users.onboardingCompleted }).from(users).where(eq(users.id, userId));
  return row?.done ?? false;
}

export async function resetFeatures(db: Db, userId: string): Promise<void> {
  await db.delete(featureOnboarding).where(eq(featureOnboarding.userId, userId));
  await setOnboardingFlag(db, userId, false);
}

// ---- tracking ---------------------------------------------------------------------------------

export type NewEvent = Omit<typeof trackingEvents.$inferInsert, 'id'>;

export async function insertEvents(db: Db, rows: NewEvent[]): Promise<void> {
  if (rows.length > 0) await db.insert(trackingEvents).values(rows);
}

/** Drops a learner's events older than `before`, and all but their newest `keep`. */
export async function pruneEvents(db: Db, userId: string, before: Date, keep: number): Promise<void> {
  await db
    .delete(trackingEvents)
    .where(and(eq(trackingEvents.userId, userId), lt(trackingEvents.receivedAt, before)));
  const [cut] = await db
    .select({ id: trackingEvents.id })
    .from(trackingEvents)
    .where(eq(trackingEvents.userId, userId))
    .orderBy(desc(trackingEvents.id))
    .offset(keep)
    .limit(1);
  if (cut)
    await db
      .delete(trackingEvents)
      .where(and(eq(trackingEvents.userId, userId), sql`${trackingEvents.id} <= ${cut.id}`));
}

export async function listEvents(db: Db, userId: string) {
  return db
    .select({
      eventType: trackingEvents.eventType,
      target: trackingEvents.target,
      page: trackingEvents.page,
      metadata: trackingEvents.metadata,
      at: trackingEvents.at,
      sessionId: trackingEvents.sessionId,
    })
    .from(trackingEvents)
    .where(eq(trackingEvents.userId, userId));
}
