// POST /api/trading/trade at 50 connections, on embedded PGlite and (when TEST_DATABASE_URL or
// DATABASE_URL is set) on PostgreSQL, each beside two ceilings measured in the same run: GET /health of
// the same server, and the same database running the order's transaction with no HTTP.
// Run: npx tsx bench/trade/run.ts   (prints figures; never fails on speed)
// BENCH_PROFILE=<dir> writes a CPU profile of this (the server's) thread for each counted round;
// BENCH_ROUNDS=n (default 4) alternates trade and bare-transaction rounds.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { placeOrder } from '../../src/core/trading';
import { buildApp } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/connect';
import { users } from '../../src/server/db/schema';
import { loadConfig } from '../../src/server/env';
import { lockAndLoad } from '../../src/server/modules/trading/locked-load';
import { prefetch } from '../../src/server/modules/trading/prices';
import { dayChangeSince, persist } from '../../src/server/modules/trading/store';
import { transaction } from '../../src/server/modules/trading/tx';

const CONNECTIONS = 50;
const USERS = Number(process.env.BENCH_USERS ?? 200);
const ORDERS_PER_USER = 20; // counted orders per account (plus one warm-up): below the 50-a-day risk limit
const HEALTH_SECONDS = 5;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
const ORDER = { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'market' };
const setupRequest = fileURLToPath(new URL('./setup-request.cjs', import.meta.url));

type Figures = { label: string; rps: number; p50: number; p99: number; ok: number; failed: number };

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

