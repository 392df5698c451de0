import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { portfolios } from './trading';

/**
 * Each corporate action (src/core/market/corporate-actions.ts) as it reached one account: at most one
 * row per (user, action), so the jobs apply a split or pay a dividend once however often they run.
 * A dividend is ENTITLED on its ex-date (shares held then) and PAID on its pay date; a split is APPLIED.
 */
export const corporateActionEntries = pgTable(
  'corporate_action_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => portfolios.userId, { onDelete: 'cascade' }),
    actionId: text('action_id').notNull(),
    symbol: text('symbol').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /** Shares entitled (dividends, negative for a short) or held before the split. */
    shares: integer('shares').notNull(),
    /** Dividend per share, cents (0 for a split). */
    cashPerShare: bigint('cash_per_share', { mode: 'number' }).notNull(),
    /** New York date the dividend is paid. */
    payDate: text('pay_date').notNull(),
    tradeId: uuid('trade_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.actionId] }),
    index('corporate_action_entries_due_idx').on(t.status, t.payDate),
  ],
);
