// One transaction per change of cash, positions or orders, retried when PostgreSQL reports a
// serialization failure or a deadlock (both safe to retry: the transaction was rolled back).
import type { Db } from '../../db/connect';
import type { Tx } from './store';

const RETRYABLE = new Set(['40001', '40P01']);

function sqlState(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export function isRetryable(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && RETRYABLE.has(code);
}

export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      // Jittered exponential backoff so the retried transactions do not collide again.
      await new Promise((r) => setTimeout(r, Math.random() * 5 * 2 ** attempt));
    }
  }
}
