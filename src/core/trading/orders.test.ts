import { describe, expect, it } from 'vitest';
import { MAX_TRADE_HISTORY } from './constants';
import { availableCash, availableShares, createLedger, findPosition } from './ledger';
import { cancelPendingOrder, placeOrder, processPendingOrders } from './orders';
import { context, msg, OPEN, ok } from './test-helpers';
import type { Ledger } from './types';

const noRisk = { skipRisk: true };
const buy = (
  state: Ledger,
  symbol: string,
  shares: number,
  price: number,
  extra: Record<string, unknown> = {},
) =>
  ok(
    placeOrder(
      state,
      { type: 'buy', symbol, shares, orderType: 'market', ...extra },
      context({ [symbol]: price }),
      noRisk,
    ),
  ).state;

describe('market orders', () => {
  it('a buy creates a position, spends cash and records a trade', () => {
    const r = ok(
      placeOrder(
        createLedger(),
        { type: 'buy', symbol: 'AAPL', shares: 10, orderType: 'market' },
        context({ AAPL: 190.25 }),
      ),
    );
    expect(r.state.cash).toBe(100_000_00 - 10 * 190_25);
    expect(findPosition(r.state, 'AAPL')).toMatchObject({ shares: 10, costBasis: 1_902_50 });
    expect(r.value.trade).toMatchObject({
      type: 'BUY',
      shares: 10,
      price: 190_25,
      totalValue: 1_902_50,
      commission: 0,
      status: 'EXECUTED',
    });
    expect(r.value.order.status).toBe('FILLED');
  });

  it('a second buy uses the weighted average cost', () => {
    let s = buy(createLedger(), 'AAPL', 10, 100);
    s = buy(s, 'AAPL', 30, 120);
    const p = findPosition(s, 'AAPL')!;
    expect(p.shares).toBe(40);
    expect(p.costBasis / p.shares).toBe(115_00);
  });

  it('a partial sell realises P&L against the average cost and keeps the rest', () => {
    let s = buy(createLedger(), 'MSFT', 10, 100);
    const r = ok(
      placeOrder(
        s,
        { type: 'sell', symbol: 'MSFT', shares: 4, orderType: 'market' },
        context({ MSFT: 125 }),
        noRisk,
      ),
    );
    s = r.state;
    expect(r.value.trade).toMatchObject({ type: 'SELL', realizedPnL: 4 * 25_00, realizedPnLPercent: 25 });
    expect(findPosition(s, 'MSFT')).toMatchObject({ shares: 6, costBasis: 600_00 });
  });

  it('selling every share removes the position', () => {
    const s = buy(createLedger(), 'MSFT', 10, 100);
    const r = ok(
      placeOrder(
        s,
        { type: 'sell', symbol: 'MSFT', shares: 10, orderType: 'market' },
        context({ MSFT: 90 }),
        noRisk,
      ),
    );
    expect(findPosition(r.state, 'MSFT')).toBeUndefined();
    expect(r.value.trade?.realizedPnL).toBe(-100_00);
    expect(r.state.cash).toBe(100_000_00 - 100_00);
  });

  it('refuses a buy without the cash, naming both amounts', () => {
    const r = placeOrder(
      createLedger(10_000),
      { type: 'buy', symbol: 'AAPL', shares: 2, orderType: 'market' },
      context({ AAPL: 60 }),
      noRisk,
    );
    expect(msg(r)).toBe('Insufficient funds. Need $120.00, have $100.00');
  });

  it('refuses selling a symbol not held', () => {
    const r = placeOrder(
      createLedger(),
      { type: 'sell', symbol: 'AAPL', shares: 1, orderType: 'market' },
      context({ AAPL: 60 }),
    );
    expect(msg(r)).toBe('No position found for AAPL');
  });

  it('refuses selling more shares than held', () => {
    const s = buy(createLedger(), 'AAPL', 5, 100);
    const r = placeOrder(
      s,
      { type: 'sell', symbol: 'AAPL', shares: 6, orderType: 'market' },
      context({ AAPL: 100 }),
    );
    expect(msg(r)).toBe('Insufficient shares. Need 6, have 5');
  });

  it('refuses a symbol without a price', () => {
    const r = placeOrder(
      createLedger(),
      { type: 'buy', symbol: 'ZZZZ', shares: 1, orderType: 'market' },
      context({}),
    );
    expect(msg(r)).toBe('No price available for ZZZZ');
  });

  it('refuses an order value above 1,000,000', () => {
    const r = placeOrder(
      createLedger(2_000_000_00),
      { type: 'buy', symbol: 'BRK.A', shares: 10, orderType: 'market' },
      context({ 'BRK.A': 9000 * 12 }),
      noRisk,
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && r.refusal.reason).toBe('ORDER_VALUE_OUT_OF_RANGE');
  });

  it('allows at most 50 positions unless adding to an existing one', () => {
    let s = createLedger();
    const symbols = Array.from(
      { length: 50 },
      (_, i) => `S${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`,
    );
    const prices = Object.fromEntries([...symbols, 'NEW'].map((x) => [x, 1]));
    for (const symbol of symbols)
      s = ok(
        placeOrder(
          s,
          { type: 'buy', symbol, shares: 1, orderType: 'market' },
          context(prices, new Date(OPEN.getTime() + s.positions.length * 86_400_000)),
          noRisk,
        ),
      ).state;
    expect(s.positions).toHaveLength(50);
    const later = new Date(OPEN.getTime() + 60 * 86_400_000);
    expect(
      msg(
        placeOrder(
          s,
          { type: 'buy', symbol: 'NEW', shares: 1, orderType: 'market' },
          context(prices, later),
          noRisk,
        ),
      ),
    ).toBe('Maximum of 50 positions reached');
    expect(
      placeOrder(
        s,
        { type: 'buy', symbol: symbols[0]!, shares: 1, orderType: 'market' },
        context(prices, later),
        noRisk,
      ).ok,
    ).toBe(true);
  });

  it('a resting buy that would open a 51st position is cancelled when it fills', () => {
    const positions = Array.from({ length: 49 }, (_, i) => ({
      symbol: `P${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`,
      shares: 1,
      costBasis: 100,
      firstBuyDate: '',
    }));
    let s: Ledger = { ...createLedger(), positions };
    s = ok(
      placeOrder(
        s,
        { type: 'buy', symbol: 'NEWA', shares: 1, orderType: 'limit', price: 5 },
        context({ NEWA: 10 }),
        noRisk,
      ),
    ).state;
    s = ok(
      placeOrder(
        s,
        { type: 'buy', symbol: 'NEWB', shares: 1, orderType: 'market' },
        context({ NEWB: 10 }),
        noRisk,
      ),
    ).state;
    expect(s.positions).toHaveLength(50);
    const r = processPendingOrders(s, context({ NEWA: 4 }));
    expect(r.effects.orders[0]).toMatchObject({
      status: 'CANCELLED',
      reason: 'Maximum of 50 positions reached',
    });
    expect(r.state.positions).toHaveLength(50);
  });

  it('caps trades at 100 a day and resets the count the next day', () => {
    let s = createLedger();
    const ctx = context({ AAPL: 1 });
    for (let i = 0; i < 100; i++)
      s = ok(
        placeOrder(s, { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'market' }, ctx, noRisk),
      ).state;
    expect(
      msg(placeOrder(s, { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'market' }, ctx, noRisk)),
    ).toBe('Daily trade limit of 100 trades reached');
    const tomorrow = context({ AAPL: 1 }, new Date(OPEN.getTime() + 86_400_000));
    expect(
      placeOrder(s, { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'market' }, tomorrow, noRisk).ok,
    ).toBe(true);
  });

  it('keeps at most 1000 trades, newest first', () => {
    let s = createLedger();
    for (let day = 0; day < 11; day++) {
      const ctx = context({ AAPL: 1 }, new Date(OPEN.getTime() + day * 86_400_000 + 1));
      for (let i = 0; i < 100; i++)
        s = ok(
          placeOrder(s, { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'market' }, ctx, noRisk),
        ).state;
    }
    expect(s.trades).toHaveLength(MAX_TRADE_HISTORY);
    expect(s.trades[0]!.timestamp >= s.trades[999]!.timestamp).toBe(true);
    expect(findPosition(s, 'AAPL')!.shares).toBe(1100);
  });
});

