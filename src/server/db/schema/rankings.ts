import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

// Stored rankings (issue 21, decision 0019): the rankings job writes every learner's standing per
// scope and period with their position under each measure; a leaderboard page reads a range of
// positions through an index, whatever the number of learners. `scope` is 'overall' for the personal
// portfolios; a game's leaderboard can use its own scope (e.g. 'game:<id>') in the same tables.

export const rankingEntries = pgTable(
  'ranking_entries',
  {
    scope: text('scope').notNull(),
    /** day | week | month | overall */
    period: text('period').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalValue: bigint('total_value', { mode: 'number' }).notNull(),
    returnAmount: bigint('return_amount', { mode: 'number' }).notNull(),
    returnPercent: doublePrecision('return_percent').notNull(),
    /** Null below five trading days: not ranked by Sharpe. */
    sharpe: doublePrecision('sharpe'),
    excessPercent: doublePrecision('excess_percent').notNull(),
    tradingDays: integer('trading_days').notNull(),
    trades: integer('trades').notNull(),
    returnRank: integer('return_rank').notNull(),
    sharpeRank: integer('sharpe_rank'),
    excessRank: integer('excess_rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.period, t.userId] }),
    index('ranking_entries_return_idx').on(t.scope, t.period, t.returnRank),
    index('ranking_entries_sharpe_idx').on(t.scope, t.period, t.sharpeRank),
    index('ranking_entries_excess_idx').on(t.scope, t.period, t.excessRank),
  ],
);

/** When each scope and period was last ranked, and how many it ranked under each measure. */
export const rankingRefreshes = pgTable(
  'ranking_refreshes',
  {
    scope: text('scope').notNull(),
    period: text('period').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
    total: integer('total').notNull(),
    sharpeRanked: integer('sharpe_ranked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.period] })],
);
