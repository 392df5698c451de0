// Runs a job tick only where this process wins a PostgreSQL advisory lock, so with many instances
// exactly one runs each tick. PGlite is one process with one session: the lock is taken all the same.
import type { Deps } from '../deps';

type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
type PoolLike = { connect(): Promise<Queryable & { release(): void }> };

/** Stable lock ids, one per job. */
export const JOB_LOCKS = {
  orders: 7_400_001,
  expiry: 7_400_002,
  snapshots: 7_400_003,
  options: 7_400_004,
  leagues: 7_400_005,
  rankings: 7_400_021,
  margin: 7_400_006,
  corporateActions: 7_400_007,
  risk: 7_400_008,
} as const;

function client(deps: Deps): { pool?: PoolLike; single?: Queryable } {
  const raw = (deps.db as unknown as { $client?: unknown }).$client;
  if (deps.dbKind === 'postgres') return { pool: raw as PoolLike };
  return { single: raw as Queryable };
}

/** Runs `work` when the lock is free; answers false (and does nothing) when another instance holds it. */
export async function withAdvisoryLock(
  deps: Deps,
  lockId: number,
  work: () => Promise<void>,
): Promise<boolean> {
  const { pool, single } = client(deps);
  // The lock is per session: take and release it on one pinned connection.
  const conn = pool ? await pool.connect() : single;
  if (!conn) {
    await work();
    return true;
  }
  try {
    const { rows } = await conn.query('select pg_try_advisory_lock($1) as locked', [lockId]);
    if (rows[0]?.locked !== true) return false;
    try {
      await work();
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [lockId]);
    }
    return true;
  } finally {
    if (pool) (conn as unknown as { release(): void }).release();
  }
}