describe('resting orders', () => {
  it('a limit buy below the market rests and reserves its cash', () => {
    const r = ok(
      placeOrder(
        createLedger(),
        { type: 'buy', symbol: 'AAPL', shares: 10, orderType: 'limit', price: 90, timeInForce: 'gtc' },
        context({ AAPL: 100 }),
      ),
    );
    expect(r.value.order).toMatchObject({ status: 'PENDING', reservedCash: 900_00 });
    expect(r.state.cash).toBe(100_000_00);
    expect(availableCash(r.state)).toBe(100_000_00 - 900_00);
  });

  it('a marketable limit buy fills at the market price', () => {
    const r = ok(
      placeOrder(
        createLedger(),
        { type: 'buy', symbol: 'AAPL', shares: 10, orderType: 'limit', price: 110 },
        context({ AAPL: 100 }),
      ),
    );
    expect(r.value.trade?.price).toBe(100_00);
  });

  it('a resting limit buy fills when the price crosses, releasing the reservation', () => {
    const placed = ok(
      placeOrder(
        createLedger(),
        { type: 'buy', symbol: 'AAPL', shares: 10, orderType: 'limit', price: 90 },
        context({ AAPL: 100 }),
      ),
    );
    const unchanged = processPendingOrders(placed.state, context({ AAPL: 95 }));
    expect(unchanged.state.pendingOrders).toHaveLength(1);
    const crossed = processPendingOrders(placed.state, context({ AAPL: 89.5 }));
    expect(crossed.state.pendingOrders).toHaveLength(0);
    expect(crossed.effects.orders[0]).toMatchObject({ status: 'FILLED', reservedCash: 0 });
    expect(crossed.state.cash).toBe(100_000_00 - 895_00);
    expect(availableCash(crossed.state)).toBe(crossed.state.cash);
  });

  it('reserved cash cannot be spent twice', () => {
    const s = ok(
      placeOrder(
        createLedger(1000_00),
        { type: 'buy', symbol: 'AAPL', shares: 8, orderType: 'limit', price: 100 },
        context({ AAPL: 120 }),
        noRisk,
      ),
    ).state;
    expect(
      msg(
        placeOrder(
          s,
          { type: 'buy', symbol: 'AAPL', shares: 2, orderType: 'market' },
          context({ AAPL: 120 }),
          noRisk,
        ),
      ),
    ).toBe('Insufficient funds. Need $240.00, have $200.00');
  });

  it('a resting sell reserves shares so they cannot be sold twice', () => {
    let s = buy(createLedger(), 'AAPL', 10, 100);
    s = ok(
      placeOrder(
        s,
        { type: 'sell', symbol: 'AAPL', shares: 7, orderType: 'limit', price: 150 },
        context({ AAPL: 100 }),
      ),
    ).state;
    expect(availableShares(s, 'AAPL')).toBe(3);
    expect(
      msg(
        placeOrder(
          s,
          { type: 'sell', symbol: 'AAPL', shares: 4, orderType: 'market' },
          context({ AAPL: 100 }),
        ),
      ),
    ).toBe('Insufficient shares. Need 4, have 3');
  });

  it('a stop sell triggers at or below the stop and sells at the market', () => {
    let s = buy(createLedger(), 'AAPL', 10, 100);
    s = ok(
      placeOrder(
        s,
        { type: 'sell', symbol: 'AAPL', shares: 10, orderType: 'stop', stopPrice: 90 },
        context({ AAPL: 100 }),
      ),
    ).state;
    expect(s.pendingOrders).toHaveLength(1);
    const r = processPendingOrders(s, context({ AAPL: 88 }));
    expect(r.effects.trades[0]).toMatchObject({ type: 'SELL', price: 88_00, orderType: 'stop' });
    expect(findPosition(r.state, 'AAPL')).toBeUndefined();
  });

  it('a stop-limit order triggers first and then waits for its limit', () => {
    const placed = ok(
      placeOrder(
        createLedger(),
        { type: 'buy', symbol: 'AAPL', shares: 5, orderType: 'stop-limit', stopPrice: 105, price: 106 },
        context({ AAPL: 100 }),
      ),
    );
    const triggered = processPendingOrders(placed.state, context({ AAPL: 107 }));
    expect(triggered.state.pendingOrders[0]).toMatchObject({ stopTriggered: true });
    expect(triggered.effects.trades).toHaveLength(0);
    const filled = processPendingOrders(triggered.state, context({ AAPL: 105.5 }));
    expect(filled.effects.trades[0]).toMatchObject({ type: 'BUY', price: 105_50 });
  });

  it('IOC and FOK orders that cannot fill now are cancelled, not rested', () => {
    for (const tif of ['ioc', 'fok']) {
      const r = ok(
        placeOrder(
          createLedger(),
          { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'limit', price: 90, timeInForce: tif },
          context({ AAPL: 100 }),
        ),
      );
      expect(r.value.order.status).toBe('CANCELLED');
      expect(r.state.pendingOrders).toHaveLength(0);
      expect(r.state.cash).toBe(100_000_00);
    }
  });

  it('day orders expire after 24 hours; gtc orders stay', () => {
    let s = ok(
      placeOrder(
        createLedger(),
        { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'limit', price: 90, timeInForce: 'day' },
        context({ AAPL: 100 }),
      ),
    ).state;
    s = ok(
      placeOrder(
        s,
        { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'limit', price: 80, timeInForce: 'gtc' },
        context({ AAPL: 100 }),
      ),
    ).state;
    const r = processPendingOrders(s, context({ AAPL: 100 }, new Date(OPEN.getTime() + 24 * 3600_000)));
    expect(r.effects.orders.map((o) => o.status)).toEqual(['EXPIRED']);
    expect(r.state.pendingOrders.map((o) => o.limitPrice)).toEqual([80_00]);
  });

  it('a stop buy that gaps beyond what cash covers is cancelled instead of overspending', () => {
    const s = ok(
      placeOrder(
        createLedger(1000_00),
        { type: 'buy', symbol: 'AAPL', shares: 9, orderType: 'stop', stopPrice: 100 },
        context({ AAPL: 90 }),
        noRisk,
      ),
    ).state;
    const r = processPendingOrders(s, context({ AAPL: 150 }));
    expect(r.effects.orders[0]).toMatchObject({
      status: 'CANCELLED',
      reason: 'Insufficient funds. Need $1,350.00, have $1,000.00',
    });
    expect(r.state.cash).toBe(1000_00);
  });

  it('cancelling releases the reservation; an unknown id is "Order not found"', () => {
    const placed = ok(
      placeOrder(
        createLedger(),
        { type: 'buy', symbol: 'AAPL', shares: 10, orderType: 'limit', price: 90 },
        context({ AAPL: 100 }),
      ),
    );
    const c = ok(cancelPendingOrder(placed.state, placed.value.order.id, OPEN));
    expect(c.value.status).toBe('CANCELLED');
    expect(availableCash(c.state)).toBe(100_000_00);
    expect(msg(cancelPendingOrder(c.state, 'nope', OPEN))).toBe('Order not found');
  });
});

