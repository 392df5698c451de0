import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AdvancedRequest, cancelAdvancedOrder, createAdvancedOrder } from './advanced';
import { coveredShares } from './exit-cover';
import { context, holding, OPEN, ok } from './test-helpers';
import type { Ledger } from './types';

const place = (s: Ledger, req: Partial<AdvancedRequest>) =>
  ok(
    createAdvancedOrder(
      s,
      { type: 'STOP_LOSS', symbol: 'AAPL', shares: 10, stopPrice: 90, ...req } as AdvancedRequest,
      context({ AAPL: 100 }),
    ),
  );
const overlap = (r: ReturnType<typeof place>) => r.warnings.find((w) => w.code === 'EXIT_OVERLAP')?.message;

describe('exit orders that cover the same shares', () => {
  it('warns on a second stop over the ten shares a first stop already covers, and says how many', () => {
    const first = place(holding(10), { stopPrice: 95 });
    expect(overlap(first)).toBeUndefined();
    const second = place(first.state, { stopPrice: 90 });
    expect(overlap(second)).toBe(
      'Your other exit orders already cover 10 shares of your 10 shares of AAPL: whichever triggers first sells them, and this one then fails for want of shares.',
    );
    // A trailing stop and a take-profit are exits too.
    expect(overlap(place(second.state, { type: 'TRAILING_STOP', trailPercent: 5 }))).toContain(
      'cover 10 shares',
    );
    expect(overlap(place(first.state, { type: 'TAKE_PROFIT', stopPrice: 120, shares: 1 }))).toContain(
      'cover 10 shares of your 10 shares',
    );
  });

  it('says nothing while the exits together fit the position, or once the first is cancelled', () => {
    const half = place(holding(10), { shares: 5, stopPrice: 95 });
    const other = place(half.state, { shares: 5, stopPrice: 90 });
    expect(overlap(other)).toBeUndefined();
    const cancelled = ok(cancelAdvancedOrder(half.state, half.value.id, OPEN));
    expect(overlap(place(cancelled.state, { stopPrice: 90 }))).toBeUndefined();
  });

  it('counts an OCO pair once: its two legs sell the same shares and cancel each other', () => {
    const oco = place(holding(10), { type: 'OCO', shares: 6, takeProfitPrice: 120, stopLossPrice: 90 });
    expect(coveredShares(oco.state, 'AAPL')).toBe(6);
    expect(overlap(place(oco.state, { shares: 4 }))).toBeUndefined();
    expect(overlap(place(oco.state, { shares: 5 }))).toContain('cover 6 shares of your 10 shares');
  });

  it('warns exactly when the live exits and the new one together promise more than is held', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.record({ shares: fc.integer({ min: 1, max: 50 }), trail: fc.boolean() }), {
          maxLength: 6,
        }),
        (held, exits) => {
          let state = holding(held);
          let promised = 0;
          for (const e of exits) {
            if (e.shares > held) continue; // refused: more than is held
            const r = place(
              state,
              e.trail ? { type: 'TRAILING_STOP', trailPercent: 5, shares: e.shares } : { shares: e.shares },
            );
            expect(overlap(r) !== undefined).toBe(promised > 0 && promised + e.shares > held);
            promised += e.shares;
            state = r.state;
            expect(coveredShares(state, 'AAPL')).toBe(promised);
          }
        },
      ),
    );
  });
});
