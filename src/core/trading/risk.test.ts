import { describe, expect, it } from 'vitest';
import { createLedger } from './ledger';
import { placeOrder } from './orders';
import { circuitBreakers, preTradeRisk, riskMessage } from './risk';
import { takeSnapshot } from './snapshots';
import { context, fixedPrices, OPEN } from './test-helpers';
import type { Ledger } from './types';

const reasons = (r: ReturnType<typeof preTradeRisk>) => ({
  errors: r.errors.map((f) => f.reason),
  warnings: r.warnings.map((f) => f.reason),
});
const check = (
  state: Ledger,
  shares: number,
  price: number,
  extra: Record<string, unknown> = {},
  ctxExtra = {},
) =>
  preTradeRisk(
    state,
    { side: 'buy', symbol: 'AAPL', shares, price: price * 100, ...extra },
    context({ AAPL: price }, OPEN, ctxExtra),
  );

describe('pre-trade risk checks', () => {
  it('passes a small buy with no findings', () => {
    expect(reasons(check(createLedger(), 10, 100))).toEqual({ errors: [], warnings: [] });
  });
  it('warns above 5% of the portfolio and blocks above 10%', () => {
    expect(reasons(check(createLedger(), 60, 100))).toEqual({ errors: [], warnings: ['TRADE_SIZE'] });
    const blocked = check(createLedger(), 101, 100);
    expect(blocked.errors[0]).toMatchObject({ reason: 'POSITION_SIZE', limit: 10 });
    expect(blocked.errors[0]?.actual).toBeCloseTo(10.1);
  });
  it('blocks a resulting concentration above 25%', () => {
    let s = createLedger();
    for (const shares of [90, 90, 60])
      s = (
        placeOrder(
          s,
          { type: 'buy', symbol: 'AAPL', shares, orderType: 'market' },
          context({ AAPL: 100 }),
        ) as { state: Ledger }
      ).state;
    expect(s.positions[0]?.shares).toBe(240);
    expect(check(s, 10, 100).errors.map((f) => f.reason)).toEqual([]);
    expect(check(s, 20, 100).errors.map((f) => f.reason)).toEqual(['CONCENTRATION']);
  });
  it('blocks at 50 trades in the day', () => {
    const s: Ledger = { ...createLedger(), tradesToday: { day: '2026-11-24', count: 50 } };
    expect(check(s, 1, 100).errors.map((f) => f.reason)).toEqual(['DAILY_TRADES']);
  });
  it('blocks an order value above $50,000', () => {
    const rich = createLedger(10_000_000_00);
    const r = check(rich, 600, 100);
    expect(r.errors.map((f) => f.reason)).toEqual(['ORDER_VALUE']);
    expect(riskMessage(r.errors[0]!)).toBe('Order value $60,000.00 exceeds the $50,000.00 limit');
  });
  it('warns when cash after the buy falls below 5%', () => {
    const s: Ledger = {
      ...createLedger(),
      cash: 10_00,
      positions: [{ symbol: 'MSFT', shares: 1000, costBasis: 100_000_00, firstBuyDate: '' }],
    };
    const r = preTradeRisk(
      s,
      { side: 'buy', symbol: 'AAPL', shares: 1, price: 5_00 },
      context({ AAPL: 5, MSFT: 100 }),
    );
    expect(r.warnings.map((f) => f.reason)).toContain('CASH_RESERVE');
  });
  it('warns about volume above 10% of daily volume, a daily move above 5% and correlation above 0.7', () => {
    const r = preTradeRisk(
      { ...createLedger(), positions: [{ symbol: 'MSFT', shares: 1, costBasis: 100_00, firstBuyDate: '' }] },
      {
        side: 'buy',
        symbol: 'AAPL',
        shares: 20,
        price: 100_00,
        quote: { symbol: 'AAPL', price: 100, avgVolume: 100, changePercent: -6 },
      },
      context({ AAPL: 100, MSFT: 100 }, OPEN, { correlation: () => 0.8 }),
    );
    expect(reasons(r).warnings.sort()).toEqual(['CORRELATION', 'DAILY_MOVE', 'VOLUME']);
  });
  it('never blocks a sell for size or breakers', () => {
    const r = preTradeRisk(
      createLedger(),
      { side: 'sell', symbol: 'AAPL', shares: 5000, price: 100_00 },
      context({ AAPL: 100 }),
    );
    expect(r.errors).toEqual([]);
  });
});

describe('circuit breakers', () => {
  const held = (price: number, prev: number): [Ledger, ReturnType<typeof fixedPrices>] => [
    {
      ...createLedger(),
      cash: 0,
      positions: [{ symbol: 'AAPL', shares: 1000, costBasis: 100_000_00, firstBuyDate: '' }],
    },
    fixedPrices({ AAPL: { price, previousClose: prev } }),
  ];
  const active = (s: Ledger, prices: ReturnType<typeof fixedPrices>, extra = {}) =>
    circuitBreakers(s, { prices, ...extra })
      .filter((b) => b.active)
      .map((b) => b.name);

  it('trips the daily-loss breaker on a day loss above 5%', () => {
    expect(active(...held(94, 100))).toContain('dailyLoss');
    expect(active(...held(96, 100))).not.toContain('dailyLoss');
  });
  it('trips the drawdown breaker more than 15% below the peak', () => {
    const [s, p] = held(84, 84);
    expect(active({ ...s, peakValue: 100_000_00 }, p)).toEqual(['drawdown']);
  });
  it('trips the volatility breaker above 30% annualised', () => {
    let s = createLedger();
    for (let d = 0; d < 8; d++) {
      const value = d % 2 === 0 ? 100_000_00 : 96_000_00;
      s = takeSnapshot(
        { ...s, cash: value },
        fixedPrices({}),
        new Date(OPEN.getTime() + d * 86_400_000),
      ).state;
    }
    expect(active(s, fixedPrices({}))).toContain('volatility');
  });
  it('trips the correlation breaker above 5 correlated pairs', () => {
    const positions = ['A', 'B', 'C', 'D'].map((symbol) => ({
      symbol,
      shares: 1,
      costBasis: 1_00,
      firstBuyDate: '',
    }));
    const s = { ...createLedger(), positions };
    expect(active(s, fixedPrices({ A: 1, B: 1, C: 1, D: 1 }), { correlation: () => 0.9 })).toEqual([
      'correlation',
    ]);
    expect(
      active({ ...s, positions: positions.slice(0, 3) }, fixedPrices({ A: 1, B: 1, C: 1 }), {
        correlation: () => 0.9,
      }),
    ).toEqual([]);
  });
  it('an active breaker blocks buys with its name in the message', () => {
    const [s, p] = held(90, 100);
    const r = preTradeRisk(
      s,
      { side: 'buy', symbol: 'AAPL', shares: 1, price: 90_00 },
      { now: OPEN, prices: p, newId: () => 'x' },
    );
    const breaker = r.errors.find((f) => f.reason === 'CIRCUIT_BREAKER');
    expect(breaker && riskMessage(breaker)).toBe('Circuit breaker active: dailyLoss (10.0 over 5)');
  });
});
