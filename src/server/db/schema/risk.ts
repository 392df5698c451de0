import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { portfolios } from './trading';

/**
 * The risk monitor's alerts (spec §9: checks every 30 s, at most 50 per account). An alert is open
 * while its rule holds (`resolved_at` null) and is raised again only after it resolved.
 */
export const riskAlerts = pgTable(
  'risk_alerts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => portfolios.userId, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    subject: text('subject').notNull(),
    severity: text('severity').notNull(),
    value: doublePrecision('value').notNull(),
    limit: doublePrecision('limit').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('risk_alerts_user_idx').on(t.userId, t.createdAt),
    index('risk_alerts_open_idx').on(t.userId).where(sql`${t.resolvedAt} is null`),
  ],
);
