import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookOf, executionOf, fillPriceOf, impactFraction, minuteCapacity, planFill } from './execution';
import { availableCash, createLedger, findPosition } from './ledger';
import { placeOrder, processPendingOrders } from './orders';
import { refusalMessage } from './refusals';
import { context, OPEN } from './test-helpers';
import type { Ledger, PriceQuote } from './types';

const noRisk = { skipRisk: true };
// $100.00 last, $99.95 bid, $100.05 ask, 12,000 shares a minute: 1,200 can fill at once.
const QUOTE: Partial<PriceQuote> = { price: 100, bid: 99.95, ask: 100.05, minuteVolume: 12_000 };
const realistic = (cash = 100_000_000): Ledger => ({
  ...createLedger(cash),
  settings: { accountType: 'cash', realism: 'realistic' },
});
const market = (side: 'buy' | 'sell', shares: number, tif = 'day') => ({
  type: side,
  symbol: 'ZZZ',
  shares,
  orderType: 'market',
  timeInForce: tif,
});

describe('realistic fills', () => {
  it('a small market buy fills at the ask plus a little impact, a sell at the bid minus it', () => {
    const r = placeOrder(realistic(), market('buy', 10), context({ ZZZ: QUOTE }), noRisk);
    if (!r.ok) throw new Error(refusalMessage(r.refusal));
    expect(r.value.trade?.price).toBe(10006);
    expect(r.value.trade?.execution).toMatchObject({ bid: 9995, ask: 10005, price: 10006, slippage: 6 });
    expect(r.value.trade?.execution?.reason).toMatch(/^Filled all 10 at the ask, \$100\.05, plus \$0\.01/);
    const s = placeOrder(r.state, market('sell', 10), context({ ZZZ: QUOTE }), noRisk);
    if (!s.ok) throw new Error(refusalMessage(s.refusal));
    expect(s.value.trade?.price).toBe(9994);
    expect(s.value.trade?.execution?.reason).toMatch(/at the bid, \$99\.95/);
  });

  it('a tiny share of the minute reads "under 0.1%", never "0%"', () => {
    const deep = { ...QUOTE, minuteVolume: 250_000 };
    const r = placeOrder(realistic(), market('buy', 10), context({ ZZZ: deep }), noRisk);
    if (!r.ok) throw new Error(refusalMessage(r.refusal));
    expect(r.value.trade?.execution?.reason).toContain(
      'plus $0.01 of price impact because the order was under 0.1% of the 250,000 shares traded this minute',
    );
  });

  it('ioc fills what the minute allows and cancels the rest, saying why', () => {
    const r = placeOrder(realistic(), market('buy', 5000, 'ioc'), context({ ZZZ: QUOTE }), noRisk);
    if (!r.ok) throw new Error(refusalMessage(r.refusal));
    expect(r.value.trade?.shares).toBe(1200);
    expect(r.value.order).toMatchObject({ status: 'CANCELLED', filledShares: 1200 });
    expect(r.value.trade?.execution?.reason).toContain(
      'Filled 1,200 of 5,000 at the ask, $100.05, plus $0.04 of price impact because the order was 10% of the 12,000 shares traded this minute',
    );
    expect(r.value.trade?.execution?.reason).toContain(
      'the rest (3,800) was cancelled because the order was immediate-or-cancel',
    );
    expect(r.state.pendingOrders).toHaveLength(0);
  });

  it('fok refuses an order the minute cannot fill, and fills one it can', () => {
    const r = placeOrder(realistic(), market('buy', 5000, 'fok'), context({ ZZZ: QUOTE }), noRisk);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(refusalMessage(r.refusal)).toMatch(/Fill-or-kill order for 5000 shares refused: only 1200/);
    const ok = placeOrder(realistic(), market('buy', 1000, 'fok'), context({ ZZZ: QUOTE }), noRisk);
    expect(ok.ok && ok.value.trade?.shares).toBe(1000);
  });

  it('a day order rests its remainder and fills it over the next minutes', () => {
    const r = placeOrder(realistic(), market('buy', 3000), context({ ZZZ: QUOTE }), noRisk);
    if (!r.ok) throw new Error(refusalMessage(r.refusal));
    expect(r.value.order).toMatchObject({ status: 'PENDING', filledShares: 1200 });
    expect(r.value.trade?.execution?.remainingShares).toBe(1800);
    // The same minute: nothing more.
    expect(processPendingOrders(r.state, context({ ZZZ: QUOTE })).effects.trades).toHaveLength(0);
    const next = processPendingOrders(r.state, context({ ZZZ: QUOTE }, new Date(OPEN.getTime() + 60_000)));
    expect(next.effects.trades[0]?.shares).toBe(1200);
    expect(next.state.pendingOrders[0]?.filledShares).toBe(2400);
    const last = processPendingOrders(
      next.state,
      context({ ZZZ: QUOTE }, new Date(OPEN.getTime() + 120_000)),
    );
    expect(last.effects.trades[0]?.shares).toBe(600);
    expect(last.effects.trades[0]?.execution?.reason).toMatch(/^Filled 600 more of 3,000 \(3,000 so far\)/);
    expect(last.state.pendingOrders).toHaveLength(0);
    expect(findPosition(last.state, 'ZZZ')?.shares).toBe(3000);
    expect(last.effects.orders[0]).toMatchObject({ status: 'FILLED', filledShares: 3000 });
  });

  it('a limit never fills worse than its limit, and waits while the ask is above it', () => {
    const limited = placeOrder(
      realistic(),
      { ...market('buy', 1200), orderType: 'limit', price: 100.05 },
      context({ ZZZ: QUOTE }),
      noRisk,
    );
    expect(limited.ok && limited.value.trade?.price).toBe(10005);
    const waits = placeOrder(
      realistic(),
      { ...market('buy', 10), orderType: 'limit', price: 100.02 },
      context({ ZZZ: QUOTE }),
      noRisk,
    );
    expect(waits.ok && waits.value.order.status).toBe('PENDING');
  });

  it('simple accounts fill at the last price in full, as always', () => {
    const simple = {
      ...createLedger(100_000_000),
      settings: { accountType: 'cash', realism: 'simple' },
    } as Ledger;
    const r = placeOrder(simple, market('buy', 5000, 'ioc'), context({ ZZZ: QUOTE }), noRisk);
    expect(r.ok && r.value.trade).toMatchObject({ shares: 5000, price: 10000 });
    expect(r.ok && r.value.trade?.execution?.reason).toMatch(/simple fills/);
  });
});

