// The order ticket's "fills at once at about $X" (immediateOutcome, estimateFill) against the engine's
// own fill for the same quote: to the cent, for market orders and for stops and limits that execute
// the moment they are placed, in both realism levels.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookOf, estimateFill } from './execution';
import { createLedger } from './ledger';
import { immediateOutcome } from './marketable';
import { toCents } from './money';
import { placeOrder } from './orders';
import { context } from './test-helpers';

describe('estimate vs fill', () => {
  it('an order that executes now fills at the price the ticket promised', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 90_000 }).map((c) => c / 100),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom('simple' as const, 'realistic' as const),
        fc.constantFrom('market' as const, 'stop' as const, 'limit' as const),
        fc.constantFrom('buy' as const, 'sell' as const),
        fc.integer({ min: 0, max: 30 }),
        (price, shares, realism, orderType, side, pastPercent) => {
          const ctx = context({ KO: price });
          const quote = ctx.prices('KO')!;
          const book = bookOf(quote);
          // A stop past the market (a sell stop above, a buy stop below) and a limit across it.
          const away = (1 + pastPercent / 100) * (side === 'sell' ? 1 : -1);
          const stop = orderType === 'stop' ? toCents(Math.max(0.01, price + (price * away) / 10)) : null;
          const limit =
            orderType === 'limit' ? toCents(side === 'buy' ? price * 1.3 + 0.05 : price * 0.7) : null;
          const state = {
            ...createLedger(),
            cash: 100_000_000,
            settings: { accountType: 'cash' as const, realism },
            positions: [],
          };
          const held =
            side === 'sell'
              ? placeOrder(state, { type: 'buy', symbol: 'KO', shares, orderType: 'market' }, ctx, {
                  skipRisk: true,
                })
              : null;
          if (held && !held.ok) return;
          const before = held?.state ?? state;
          const expected =
            orderType === 'market'
              ? estimateFill(side, shares, book, realism)
              : immediateOutcome(
                  { side, orderType, shares, limitPrice: limit, stopPrice: stop },
                  book,
                  realism,
                )?.price;
          const out = placeOrder(
            before,
            {
              type: side,
              symbol: 'KO',
              shares,
              orderType,
              price: limit === null ? undefined : limit / 100,
              stopPrice: stop === null ? undefined : stop / 100,
              timeInForce: 'day',
            },
            ctx,
            { skipRisk: true },
          );
          if (!out.ok || !out.value.trade) return;
          expect(out.value.trade.price).toBe(expected);
        },
      ),
      { numRuns: 400 },
    );
  });
});
