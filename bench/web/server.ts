// What the web benchmarks share (bench/web/run.ts, bench/web/cls-sources.ts): the build, the app
// on a fresh embedded database, and a registered learner's session.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

export const repo = resolve(import.meta.dirname, '../..');

/** `vite build`, unless BENCH_NO_BUILD is set (reuse dist/web); exits on a failed build. */
export function buildUnlessAsked(): void {
  if (process.env.BENCH_NO_BUILD) return;
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: repo, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The production server on `port` with its own data directory; `stop` ends it and removes the data. */
export async function startServer(port: number): Promise<{ base: string; stop: () => void }> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'thinkstreet-bench-web-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('server did not start');
}

/** A new learner's session (token and user, as the app stores them in localStorage). */
export async function registerLearner(base: string): Promise<{ token: string; user: unknown }> {
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'Str0ng!passw0rd',
      name: 'Bench Learner',
      acceptedTerms: true,
      acceptedPrivacy: true,
    }),
  });
  if (!registered.ok) throw new Error(`could not register: ${registered.status}`);
  return (await registered.json()) as { token: string; user: unknown };
}

/**
 * Signs the learner in on `page` (an app page of `base`'s origin) as the app stores a session, with the
 * feature tours off, so no tour opens over the page measured.
 */
export async function storeSession(page: Page, session: { token: string; user: unknown }): Promise<void> {
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('authToken', token as string);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('thinkstreet:tours-off', '1');
    },
    [session.token, session.user] as const,
  );
}
