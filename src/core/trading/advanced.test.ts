import { describe, expect, it } from 'vitest';
import {
  type AdvancedRequest,
  cancelAdvancedOrder,
  createAdvancedOrder,
  expireAdvancedOrders,
  processAdvancedOrders,
  setEmergencyMode,
} from './advanced';
import { createLedger, findPosition } from './ledger';
import { placeOrder } from './orders';
import { context, holding, msg, OPEN, ok } from './test-helpers';
import type { Ledger } from './types';

const create = (s: Ledger, req: Partial<AdvancedRequest>, price = 100) =>
  createAdvancedOrder(
    s,
    { type: 'STOP_LOSS', symbol: 'AAPL', shares: 10, ...req } as AdvancedRequest,
    context({ AAPL: price }),
  );

describe('creating advanced orders', () => {
  it('a stop-loss needs a positive stop price and positive shares', () => {
    expect(msg(create(holding(), { stopPrice: 0 }))).toBe('Stop price must be positive');
    expect(msg(create(holding(), { stopPrice: 90, shares: 0 }))).toBe('Shares must be positive');
  });
  it('bounds every price an advanced order names as an order price is, and its shares as an order’s', () => {
    const range = 'Price must be between $0.01 and $10,000.00';
    for (const req of [
      { stopPrice: 1e308 },
      { stopPrice: 1e17 },
      { stopPrice: 10_000.01 },
      { stopPrice: 0.001 },
      { type: 'TAKE_PROFIT' as const, stopPrice: 1e16 },
      { type: 'BRACKET_ENTRY' as const, entryPrice: 200, stopLossPrice: 190, takeProfitPrice: 1e308 },
      { type: 'TRAILING_STOP' as const, trailAmount: 20_000 },
    ])
      expect(msg(create(holding(), req)), JSON.stringify(req)).toBe(range);
    expect(msg(create(holding(), { stopPrice: 90, shares: 10_001 }))).toBe(
      'Shares must be between 1 and 10000',
    );
    // The edges themselves are prices an order may have.
    expect(ok(create(holding(), { type: 'TAKE_PROFIT', stopPrice: 10_000 })).value.stopPrice).toBe(10_000_00);
    expect(ok(create(holding(), { stopPrice: 0.01 })).value.stopPrice).toBe(1);
  });
  it('a stop-loss needs the shares to be held', () => {
    expect(msg(create(holding(5), { stopPrice: 90, shares: 8 }))).toBe(
      'Insufficient shares for stop-loss. Need 8, have 5',
    );
  });
  it('defaults a stop-loss to GTC and a bracket to DAY', () => {
    expect(ok(create(holding(), { stopPrice: 90 })).value.timeInForce).toBe('GTC');
    const b = ok(
      create(createLedger(), {
        type: 'BRACKET_ENTRY',
        entryPrice: 100,
        stopLossPrice: 90,
        takeProfitPrice: 120,
      }),
    );
    expect(b.value).toMatchObject({
      timeInForce: 'DAY',
      side: 'buy',
      stopPrice: 100_00,
      stopLossPrice: 90_00,
      takeProfitPrice: 120_00,
    });
  });
  it('a trailing stop needs an amount or a percent in range', () => {
    expect(msg(create(holding(), { type: 'TRAILING_STOP' }))).toBe(
      'Must specify either trail amount or trail percentage',
    );
    expect(msg(create(holding(), { type: 'TRAILING_STOP', trailAmount: -1 }))).toBe(
      'Trail amount must be positive',
    );
    expect(msg(create(holding(), { type: 'TRAILING_STOP', trailPercent: 0 }))).toBe(
      'Trail percentage must be more than 0 and at most 50',
    );
    expect(msg(create(holding(), { type: 'TRAILING_STOP', trailPercent: 51 }))).toBe(
      'Trail percentage must be more than 0 and at most 50',
    );
    expect(ok(create(holding(), { type: 'TRAILING_STOP', trailPercent: 50 })).value.stopPrice).toBe(50_00);
  });
  it('bracket prices must straddle the entry on the right sides', () => {
    const b = (side: 'buy' | 'sell', sl: number, tp: number) =>
      msg(
        create(holding(), {
          type: 'BRACKET_ENTRY',
          side,
          entryPrice: 100,
          stopLossPrice: sl,
          takeProfitPrice: tp,
        }),
      );
    expect(b('buy', 105, 120)).toBe('Stop loss must be below entry price for buy orders');
    expect(b('buy', 90, 95)).toBe('Take profit must be above entry price for buy orders');
    expect(b('sell', 95, 80)).toBe('Stop loss must be above entry price for sell orders');
    expect(b('sell', 110, 95)).toBeNull();
    expect(b('sell', 110, 120)).toBe('Take profit must be below entry price for sell orders');
  });
  it('warns when the risk/reward ratio is below 0.5', () => {
    const r = ok(
      create(createLedger(), {
        type: 'BRACKET_ENTRY',
        entryPrice: 100,
        stopLossPrice: 80,
        takeProfitPrice: 105,
      }),
    );
    expect(r.warnings[0]?.message).toMatch(/Risk\/reward ratio 0\.25 is below 0\.5/);
    const fine = ok(
      create(createLedger(), {
        type: 'BRACKET_ENTRY',
        entryPrice: 100,
        stopLossPrice: 90,
        takeProfitPrice: 110,
      }),
    );
    expect(fine.warnings).toEqual([]);
  });
});

