// The account's day change (dayChangeCents): positions held now and positions closed today alike,
// as a broker counts it. Pure ledger + quotes, so every figure is worked out by hand below.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharesDayChange } from './day-change';
import { createLedger, portfolioValue } from './ledger';
import { placeOrder } from './orders';
import { circuitBreakers, dayChangeCents } from './risk';
import { context, OPEN } from './test-helpers';
import type { Ledger, PriceQuote } from './types';
import { portfolioView } from './view';

/** Monday 23 Nov 2026, 10:00 in New York: a session before the quotes' (OPEN, Tuesday). */
const YESTERDAY = new Date(OPEN.getTime() - 24 * 3600_000);
const LATER = new Date(OPEN.getTime() + 3 * 3600_000);
const SYMBOLS = ['AAPL', 'MSFT', 'KO'] as const;

const fresh = (commission = 0, accountType: 'cash' | 'margin' = 'cash'): Ledger => ({
  ...createLedger(),
  settings: { accountType, realism: 'simple' },
  ...(commission ? { commission } : {}),
});

function order(state: Ledger, side: 'buy' | 'sell', symbol: string, shares: number, price: number, at: Date) {
  const out = placeOrder(
    state,
    { type: side, symbol, shares, orderType: 'market' },
    context({ [symbol]: price }, at),
    { skipRisk: true },
  );
  if (!out.ok) throw new Error(JSON.stringify(out.refusal));
  return out.state;
}

/** Quotes of today's session (Tuesday): price now and the previous close, dollars. */
function quotes(q: Record<string, [price: number, previousClose: number]>) {
  return (symbol: string): PriceQuote | undefined => {
    const v = q[symbol];
    return v && { symbol, price: v[0], previousClose: v[1], timestamp: LATER.toISOString() };
  };
}

describe('day change of the account', () => {
  it('keeps a position sold whole today: 10 AAPL closed at $200, sold today at $190, is -$100', () => {
    const state = order(order(fresh(), 'buy', 'AAPL', 10, 200, YESTERDAY), 'sell', 'AAPL', 10, 190, OPEN);
    expect(state.positions).toEqual([]);
    const prices = quotes({ AAPL: [185, 200] });
    expect(dayChangeCents(state, { prices })).toBe(-10_000);
    const view = portfolioView(state, prices);
    expect(view.dayChange).toBe(-100);
    // Of the $100,000 the account was worth at the previous close (it paid $2,000 for shares worth $2,000).
    expect(view.dayChangePercent).toBe(-0.1);
  });

  it('counts a part sold today at what it fetched and the rest from the previous close', () => {
    const state = order(order(fresh(), 'buy', 'AAPL', 10, 180, YESTERDAY), 'sell', 'AAPL', 4, 190, OPEN);
    // 6 held at $195 against $200, 4 sold at $190 against $200: -$30 - $40.
    expect(dayChangeCents(state, { prices: quotes({ AAPL: [195, 200] }) })).toBe(-7_000);
  });

  it('counts shares bought and sold today from what they cost, not from the previous close', () => {
    const state = order(order(fresh(), 'buy', 'AAPL', 10, 190, OPEN), 'sell', 'AAPL', 10, 185, LATER);
    // Yesterday's close ($150) plays no part: bought at $190, sold at $185.
    expect(dayChangeCents(state, { prices: quotes({ AAPL: [185, 150] }) })).toBe(-5_000);
  });

  it('takes commissions off: $1 a trade on a buy and a sale at the same price is -$2', () => {
    const state = order(order(fresh(100), 'buy', 'AAPL', 10, 190, OPEN), 'sell', 'AAPL', 10, 190, LATER);
    expect(dayChangeCents(state, { prices: quotes({ AAPL: [190, 200] }) })).toBe(-200);
    expect(portfolioValue(state, quotes({ AAPL: [190, 200] }))).toBe(state.startingCash - 200);
  });

  it('keeps a short covered whole today: short 10 at a $193.79 close, bought back at $195, is -$12.10', () => {
    const shorted = order(fresh(0, 'margin'), 'sell', 'AAPL', 10, 190, YESTERDAY);
    const state = order(shorted, 'buy', 'AAPL', 10, 195, OPEN);
    expect(state.positions).toEqual([]);
    expect(dayChangeCents(state, { prices: quotes({ AAPL: [196, 193.79] }) })).toBe(-1_210);
  });

  it('leaves out a symbol closed today that has no quote with a previous close', () => {
    const state = order(order(fresh(), 'buy', 'AAPL', 10, 200, YESTERDAY), 'sell', 'AAPL', 10, 190, OPEN);
    expect(sharesDayChange(state, quotes({}))).toBe(0);
    expect(sharesDayChange(state, (s) => ({ symbol: s, price: 190, timestamp: LATER.toISOString() }))).toBe(
      0,
    );
  });

  it('ignores trades of an earlier day once the position is gone', () => {
    const state = order(
      order(fresh(), 'buy', 'AAPL', 10, 200, YESTERDAY),
      'sell',
      'AAPL',
      10,
      190,
      YESTERDAY,
    );
    expect(dayChangeCents(state, { prices: quotes({ AAPL: [185, 190] }) })).toBe(0);
  });

  it('prices only the symbols held or traded within four days of the newest trade, not the whole history', () => {
    const weekAgo = new Date(OPEN.getTime() - 7 * 24 * 3600_000);
    let state = order(order(fresh(), 'buy', 'KO', 10, 60, weekAgo), 'sell', 'KO', 10, 61, weekAgo);
    state = order(order(state, 'buy', 'MSFT', 5, 400, weekAgo), 'buy', 'AAPL', 10, 190, OPEN);
    const asked: string[] = [];
    const prices = quotes({ AAPL: [190, 200], KO: [60, 60], MSFT: [410, 400] });
    const change = sharesDayChange(state, (symbol) => {
      asked.push(symbol);
      return prices(symbol);
    });
    // MSFT is held: 5 × $10 up on the day; KO was closed a week ago and is not asked for.
    expect(asked.sort()).toEqual(['AAPL', 'MSFT']);
    expect(change).toBe(5_000);
  });

  it('starts from zero on a fresh (reset) account', () => {
    expect(dayChangeCents(createLedger(), { prices: quotes({ AAPL: [185, 200] }) })).toBe(0);
    expect(portfolioView(createLedger(), quotes({ AAPL: [185, 200] })).dayChange).toBe(0);
  });

  it('trips the daily-loss breaker on a loss taken by selling: $100,000 of AAPL sold 6% down', () => {
    const state = order(order(fresh(), 'buy', 'AAPL', 500, 200, YESTERDAY), 'sell', 'AAPL', 500, 188, OPEN);
    const breaker = circuitBreakers(state, { prices: quotes({ AAPL: [188, 200] }) }).find(
      (b) => b.name === 'dailyLoss',
    );
    // -$6,000 of the $100,000 the account was worth at the previous close.
    expect(breaker).toMatchObject({ value: 6, active: true });
  });
});

