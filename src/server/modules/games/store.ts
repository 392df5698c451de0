import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { gameResults, users } from '../../db/schema';

// SQL of the games module: finished games, scoped by user, and each game's board.

export type GameResultRow = typeof gameResults.$inferSelect;
export type NewGameResult = Omit<GameResultRow, 'id'>;

/** Stores a finished game; undefined when its `clientKey` is already recorded for the learner. */
export async function insertResult(db: Db, row: NewGameResult): Promise<GameResultRow | undefined> {
  const [saved] = await db
    .insert(gameResults)
    .values(row)
    .onConflictDoNothing({
      target: [gameResults.userId, gameResults.clientKey],
      where: sql`${gameResults.clientKey} is not null`,
    })
    .returning();
  return saved;
}

/** The result the learner sent with this Idempotency-Key, if any. */
export async function resultByKey(
  db: Db,
  userId: string,
  clientKey: string,
): Promise<GameResultRow | undefined> {
  const [row] = await db
    .select()
    .from(gameResults)
    .where(and(eq(gameResults.userId, userId), eq(gameResults.clientKey, clientKey)));
  return row;
}

/** The learner's own finished games, all games. */
export async function resultsOf(db: Db, userId: string): Promise<GameResultRow[]> {
  return db
    .select()
    .from(gameResults)
    .where(eq(gameResults.userId, userId))
    .orderBy(desc(gameResults.score), asc(gameResults.playedAt));
}

/** Every finished game of one game with the name its player chose to be ranked under, if any, best scores first. */
export async function boardOf(db: Db, gameId: string) {
  return db
    .select({
      userId: gameResults.userId,
      leaderboardName: users.leaderboardName,
      score: gameResults.score,
      finalCents: gameResults.finalCents,
      return: gameResults.return,
      indexReturn: gameResults.indexReturn,
      maxDrawdown: gameResults.maxDrawdown,
      playedAt: gameResults.playedAt,
    })
    .from(gameResults)
    .innerJoin(users, eq(users.id, gameResults.userId))
    .where(eq(gameResults.gameId, gameId))
    .orderBy(desc(gameResults.score), asc(gameResults.playedAt));
}

/** How many games the learner finished since `since` (the hourly limit). */
export async function resultsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gameResults)
    .where(and(eq(gameResults.userId, userId), gte(gameResults.playedAt, since)));
  return row?.n ?? 0;
}
