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
/** The leaderboard reads the stored rankings: the rankings job brings them up to date (issue 21). */
const rankNow = async () => (await import('../../jobs')).runJob(s.deps, 'rankings');

/**
 * These tests pin the engine's original behaviour (fills at the last price in full), which new
 * accounts keep when they choose simple fills; realistic fills have fills.int.test.ts.
 */
async function signUpSimple(...args: Parameters<TestServer['signUp']>) {
  const user = await s.signUp(...args);
  const res = await s.fetch('/api/trading/settings', {
    token: user.token,
    method: 'PUT',
    body: { realism: 'simple' },
  });
  expect(res.status).toBe(200);
  return user;
}

describe('portfolio and trades', () => {
  it('a new user has $100,000 and no positions', async () => {
    const { token } = await signUpSimple();
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

  it('counts shares bought today from their price in the day change, not from yesterday’s close', async () => {
    const { token } = await signUpSimple();
    // Down $20 from yesterday's close, with a quote of today's session.
    market.set('AMZN', 180, { previousClose: 200, changePercent: -10, timestamp: NOW.toISOString() });
    expect((await api('/trade', { token, body: { type: 'buy', symbol: 'AMZN', shares: 10 } })).status).toBe(
      200,
    );
    const { json } = await api('/portfolio', { token });
    const amzn = json.portfolio.positions.find((p: { symbol: string }) => p.symbol === 'AMZN');
    // Bought at $180 and still $180: no change today (it was -$200 against yesterday's close).
    expect(amzn).toMatchObject({ dayChange: 0, dayChangePercent: 0, dayChangeBase: 1800 });
    expect(json.portfolio.dayChange).toBe(0);
    const positions = await api('/positions', { token });
    expect(positions.json.positions[0]).toMatchObject({ symbol: 'AMZN', dayChange: 0 });
    market.set('AMZN', 180);
  });

  it('does not read shares bought today after a fall as a daily loss: the breaker stays off and buys go on', async () => {
    const { token } = await signUpSimple();
    // Down 20% from yesterday's close. Against that close, 150 shares bought today at $160 would be a
    // $6,000 loss (5.7% of the day's start, over the 5% breaker); bought at $160, they have lost nothing.
    market.set('AMZN', 160, { previousClose: 200, changePercent: -20, timestamp: NOW.toISOString() });
    for (let i = 0; i < 3; i++) {
      const r = await api('/trade', { token, body: { type: 'buy', symbol: 'AMZN', shares: 50 } });
      expect(r.status).toBe(200);
      expect(r.json.portfolio.dayChange).toBe(0);
    }
    const next = await api('/trade', { token, body: { type: 'buy', symbol: 'MSFT', shares: 1 } });
    expect(next.json.error).toBeUndefined();
    expect(next.status).toBe(200);
    const profile = await api('/risk-profile', { token });
    expect(profile.json.breakers.find((b: { name: string }) => b.name === 'dailyLoss')).toMatchObject({
      value: 0,
      active: false,
    });
    // Sold at the price paid, so this account ranks with no return in the leaderboard test below.
    expect((await api('/trade', { token, body: { type: 'sell', symbol: 'AMZN', shares: 150 } })).status).toBe(
      200,
    );
    market.set('AMZN', 180);
  });

  it('keeps shares sold whole today in the day change: 10 bought at a $200 close, sold today at $190, is -$100', async () => {
    const { token } = await signUpSimple();
    const yesterday = new Date(NOW.getTime() - 24 * 3600_000);
    try {
      s.setNow(yesterday);
      market.set('ADBE', 200, { previousClose: 195, timestamp: yesterday.toISOString() });
      expect((await api('/trade', { token, body: { type: 'buy', symbol: 'ADBE', shares: 10 } })).status).toBe(
        200,
      );
      s.setNow(NOW);
      market.set('ADBE', 190, { previousClose: 200, changePercent: -5, timestamp: NOW.toISOString() });
      const sold = await api('/trade', { token, body: { type: 'sell', symbol: 'ADBE', shares: 10 } });
      expect(sold.status).toBe(200);
      expect(sold.json.portfolio).toMatchObject({ positions: [], dayChange: -100, dayChangePercent: -0.1 });
      // Still there once the quote has moved on: the sale's price is what counts.
      market.set('ADBE', 185, { previousClose: 200, changePercent: -7.5, timestamp: NOW.toISOString() });
      const { json } = await api('/portfolio', { token });
      expect(json.portfolio).toMatchObject({ positions: [], totalValue: 99900, dayChange: -100 });
    } finally {
      s.setNow(NOW);
    }
  });

  it('trips the daily-loss breaker on a loss taken by selling, and a reset starts the day change from zero', async () => {
    const { token } = await signUpSimple();
    const yesterday = new Date(NOW.getTime() - 24 * 3600_000);
    const symbols = ['NVDA', 'META', 'NFLX', 'ORCL'];
    try {
      s.setNow(yesterday);
      // $25,000 of each of four symbols at $200, in orders of at most 10% of the account.
      for (const symbol of symbols) {
        market.set(symbol, 200, { previousClose: 200, timestamp: yesterday.toISOString() });
        for (const shares of [50, 50, 25]) {
          const r = await api('/trade', { token, body: { type: 'buy', symbol, shares } });
          expect(r.json.error).toBeUndefined();
        }
      }
      s.setNow(NOW);
      // All four sold today 6% below the previous close: -$6,000 of the $100,000 the account was worth.
      for (const symbol of symbols) {
        market.set(symbol, 188, { previousClose: 200, changePercent: -6, timestamp: NOW.toISOString() });
        expect((await api('/trade', { token, body: { type: 'sell', symbol, shares: 125 } })).status).toBe(
          200,
        );
      }
      const { json } = await api('/portfolio', { token });
      expect(json.portfolio).toMatchObject({ positions: [], dayChange: -6000, dayChangePercent: -6 });
      const profile = await api('/risk-profile', { token });
      expect(profile.json.breakers.find((b: { name: string }) => b.name === 'dailyLoss')).toMatchObject({
        value: 6,
        active: true,
      });
      const refused = await api('/trade', { token, body: { type: 'buy', symbol: 'NVDA', shares: 1 } });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toBe(
        'Trade blocked by risk management: Circuit breaker active: dailyLoss (6.0 over 5)',
      );
      const reset = await api('/reset', { token, method: 'POST' });
      expect(reset.json.portfolio).toMatchObject({ cash: 100000, dayChange: 0, dayChangePercent: 0 });
      expect((await api('/portfolio', { token })).json.portfolio.dayChange).toBe(0);
      const again = await api('/trade', { token, body: { type: 'buy', symbol: 'NVDA', shares: 1 } });
      expect(again.json.error).toBeUndefined();
      expect(again.status).toBe(200);
    } finally {
      s.setNow(NOW);
    }
  });

  it('buys 10 AAPL: the position appears and cash goes down', async () => {
    const { token } = await signUpSimple();
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
    const { token } = await signUpSimple();
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
    const { token } = await signUpSimple();
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
    const { token } = await signUpSimple();
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
    // Cancelled already: it exists, it is no longer open (409), and the learner is told why.
    expect(await api(`/orders/${r.json.order.id}`, { token, method: 'DELETE' })).toEqual({
      status: 409,
      json: { error: 'This order is no longer open (cancelled)' },
    });
    expect((await api('/portfolio', { token })).json.portfolio.availableCash).toBe(100000);
    const filled = await api('/trade', { token, body: { type: 'buy', symbol: 'AAPL', shares: 1 } });
    expect(filled.json.order.status).toBe('FILLED');
    expect(await api(`/orders/${filled.json.order.id}`, { token, method: 'DELETE' })).toEqual({
      status: 409,
      json: { error: 'This order is no longer open (filled)' },
    });
    expect(await api('/orders/00000000-0000-4000-8000-000000000000', { token, method: 'DELETE' })).toEqual({
      status: 404,
      json: { error: 'Order not found' },
    });
    // Another learner's ended order is unknown to me: 404, not how it ended.
    const other = await signUpSimple();
    expect(await api(`/orders/${filled.json.order.id}`, { token: other.token, method: 'DELETE' })).toEqual({
      status: 404,
      json: { error: 'Order not found' },
    });
  });

  it('another user cannot cancel my order', async () => {
    const me = await signUpSimple();
    const other = await signUpSimple();
    const r = await api('/trade', {
      token: me.token,
      body: { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'limit', price: 100 },
    });
    const c = await api(`/orders/${r.json.order.id}`, { token: other.token, method: 'DELETE' });
    expect(c).toEqual({ status: 404, json: { error: 'Order not found' } });
  });

  it('the same Idempotency-Key executes once and returns the first answer; a different order with it is 422', async () => {
    const { token } = await signUpSimple();
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
    const { token } = await signUpSimple();
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
    const { token } = await signUpSimple();
    await api('/trade', { token, body: { type: 'buy', symbol: 'AAPL', shares: 5 } });
    const r = await api('/reset', { token, method: 'POST' });
    expect(r.status).toBe(200);
    expect(r.json.portfolio).toMatchObject({ cash: 100000, positions: [], transactions: 0 });
    expect((await api('/trades', { token })).json.total).toBe(0);
  });

  it('the watchlist defaults to five symbols, can be replaced, and holds at most 100', async () => {
    const { token } = await signUpSimple();
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

describe('timed processing', () => {
  it('a resting limit buy fills on the next orders tick once the price crosses', async () => {
    const { runJob } = await import('../../jobs');
    const { token } = await signUpSimple();
    market.set('GOOGL', 170);
    await api('/trade', {
      token,
      body: { type: 'buy', symbol: 'GOOGL', shares: 10, orderType: 'limit', price: 160, timeInForce: 'gtc' },
    });
    expect(await runJob(s.deps, 'orders')).toBe(true);
    expect((await api('/orders', { token })).json.pendingOrders).toHaveLength(1);
    market.set('GOOGL', 159);
    await runJob(s.deps, 'orders');
    const p = await api('/portfolio', { token });
    expect(p.json.pendingOrders).toEqual([]);
    expect(p.json.positions[0]).toMatchObject({ symbol: 'GOOGL', shares: 10, avgCost: 159 });
    expect(p.json.portfolio.cash).toBe(100000 - 1590);
    market.set('GOOGL', 170);
  });

  it('a bracket fills, its OCO children are created, and the take-profit cancels the stop-loss', async () => {
    const { runJob } = await import('../../jobs');
    const { token } = await signUpSimple();
    market.set('AMZN', 180);
    const placed = await api('/advanced-orders', {
      token,
      body: {
        type: 'BRACKET_ENTRY',
        symbol: 'AMZN',
        shares: 5,
        entryPrice: 175,
        stopLossPrice: 165,
        takeProfitPrice: 195,
      },
    });
    expect(placed.status).toBe(200);
    expect(placed.json.order).toMatchObject({ status: 'ACTIVE', timeInForce: 'DAY', stopPrice: 175 });
    market.set('AMZN', 174);
    await runJob(s.deps, 'orders');
    let list = (await api('/orders', { token })).json.advancedOrders as { type: string; status: string }[];
    expect(list.map((o) => `${o.type}:${o.status}`).sort()).toEqual([
      'BRACKET_ENTRY:FILLED',
      'STOP_LOSS:ACTIVE',
      'TAKE_PROFIT:ACTIVE',
    ]);
    market.set('AMZN', 196);
    await runJob(s.deps, 'orders');
    list = (await api('/orders', { token })).json.advancedOrders;
    expect(list.map((o) => `${o.type}:${o.status}`).sort()).toEqual([
      'BRACKET_ENTRY:FILLED',
      'STOP_LOSS:CANCELLED',
      'TAKE_PROFIT:EXECUTED',
    ]);
    const p = await api('/portfolio', { token });
    expect(p.json.positions).toEqual([]);
    expect(p.json.portfolio.cash).toBe(100000 + 5 * (196 - 174));
    market.set('AMZN', 180);
  });

  it('advanced-order validation answers with the spec messages', async () => {
    const { token } = await signUpSimple();
    const stop = await api('/advanced-orders', {
      token,
      body: { type: 'STOP_LOSS', symbol: 'AAPL', shares: 5, stopPrice: 150 },
    });
    expect(stop.json.error).toBe('Insufficient shares for stop-loss. Need 5, have 0');
    const trail = await api('/advanced-orders', {
      token,
      body: { type: 'TRAILING_STOP', symbol: 'AAPL', shares: 5 },
    });
    expect(trail.json.error).toBe('Must specify either trail amount or trail percentage');
    const bracket = await api('/advanced-orders', {
      token,
      body: {
        type: 'BRACKET_ENTRY',
        symbol: 'AAPL',
        shares: 1,
        entryPrice: 100,
        stopLossPrice: 110,
        takeProfitPrice: 120,
      },
    });
    expect(bracket.json.error).toBe('Stop loss must be below entry price for buy orders');
  });

  it('day orders expire after 24 hours on the expiry tick', async () => {
    const { runJob } = await import('../../jobs');
    const { token } = await signUpSimple();
    const placed = await api('/trade', {
      token,
      body: { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'limit', price: 100, timeInForce: 'day' },
    });
    s.setNow(new Date(NOW.getTime() + 24 * 3600_000 + 1000));
    try {
      await runJob(s.deps, 'expiry');
      const p = await api('/portfolio', { token });
      expect(p.json.pendingOrders).toEqual([]);
      expect(p.json.portfolio.availableCash).toBe(100000);
      // It stays in view, with the status the orders table recorded.
      expect(p.json.finishedOrders).toMatchObject([
        {
          status: 'EXPIRED',
          symbol: 'AAPL',
          side: 'buy',
          orderType: 'limit',
          limitPrice: 100,
          reason: 'Day order expired',
        },
      ]);
      expect(await api(`/orders/${placed.json.order.id}`, { token, method: 'DELETE' })).toEqual({
        status: 409,
        json: { error: 'This order is no longer open (expired)' },
      });
    } finally {
      s.setNow(NOW);
    }
  });

  it('an Idempotency-Key is forgotten by the expiry tick after 24 hours', async () => {
    const { runJob } = await import('../../jobs');
    const { token } = await signUpSimple();
    const headers = { 'idempotency-key': 'daily-key' };
    expect(
      (await api('/trade', { token, body: { type: 'buy', symbol: 'AAPL', shares: 1 }, headers })).status,
    ).toBe(200);
    s.setNow(new Date(NOW.getTime() + 24 * 3600_000 + 1000));
    try {
      await runJob(s.deps, 'expiry');
      const reused = await api('/trade', {
        token,
        body: { type: 'buy', symbol: 'AAPL', shares: 2 },
        headers,
      });
      expect(reused.status).toBe(200);
      expect(reused.json.trade.shares).toBe(2);
    } finally {
      s.setNow(NOW);
    }
  });

  it('the snapshot tick records one snapshot per day', async () => {
    const { runJob } = await import('../../jobs');
    const { token } = await signUpSimple();
    await api('/trade', { token, body: { type: 'buy', symbol: 'SPY', shares: 2 } });
    await runJob(s.deps, 'snapshots');
    await runJob(s.deps, 'snapshots');
    const snaps = (await api('/snapshots', { token })).json.snapshots;
    expect(snaps).toHaveLength(1);
    expect(snaps[0]).toMatchObject({ date: '2026-11-24', portfolioValue: 100000, positionsValue: 1000 });
  });

  it('emergency mode cancels active advanced orders', async () => {
    const { token } = await signUpSimple();
    await api('/trade', { token, body: { type: 'buy', symbol: 'AAPL', shares: 5 } });
    await api('/advanced-orders', {
      token,
      body: { type: 'STOP_LOSS', symbol: 'AAPL', shares: 5, stopPrice: 150 },
    });
    const r = await api('/emergency-mode', { token, body: { enabled: true } });
    expect(r.json).toEqual({ emergencyMode: true, cancelled: 1 });
    expect((await api('/portfolio', { token })).json.portfolio.emergencyMode).toBe(true);
  });
});

describe('analytics routes', () => {
  it('shows an anonymous handle, never the full name, until the learner consents to a chosen name', async () => {
    const ada = await signUpSimple({ name: 'Ada Lovelace' });
    await api('/portfolio', { token: ada.token });
    await rankNow();
    const mine = async () =>
      (await api('/leaderboard?limit=100', { token: ada.token })).json.entries.find(
        (e: { isCurrentUser: boolean }) => e.isCurrentUser,
      );
    const board = await api('/leaderboard?limit=100', { token: ada.token });
    expect(JSON.stringify(board.json)).not.toContain('Lovelace');
    expect((await mine()).username).toMatch(/^Trader [0-9A-F]{4}$/);

    const consent = await api('/leaderboard/consent', {
      token: ada.token,
      method: 'PUT',
      body: { showOnLeaderboard: true, name: 'Countess A' },
    });
    expect(consent).toEqual({
      status: 200,
      json: { showOnLeaderboard: true, leaderboardName: 'Countess A' },
    });
    expect((await mine()).username).toBe('Countess A');

    const withdrawn = await api('/leaderboard/consent', {
      token: ada.token,
      method: 'PUT',
      body: { showOnLeaderboard: false },
    });
    expect(withdrawn.json.showOnLeaderboard).toBe(false);
    expect((await mine()).username).toMatch(/^Trader [0-9A-F]{4}$/);
  });

  it('refuses a consent without a name or with an unknown field', async () => {
    const { token } = await signUpSimple();
    const put = (body: unknown) => api('/leaderboard/consent', { token, method: 'PUT', body });
    expect(await put({ showOnLeaderboard: true, name: '  ' })).toEqual({
      status: 400,
      json: { error: 'Choose the name to show on the leaderboard' },
    });
    expect((await put({ showOnLeaderboard: true, name: 'x', admin: true })).status).toBe(400);
    expect((await put({ showOnLeaderboard: 'yes' })).status).toBe(400);
    // Another learner's handle, ThinkStreet's own voice, hidden characters: refused, nothing saved.
    for (const name of ['Trader 93CA', 'Admin', '\u202eevil', 'ab\u0007cd']) {
      const refused = await put({ showOnLeaderboard: true, name });
      expect(refused.status, name).toBe(400);
      expect(refused.json.error, name).toMatch(/^(That name is kept|Your leaderboard name cannot contain)/);
    }
    expect((await put({ showOnLeaderboard: true, name: 'Trader Joe' })).json).toEqual({
      showOnLeaderboard: true,
      leaderboardName: 'Trader Joe',
    });
  });

  it('ranks the leaderboard by return and pages it', async () => {
    const winner = await signUpSimple();
    market.set('TSLA', 250);
    await api('/trade', { token: winner.token, body: { type: 'buy', symbol: 'TSLA', shares: 20 } });
    market.set('TSLA', 300);
    await rankNow();
    const board = await api('/leaderboard?period=overall&limit=2', { token: winner.token });
    expect(board.status).toBe(200);
    expect(board.json).toMatchObject({ period: 'overall', limit: 2, offset: 0 });
    expect(board.json.entries).toHaveLength(2);
    expect(board.json.entries[0]).toMatchObject({
      rank: 1,
      isCurrentUser: true,
      returnAmount: 1000,
      returnPercent: 1,
    });
    const defaults = await api('/leaderboard', { token: winner.token });
    expect(defaults.json).toMatchObject({ period: 'overall', limit: 20 });
    expect((await api('/leaderboard?period=year', { token: winner.token })).status).toBe(400);
    market.set('TSLA', 250);
  });

  it('admin analytics is 403 for a normal user', async () => {
    const { token } = await signUpSimple();
    expect((await api('/admin/analytics', { token })).status).toBe(403);
  });

  it('answers insights, risk profile and risk signal', async () => {
    const { token } = await signUpSimple();
    await api('/trade', { token, body: { type: 'buy', symbol: 'MSFT', shares: 20 } });
    const insights = await api('/portfolio/insights', { token });
    expect(insights.status).toBe(200);
    expect(insights.json.summary).toMatchObject({ positions: 1, largestPositionPercent: 8 });
    const profile = await api('/risk-profile', { token });
    expect(profile.json).toMatchObject({
      level: 'low',
      circuitBreakersActive: false,
      positionSizingModel: 'FIXED_PERCENTAGE',
    });
    expect(profile.json.limits).toMatchObject({ positionSize: 10, orderValue: 50000 });
    // Known on the first day: 8% of the account in MSFT (25% a year) is about $207 of one-day 95% VaR.
    expect(profile.json.volatilityBasis).toBe('holdings');
    expect(profile.json.valueAtRisk95).toBeCloseTo((1.645 * 0.08 * 0.25 * 100_000) / Math.sqrt(252), -1);
    expect(profile.json.positionSizing).toEqual([
      { model: 'FIXED_PERCENTAGE', maxPositionValue: 10000 },
      { model: 'KELLY', maxPositionValue: 0 },
      { model: 'VOLATILITY_ADJUSTED', maxPositionValue: 10000 },
    ]);
    const blocked = await api('/risk-signal', { token, body: { type: 'buy', symbol: 'AAPL', shares: 100 } });
    expect(blocked.json.allowed).toBe(false);
    expect(blocked.json.errors[0]).toMatch(/^Trade blocked by risk management: Position size/);
    const fine = await api('/risk-signal', { token, body: { type: 'buy', symbol: 'TSLA', shares: 1 } });
    expect(fine.json).toMatchObject({ allowed: true, errors: [] });
    expect(fine.json.warnings).toContain('TSLA is a high-volatility symbol');
    const invalid = await api('/risk-signal', { token, body: { type: 'buy', symbol: 'TEST', shares: 1 } });
    expect(invalid.json).toMatchObject({ allowed: false, errors: ['Invalid or test symbol not allowed'] });
  });

  it('answers the ml routes', async () => {
    const { token } = await signUpSimple();
    await api('/trade', { token, body: { type: 'buy', symbol: 'AAPL', shares: 10 } });
    await api('/trade', { token, body: { type: 'buy', symbol: 'MSFT', shares: 5 } });
    const recs = await api('/ml/recommendations', {
      token,
      body: {
        portfolio: { cash: 1, totalValue: 1, positions: [{ symbol: 'AAPL', shares: 10, value: 1900 }] },
      },
    });
    expect(recs.status).toBe(200);
    expect(Array.isArray(recs.json.recommendations)).toBe(true);
    // A free account: locked previews (the Pro answers are tested in pro-analytics.int.test.ts).
    const strategy = await api('/ml/strategy-detection', { token });
    expect(strategy.json).toMatchObject({ locked: true, stats: { trades: 2, symbols: 2 } });
    const opt = await api('/ml/portfolio-optimization', { token });
    expect(opt.json).toMatchObject({ locked: true, method: 'mean-variance' });
    expect(opt.json.weights.map((w: { symbol: string }) => w.symbol).sort()).toEqual(['AAPL', 'MSFT']);
  });

  it('rates a symbol, keeps the history, and needs a symbol', async () => {
    const { token } = await signUpSimple();
    const r = await api('/quant-rating', { token, body: { symbol: 'AAPL' } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ symbol: 'AAPL', timeframe: '1M', model: 'factor' });
    expect(typeof r.json.aiAnalysis).toBe('string');
    expect(['BUY', 'HOLD', 'SELL']).toContain(r.json.rating);
    await api('/quant-rating', {
      token,
      body: { symbol: 'AAPL', timeframe: '3M', includeAiAnalysis: false },
    });
    const h = await api('/quant-rating/history?symbol=AAPL', { token });
    expect(h.json.history).toHaveLength(2);
    expect(h.json.history[0].timeframe).toBe('3M');
    expect((await api('/quant-rating', { token, body: {} })).json.error).toBe(
      'Symbol is required for quant rating',
    );
    expect((await api('/quant-rating/history', { token })).json.error).toBe(
      'Symbol is required for quant rating',
    );
    const unknown = await api('/quant-rating', { token, body: { symbol: 'ZZZZ' } });
    expect(unknown.json).toMatchObject({ model: 'local', recommendation: 'Unable to analyze symbol' });
  });
});

describe('admin analytics', () => {
  it('answers platform counts to an administrator', async () => {
    const admin = await startTestServer({ now: NOW, config: { ADMIN_EMAILS: 'boss@example.com' } });
    try {
      const { token } = await admin.signUp({ email: 'boss@example.com' });
      await admin.grantAdmin('boss@example.com'); // an ADMIN_EMAILS address counts once proved
      // Filled at the last price, so the traded value is 2 × $190.
      await admin.fetch('/api/trading/settings', { token, method: 'PUT', body: { realism: 'simple' } });
      await admin.fetch('/api/trading/trade', { token, body: { type: 'buy', symbol: 'AAPL', shares: 2 } });
      const res = await admin.fetch('/api/trading/admin/analytics', { token });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        users: 1,
        portfolios: 1,
        trades: 1,
        tradesToday: 1,
        tradedValue: 380,
        topSymbols: [{ symbol: 'AAPL', trades: 1 }],
      });
    } finally {
      await admin.close();
    }
  });
});

describe('with the simulated market model', () => {
  it('a market buy fills at the model price of that instant', async () => {
    const { simulatedQuote } = await import('../../../core/market');
    market.restore();
    try {
      const { token } = await signUpSimple();
      const r = await api('/trade', { token, body: { type: 'buy', symbol: 'AAPL', shares: 2 } });
      expect(r.status).toBe(200);
      expect(r.json.trade.price).toBe(simulatedQuote('AAPL', NOW)!.price);
      expect(r.json.portfolio.positions[0].name).toBe('Apple Inc.');
      const unknown = await api('/trade', { token, body: { type: 'buy', symbol: 'ZZZZ', shares: 1 } });
      expect(unknown.json.error).toBe('No price available for ZZZZ');
    } finally {
      market = controlledMarket({ AAPL: 190, MSFT: 400, TSLA: 250, GOOGL: 170, AMZN: 180, SPY: 500 });
    }
  });
});

describe('daily snapshots over days', () => {
  it('measures each day against the previous day and feeds the equity curve', async () => {
    const { runJob } = await import('../../jobs');
    const { token } = await signUpSimple();
    market.set('SPY', 500);
    await api('/trade', { token, body: { type: 'buy', symbol: 'SPY', shares: 10 } });
    await runJob(s.deps, 'snapshots');
    s.setNow(new Date(NOW.getTime() + 86_400_000));
    market.set('SPY', 510);
    try {
      await runJob(s.deps, 'snapshots');
      const snaps = (await api('/snapshots', { token })).json.snapshots;
      expect(snaps.map((x: { date: string }) => x.date)).toEqual(['2026-11-24', '2026-11-25']);
      expect(snaps[1]).toMatchObject({ portfolioValue: 100100, dayChange: 100, dayChangePercent: 0.1 });
      const metrics = (await api('/portfolio', { token })).json.metrics;
      expect(metrics.equityCurve).toEqual([
        { date: '2026-11-24', value: 100000 },
        { date: '2026-11-25', value: 100100 },
      ]);
      expect(metrics.dailyReturns).toEqual([{ date: '2026-11-25', return: 0.1 }]);
      await rankNow();
      const day = await api('/leaderboard?period=day&limit=100', { token });
      expect(day.json.entries.find((e: { isCurrentUser: boolean }) => e.isCurrentUser)).toMatchObject({
        returnAmount: 100,
        returnPercent: 0.1,
      });
      const overall = await api('/leaderboard?period=overall&limit=100', { token });
      expect(overall.json.entries.find((e: { isCurrentUser: boolean }) => e.isCurrentUser)).toMatchObject({
        returnAmount: 100,
      });
    } finally {
      s.setNow(NOW);
      market.set('SPY', 500);
    }
  });
});

describe('trades feed progress', () => {
  it('an executed trade earns trade XP once, and an idempotent replay earns nothing more', async () => {
    const { token } = await signUpSimple();
    const xp = async () =>
      (await (await s.fetch('/api/progress/progress', { token })).json()).totalXP as number;
    expect(await xp()).toBe(0);
    const order = { type: 'buy', symbol: 'MSFT', shares: 1, orderType: 'market' };
    const headers = { 'idempotency-key': 'xp-once' };
    expect((await api('/trade', { token, body: order, headers })).status).toBe(200);
    const afterTrade = await xp();
    expect(afterTrade).toBeGreaterThan(0);
    expect((await api('/trade', { token, body: order, headers })).status).toBe(200);
    expect(await xp()).toBe(afterTrade);
  });
});