// Random days: trades yesterday build the holdings; today's trades buy and sell them, some whole.
const priceArb = fc.integer({ min: 5_000, max: 30_000 }).map((c) => c / 100);
const tradeArb = fc.record({
  symbol: fc.constantFrom(...SYMBOLS),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  shares: fc.integer({ min: 1, max: 40 }),
  price: priceArb,
});
const dayArb = fc.array(tradeArb, { maxLength: 8 });
const closesArb = fc.tuple(priceArb, priceArb, priceArb);

/** The trades that a cash account can make (a sale of more than is held sells all of it). */
function play(
  state: Ledger,
  trades: { symbol: string; side: 'buy' | 'sell'; shares: number; price: number }[],
  at: Date,
) {
  let s = state;
  for (const t of trades) {
    const held = s.positions.find((p) => p.symbol === t.symbol)?.shares ?? 0;
    const shares = t.side === 'sell' ? Math.min(held, t.shares) : t.shares;
    if (
      shares > 0 &&
      (t.side === 'sell' || s.cash >= shares * Math.round(t.price * 100) + (s.commission ?? 0))
    )
      s = order(s, t.side, t.symbol, shares, t.price, at);
  }
  return s;
}

const quotesOf = (now: number[], close: number[]) =>
  quotes(Object.fromEntries(SYMBOLS.map((s, i) => [s, [now[i]!, close[i]!] as [number, number]])));

describe('day change of the account: properties', () => {
  it('with no trades today is Σ shares × (price − previous close)', () => {
    fc.assert(
      fc.property(dayArb, closesArb, closesArb, (yesterday, now, close) => {
        const state = play(fresh(), yesterday, YESTERDAY);
        const expected = state.positions.reduce((sum, p) => {
          const i = SYMBOLS.indexOf(p.symbol as (typeof SYMBOLS)[number]);
          return sum + p.shares * (Math.round(now[i]! * 100) - Math.round(close[i]! * 100));
        }, 0);
        expect(dayChangeCents(state, { prices: quotesOf(now, close) })).toBe(expected);
      }),
    );
  });

  it('is what the account gained since the previous close, commissions and closed positions included', () => {
    fc.assert(
      fc.property(
        dayArb,
        dayArb,
        closesArb,
        closesArb,
        fc.constantFrom(0, 65, 495),
        (yesterday, today, now, close, commission) => {
          const before = play(fresh(commission), yesterday, YESTERDAY);
          const prices = quotesOf(now, close);
          // Worth at the previous close: yesterday's cash and holdings at their closes.
          const atClose = portfolioValue(before, quotesOf(close, close));
          const after = play(before, today, OPEN);
          expect(dayChangeCents(after, { prices })).toBe(portfolioValue(after, prices) - atClose);
        },
      ),
    );
  });

  it('adds nothing for a buy and a sale of the same shares at the same price without commission', () => {
    fc.assert(
      fc.property(
        dayArb,
        closesArb,
        closesArb,
        fc.constantFrom(...SYMBOLS),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        (yesterday, now, close, symbol, shares, sellFirst) => {
          const before = play(fresh(), yesterday, YESTERDAY);
          const prices = quotesOf(now, close);
          const price = prices(symbol)!.price;
          const held = before.positions.find((p) => p.symbol === symbol)?.shares ?? 0;
          const n = sellFirst ? Math.min(held, shares) : shares;
          fc.pre(n > 0);
          const after = sellFirst
            ? order(order(before, 'sell', symbol, n, price, OPEN), 'buy', symbol, n, price, LATER)
            : order(order(before, 'buy', symbol, n, price, OPEN), 'sell', symbol, n, price, LATER);
          expect(dayChangeCents(after, { prices })).toBe(dayChangeCents(before, { prices }));
        },
      ),
    );
  });
});
