import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/connect';
import { migrationsHash } from './migrations-hash';

// An in-memory PGlite database starts about twice as fast from a dump of a migrated one as from
// nothing plus every migration. The dump is made once per set of migrations and kept in the
// system's temporary folder; each test file's database is a fresh copy of it.

let seed: Promise<Blob> | null = null;

async function makeSeed(): Promise<Blob> {
  const file = join(tmpdir(), `thinkstreet-pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written under a unique name then renamed, so a worker never reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** The migrated database every in-memory test database starts from. */
export function migratedPgliteSeed(): Promise<Blob> {
  seed ??= makeSeed();
  return seed;
}
