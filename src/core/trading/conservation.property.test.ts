// One conservation property across the whole engine (issue 18 §7): random buys, sells, shorts and
// covers (simple or realistic fills, with a small minute volume so ioc/day orders fill in part and rest),
// resting orders filling and expiring over the minutes, dividends (entitled on the ex-date, paid later),
// splits (forward and reverse, through applySplitFromExDate as the server job and the guests' engine
// call it), margin-job runs and price moves. After every step: equity = cash + long value − short
// liability, cash is never negative, and each symbol's shares are the sum of its fills, changed
// otherwise only by a split's ratio. A second property: a split divides every resting order's prices,
// multiplies its shares, cancels what is left under one share, and pays the fraction as cash in lieu.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newYorkDate } from '../market/calendar';
import { createAdvancedOrder } from './advanced';
import {
  applySplitFromExDate,
  dividendEntitlement,
  payDividendToLedger,
  type SplitRatio,
  splitPrice,
  splitShares,
} from './corporate-actions';
import { availableCash, availableShares, createLedger, portfolioValue } from './ledger';
import { longValue, shortLiability } from './margin';
import { marginTick } from './margin-tick';
import { placeOrder, reservationFor } from './orders';
import type { Realism } from './settings';
import { fixedPrices, OPEN } from './test-helpers';
import { ledgerTick } from './tick';
import type { AdvancedOrder, Context, Ledger, Order } from './types';

const SYMBOLS = ['AAPL', 'GME', 'KO'] as const;
/** Forward (1:2, 1:3, 2:3) and reverse (2:1, 3:1, 3:2) splits: `from` old shares become `to` new ones. */
const RATIOS: SplitRatio[] = [
  { from: 1, to: 2 },
  { from: 1, to: 3 },
  { from: 2, to: 3 },
  { from: 2, to: 1 },
  { from: 3, to: 1 },
  { from: 3, to: 2 },
];
/** Shares traded a minute: realistic fills take at most 10%, so orders over 40 shares fill in part. */
const MINUTE_VOLUME = 400;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      type: fc.constantFrom('buy', 'sell'),
      symbol: fc.constantFrom(...SYMBOLS),
      shares: fc.integer({ min: 1, max: 150 }),
      orderType: fc.constantFrom('market', 'market', 'limit'),
      timeInForce: fc.constantFrom('day', 'gtc', 'ioc', 'fok'),
      /** Limit as a share of the last price. */
      limit: fc.integer({ min: 90, max: 110 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      symbol: fc.constantFrom(...SYMBOLS),
      factor: fc.double({ min: 0.6, max: 1.6, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('minutes' as const), minutes: fc.integer({ min: 1, max: 5 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('job' as const), hours: fc.integer({ min: 1, max: 60 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('split' as const),
      symbol: fc.constantFrom(...SYMBOLS),
      ratio: fc.constantFrom(...RATIOS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('exDividend' as const),
      symbol: fc.constantFrom(...SYMBOLS),
      cents: fc.integer({ min: 1, max: 90 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payDividends' as const) }) },
);

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function run(realism: Realism, steps: Step[]) {
  let s: Ledger = { ...createLedger(), settings: { accountType: 'margin', realism } };
  const prices: Record<string, number> = { AAPL: 100, GME: 20, KO: 60 };
  const expected: Record<string, number> = { AAPL: 0, GME: 0, KO: 0 };
  const seen = new Set<string>();
  const entitled: { symbol: string; shares: number; cents: number }[] = [];
  let now = OPEN;
  let n = 0;
  const ctx = (): Context => ({
    now,
    prices: fixedPrices(
      Object.fromEntries(SYMBOLS.map((x) => [x, { price: prices[x]!, minuteVolume: MINUTE_VOLUME }])),
    ),
    newId: () => `c${++n}`,
  });
  const nextDay = () => {
    now = new Date(now.getTime() + DAY);
  };

  for (const st of steps) {
    if (st.kind === 'order') {
      const limit = Math.round(prices[st.symbol]! * st.limit) / 100;
      s = placeOrder(
        s,
        {
          type: st.type,
          symbol: st.symbol,
          shares: st.shares,
          orderType: st.orderType,
          timeInForce: st.timeInForce,
          ...(st.orderType === 'limit' ? { price: limit } : {}),
        },
        ctx(),
      ).state;
    } else if (st.kind === 'move') {
      prices[st.symbol] = Math.max(0.5, Math.round(prices[st.symbol]! * st.factor * 100) / 100);
    } else if (st.kind === 'minutes') {
      // Resting remainders fill over the next minutes; day orders expire after 24 h.
      now = new Date(now.getTime() + st.minutes * 60_000);
      s = ledgerTick(s, ctx()).state;
    } else if (st.kind === 'job') {
      now = new Date(now.getTime() + st.hours * HOUR);
      s = marginTick(s, ctx()).state;
    } else if (st.kind === 'split') {
      // The job applies a split on its ex-date, before anything else that day.
      nextDay();
      const price = splitPrice(Math.round(prices[st.symbol]! * 100), st.ratio);
      const out = applySplitFromExDate(s, st.symbol, newYorkDate(now), st.ratio, price, now, `c${++n}`);
      s = out.state;
      prices[st.symbol] = price / 100;
      expected[st.symbol] = splitShares(expected[st.symbol]!, st.ratio) + 0; // -0 of a short's trunc
      if (out.trade) seen.add(out.trade.id);
    } else if (st.kind === 'exDividend') {
      nextDay();
      const shares = dividendEntitlement(s, st.symbol, newYorkDate(now));
      if (shares !== 0) entitled.push({ symbol: st.symbol, shares, cents: st.cents });
    } else {
      for (const e of entitled.splice(0))
        s = payDividendToLedger(s, e.symbol, e.shares, e.cents, now, `c${++n}`).state;
    }
    for (const t of s.trades) {
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      if (t.type === 'BUY') expected[t.symbol]! += t.shares;
      if (t.type === 'SELL') expected[t.symbol]! -= t.shares;
    }

    const p = ctx().prices;
    expect(portfolioValue(s, p)).toBe(s.cash + longValue(s, p) - shortLiability(s, p));
    expect(s.cash).toBeGreaterThanOrEqual(0);
    expect(availableCash(s)).toBeGreaterThanOrEqual(0);
    for (const x of SYMBOLS)
      expect(s.positions.find((q) => q.symbol === x)?.shares ?? 0, `${x} shares`).toBe(expected[x]);
    for (const q of s.positions) {
      expect(Math.sign(q.costBasis)).toBe(Math.sign(q.shares));
      if (q.shares > 0) expect(availableShares(s, q.symbol)).toBeGreaterThanOrEqual(0);
    }
  }
}

describe('conservation across trades, partial fills, corporate actions and the margin job', () => {
  it('holds with realistic fills (partial fills, resting remainders)', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 20, maxLength: 50 }), (steps) => run('realistic', steps)),
      { numRuns: 40 },
    );
  });
  it('holds with simple fills', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 20, maxLength: 50 }), (steps) => run('simple', steps)),
      { numRuns: 30 },
    );
  });
});

