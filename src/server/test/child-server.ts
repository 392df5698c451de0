import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The real server (src/server/main.ts) as a separate process, for tests that kill it or restart it
// on the same data: a PGlite data folder, or a PostgreSQL database.

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Where the server keeps its data: a PGlite folder (`url` unset) or a PostgreSQL database. */
export type Store = { dataDir: string; url?: string };

export type ChildServer = {
  url: string;
  process: ChildProcess;
  /** SIGKILL: no shutdown hook runs, nothing is flushed or checkpointed. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own shutdown (close the HTTP server, then the database). */
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Whether process `pid` holds the socket listening on `port`, read from Linux's /proc; undefined where
 * it cannot tell. Between freePort's probe and this child's bind, another test's server can take the
 * port (the PGlite and PostgreSQL runs start servers side by side) and answer /health in its place:
 * once a test traded on that other server, then stopped its own child while it was still starting
 * ("server stopped with null").
 */
function listensOn(pid: number, port: number): boolean | undefined {
  try {
    const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    const listening = ['/proc/net/tcp', '/proc/net/tcp6']
      .filter((file) => existsSync(file))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      // local address, state 0A (LISTEN), inode
      .filter((cells) => cells[1]?.endsWith(hex) && cells[3] === '0A')
      .map((cells) => `socket:[${cells[9]}]`);
    const held = readdirSync(`/proc/${pid}/fd`).map((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return '';
      }
    });
    return listening.some((socket) => held.includes(socket));
  } catch {
    return undefined;
  }
}

/** `node --import tsx src/server/main.ts` on `store` and `port`, its stderr piped (not yet read). */
export function spawnServer(store: Store, port: number, env: Record<string, string> = {}): ChildProcess {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.url,
    // Fixed, so a token issued before a restart is still accepted after it.
    JWT_SECRET: 'child-server-test-secret-0123456789abcdef',
    LOG_LEVEL: 'error',
    JOBS: 'false',
    AUTH_IP_LIMIT_PER_MINUTE: '10000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    HEAVY_RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  };
  if (!store.url) delete childEnv.DATABASE_URL;
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/**
 * Starts `node --import tsx src/server/main.ts` on `store` and waits until GET /health answers from
 * it; on a port another server took first, it starts again on another (at most three tries).
 */
export async function startChildServer(store: Store, env: Record<string, string> = {}): Promise<ChildServer> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnFreePort(store, env);
    if (started !== 'port taken') return started;
    if (attempt === 3) throw new Error('three ports in a row were taken by another server');
  }
}

async function startOnFreePort(
  store: Store,
  env: Record<string, string>,
): Promise<ChildServer | 'port taken'> {
  const port = await freePort();
  const child = spawnServer(store, port, env);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  // Its stderr is read in full only once the process has closed it.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Generous: tsx compiles the server on start, and a loaded 2-core CI host once took over 45 s
  // (1 Dec); the tests that use this allow 180 s and more, so only a server that never comes up fails.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await closed;
      // main.ts says so in a line of its own ("Port N is already in use"); EADDRINUSE if it throws.
      if (/EADDRINUSE|is already in use/.test(stderr)) return 'port taken';
      throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /health in time: ${stderr}`);
    }
    const ok = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok && listensOn(child.pid!, port) === false) {
      child.kill('SIGKILL');
      await exited(child);
      return 'port taken';
    }
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      if (child.exitCode !== 0)
        throw new Error(`server stopped with ${child.exitCode ?? child.signalCode}: ${stderr}`);
    },
  };
}