describe('risk and warnings on placement', () => {
  it('blocks a buy above 10% of the portfolio with the risk-management prefix', () => {
    const r = placeOrder(
      createLedger(),
      { type: 'buy', symbol: 'AAPL', shares: 110, orderType: 'market' },
      context({ AAPL: 100 }),
    );
    expect(msg(r)).toMatch(
      /^Trade blocked by risk management: Position size 11\.0% of portfolio exceeds the 10% limit/,
    );
  });
  it('returns warnings without blocking', () => {
    const r = ok(
      placeOrder(
        createLedger(),
        { type: 'buy', symbol: 'TSLA', shares: 20, orderType: 'market', price: 5 },
        context({ TSLA: 300 }),
      ),
    );
    const codes = r.warnings.map((w) => w.code);
    expect(codes).toContain('HIGH_VOLATILITY');
    expect(codes).toContain('MARKET_WITH_PRICE');
    expect(codes).toContain('RISK'); // 6% of portfolio is above the 5% trade-size warning
  });
});

describe('one price for an order that executes now', () => {
  it('names the likely fill in the funds refusal and in the risk refusal, grouped', async () => {
    const { bookOf, estimateFill } = await import('./execution');
    const { NEW_ACCOUNT_SETTINGS } = await import('./settings');
    const state = { ...createLedger(), settings: NEW_ACCOUNT_SETTINGS };
    const ctx = context({ AAPL: 210.22 });
    const likely = (shares: number) => estimateFill('buy', shares, bookOf(ctx.prices('AAPL')!), 'realistic');
    const big = placeOrder(state, { type: 'buy', symbol: 'AAPL', shares: 600, orderType: 'market' }, ctx);
    expect(msg(big)).toBe(
      `Insufficient funds. Need $${((600 * likely(600)) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}, have $100,000.00`,
    );
    const mid = placeOrder(state, { type: 'buy', symbol: 'AAPL', shares: 300, orderType: 'market' }, ctx);
    expect(msg(mid)).toContain(
      `Order value $${((300 * likely(300)) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} exceeds the $50,000.00 limit`,
    );
  });
});
