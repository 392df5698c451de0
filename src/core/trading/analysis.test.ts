import { describe, expect, it } from 'vitest';
import { detectStrategy, portfolioInsights, riskProfile } from './analysis';
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
