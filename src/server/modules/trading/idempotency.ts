import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema';
import { httpError } from '../../errors';
import type { Executor, Tx } from './store';

// An order sent with an Idempotency-Key is answered once: its first answer is stored in the order's
// own transaction and replayed for the same key and body. Stock and option orders share the table.

/** An order's answer as stored under its key: the status and the JSON body. */
export type KeyedAnswer<Body> = { status: number; body: Body };

/**
 * The answer stored under this learner's key, or null when the key is new. The same key sent with a
 * different order is refused with 422.
 */
export async function storedAnswer<Body>(
  executor: Executor,
  userId: string,
  key: string,
  hash: string,
): Promise<KeyedAnswer<Body> | null> {
  const [row] = await executor
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.requestHash !== hash)
    throw httpError(422, 'This Idempotency-Key was already used for a different order');
  return { status: row.statusCode, body: row.response as Body };
}

/** Stores an order's first answer under its key, in the order's transaction. */
export async function rememberAnswer(
  tx: Tx,
  userId: string,
  key: string,
  hash: string,
  answer: KeyedAnswer<unknown>,
  at: Date,
): Promise<void> {
  await tx.insert(idempotencyKeys).values({
    userId,
    key,
    requestHash: hash,
    statusCode: answer.status,
    response: answer.body as Record<string, unknown>,
    createdAt: at,
  });
}
