import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../db/data-dir-lock';
import { type Config, loadConfig } from '../env';

// The operator's backup and restore (README, "Backup and restore"):
//   npm run backup -- FOLDER    PostgreSQL (DATABASE_URL): FOLDER/thinkstreet.dump, made by pg_dump
//                               PGlite (DATA_DIR): FOLDER/pglite.tar.gz, PGlite's own dump of its files
//   npm run restore -- FOLDER   into DATABASE_URL (pg_restore) or into an empty DATA_DIR
// PGlite admits one process at a time: stop the server first (both commands refuse while the
// configured server answers /health, or while any process holds the folder's lock). A PostgreSQL backup can be taken while the server runs.

const DUMP = 'thinkstreet.dump';
const PGLITE = 'pglite.tar.gz';
const SECRET = 'jwt-secret';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} exited with ${code}`))));
  });
}

async function serverAnswers(config: Config): Promise<boolean> {
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  return fetch(`http://${host}:${config.PORT}/health`, { signal: AbortSignal.timeout(1000) })
    .then(() => true)
    .catch(() => false);
}

export async function backup(config: Config, folder: string, out: (line: string) => void): Promise<void> {
  mkdirSync(folder, { recursive: true });
  if (config.DATABASE_URL) {
    const file = join(folder, DUMP);
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${file}`,
      `--dbname=${config.DATABASE_URL}`,
    ]);
    out(`PostgreSQL backed up to ${file}`);
    return;
  }
  const dataDir = join(config.DATA_DIR, 'pglite');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`No PGlite data in ${resolve(dataDir)}`);
  if (await serverAnswers(config))
    throw new Error('The server is running: stop it first (PGlite admits one process).');
  // A server on another port, or another backup, holds the folder's lock: refused with its pid.
  const unlock = lockDataDir(config.DATA_DIR);
  // Opening replays the write-ahead log (after a crash too); the checkpoint makes the files complete.
  const client = new PGlite(dataDir);
  try {
    await client.query('CHECKPOINT');
    const archive = await client.dumpDataDir('gzip');
    writeFileSync(join(folder, PGLITE), Buffer.from(await archive.arrayBuffer()));
  } finally {
    await client.close();
    unlock();
  }
  const secret = join(config.DATA_DIR, SECRET);
  if (existsSync(secret)) copyFileSync(secret, join(folder, SECRET));
  out(`PGlite backed up to ${join(folder, PGLITE)}`);
}

export async function restore(config: Config, folder: string, out: (line: string) => void): Promise<void> {
  if (config.DATABASE_URL) {
    const file = join(folder, DUMP);
    if (!existsSync(file)) throw new Error(`No ${DUMP} in ${resolve(folder)}`);
    // --clean --if-exists: a database that already has the tables gets the backup's rows, not both.
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${config.DATABASE_URL}`,
      file,
    ]);
    out(`PostgreSQL restored from ${file}`);
    return;
  }
  const file = join(folder, PGLITE);
  if (!existsSync(file)) throw new Error(`No ${PGLITE} in ${resolve(folder)}`);
  const dataDir = join(config.DATA_DIR, 'pglite');
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(
      `${resolve(dataDir)} is not empty: restore into a new DATA_DIR, or move the old one away first.`,
    );
  if (await serverAnswers(config))
    throw new Error('The server is running: stop it first (PGlite admits one process).');
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(config.DATA_DIR);
  const client = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.close();
    unlock();
  }
  const secret = join(folder, SECRET);
  if (existsSync(secret)) copyFileSync(secret, join(config.DATA_DIR, SECRET));
  out(`PGlite restored into ${resolve(dataDir)}`);
}

export async function runBackupCommand(
  args: readonly string[],
  out: (line: string) => void,
): Promise<number> {
  const [command, folder] = args;
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    out('Usage: npm run backup -- FOLDER | npm run restore -- FOLDER');
    return 2;
  }
  try {
    await (command === 'backup' ? backup : restore)(loadConfig(), folder, out);
    return 0;
  } catch (error) {
    out(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/.*\/src\//, '/src/'))) {
  process.exitCode = await runBackupCommand(process.argv.slice(2), (line) => console.log(line));
}