async function cannon(label: string, url: string, opts: Partial<autocannon.Options>): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    workers: 1,
    // autocannon checks for the end only on each sample tick (1 s by default), which rounds the time
    // of an `amount` run up to whole seconds and understated orders/s; 20 ms keeps that error small.
    sampleInt: 20,
    ...opts,
  } as autocannon.Options);
  const ok = result['2xx'];
  if (result.non2xx + result.errors > 0)
    console.log(
      `${label}: ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodeStats ?? {})}, ${result.errors} errors (${result.timeouts} timeouts)`,
    );
  return {
    label,
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    failed: result.non2xx + result.errors,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Rounds as one figure: orders/s over the summed time; p50/p99 are the rounds' medians. */
function combine(label: string, rounds: Figures[]): Figures {
  const ok = rounds.reduce((s, f) => s + f.ok, 0);
  const seconds = rounds.reduce((s, f) => s + f.ok / (f.rps || 1), 0);
  return {
    label,
    rps: ok / seconds,
    p50: median(rounds.map((f) => f.p50)),
    p99: median(rounds.map((f) => f.p99)),
    ok,
    failed: rounds.reduce((s, f) => s + f.failed, 0),
  };
}

/** The order's own transaction (lock, load, engine, write) with no HTTP, auth or response building. */
async function bareTransactions(database: Database, userIds: string[], total: number): Promise<Figures> {
  const now = new Date();
  const prices = await prefetch([ORDER.symbol], now);
  let n = 0;
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (n < total) {
        const userId = userIds[n++ % userIds.length]!;
        const t0 = performance.now();
        try {
          await transaction(database.db, async (tx) => {
            // The trades the daily-loss check reads, as the order's own transaction does.
            const ledger = await lockAndLoad(tx, userId, { tradesSince: dayChangeSince(now) });
            const out = placeOrder(ledger, ORDER, { now, prices, newId: randomUUID });
            if (!out.ok) throw new Error(out.refusal.reason);
            await persist(tx, userId, ledger, out.state, out.effects, now);
          });
          latencies.push(performance.now() - t0);
        } catch {
          failed++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label: 'bare DB transaction',
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ok: latencies.length,
    failed,
  };
}

/** Starts the V8 profiler on this (the server's) thread when BENCH_PROFILE names a folder. */
async function startProfile(): Promise<(name: string) => Promise<void>> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (name) => {
    const { profile } = await session.post('Profiler.stop');
    const file = join(dir, `${name.replace(/ \(.*\)/, '')}-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`profile: ${file}`);
  };
}

async function benchDatabase(
  name: string,
  open: () => Promise<{ database: Database; cleanup(): Promise<void> }>,
) {
  const { database, cleanup } = await open();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    AUTH_IP_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_MINUTE: '100000000',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
  });
  const { app } = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const tokensFile = join(mkdtempSync(join(tmpdir(), 'bench-trade-')), 'tokens.json');
  try {
    process.stdout.write(`\n${name}: signing up ${USERS} users… `);
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${randomUUID()}@example.com`,
          password: 'Bench!passw0rd-long',
          name: 'Bench',
          acceptedTerms: true,
          acceptedPrivacy: true,
        }),
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      tokens.push(((await res.json()) as { token: string }).token);
    }
    writeFileSync(tokensFile, JSON.stringify(tokens));
    process.env.BENCH_TOKENS_FILE = tokensFile;
    console.log('done');

    const health = await cannon('GET /health', `${base}/health`, { duration: HEALTH_SECONDS });
    // Fresh accounts for the bare transactions, inserted directly.
    const bareUsers = Array.from({ length: USERS }, () => randomUUID());
    await database.db
      .insert(users)
      .values(
        bareUsers.map((id) => ({ id, email: `bare-${id}@example.com`, username: `bare-${id.slice(0, 8)}` })),
      );
    // Trade and bare transaction alternate in ROUNDS short rounds, so both meet the same load from the
    // rest of the machine; each round gives every account the same share of its 20 orders.
    // A warm-up round first (one order per account on each path, not counted): it creates every
    // portfolio and warms the JIT, so the counted rounds compare steady states.
    const perRound = Math.floor((USERS * ORDERS_PER_USER) / ROUNDS);
    const rounds: { trade: Figures; bare: Figures }[] = [];
    for (let r = -1; r < ROUNDS; r++) {
      const stopProfile = r < 0 ? async () => {} : await startProfile();
      const trade = await cannon('POST /api/trading/trade', `${base}/api/trading/trade`, {
        amount: r < 0 ? USERS : perRound,
        requests: [
          {
            method: 'POST',
            path: '/api/trading/trade',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(ORDER),
            setupRequest,
          },
        ] as unknown as autocannon.Request[],
      });
      await stopProfile(`${name}-trade-round${r + 1}`);
      const stopBareProfile = r < 0 ? async () => {} : await startProfile();
      const bare = await bareTransactions(database, bareUsers, r < 0 ? USERS : perRound);
      await stopBareProfile(`${name}-bare-round${r + 1}`);
      if (r >= 0) rounds.push({ trade, bare });
    }
    const trade = combine(
      'POST /api/trading/trade',
      rounds.map((x) => x.trade),
    );
    const bare = combine(
      'bare DB transaction',
      rounds.map((x) => x.bare),
    );

    console.log(`| ${name} | orders/s (2xx) | p50 ms | p99 ms | ok | failed |`);
    console.log('|---|---|---|---|---|---|');
    for (const f of [trade, health, bare])
      console.log(
        `| ${f.label} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.ok} | ${f.failed} |`,
      );
    const ratios = rounds.map((x) => x.trade.rps / x.bare.rps);
    console.log(
      `rounds (trade / bare orders/s): ${rounds.map((x, i) => `${x.trade.rps.toFixed(0)}/${x.bare.rps.toFixed(0)} = ${pct(ratios[i]!)}`).join(', ')}`,
    );
    console.log(
      `trade / bare transaction = ${pct(trade.rps / bare.rps)} (median round ${pct(median(ratios))})   trade / health = ${((trade.rps / health.rps) * 100).toFixed(1)}%`,
    );
  } finally {
    await app.close();
    await database.close();
    await cleanup();
    rmSync(join(tokensFile, '..'), { recursive: true, force: true });
  }
}

console.log(
  `bench/trade: ${CONNECTIONS} connections, ${USERS} users × ${ORDERS_PER_USER} market buys; load generator in a worker thread of the same process`,
);

await benchDatabase('PGlite (embedded, files in a temp dir)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  return {
    database: await openDatabase({ dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (server) {
  await benchDatabase('PostgreSQL', async () => {
    const name = `thinkstreet_bench_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      database: await openDatabase({ url: url.toString() }),
      async cleanup() {
        // Let the closed pool's sockets finish before FORCE terminates any session.
        await new Promise((r) => setTimeout(r, 500));
        const c = new pg.Client({ connectionString: server });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  });
} else {
  console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
}
