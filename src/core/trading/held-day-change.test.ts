// The positions table's "Today" (heldDayChange): the change today of the shares still held, never
// what shares sold today fetched (that is realised, and the account's day change counts it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldDayChange, positionDayChange } from './day-change';
import { createLedger } from './ledger';
import { placeOrder } from './orders';
import { context, OPEN } from './test-helpers';
import type { Ledger, PriceQuote } from './types';
import { positionView } from './view';

const HOUR = 3600_000;
/** Monday's session, before the quotes' (Tuesday's). */
const YESTERDAY = new Date(OPEN.getTime() - 24 * HOUR);
const at = (hours: number) => new Date(OPEN.getTime() + hours * HOUR);
/** When the quotes were taken: after every trade below. */
const QUOTED = at(5);

const fresh = (commission = 0, accountType: 'cash' | 'margin' = 'cash'): Ledger => ({
  ...createLedger(),
  settings: { accountType, realism: 'simple' },
  ...(commission ? { commission } : {}),
});

function order(state: Ledger, side: 'buy' | 'sell', shares: number, price: number, when: Date): Ledger {
  const out = placeOrder(
    state,
    { type: side, symbol: 'AAPL', shares, orderType: 'market' },
    context({ AAPL: price }, when),
    { skipRisk: true },
  );
  if (!out.ok) throw new Error(JSON.stringify(out.refusal));
  return out.state;
}

const quote = (price: number, previousClose: number): PriceQuote => ({
  symbol: 'AAPL',
  price,
  previousClose,
  timestamp: QUOTED.toISOString(),
});

const held = (state: Ledger) => state.positions.find((p) => p.symbol === 'AAPL')?.shares ?? 0;
const today = (state: Ledger, price: number, previousClose: number) =>
  heldDayChange(state, 'AAPL', held(state), Math.round(price * 100), quote(price, previousClose));

describe('"Today" of a position held now', () => {
  it('leaves out the shares sold today: 10 held overnight, 4 sold today at $195, is the 6 left from the close', () => {
    const state = order(order(fresh(), 'buy', 10, 180, YESTERDAY), 'sell', 4, 195, at(0));
    expect(held(state)).toBe(6);
    // 6 × ($190 − $193.79); the 4 sold at $195 are not in it, whatever they fetched.
    expect(today(state, 190, 193.79)).toEqual({ change: -2_274, base: 116_274 });
    // The account's day change still counts the sale (positionDayChange, for the account's total).
    expect(positionDayChange(state, 'AAPL', 6, 19_000, quote(190, 193.79)).change).toBe(
      6 * 19_000 + 4 * 19_500 - 10 * 19_379,
    );
  });

  it('moves shares bought today from their own price, after part of them was sold today', () => {
    const state = order(order(fresh(), 'buy', 10, 188, at(0)), 'sell', 4, 195, at(1));
    expect(today(state, 190, 193.79)).toEqual({ change: 6 * 200, base: 6 * 18_800 });
  });

  it('sells the oldest shares first: held 10 overnight, bought 5 today, sold 12 today, the 3 left are today’s', () => {
    let state = order(fresh(), 'buy', 10, 180, YESTERDAY);
    state = order(order(state, 'buy', 5, 188, at(0)), 'sell', 12, 195, at(1));
    expect(today(state, 190, 193.79)).toEqual({ change: 3 * 200, base: 3 * 18_800 });
  });

  it('keeps the latest of today’s buys when some of today’s shares were sold', () => {
    let state = order(order(fresh(), 'buy', 5, 186, at(0)), 'buy', 5, 188, at(1));
    state = order(state, 'sell', 5, 195, at(2));
    expect(today(state, 190, 193.79)).toEqual({ change: 5 * 200, base: 5 * 18_800 });
  });

  it('counts today’s commission in what today’s shares cost', () => {
    const state = order(fresh(495), 'buy', 10, 190, at(0));
    expect(today(state, 190, 193.79)).toEqual({ change: -495, base: 190_495 });
  });

  it('moves a short held overnight from the close, leaving out the part covered today', () => {
    let state = order(fresh(0, 'margin'), 'sell', 10, 190, YESTERDAY);
    state = order(state, 'buy', 4, 195, at(0));
    expect(held(state)).toBe(-6);
    // Price down $3.79 from the close: the 6 still short gained $22.74; the 4 covered at a loss are not in it.
    expect(today(state, 190, 193.79)).toEqual({ change: 2_274, base: 116_274 });
  });

  it('moves a short opened today from what it was sold at', () => {
    const state = order(fresh(0, 'margin'), 'sell', 10, 190, at(0));
    expect(today(state, 189, 193.79)).toEqual({ change: 1_000, base: 190_000 });
  });

  it('moves every share from the previous close when the quote has no time', () => {
    const state = order(order(fresh(), 'buy', 10, 180, YESTERDAY), 'sell', 4, 195, at(0));
    expect(
      heldDayChange(state, 'AAPL', 6, 19_000, { symbol: 'AAPL', price: 190, previousClose: 193.79 }),
    ).toEqual({ change: -2_274, base: 116_274 });
  });

  it('is what the position view (the positions table’s row) shows', () => {
    const state = order(order(fresh(), 'buy', 10, 180, YESTERDAY), 'sell', 4, 195, at(0));
    const view = positionView(state, state.positions[0]!, (s) =>
      s === 'AAPL' ? quote(190, 193.79) : undefined,
    );
    expect(view.dayChange).toBe(-22.74);
    expect(view.dayChangeBase).toBe(1_162.74);
    expect(view.dayChangePercent).toBeCloseTo((-2_274 / 116_274) * 100, 2);
  });
});

