import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Finished crisis games (issue 11). The server replayed `actions` with the core engine and stored
 * what it computed; nothing here comes from a client's figure.
 */
export const gameResults = pgTable(
  'game_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    actions: jsonb('actions').$type<unknown[]>().notNull(),
    /** Risk-adjusted points (src/core/games/score.ts). */
    score: integer('score').notNull(),
    finalCents: bigint('final_cents', { mode: 'number' }).notNull(),
    /** Fractions: -0.25 is −25 %. */
    return: doublePrecision('return').notNull(),
    indexReturn: doublePrecision('index_return').notNull(),
    maxDrawdown: doublePrecision('max_drawdown').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    /** The client's Idempotency-Key: a result sent again with it is recorded once. */
    clientKey: text('client_key'),
  },
  (t) => [
    index('game_results_game_score_idx').on(t.gameId, t.score),
    index('game_results_user_game_idx').on(t.userId, t.gameId),
    uniqueIndex('game_results_client_key_idx')
      .on(t.userId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
  ],
);
