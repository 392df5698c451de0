import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/connect';
import { migrationsHash } from './migrations-hash';

// Fresh PostgreSQL databases on TEST_DATABASE_URL's server, one per test file. A migrated one is a
// copy of a template database that was migrated once (CREATE DATABASE … TEMPLATE), which costs a
// fraction of running every migration again for each file. The template's name carries a hash of the
// migrations, so a new or edited migration makes a new template.

const TEMPLATE_LOCK = 7_399_999;

export type TestPostgresDatabase = { url: string; name: string; drop(): Promise<void> };

function serverUrl(): string {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('a PostgreSQL test needs TEST_DATABASE_URL');
  return server;
}

function urlOf(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The migrated template, made once per set of migrations (workers starting together wait on a lock). */
async function migratedTemplate(admin: pg.Client): Promise<string> {
  const name = `thinkstreet_template_${migrationsHash()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const stale = await admin.query(
      "select datname from pg_database where datname like 'thinkstreet_template_%' and datname <> $1",
      [name],
    );
    for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: urlOf(name) });
    await database.close();
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** A fresh database: empty, or (`migrated`) with every migration applied; `drop` removes it. */
export async function freshPostgresDatabase(
  options: { migrated?: boolean } = {},
): Promise<TestPostgresDatabase> {
  const name = `thinkstreet_test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(async (admin) => {
    const template = options.migrated ? await migratedTemplate(admin) : null;
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  });
  return {
    url: urlOf(name),
    name,
    drop: () =>
      withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
