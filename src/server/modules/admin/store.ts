import { and, count, countDistinct, desc, eq, gte, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { DropOffCounts, LessonCounts, QuestionCounts } from '../../../core/admin/content';
import {
  ADMIN_FEEDBACK_LIMIT,
  ADMIN_USERS_LIMIT,
  type AdminFeedbackItem,
  type AdminUserRow,
  type AuditEntry,
  type FeedbackStatus,
} from '../../../shared/api/admin';
import type { Plan } from '../../../shared/api/profile';
import type { Db } from '../../db/connect';
import { activities, auditLog, authEvents, feedback, trades, userPlans, users } from '../../db/schema';
import { PRESENCE_EVENTS } from '../auth/store';

export type UserPage = { users: Omit<AdminUserRow, 'xp'>[]; total: number };

/**
 * Every moment a learner was there (since `since`, when given), as (userId, at) rows: a recorded
 * activity (lesson, quiz, trade, sign-in tracked by the app) or a presence event (a sign-in, or the
 * day's first opening of the app with a session). The users list and the daily counts read it.
 */
function presenceOf(db: Db, since?: Date) {
  return db
    .select({ userId: activities.userId, at: activities.at })
    .from(activities)
    .where(since && gte(activities.at, since))
    .unionAll(
      db
        .select({ userId: sql<string>`${authEvents.userId}`.as('user_id'), at: authEvents.at })
        .from(authEvents)
        .where(and(inArray(authEvents.event, [...PRESENCE_EVENTS]), since && gte(authEvents.at, since))),
    )
    .as('presence');
}

/** One page of users, newest first, with the total that match. XP is added by the route. */
export async function listUsers(db: Db, search: string | undefined, page = 1): Promise<UserPage> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  // Last active: the learner's latest moment of presence.
  const presence = presenceOf(db);
  const lastActive = db
    .select({ userId: presence.userId, at: max(presence.at).as('last_at') })
    .from(presence)
    .groupBy(presence.userId)
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
  const matching = pattern
    ? or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )
    : undefined;
  const [counted] = await db.select({ n: count() }).from(users).where(matching);
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
      disabledAt: users.disabledAt,
    })
    .from(users)
    .leftJoin(lastActive, eq(lastActive.userId, users.id))
    .leftJoin(lessons, eq(lessons.userId, users.id))
    .leftJoin(tradeCounts, eq(tradeCounts.userId, users.id))
    .leftJoin(userPlans, eq(userPlans.userId, users.id))
    .where(matching)
    .orderBy(desc(users.createdAt), users.id)
    .limit(ADMIN_USERS_LIMIT)
    .offset((page - 1) * ADMIN_USERS_LIMIT);
  const list = rows.map((r) => ({
    id: r.id,
    email: r.email,
    username: r.username,
    name: [r.firstName, r.lastName].filter(Boolean).join(' '),
    createdAt: r.createdAt.toISOString(),
    lastActiveAt: r.lastActiveAt ? new Date(r.lastActiveAt).toISOString() : null,
    lessonsCompleted: Number(r.lessons ?? 0),
    trades: Number(r.trades ?? 0),
    plan: r.plan ?? 'free',
    disabledAt: r.disabledAt ? r.disabledAt.toISOString() : null,
  }));
  return { users: list, total: counted?.n ?? 0 };
}

export type AccessChange = 'done' | 'no-user';

/**
 * Disables (every session ends at once: the token epoch rises and the cut-off moves to now, as a
 * password change does) or re-enables an account, with its audit entry, in one transaction.
 */
export async function setAccess(
  db: Db,
  adminId: string,
  userId: string,
  disabled: boolean,
  at: Date,
): Promise<AccessChange> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set(
        disabled
          ? { disabledAt: at, tokensValidAfter: at, tokenEpoch: sql`${users.tokenEpoch} + 1` }
          : { disabledAt: null },
      )
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (changed.length === 0) return 'no-user';
    await tx.insert(auditLog).values({
      adminId,
      action: disabled ? 'user.disable' : 'user.enable',
      targetUserId: userId,
      detail: {},
      at,
    });
    return 'done';
  });
}

