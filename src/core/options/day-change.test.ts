import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLedger, portfolioValue } from '../trading/ledger';
import { dayChangeCents } from '../trading/risk';
import type { Context, Ledger, PriceQuote } from '../trading/types';
import { portfolioView } from '../trading/view';
import { chainStrikes, expirations } from './chain';
import { placeOptionOrder } from './trade';

// Tuesday 1 Dec 2026: 10:30 and 15:30 in New York; Monday 30 Nov at 10:30.
const MORNING = new Date('2026-12-01T15:30:00Z');
const AFTERNOON = new Date('2026-12-01T20:30:00Z');
const MONDAY = new Date('2026-11-30T15:30:00Z');
const PREVIOUS_CLOSE = 210;

let id = 0;
const quote = (price: number, at: Date): PriceQuote => ({
  symbol: 'AAPL',
  price,
  previousClose: PREVIOUS_CLOSE,
  timestamp: at.toISOString(),
});
const ctx = (price: number, at: Date): Context => ({
  now: at,
  prices: (s) => (s === 'AAPL' ? quote(price, at) : undefined),
  newId: () => `d${++id}`,
});
const expiration = expirations(MORNING)[1]!;

function trade(state: Ledger, side: 'buy' | 'sell', contracts: number, price: number, at: Date): Ledger {
  const out = placeOptionOrder(
    state,
    {
      symbol: 'AAPL',
      optionType: 'call',
      strike: chainStrikes(PREVIOUS_CLOSE)[10]!,
      expiration,
      side,
      contracts,
      orderType: 'market',
    },
    ctx(price, at),
  );
  if (!out.ok) throw new Error(out.error);
  return out.state;
}

describe('day change with options', () => {
  it('counts calls bought today from what they cost: their loss since the buy is the day change', () => {
    const bought = trade(createLedger(), 'buy', 2, 212, MORNING);
    const later = ctx(208, AFTERNOON);
    const value = portfolioValue(bought, later.prices);
    // Nothing else moved today: all of the all-time return (the spread, the commission and the drop in
    // the underlying) is today's. It was $0 before: the option line was left out.
    const view = portfolioView(bought, later.prices);
    expect(view.dayChange).toBeLessThan(0);
    expect(Math.round(view.dayChange * 100)).toBe(value - bought.startingCash);
    expect(view.dayChange).toBe(view.allTimeReturn);
  });

  it('moves contracts held since before today from their value at the previous close', () => {
    const held = trade(createLedger(), 'buy', 1, PREVIOUS_CLOSE, MONDAY);
    // Monday's close, 16:00 New York, at the previous close's price: what the line was worth then.
    const atClose = portfolioValue(held, ctx(PREVIOUS_CLOSE, new Date('2026-11-30T21:00:00Z')).prices);
    for (const price of [200, PREVIOUS_CLOSE, 220]) {
      const now = ctx(price, MORNING);
      expect(dayChangeCents(held, now)).toBe(portfolioValue(held, now.prices) - atClose);
    }
    // Unchanged underlying: only the night's time decay, a loss.
    expect(dayChangeCents(held, ctx(PREVIOUS_CLOSE, MORNING))).toBeLessThan(0);
    expect(dayChangeCents(held, ctx(220, MORNING))).toBeGreaterThan(0);
  });

  it('keeps a line held since before today and sold whole today: what it fetched less its previous-close value', () => {
    const held = trade(createLedger(), 'buy', 2, PREVIOUS_CLOSE, MONDAY);
    const atClose = portfolioValue(held, ctx(PREVIOUS_CLOSE, new Date('2026-11-30T21:00:00Z')).prices);
    for (const price of [200, 220]) {
      const sold = trade(held, 'sell', 2, price, MORNING);
      expect(sold.optionPositions).toEqual([]);
      const now = ctx(price, AFTERNOON);
      // Only cash is left: the day change is the cash now less the account at the previous close.
      expect(dayChangeCents(sold, now)).toBe(sold.cash - atClose);
      expect(portfolioView(sold, now.prices).dayChange).not.toBe(0);
    }
    // Sold 1 of 2 today: the one sold counts at what it fetched, the other from the previous close.
    const half = trade(held, 'sell', 1, 220, MORNING);
    const now = ctx(215, AFTERNOON);
    expect(dayChangeCents(half, now)).toBe(portfolioValue(half, now.prices) - atClose);
  });

  it('for a line opened today, with some sold again, is the whole change in value since the buy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: 195, max: 225, noNaN: true }),
        fc.double({ min: 190, max: 230, noNaN: true }),
        (contracts, sold, open, now) => {
          let state = trade(createLedger(), 'buy', contracts, open, MORNING);
          // Part of the line sold, or all of it (the line leaves the list; its loss stays in the figure).
          if (sold > 0 && sold <= contracts) state = trade(state, 'sell', sold, now, AFTERNOON);
          const later = ctx(now, AFTERNOON);
          // No shares and nothing held at the open: today's change is all of the change in value.
          expect(dayChangeCents(state, later)).toBe(portfolioValue(state, later.prices) - state.startingCash);
        },
      ),
      { numRuns: 30 },
    );
  });
});
