// The ticket's "you can buy up to N shares" (largestBuy) against the engine's own checks: N passes the
// funds check and every size check of preTradeRisk, N + 1 fails one of them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableCash, createLedger, portfolioValue } from './ledger';
import { placeOrder } from './orders';
import { largestBuy, preTradeRisk } from './risk';
import { context, ok } from './test-helpers';

const SIZE = new Set(['POSITION_SIZE', 'CONCENTRATION', 'ORDER_VALUE']);

describe('largestBuy', () => {
  it('names the largest buy that the funds and size checks let through', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 2_000_000 }).map((d) => d * 100),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 100, max: 90_000 }),
        fc.integer({ min: 100, max: 90_000 }),
        (cash, held, boughtAt, nowAt) => {
          fc.pre(held * boughtAt <= cash);
          let state = { ...createLedger(), cash };
          if (held > 0)
            state = ok(
              placeOrder(
                state,
                { type: 'buy', symbol: 'AAPL', shares: held, orderType: 'market' },
                context({ AAPL: boughtAt / 100 }),
                { skipRisk: true },
              ),
            ).state;
          const ctx = context({ AAPL: nowAt / 100, KO: nowAt / 100 });
          const value = portfolioValue(state, ctx.prices);
          for (const symbol of ['AAPL', 'KO']) {
            const heldValue = symbol === 'AAPL' ? held * nowAt : 0;
            const { shares } = largestBuy({
              cash: availableCash(state),
              portfolioValue: value,
              heldValue,
              price: nowAt,
            });
            const sizeErrors = (n: number) =>
              preTradeRisk(state, { side: 'buy', symbol, shares: n, price: nowAt }, ctx).errors.filter((e) =>
                SIZE.has(e.reason),
              );
            const affordable = (n: number) => n * nowAt <= availableCash(state);
            if (shares > 0) {
              expect(sizeErrors(shares)).toEqual([]);
              expect(affordable(shares)).toBe(true);
            }
            expect(sizeErrors(shares + 1).length > 0 || !affordable(shares + 1)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('largestBuy examples', () => {
  it('says the 10% position size binds before the cash', () => {
    // $99,900 cash, nothing held, $210.28 a share: the cash buys 475, one buy may be 10%.
    const r = largestBuy({ cash: 9_990_000, portfolioValue: 9_990_000, heldValue: 0, price: 21_028 });
    expect(r).toEqual({ shares: 47, cap: 'positionSize', cashShares: 475 });
  });
  it('says the 25% concentration binds when most of it is held already', () => {
    const r = largestBuy({
      cash: 8_000_000,
      portfolioValue: 10_000_000,
      heldValue: 2_400_000,
      price: 10_000,
    });
    expect(r).toEqual({ shares: 10, cap: 'concentration', cashShares: 800 });
  });
  it('says the cash binds when it is the smallest', () => {
    const r = largestBuy({ cash: 50_000, portfolioValue: 10_000_000, heldValue: 0, price: 21_028 });
    expect(r).toEqual({ shares: 2, cap: 'cash', cashShares: 2 });
  });
  it('caps an order at $50,000', () => {
    const r = largestBuy({
      cash: 90_000_000,
      portfolioValue: 90_000_000,
      heldValue: 0,
      price: 10_000,
    });
    expect(r).toEqual({ shares: 500, cap: 'orderValue', cashShares: 9_000 });
  });
});
