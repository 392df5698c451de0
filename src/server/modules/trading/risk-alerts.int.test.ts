import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskAlertDto } from '../../../shared/api/risk-alerts';
import { riskAlerts } from '../../db/schema';
import { runJob } from '../../jobs';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from './test-market';

// The risk monitor through the real server and database: the 30-second job (run here as its timer
// does, under its advisory lock) and GET /api/trading/risk-alerts.

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;
let now = new Date('2026-11-24T15:00:00Z');

beforeAll(async () => {
  market = controlledMarket({ AAPL: 100, MSFT: 100, RISK: 100 });
  s = await startTestServer({ now });
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
const alerts = async (token: string) => {
  const r = await api('/risk-alerts', { token });
  expect(r.status).toBe(200);
  return r.json.alerts as RiskAlertDto[];
};
const tick = async () => {
  now = new Date(now.getTime() + 30_000);
  s.setNow(now);
  expect(await runJob(s.deps, 'risk')).toBe(true);
};

/** A learner holding 20% of the portfolio in `symbol` (two buys of 10%, as the pre-trade checks allow). */
async function concentrated(symbol: string) {
  const learner = await s.signUp();
  // Filled at the last price in full: the percentages below are of round figures.
  await s.fetch('/api/trading/settings', {
    token: learner.token,
    method: 'PUT',
    body: { realism: 'simple' },
  });
  for (let i = 0; i < 2; i++) {
    const r = await api('/trade', { token: learner.token, body: { type: 'buy', symbol, shares: 100 } });
    expect(r.status).toBe(200);
  }
  return learner;
}

describe('GET /api/trading/risk-alerts', () => {
  it('needs a session', async () => {
    expect((await api('/risk-alerts')).status).toBe(401);
  });

  it('is empty for a new account and for one without breaches', async () => {
    const fresh = await s.signUp();
    expect(await alerts(fresh.token)).toEqual([]);
    const calm = await s.signUp();
    await api('/trade', { token: calm.token, body: { type: 'buy', symbol: 'MSFT', shares: 10 } });
    await tick();
    expect(await alerts(calm.token)).toEqual([]);
  });

  it('raises a concentration alert once while it holds, resolves it, and shows it only to its owner', async () => {
    const owner = await concentrated('AAPL');
    const other = await s.signUp();
    market.set('AAPL', 150); // $30,000 of $110,000: 27.3%
    await tick();
    await tick();
    const [alert, ...rest] = await alerts(owner.token);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      rule: 'CONCENTRATION',
      subject: 'AAPL',
      severity: 'warning',
      value: 27.27,
      limit: 25,
      message: 'Concentration: AAPL is 27.3% of the portfolio, above the 25% limit.',
      resolvedAt: null,
    });
    expect(Date.parse(alert!.createdAt)).toBeGreaterThan(Date.parse('2026-11-24T15:00:00Z'));
    expect(await alerts(other.token)).toEqual([]);

    market.set('AAPL', 100);
    await tick();
    const [resolved] = await alerts(owner.token);
    expect(resolved).toMatchObject({ id: alert!.id });
    expect(resolved!.resolvedAt).not.toBeNull();
  });

  it('resolves the alerts of an account that sold everything', async () => {
    const owner = await concentrated('MSFT');
    market.set('MSFT', 150);
    await tick();
    expect((await alerts(owner.token)).map((a) => a.resolvedAt)).toEqual([null]);
    const sold = await api('/trade', {
      token: owner.token,
      body: { type: 'sell', symbol: 'MSFT', shares: 200 },
    });
    expect(sold.status).toBe(200);
    await tick();
    expect((await alerts(owner.token)).map((a) => a.resolvedAt)).toEqual([now.toISOString()]);
    market.set('MSFT', 100);
  });

  it('raises a daily-loss alert for an account that sold everything today at a loss', async () => {
    const learner = await s.signUp();
    await s.fetch('/api/trading/settings', {
      token: learner.token,
      method: 'PUT',
      body: { realism: 'simple' },
    });
    const symbols = ['LOSS', 'DROP', 'FALL', 'SINK'];
    // $25,000 of each of four symbols bought yesterday at $200, in orders of at most 10% of the account.
    s.setNow(new Date(now.getTime() - 24 * 3600_000));
    for (const symbol of symbols) {
      market.set(symbol, 200);
      for (const shares of [50, 50, 25])
        expect(
          (await api('/trade', { token: learner.token, body: { type: 'buy', symbol, shares } })).status,
        ).toBe(200);
    }
    s.setNow(now);
    // Sold today 6% below the previous close: -$6,000 of the $100,000 it was worth, and nothing left.
    for (const symbol of symbols) {
      market.set(symbol, 188, { previousClose: 200, timestamp: now.toISOString() });
      const sold = await api('/trade', { token: learner.token, body: { type: 'sell', symbol, shares: 125 } });
      expect(sold.status).toBe(200);
    }
    await tick();
    expect(await alerts(learner.token)).toMatchObject([
      { rule: 'CIRCUIT_BREAKER', subject: 'dailyLoss', value: 6, limit: 5, resolvedAt: null },
    ]);
  });

  it('keeps the newest 50, newest first', async () => {
    const learner = await concentrated('RISK');
    // 55 earlier, resolved alerts (as 55 past breaches would leave), one minute apart.
    await s.db.insert(riskAlerts).values(
      Array.from({ length: 55 }, (_, i) => ({
        id: crypto.randomUUID(),
        userId: learner.user.id,
        rule: 'CONCENTRATION',
        subject: 'RISK',
        severity: 'warning',
        value: 30,
        limit: 25,
        message: `earlier ${i}`,
        createdAt: new Date(Date.parse('2026-11-20T15:00:00Z') + i * 60_000),
        resolvedAt: new Date(Date.parse('2026-11-20T15:00:30Z') + i * 60_000),
      })),
    );
    market.set('RISK', 150);
    await tick();
    market.set('RISK', 100);
    const list = await alerts(learner.token);
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ resolvedAt: null, createdAt: now.toISOString() });
    for (let i = 1; i < list.length; i++)
      expect(Date.parse(list[i - 1]!.createdAt)).toBeGreaterThan(Date.parse(list[i]!.createdAt));
    // The six oldest went: the oldest kept is 'earlier 6'.
    expect(list.at(-1)!.message).toBe('earlier 6');
  });
});
