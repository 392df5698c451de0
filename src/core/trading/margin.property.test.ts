// Random buys, sells, shorts, covers, price moves and margin-job runs: equity always equals
// cash + long value − short liability, it moves only with prices and fees, and cash is never negative.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLedger, portfolioValue } from './ledger';
import { longValue, shortLiability } from './margin';
import { marginTick } from './margin-tick';
import { placeOrder } from './orders';
import { fixedPrices, OPEN } from './test-helpers';
import type { Context, Ledger } from './types';

const SYMBOLS = ['AAPL', 'GME', 'PENNY'] as const;
const step = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    type: fc.constantFrom('buy', 'sell'),
    symbol: fc.constantFrom(...SYMBOLS),
    shares: fc.integer({ min: 1, max: 150 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    symbol: fc.constantFrom(...SYMBOLS),
    factor: fc.double({ min: 0.6, max: 1.6, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('job' as const), hours: fc.integer({ min: 1, max: 60 }) }),
);

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function run(accountType: 'cash' | 'margin', steps: Step[]) {
  let s: Ledger = { ...createLedger(), settings: { accountType, realism: 'simple' } };
  const prices: Record<string, number> = { AAPL: 100, GME: 20, PENNY: 6 };
  let now = OPEN;
  let n = 0;
  const ctx = (): Context => ({ now, prices: fixedPrices({ ...prices }), newId: () => `p${++n}` });
  for (const st of steps) {
    const before = portfolioValue(s, ctx().prices);
    if (st.kind === 'order') {
      const r = placeOrder(
        s,
        { type: st.type, symbol: st.symbol, shares: st.shares, orderType: 'market' },
        ctx(),
      );
      s = r.state;
      // A fill at the market price never changes equity.
      expect(portfolioValue(s, ctx().prices)).toBe(before);
    } else if (st.kind === 'move') {
      prices[st.symbol] = Math.max(0.5, Math.round(prices[st.symbol]! * st.factor * 100) / 100);
    } else {
      now = new Date(now.getTime() + st.hours * 3600_000);
      const t = marginTick(s, ctx());
      s = t.state;
    }
    const p = ctx().prices;
    expect(portfolioValue(s, p)).toBe(s.cash + longValue(s, p) - shortLiability(s, p));
    expect(s.cash).toBeGreaterThanOrEqual(0);
    if (accountType === 'cash') expect(s.positions.every((x) => x.shares > 0)).toBe(true);
    for (const x of s.positions) expect(Math.sign(x.costBasis)).toBe(Math.sign(x.shares));
  }
}

describe('margin conservation', () => {
  it('holds in margin accounts', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => run('margin', steps)),
      { numRuns: 60 },
    );
  });
  it('holds in cash accounts, which never go short', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => run('cash', steps)),
      { numRuns: 30 },
    );
  });
});
