import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AdvancedRequest,
  cancelAdvancedOrder,
  createAdvancedOrder,
  processAdvancedOrders,
} from './advanced';
import { trailStop } from './advanced-legs';
import { createLedger, findPosition } from './ledger';
import { placeOrder } from './orders';
import { context, holding, msg, ok } from './test-helpers';
import type { Ledger } from './types';

const create = (s: Ledger, req: Partial<AdvancedRequest>, price = 100) =>
  createAdvancedOrder(
    s,
    { type: 'BRACKET_ENTRY', symbol: 'AAPL', shares: 10, ...req } as AdvancedRequest,
    context({ AAPL: price }),
  );
const tick = (s: Ledger, price: number) => processAdvancedOrders(s, context({ AAPL: price })).state;
const live = (s: Ledger) => s.advancedOrders.filter((o) => o.status === 'ACTIVE');

describe('a bracket whose stop trails', () => {
  it('stores the trail instead of a stop loss price and places a TRAILING_STOP child when it fills', () => {
    const placed = ok(create(createLedger(), { entryPrice: 100, trailPercent: 5, takeProfitPrice: 120 }));
    expect(placed.value).toMatchObject({ type: 'BRACKET_ENTRY', stopLossPrice: null, trailPercent: 5 });
    const filled = tick(placed.state, 98);
    const children = live(filled);
    expect(children.map((c) => c.type).sort()).toEqual(['TAKE_PROFIT', 'TRAILING_STOP']);
    const trailing = children.find((c) => c.type === 'TRAILING_STOP')!;
    // The mark starts at the fill price, 98: the stop is 5% below it.
    expect(trailing).toMatchObject({ side: 'sell', highWaterMark: 9800, stopPrice: 9310, trailPercent: 5 });
  });

  it('follows the price up, then sells when it falls back and cancels the take profit', () => {
    let s = ok(create(createLedger(), { entryPrice: 100, trailAmount: 3, takeProfitPrice: 130 })).state;
    s = tick(s, 100);
    s = tick(s, 110);
    expect(live(s).find((o) => o.type === 'TRAILING_STOP')).toMatchObject({
      highWaterMark: 11000,
      stopPrice: 10700,
    });
    s = tick(s, 106.5);
    expect(findPosition(s, 'AAPL')).toBeUndefined();
    expect(live(s)).toEqual([]);
    expect(s.advancedOrders.find((o) => o.type === 'TAKE_PROFIT')?.status).toBe('CANCELLED');
  });

  it('refuses a stop loss price and a trail together, and a trail as wide as the entry', () => {
    expect(
      msg(
        create(createLedger(), { entryPrice: 100, stopLossPrice: 90, trailPercent: 5, takeProfitPrice: 120 }),
      ),
    ).toBe('Specify either a stop loss price or a trail, not both');
    expect(msg(create(createLedger(), { entryPrice: 100, trailAmount: 100, takeProfitPrice: 120 }))).toBe(
      'Stop price must be positive',
    );
    expect(msg(create(createLedger(), { entryPrice: 100, trailPercent: 60, takeProfitPrice: 120 }))).toBe(
      'Trail percentage must be more than 0 and at most 50',
    );
    expect(msg(create(createLedger(), { entryPrice: 100, takeProfitPrice: 120 }))).toBe(
      'Bracket orders require an entry price, a stop loss (a price or a trail) and a take profit',
    );
  });

  it('a sell bracket trails above the price (a low-water mark)', () => {
    let s = ok(
      create(holding(10, 100), { side: 'sell', entryPrice: 105, trailAmount: 2, takeProfitPrice: 90 }, 100),
    ).state;
    s = tick(s, 106);
    const trailing = live(s).find((o) => o.type === 'TRAILING_STOP')!;
    expect(trailing).toMatchObject({ side: 'buy', highWaterMark: 10600, stopPrice: 10800 });
    s = tick(s, 101);
    expect(live(s).find((o) => o.type === 'TRAILING_STOP')).toMatchObject({
      highWaterMark: 10100,
      stopPrice: 10300,
    });
  });
});

describe('OTO: an entry that places one exit', () => {
  it('places only its exit when it fills', () => {
    const s = ok(create(createLedger(), { type: 'OTO', entryPrice: 100, stopLossPrice: 92 })).state;
    const after = tick(s, 99);
    expect(live(after).map((o) => [o.type, o.side, o.stopPrice])).toEqual([['STOP_LOSS', 'sell', 9200]]);
    expect(findPosition(after, 'AAPL')?.shares).toBe(10);
  });
  it('needs exactly one exit', () => {
    expect(msg(create(createLedger(), { type: 'OTO', entryPrice: 100 }))).toBe(
      'A one-triggers-other order needs exactly one exit: a stop loss price, a trail or a take profit',
    );
    expect(
      msg(create(createLedger(), { type: 'OTO', entryPrice: 100, stopLossPrice: 90, takeProfitPrice: 110 })),
    ).toBe('A one-triggers-other order needs exactly one exit: a stop loss price, a trail or a take profit');
    expect(msg(create(createLedger(), { type: 'OTO', entryPrice: 100, takeProfitPrice: 95 }))).toBe(
      'Take profit must be above entry price for buy orders',
    );
  });
});

