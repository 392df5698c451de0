import { describe, expect, it } from 'vitest';
import { createAdvancedOrder } from './advanced';
import { createLedger, findPosition } from './ledger';
import { placeOrder } from './orders';
import { context, OPEN } from './test-helpers';
import { ledgerTick } from './tick';

describe('the guest-mode tick', () => {
  it('fills a crossed limit order, runs a stop-loss, expires an old day order and snapshots the day', () => {
    let s = createLedger();
    const buy = placeOrder(
      s,
      { type: 'buy', symbol: 'AAPL', shares: 10, orderType: 'market' },
      context({ AAPL: 100 }),
    );
    if (!buy.ok) throw new Error('refused');
    s = buy.state;
    const stop = createAdvancedOrder(
      s,
      { type: 'STOP_LOSS', symbol: 'AAPL', shares: 10, stopPrice: 95 },
      context({ AAPL: 100 }),
    );
    if (!stop.ok) throw new Error('refused');
    s = stop.state;
    const limit = placeOrder(
      s,
      { type: 'buy', symbol: 'MSFT', shares: 2, orderType: 'limit', price: 300, timeInForce: 'gtc' },
      context({ MSFT: 310 }),
    );
    if (!limit.ok) throw new Error('refused');
    s = limit.state;
    const day = placeOrder(
      s,
      { type: 'buy', symbol: 'TSLA', shares: 1, orderType: 'limit', price: 100, timeInForce: 'day' },
      context({ TSLA: 200 }),
    );
    if (!day.ok) throw new Error('refused');
    s = day.state;

    const later = new Date(OPEN.getTime() + 25 * 3600_000);
    const r = ledgerTick(s, context({ AAPL: 94, MSFT: 299, TSLA: 200 }, later));
    expect(r.effects.orders.map((o) => `${o.symbol}:${o.status}`).sort()).toEqual([
      'MSFT:FILLED',
      'TSLA:EXPIRED',
    ]);
    expect(r.state.advancedOrders[0]?.status).toBe('EXECUTED');
    expect(findPosition(r.state, 'AAPL')).toBeUndefined();
    expect(findPosition(r.state, 'MSFT')?.shares).toBe(2);
    expect(r.state.snapshots.map((x) => x.date)).toEqual(['2026-11-25']);
    expect(r.state.pendingOrders).toEqual([]);
  });
});
