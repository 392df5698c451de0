import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES, gameById } from './data';
import {
  applyAction,
  borrowable,
  equityOf,
  INSURANCE,
  replay,
  replayLenient,
  START_CENTS,
  startState,
  step,
  stepsOf,
} from './engine';
import { assetsOf, quotes } from './path';
import type { Action, AssetId, GameDefinition, GameState } from './types';

const game = (id: string) => gameById(id) as GameDefinition;

/** Any action a client could send for this game, possible or not. */
function actionArb(g: GameDefinition): fc.Arbitrary<Action> {
  const asset = fc.constantFrom<AssetId>(...assetsOf(g));
  const cents = fc.oneof(fc.integer({ min: 1, max: 12_000_000 }), fc.integer({ min: -5, max: 5 }));
  return fc.oneof(
    fc.constant<Action>({ type: 'hold' }),
    fc.record({ type: fc.constant('buy' as const), asset, cents }),
    fc.record({ type: fc.constant('sell' as const), asset, cents }),
    fc
      .array(fc.tuple(asset, fc.integer({ min: 0, max: 60 })), { maxLength: 4 })
      .map((pairs): Action => ({ type: 'rebalance', weights: Object.fromEntries(pairs) })),
    fc.boolean().map((on): Action => ({ type: 'insure', on })),
  );
}

const gameArb = fc.constantFrom(...GAMES);

describe('the starting portfolio', () => {
  it('is $100,000 in cash, an index fund, three stocks and bonds, in every game', () => {
    for (const g of GAMES) {
      const s = startState(g);
      expect(equityOf(s)).toBe(START_CENTS);
      expect(Object.keys(s.positions).sort()).toEqual(assetsOf(g).sort());
      expect(s.cash).toBe(START_CENTS / 10);
      expect(g.stocks).toHaveLength(3);
    }
  });
});

describe('a buy above what the learner has', () => {
  it('always says the cash is short and how much there is, in every game, at any size', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (g, extra) => {
        const s0 = startState(g);
        const cents = s0.cash + borrowable(g, s0) + extra;
        if (!Number.isSafeInteger(cents)) return;
        const r = step(g, s0, { type: 'buy', asset: 'index', cents });
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.reason).toMatch(/^Not enough cash for this purchase: you have \$[\d,]+ in cash/);
      }),
    );
  });
});

