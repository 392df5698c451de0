import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySplitFromExDate,
  applySplitToLedger,
  dividendAmount,
  dividendEntitlement,
  dividendsReceived,
  payDividendToLedger,
  splitOrder,
  splitPosition,
} from './corporate-actions';
import { applyFill, createLedger } from './ledger';
import { context, OPEN } from './test-helpers';
import type { AdvancedOrder, Ledger, Order } from './types';

const pos = (shares: number, costBasis: number) => ({
  symbol: 'ACME',
  shares,
  costBasis,
  firstBuyDate: OPEN.toISOString(),
});

function buy(state: Ledger, shares: number, priceCents: number): Ledger {
  const out = applyFill(
    state,
    { side: 'buy', symbol: 'ACME', shares, price: priceCents, orderType: 'market', orderId: null },
    OPEN,
    `b-${shares}-${priceCents}`,
  );
  if (!out) throw new Error('buy refused');
  return out.state;
}

function sell(state: Ledger, shares: number, priceCents: number) {
  const out = applyFill(
    state,
    { side: 'sell', symbol: 'ACME', shares, price: priceCents, orderType: 'market', orderId: null },
    OPEN,
    `s-${shares}-${priceCents}`,
  );
  if (!out) throw new Error('sell refused');
  return out;
}

const order = (over: Partial<Order>): Order => ({
  id: 'o1',
  createdAt: OPEN.toISOString(),
  updatedAt: OPEN.toISOString(),
  status: 'PENDING',
  side: 'buy',
  orderType: 'limit',
  symbol: 'ACME',
  shares: 10,
  limitPrice: 9_000,
  stopPrice: null,
  stopTriggered: false,
  timeInForce: 'gtc',
  reservedCash: 90_000,
  reservedShares: 0,
  reason: null,
  tradeId: null,
  ...over,
});

