import { describe, expect, it } from 'vitest';
import type { Book } from './execution';
import { immediateOutcome } from './marketable';

// AAPL as the walkthrough saw it: last $208.90, bid $208.86, ask $208.94. A realistic fill moves a
// cent past the touch (the smallest step of price impact).
const book: Book = { last: 20890, bid: 20886, ask: 20894, minuteVolume: 100_000, volatility: 0.25 };
const order = (o: Partial<Parameters<typeof immediateOutcome>[0]>) => ({
  side: 'sell' as const,
  orderType: 'stop' as const,
  shares: 4,
  limitPrice: null,
  stopPrice: null,
  ...o,
});

describe('immediateOutcome', () => {
  it('a sell stop above the market triggers at once and fills near the bid (a cent of impact), not at its stop', () => {
    expect(immediateOutcome(order({ stopPrice: 25000 }), book, 'realistic')).toEqual({
      kind: 'fills',
      price: 20885,
    });
    expect(immediateOutcome(order({ stopPrice: 25000 }), book, 'simple')).toEqual({
      kind: 'fills',
      price: 20890,
    });
  });

  it('a sell stop at the last price triggers; one below it waits', () => {
    expect(immediateOutcome(order({ stopPrice: 20890 }), book, 'realistic')?.kind).toBe('fills');
    expect(immediateOutcome(order({ stopPrice: 19500 }), book, 'realistic')).toBeNull();
  });

  it('a buy stop at or below the market triggers at once at the ask; one above waits', () => {
    expect(immediateOutcome(order({ side: 'buy', stopPrice: 20000 }), book, 'realistic')).toEqual({
      kind: 'fills',
      price: 20895,
    });
    expect(immediateOutcome(order({ side: 'buy', stopPrice: 22000 }), book, 'realistic')).toBeNull();
  });

  it('a buy limit above the ask fills at once at about the ask; a sell limit below the bid at the bid', () => {
    const buy = order({ side: 'buy', orderType: 'limit', limitPrice: 22000 });
    expect(immediateOutcome(buy, book, 'realistic')).toEqual({ kind: 'fills', price: 20895 });
    const sell = order({ orderType: 'limit', limitPrice: 20000 });
    expect(immediateOutcome(sell, book, 'realistic')).toEqual({ kind: 'fills', price: 20885 });
    expect(
      immediateOutcome(order({ side: 'buy', orderType: 'limit', limitPrice: 20000 }), book, 'realistic'),
    ).toBeNull();
  });

  it('a stop-limit past its stop fills at once when its limit is met, else rests as a limit', () => {
    const fills = order({ orderType: 'stop-limit', stopPrice: 25000, limitPrice: 20000 });
    expect(immediateOutcome(fills, book, 'realistic')).toEqual({ kind: 'fills', price: 20885 });
    const rests = order({ orderType: 'stop-limit', stopPrice: 25000, limitPrice: 24000 });
    expect(immediateOutcome(rests, book, 'realistic')).toEqual({ kind: 'rests-as-limit', price: 24000 });
    const waits = order({ orderType: 'stop-limit', stopPrice: 19000, limitPrice: 18900 });
    expect(immediateOutcome(waits, book, 'realistic')).toBeNull();
  });

  it('a market order is not its concern', () => {
    expect(immediateOutcome(order({ orderType: 'market' }), book, 'realistic')).toBeNull();
  });
});
