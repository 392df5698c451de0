import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { feedback } from '../../db/schema';

// SQL of the feedback module, scoped to one user.

export async function insertFeedback(
  db: Db,
  row: { userId: string; message: string; category: string; page: string | null; createdAt: Date },
): Promise<string> {
  const [saved] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return saved!.id;
}

export async function countFeedbackSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), gte(feedback.createdAt, since)));
  return row?.n ?? 0;
}