// A day of trades in one symbol: each a side, a size and a price in whole dollars.
const tradeArb = fc.record({
  side: fc.constantFrom('buy' as const, 'sell' as const),
  shares: fc.integer({ min: 1, max: 20 }),
  price: fc.integer({ min: 150, max: 250 }),
});
const priceArb = fc.integer({ min: 100, max: 300 });

/** Plays long-only trades (a sale never more than is held), from `start` an hour apart. */
function playLong(
  state: Ledger,
  trades: { side: 'buy' | 'sell'; shares: number; price: number }[],
  start: Date,
) {
  let s = state;
  trades.forEach((t, i) => {
    const n = t.side === 'sell' ? Math.min(held(s), t.shares) : t.shares;
    if (n > 0) s = order(s, t.side, n, t.price, new Date(start.getTime() + (i * HOUR) / 10));
  });
  return s;
}

describe('"Today" of a position held now: properties', () => {
  it('is the account’s figure for the position when nothing of it was sold today', () => {
    fc.assert(
      fc.property(
        fc.array(tradeArb, { maxLength: 6 }),
        fc.array(
          tradeArb.map((t) => ({ ...t, side: 'buy' as const })),
          { maxLength: 4 },
        ),
        priceArb,
        priceArb,
        fc.constantFrom(0, 65, 495),
        (overnight, buys, price, close, commission) => {
          const state = playLong(playLong(fresh(commission), overnight, YESTERDAY), buys, at(0));
          fc.pre(held(state) > 0);
          const q = quote(price, close);
          expect(heldDayChange(state, 'AAPL', held(state), price * 100, q)).toEqual(
            positionDayChange(state, 'AAPL', held(state), price * 100, q),
          );
        },
      ),
    );
  });

  it('does not depend on what shares sold today fetched', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 39 }),
        fc.integer({ min: 100, max: 300 }),
        fc.integer({ min: 100, max: 300 }),
        priceArb,
        priceArb,
        (shares, sold, soldAt, otherSoldAt, price, close) => {
          fc.pre(sold < shares);
          const overnight = order(fresh(), 'buy', shares, 180, YESTERDAY);
          const a = today(order(overnight, 'sell', sold, soldAt, at(0)), price, close);
          const b = today(order(overnight, 'sell', sold, otherSoldAt, at(0)), price, close);
          expect(a).toEqual(b);
          expect(a.change).toBe((shares - sold) * (price - close) * 100);
        },
      ),
    );
  });

  it('sells the oldest first: today’s shares still held move from their price, the rest from the close', () => {
    fc.assert(
      fc.property(
        fc.array(tradeArb, { maxLength: 6 }),
        fc.array(tradeArb, { maxLength: 8 }),
        fc.integer({ min: 150, max: 250 }),
        priceArb,
        priceArb,
        (overnight, day, boughtAt, price, close) => {
          // Every buy today at one price, so the shares bought today cost the same whichever are held.
          const todays = day.map((t) => (t.side === 'buy' ? { ...t, price: boughtAt } : t));
          const before = playLong(fresh(), overnight, YESTERDAY);
          const state = playLong(before, todays, at(0));
          const now = held(state);
          fc.pre(now > 0);
          const boughtToday = state.trades
            .filter((t) => t.type === 'BUY' && Date.parse(t.timestamp) >= at(0).getTime())
            .reduce((n, t) => n + t.shares, 0);
          const fromToday = Math.min(boughtToday, now);
          const { change, base } = today(state, price, close);
          expect(change).toBe(
            (now - fromToday) * (price - close) * 100 + fromToday * (price - boughtAt) * 100,
          );
          // The capital at stake and the change add up to what the shares are worth now.
          expect(change + base).toBe(now * price * 100);
        },
      ),
    );
  });
});