describe('OCO: an exit pair on a held position', () => {
  const oco = (s: Ledger, req: Partial<AdvancedRequest> = {}, price = 100) =>
    create(s, { type: 'OCO', takeProfitPrice: 110, stopLossPrice: 95, ...req }, price);

  it('stores the group and its two sell legs', () => {
    const out = ok(oco(holding()));
    expect(out.value).toMatchObject({ type: 'OCO', side: 'sell', status: 'ACTIVE', timeInForce: 'GTC' });
    expect(out.effects.advanced.map((o) => o.type)).toEqual(['OCO', 'STOP_LOSS', 'TAKE_PROFIT']);
    expect(out.value.childOrders).toHaveLength(2);
  });

  it('the take profit executes, the stop is cancelled and the group is EXECUTED', () => {
    const s = tick(ok(oco(holding())).state, 111);
    const byType = Object.fromEntries(s.advancedOrders.map((o) => [o.type, o.status]));
    expect(byType).toEqual({ OCO: 'EXECUTED', TAKE_PROFIT: 'EXECUTED', STOP_LOSS: 'CANCELLED' });
    expect(findPosition(s, 'AAPL')).toBeUndefined();
  });

  it('a trailing stop leg follows the price from the market', () => {
    let s = ok(oco(holding(), { stopLossPrice: undefined, trailPercent: 10 })).state;
    expect(live(s).find((o) => o.type === 'TRAILING_STOP')).toMatchObject({
      stopPrice: 9000,
      highWaterMark: 10000,
    });
    s = tick(s, 105);
    expect(live(s).find((o) => o.type === 'TRAILING_STOP')).toMatchObject({ stopPrice: 9450 });
    s = tick(s, 94);
    expect(s.advancedOrders.find((o) => o.type === 'OCO')?.status).toBe('EXECUTED');
  });

  it('a leg that cannot sell (the shares are gone) ends the pair as FAILED', () => {
    let s = ok(oco(holding())).state;
    s = ok(
      placeOrder(
        s,
        { type: 'sell', symbol: 'AAPL', shares: 10, orderType: 'market' },
        context({ AAPL: 100 }),
      ),
    ).state;
    s = tick(s, 90);
    const byType = Object.fromEntries(s.advancedOrders.map((o) => [o.type, o.status]));
    expect(byType).toEqual({ OCO: 'FAILED', STOP_LOSS: 'FAILED', TAKE_PROFIT: 'CANCELLED' });
  });

  it('cancelling the group or a leg cancels the whole pair', () => {
    const placed = ok(oco(holding()));
    const leg = placed.effects.advanced[1]!;
    for (const id of [placed.value.id, leg.id]) {
      const out = ok(cancelAdvancedOrder(placed.state, id, new Date()));
      expect(live(out.state)).toEqual([]);
      expect(out.effects.advanced).toHaveLength(3);
    }
  });

  it('explains every bad input', () => {
    expect(msg(oco(createLedger()))).toBe('No position found for AAPL');
    expect(msg(oco(holding(5), { shares: 8 }))).toBe('Insufficient shares for OCO. Need 8, have 5');
    expect(msg(oco(holding(), { takeProfitPrice: 99 }))).toBe(
      'Take profit must be above the current price ($100.00) for an OCO exit',
    );
    expect(msg(oco(holding(), { stopLossPrice: 101 }))).toBe(
      'Stop loss must be below the current price ($100.00) for an OCO exit',
    );
    expect(msg(oco(holding(), { takeProfitPrice: undefined }))).toBe(
      'OCO orders require a take profit and a stop loss (a price or a trail)',
    );
    expect(msg(oco(holding(), { side: 'buy' }))).toBe(
      'An OCO order exits a position you hold, so its side is sell',
    );
    expect(msg(oco(holding(), { stopLossPrice: undefined, trailAmount: 1, trailPercent: 2 }))).toBe(
      'Specify either a trail amount or a trail percentage, not both',
    );
  });
});

describe('trailing legs (property)', () => {
  it('a sell stop never falls and a buy stop never rises, whatever the prices', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'sell' | 'buy'>('sell', 'buy'),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 50_00, max: 200_00 }), { minLength: 1, maxLength: 30 }),
        (side, pct, prices) => {
          const entryAt = side === 'buy' ? 200_00 : 50_00; // the entry always fills
          const base = side === 'buy' ? createLedger() : holding(10, 100);
          let s = ok(
            create(
              base,
              {
                side,
                entryPrice: entryAt / 100,
                trailPercent: pct,
                takeProfitPrice: side === 'buy' ? 1000 : 1,
              },
              entryAt / 100,
            ),
          ).state;
          s = tick(s, entryAt / 100);
          let last = live(s).find((o) => o.type === 'TRAILING_STOP')?.stopPrice;
          for (const p of prices) {
            s = tick(s, p / 100);
            const t = s.advancedOrders.find((o) => o.type === 'TRAILING_STOP')!;
            if (t.status !== 'ACTIVE') break;
            if (last !== undefined)
              expect(side === 'sell' ? t.stopPrice >= last : t.stopPrice <= last).toBe(true);
            expect(t.stopPrice).toBe(trailStop(t.highWaterMark!, t, t.side));
            last = t.stopPrice;
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
