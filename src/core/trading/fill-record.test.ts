import { describe, expect, it } from 'vitest';
import { MAX_TRADE_HISTORY } from './constants';
import { recordFill } from './fill-record';
import { createLedger, type Fill } from './ledger';

const fill: Fill = {
  side: 'sell',
  symbol: 'AAPL',
  shares: 3,
  price: 20_000,
  orderType: 'limit',
  orderId: 'o1',
};
const outcome = { cash: 123, positions: [], realizedPnL: 500, realizedPnLPercent: 0.84 };

describe('recordFill', () => {
  it('writes the trade at the fill’s price with the ledger’s commission, first in the history', () => {
    const before = { ...createLedger(), commission: 65 };
    const now = new Date('2026-03-11T15:00:00Z');
    const { state, trade } = recordFill(before, fill, now, 't1', outcome);
    expect(trade).toEqual({
      id: 't1',
      type: 'SELL',
      symbol: 'AAPL',
      shares: 3,
      price: 20_000,
      totalValue: 60_000,
      commission: 65,
      orderType: 'limit',
      status: 'EXECUTED',
      timestamp: '2026-03-11T15:00:00.000Z',
      realizedPnL: 500,
      realizedPnLPercent: 0.84,
      orderId: 'o1',
    });
    expect(state).toMatchObject({ cash: 123, positions: [], trades: [trade] });
    expect(state.tradesToday).toEqual({ day: '2026-03-11', count: 1 });
  });

  it('counts the day’s trades, starts again on a new day, and keeps the newest trades only', () => {
    const day1 = new Date('2026-03-11T15:00:00Z');
    const once = recordFill(createLedger(), { ...fill, side: 'buy' }, day1, 't1', outcome).state;
    expect(once.trades[0]!.type).toBe('BUY');
    expect(once.commission ?? 0).toBe(0);
    const full = { ...once, trades: Array.from({ length: MAX_TRADE_HISTORY }, () => once.trades[0]!) };
    const twice = recordFill(full, fill, day1, 't2', outcome).state;
    expect(twice.tradesToday).toEqual({ day: '2026-03-11', count: 2 });
    expect(twice.trades).toHaveLength(MAX_TRADE_HISTORY);
    expect(twice.trades[0]!.id).toBe('t2');
    const next = recordFill(twice, fill, new Date('2026-03-12T15:00:00Z'), 't3', outcome).state;
    expect(next.tradesToday).toEqual({ day: '2026-03-12', count: 1 });
  });
});
