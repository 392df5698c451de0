import { describe, expect, it } from 'vitest';
import { payDividendToLedger } from './corporate-actions';
import { createLedger, portfolioValue } from './ledger';
import { maxDrawdown, performanceMetrics, sharpeRatio } from './metrics';
import { placeOrder } from './orders';
import { takeSnapshot } from './snapshots';
import { context, fixedPrices, OPEN } from './test-helpers';
import type { Ledger } from './types';

const trade = (s: Ledger, type: 'buy' | 'sell', symbol: string, shares: number, price: number) => {
  const r = placeOrder(s, { type, symbol, shares, orderType: 'market' }, context({ [symbol]: price }), {
    skipRisk: true,
  });
  if (!r.ok) throw new Error(r.refusal.reason);
  return r.state;
};

describe('performance metrics', () => {
  it('counts wins and losses from realised P&L and finds the best and worst trade', () => {
    let s = createLedger();
    s = trade(s, 'buy', 'AAPL', 10, 100);
    s = trade(s, 'sell', 'AAPL', 5, 120); // +100
    s = trade(s, 'sell', 'AAPL', 5, 90); // -50
    s = trade(s, 'buy', 'MSFT', 10, 10);
    s = trade(s, 'sell', 'MSFT', 10, 13); // +30
    const m = performanceMetrics(s, fixedPrices({}), '2026-11-24');
    expect(m).toMatchObject({
      totalTrades: 5,
      winningTrades: 2,
      losingTrades: 1,
      averageWin: 65_00,
      averageLoss: 50_00,
    });
    expect(m.winRate).toBeCloseTo(66.667, 2);
    expect(m.profitFactor).toBeCloseTo(130 / 50);
    expect(m.bestTrade).toMatchObject({ symbol: 'AAPL', pnl: 100_00 });
    expect(m.worstTrade).toMatchObject({ symbol: 'AAPL', pnl: -50_00 });
  });
  it('has no profit factor and no extremes before any sell', () => {
    const m = performanceMetrics(
      trade(createLedger(), 'buy', 'AAPL', 1, 100),
      fixedPrices({ AAPL: 100 }),
      '2026-11-24',
    );
    expect(m).toMatchObject({ profitFactor: null, bestTrade: null, worstTrade: null, winRate: 0 });
  });
  it('computes the max drawdown as the largest fall from a running peak', () => {
    expect(maxDrawdown([100, 120, 90, 130, 117])).toBeCloseTo(25);
    expect(maxDrawdown([1, 2, 3])).toBe(0);
  });
  it('computes an annualised Sharpe ratio net of the 5% risk-free rate', () => {
    const returns = [0.01, -0.005, 0.007, 0.002, -0.001];
    const rf = 0.05 / 252;
    const ex = returns.map((r) => r - rf);
    const mean = ex.reduce((a, b) => a + b) / ex.length;
    const sd = Math.sqrt(ex.reduce((s, r) => s + (r - mean) ** 2, 0) / (ex.length - 1));
    expect(sharpeRatio(returns)).toBeCloseTo((mean / sd) * Math.sqrt(252), 10);
    expect(sharpeRatio([0.01])).toBe(0);
  });
  it('reads 0 for an account with too few ups and downs to measure, as for one all in cash', () => {
    expect(sharpeRatio([0, 0, 0, 0])).toBe(0);
    // One $218 share in $100,000: the curve moved by 5 cents in four days.
    expect(sharpeRatio([0, 0, 0, -5e-7])).toBe(0);
    // A twentieth in shares: under 1% a year.
    expect(sharpeRatio([0.0002, -0.0001, 0.00005, 0])).toBe(0);
    // A fifth of the account in shares swings about 0.2% a day: measured.
    expect(Math.abs(sharpeRatio([0.002, -0.003, 0.001, 0.0025]))).toBeGreaterThan(0);
  });
  it('ends the equity curve at today and caps it at 365 points', () => {
    let s = createLedger();
    for (let d = 0; d < 400; d++)
      s = takeSnapshot(s, fixedPrices({}), new Date(OPEN.getTime() + d * 86_400_000)).state;
    const m = performanceMetrics(s, fixedPrices({}), '2099-01-01');
    expect(m.equityCurve).toHaveLength(365);
    expect(m.equityCurve.at(-1)).toEqual({ date: '2099-01-01', value: 100_000_00 });
    expect(m.dailyReturns).toHaveLength(364);
  });
});

describe('daily snapshots', () => {
  it('keeps one snapshot per day, replacing the earlier one of the same day', () => {
    let s = createLedger();
    s = takeSnapshot(s, fixedPrices({}), OPEN).state;
    s = takeSnapshot({ ...s, cash: 99_000_00 }, fixedPrices({}), new Date(OPEN.getTime() + 3600_000)).state;
    expect(s.snapshots).toHaveLength(1);
    expect(s.snapshots[0]).toMatchObject({
      date: '2026-11-24',
      portfolioValue: 99_000_00,
      dayChange: -1000_00,
      dayChangePercent: -1,
    });
  });
  it('keeps the last 90 days', () => {
    let s = createLedger();
    for (let d = 0; d < 100; d++)
      s = takeSnapshot(s, fixedPrices({}), new Date(OPEN.getTime() + d * 86_400_000)).state;
    expect(s.snapshots).toHaveLength(90);
    expect(s.snapshots[0]?.date).toBe('2026-12-04');
  });
  it('measures the day change against the previous day and raises the peak', () => {
    let s = takeSnapshot(createLedger(), fixedPrices({}), OPEN).state;
    s = takeSnapshot(
      { ...s, cash: 110_000_00 },
      fixedPrices({}),
      new Date(OPEN.getTime() + 86_400_000),
    ).state;
    expect(s.snapshots[1]).toMatchObject({ dayChange: 10_000_00, dayChangePercent: 10 });
    expect(s.peakValue).toBe(110_000_00);
  });
});

describe('total return with dividends', () => {
  it('counts a dividend in the equity that total return is measured on, and reports its part', () => {
    let s = trade(createLedger(), 'buy', 'AAPL', 10, 100);
    const prices = fixedPrices({ AAPL: 100 });
    const before = portfolioValue(s, prices);
    s = payDividendToLedger(s, 'AAPL', 10, 25, OPEN, 'd1').state;
    s = payDividendToLedger(s, 'AAPL', -4, 25, OPEN, 'd2').state; // a later short is charged
    const m = performanceMetrics(s, prices, '2026-11-24');
    expect(portfolioValue(s, prices) - before).toBe(150);
    expect(m.dividendsReceived).toBe(150);
    expect(m.equityCurve.at(-1)!.value).toBe(before + 150);
    // A dividend is not a closing trade: win rate and averages ignore it.
    expect(m).toMatchObject({ winningTrades: 0, losingTrades: 0, winRate: 0 });
  });
});
