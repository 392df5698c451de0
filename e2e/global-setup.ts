import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

// Starts the real app (built web + API, in-memory database, settable clock) once per journey worker:
// E2E_WORKERS servers (default 1, the `--maxWorkers` the e2e step runs with), each with its own
// database and clock. A worker runs one journey file at a time, against the server of its pool id
// (see serverURL in ./browser.ts), so two files never share a server at the same moment.

const servers: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist/web/index.html')) throw new Error('Build the web app first: npx vite build');
  const count = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
  const urls = await Promise.all(Array.from({ length: count }, () => startServer()));
  project.provide('baseURLs', urls);
}

async function startServer(): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      TEST_CLOCK: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      DATABASE_URL: '',
      JOBS: 'false',
      LOG_LEVEL: 'warn',
      AUTH_IP_LIMIT_PER_MINUTE: '10000',
      // Every journey signs in from 127.0.0.1; several try wrong passwords on purpose.
      AUTH_IP_FREE_FAILURES: '100000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      HEAVY_RATE_LIMIT_PER_MINUTE: '1000000',
      STREAMS_PER_CLIENT: '1000',
      ADMIN_EMAILS: 'admin@thinkstreet.test',
      // The browser's contexts say which visitor they are (e2e/browser.ts: X-Forwarded-For).
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  servers.push(server);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return url;
    } catch {}
    if (Date.now() > deadline) throw new Error('the app did not answer /health within 180 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function teardown(): Promise<void> {
  await Promise.all(
    servers
      .filter((server) => server.exitCode === null)
      .map((server) => {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        return Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }),
  );
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app per journey worker. */
    baseURLs: string[];
  }
}
