import { and, eq, inArray } from 'drizzle-orm';
import type { Hearts } from '../../../core/learning-path/hearts';
import type { StoredCard } from '../../../core/learning-path/review';
import type { Db } from '../../db/connect';
import { learnerHearts, placements, quizAnswers, reviewCards } from '../../db/schema';

// SQL of the learning-path module, every query scoped to one user.

export async function listCards(db: Db, userId: string): Promise<{ id: string; card: StoredCard }[]> {
  const rows = await db
    .select({ id: reviewCards.cardId, card: reviewCards.card })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId));
  return rows;
}

export async function cardsByIds(db: Db, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, StoredCard>();
  const rows = await db
    .select({ id: reviewCards.cardId, card: reviewCards.card })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.cardId, [...ids])));
  return new Map(rows.map((r) => [r.id, r.card]));
}

export async function saveCard(db: Db, userId: string, cardId: string, card: StoredCard, at: Date) {
  await db
    .insert(reviewCards)
    .values({ userId, cardId, card, due: new Date(card.due), updatedAt: at })
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.cardId],
      set: { card, due: new Date(card.due), updatedAt: at },
    });
}

export async function readHearts(db: Db, userId: string): Promise<Hearts | undefined> {
  const [row] = await db.select().from(learnerHearts).where(eq(learnerHearts.userId, userId));
  return row ? { hearts: row.hearts, since: row.since.toISOString() } : undefined;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Changes a learner's hearts under a row lock, so concurrent answers each take their own heart.
 * A learner without a row starts from `initial`.
 */
export async function changeHearts(
  db: Db,
  userId: string,
  initial: Hearts,
  change: (current: Hearts) => Hearts,
): Promise<Hearts> {
  return db.transaction(async (tx: Tx) => {
    await tx
      .insert(learnerHearts)
      .values({ userId, hearts: initial.hearts, since: new Date(initial.since) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(learnerHearts).where(eq(learnerHearts.userId, userId)).for('update');
    const next = change({ hearts: row!.hearts, since: row!.since.toISOString() });
    await tx
      .update(learnerHearts)
      .set({ hearts: next.hearts, since: new Date(next.since) })
      .where(eq(learnerHearts.userId, userId));
    return next;
  });
}

export async function writeHearts(db: Db, userId: string, h: Hearts): Promise<void> {
  const values = { hearts: h.hearts, since: new Date(h.since) };
  await db
    .insert(learnerHearts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: learnerHearts.userId, set: values });
}

export async function readPlacement(db: Db, userId: string) {
  const [row] = await db.select().from(placements).where(eq(placements.userId, userId));
  return row;
}

export async function writePlacement(
  db: Db,
  userId: string,
  p: { level: string; correct: number; total: number },
  at: Date,
): Promise<void> {
  await db
    .insert(placements)
    .values({ userId, ...p, at })
    .onConflictDoUpdate({ target: placements.userId, set: { ...p, at } });
}

/** Appends one graded quiz answer (the admin console's per-question accuracy reads them). */
export async function recordAnswer(db: Db, answer: typeof quizAnswers.$inferInsert): Promise<void> {
  await db.insert(quizAnswers).values(answer);
}
