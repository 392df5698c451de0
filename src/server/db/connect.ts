import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `seed`: a PGlite data directory (from `dumpDataDir`) an in-memory database starts from instead of
 * an empty one; the tests seed each database with one that is already migrated.
 */
export type DatabaseOptions = { url?: string; dataDir?: string; seed?: Blob };

/** PostgreSQL when a URL is given, otherwise embedded PGlite (in memory for dataDir 'memory'). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url)
    : await openPglite(options.dataDir ?? 'memory', options.seed);
  return database;
}

async function openPglite(dataDir: string, seed?: Blob): Promise<Database> {
  const inMemory = dataDir === 'memory';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // One process at a time on a folder (data-dir-lock.ts); released when the database closes.
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  const client = inMemory ? new PGlite(seed ? { loadDataDir: seed } : {}) : new PGlite(`${dataDir}/pglite`);
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => undefined);
    unlock();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => ping(db as unknown as Db),
    async close() {
      // PGlite does not fsync on every commit: checkpoint so the files on disk are complete.
      if (!inMemory) await client.query('CHECKPOINT').catch(() => undefined);
      await client.close();
      unlock();
    },
  };
}

/** Advisory lock id held while migrating (the jobs use 7_400_001 and up). */
const MIGRATION_LOCK = 7_400_000;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle client can lose its connection (a server restart, a dropped database); the pool replaces
  // it on the next query. Without a listener the error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  // Instances starting together migrate one after another: the others wait, then find nothing to do.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    lock.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: () => ping(db as unknown as Db),
    close: () => pool.end(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
