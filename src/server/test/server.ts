import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { UserView } from '../../shared/api/auth';
import { type App, buildApp } from '../app';
import { type Database, openDatabase } from '../db/connect';
import type { Deps } from '../deps';
import { type Config, loadConfig } from '../env';
import { setStoredRole } from '../modules/auth/store';
import { migratedPgliteSeed } from './pglite-seed';
import { freshPostgresDatabase } from './postgres-database';

// A real server on a real port over a real database, for integration tests: in-memory PGlite, or a
// fresh PostgreSQL database per test file when TEST_DB=postgres (TEST_DATABASE_URL names the server).

export type TestServer = {
  url: string;
  app: App;
  deps: Deps;
  db: Deps['db'];
  /** fetch against the server; `body` is sent as JSON and `token` as a bearer token. */
  fetch(
    path: string,
    init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Registers a fresh user and returns its session. */
  signUp(overrides?: Partial<{ email: string; password: string; name: string }>): Promise<{
    token: string;
    user: UserView;
    email: string;
    password: string;
  }>;
  setNow(date: Date): void;
  /** What `npm run admin -- grant EMAIL` does: the account becomes an administrator. */
  grantAdmin(email: string): Promise<void>;
  close(): Promise<void>;
};

export type TestServerOptions = {
  now?: Date;
  config?: Record<string, string>;
  /** Receives every log line (already scrubbed of secrets), at level info, for tests that read the log. */
  logSink?: { write(line: string): unknown };
  /** A built web app to serve instead of dist/web. */
  webRoot?: string;
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    AUTH_IP_LIMIT_PER_MINUTE: '10000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    HEAVY_RATE_LIMIT_PER_MINUTE: '1000000',
    STREAMS_PER_CLIENT: '1000',
    ...options.config,
  });
  const { database, drop } = await testDatabase();
  let now = options.now ?? null;
  const { app, deps } = await buildApp({
    config,
    database,
    clock: () => (now ? new Date(now) : new Date()),
    logger: options.logSink ? { level: 'info', sink: options.logSink } : false,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const request: TestServer['fetch'] = (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    return fetch(`${url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    });
  };

  return {
    url,
    app,
    deps,
    db: deps.db,
    fetch: request,
    async signUp(overrides = {}) {
      const email = overrides.email ?? `learner-${randomUUID()}@example.com`;
      const password = overrides.password ?? 'Str0ng!passw0rd';
      const response = await request('/api/auth/register', {
        body: {
          email,
          password,
          name: overrides.name ?? 'Test Learner',
          acceptedTerms: true,
          acceptedPrivacy: true,
        },
      });
      if (response.status !== 201)
        throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      const json = (await response.json()) as { token: string; user: UserView };
      return { ...json, email, password };
    },
    setNow(date) {
      now = date;
    },
    async grantAdmin(email) {
      if (!(await setStoredRole(deps.db, email, 'admin'))) throw new Error(`no account for ${email}`);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function testDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const seed = await migratedPgliteSeed();
    return { database: await openDatabase({ dataDir: 'memory', seed }), drop: async () => undefined };
  }
  const fresh = await freshPostgresDatabase({ migrated: true });
  return { database: await openDatabase({ url: fresh.url }), drop: fresh.drop };
}
