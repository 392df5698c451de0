import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every administrator action (issue 13). Ids only: no names or e-mails, so a deleted account leaves
 * no personal data here; the rows stay as the record of what the administrator did.
 */
export const auditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: uuid('admin_id').notNull(),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_audit_at_idx').on(t.at)],
);