describe('a split', () => {
  it('turns 10 shares at $100 into 20 at $50 through a 2:1 split', () => {
    const s = splitPosition(pos(10, 100_000), { from: 1, to: 2 }, 5_000);
    expect(s.position).toMatchObject({ shares: 20, costBasis: 100_000 });
    expect(s.position!.costBasis / s.position!.shares).toBe(5_000);
    expect(s.cashInLieu).toBe(0);
  });

  it('turns 10 shares at $1 into 1 at $10 through a 1:10 reverse split', () => {
    const s = splitPosition(pos(10, 1_000), { from: 10, to: 1 }, 1_000);
    expect(s.position).toMatchObject({ shares: 1, costBasis: 1_000 });
    expect(s.cashInLieu).toBe(0);
  });

  it('pays the fractional remainder as cash in lieu: 15 shares through 1:10 are 1 share and $5 for the half', () => {
    // 15 shares bought at $1 ($15); after the split 1.5 shares at $10: 1 kept, 0.5 paid at $10.
    const s = splitPosition(pos(15, 1_500), { from: 10, to: 1 }, 1_000);
    expect(s.position).toMatchObject({ shares: 1, costBasis: 1_000 });
    expect(s.cashInLieu).toBe(500);
    expect(s.fractionBasis).toBe(500);
  });

  it('pays cash in lieu of a whole position smaller than one new share, and closes it', () => {
    const s = splitPosition(pos(4, 400), { from: 5, to: 1 }, 600);
    expect(s.position).toBeNull();
    expect(s.cashInLieu).toBe(480); // 0.8 of a $6 share
  });

  it('settles a short in the same way: -15 through 1:10 is -1 share and the half charged', () => {
    const s = splitPosition(pos(-15, 1_500), { from: 10, to: 1 }, 1_000);
    expect(s.position?.shares).toBe(-1);
    expect(s.cashInLieu).toBe(-500);
  });

  it('sells part before a 2:1 split and part after with the same realised P&L per original share', () => {
    // 10 at $100; sell 4 at $120 (+$80); 2:1 split (12 at $50); sell 6 at $60, i.e. 3 original shares at $120.
    let state = buy(createLedger(), 10, 10_000);
    const first = sell(state, 4, 12_000);
    expect(first.trade.realizedPnL).toBe(8_000);
    state = applySplitToLedger(first.state, 'ACME', { from: 1, to: 2 }, 6_000, OPEN, 'sp').state;
    expect(state.positions[0]).toMatchObject({ shares: 12, costBasis: 60_000 });
    const second = sell(state, 6, 6_000);
    expect(second.trade.realizedPnL).toBe(6_000); // 3 original shares × $20, as before the split
    expect(second.state.positions[0]).toMatchObject({ shares: 6, costBasis: 30_000 });
  });

  it('divides a resting limit order and multiplies its shares; a sell keeps its shares reserved', () => {
    const buyOrder = splitOrder(order({}), { from: 1, to: 2 }, OPEN.toISOString());
    expect(buyOrder).toMatchObject({ shares: 20, limitPrice: 4_500, reservedCash: 90_000 });
    const stopSell = splitOrder(
      order({
        side: 'sell',
        orderType: 'stop-limit',
        stopPrice: 8_000,
        limitPrice: 7_900,
        reservedCash: 0,
        reservedShares: 10,
      }),
      { from: 1, to: 4 },
      OPEN.toISOString(),
    );
    expect(stopSell).toMatchObject({ shares: 40, stopPrice: 2_000, limitPrice: 1_975, reservedShares: 40 });
  });

  it('cancels a resting order left with less than a share by a reverse split', () => {
    const o = splitOrder(order({ shares: 3 }), { from: 10, to: 1 }, OPEN.toISOString());
    expect(o.status).toBe('CANCELLED');
    expect(o.reservedCash).toBe(0);
  });

  it('divides a trailing stop: its trail amount and high-water mark follow the split', () => {
    const trailing: AdvancedOrder = {
      id: 'a1',
      type: 'TRAILING_STOP',
      symbol: 'ACME',
      shares: 10,
      stopPrice: 9_000,
      side: 'sell',
      status: 'ACTIVE',
      createdAt: OPEN.toISOString(),
      updatedAt: OPEN.toISOString(),
      timeInForce: 'GTC',
      trailAmount: 1_000,
      trailPercent: null,
      highWaterMark: 10_000,
      parentOrderId: null,
      triggeredAt: null,
      executedAt: null,
      executionPrice: null,
      maxSlippage: 0.02,
      bracketId: null,
      stopLossPrice: null,
      takeProfitPrice: null,
      childOrders: [],
      metadata: {},
    };
    let state = buy(createLedger(), 10, 10_000);
    state = { ...state, advancedOrders: [trailing] };
    const out = applySplitToLedger(state, 'ACME', { from: 1, to: 2 }, 5_000, OPEN, 'sp');
    expect(out.state.advancedOrders[0]).toMatchObject({
      shares: 20,
      stopPrice: 4_500,
      trailAmount: 500,
      highWaterMark: 5_000,
    });
    expect(out.trade).toMatchObject({ type: 'SPLIT', shares: 20, totalValue: 0 });
  });

  it('keeps the account value through any split: cash + shares × price is unchanged up to a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(
          { from: 1, to: 2 },
          { from: 1, to: 3 },
          { from: 2, to: 3 },
          { from: 1, to: 10 },
          { from: 5, to: 1 },
          { from: 10, to: 1 },
        ),
        (shares, priceCents, r) => {
          const state = buy(createLedger(1e12), shares, priceCents);
          const post = (priceCents * r.from) / r.to;
          const out = applySplitToLedger(state, 'ACME', r, Math.round(post), OPEN, 'x').state;
          const held = out.positions[0]?.shares ?? 0;
          const before = state.cash + shares * priceCents;
          const after = out.cash + held * post;
          // Cash in lieu is paid at the rounded post-split price: at most a cent of error per share fraction.
          expect(Math.abs(after - before)).toBeLessThanOrEqual(1 + held);
          // The basis is kept: whole shares' basis plus the fraction's equals what was paid.
          const s = splitPosition(state.positions[0]!, r, Math.round(post));
          expect((s.position?.costBasis ?? 0) + s.fractionBasis).toBe(shares * priceCents);
          expect(held).toBe(Math.floor((shares * r.to) / r.from));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a dividend', () => {
  it('pays holders per share and charges a short position', () => {
    expect(dividendAmount(100, 24)).toBe(2_400);
    expect(dividendAmount(-100, 24)).toBe(-2_400);
  });

  it('credits cash and adds a DIVIDEND entry that total return counts', () => {
    const state = buy(createLedger(), 10, 10_000);
    const out = payDividendToLedger(state, 'ACME', 10, 25, OPEN, 'd1');
    expect(out.state.cash).toBe(state.cash + 250);
    expect(out.state.trades[0]).toMatchObject({ type: 'DIVIDEND', shares: 10, price: 25, totalValue: 250 });
    expect(dividendsReceived(out.state.trades, 'ACME')).toBe(250);
    expect(out.state.tradesToday).toEqual(state.tradesToday);
  });

  it('moves cash by exactly shares × dividend for any signed share count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: 1, max: 500 }),
        (shares, per) => {
          const state = createLedger();
          const out = payDividendToLedger(state, 'ACME', shares, per, context({}).now, 'd');
          expect(out.state.cash - state.cash).toBe(shares * per);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('a split applied on or after its ex-date', () => {
  // OPEN is a New York date before the ex-date below; what happens on the ex-date is post-split.
  const exDate = '2026-11-25';
  const onExDate = '2026-11-25T15:00:00.000Z';
  /** A 2-for-1 split of ACME (last $50.00) applied on its ex-date. */
  const splitOnExDate = (state: Ledger) =>
    applySplitFromExDate(state, 'ACME', exDate, { from: 1, to: 2 }, 5_000, new Date(onExDate), 'x');

  it('splits what was held and placed before the ex-date and leaves what came later untouched', () => {
    const state: Ledger = {
      ...buy(createLedger(), 10, 10_000),
      pendingOrders: [order({ id: 'old' }), order({ id: 'new', createdAt: onExDate })],
    };
    const out = splitOnExDate(state);
    expect(out.held).toBe(10);
    expect(out.state.positions).toMatchObject([{ symbol: 'ACME', shares: 20, costBasis: 100_000 }]);
    const byId = Object.fromEntries(out.state.pendingOrders.map((o) => [o.id, o]));
    expect(byId.old).toMatchObject({ shares: 20, limitPrice: 4_500 });
    expect(byId.new).toMatchObject({ shares: 10, limitPrice: 9_000 });
  });

  it('leaves a position first bought on the ex-date as it is, and entitles it to nothing', () => {
    const bought = buy(createLedger(), 10, 10_000);
    const state: Ledger = {
      ...bought,
      positions: bought.positions.map((p) => ({ ...p, firstBuyDate: onExDate })),
    };
    const out = splitOnExDate(state);
    expect(out.held).toBe(0);
    expect(out.trade).toBeNull();
    expect(out.state.positions).toMatchObject([{ shares: 10 }]);
    expect(dividendEntitlement(state, 'ACME', exDate)).toBe(0);
    expect(dividendEntitlement(bought, 'ACME', exDate)).toBe(10);
  });
});
