import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Messages sent from the beta banner's Feedback button (spec app-and-learning §3 Feedback). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    category: text('category').notNull(),
    /** The page the sender was on (path only), when the client said. */
    page: text('page'),
    /** Set by an administrator in the feedback inbox. */
    status: text('status', { enum: ['new', 'read', 'done'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('feedback_user_created_idx').on(t.userId, t.createdAt),
    index('feedback_created_idx').on(t.createdAt),
  ],
);
