import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { controlledMarket } from '../modules/trading/test-market';
import { startTestServer, type TestServer } from '../test/server';
import { JOB_INTERVALS_MS, startJobs, stopJobs } from '.';

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;
beforeAll(async () => {
  market = controlledMarket({ AAPL: 190 });
  s = await startTestServer({ now: new Date('2026-11-24T15:00:00Z') });
});
afterAll(async () => {
  market.restore();
  await s.close();
});

describe('timed jobs', () => {
  it('do nothing when JOBS is false', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      startJobs(s.deps); // the test server's config has JOBS=false
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fill a crossed limit order on the 15-second tick, and stop cleanly', async () => {
    const { token } = await s.signUp();
    // Filled at the last price, so the job's fill is at exactly $179.
    await s.fetch('/api/trading/settings', { token, method: 'PUT', body: { realism: 'simple' } });
    const placed = await s.fetch('/api/trading/trade', {
      token,
      body: { type: 'buy', symbol: 'AAPL', shares: 2, orderType: 'limit', price: 180, timeInForce: 'gtc' },
    });
    expect(placed.status).toBe(200);
    market.set('AAPL', 179);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      startJobs({ ...s.deps, config: { ...s.deps.config, JOBS: true } });
      expect(vi.getTimerCount()).toBe(Object.keys(JOB_INTERVALS_MS).length);
      vi.advanceTimersByTime(JOB_INTERVALS_MS.orders);
      let pending = 1;
      for (let i = 0; i < 50 && pending > 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
        pending = (await (await s.fetch('/api/trading/orders', { token })).json()).pendingOrders.length;
      }
      expect(pending).toBe(0);
      await stopJobs();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      await stopJobs();
      vi.useRealTimers();
    }
    const portfolio = await (await s.fetch('/api/trading/portfolio', { token })).json();
    expect(portfolio.positions[0]).toMatchObject({ symbol: 'AAPL', shares: 2, avgCost: 179 });
    // The fill made by the job counts for XP like an immediate one (placing it earned nothing).
    const progress = await (await s.fetch('/api/progress/progress', { token })).json();
    expect(progress.totalXP).toBeGreaterThan(0);
  });
});
