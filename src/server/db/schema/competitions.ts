import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CompetitionRules } from '../../../core/competitions/rules';
import { users } from './auth';

// Trading games (issue 21 points 1 and 3, decision 0027). Each player trades a separate portfolio
// whose key (`account_id`, the trading tables' `user_id`) is a fresh id; the personal portfolio keeps
// the learner's own id as its key, as before.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** The invite code, unique, from an alphabet without look-alike characters. */
    code: text('code').notNull(),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** New York dates, YYYY-MM-DD; trading is open from the start through the end date. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    startingCash: bigint('starting_cash', { mode: 'number' }).notNull(),
    visibility: text('visibility').notNull(),
    classroom: boolean('classroom').notNull().default(false),
    rules: jsonb('rules').$type<CompetitionRules>().notNull(),
    /** Set once, when the end date has passed and the final ranking and prizes are written. */
    rankingFrozenAt: at('ranking_frozen_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('competitions_code_idx').on(t.code),
    index('competitions_public_idx').on(t.visibility, t.endDate),
    index('competitions_end_idx').on(t.endDate).where(sql`${t.rankingFrozenAt} is null`),
    check('competitions_visibility', sql`${t.visibility} in ('public', 'private')`),
    check('competitions_starting_cash_positive', sql`${t.startingCash} > 0`),
  ],
);

export const competitionPlayers = pgTable(
  'competition_players',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The key of this player's game portfolio in the trading tables. */
    accountId: uuid('account_id').notNull(),
    joinedAt: at('joined_at').notNull(),
    /** Removed by the organiser: no more trading, not ranked, cannot join again. */
    removedAt: at('removed_at'),
    /** Classroom games: the player consents to the organiser seeing their lesson progress. */
    sharesProgress: boolean('shares_progress').notNull().default(false),
    /** The final rank by return, written when the game ends. */
    finalRank: integer('final_rank'),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.userId] }),
    uniqueIndex('competition_players_account_idx').on(t.accountId),
    index('competition_players_user_idx').on(t.userId),
  ],
);
