import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFill, createLedger } from './ledger';
import { replayTrades } from './replay';
import type { Ledger } from './types';

// A trading game's commission (issue 21): every fill, long or short, buy or sell, pays it from cash,
// records it on the trade, and the trade log alone still rebuilds cash and shares.

const NOW = new Date('2026-11-24T15:00:00Z');
const step = fc.record({
  side: fc.constantFrom('buy' as const, 'sell' as const),
  symbol: fc.constantFrom('AAA', 'BBB'),
  shares: fc.integer({ min: 1, max: 50 }),
  price: fc.integer({ min: 100, max: 50_000 }),
});

describe('commission on every fill', () => {
  it('takes the commission from cash on each fill and the log replays to the same ledger', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.constantFrom('cash' as const, 'margin' as const),
        fc.array(step, { maxLength: 40 }),
        (commission, accountType, steps) => {
          let state: Ledger = {
            ...createLedger(1_000_000),
            commission,
            settings: { accountType, realism: 'simple' },
          };
          let fills = 0;
          let flow = 0;
          for (const [i, s] of steps.entries()) {
            const out = applyFill(state, { ...s, orderType: 'market', orderId: null }, NOW, `t${i}`);
            if (!out) continue;
            fills += 1;
            flow += (s.side === 'buy' ? -1 : 1) * s.shares * s.price;
            expect(out.trade.commission).toBe(commission);
            expect(out.state.cash).toBe(
              state.cash + (s.side === 'buy' ? -1 : 1) * s.shares * s.price - commission,
            );
            expect(out.state.cash).toBeGreaterThanOrEqual(0);
            state = out.state;
          }
          expect(state.cash).toBe(1_000_000 + flow - fills * commission);
          const replay = replayTrades(1_000_000, [...state.trades].reverse());
          expect(replay.cash).toBe(state.cash);
          expect(replay.positions.map((p) => [p.symbol, p.shares])).toEqual(
            state.positions.map((p) => [p.symbol, p.shares]),
          );
        },
      ),
    );
  });

  it('refuses a fill whose commission the cash cannot pay', () => {
    const state: Ledger = { ...createLedger(10_000), commission: 500 };
    expect(
      applyFill(
        state,
        { side: 'buy', symbol: 'AAA', shares: 1, price: 9_600, orderType: 'market', orderId: null },
        NOW,
        'a',
      ),
    ).toBeNull();
    const ok = applyFill(
      state,
      { side: 'buy', symbol: 'AAA', shares: 1, price: 9_500, orderType: 'market', orderId: null },
      NOW,
      'b',
    );
    expect(ok?.state.cash).toBe(0);
  });
});
