// Realistic fills through the real server (decision 0023): market buys at the ask and sells at the
// bid, ioc partial fills, fok refusals, a day order's remainder filled over later minutes, and the
// execution on GET /trades. Simple accounts keep filling at the last price in full.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from './test-market';

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;
const NOW = new Date('2026-11-24T15:00:00Z');
// $100 last, $99.95 bid, $100.05 ask, 300 shares a minute: 30 can fill at once.
const BOOK = { bid: 99.95, ask: 100.05, minuteVolume: 300 };

beforeAll(async () => {
  market = controlledMarket({ ZZZ: 100 });
  market.set('ZZZ', 100, BOOK);
  s = await startTestServer({ now: NOW });
});
afterAll(async () => {
  market.restore();
  await s.close();
});

const api = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
  const res = await s.fetch(`/api/trading${path}`, init);
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
};
const order = (side: 'buy' | 'sell', shares: number, timeInForce = 'day') => ({
  type: side,
  symbol: 'ZZZ',
  shares,
  orderType: 'market',
  timeInForce,
});

describe('realistic fills', () => {
  it('a market buy fills at the ask and a sell at the bid, each with its execution in GET /trades', async () => {
    const { token } = await s.signUp();
    const bought = await api('/trade', { token, body: order('buy', 10) });
    expect(bought.status).toBe(200);
    expect(bought.json.trade).toMatchObject({ price: 100.07, shares: 10 });
    expect(bought.json.trade.execution).toMatchObject({
      bid: 99.95,
      ask: 100.05,
      price: 100.07,
      slippage: 0.07,
      filledShares: 10,
      remainingShares: 0,
    });
    const sold = await api('/trade', { token, body: order('sell', 10) });
    expect(sold.json.trade).toMatchObject({ price: 99.93 });
    expect(sold.json.trade.execution.reason).toMatch(/^Filled all 10 at the bid, \$99\.95/);
    const trades = await api('/trades', { token });
    expect(trades.json.trades.map((t: { execution: { price: number } }) => t.execution.price)).toEqual([
      99.93, 100.07,
    ]);
  });

  it('ioc fills what the minute allows and cancels the rest', async () => {
    const { token } = await s.signUp();
    const r = await api('/trade', { token, body: order('buy', 80, 'ioc') });
    expect(r.status).toBe(200);
    expect(r.json.trade.shares).toBe(30);
    expect(r.json.order).toMatchObject({ status: 'CANCELLED', filledShares: 30 });
    expect(r.json.trade.execution.reason).toContain('Filled 30 of 80 at the ask, $100.05');
    expect(r.json.trade.execution.reason).toContain('cancelled because the order was immediate-or-cancel');
    expect((await api('/orders', { token })).json.pendingOrders).toEqual([]);
  });

  it('fok refuses an order the minute cannot fill in full, with a 400 and a clear message', async () => {
    const { token } = await s.signUp();
    const r = await api('/trade', { token, body: order('buy', 500, 'fok') });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/^Fill-or-kill order for 500 shares refused: only 30/);
    expect((await api('/portfolio', { token })).json.portfolio.cash).toBe(100000);
  });

  it("a day order's remainder fills over the following minutes on the orders job", async () => {
    const { runJob } = await import('../../jobs');
    const { token } = await s.signUp();
    const r = await api('/trade', { token, body: order('buy', 75) });
    expect(r.json.order).toMatchObject({ status: 'PENDING', filledShares: 30 });
    expect(r.json.trade.execution.remainingShares).toBe(45);
    s.setNow(new Date(NOW.getTime() + 60_000));
    await runJob(s.deps, 'orders');
    s.setNow(new Date(NOW.getTime() + 120_000));
    await runJob(s.deps, 'orders');
    const p = await api('/portfolio', { token });
    expect(p.json.positions[0]).toMatchObject({ symbol: 'ZZZ', shares: 75 });
    expect(p.json.pendingOrders).toEqual([]);
    const trades = (await api('/trades', { token })).json.trades;
    expect(trades.map((t: { shares: number }) => t.shares)).toEqual([15, 30, 30]);
    expect(trades[0].execution.reason).toMatch(/^Filled 15 more of 75 \(75 so far\)/);
    s.setNow(NOW);
  });

  it('a simple account fills at the last price in full, as before', async () => {
    const { token } = await s.signUp();
    await api('/settings', { token, method: 'PUT', body: { realism: 'simple' } });
    const r = await api('/trade', { token, body: order('buy', 80, 'ioc') });
    expect(r.json.trade).toMatchObject({ shares: 80, price: 100 });
    expect(r.json.order.status).toBe('FILLED');
  });
});
