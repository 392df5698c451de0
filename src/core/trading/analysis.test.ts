import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instrument } from '../market/universe';
import {
  detectStrategy,
  holdingPeriods,
  holdingsVolatility,
  portfolioInsights,
  riskProfile,
} from './analysis';
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
  it('keeps the clock of the shares still held after a partial sell (first in, first out)', () => {
    const n = (trade: Trade, shares: number): Trade => ({ ...trade, shares });
    // Buy 30 on 1 Dec, sell 5 the same day, a stop sells 5 more on 8 Dec.
    const r = detectStrategy([
      n(t('BUY', 'AAPL', '2026-12-01T15:00:00Z'), 30),
      n(t('SELL', 'AAPL', '2026-12-01T15:00:00Z'), 5),
      n(t('SELL', 'AAPL', '2026-12-08T15:00:00Z'), 5),
    ]);
    expect(r.stats.averageHoldingDays).toBe(3.5);
    expect(r.strategy).toBe('swing-trading');
  });
});

describe('holding periods', () => {
  const trade = (type: 'BUY' | 'SELL', shares: number, day: number): Trade => ({
    ...t(type, 'A', new Date(Date.UTC(2026, 0, 1 + day, 15)).toISOString()),
    shares,
  });
  it('close exactly the shares sold, each piece no longer than the time since the first buy', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            buy: fc.boolean(),
            shares: fc.integer({ min: 1, max: 50 }),
            gap: fc.integer({ min: 0, max: 5 }),
          }),
          { maxLength: 30 },
        ),
        (steps) => {
          let day = 0;
          let held = 0;
          let sold = 0;
          const log: Trade[] = [];
          for (const s of steps) {
            day += s.gap;
            if (s.buy) {
              log.push(trade('BUY', s.shares, day));
              held += s.shares;
            } else if (held > 0) {
              const shares = Math.min(held, s.shares);
              log.push(trade('SELL', shares, day));
              held -= shares;
              sold += shares;
            }
          }
          const pieces = holdingPeriods(log);
          expect(pieces.reduce((a, p) => a + p.shares, 0)).toBe(sold);
          for (const p of pieces) {
            expect(p.days).toBeGreaterThanOrEqual(0);
            expect(p.days).toBeLessThanOrEqual(day);
          }
          // Selling everything at the end closes every lot at its own age: the share-weighted
          // holding time is then exactly the average age of the shares bought.
          if (held === 0 && sold > 0) {
            const bought = log.filter((x) => x.type === 'BUY');
            const last = log.at(-1)!;
            const allSoldAtEnd = log.filter((x) => x.type === 'SELL').length === 1 && last.type === 'SELL';
            if (allSoldAtEnd) {
              const age = bought.reduce(
                (a, b) =>
                  a + (b.shares * (Date.parse(last.timestamp) - Date.parse(b.timestamp))) / 86_400_000,
                0,
              );
              expect(pieces.reduce((a, p) => a + p.shares * p.days, 0)).toBeCloseTo(age, 6);
            }
          }
        },
      ),
    );
  });
});
