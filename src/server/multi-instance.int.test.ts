import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedQuote } from '../core/market';
import { type ChildServer, startChildServer } from './test/child-server';
import { freshPostgresDatabase } from './test/postgres-database';

// Two real server processes on one PostgreSQL database and one Redis, as a deployment runs them.
// Runs in the integration-postgres project when Redis answers (REDIS_URL, else 127.0.0.1:6379).

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const enabled = onPostgres && (await redisAnswers());
// A prefix of its own: nothing counted here reaches another run, and the keys are removed after.
const prefix = `tstest${randomUUID().slice(0, 8)}`;
let a: ChildServer;
let b: ChildServer;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!enabled) return;
  const database = await freshPostgresDatabase();
  drop = database.drop;
  const env = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix, TEST_CLOCK: 'true' };
  // Both start at once on the new database: one migrates it while the other waits for it.
  [a, b] = await Promise.all([
    startChildServer({ dataDir: 'memory', url: database.url }, env),
    startChildServer({ dataDir: 'memory', url: database.url }, env),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await drop?.();
  if (!enabled) return;
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

async function call(server: ChildServer, path: string, init: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return fetch(`${server.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const PASSWORD = 'Str0ng!passw0rd';

async function register(server: ChildServer) {
  const email = `multi-${randomUUID()}@example.com`;
  const response = await call(server, '/api/auth/register', {
    body: { email, password: PASSWORD, name: 'Multi Instance', acceptedTerms: true, acceptedPrivacy: true },
  });
  expect(response.status).toBe(201);
  return { email, token: ((await response.json()) as { token: string }).token };
}

/** The first `data:` message of a server's live stream. */
async function firstTick(server: ChildServer, symbols: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/market-data/stream?symbols=${symbols}`, {
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let text = '';
  try {
    while (!text.includes('data: ')) text += new TextDecoder().decode((await reader.read()).value);
    while (!/data: .*\n\n/.test(text)) text += new TextDecoder().decode((await reader.read()).value);
  } finally {
    controller.abort();
  }
  const line = /data: (.*)\n\n/.exec(text)![1]!;
  return JSON.parse(line) as { quotes: { symbol: string; price: number }[]; timestamp: string };
}

describe.skipIf(!enabled)('two instances on one PostgreSQL and one Redis', () => {
  it('are both ready, and say Redis is up', async () => {
    for (const server of [a, b]) {
      const response = await call(server, '/ready');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ready: true, database: 'up', redis: 'up' });
    }
  });

  it('refuse a session on one instance the moment it is signed out on the other', async () => {
    const { token } = await register(a);
    expect((await call(b, '/api/auth/verify', { token })).status).toBe(200);
    expect((await call(a, '/api/auth/logout', { token, body: {} })).status).toBe(200);
    expect((await call(b, '/api/auth/verify', { token })).status).toBe(401);
    expect((await call(a, '/api/auth/verify', { token })).status).toBe(401);
  });

  it('refuse every session of an account on the other instance once its password changed', async () => {
    const { token, email } = await register(a);
    const other = await call(b, '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(other.status).toBe(200);
    const otherToken = ((await other.json()) as { token: string }).token;
    const changed = await fetch(`${a.url}/api/auth/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'An0ther!passw0rd' }),
    });
    expect(changed.status).toBe(200);
    expect((await call(b, '/api/auth/verify', { token: otherToken })).status).toBe(401);
  });

  it('share one failed-sign-in budget: failures spread over both are refused as if on one', async () => {
    const { email } = await register(a);
    const wrong = { email, password: 'Wr0ng!passw0rd' };
    // Four failures per account and address are free; the fifth starts a wait (attempts.ts).
    const servers = [a, b, a, b, a];
    for (const server of servers)
      expect((await call(server, '/api/auth/login', { body: wrong })).status).toBe(401);
    // Each process alone has seen at most three of them, yet both refuse the next attempt.
    const refused = await call(b, '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(a, '/api/auth/login', { body: wrong })).status).toBe(429);
  });

  it('share the general rate limits: a route allowing 30 a minute allows 30 over both', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await call(i % 2 === 0 ? a : b, '/api/test/db')).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect((await call(a, '/api/test/db')).status).toBe(429);
    expect((await call(b, '/api/test/db')).status).toBe(429);
  });

  it('run a timed job once per period, however many instances fire it at once', async () => {
    const slot = Math.floor(Date.now() / 300_000);
    const fire = (s: number) =>
      Promise.all(
        [a, b, a, b, a, b].map(async (server) => {
          const response = await call(server, '/api/test/jobs/expiry', { body: { slot: s } });
          expect(response.status).toBe(200);
          return ((await response.json()) as { ran: boolean }).ran;
        }),
      );
    expect((await fire(slot)).filter(Boolean)).toHaveLength(1);
    // The same period again, late, on either instance: already done.
    expect((await fire(slot)).filter(Boolean)).toHaveLength(0);
    expect((await fire(slot + 1)).filter(Boolean)).toHaveLength(1);
    // Without a period (as journeys call it, with no body) the tick runs now, whatever ran before.
    const manual = await fetch(`${b.url}/api/test/jobs/expiry`, { method: 'POST' });
    expect(await manual.json()).toEqual({ ran: true });
    const bad = await call(a, '/api/test/jobs/expiry', { body: { slot: 'soon' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBeTruthy();
  });

  it('stream the same ticks: both compute the one deterministic market for the same instant', async () => {
    const now = '2026-11-24T15:30:00.000Z';
    for (const server of [a, b])
      expect((await call(server, '/api/test/clock', { body: { now } })).status).toBe(200);
    try {
      const [fromA, fromB] = await Promise.all([
        firstTick(a, 'AAPL,MSFT,SPY'),
        firstTick(b, 'AAPL,MSFT,SPY'),
      ]);
      expect(fromA.timestamp).toBe(now);
      expect(fromB).toEqual(fromA);
      for (const quote of fromA.quotes)
        expect(quote.price).toBe(simulatedQuote(quote.symbol, new Date(now))?.price);
      expect(fromA.quotes.map((q) => q.symbol)).toEqual(['AAPL', 'MSFT', 'SPY']);
    } finally {
      for (const server of [a, b]) await call(server, '/api/test/clock', { body: { now: null } });
    }
  });
});