export async function listFeedback(db: Db, status: FeedbackStatus | undefined): Promise<AdminFeedbackItem[]> {
  const rows = await db
    .select({
      id: feedback.id,
      sender: users.email,
      createdAt: feedback.createdAt,
      page: feedback.page,
      category: feedback.category,
      message: feedback.message,
      status: feedback.status,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(status ? eq(feedback.status, status) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(ADMIN_FEEDBACK_LIMIT);
  return rows.map((r) => ({ ...r, sender: r.sender ?? null, createdAt: r.createdAt.toISOString() }));
}

/** Sets a feedback message's status with its audit entry; false when there is no such message. */
export async function setFeedbackStatus(
  db: Db,
  adminId: string,
  id: string,
  status: FeedbackStatus,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(feedback)
      .set({ status })
      .where(eq(feedback.id, id))
      .returning({ userId: feedback.userId });
    if (!row) return false;
    await tx.insert(auditLog).values({
      adminId,
      action: `feedback.${status}`,
      targetUserId: row.userId,
      detail: { feedbackId: id },
      at,
    });
    return true;
  });
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

/** Distinct learners with any activity, and accounts created, per UTC day since `since`. */
export async function dailyCounts(
  db: Db,
  since: Date,
): Promise<{ active: Map<string, number>; signUps: Map<string, number> }> {
  // Active that day: present that day.
  const presence = presenceOf(db, since);
  const activeDay = sql<string>`to_char(${presence.at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const signUpDay = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [active, signUps] = await Promise.all([
    db
      .select({ day: activeDay, n: countDistinct(presence.userId) })
      .from(presence)
      .groupBy(activeDay),
    db
      .select({ day: signUpDay, n: count() })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(signUpDay),
  ]);
  return {
    active: new Map(active.map((r) => [r.day, Number(r.n)])),
    signUps: new Map(signUps.map((r) => [r.day, Number(r.n)])),
  };
}

type Rows<T> = { rows: T[] };
const LESSON_PAGE = '/lessons/';

/**
 * The content analytics' aggregates. A learner started a lesson when they opened its page (a
 * tracked view), recorded progress on it, or answered one of its questions; completed it with a
 * lesson_complete activity. Accuracy counts each learner's first answer to each question. Drop-off:
 * learners who started and never completed, by the furthest point recorded: a lesson_progress
 * percent, or the percent of the way through the story of a page view the player tracked (none = 0).
 */
export async function contentCounts(db: Db): Promise<{
  lessons: LessonCounts[];
  questions: QuestionCounts[];
  dropOffs: DropOffCounts[];
}> {
  const starts = sql`
    select lesson_id, user_id from activities
      where lesson_id is not null and type in ('lesson_progress', 'lesson_complete', 'quiz_complete')
    union
    select substr(target, ${LESSON_PAGE.length + 1}), user_id from tracking_events
      where event_type = 'view' and starts_with(target, ${LESSON_PAGE})
    union
    select lesson_id, user_id from quiz_answers`;
  const [lessons, questions, dropOffs] = await Promise.all([
    db.execute(sql`
      with starts as (${starts}),
      done as (select distinct lesson_id, user_id from activities where type = 'lesson_complete')
      select s.lesson_id, count(*)::int as started, count(d.user_id)::int as completed
        from starts s left join done d on d.lesson_id = s.lesson_id and d.user_id = s.user_id
        group by s.lesson_id`) as unknown as Promise<
      Rows<{ lesson_id: string; started: number; completed: number }>
    >,
    db.execute(sql`
      with firsts as (
        select distinct on (user_id, card_id) card_id, correct from quiz_answers
          order by user_id, card_id, at, id)
      select card_id, count(*)::int as answered, count(*) filter (where correct)::int as first_right
        from firsts group by card_id`) as unknown as Promise<
      Rows<{ card_id: string; answered: number; first_right: number }>
    >,
    db.execute(sql`
      with starts as (${starts}),
      furthest as (
        select s.lesson_id, s.user_id, coalesce(max(p.pct), 0) as pct
          from starts s
          left join (
            select lesson_id, user_id, (data->>'progress')::numeric as pct from activities
              where type = 'lesson_progress' and jsonb_typeof(data->'progress') = 'number'
            union all
            select substr(target, ${LESSON_PAGE.length + 1}), user_id, (metadata->>'percent')::numeric
              from tracking_events
              where event_type = 'view' and starts_with(target, ${LESSON_PAGE})
                and jsonb_typeof(metadata->'percent') = 'number'
          ) p on p.lesson_id = s.lesson_id and p.user_id = s.user_id
          where not exists (select 1 from activities c where c.type = 'lesson_complete'
            and c.lesson_id = s.lesson_id and c.user_id = s.user_id)
          group by s.lesson_id, s.user_id)
      select lesson_id, least(greatest(floor(pct / 25), 0), 3)::int as bucket, count(*)::int as learners
        from furthest group by 1, 2`) as unknown as Promise<
      Rows<{ lesson_id: string; bucket: number; learners: number }>
    >,
  ]);
  return {
    lessons: lessons.rows.map((r) => ({
      lessonId: r.lesson_id,
      started: Number(r.started),
      completed: Number(r.completed),
    })),
    questions: questions.rows.map((r) => ({
      cardId: r.card_id,
      answered: Number(r.answered),
      firstRight: Number(r.first_right),
    })),
    dropOffs: dropOffs.rows.map((r) => ({
      lessonId: r.lesson_id,
      bucket: Number(r.bucket),
      learners: Number(r.learners),
    })),
  };
}
