import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instrument } from '../market/universe';
import { detectStrategy, holdingsVolatility, portfolioInsights, riskProfile } from './analysis';
import { createLedger } from './ledger';
import { fixedPrices, OPEN } from './test-helpers';
import type { Ledger, Trade } from './types';

const holding = (positions: [string, number, number][], cash: number): Ledger => ({
  ...createLedger(),
  cash,
  positions: positions.map(([symbol, shares, price]) => ({
    symbol,
    shares,
    costBasis: shares * price * 100,
    firstBuyDate: '',
  })),
});
const t = (type: 'BUY' | 'SELL', symbol: string, iso: string): Trade => ({
  id: iso + symbol + type,
  type,
  symbol,
  shares: 1,
  price: 100,
  totalValue: 100,
  commission: 0,
  orderType: 'market',
  status: 'EXECUTED',
  timestamp: iso,
  realizedPnL: type === 'SELL' ? 0 : null,
  realizedPnLPercent: null,
  orderId: null,
});

describe('portfolio insights', () => {
  it('suggests a first order to an all-cash portfolio', () => {
    const r = portfolioInsights(createLedger(), { prices: fixedPrices({}), now: OPEN });
    expect(r.insights.map((i) => i.title)).toEqual(['No positions yet']);
  });
  it('flags a position above the 25% concentration limit and few holdings', () => {
    const s = holding([['AAPL', 400, 100]], 60_000_00);
    const r = portfolioInsights(s, { prices: fixedPrices({ AAPL: 100 }), now: OPEN });
    expect(r.insights.map((i) => i.type)).toEqual(['diversification', 'concentration']);
    expect(r.summary).toMatchObject({ positions: 1, largestPositionPercent: 40, cashPercent: 60 });
  });
});

describe('risk profile', () => {
  it('is low for cash and higher for a concentrated, losing portfolio', () => {
    const calm = riskProfile(createLedger(), { prices: fixedPrices({}), now: OPEN });
    expect(calm).toMatchObject({ level: 'low', riskScore: 0, circuitBreakersActive: false });
    const snapshots = Array.from({ length: 8 }, (_, i) => ({
      date: `2026-11-${String(10 + i).padStart(2, '0')}`,
      portfolioValue: i % 2 ? 90_000_00 : 100_000_00,
      cash: 0,
      positionsValue: 0,
      dayChange: 0,
      dayChangePercent: 0,
    }));
    const s = { ...holding([['AAPL', 900, 100]], 0), peakValue: 100_000_00, snapshots };
    const hot = riskProfile(s, {
      prices: fixedPrices({ AAPL: { price: 80, previousClose: 100 } }),
      now: OPEN,
    });
    expect(hot.circuitBreakersActive).toBe(true);
    expect(hot.riskScore).toBeGreaterThan(80);
    expect(hot.level).toBe('high');
  });
});

describe('volatility and VaR', () => {
  const profile = (s: Ledger, prices: Record<string, number>) =>
    riskProfile(s, { prices: fixedPrices(prices), now: OPEN });

  it('are known from the first day a stock is held, before the account has any daily values', () => {
    // $40,000 of AAPL and $60,000 cash: a single holding swings by its own volatility times its weight.
    const p = profile(holding([['AAPL', 400, 100]], 60_000_00), { AAPL: 100 });
    const sigma = 0.4 * instrument('AAPL')!.volatility;
    expect(p.volatilityBasis).toBe('holdings');
    expect(p.volatility).toBeCloseTo(sigma * 100, 1);
    expect(p.valueAtRisk95).toBe(Math.round((1.645 * sigma * 100_000_00) / Math.sqrt(252)));
    expect(p.valueAtRisk95).toBeGreaterThan(0);
  });

  it('are nothing for an account that holds only cash', () => {
    expect(profile(createLedger(), {})).toMatchObject({
      volatilityBasis: 'holdings',
      volatility: 0,
      valueAtRisk95: 0,
    });
  });

  it("fall back to the account's daily values when a holding is outside the market model, and say when neither is known", () => {
    const s = holding([['ZZZQ', 100, 100]], 90_000_00);
    expect(profile(s, { ZZZQ: 100 })).toMatchObject({
      volatilityBasis: 'none',
      volatility: 0,
      valueAtRisk95: 0,
    });
    const values = [100_000_00, 101_000_00, 99_000_00, 100_500_00];
    const snapshots = values.map((portfolioValue, i) => ({
      date: `2026-11-${String(16 + i).padStart(2, '0')}`,
      portfolioValue,
      cash: 0,
      positionsValue: 0,
      dayChange: 0,
      dayChangePercent: 0,
    }));
    const p = profile({ ...s, snapshots }, { ZZZQ: 100 });
    expect(p.volatilityBasis).toBe('history');
    expect(p.volatility).toBeGreaterThan(10);
    expect(p.valueAtRisk95).toBeGreaterThan(0);
  });

  const symbols = ['AAPL', 'MSFT', 'XOM'];
  const book = fc.array(fc.integer({ min: 0, max: 1_000_000_00 }), { minLength: 3, maxLength: 3 });

  it('never exceed the weighted sum of each holding alone (diversification never adds risk)', () => {
    fc.assert(
      fc.property(book, fc.integer({ min: 1, max: 1_000_000_00 }), (values, cash) => {
        const rows = symbols.map((symbol, i) => ({ symbol, value: values[i]! }));
        const total = cash + values.reduce((a, b) => a + b, 0);
        const together = holdingsVolatility(rows, total)!;
        const apart = rows.reduce((s, r) => s + holdingsVolatility([r], total)!, 0);
        expect(together).toBeGreaterThanOrEqual(0);
        expect(together).toBeLessThanOrEqual(apart + 1e-12);
      }),
    );
  });

  it('scale with the share of the account invested', () => {
    fc.assert(
      fc.property(book, fc.integer({ min: 2, max: 10 }), (values, k) => {
        const rows = symbols.map((symbol, i) => ({ symbol, value: values[i]! }));
        const invested = values.reduce((a, b) => a + b, 0);
        fc.pre(invested > 0);
        const full = holdingsVolatility(rows, invested)!;
        expect(holdingsVolatility(rows, invested * k)).toBeCloseTo(full / k, 12);
      }),
    );
  });
});

describe('strategy detection', () => {
  it('says none without trades', () => expect(detectStrategy([]).strategy).toBe('none'));
  it('sees day trading in same-day round trips', () => {
    const r = detectStrategy([t('BUY', 'A', '2026-11-24T15:00:00Z'), t('SELL', 'A', '2026-11-24T17:00:00Z')]);
    expect(r.strategy).toBe('day-trading');
    expect(r.stats.averageHoldingDays).toBeCloseTo(0.08, 2);
  });
  it('sees swing trading in holds of a few days and buy-and-hold when nothing is sold', () => {
    expect(
      detectStrategy([t('BUY', 'A', '2026-11-02T15:00:00Z'), t('SELL', 'A', '2026-11-09T15:00:00Z')])
        .strategy,
    ).toBe('swing-trading');
    expect(detectStrategy([t('BUY', 'A', '2026-11-02T15:00:00Z')]).strategy).toBe('buy-and-hold');
  });
});