describe('one step', () => {
  const g = game('covid-2020');

  it('applies the action at today’s prices, then moves the calendar one date on', () => {
    const s0 = startState(g);
    const r = step(g, s0, { type: 'sell', asset: 'index', cents: 1_000_000 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.step).toBe(1);
    const q = quotes(g);
    expect(r.state.positions.index).toBe(Math.round((3_000_000 * q[1]!.prices.index) / q[0]!.prices.index));
    expect(r.state.actions).toEqual([{ type: 'sell', asset: 'index', cents: 1_000_000 }]);
  });

  it('refuses to sell more than is held, to buy with cash it does not have, and unknown assets', () => {
    const s0 = startState(g);
    expect(step(g, s0, { type: 'sell', asset: 'bonds', cents: 2_000_001 })).toEqual({
      ok: false,
      reason: 'You cannot sell more than you hold',
    });
    expect(step(g, s0, { type: 'buy', asset: 'index', cents: 1_000_001 })).toEqual({
      ok: false,
      reason: 'Not enough cash for this purchase: you have $10,000 in cash',
    });
    // However large the amount, it is the cash that is short, not the number's format.
    expect(step(g, s0, { type: 'buy', asset: 'index', cents: 9_999_999_900 })).toEqual({
      ok: false,
      reason: 'Not enough cash for this purchase: you have $10,000 in cash',
    });
    expect(step(g, s0, { type: 'sell', asset: 'index', cents: 9_999_999_900 })).toEqual({
      ok: false,
      reason: 'You cannot sell more than you hold',
    });
    expect(step(g, s0, { type: 'buy', asset: 'stock:ZZZZ' as AssetId, cents: 100 }).ok).toBe(false);
    expect(step(g, s0, { type: 'buy', asset: 'index', cents: 10.5 }).ok).toBe(false);
    expect(step(g, s0, { type: 'insure', on: true })).toEqual({
      ok: false,
      reason: 'Portfolio insurance is not part of this game',
    });
  });

  it('rebalances to whole-percent weights of equity, the rest in cash', () => {
    const r = applyAction(g, startState(g), { type: 'rebalance', weights: { bonds: 50, index: 25 } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.positions.bonds).toBe(5_000_000);
    expect(r.state.positions.index).toBe(2_500_000);
    expect(r.state.positions['stock:CCL']).toBe(0);
    expect(r.state.cash).toBe(2_500_000);
    expect(applyAction(g, startState(g), { type: 'rebalance', weights: { bonds: 60, index: 41 } }).ok).toBe(
      false,
    );
  });

  it('ends the game on its last date and refuses any further step', () => {
    const done = replayLenient(
      g,
      Array.from({ length: stepsOf(g) }, () => ({ type: 'hold' as const })),
    );
    expect(done.finished).toBe(true);
    expect(done.equity).toHaveLength(stepsOf(g) + 1);
    expect(step(g, done, { type: 'hold' })).toEqual({ ok: false, reason: 'The game is over' });
  });
});

describe('era tools', () => {
  it('1929: buying beyond cash borrows on margin, up to the equity again', () => {
    const g = game('crash-1929');
    const s0 = startState(g);
    expect(borrowable(g, s0)).toBe(START_CENTS);
    const r = applyAction(g, s0, { type: 'buy', asset: 'index', cents: 5_000_000 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.cash).toBe(0);
    expect(r.state.loan).toBe(4_000_000);
    expect(equityOf(r.state)).toBe(START_CENTS);
    expect(applyAction(g, s0, { type: 'buy', asset: 'index', cents: 11_000_001 }).ok).toBe(false);
    // Other eras have no margin.
    expect(borrowable(game('covid-2020'), startState(game('covid-2020')))).toBe(0);
  });

  it('1929: a leveraged learner gets margin calls in the crash, and the loan shrinks', () => {
    const g = game('crash-1929');
    const actions: Action[] = [{ type: 'buy', asset: 'index', cents: 10_000_000 }];
    while (actions.length < stepsOf(g)) actions.push({ type: 'hold' });
    const r = replay(g, actions);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const calls = r.state.events.filter((e) => e.kind === 'margin-call' || e.kind === 'wiped-out');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[0]!.step).toBeLessThanOrEqual(quotes(g).findIndex((q) => q.date === '1929-10-29'));
  });

  it('1987: portfolio insurance sells into the Black Monday fall', () => {
    const g = game('black-monday-1987');
    const q = quotes(g);
    const monday = q.findIndex((x) => x.date === '1987-10-19');
    const actions: Action[] = [{ type: 'insure', on: true }];
    while (actions.length < stepsOf(g)) actions.push({ type: 'hold' });
    const r = replay(g, actions);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const sale = r.state.events.find((e) => e.step === monday);
    expect(sale?.kind).toBe('insurance-sale');
    expect(q[monday]!.index / q[monday - 1]!.index - 1).toBeLessThan(INSURANCE.trigger);
  });

  it('2008 and 2020: the Fed’s cuts lower what cash earns and its bond buying lifts bonds', () => {
    for (const id of ['financial-crisis-2008', 'covid-2020']) {
      const g = game(id);
      const q = quotes(g);
      expect(q[q.length - 1]!.cashRate).toBeLessThan(q[0]!.cashRate);
      expect(g.tools).toContain('fed');
      expect(g.news.some((n) => n.kind === 'fed' && n.bondMove)).toBe(true);
    }
  });
});

/** Checks the conservation law over one replay: each action moves money but never makes or loses it. */
function conservedEachStep(g: GameDefinition, actions: readonly Action[]): boolean {
  let s: GameState = startState(g);
  for (const action of actions) {
    if (s.finished) break;
    const traded = applyAction(g, s, action);
    if (traded.ok) {
      if (equityOf(traded.state) !== equityOf(s)) return false;
      const values = [traded.state.cash, traded.state.loan, ...Object.values(traded.state.positions)];
      if (values.some((v) => !Number.isSafeInteger(v) || v < 0)) return false;
    }
    const r = step(g, s, traded.ok ? action : { type: 'hold' });
    if (!r.ok) return false;
    s = r.state;
  }
  return true;
}

describe('properties', () => {
  it('money is conserved by every action at every step: cents only move, never appear or vanish', () => {
    fc.assert(
      fc.property(
        gameArb.chain((g) => fc.tuple(fc.constant(g), fc.array(actionArb(g), { maxLength: 70 }))),
        ([g, actions]) => conservedEachStep(g, actions),
      ),
      { numRuns: 150 },
    );
  });

  it('is deterministic: the same actions always give the same state', () => {
    fc.assert(
      fc.property(
        gameArb.chain((g) => fc.tuple(fc.constant(g), fc.array(actionArb(g), { maxLength: 70 }))),
        ([g, actions]) => {
          expect(replayLenient(g, actions)).toEqual(replayLenient(g, actions));
          expect(replay(g, actions)).toEqual(replay(g, actions));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a replay stops at the first impossible action and names it', () => {
    fc.assert(
      fc.property(
        gameArb.chain((g) => fc.tuple(fc.constant(g), fc.array(actionArb(g), { maxLength: 40 }))),
        ([g, actions]) => {
          const r = replay(g, actions);
          if (r.ok) return r.state.step === actions.length && r.state.actions.length === actions.length;
          let s = startState(g);
          for (let i = 0; i < r.at; i++)
            s = (step(g, s, actions[i]!) as { ok: true; state: GameState }).state;
          return !step(g, s, actions[r.at]!).ok;
        },
      ),
      { numRuns: 80 },
    );
  });
});
