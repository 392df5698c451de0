import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indices } from '../../../core/market';
import { portfolios, rankingEntries, rankingRefreshes } from '../../db/schema';
import { runJob } from '../../jobs';
import { startTestServer, type TestServer } from '../../test/server';

// GET /api/trading/leaderboard over the stored rankings (issue 21), on the deterministic simulated
// market, so the S&P 500 moves between the days the learners are measured over.

let s: TestServer;
const NOW = new Date('2026-11-24T15:00:00Z'); // a Tuesday, market open
const DAY = 86_400_000;
// Five New York trading days: Tue 24, Wed 25, Thu 26, Fri 27, Mon 30 November.
const DAYS = [0, 1, 2, 3, 6].map((d) => new Date(NOW.getTime() + d * DAY));
const LAST = DAYS.at(-1)!;

type Entry = {
  rank: number;
  trades: number;
  username: string;
  isCurrentUser: boolean;
  totalValue: number;
  returnPercent: number;
  sharpeRatio: number | null;
  excessReturn: number;
  tradingDays: number;
};

const board = async (token: string, query = '') => {
  const res = await s.fetch(`/api/trading/leaderboard${query}`, { token });
  return { status: res.status, json: await res.json() };
};
const mine = (entries: Entry[]) => entries.find((e) => e.isCurrentUser);

type Learner = Awaited<ReturnType<TestServer['signUp']>>;
let trader: Learner;
let saver: Learner;
let lateSaver: Learner;
let newcomer: Learner;

const openedAt = (u: { user: { id: string } }, at: Date) =>
  s.db.update(portfolios).set({ createdAt: at }).where(eq(portfolios.userId, u.user.id));

beforeAll(async () => {
  s = await startTestServer({ now: NOW });
  trader = await s.signUp({ name: 'Tess Trader' });
  saver = await s.signUp({ name: 'Sam Saver' });
  lateSaver = await s.signUp({ name: 'Lou Later' });
  // Portfolios open on first use, in this order (the last tie-break).
  for (const u of [trader, saver, lateSaver]) await s.fetch('/api/trading/portfolio', { token: u.token });
  // A portfolio's opening time is the database's clock, not the test's: put them on the test's days.
  await openedAt(trader, NOW);
  await openedAt(saver, NOW);
  await openedAt(lateSaver, new Date(NOW.getTime() + 60_000));
  const buy = await s.fetch('/api/trading/trade', {
    token: trader.token,
    body: { type: 'buy', symbol: 'TSLA', shares: 30, orderType: 'market' },
  });
  expect(buy.status).toBe(200);
  for (const day of DAYS) {
    s.setNow(day);
    await runJob(s.deps, 'snapshots');
  }
  newcomer = await s.signUp({ name: 'Nina New' });
  await s.fetch('/api/trading/portfolio', { token: newcomer.token });
  await openedAt(newcomer, LAST);
  await runJob(s.deps, 'rankings');
}, 180_000);
afterAll(async () => {
  await s.close();
});

