import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'thinkstreet-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A node process that waits until killed, and a way to end it. */
function liveProcess(): { pid: number; end: () => Promise<void> } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return {
    pid: child.pid!,
    end: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

function refusal(dir: string): DataDirInUseError {
  try {
    lockDataDir(dir);
  } catch (error) {
    if (error instanceof DataDirInUseError) return error;
    throw error;
  }
  throw new Error('the lock was given');
}

describe('lockDataDir', () => {
  it('holds the folder with a file naming this process until released', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    // A second open in the same process is refused too: two PGlite instances on one folder.
    expect(refusal(dir).pid).toBe(process.pid);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    release();
    const again = lockDataDir(dir);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    again();
  });

  it('refuses while another live process holds it, naming the process, the folder and the file', async () => {
    const dir = freshDir();
    const other = liveProcess();
    try {
      writeFileSync(join(dir, LOCK_FILE), `${other.pid}\n`);
      const error = refusal(dir);
      expect(error.pid).toBe(other.pid);
      expect(error.message).toBe(
        `Another ThinkStreet process (pid ${other.pid}) is using the database in ${dir}: stop it first ` +
          `(the embedded database admits one process at a time). If no process ${other.pid} is running, delete ${join(dir, LOCK_FILE)}.`,
      );
      // Refused, the holder's file is left as it was.
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(other.pid));
    } finally {
      await other.end();
    }
    // Once the holder has died without releasing (killed), the lock is stale and taken over.
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it.each([
    ['empty (its writer died as it wrote)', ''],
    ['not a process id', 'pglite\n'],
    ['a negative number', '-42\n'],
  ])('takes over a lock file that is %s', (_, content) => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), content);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it("takes over a lock with this process's id that this process does not hold (a container restarted under the same pid)", () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    const release = lockDataDir(dir);
    expect(refusal(dir).pid).toBe(process.pid);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it("does not remove another process's lock when released after losing it", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    // Someone deleted the file by hand and another process took the folder meanwhile.
    writeFileSync(join(dir, LOCK_FILE), '999999999\n');
    release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe('999999999');
  });
});
