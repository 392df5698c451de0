// bench/leaderboard: the latency of one leaderboard page at 100, 10,000 and 100,000 learners, on
// PGlite and (with TEST_DATABASE_URL) on PostgreSQL. The learners and their stored rankings are
// seeded directly in the database; each page is what GET /api/trading/leaderboard runs
// (leaderboardPage: the refresh row, one indexed range of positions joined to users for the names).
// Prints figures; passes or fails nothing. See README.md.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { RankMeasure } from '../../src/core/trading/rankings';
import { openDatabase } from '../../src/server/db/connect';
import type { Deps } from '../../src/server/deps';
import { leaderboardPage, PERIODS } from '../../src/server/modules/trading/rankings';

const SIZES = (process.env.BENCH_SIZES ?? '100,10000,100000').split(',').map(Number);
const READS = Number(process.env.BENCH_READS ?? 200);
const NOW = new Date('2026-11-24T15:00:00Z');

type Db = Deps['db'];

/** Grows the users to `n` and rewrites every stored ranking of the overall scope for them. */
async function seed(db: Db, from: number, n: number) {
  await db.execute(sql`
    insert into users (id, email, username, leaderboard_name)
    select gen_random_uuid(), 'bench' || g || '@example.com', 'bench' || g,
           case when g % 10 = 0 then 'Named ' || g end
    from generate_series(${from + 1}::int, ${n}::int) g`);
  await db.execute(sql`delete from ranking_entries`);
  // Positions are permutations of 1..n: return by one order, excess by another, Sharpe for 4 in 5.
  await db.execute(sql`
    insert into ranking_entries (scope, period, user_id, total_value, return_amount, return_percent,
      sharpe, excess_percent, trading_days, trades, return_rank, sharpe_rank, excess_rank)
    select 'overall', p, id, 10000000 + k * 7 % 1000000, k * 7 % 1000000, (k * 7 % 1000) / 10.0,
      case when k % 5 = 0 then null else (k % 300) / 100.0 end, (k * 13 % 1000) / 10.0,
      case when k % 5 = 0 then 3 else 20 end, k % 40,
      k,
      case when k % 5 = 0 then null else k - k / 5 end,
      ${n}::int + 1 - k
    from (select id, row_number() over (order by id)::int as k from users) u,
         unnest(array['day','week','month','overall']) p`);
  await db.execute(sql`delete from ranking_refreshes`);
  for (const period of PERIODS)
    await db.execute(sql`
      insert into ranking_refreshes (scope, period, refreshed_at, total, sharpe_ranked)
      values ('overall', ${period}, ${NOW.toISOString()}, ${n}, ${n - Math.floor(n / 5)})`);
  await db.execute(sql`analyze`);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function time(deps: Deps, me: string, measure: RankMeasure, offset: number) {
  for (let i = 0; i < 20; i++) await leaderboardPage(deps, me, 'overall', measure, 20, offset);
  const ms: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t = performance.now();
    const page = await leaderboardPage(deps, me, 'overall', measure, 20, offset);
    ms.push(performance.now() - t);
    if (page.entries.length !== 20) throw new Error(`short page: ${page.entries.length}`);
  }
  ms.sort((a, b) => a - b);
  return { median: pct(ms, 0.5), p95: pct(ms, 0.95) };
}

async function run(kind: 'PGlite' | 'PostgreSQL', url?: string) {
  const database = await openDatabase(url ? { url } : { dataDir: 'memory' });
  const deps = {
    db: database.db,
    dbKind: database.kind,
    clock: () => NOW,
  } as unknown as Deps;
  let have = 0;
  for (const n of SIZES) {
    const t = performance.now();
    await seed(database.db, have, n);
    have = n;
    const seeded = ((performance.now() - t) / 1000).toFixed(1);
    const me = (
      (await database.db.execute(sql`select id from users limit 1`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
    const deep = Math.max(0, Math.floor(n / 2) - 20);
    const first = await time(deps, me, 'return', 0);
    const middle = await time(deps, me, 'return', deep);
    const sharpe = await time(deps, me, 'sharpe', deep);
    const f = (x: { median: number; p95: number }) => `${x.median.toFixed(2)} / ${x.p95.toFixed(2)}`;
    console.log(
      `| ${kind.padEnd(10)} | ${String(n).padStart(7)} | ${f(first).padEnd(13)} | ${f(middle).padEnd(13)} | ${f(sharpe).padEnd(13)} | ${seeded.padStart(6)} |`,
    );
  }
  await database.close();
}

console.log(`leaderboard page of 20, ${READS} reads each after 20 warm-up; ms median / p95`);
console.log('| database   | learners | first page    | middle page   | Sharpe middle | seed s |');
console.log('| ---------- | -------- | ------------- | ------------- | ------------- | ------ |');
await run('PGlite');
const server = process.env.TEST_DATABASE_URL;
if (server) {
  const name = `bench_leaderboard_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else console.log('(set TEST_DATABASE_URL for the PostgreSQL run)');
