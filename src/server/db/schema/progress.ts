import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The append-only activity log (docs/decisions/0006-activity-log.md): what each learner did, when.
 * XP, levels, streaks and achievements are derived from it; rows are never updated or deleted
 * (except with the account).
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** login, lesson_complete, lesson_progress, quiz_complete, trade_execute, onboarding_complete, … */
    type: text('type').notNull(),
    lessonId: text('lesson_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Insertion order: breaks ties between activities recorded at the same instant. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /**
     * The client's Idempotency-Key for an activity it may send again (a queued write replayed after a
     * lost answer): one row per key and learner, so a replay never earns twice.
     */
    clientKey: text('client_key'),
  },
  (t) => [
    index('activities_user_at_idx').on(t.userId, t.at),
    uniqueIndex('activities_client_key_idx').on(t.userId, t.clientKey).where(sql`${t.clientKey} is not null`),
    // The weekly leagues read "what was recorded since" by this order.
    index('activities_seq_idx').on(t.seq),
  ],
);

/**
 * Vacation mode (decision 0015): local days, both included, on which the learner's streak is paused.
 * At most 14 days a calendar year; ending one early gives back the days not yet taken.
 */
export const streakVacations = pgTable(
  'streak_vacations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDay: text('from_day').notNull(),
    toDay: text('to_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('streak_vacations_user_idx').on(t.userId, t.fromDay)],
);
