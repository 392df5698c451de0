import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { europeanPrice } from '../../../core/options';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from '../trading/test-market';

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;
// Tuesday 10:00 New York.
const NOW = new Date('2026-11-24T15:00:00Z');

beforeAll(async () => {
  market = controlledMarket({ AAPL: 190, KO: 62.3 });
  s = await startTestServer({ now: NOW });
});
afterAll(async () => {
  market.restore();
  await s.close();
});

const get = async (path: string) => {
  const res = await s.fetch(path);
  return { status: res.status, json: await res.json() };
};

describe('GET /market-data/options/{symbol}', () => {
  it('answers the nearest expiration with 21 calls and puts centred on the money', async () => {
    const r = await get('/market-data/options/AAPL');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      symbol: 'AAPL',
      underlyingPrice: 190,
      asOf: NOW.toISOString(),
      riskFreeRate: 0.05,
      expiration: '2026-11-27',
    });
    expect(r.json.expirations).toEqual([
      '2026-11-27',
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
      '2027-01-15',
      '2027-02-19',
      '2027-03-19',
    ]);
    expect(r.json.calls).toHaveLength(21);
    expect(r.json.calls[10].strike).toBe(190);
    expect(r.json.calls[0].strike).toBe(140);
    expect(Object.keys(r.json.puts[0]).sort()).toEqual(
      [
        'strike',
        'bid',
        'ask',
        'last',
        'volume',
        'openInterest',
        'impliedVolatility',
        'inTheMoney',
        'intrinsicValue',
        'timeValue',
        'delta',
        'gamma',
        'theta',
        'vega',
        'rho',
        'mid',
      ].sort(),
    );
  });

  it('prices a chosen expiration at the model: an at-the-money call mid equals Black–Scholes at its volatility', async () => {
    const r = await get('/market-data/options/aapl?expiration=2026-12-18');
    expect(r.status).toBe(200);
    const atm = r.json.calls[10];
    const time = (Date.parse('2026-12-18T21:00:00Z') - NOW.getTime()) / (365 * 86_400_000);
    const price = europeanPrice({
      type: 'call',
      spot: 190,
      strike: 190,
      time,
      rate: 0.05,
      volatility: atm.impliedVolatility,
      dividendYield: r.json.dividendYield,
    });
    expect(Math.abs(atm.mid - price)).toBeLessThan(0.011);
    expect(atm.bid).toBeLessThan(atm.mid);
    expect(atm.ask).toBeGreaterThan(atm.mid);
    expect(atm.delta).toBeGreaterThan(0.4);
    expect(atm.delta).toBeLessThan(0.65);
  });

  it('follows the underlying price', async () => {
    market.set('KO', 70);
    const r = await get('/market-data/options/KO');
    expect(r.json.underlyingPrice).toBe(70);
    expect(r.json.calls[10].strike).toBe(70);
  });

  it('answers 404 for an unknown symbol and 400 for a bad or unlisted date', async () => {
    expect((await get('/market-data/options/ZZZZ')).status).toBe(404);
    const bad = await get('/market-data/options/AAPL?expiration=12-18-2026');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBeTypeOf('string');
    expect((await get('/market-data/options/AAPL?expiration=2026-12-19')).status).toBe(400);
    expect((await get('/market-data/options/AAPL?foo=1')).status).toBe(400);
    expect((await get('/market-data/options/%20')).status).toBe(400);
  });
});
