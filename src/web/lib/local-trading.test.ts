import { beforeEach, describe, expect, it } from 'vitest';
import { simulatedQuote } from '../../core/market';
import { bookOf, fillPriceOf } from '../../core/trading/execution';
import { createLocalTrading, INVALID_IMPORT_MESSAGE, LocalTradeError } from './local-trading';
import { userKey } from './storage';

// A Wednesday, 10:30 in New York: the market is open.
const OPEN = new Date('2026-03-11T14:30:00Z');
let clock = OPEN;
const local = (userId = 'guest') => createLocalTrading(userId, { now: () => clock });
const aapl = () => simulatedQuote('AAPL', clock)!.price;

beforeEach(() => {
  clock = OPEN;
});

describe('local trading (guest mode)', () => {
  it('starts a new user with $100,000 cash and no positions', () => {
    const { portfolio, positions, metrics } = local().portfolio();
    expect(portfolio.cash).toBe(100000);
    expect(portfolio.totalValue).toBe(100000);
    expect(positions).toEqual([]);
    expect(metrics.totalTrades).toBe(0);
  });

  it('buys at the simulated market price and keeps the position under the user key', () => {
    local().setSettings({ realism: 'simple' }); // last-price fills (new accounts are realistic)
    const answer = local().buy('aapl', 10);
    const price = aapl();
    expect(answer.trade?.price).toBe(price);
    expect(answer.portfolio.cash).toBeCloseTo(100000 - 10 * price, 2);
    expect(answer.message).toBe('Bought 10 AAPL');
    expect(localStorage.getItem(userKey('guest', 'portfolio'))).toContain('"AAPL"');
    // A fresh service (a reload) reads the same account.
    expect(local().portfolio().positions).toMatchObject([{ symbol: 'AAPL', shares: 10 }]);
  });

  it('keeps the last orders that ended without a fill (expired, cancelled) in view, newest first', () => {
    const l = local();
    const kept = l.trade({
      type: 'buy',
      symbol: 'KO',
      shares: 1,
      orderType: 'limit',
      price: 1,
      timeInForce: 'day',
    });
    const gone = l.trade({
      type: 'buy',
      symbol: 'KO',
      shares: 2,
      orderType: 'limit',
      price: 1,
      timeInForce: 'gtc',
    });
    l.cancel(gone.order.id);
    clock = new Date(OPEN.getTime() + 24 * 3600_000 + 1000);
    const p = local().portfolio();
    expect(p.pendingOrders).toEqual([]);
    expect(p.finishedOrders).toMatchObject([
      { id: kept.order.id, status: 'EXPIRED', reason: 'Day order expired' },
      { id: gone.order.id, status: 'CANCELLED' },
    ]);
    local().reset();
    expect(local().portfolio().finishedOrders).toEqual([]);
  });

  it('keeps each user in their own key', () => {
    local('guest').buy('AAPL', 10);
    expect(local('someone-else').portfolio().positions).toEqual([]);
  });

  it('warns about a new position highly correlated with one held, as the server does', () => {
    const t = local();
    t.buy('SPY', 5);
    const signal = t.riskSignal({ type: 'buy', symbol: 'IVV', shares: 1 });
    expect(signal.warnings.some((w) => /correlat/i.test(w) && /SPY/.test(w))).toBe(true);
  });

  it('refuses with the server messages', () => {
    const t = local();
    expect(() => t.sell('AAPL', 5)).toThrow('No position found for AAPL');
    t.buy('AAPL', 10);
    expect(() => t.sell('AAPL', 11)).toThrow('Insufficient shares. Need 11, have 10');
    expect(() => t.buy('TEST', 1)).toThrow('Invalid or test symbol not allowed');
    expect(() => t.trade({ type: 'buy', symbol: 'AAPL', shares: 1.5 })).toThrow(
      'Shares must be a whole number',
    );
    expect(() => t.trade({ type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'limit' })).toThrow(
      'Limit orders require a valid price',
    );
  });

  it('blocks an order the risk checks refuse with "Trade blocked by risk management: ..."', () => {
    // 300 shares of AAPL is far above 10% of a $100,000 portfolio.
    expect(() => local().buy('AAPL', Math.ceil(60000 / aapl()))).toThrow(
      /^Trade blocked by risk management: /,
    );
  });

  it('rests a limit buy far below the price, reserving cash, and releases it on cancel', () => {
    const t = local();
    const limit = Math.round(aapl() * 50) / 100;
    const placed = t.trade({ type: 'buy', symbol: 'AAPL', shares: 5, orderType: 'limit', price: limit });
    expect(placed.trade).toBeNull();
    expect(placed.order.status).toBe('PENDING');
    expect(placed.portfolio.reservedCash).toBeCloseTo(5 * limit, 2);
    expect(t.orders().pendingOrders).toHaveLength(1);
    const cancelled = t.cancel(placed.order.id);
    expect(cancelled.order?.status).toBe('CANCELLED');
    expect(t.portfolio().portfolio.reservedCash).toBe(0);
    expect(() => t.cancel(placed.order.id)).toThrow('This order is no longer open (cancelled)');
  });

  it('answers a cancel of an order that ended with how it ended, as the account does, and an unknown id as not found', () => {
    const t = local();
    const filled = t.trade({ type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'market' });
    expect(filled.trade).not.toBeNull();
    expect(() => t.cancel(filled.order.id)).toThrow('This order is no longer open (filled)');
    const day = t.trade({
      type: 'buy',
      symbol: 'KO',
      shares: 1,
      orderType: 'limit',
      price: 1,
      timeInForce: 'day',
    });
    clock = new Date(OPEN.getTime() + 24 * 3600_000 + 1000);
    expect(() => local().cancel(day.order.id)).toThrow('This order is no longer open (expired)');
    expect(() => local().cancel('00000000-0000-4000-8000-000000000000')).toThrow('Order not found');
  });

  it('fills a resting order once the price crosses, on the next read', () => {
    const t = local();
    const high = Math.round(aapl() * 110) / 100;
    t.trade({ type: 'buy', symbol: 'AAPL', shares: 2, orderType: 'limit', price: high, timeInForce: 'gtc' });
    // A buy limit above the market is marketable at once.
    expect(t.portfolio().positions[0]?.shares).toBe(2);
  });

  it('buys at the ask plus impact in a new, realistic guest account', () => {
    // The book is in cents.
    const book = bookOf(simulatedQuote('AAPL', clock)!);
    const answer = local().buy('AAPL', 10);
    expect(answer.trade?.price).toBe(fillPriceOf('buy', 10, book, null) / 100);
    expect(answer.trade?.price).toBeGreaterThan(aapl());
    expect(answer.trade?.execution?.ask).toBe(book.ask / 100);
  });

  it('sells, realising the P&L, and removes a closed position', () => {
    const t = local();
    t.setSettings({ realism: 'simple' }); // last-price fills (new accounts are realistic)
    const bought = aapl();
    t.buy('AAPL', 10);
    clock = new Date(OPEN.getTime() + 60 * 60 * 1000);
    const sold = t.sell('AAPL', 10);
    expect(sold.trade?.price).toBe(aapl());
    expect(sold.trade?.realizedPnL).toBeCloseTo(10 * (aapl() - bought), 2);
    expect(sold.portfolio.cash).toBeCloseTo(100000 + 10 * (aapl() - bought), 2);
    expect(sold.portfolio.positions).toEqual([]);
    expect(t.history().trades.map((x) => x.type)).toEqual(['SELL', 'BUY']);
    expect(t.metrics().totalTrades).toBe(2);
  });

  it('never trades twice for one Idempotency-Key, and refuses the key for a different order', () => {
    const t = local();
    const body = { type: 'buy', symbol: 'AAPL', shares: 3, clientOrderId: 'k-1' };
    const first = t.trade(body);
    const second = t.trade(body);
    expect(second).toBe(first);
    expect(t.portfolio().positions[0]?.shares).toBe(3);
    expect(() => t.trade({ ...body, shares: 4 })).toThrow(
      'This Idempotency-Key was already used for a different order',
    );
  });

  it('replays an option trade for its Idempotency-Key, and refuses the key for another one', () => {
    const t = local();
    const chain = t.chain('AAPL');
    const call = chain.calls[Math.floor(chain.calls.length / 2)]!;
    const body = {
      symbol: 'AAPL',
      optionType: 'call',
      strike: call.strike,
      expiration: chain.expiration,
      side: 'buy',
      contracts: 1,
      orderType: 'market',
    } as const;
    const first = t.optionTrade(body, 'o-1');
    expect(t.optionTrade(body, 'o-1')).toBe(first);
    expect(() => t.optionTrade({ ...body, contracts: 2 }, 'o-1')).toThrow(
      'This Idempotency-Key was already used for a different order',
    );
  });

  it('warns before submitting without trading (risk signal)', () => {
    const t = local();
    const signal = t.riskSignal({ type: 'buy', symbol: 'TSLA', shares: 1 });
    expect(signal.allowed).toBe(true);
    expect(signal.warnings.some((w) => /TSLA/.test(w))).toBe(true);
    expect(t.portfolio().positions).toEqual([]);
    expect(t.riskSignal({ type: 'sell', symbol: 'AAPL', shares: 1 })).toMatchObject({
      allowed: false,
      errors: ['No position found for AAPL'],
    });
  });

  it('resets to the starting cash', () => {
    const t = local();
    t.buy('AAPL', 10);
    expect(t.reset().portfolio.cash).toBe(100000);
    expect(t.portfolio().positions).toEqual([]);
  });

  it('exports to JSON and imports it back, refusing a tampered file', () => {
    const t = local();
    t.buy('AAPL', 10);
    const file = t.exportJson();
    t.reset();
    expect(t.importJson(file).positions).toMatchObject([{ symbol: 'AAPL', shares: 10 }]);
    const tampered = file.replace(/"cash":\d+/, '"cash":-5');
    expect(() => t.importJson(tampered)).toThrow(INVALID_IMPORT_MESSAGE);
    expect(() => t.importJson('not json')).toThrow(LocalTradeError);
    expect(t.portfolio().positions).toHaveLength(1);
  });

  it('places and cancels a stop-loss on a held position', () => {
    const t = local();
    t.buy('AAPL', 10);
    expect(() => t.placeAdvanced({ type: 'STOP_LOSS', symbol: 'AAPL', shares: 20, stopPrice: 1 })).toThrow(
      'Insufficient shares for stop-loss. Need 20, have 10',
    );
    const { order } = t.placeAdvanced({ type: 'STOP_LOSS', symbol: 'AAPL', shares: 10, stopPrice: 1 });
    expect(order.status).toBe('ACTIVE');
    expect(t.cancel(order.id).advancedOrder?.status).toBe('CANCELLED');
  });

  it('emergency mode cancels the active advanced orders, refuses new ones and switches off again', () => {
    const t = local();
    t.buy('AAPL', 10);
    t.placeAdvanced({ type: 'STOP_LOSS', symbol: 'AAPL', shares: 10, stopPrice: 1 });
    expect(t.emergency(true)).toEqual({ emergencyMode: true, cancelled: 1 });
    expect(t.portfolio().portfolio.emergencyMode).toBe(true);
    expect(t.portfolio().advancedOrders.map((o) => o.status)).toEqual(['CANCELLED']);
    expect(() => t.placeAdvanced({ type: 'STOP_LOSS', symbol: 'AAPL', shares: 10, stopPrice: 1 })).toThrow(
      LocalTradeError,
    );
    expect(t.emergency(false)).toEqual({ emergencyMode: false, cancelled: 0 });
    expect(local().portfolio().portfolio.emergencyMode).toBe(false);
  });

  it('keeps a watchlist with the five default symbols until changed', () => {
    const t = local();
    expect(t.watchlist().symbols).toEqual(['AAPL', 'GOOGL', 'MSFT', 'AMZN', 'TSLA']);
    expect(t.setWatchlist(['nvda', 'AAPL']).symbols).toEqual(['NVDA', 'AAPL']);
    expect(local().watchlist().symbols).toEqual(['NVDA', 'AAPL']);
  });

  it('opens a guest account with realistic fills, keeps a change and keeps it through a reset', () => {
    const t = local();
    expect(t.settings()).toEqual({ accountType: 'cash', realism: 'realistic' });
    expect(t.setSettings({ realism: 'simple' })).toEqual({ accountType: 'cash', realism: 'simple' });
    expect(local().settings()).toEqual({ accountType: 'cash', realism: 'simple' });
    t.reset();
    expect(local().settings()).toEqual({ accountType: 'cash', realism: 'simple' });
  });

  it('lets a guest margin account sell short, shows the margin figures, and keeps it margin until covered', () => {
    const t = local();
    t.setSettings({ accountType: 'margin' });
    const sold = t.sell('AAPL', 3);
    expect(sold.order.status).toBe('FILLED');
    const p = t.portfolio().portfolio;
    expect(p.positions[0]).toMatchObject({ symbol: 'AAPL', shares: -3, side: 'short' });
    expect(p.margin.accountType).toBe('margin');
    expect(p.margin.shortLiability).toBeGreaterThan(0);
    expect(() => t.setSettings({ accountType: 'cash' })).toThrow(/Cover your short positions/);
    t.buy('AAPL', 3);
    expect(t.setSettings({ accountType: 'cash' }).accountType).toBe('cash');
    expect(() => t.sell('AAPL', 1)).toThrow('No position found for AAPL');
  });

  it('rates a symbol with the local quant formula', () => {
    const q = simulatedQuote('AAPL', clock)!;
    const rating = local().quantRating('AAPL');
    expect(rating.model).toBe('local');
    expect(rating.score).toBeCloseTo(Math.max(-100, Math.min(100, 8 * q.changePercent)), 1);
    expect(rating.targetPrice).toBeCloseTo(q.price * 1.04, 2);
  });

  it('reports a risk profile with the limits and sizing models', () => {
    const p = local().riskProfile();
    expect(p.limits.positionSize).toBe(10);
    expect(p.positionSizing.map((s) => s.model)).toEqual([
      'FIXED_PERCENTAGE',
      'KELLY',
      'VOLATILITY_ADJUSTED',
    ]);
  });
});

