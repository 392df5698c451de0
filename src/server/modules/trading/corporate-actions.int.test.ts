// The corporate-actions job and route through the real server and database. WFC splits 3-for-1 on
// 2027-07-09 and pays $0.40 a share (ex 2027-05-10, paid 2027-06-02) in the market's calendar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporateActions } from '../../../core/market/corporate-actions';
import { runJob } from '../../jobs';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from './test-market';

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;

beforeAll(async () => {
  market = controlledMarket({ WFC: 60 });
  s = await startTestServer({ now: new Date('2027-05-05T15:00:00Z') });
}, 180_000);
afterAll(async () => {
  market.restore();
  await s.close();
});

const api = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
  const res = await s.fetch(path, init);
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
};

/** Moves the clock and signs in again: weeks later, the first session's token has expired. */
async function later(at: string, who: { email: string; password: string }): Promise<string> {
  s.setNow(new Date(at));
  const r = await api('/api/auth/login', { body: { email: who.email, password: who.password } });
  expect(r.status).toBe(200);
  return r.json.token;
}

describe('the market calendar the tests rely on', () => {
  it('has the WFC split and dividend', () => {
    const wfc = corporateActions('WFC', '2027-05-01', '2027-07-31');
    expect(wfc).toContainEqual(
      expect.objectContaining({ kind: 'SPLIT', exDate: '2027-07-09', from: 1, to: 3 }),
    );
    expect(wfc).toContainEqual(
      expect.objectContaining({
        kind: 'DIVIDEND',
        exDate: '2027-05-10',
        payDate: '2027-06-02',
        cashPerShare: 40,
      }),
    );
  });
});

describe('the corporate-actions job', () => {
  it('pays a dividend on its pay date to a holder on the ex-date, once', async () => {
    s.setNow(new Date('2027-05-05T15:00:00Z'));
    const who = await s.signUp();
    let token = who.token;
    const bought = await api('/api/trading/trade', {
      token,
      body: { type: 'buy', symbol: 'WFC', shares: 10, orderType: 'market' },
    });
    expect(bought.status).toBe(200);
    const cash = (await api('/api/trading/portfolio', { token })).json.portfolio.cash;

    token = await later('2027-05-10T15:00:00Z', who); // ex-date: entitled, not yet paid
    await runJob(s.deps, 'corporateActions');
    expect((await api('/api/trading/portfolio', { token })).json.portfolio.cash).toBe(cash);

    token = await later('2027-06-02T15:00:00Z', who); // pay date
    await runJob(s.deps, 'corporateActions');
    await runJob(s.deps, 'corporateActions');
    expect((await api('/api/trading/portfolio', { token })).json.portfolio.cash).toBeCloseTo(cash + 4, 2);
    const history = (await api('/api/trading/trades', { token })).json;
    const dividends = history.trades.filter((t: { type: string }) => t.type === 'DIVIDEND');
    expect(dividends).toHaveLength(1);
    expect(dividends[0]).toMatchObject({ symbol: 'WFC', shares: 10, price: 0.4, totalValue: 4 });
  });

  it('does not pay a dividend to someone who bought on the ex-date', async () => {
    s.setNow(new Date('2027-05-10T16:00:00Z'));
    const who = await s.signUp();
    await api('/api/trading/trade', {
      token: who.token,
      body: { type: 'buy', symbol: 'WFC', shares: 5, orderType: 'market' },
    });
    await runJob(s.deps, 'corporateActions');
    const token = await later('2027-06-03T15:00:00Z', who);
    await runJob(s.deps, 'corporateActions');
    const history = (await api('/api/trading/trades', { token })).json;
    expect(history.trades.some((t: { type: string }) => t.type === 'DIVIDEND')).toBe(false);
  });

  it('splits a held position and its open limit orders 3-for-1, once', async () => {
    s.setNow(new Date('2027-07-01T15:00:00Z'));
    market.set('WFC', 60);
    const who = await s.signUp();
    let token = who.token;
    // Filled at the last price ($60), so the cost per share after the split is a round $20.
    await api('/api/trading/settings', { token, method: 'PUT', body: { realism: 'simple' } });
    await api('/api/trading/trade', {
      token,
      body: { type: 'buy', symbol: 'WFC', shares: 10, orderType: 'market' },
    });
    const buyLimit = await api('/api/trading/trade', {
      token,
      body: { type: 'buy', symbol: 'WFC', shares: 3, orderType: 'limit', price: 55, timeInForce: 'gtc' },
    });
    const sellLimit = await api('/api/trading/trade', {
      token,
      body: { type: 'sell', symbol: 'WFC', shares: 4, orderType: 'limit', price: 70, timeInForce: 'gtc' },
    });
    expect([buyLimit.status, sellLimit.status]).toEqual([200, 200]);
    const before = (await api('/api/trading/portfolio', { token })).json.portfolio;

    token = await later('2027-07-09T13:00:00Z', who); // 09:00 in New York on the ex-date, before the open
    market.set('WFC', 20);
    await runJob(s.deps, 'corporateActions');
    await runJob(s.deps, 'corporateActions');

    const answer = await api('/api/trading/portfolio', { token });
    expect(answer.json).toMatchObject({ portfolio: expect.anything() });
    const after = answer.json.portfolio;
    const wfc = after.positions.find((p: { symbol: string }) => p.symbol === 'WFC');
    expect(wfc).toMatchObject({ shares: 30, avgCost: 20 });
    expect(after.cash).toBe(before.cash);
    const orders = (await api('/api/trading/orders', { token })).json.pendingOrders;
    const buy = orders.find((o: { side: string }) => o.side === 'buy');
    const sell = orders.find((o: { side: string }) => o.side === 'sell');
    expect(buy).toMatchObject({ shares: 9, limitPrice: 18.33 });
    expect(sell).toMatchObject({ shares: 12, limitPrice: 23.33 });
    const history = (await api('/api/trading/trades', { token })).json.trades;
    const splits = history.filter((t: { type: string }) => t.type === 'SPLIT');
    expect(splits).toHaveLength(1);
    expect(splits[0]).toMatchObject({ symbol: 'WFC', shares: 30, totalValue: 0 });
  });
});

describe('GET /market-data/corporate-actions/{symbol}', () => {
  it('lists past and upcoming actions with their dates, amounts and ratios', async () => {
    s.setNow(new Date('2027-07-09T15:00:00Z'));
    const r = await api('/market-data/corporate-actions/wfc');
    expect(r.status).toBe(200);
    expect(r.json.symbol).toBe('WFC');
    const split = r.json.actions.find((a: { kind: string }) => a.kind === 'SPLIT');
    expect(split).toMatchObject({ exDate: '2027-07-09', ratio: '3:1', upcoming: false, amount: 0 });
    expect(r.json.actions.some((a: { upcoming: boolean }) => a.upcoming)).toBe(true);
    expect(
      r.json.actions.some((a: { kind: string; upcoming: boolean }) => a.kind === 'DIVIDEND' && !a.upcoming),
    ).toBe(true);
  });

  it('answers 404 for a symbol the market does not list, as the other market-data routes do', async () => {
    const r = await api('/market-data/corporate-actions/ZZZZ');
    expect(r.status).toBe(404);
    expect(r.json.error).toBe('Symbol not found. Search for it with /market-data/search.');
  });

  it('answers 400 for a malformed symbol', async () => {
    const r = await api('/market-data/corporate-actions/%24%24%24');
    expect(r.status).toBe(400);
    expect(r.json.error).toBe('Invalid symbol provided');
  });
});
