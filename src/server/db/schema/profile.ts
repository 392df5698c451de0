import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A user's plan. No row means 'free'; an administrator grants or revokes 'pro'. */
export const userPlans = pgTable('user_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: ['free', 'pro'] }).notNull(),
  grantedBy: uuid('granted_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** "I want Pro": recorded from the subscription modal (there is no payment). */
export const proInterest = pgTable(
  'pro_interest',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billing: text('billing', { enum: ['monthly', 'yearly'] }).notNull(),
    studentEmail: text('student_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pro_interest_user_idx').on(t.userId)],
);
