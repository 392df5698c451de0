import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from './test-market';

// Pro's advanced analytics (docs/decisions/0014-pro-analytics.md): a free account gets a locked preview
// of optimisation and strategy detection, a Pro account the full answer. Plus the Simulator's other
// insight routes: their bad input and their scoping to the caller.

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;
let admin: string;

beforeAll(async () => {
  market = controlledMarket({ AAPL: 190, MSFT: 400, TSLA: 250, GOOGL: 170, AMZN: 180, SPY: 500 });
  s = await startTestServer({
    now: new Date('2026-11-24T15:00:00Z'),
    config: { ADMIN_EMAILS: 'boss@example.com' },
  });
  const boss = await s.signUp({ email: 'boss@example.com' });
  await s.grantAdmin(boss.email);
  const login = await s.fetch('/api/auth/login', {
    method: 'POST',
    body: { email: boss.email, password: boss.password },
  });
  admin = ((await login.json()) as { token: string }).token;
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

async function setPlan(userId: string, plan: 'free' | 'pro') {
  const res = await s.fetch(`/api/admin/users/${userId}/plan`, {
    method: 'PUT',
    token: admin,
    body: { plan },
  });
  expect(res.status).toBe(200);
}

/** A learner holding $1,900 of AAPL and $2,000 of MSFT. */
async function learnerWithTwoStocks() {
  const learner = await s.signUp();
  await api('/trade', { token: learner.token, body: { type: 'buy', symbol: 'AAPL', shares: 10 } });
  await api('/trade', { token: learner.token, body: { type: 'buy', symbol: 'MSFT', shares: 5 } });
  return learner;
}

describe('portfolio optimisation', () => {
  it('shows a free account its current weights and figures, locked, without the suggested weights', async () => {
    const { token } = await learnerWithTwoStocks();
    const r = await api('/ml/portfolio-optimization', { token });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ locked: true, pro: true, message: 'Advanced analytics are part of Pro' });
    const weights = Object.fromEntries(
      r.json.weights.map((w: { symbol: string; current: number }) => [w.symbol, w.current]),
    );
    expect(weights.AAPL).toBeCloseTo((1900 / 3900) * 100, 1);
    expect(weights.MSFT).toBeCloseTo((2000 / 3900) * 100, 1);
    for (const w of r.json.weights) expect(w).not.toHaveProperty('optimal');
    expect(r.json).not.toHaveProperty('expectedReturn');
    expect(r.json).not.toHaveProperty('suggestions');
    expect(r.json.current.volatility).toBeGreaterThan(0);
  });

  it('gives a Pro account current vs suggested weights with the expected return and risk of each, and locks again when Pro is revoked', async () => {
    const learner = await learnerWithTwoStocks();
    await setPlan(learner.user.id, 'pro');
    const r = await api('/ml/portfolio-optimization', { token: learner.token });
    expect(r.status).toBe(200);
    expect(r.json).not.toHaveProperty('locked');
    expect(r.json.method).toBe('mean-variance');
    expect(r.json.weights.map((w: { symbol: string }) => w.symbol).sort()).toEqual(['AAPL', 'MSFT']);
    const optimal = r.json.weights.reduce((a: number, w: { optimal: number }) => a + w.optimal, 0);
    const current = r.json.weights.reduce((a: number, w: { current: number }) => a + w.current, 0);
    expect(optimal).toBeCloseTo(100, 0);
    expect(current).toBeCloseTo(100, 0);
    for (const k of ['expectedReturn', 'volatility', 'sharpeRatio'])
      expect(typeof r.json[k], k).toBe('number');
    // The optimiser maximises return − risk: its utility is never below the current weights'.
    const utility = (ret: number, vol: number) => ret / 100 - 1.5 * (vol / 100) ** 2;
    expect(utility(r.json.expectedReturn, r.json.volatility)).toBeGreaterThanOrEqual(
      utility(r.json.current.expectedReturn, r.json.current.volatility) - 1e-3,
    );
    expect(Array.isArray(r.json.suggestions)).toBe(true);

    await setPlan(learner.user.id, 'free');
    expect((await api('/ml/portfolio-optimization', { token: learner.token })).json.locked).toBe(true);
  });

  it("never shows another learner's holdings: a new Pro account is allocated its watchlist with nothing held", async () => {
    await learnerWithTwoStocks();
    const other = await s.signUp();
    await setPlan(other.user.id, 'pro');
    const r = await api('/ml/portfolio-optimization', { token: other.token });
    expect(r.json.weights.every((w: { current: number }) => w.current === 0)).toBe(true);
    expect(r.json.current).toEqual({ expectedReturn: 0, volatility: 0, sharpeRatio: 0 });
    expect(r.json.suggestions[0]).toBe(
      'You hold fewer than two stocks: this is an allocation of your watchlist.',
    );
  });

  it('needs a bearer token', async () => {
    expect((await api('/ml/portfolio-optimization')).status).toBe(401);
    expect((await api('/ml/strategy-detection')).status).toBe(401);
  });
});

