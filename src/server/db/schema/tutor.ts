import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

// The tutor's tables (spec app-and-learning §3 Chat message, Navigation decision): signed-in
// learners' conversations, and the navigation queries and decisions the classifier learns from.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('chat_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: messages saved within the same instant still list in the order they came. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'user', 'ai' or 'system'. */
    sender: text('sender').notNull(),
    content: text('content').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('chat_messages_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const navigationQueries = pgTable(
  'navigation_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('navigation_queries_user_idx').on(t.userId, t.createdAt)],
);

export const navigationDecisions = pgTable(
  'navigation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    intent: text('intent').notNull(),
    target: text('target').notNull(),
    confidence: real('confidence').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** null until the learner's feedback arrives. */
    wasSuccessful: boolean('was_successful'),
    feedback: text('feedback'),
    createdAt: at('created_at').notNull(),
    feedbackAt: at('feedback_at'),
  },
  (t) => [index('navigation_decisions_user_idx').on(t.userId, t.intent, t.target)],
);

/** Tutor questions per learner per day of the learner's time zone: the free plan's allowance. */
export const tutorDailyUsage = pgTable(
  'tutor_daily_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in the learner's time zone. */
    day: text('day').notNull(),
    questions: integer('questions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