// ── Corporate actions (issue 18 §3): the guest's engine applies the market's calendar ────────────
describe('guest corporate actions', () => {
  const at = (date: string) => new Date(`${date}T15:30:00Z`); // 10:30 in New York (EST)
  const entries = (type: 'DIVIDEND' | 'SPLIT') =>
    local()
      .history()
      .trades.filter((t) => t.type === type);

  it('pays a holder on the ex-date its dividend on the pay date, once', () => {
    // AAPL: ex-date 2026-11-11, paid 2026-11-25, $0.25 a share.
    clock = at('2026-11-10');
    local().buy('AAPL', 10);
    clock = at('2026-11-12');
    const entitled = local().portfolio().portfolio.cash;
    expect(entries('DIVIDEND')).toEqual([]); // entitled, not paid yet
    clock = at('2026-11-25');
    expect(local().portfolio().portfolio.cash).toBeCloseTo(entitled + 2.5, 2);
    local().portfolio(); // a second look pays nothing more
    clock = at('2026-11-27');
    local().portfolio();
    expect(entries('DIVIDEND')).toMatchObject([{ symbol: 'AAPL', shares: 10, price: 0.25, totalValue: 2.5 }]);
    expect(local().metrics().dividendsReceived).toBe(2.5);
  });

  it('pays nothing to a position first bought on the ex-date', () => {
    clock = at('2026-11-11');
    local().buy('AAPL', 10);
    clock = at('2026-11-26');
    local().portfolio();
    expect(entries('DIVIDEND')).toEqual([]);
  });

  it('charges a short on the ex-date the dividend', () => {
    clock = at('2026-11-10');
    const t = local();
    t.setSettings({ accountType: 'margin' });
    t.sell('AAPL', 10);
    clock = at('2026-11-12');
    local().portfolio();
    clock = at('2026-11-25');
    local().portfolio();
    expect(entries('DIVIDEND')).toMatchObject([{ symbol: 'AAPL', shares: -10, totalValue: -2.5 }]);
  });

  it('splits a position and its open orders once: shares × 4, same cost basis, limit ÷ 4', () => {
    // FDX: 4-for-1 split on 2027-01-11.
    clock = at('2027-01-08');
    const t = local();
    t.buy('FDX', 10);
    const basis = t.positions().positions[0]!.costBasis;
    t.trade({ type: 'buy', symbol: 'FDX', shares: 2, orderType: 'limit', price: 100, timeInForce: 'gtc' });
    clock = at('2027-01-11');
    local().portfolio();
    local().portfolio();
    const [p] = local().positions().positions;
    expect(p).toMatchObject({ symbol: 'FDX', shares: 40 });
    expect(p!.costBasis).toBeCloseTo(basis, 2);
    expect(local().orders().pendingOrders).toMatchObject([{ symbol: 'FDX', shares: 8, limitPrice: 25 }]);
    expect(entries('SPLIT')).toMatchObject([{ symbol: 'FDX', shares: 40, totalValue: 0 }]);
  });

  it('pays the fraction a reverse split leaves as cash in lieu', () => {
    // T: 1-for-10 reverse split on 2027-09-15; 15 shares become 1, and half a share is paid in cash.
    clock = new Date('2027-09-14T14:30:00Z');
    local().buy('T', 15);
    const basis = local().positions().positions[0]!.costBasis;
    clock = new Date('2027-09-15T14:30:00Z');
    const cash = local().portfolio().portfolio.cash;
    const price = simulatedQuote('T', clock)!.price;
    const [split] = entries('SPLIT');
    expect(split).toMatchObject({ symbol: 'T', shares: 1 });
    expect(split!.totalValue).toBeCloseTo(price / 2, 1);
    const [p] = local().positions().positions;
    expect(p!.shares).toBe(1);
    expect(p!.costBasis).toBeCloseTo(basis / 1.5, 1);
    clock = new Date('2027-09-16T14:30:00Z');
    expect(local().portfolio().portfolio.cash).toBeCloseTo(cash, 2);
    expect(entries('SPLIT')).toHaveLength(1);
  });
});
