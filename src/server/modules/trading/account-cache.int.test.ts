import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trades } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/server';
import { METRICS_TTL_MS, RISK_PROFILE_TTL_MS } from './account-cache';
import { controlledMarket } from './test-market';

// The spec's caches (§9 "Metrics cache: 5 min. Risk cache: 60 s.") through the real server: an answer
// is reused while the account is unchanged and younger than its time, recomputed after it, and a
// trade is seen at once. Time moves with the server's settable clock, never with sleeps.

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;
let now = new Date('2026-11-24T15:00:00Z');
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
  s.setNow(now);
};

beforeAll(async () => {
  market = controlledMarket({ AAPL: 100, MSFT: 100 });
  s = await startTestServer({ now });
});
afterAll(async () => {
  market.restore();
  await s.close();
});

const get = async (path: string, token: string) => {
  const r = await s.fetch(`/api/trading${path}`, { token });
  expect(r.status).toBe(200);
  return r.json();
};
const trade = async (token: string, type: 'buy' | 'sell', symbol: string, shares: number) => {
  const r = await s.fetch('/api/trading/trade', { token, method: 'POST', body: { type, symbol, shares } });
  expect(r.status).toBe(200);
};

/** A learner with 100 AAPL bought at $100 in full (simple fills: round figures). */
async function holder() {
  const learner = await s.signUp();
  const put = await s.fetch('/api/trading/settings', {
    token: learner.token,
    method: 'PUT',
    body: { realism: 'simple' },
  });
  expect(put.status).toBe(200);
  market.set('AAPL', 100);
  await trade(learner.token, 'buy', 'AAPL', 100);
  return learner;
}

describe('risk profile cache (60 s)', () => {
  it('answers from the cache while young, then sees the new price', async () => {
    const { token } = await holder();
    const first = await get('/risk-profile', token);
    expect(first.largestPositionPercent).toBeCloseTo(10, 1);

    market.set('AAPL', 200);
    later(RISK_PROFILE_TTL_MS - 1_000);
    expect(await get('/risk-profile', token)).toEqual(first);

    later(1_000);
    const fresh = await get('/risk-profile', token);
    expect(fresh.largestPositionPercent).toBeCloseTo((20_000 / 110_000) * 100, 1);
  });

  it('a trade of the learner is seen at once', async () => {
    const { token } = await holder();
    const first = await get('/risk-profile', token);
    expect(first.largestPositionPercent).toBeCloseTo(10, 1);
    await trade(token, 'sell', 'AAPL', 50);
    expect((await get('/risk-profile', token)).largestPositionPercent).toBeCloseTo(5, 1);
  });
});

describe('metrics cache (5 min)', () => {
  it('reuses the metrics while the account is unchanged, recomputes after 5 minutes or a trade', async () => {
    const { token, user } = await holder();
    expect((await get('/portfolio', token)).metrics.totalTrades).toBe(1);

    // A row the ledger does not see (cash and positions untouched): only a recomputation counts it.
    await s.db.insert(trades).values({
      id: crypto.randomUUID(),
      userId: user.id,
      type: 'BUY',
      symbol: 'MSFT',
      shares: 1,
      price: 10_000,
      totalValue: 10_000,
      orderType: 'market',
      timestamp: now,
    });
    later(METRICS_TTL_MS - 1_000);
    expect((await get('/portfolio', token)).metrics.totalTrades).toBe(1);
    later(1_000);
    expect((await get('/portfolio', token)).metrics.totalTrades).toBe(2);

    // A trade through the engine changes the account: the next read is fresh, not five minutes old.
    await trade(token, 'sell', 'AAPL', 10);
    expect((await get('/portfolio', token)).metrics.totalTrades).toBe(3);
  });
});