// Resting orders on AAPL beside a long position, then a split.
const restingOrder = fc.record({
  side: fc.constantFrom('buy', 'sell'),
  orderType: fc.constantFrom('limit', 'stop', 'stop-limit'),
  shares: fc.integer({ min: 1, max: 40 }),
  /** Distance of the trigger from the price, percent (away from it, so the order rests). */
  away: fc.integer({ min: 1, max: 40 }),
  timeInForce: fc.constantFrom('day', 'gtc'),
});

// Advanced orders on the same position: stop-loss, take-profit, trailing stops by amount or percent.
const advancedOrder = fc.record({
  type: fc.constantFrom('STOP_LOSS', 'TAKE_PROFIT', 'TRAILING_STOP'),
  shares: fc.integer({ min: 1, max: 40 }),
  away: fc.integer({ min: 1, max: 40 }),
  byAmount: fc.boolean(),
});

describe('a split moves every resting order with it', () => {
  it('divides prices, multiplies shares, cancels under one share, pays the fraction in cash', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 500, max: 40_000 }),
        fc.array(restingOrder, { maxLength: 8 }),
        fc.array(advancedOrder, { maxLength: 4 }),
        fc.constantFrom(...RATIOS),
        (held, priceCents, orders, advanced, ratio) => {
          let n = 0;
          const price = priceCents / 100;
          const ctx: Context = {
            now: OPEN,
            prices: fixedPrices({ AAPL: price }),
            newId: () => `o${++n}`,
          };
          let s: Ledger = {
            ...createLedger(10_000_000_00),
            settings: { accountType: 'cash', realism: 'simple' },
          };
          s = placeOrder(s, { type: 'buy', symbol: 'AAPL', shares: held, orderType: 'market' }, ctx, {
            skipRisk: true,
          }).state;
          for (const o of orders) {
            // Buys rest below the price (limit) or above it (stop); sells the other way round.
            const below = Math.max(0.01, Math.round(priceCents * (1 - o.away / 100)) / 100);
            const above = Math.round(priceCents * (1 + o.away / 100)) / 100;
            const limit = o.side === 'buy' ? below : above;
            const stop = o.side === 'buy' ? above : below;
            s = placeOrder(
              s,
              {
                type: o.side,
                symbol: 'AAPL',
                shares: o.shares,
                orderType: o.orderType,
                timeInForce: o.timeInForce,
                ...(o.orderType === 'stop' ? { price: stop } : { price: limit }),
                ...(o.orderType === 'stop-limit' ? { stopPrice: stop } : {}),
              },
              ctx,
              { skipRisk: true },
            ).state;
          }
          for (const a of advanced) {
            const move = Math.max(0.01, Math.round(priceCents * a.away) / 10_000);
            const made = createAdvancedOrder(
              s,
              {
                type: a.type,
                symbol: 'AAPL',
                shares: a.shares,
                stopPrice: a.type === 'TAKE_PROFIT' ? price + move : Math.max(0.01, price - move),
                ...(a.type === 'TRAILING_STOP'
                  ? a.byAmount
                    ? { trailAmount: move }
                    : { trailPercent: a.away }
                  : {}),
              },
              ctx,
            );
            if (made.ok) s = made.state;
          }
          const before = s;
          const position = before.positions.find((p) => p.symbol === 'AAPL')!;
          const next = new Date(OPEN.getTime() + DAY);
          const after = splitPrice(priceCents, ratio);
          const out = applySplitFromExDate(before, 'AAPL', newYorkDate(next), ratio, after, next, 'split');
          const r = (c: number | null) => (c === null ? null : Math.round((c * ratio.from) / ratio.to));

          const exact = (position.shares * ratio.to) / ratio.from;
          const whole = Math.trunc(exact);
          const moved = out.state.positions.find((p) => p.symbol === 'AAPL');
          expect(moved?.shares ?? 0).toBe(whole);
          const inLieu = Math.round((exact - whole) * after);
          expect(out.state.cash - before.cash).toBe(inLieu);
          expect(out.trade?.totalValue).toBe(inLieu);
          // The basis of the whole shares plus the part that went with the fraction is the old basis.
          expect((moved?.costBasis ?? 0) + (inLieu - (out.trade?.realizedPnL ?? 0))).toBe(position.costBasis);

          for (const o of before.pendingOrders) {
            const shares = splitShares(o.shares, ratio);
            const changed = out.effects.orders.find((c) => c.id === o.id)!;
            const resting = out.state.pendingOrders.find((c) => c.id === o.id);
            if (shares < 1) {
              expect(resting).toBeUndefined();
              expect(changed.status).toBe('CANCELLED');
              expect(changed.reason).toBe(
                `Cancelled by the ${ratio.from}:${ratio.to} reverse split: less than one share left`,
              );
              continue;
            }
            expect(resting).toMatchObject<Partial<Order>>({
              shares,
              limitPrice: r(o.limitPrice),
              stopPrice: r(o.stopPrice),
              status: 'PENDING',
            });
            if (o.side === 'sell') expect(resting!.reservedShares).toBe(shares);
            else expect(resting!.reservedCash).toBe(Math.min(o.reservedCash, reservationFor(resting!).cash));
          }
          expect(out.state.pendingOrders).toHaveLength(
            before.pendingOrders.filter((o) => splitShares(o.shares, ratio) >= 1).length,
          );
          const active = before.advancedOrders.filter((a) => a.status === 'ACTIVE');
          for (const a of active) {
            const shares = splitShares(a.shares, ratio);
            const moved = out.state.advancedOrders.find((c) => c.id === a.id)!;
            if (shares < 1) {
              expect(moved.status).toBe('CANCELLED');
              continue;
            }
            expect(moved).toMatchObject<Partial<AdvancedOrder>>({
              status: 'ACTIVE',
              shares,
              stopPrice: Math.round((a.stopPrice * ratio.from) / ratio.to),
              trailAmount: r(a.trailAmount),
              trailPercent: a.trailPercent,
              highWaterMark: r(a.highWaterMark),
            });
          }
          // The split never holds back more shares or cash than the account has.
          expect(availableShares(out.state, 'AAPL')).toBeGreaterThanOrEqual(0);
          expect(availableCash(out.state)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
