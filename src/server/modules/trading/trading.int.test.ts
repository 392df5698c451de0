import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from './test-market';

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;
const NOW = new Date('2026-11-24T15:00:00Z');

beforeAll(async () => {
  market = controlledMarket({ AAPL: 190, MSFT: 400, TSLA: 250, GOOGL: 170, AMZN: 180, SPY: 500 });
  s = await startTestServer({ now: NOW });
});
afterAll(async () => {
  market.restore();
  await s.close();
});

const api = async (
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => {
  const res = await s.fetch(`/api/trading${path}`, init);
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
};

describe('portfolio and trades', () => {
  it('a new user has $100,000 and no positions', async () => {
    const { token } = await s.signUp();
    const r = await api('/portfolio', { token });
    expect(r.status).toBe(200);
    expect(r.json.portfolio).toMatchObject({
      cash: 100000,
      totalValue: 100000,
      positions: [],
      transactions: 0,
    });
    expect(r.json.metrics).toMatchObject({ totalTrades: 0, winRate: 0 });
  });

  it('requires a bearer token', async () => {
    expect((await api('/portfolio')).status).toBe(401);
  });

  it('buys 10 AAPL: the position appears and cash goes down', async () => {
    const { token } = await s.signUp();
    const r = await api('/trade', {
      token,
      body: { type: 'buy', symbol: 'aapl', shares: 10, orderType: 'market' },
    });
    expect(r.status).toBe(200);
    expect(r.json.trade).toMatchObject({
      type: 'BUY',
      symbol: 'AAPL',
      shares: 10,
      price: 190,
      totalValue: 1900,
      status: 'EXECUTED',
    });
    expect(r.json.order.status).toBe('FILLED');
    expect(r.json.portfolio.cash).toBe(98100);
    const p = await api('/positions', { token });
    expect(p.json.positions[0]).toMatchObject({
      symbol: 'AAPL',
      shares: 10,
      avgCost: 190,
      marketValue: 1900,
    });
    const t = await api('/trades', { token });
    expect(t.json.total).toBe(1);
  });

  it('refuses with the spec message and a 400', async () => {
    const { token } = await s.signUp();
    const bad = await api('/trade', { token, body: { type: 'buy', symbol: 'TOOLONG', shares: 1 } });
    expect(bad).toEqual({
      status: 400,
      json: { error: 'Invalid symbol format. Must be 1-5 letters (e.g., AAPL, BRK.A)' },
    });
    const noPos = await api('/trade', { token, body: { type: 'sell', symbol: 'MSFT', shares: 1 } });
    expect(noPos.json.error).toBe('No position found for MSFT');
    const whole = await api('/trade', { token, body: { type: 'buy', symbol: 'MSFT', shares: 1.5 } });
    expect(whole.json.error).toBe('Shares must be a whole number');
  });

  it('sells part and realises the P&L, selling the rest removes the position', async () => {
    const { token } = await s.signUp();
    await api('/trade', { token, body: { type: 'buy', symbol: 'MSFT', shares: 10 } });
    market.set('MSFT', 420);
    const part = await api('/trade', { token, body: { type: 'sell', symbol: 'MSFT', shares: 4 } });
    expect(part.json.trade).toMatchObject({ realizedPnL: 80, realizedPnLPercent: 5 });
    const rest = await api('/trade', { token, body: { type: 'sell', symbol: 'MSFT', shares: 6 } });
    expect(rest.status).toBe(200);
    expect(rest.json.portfolio.positions).toEqual([]);
    expect(rest.json.portfolio.cash).toBe(100200);
    expect(rest.json.metrics).toMatchObject({ totalTrades: 3, winningTrades: 2, winRate: 100 });
    market.set('MSFT', 400);
  });
});

describe('resting orders, cancel and idempotency', () => {
  it('a limit order rests, reserves cash, shows in /orders, and cancels', async () => {
    const { token } = await s.signUp();
    const r = await api('/trade', {
      token,
      body: { type: 'buy', symbol: 'AAPL', shares: 10, orderType: 'limit', price: 150, timeInForce: 'gtc' },
    });
    expect(r.status).toBe(200);
    expect(r.json.trade).toBeNull();
    expect(r.json.order).toMatchObject({ status: 'PENDING', limitPrice: 150, reservedCash: 1500 });
    expect(r.json.portfolio).toMatchObject({ cash: 100000, availableCash: 98500 });
    const list = await api('/orders', { token });
    expect(list.json.pendingOrders).toHaveLength(1);
    const c = await api(`/orders/${r.json.order.id}`, { token, method: 'DELETE' });
    expect(c.status).toBe(200);
    expect(c.json.order.status).toBe('CANCELLED');
    expect((await api(`/orders/${r.json.order.id}`, { token, method: 'DELETE' })).json.error).toBe(
      'Order not found',
    );
    expect((await api('/portfolio', { token })).json.portfolio.availableCash).toBe(100000);
  });

  it('another user cannot cancel my order', async () => {
    const me = await s.signUp();
    const other = await s.signUp();
    const r = await api('/trade', {
      token: me.token,
      body: { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'limit', price: 100 },
    });
    const c = await api(`/orders/${r.json.order.id}`, { token: other.token, method: 'DELETE' });
    expect(c).toEqual({ status: 404, json: { error: 'Order not found' } });
  });

  it('the same Idempotency-Key executes once and returns the first answer; a different order with it is 422', async () => {
    const { token } = await s.signUp();
    const headers = { 'idempotency-key': 'order-1' };
    const body = { type: 'buy', symbol: 'AAPL', shares: 3 };
    const first = await api('/trade', { token, body, headers });
    const again = await api('/trade', { token, body, headers });
    expect(again.status).toBe(200);
    expect(again.json.trade.id).toBe(first.json.trade.id);
    expect(again.json.portfolio.cash).toBe(first.json.portfolio.cash);
    expect((await api('/trades', { token })).json.total).toBe(1);
    const changed = await api('/trade', { token, body: { ...body, shares: 4 }, headers });
    expect(changed.status).toBe(422);
    const viaBody = await api('/trade', { token, body: { ...body, clientOrderId: 'c-1' } });
    const viaBodyAgain = await api('/trade', { token, body: { ...body, clientOrderId: 'c-1' } });
    expect(viaBodyAgain.json.trade.id).toBe(viaBody.json.trade.id);
  });

  it('concurrent requests with one key still execute once', async () => {
    const { token } = await s.signUp();
    const headers = { 'idempotency-key': 'burst' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api('/trade', { token, body: { type: 'buy', symbol: 'TSLA', shares: 1 }, headers }),
      ),
    );
    expect(new Set(answers.map((a) => a.json.trade?.id)).size).toBe(1);
    expect((await api('/trades', { token })).json.total).toBe(1);
  });
});

