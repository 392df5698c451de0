import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// PGlite is PostgreSQL in one process: it takes no lock on its files, so a second process opening the
// same folder (a second `npm start` on another port, a backup while the server runs) opened it
// happily, and the two could then write over each other's pages. Whoever opens a PGlite folder first holds
// this lock, a file with its process id, until it closes the database. A holder that died without
// closing (killed, or its machine restarted) leaves the file behind: a process id that no longer runs
// is a stale lock and is taken over, as PostgreSQL does with its own postmaster.pid.

/** The lock's file in DATA_DIR, beside the database's own folder. */
export const LOCK_FILE = 'pglite.lock';

/** Another live process holds the folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another ThinkStreet process (pid ${pid}) is using the database in ${resolve(dataDir)}: stop it first ` +
        `(the embedded database admits one process at a time). If no process ${pid} is running, delete ${resolve(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** The folders this process holds: a pid equal to ours in a lock we do not hold is a previous run's (a container restarted as pid 1). */
const held = new Set<string>();

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock on the PGlite folder in `dataDir`, or throws DataDirInUseError naming the live
 * process that holds it. Answers the release, which is safe to call more than once.
 */
export function lockDataDir(dataDir: string): () => void {
  const key = resolve(dataDir);
  const file = join(key, LOCK_FILE);
  if (held.has(key)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; ; attempt++) {
    try {
      // `wx`: created only if absent, so of two processes starting together one wins.
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holder(file);
      if (pid !== undefined && pid !== process.pid && running(pid)) throw new DataDirInUseError(dataDir, pid);
      // Stale, or half-written by a process that died as it wrote: taken over, once.
      if (attempt > 0) throw new DataDirInUseError(dataDir, pid ?? 0);
      rmSync(file, { force: true });
    }
  }
  held.add(key);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(key);
    if (holder(file) === process.pid) rmSync(file, { force: true });
  };
}
