import { describe, expect, it } from 'vitest';
import { positionDayChange } from './day-change';
import { createLedger } from './ledger';
import { placeOrder } from './orders';
import { context, OPEN } from './test-helpers';
import type { Ledger } from './types';
import { positionView } from './view';

const YESTERDAY = new Date(OPEN.getTime() - 24 * 3600_000);
const quote = (price: number, previousClose: number, at = OPEN) => ({
  symbol: 'AAPL',
  price,
  previousClose,
  timestamp: at.toISOString(),
});

function buy(state: Ledger, shares: number, price: number, at: Date): Ledger {
  const out = placeOrder(
    state,
    { type: 'buy', symbol: 'AAPL', shares, orderType: 'market' },
    context({ AAPL: price }, at),
  );
  if (!out.ok) throw new Error(JSON.stringify(out.refusal));
  return out.state;
}

function sell(state: Ledger, shares: number, price: number, at: Date): Ledger {
  const out = placeOrder(
    state,
    { type: 'sell', symbol: 'AAPL', shares, orderType: 'market' },
    context({ AAPL: price }, at),
  );
  if (!out.ok) throw new Error(JSON.stringify(out.refusal));
  return out.state;
}

describe('day change of a position', () => {
  it('is zero right after buying, whatever yesterday did', () => {
    const state = buy(createLedger(), 10, 190, OPEN);
    expect(positionDayChange(state, 'AAPL', 10, 19_000, quote(190, 193.79))).toEqual({
      change: 0,
      base: 190_000,
    });
  });

  it('is zero for shares bought after the quote’s session closed (a Monday buy at Friday’s close)', () => {
    // The quote is of the session before (the market has not opened yet); the buy is from now.
    const state = buy(createLedger(), 10, 190, OPEN);
    expect(positionDayChange(state, 'AAPL', 10, 19_000, quote(190, 193.79, YESTERDAY))).toEqual({
      change: 0,
      base: 190_000,
    });
  });

  it('moves from the previous close for shares held since before today', () => {
    const state = buy(createLedger(), 10, 180, YESTERDAY);
    expect(positionDayChange(state, 'AAPL', 10, 19_000, quote(190, 193.79)).change).toBe(-3_790);
  });

  it('adds shares bought today from their own price to shares held at the open', () => {
    let state = buy(createLedger(), 10, 180, YESTERDAY);
    state = buy(state, 5, 188, OPEN);
    // 10 × (190 − 193.79) + 5 × (190 − 188)
    expect(positionDayChange(state, 'AAPL', 15, 19_000, quote(190, 193.79))).toEqual({
      change: -3_790 + 1_000,
      base: 193_790 + 94_000,
    });
  });

  it('counts shares sold today at what they fetched', () => {
    let state = buy(createLedger(), 10, 180, YESTERDAY);
    state = sell(state, 4, 195, OPEN);
    // held 10 at the open (193.79): 6 now at 190, 4 sold at 195
    expect(positionDayChange(state, 'AAPL', 6, 19_000, quote(190, 193.79)).change).toBe(
      6 * 19_000 + 4 * 19_500 - 10 * 19_379,
    );
  });

  it('falls back to the previous close for every share when the quote has no time', () => {
    const state = buy(createLedger(), 10, 190, OPEN);
    expect(
      positionDayChange(state, 'AAPL', 10, 19_000, { symbol: 'AAPL', price: 190, previousClose: 193.79 })
        .change,
    ).toBe(-3_790);
  });

  it('shows in the position view', () => {
    const state = buy(createLedger(), 10, 190, OPEN);
    const prices = (s: string) => (s === 'AAPL' ? quote(190, 193.79) : undefined);
    const view = positionView(state, state.positions[0]!, prices);
    expect(view.dayChange).toBe(0);
    expect(view.dayChangePercent).toBe(0);
  });

  it('moves a short held from the open against it, from the previous close', () => {
    let state: Ledger = { ...createLedger(), settings: { accountType: 'margin', realism: 'simple' } };
    state = sell(state, 10, 190, YESTERDAY);
    // Price down $3.79 from the close: a short of 10 gains $37.90 (not a loss of its whole value).
    expect(positionDayChange(state, 'AAPL', -10, 19_000, quote(190, 193.79))).toEqual({
      change: 3_790,
      base: 193_790,
    });
    expect(
      positionDayChange(state, 'AAPL', -10, 19_000, { symbol: 'AAPL', price: 190, previousClose: 193.79 })
        .change,
    ).toBe(3_790);
  });

  it('is zero right after shorting, and counts a cover today at its price', () => {
    let state: Ledger = { ...createLedger(), settings: { accountType: 'margin', realism: 'simple' } };
    state = sell(state, 10, 190, OPEN);
    expect(positionDayChange(state, 'AAPL', -10, 19_000, quote(190, 193.79)).change).toBe(0);
    // Short 10 from yesterday, 4 covered today at $195: the 4 lost $1.21 each, the 6 gained $3.79.
    let held: Ledger = { ...createLedger(), settings: { accountType: 'margin', realism: 'simple' } };
    held = buy(sell(held, 10, 190, YESTERDAY), 4, 195, OPEN);
    expect(held.positions[0]?.shares).toBe(-6);
    expect(positionDayChange(held, 'AAPL', -6, 19_000, quote(190, 193.79)).change).toBe(6 * 379 - 4 * 121);
  });
});
