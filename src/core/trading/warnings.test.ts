import { describe, expect, it } from 'vitest';
import { createLedger } from './ledger';
import { context } from './test-helpers';
import type { Ledger } from './types';
import { validateOrder } from './validate';
import { orderWarnings } from './warnings';

const warningsFor = (
  raw: Record<string, unknown>,
  price: number,
  opts: { at?: Date; state?: Ledger; marketState?: string } = {},
) => {
  const v = validateOrder({ type: 'buy', orderType: 'market', ...raw });
  if (!v.ok) throw new Error(v.reason);
  const ctx = context({ [v.order.symbol]: { price, marketState: opts.marketState ?? 'REGULAR' } }, opts.at);
  return orderWarnings(opts.state ?? createLedger(), v.order, price * 100, ctx.prices(v.order.symbol), ctx);
};
const codes = (...args: Parameters<typeof warningsFor>) => warningsFor(...args).map((w) => w.code);

describe('order warnings', () => {
  it('says nothing about an ordinary order in market hours', () => {
    expect(codes({ symbol: 'AAPL', shares: 10 }, 100)).toEqual([]);
  });
  it('warns above 1000 shares', () =>
    expect(codes({ symbol: 'F', shares: 1001 }, 10)).toEqual(['LARGE_SHARES']));
  it('warns about a price above $1000 except for BRK.A', () => {
    expect(codes({ symbol: 'NVR', shares: 1 }, 1500)).toEqual(['HIGH_PRICE']);
    expect(codes({ symbol: 'BRK.A', shares: 1 }, 1500)).toEqual([]);
  });
  it('warns about a market order sent with a price', () => {
    expect(codes({ symbol: 'AAPL', shares: 1, price: 12 }, 100)).toEqual(['MARKET_WITH_PRICE']);
  });
  it('warns about an order above 25% of the portfolio', () => {
    expect(codes({ symbol: 'AAPL', shares: 300 }, 100)).toEqual(['LARGE_SHARE_OF_PORTFOLIO']);
  });
  it('notices the weekend and a closed market', () => {
    expect(codes({ symbol: 'AAPL', shares: 1 }, 100, { at: new Date('2026-11-28T15:00:00Z') })).toEqual([
      'WEEKEND',
    ]);
    expect(codes({ symbol: 'AAPL', shares: 1 }, 100, { marketState: 'CLOSED' })).toEqual(['MARKET_CLOSED']);
  });
  it('warns at 80% of the daily limit that binds first (the risk check refuses the 51st trade)', () => {
    const on = (count: number) => ({
      state: { ...createLedger(), tradesToday: { day: '2026-11-24', count } },
    });
    expect(codes({ symbol: 'AAPL', shares: 1 }, 100, on(39))).toEqual([]);
    expect(codes({ symbol: 'AAPL', shares: 1 }, 100, on(40))).toEqual(['APPROACHING_DAILY_LIMIT']);
    expect(warningsFor({ symbol: 'AAPL', shares: 1 }, 100, on(40))[0]?.message).toBe(
      'Approaching the daily trade limit: 40 of 50 trades today',
    );
  });
  it.each(['TSLA', 'GME', 'AMC', 'MEME'])('flags %s as high volatility', (symbol) => {
    expect(codes({ symbol, shares: 1 }, 10)).toEqual(['HIGH_VOLATILITY']);
  });
});
