// Property tests: whatever sequence of orders, fills, cancels and advanced orders runs, money is neither
// created nor destroyed, nothing goes negative, and the trade log alone rebuilds the portfolio.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelAdvancedOrder, createAdvancedOrder, processAdvancedOrders } from './advanced';
import { availableCash, availableShares, createLedger } from './ledger';
import { cancelPendingOrder, placeOrder, processPendingOrders } from './orders';
import { replayTrades } from './replay';
import type { Context, Ledger, Trade } from './types';

const SYMBOLS = ['AAPL', 'MSFT', 'TSLA'] as const;

const command = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    type: fc.constantFrom('buy', 'sell'),
    symbol: fc.constantFrom(...SYMBOLS),
    shares: fc.integer({ min: 1, max: 400 }),
    orderType: fc.constantFrom('market', 'limit', 'stop', 'stop-limit'),
    timeInForce: fc.constantFrom('day', 'gtc', 'ioc', 'fok'),
    price: fc.integer({ min: 100, max: 50_000 }).map((c) => c / 100),
    stopPrice: fc.integer({ min: 100, max: 50_000 }).map((c) => c / 100),
  }),
  fc.record({
    kind: fc.constant('advanced' as const),
    type: fc.constantFrom('STOP_LOSS', 'TRAILING_STOP', 'BRACKET_ENTRY', 'TAKE_PROFIT'),
    symbol: fc.constantFrom(...SYMBOLS),
    shares: fc.integer({ min: 1, max: 100 }),
    a: fc.integer({ min: 100, max: 50_000 }).map((c) => c / 100),
    b: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ kind: fc.constant('tick' as const) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('move' as const),
    symbol: fc.constantFrom(...SYMBOLS),
    factor: fc.double({ min: 0.7, max: 1.4, noNaN: true }),
  }),
);

type Cmd = typeof command extends fc.Arbitrary<infer T> ? T : never;

function run(cmds: Cmd[], skipRisk: boolean) {
  const prices: Record<string, number> = { AAPL: 190, MSFT: 410, TSLA: 240 };
  let state: Ledger = createLedger();
  let ids = 0;
  let minute = 0;
  const all: Trade[] = [];
  const ctx = (): Context => ({
    now: new Date(Date.UTC(2026, 10, 24, 15, minute++)),
    prices: (s) =>
      prices[s] === undefined ? undefined : { symbol: s, price: prices[s]!, marketState: 'REGULAR' },
    newId: () => `t${++ids}`,
  });
  const states: Ledger[] = [state];
  for (const c of cmds) {
    if (c.kind === 'order') {
      const r = placeOrder(state, c, ctx(), { skipRisk });
      if (r.ok) {
        state = r.state;
        all.push(...r.effects.trades);
      }
    } else if (c.kind === 'advanced') {
      const entry = c.a;
      const r = createAdvancedOrder(
        state,
        {
          type: c.type,
          symbol: c.symbol,
          shares: c.shares,
          stopPrice: entry,
          entryPrice: entry,
          stopLossPrice: entry * (1 - c.b / 100),
          takeProfitPrice: entry * (1 + c.b / 100),
          trailPercent: c.b,
        },
        ctx(),
      );
      if (r.ok) state = r.state;
    } else if (c.kind === 'tick') {
      const p = processPendingOrders(state, ctx());
      const a = processAdvancedOrders(p.state, ctx());
      state = a.state;
      all.push(...p.effects.trades, ...a.effects.trades);
    } else if (c.kind === 'cancel') {
      const pending = state.pendingOrders[c.pick % Math.max(1, state.pendingOrders.length)];
      const adv = state.advancedOrders.filter((o) => o.status === 'ACTIVE')[
        c.pick % Math.max(1, state.advancedOrders.length)
      ];
      if (pending) {
        const r = cancelPendingOrder(state, pending.id, ctx().now);
        if (r.ok) state = r.state;
      } else if (adv) {
        const r = cancelAdvancedOrder(state, adv.id, ctx().now);
        if (r.ok) state = r.state;
      }
    } else {
      prices[c.symbol] = Math.max(1, Math.round(prices[c.symbol]! * c.factor * 100) / 100);
    }
    states.push(state);
  }
  return { state, states, all };
}

const sequences = fc.array(command, { maxLength: 60 });

describe('ledger invariants', () => {
  it('cash plus cost basis always equals starting cash plus realised P&L', () => {
    fc.assert(
      fc.property(sequences, fc.boolean(), (cmds, skipRisk) => {
        const { state, all } = run(cmds, skipRisk);
        const basis = state.positions.reduce((s, p) => s + p.costBasis, 0);
        const realised = all.reduce((s, t) => s + (t.realizedPnL ?? 0), 0);
        expect(state.cash + basis).toBe(state.startingCash + realised);
      }),
      { numRuns: 300 },
    );
  });

  it('cash, available cash, shares and available shares never go negative', () => {
    fc.assert(
      fc.property(sequences, (cmds) => {
        for (const s of run(cmds, true).states) {
          expect(s.cash).toBeGreaterThanOrEqual(0);
          expect(availableCash(s)).toBeGreaterThanOrEqual(0);
          for (const p of s.positions) {
            expect(p.shares).toBeGreaterThan(0);
            expect(p.costBasis).toBeGreaterThanOrEqual(0);
            expect(availableShares(s, p.symbol)).toBeGreaterThanOrEqual(0);
          }
          for (const o of s.pendingOrders)
            if (o.reservedShares > 0) expect(availableShares(s, o.symbol)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('replaying the trade log rebuilds cash and positions exactly', () => {
    fc.assert(
      fc.property(sequences, (cmds) => {
        const { state } = run(cmds, true);
        const rebuilt = replayTrades(state.startingCash, [...state.trades].reverse());
        expect(rebuilt.cash).toBe(state.cash);
        expect(
          rebuilt.positions.map(({ symbol, shares, costBasis }) => ({ symbol, shares, costBasis })),
        ).toEqual(state.positions.map(({ symbol, shares, costBasis }) => ({ symbol, shares, costBasis })));
      }),
      { numRuns: 300 },
    );
  });

  it('the trade history is newest first and the effects report exactly the trades added', () => {
    fc.assert(
      fc.property(sequences, (cmds) => {
        const { state, all } = run(cmds, true);
        expect(state.trades.map((t) => t.id)).toEqual(
          [...all]
            .reverse()
            .map((t) => t.id)
            .slice(0, 1000),
        );
      }),
      { numRuns: 200 },
    );
  });
});
