import { count, countDistinct, desc, eq, ilike, max, or, sql } from 'drizzle-orm';
import { ADMIN_USERS_LIMIT, type AdminUserRow, type AuditEntry } from '../../../shared/api/admin';
import type { Plan } from '../../../shared/api/profile';
import type { Db } from '../../db/connect';
import { activities, auditLog, trades, userPlans, users } from '../../db/schema';

export async function listUsers(db: Db, search: string | undefined): Promise<AdminUserRow[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const lastActive = db
    .select({ userId: activities.userId, at: max(activities.at).as('last_at') })
    .from(activities)
    .groupBy(activities.userId)
    .as('last_active');
  const lessons = db
    .select({ userId: activities.userId, n: countDistinct(activities.lessonId).as('lessons_n') })
    .from(activities)
    .where(eq(activities.type, 'lesson_complete'))
    .groupBy(activities.userId)
    .as('lessons');
  const tradeCounts = db
    .select({ userId: trades.userId, n: count().as('trades_n') })
    .from(trades)
    .groupBy(trades.userId)
    .as('trade_counts');
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      lastActiveAt: lastActive.at,
      lessons: lessons.n,
      trades: tradeCounts.n,
      plan: userPlans.plan,
    })
    .from(users)
    .leftJoin(lastActive, eq(lastActive.userId, users.id))
    .leftJoin(lessons, eq(lessons.userId, users.id))
    .leftJoin(tradeCounts, eq(tradeCounts.userId, users.id))
    .leftJoin(userPlans, eq(userPlans.userId, users.id))
    .where(
      pattern
        ? or(
            ilike(users.email, pattern),
            ilike(users.username, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          )
        : undefined,
    )
    .orderBy(desc(users.createdAt))
    .limit(ADMIN_USERS_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    username: r.username,
    name: [r.firstName, r.lastName].filter(Boolean).join(' '),
    createdAt: r.createdAt.toISOString(),
    lastActiveAt: r.lastActiveAt ? new Date(r.lastActiveAt).toISOString() : null,
    lessonsCompleted: Number(r.lessons ?? 0),
    trades: Number(r.trades ?? 0),
    plan: r.plan ?? 'free',
  }));
}

/** Sets the plan and writes the audit entry in one transaction; false when the user does not exist. */
export async function setPlan(
  db: Db,
  adminId: string,
  userId: string,
  plan: Plan,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return false;
    await tx
      .insert(userPlans)
      .values({ userId, plan, grantedBy: adminId, updatedAt: at })
      .onConflictDoUpdate({ target: userPlans.userId, set: { plan, grantedBy: adminId, updatedAt: at } });
    await tx
      .insert(auditLog)
      .values({ adminId, action: `plan.${plan}`, targetUserId: userId, detail: { plan }, at });
    return true;
  });
}

export async function recentAudit(db: Db, limit = 100): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