describe('strategy detection', () => {
  it('shows a free account its trade statistics only, and a Pro account the detected strategy', async () => {
    const learner = await learnerWithTwoStocks();
    const free = await api('/ml/strategy-detection', { token: learner.token });
    expect(free.status).toBe(200);
    expect(free.json).toMatchObject({ locked: true, pro: true, stats: { trades: 2, symbols: 2 } });
    expect(free.json).not.toHaveProperty('strategy');
    expect(free.json).not.toHaveProperty('signals');

    await setPlan(learner.user.id, 'pro');
    const pro = await api('/ml/strategy-detection', { token: learner.token });
    expect(pro.json).toMatchObject({ strategy: 'buy-and-hold', stats: { trades: 2, symbols: 2 } });
    expect(pro.json).not.toHaveProperty('locked');
    expect(Array.isArray(pro.json.signals)).toBe(true);
  });
});

describe('the other insight routes', () => {
  it("answer insights and recommendations from the caller's own portfolio", async () => {
    const { token } = await learnerWithTwoStocks();
    const insights = await api('/portfolio/insights', { token });
    expect(insights.status).toBe(200);
    expect(insights.json.summary).toMatchObject({ positions: 2 });
    const other = await s.signUp();
    const empty = await api('/portfolio/insights', { token: other.token });
    expect(empty.json.summary).toMatchObject({ positions: 0, cashPercent: 100 });
    const recs = await api('/ml/recommendations', { token, body: {} });
    expect(recs.status).toBe(200);
    for (const r of recs.json.recommendations)
      if (r.symbol === 'AAPL' || r.symbol === 'MSFT') expect(r.action).not.toBe('BUY');
  });

  it('refuse bad input with a 400 and a message', async () => {
    const { token } = await s.signUp();
    const bad = [
      await api('/ml/recommendations', { token, body: { options: { limit: 0 } } }),
      await api('/ml/recommendations', { token, body: { options: { riskTolerance: 'extreme' } } }),
      await api('/quant-rating/history', { token }),
      await api('/quant-rating/history?symbol=AAPL&limit=0', { token }),
      await api('/emergency-mode', { token, body: { enabled: 'yes' } }),
      await api('/emergency-mode', { token, body: {} }),
    ];
    for (const r of bad) {
      expect(r.status).toBe(400);
      expect(typeof r.json.error).toBe('string');
    }
  });

  it("keeps each learner's quant-rating history to themselves, newest first", async () => {
    const a = await s.signUp();
    const b = await s.signUp();
    await api('/quant-rating', { token: a.token, body: { symbol: 'AAPL', timeframe: '1M' } });
    await api('/quant-rating', { token: a.token, body: { symbol: 'AAPL', timeframe: '3M' } });
    const mine = await api('/quant-rating/history?symbol=aapl', { token: a.token });
    expect(mine.json.symbol).toBe('AAPL');
    expect(mine.json.history.map((h: { timeframe: string }) => h.timeframe)).toEqual(['3M', '1M']);
    const theirs = await api('/quant-rating/history?symbol=AAPL', { token: b.token });
    expect(theirs.json.history).toEqual([]);
  });

  it('emergency mode cancels the active advanced orders, refuses new ones, and switches off again', async () => {
    const { token } = await learnerWithTwoStocks();
    const placed = await api('/advanced-orders', {
      token,
      body: { type: 'STOP_LOSS', symbol: 'AAPL', shares: 5, stopPrice: 150 },
    });
    expect(placed.status).toBe(200);
    const on = await api('/emergency-mode', { token, body: { enabled: true } });
    expect(on.json).toEqual({ emergencyMode: true, cancelled: 1 });
    const portfolio = await api('/portfolio', { token });
    expect(portfolio.json.portfolio.emergencyMode).toBe(true);
    expect(portfolio.json.advancedOrders.every((o: { status: string }) => o.status !== 'ACTIVE')).toBe(true);
    const refused = await api('/advanced-orders', {
      token,
      body: { type: 'STOP_LOSS', symbol: 'AAPL', shares: 5, stopPrice: 150 },
    });
    expect(refused.status).toBe(400);
    const off = await api('/emergency-mode', { token, body: { enabled: false } });
    expect(off.json).toEqual({ emergencyMode: false, cancelled: 0 });
    expect((await api('/portfolio', { token })).json.portfolio.emergencyMode).toBe(false);
  });
});