describe('realistic fills, properties', () => {
  const quote = fc.record({
    price: fc.integer({ min: 100, max: 100_000 }).map((c) => c / 100),
    half: fc.integer({ min: 1, max: 50 }),
    minuteVolume: fc.integer({ min: 1, max: 50_000 }),
  });
  const args = fc.record({
    q: quote,
    side: fc.constantFrom('buy' as const, 'sell' as const),
    shares: fc.integer({ min: 1, max: 20_000 }),
    tif: fc.constantFrom('day' as const, 'gtc' as const, 'ioc' as const, 'fok' as const),
  });
  const toQuote = (q: { price: number; half: number; minuteVolume: number }): PriceQuote => ({
    symbol: 'ZZZ',
    price: q.price,
    bid: (Math.round(q.price * 100) - q.half) / 100,
    ask: (Math.round(q.price * 100) + q.half) / 100,
    minuteVolume: q.minuteVolume,
  });

  it('market fills are never better than the quote side; filled + remaining = ordered; fok all or none; ioc never rests', () => {
    fc.assert(
      fc.property(args, ({ q, side, shares, tif }) => {
        const b = bookOf(toQuote(q));
        const req = {
          side,
          ordered: shares,
          filled: 0,
          timeInForce: tif,
          limit: null,
          realism: 'realistic' as const,
        };
        const plan = planFill(req, b);
        if (plan.kind === 'refuse') {
          expect(tif).toBe('fok');
          expect(shares).toBeGreaterThan(minuteCapacity(b));
          return;
        }
        if (side === 'buy') expect(plan.price).toBeGreaterThanOrEqual(b.ask);
        else expect(plan.price).toBeLessThanOrEqual(b.bid);
        expect(plan.shares + plan.remaining).toBe(shares);
        if (tif === 'fok') expect(plan.shares).toBe(shares);
        if (tif === 'ioc') expect(plan.after).not.toBe('rest');
        const e = executionOf(req, plan, b);
        expect(e.filledShares + (plan.after === 'cancel' ? plan.remaining : e.remainingShares)).toBe(shares);
      }),
      { numRuns: 200 },
    );
  });

  it('impact grows with the share of the minute, and a limit caps the price', () => {
    fc.assert(
      fc.property(quote, fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (q, a, b) => {
        const bk = bookOf(toQuote(q));
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(impactFraction(hi, bk)).toBeGreaterThanOrEqual(impactFraction(lo, bk));
        expect(fillPriceOf('buy', hi, bk, bk.ask)).toBe(bk.ask);
        expect(fillPriceOf('sell', hi, bk, bk.bid)).toBe(bk.bid);
      }),
      { numRuns: 100 },
    );
  });

  it('cash and shares are conserved through partial fills over many minutes', () => {
    fc.assert(
      fc.property(args, fc.integer({ min: 1, max: 5 }), ({ q, shares }, minutes) => {
        const ctxAt = (m: number) => context({ ZZZ: toQuote(q) }, new Date(OPEN.getTime() + m * 60_000));
        const start = realistic();
        const r = placeOrder(start, market('buy', Math.min(shares, 5000)), ctxAt(0), noRisk);
        if (!r.ok) return;
        let s = r.state;
        const trades = [...(r.value.trade ? [r.value.trade] : [])];
        for (let m = 1; m <= minutes; m++) {
          const p = processPendingOrders(s, ctxAt(m));
          s = p.state;
          trades.push(...p.effects.trades);
        }
        const spent = trades.reduce((t, x) => t + x.totalValue, 0);
        const bought = trades.reduce((t, x) => t + x.shares, 0);
        expect(s.cash).toBe(start.cash - spent);
        expect(findPosition(s, 'ZZZ')?.shares ?? 0).toBe(bought);
        expect(
          bought +
            (s.pendingOrders[0] ? s.pendingOrders[0].shares - (s.pendingOrders[0].filledShares ?? 0) : 0),
        ).toBe(Math.min(shares, 5000));
        expect(availableCash(s)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });
});