describe('reset, watchlist, snapshots', () => {
  it('reset brings back $100,000 and clears positions and history', async () => {
    const { token } = await s.signUp();
    await api('/trade', { token, body: { type: 'buy', symbol: 'AAPL', shares: 5 } });
    const r = await api('/reset', { token, method: 'POST' });
    expect(r.status).toBe(200);
    expect(r.json.portfolio).toMatchObject({ cash: 100000, positions: [], transactions: 0 });
    expect((await api('/trades', { token })).json.total).toBe(0);
  });

  it('the watchlist defaults to five symbols, can be replaced, and holds at most 100', async () => {
    const { token } = await s.signUp();
    expect((await api('/watchlist', { token })).json.symbols).toEqual([
      'AAPL',
      'GOOGL',
      'MSFT',
      'AMZN',
      'TSLA',
    ]);
    const put = await api('/watchlist', {
      token,
      method: 'PUT',
      body: { symbols: ['nvda', 'brk.a', 'NVDA'] },
    });
    expect(put.json.symbols).toEqual(['NVDA', 'BRK.A']);
    expect((await api('/watchlist', { token })).json.symbols).toEqual(['NVDA', 'BRK.A']);
    const many = Array.from(
      { length: 101 },
      (_, i) => `A${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
    );
    expect((await api('/watchlist', { token, method: 'PUT', body: { symbols: many } })).status).toBe(400);
    expect((await api('/watchlist', { token, method: 'PUT', body: { symbols: ['123'] } })).status).toBe(400);
  });
});
