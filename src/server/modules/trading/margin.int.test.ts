// Short selling through the real server: open, cover, the refusals, the margin job's borrow fee,
// margin call and forced buy-in (test clock + the job's tick), and the settings switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../jobs';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from './test-market';

const NOW = new Date('2026-11-24T15:00:00Z');
let s: TestServer;
let market: ReturnType<typeof controlledMarket>;
beforeAll(async () => {
  market = controlledMarket({ AAPL: 100, GME: 20, PENNY: 4 });
  s = await startTestServer({ now: NOW });
});
afterAll(async () => {
  await s.close();
  market.restore();
});

async function call(token: string, path: string, body?: unknown, method = body ? 'POST' : 'GET') {
  const res = await s.fetch(`/api/trading${path}`, { token, method, body });
  return { status: res.status, json: await res.json() };
}
const trade = (token: string, type: string, symbol: string, shares: number) =>
  call(token, '/trade', { type, symbol, shares, orderType: 'market' });
// What POST /api/test/jobs/margin runs (that route is only mounted on the journeys' server).
const runMargin = async () => expect(await runJob(s.deps, 'margin')).toBe(true);

async function marginLearner() {
  const { token } = await s.signUp();
  // Filled at the last price, so the figures below are round.
  const settings = { accountType: 'margin', realism: 'simple' };
  expect((await call(token, '/settings', settings, 'PUT')).status).toBe(200);
  return token;
}

describe('short selling on margin', () => {
  it('a cash account still answers the spec message for a sell without shares', async () => {
    const { token } = await s.signUp();
    const r = await trade(token, 'sell', 'AAPL', 1);
    expect(r.status).toBe(400);
    expect(r.json.error ?? r.json.message).toBe('No position found for AAPL');
  });

  it('opens a short, shows it with negative shares and buying power, and covers it', async () => {
    const token = await marginLearner();
    expect((await trade(token, 'sell', 'AAPL', 10)).status).toBe(200);
    let p = (await call(token, '/portfolio')).json;
    const pos = p.portfolio?.positions ?? p.positions;
    const view = p.portfolio ?? p;
    expect(pos).toEqual([expect.objectContaining({ symbol: 'AAPL', shares: -10, side: 'short' })]);
    expect(view.cash).toBe(101_000);
    expect(view.totalValue).toBe(100_000);
    expect(view.margin).toMatchObject({
      accountType: 'margin',
      shortLiability: 1000,
      initialRequirement: 1500,
      maintenanceRequirement: 300,
      buyingPower: 99_500,
    });
    market.set('AAPL', 90);
    const cover = await trade(token, 'buy', 'AAPL', 10);
    expect(cover.status).toBe(200);
    market.set('AAPL', 100);
    p = (await call(token, '/portfolio')).json;
    expect((p.portfolio ?? p).positions).toEqual([]);
    expect((p.portfolio ?? p).cash).toBe(100_100);
  });

  it('refuses shorts below $5 and over buying power', async () => {
    const token = await marginLearner();
    const low = await trade(token, 'sell', 'PENNY', 10);
    expect(low.status).toBe(400);
    expect(JSON.stringify(low.json)).toContain('shorting is not allowed below $5.00 a share');
    const big = await trade(token, 'sell', 'AAPL', 2001);
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.json)).toContain('Not enough buying power to sell short');
  });

  it('refuses switching to cash while a short is open, and allows it after covering', async () => {
    const token = await marginLearner();
    await trade(token, 'sell', 'AAPL', 1);
    const refused = await call(token, '/settings', { accountType: 'cash' }, 'PUT');
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.json)).toContain('Cover your short positions before switching');
    await trade(token, 'buy', 'AAPL', 1);
    expect((await call(token, '/settings', { accountType: 'cash' }, 'PUT')).json.accountType).toBe('cash');
  });

  it('the margin job charges the borrow fee once a day, calls under maintenance and buys in after the deadline', async () => {
    const token = await marginLearner();
    expect((await trade(token, 'sell', 'GME', 5000)).status).toBe(200); // $100,000 short
    const before = (
      (await call(token, '/portfolio')).json.portfolio ?? (await call(token, '/portfolio')).json
    ).cash;
    await runMargin();
    await runMargin();
    let view = (await call(token, '/portfolio')).json;
    view = view.portfolio ?? view;
    // GME is hard to borrow: 30% a year on $100,000 / 360 = $83.33 a day, charged once.
    expect(view.cash).toBeCloseTo(before - 83.33, 2);
    expect(view.margin.borrowFeesPaid).toBeCloseTo(83.33, 2);

    market.set('GME', 35); // short $175,000; cash ≈ $199,917: equity ≈ $24,917 < 30% = $52,500
    await runMargin();
    view = (await call(token, '/portfolio')).json;
    view = view.portfolio ?? view;
    expect(view.margin.callDeadline).toBe(new Date(NOW.getTime() + 48 * 3600_000).toISOString());
    expect(view.positions[0].shares).toBe(-5000);

    s.setNow(new Date(NOW.getTime() + 49 * 3600_000));
    try {
      await runMargin();
      view = (await call(token, '/portfolio')).json;
      view = view.portfolio ?? view;
      expect(view.positions).toEqual([]);
      expect(view.margin.callDeadline).toBeNull();
      const history = (await call(token, '/trades')).json;
      expect(JSON.stringify(history)).toContain('GME');
    } finally {
      s.setNow(NOW);
      market.set('GME', 20);
    }
  });
});