describe('processing advanced orders', () => {
  it('a stop-loss stays ACTIVE above its stop and executes at or below it', () => {
    const s = ok(create(holding(), { stopPrice: 90 })).state;
    expect(processAdvancedOrders(s, context({ AAPL: 91 })).effects.advanced).toEqual([]);
    const r = processAdvancedOrders(s, context({ AAPL: 90 }));
    expect(r.state.advancedOrders[0]).toMatchObject({ status: 'EXECUTED', executionPrice: 90_00 });
    expect(r.effects.trades[0]).toMatchObject({ type: 'SELL', shares: 10, price: 90_00 });
    expect(findPosition(r.state, 'AAPL')).toBeUndefined();
  });

  it('a stop-loss whose shares were sold meanwhile FAILS with the reason', () => {
    let s = ok(create(holding(), { stopPrice: 90 })).state;
    s = ok(
      placeOrder(s, { type: 'sell', symbol: 'AAPL', shares: 10, orderType: 'market' }, context({ AAPL: 95 })),
    ).state;
    const r = processAdvancedOrders(s, context({ AAPL: 85 }));
    expect(r.state.advancedOrders[0]).toMatchObject({
      status: 'FAILED',
      metadata: { failureReason: 'Insufficient shares. Need 10, have 0' },
    });
  });

  it('a trailing stop raises its high-water mark and stop, then triggers on the pullback', () => {
    let s = ok(create(holding(), { type: 'TRAILING_STOP', trailPercent: 10 })).state;
    expect(s.advancedOrders[0]).toMatchObject({ highWaterMark: 100_00, stopPrice: 90_00 });
    s = processAdvancedOrders(s, context({ AAPL: 120 })).state;
    expect(s.advancedOrders[0]).toMatchObject({ status: 'ACTIVE', highWaterMark: 120_00, stopPrice: 108_00 });
    s = processAdvancedOrders(s, context({ AAPL: 110 })).state;
    expect(s.advancedOrders[0]).toMatchObject({ status: 'ACTIVE', highWaterMark: 120_00 });
    const r = processAdvancedOrders(s, context({ AAPL: 108 }));
    expect(r.state.advancedOrders[0]).toMatchObject({ status: 'EXECUTED', executionPrice: 108_00 });
  });

  it('a trailing stop by amount follows the price by that amount', () => {
    let s = ok(create(holding(), { type: 'TRAILING_STOP', trailAmount: 5 })).state;
    s = processAdvancedOrders(s, context({ AAPL: 130 })).state;
    expect(s.advancedOrders[0]?.stopPrice).toBe(125_00);
  });

  it('a bracket entry fills, spawns an OCO stop-loss and take-profit, and the first to execute cancels the other', () => {
    let s = ok(
      create(
        createLedger(),
        { type: 'BRACKET_ENTRY', shares: 10, entryPrice: 100, stopLossPrice: 90, takeProfitPrice: 120 },
        105,
      ),
    ).state;
    s = processAdvancedOrders(s, context({ AAPL: 101 })).state;
    expect(s.advancedOrders[0]?.status).toBe('ACTIVE');
    const filled = processAdvancedOrders(s, context({ AAPL: 99 }));
    s = filled.state;
    const [entry, stopLoss, takeProfit] = s.advancedOrders;
    expect(entry).toMatchObject({ status: 'FILLED', executionPrice: 99_00 });
    expect(entry?.childOrders).toEqual([stopLoss?.id, takeProfit?.id]);
    expect(stopLoss).toMatchObject({
      type: 'STOP_LOSS',
      side: 'sell',
      stopPrice: 90_00,
      status: 'ACTIVE',
      parentOrderId: entry?.id,
      bracketId: entry?.id,
    });
    expect(takeProfit).toMatchObject({
      type: 'TAKE_PROFIT',
      side: 'sell',
      stopPrice: 120_00,
      status: 'ACTIVE',
    });
    expect(findPosition(s, 'AAPL')?.shares).toBe(10);

    const tp = processAdvancedOrders(s, context({ AAPL: 121 }));
    const byType = Object.fromEntries(tp.state.advancedOrders.map((o) => [o.type, o.status]));
    expect(byType).toEqual({ BRACKET_ENTRY: 'FILLED', STOP_LOSS: 'CANCELLED', TAKE_PROFIT: 'EXECUTED' });
    expect(findPosition(tp.state, 'AAPL')).toBeUndefined();
    expect(tp.effects.trades[0]?.realizedPnL).toBe(10 * 22_00);
  });

  it('a processing error sets the order to ERROR and leaves the others running', () => {
    let s = ok(create(holding(), { stopPrice: 90 })).state;
    s = ok(
      placeOrder(s, { type: 'buy', symbol: 'MSFT', shares: 1, orderType: 'market' }, context({ MSFT: 5 })),
    ).state;
    s = ok(
      createAdvancedOrder(
        s,
        { type: 'STOP_LOSS', symbol: 'MSFT', shares: 1, stopPrice: 1 },
        context({ MSFT: 5, AAPL: 100 }),
      ),
    ).state;
    const r = processAdvancedOrders(s, context({ AAPL: 80, MSFT: Number.NaN }));
    const status = Object.fromEntries(r.state.advancedOrders.map((o) => [o.symbol, o.status]));
    expect(status).toEqual({ AAPL: 'EXECUTED', MSFT: 'ERROR' });
  });

  it('day orders expire after 24 hours, GTC ones do not', () => {
    let s = ok(
      create(createLedger(), {
        type: 'BRACKET_ENTRY',
        entryPrice: 90,
        stopLossPrice: 80,
        takeProfitPrice: 120,
      }),
    ).state;
    const stop = ok(create(holding(10), { stopPrice: 50 })).value;
    s = { ...s, advancedOrders: [...s.advancedOrders, stop] };
    expect(expireAdvancedOrders(s, new Date(OPEN.getTime() + 23 * 3600_000)).effects.advanced).toEqual([]);
    const r = expireAdvancedOrders(s, new Date(OPEN.getTime() + 24 * 3600_000));
    expect(r.state.advancedOrders.map((o) => o.status)).toEqual(['EXPIRED', 'ACTIVE']);
  });

  it('cancel moves an ACTIVE order to CANCELLED and refuses a finished one', () => {
    const s = ok(create(holding(), { stopPrice: 90 })).state;
    const id = s.advancedOrders[0]!.id;
    const c = ok(cancelAdvancedOrder(s, id, OPEN));
    expect(c.value.status).toBe('CANCELLED');
    expect(msg(cancelAdvancedOrder(c.state, id, OPEN))).toBe('This order is no longer open (cancelled)');
    expect(msg(cancelAdvancedOrder(c.state, 'missing', OPEN))).toBe('Order not found');
  });

  it('emergency mode cancels every active order and pauses processing until switched off', () => {
    const s = ok(create(holding(), { stopPrice: 90 })).state;
    const on = setEmergencyMode(s, true, OPEN);
    expect(on.state.advancedOrders[0]?.status).toBe('CANCELLED');
    expect(msg(create(on.state, { stopPrice: 80 }))).toBe('Emergency mode is on: advanced orders are paused');
    const off = setEmergencyMode(on.state, false, OPEN).state;
    const again = ok(create(off, { stopPrice: 95 })).state;
    expect(processAdvancedOrders(again, context({ AAPL: 94 })).effects.trades).toHaveLength(1);
  });
});