describe('GET /api/trading/leaderboard?rank=', () => {
  it('ranks by return by default, as before, with the new figures beside it', async () => {
    const r = await board(trader.token, '?limit=100');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      period: 'overall',
      rank: 'return',
      total: 4,
      unranked: 0,
      limit: 100,
      offset: 0,
    });
    expect(r.json.updatedAt).toBe(LAST.toISOString());
    const entries: Entry[] = r.json.entries;
    expect(entries.map((e) => e.rank)).toEqual([1, 2, 3, 4]);
    for (let i = 1; i < entries.length; i++)
      expect(entries[i - 1]!.returnPercent).toBeGreaterThanOrEqual(entries[i]!.returnPercent);
    expect(mine(entries)).toMatchObject({ tradingDays: 5 });
  });

  it('breaks a tie on the score by the larger value, then by who joined first', async () => {
    // Three cash-only learners: the same return and value; the saver opened first, the newcomer last.
    const entries: Entry[] = (await board(saver.token, '?limit=100')).json.entries;
    const savers = entries.filter((e) => e.returnPercent === 0);
    expect(savers).toHaveLength(3);
    expect(savers[0]!.isCurrentUser).toBe(true);
    const late = (await board(lateSaver.token, '?limit=100')).json.entries as Entry[];
    expect(late.filter((e) => e.returnPercent === 0)[1]!.isCurrentUser).toBe(true);
    const nw = (await board(newcomer.token, '?limit=100')).json.entries as Entry[];
    expect(nw.filter((e) => e.returnPercent === 0)[2]!.isCurrentUser).toBe(true);
  });

  it('ranks by excess return over the S&P 500 across the same days', async () => {
    const r = await board(saver.token, '?rank=excess&limit=100');
    expect(r.json).toMatchObject({ rank: 'excess', total: 4 });
    const entries: Entry[] = r.json.entries;
    for (let i = 1; i < entries.length; i++)
      expect(entries[i - 1]!.excessReturn).toBeGreaterThanOrEqual(entries[i]!.excessReturn);
    // Cash earns nothing: a saver's excess is minus the index's move since their portfolio opened.
    const sp = (at: Date) => indices(at).find((i) => i.symbol === '^GSPC')!.price;
    const [start, end] = [sp(NOW), sp(LAST)];
    expect(start).not.toBe(end);
    expect(mine(entries)!.excessReturn).toBeCloseTo(-(end / start - 1) * 100, 1);
    const t = mine((await board(trader.token, '?rank=excess&limit=100')).json.entries)!;
    expect(t.excessReturn).toBeCloseTo(t.returnPercent - (end / start - 1) * 100, 1);
  });

  it('ranks by Sharpe only the learners with five trading days and counts the others as unranked', async () => {
    const r = await board(trader.token, '?rank=sharpe&limit=100');
    expect(r.json).toMatchObject({ rank: 'sharpe', total: 3, unranked: 1 });
    const entries: Entry[] = r.json.entries;
    expect(entries.every((e) => e.sharpeRatio !== null && e.tradingDays >= 5)).toBe(true);
    for (let i = 1; i < entries.length; i++)
      expect(entries[i - 1]!.sharpeRatio!).toBeGreaterThanOrEqual(entries[i]!.sharpeRatio!);
    expect(mine(entries)!.sharpeRatio).not.toBe(0);
    // The newcomer has one day: listed by return, not by Sharpe.
    expect(mine((await board(newcomer.token, '?rank=sharpe&limit=100')).json.entries)).toBeUndefined();
    const byReturn = mine((await board(newcomer.token, '?limit=100')).json.entries)!;
    expect(byReturn).toMatchObject({ sharpeRatio: null, tradingDays: 1 });
  });

  it('ranks every period, by each measure', async () => {
    for (const period of ['day', 'week', 'month', 'overall'])
      for (const rank of ['return', 'sharpe', 'excess']) {
        const r = await board(trader.token, `?period=${period}&rank=${rank}`);
        expect(r.status).toBe(200);
        expect(r.json).toMatchObject({ period, rank });
      }
    // A day holds at most two days of equity: nobody is ranked by Sharpe over it.
    expect((await board(trader.token, '?period=day&rank=sharpe')).json).toMatchObject({
      total: 0,
      unranked: 4,
    });
  });

  it('pages by position', async () => {
    const all: Entry[] = (await board(trader.token, '?rank=excess&limit=100')).json.entries;
    const page = await board(trader.token, '?rank=excess&limit=2&offset=1');
    expect(page.json).toMatchObject({ limit: 2, offset: 1, total: 4 });
    expect(page.json.entries.map((e: Entry) => e.rank)).toEqual([2, 3]);
    expect(page.json.entries.map((e: Entry) => e.username)).toEqual(all.slice(1, 3).map((e) => e.username));
    expect((await board(trader.token, '?offset=50')).json.entries).toEqual([]);
  });

  it('answers bad input with a clear 400', async () => {
    expect(await board(trader.token, '?rank=foo')).toEqual({
      status: 400,
      json: { error: 'rank must be one of: return, sharpe, excess' },
    });
    for (const q of ['?period=year', '?limit=0', '?limit=101', '?offset=-1', '?limit=ten'])
      expect((await board(trader.token, q)).status).toBe(400);
    // Past the database's integer (a rank is compared with it): refused, where it was a 500.
    for (const q of ['?offset=2147483648', '?offset=130809805692'])
      expect(await board(trader.token, q)).toEqual({
        status: 400,
        json: { error: 'offset must be between 0 and 1000000' },
      });
    expect((await board(trader.token, '?offset=1000000')).json.entries).toEqual([]);
    expect((await s.fetch('/api/trading/leaderboard?rank=sharpe')).status).toBe(401);
  });

  it('shows anonymous handles, and a chosen name from the moment of consent', async () => {
    const text = JSON.stringify((await board(trader.token, '?limit=100')).json);
    for (const name of ['Tess', 'Sam', 'Lou', 'Nina']) expect(text).not.toContain(name);
    expect(mine((await board(saver.token, '?rank=excess')).json.entries)!.username).toMatch(
      /^Trader [0-9A-F]{4}$/,
    );
    await s.fetch('/api/trading/leaderboard/consent', {
      token: saver.token,
      method: 'PUT',
      body: { showOnLeaderboard: true, name: 'Saver S' },
    });
    expect(mine((await board(saver.token, '?rank=excess')).json.entries)!.username).toBe('Saver S');
    await s.fetch('/api/trading/leaderboard/consent', {
      token: saver.token,
      method: 'PUT',
      body: { showOnLeaderboard: false },
    });
    expect(mine((await board(saver.token)).json.entries)!.username).toMatch(/^Trader [0-9A-F]{4}$/);
  });

  it('is as fresh as the rankings job: a new trade counts once the job has run, and updatedAt says when', async () => {
    s.setNow(new Date(LAST.getTime() + 30 * 60_000));
    try {
      const before = mine((await board(newcomer.token)).json.entries)!;
      const buy = await s.fetch('/api/trading/trade', {
        token: newcomer.token,
        body: { type: 'buy', symbol: 'NVDA', shares: 20, orderType: 'market' },
      });
      expect(buy.status).toBe(200);
      const stale = await board(newcomer.token);
      expect(stale.json.updatedAt).toBe(LAST.toISOString());
      expect(mine(stale.json.entries)).toEqual(before);
      await runJob(s.deps, 'rankings');
      const fresh = await board(newcomer.token, '?limit=100');
      expect(fresh.json.updatedAt).toBe(new Date(LAST.getTime() + 30 * 60_000).toISOString());
      expect(mine(fresh.json.entries)!.trades).toBe(before.trades + 1);
    } finally {
      s.setNow(LAST);
    }
  });
});

describe('a database that was never ranked', () => {
  it('ranks on the first read', async () => {
    await s.db.delete(rankingRefreshes);
    await s.db.delete(rankingEntries);
    s.setNow(new Date(LAST.getTime() + 3_600_000));
    try {
      const json = (await board(saver.token)).json;
      expect(json).toMatchObject({ total: 4, updatedAt: new Date(LAST.getTime() + 3_600_000).toISOString() });
      expect(mine(json.entries)).toBeDefined();
    } finally {
      s.setNow(LAST);
    }
  });
});
