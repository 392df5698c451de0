import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredCard } from '../../../core/learning-path/review';
import { users } from './auth';

/** Spaced-review cards (FSRS): one per learner and quiz question or glossary concept met. */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: text('card_id').notNull(),
    card: jsonb('card').$type<StoredCard>().notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] })],
);

/** A learner's hearts and the instant regeneration counts from (docs/decisions/0010). */
export const learnerHearts = pgTable('learner_hearts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hearts: integer('hearts').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull(),
});

/** The placement check's result, which the path starts from. */
export const placements = pgTable('placements', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  level: text('level').notNull(),
  correct: integer('correct').notNull(),
  total: integer('total').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * Every graded quiz answer, append-only (never updated): the admin console's per-question accuracy
 * counts each learner's first attempt at a question.
 */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    /** `quiz:<lesson>:<page>:<question>`, as the review card. */
    cardId: text('card_id').notNull(),
    correct: boolean('correct').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('quiz_answers_lesson_idx').on(t.lessonId, t.cardId)],
);
