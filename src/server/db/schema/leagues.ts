import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Weekly leagues (issue 21, decision 0016). A week is placed once (its row here is the proof across
 * instances); `refreshedSeq` is the last activity whose XP the standings include.
 */
export const leagueWeeks = pgTable('league_weeks', {
  /** Monday of the week, YYYY-MM-DD (UTC). */
  week: text('week').primaryKey(),
  placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  refreshedSeq: bigint('refreshed_seq', { mode: 'number' }).notNull().default(0),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
});

export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    week: text('week')
      .notNull()
      .references(() => leagueWeeks.week, { onDelete: 'cascade' }),
    /** 1 (Penny Stock) … 10 (Blue Chip). */
    tier: integer('tier').notNull(),
    /** The league's number within its tier that week. */
    number: integer('number').notNull(),
  },
  (t) => [uniqueIndex('leagues_week_tier_number_idx').on(t.week, t.tier, t.number)],
);

export const leagueMembers = pgTable(
  'league_members',
  {
    week: text('week').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    tier: integer('tier').notNull(),
    weeklyXp: integer('weekly_xp').notNull().default(0),
    /** Set when the week closes: the tier the learner earned for the next league they join. */
    nextTier: integer('next_tier'),
  },
  (t) => [
    primaryKey({ columns: [t.week, t.userId] }),
    index('league_members_table_idx').on(t.leagueId, t.weeklyXp),
    index('league_members_user_idx').on(t.userId, t.week),
  ],
);
