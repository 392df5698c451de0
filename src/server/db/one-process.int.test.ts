import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backup } from '../cli/backup';
import { loadConfig } from '../env';
import { type ChildServer, freePort, spawnServer, startChildServer } from '../test/child-server';
import { LOCK_FILE } from './data-dir-lock';

// One process at a time on a PGlite folder (data-dir-lock.ts), through the real server: a second
// `npm start` on the same ./data, on another port, used to open it and write over the first's pages.
// And a start that cannot go on (the folder held, the port taken) says why in one line and leaves
// nothing held behind. PostgreSQL takes its own locks: these run on PGlite only.

const onPostgres = process.env.TEST_DB === 'postgres';
const dirs: string[] = [];
let server: ChildServer | undefined;

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'thinkstreet-one-process-'));
  dirs.push(dir);
  return dir;
}

/** Runs a server that is expected to stop by itself: its exit code and what it wrote to stderr. */
function runToExit(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr })));
}

afterAll(async () => {
  await server?.kill();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('one server process on a PGlite folder', () => {
  it('refuses a second server on the same folder, naming the first, which goes on serving', async () => {
    const dataDir = freshDir();
    server = await startChildServer({ dataDir });
    const holder = server.process.pid;
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(holder));

    const second = await runToExit(spawnServer({ dataDir }, await freePort()));
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe(
      `Another ThinkStreet process (pid ${holder}) is using the database in ${dataDir}: stop it first ` +
        `(the embedded database admits one process at a time). If no process ${holder} is running, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    expect((await fetch(`${server.url}/health`)).status).toBe(200);

    // A backup, configured for another port than the running server's, is refused by the lock too.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(await freePort()) });
    await expect(backup(config, join(freshDir(), 'b'), () => undefined)).rejects.toMatchObject({
      name: 'DataDirInUseError',
      message: second.stderr.trim(),
    });

    // Stopped, it lets go of the folder (data-dir-lock.test.ts: the next one takes it).
    await server.stop();
    server = undefined;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);

  it('says in one line that the port is in use, and lets go of its folder', async () => {
    const other = createServer();
    const port = await new Promise<number>((resolve) =>
      other.listen(0, '127.0.0.1', () => resolve((other.address() as AddressInfo).port)),
    );
    const dataDir = freshDir();
    const taken = await runToExit(spawnServer({ dataDir }, port));
    other.close();
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim()).toBe(
      `Port ${port} is already in use (is ThinkStreet already running?). Stop what uses it, or start on another port: PORT=${port + 1} npm start`,
    );
    // It had opened (and migrated) its folder before trying the port: closed, and let go.
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);
});
