// The game engine: `step(state, action)` applies one decision at the current date's prices, then
// moves the calendar to the next date (market moves, interest, margin calls, portfolio insurance).
// Money is integer cents; an action only moves cents between cash, loan and positions, so it never
// creates or destroys any. Pure and deterministic: the server replays a learner's actions with it.
import { assetsOf, quotes } from './path';
import type { Action, AssetId, GameDefinition, GameEvent, GameState, StepResult } from './types';

export const START_CENTS = 10_000_000;
/** The starting mix in percent of $100,000 (stocks share their part equally). */
export const START_MIX = { index: 40, stocks: 30, bonds: 20, cash: 10 } as const;
/** 1929: borrow up to your equity again (50 % margin); a call when equity falls under 30 % of holdings. */
export const MARGIN = { maxLoanPerEquity: 1, maintenance: 0.3, restoreTo: 0.5, loanRate: 0.06 } as const;
/** 1987 portfolio insurance: after a fall of 3 % or more in one step it sells 20 % of your stocks. */
export const INSURANCE = { trigger: -0.03, sells: 0.2 } as const;
/** An order is whole cents from $1 to $10 million. */
export const MAX_ORDER_CENTS = 1_000_000_000;

export function startState(game: GameDefinition): GameState {
  const positions = {} as Record<AssetId, number>;
  const stocks = game.stocks.length;
  const stockCents = (START_CENTS * START_MIX.stocks) / 100;
  positions.index = (START_CENTS * START_MIX.index) / 100;
  game.stocks.forEach((s, i) => {
    const share = Math.floor(stockCents / stocks);
    positions[`stock:${s.symbol}`] = i === 0 ? stockCents - share * (stocks - 1) : share;
  });
  positions.bonds = (START_CENTS * START_MIX.bonds) / 100;
  const cash = START_CENTS - Object.values(positions).reduce((s, v) => s + v, 0);
  return {
    gameId: game.id,
    step: 0,
    cash,
    loan: 0,
    positions,
    insurance: false,
    equity: [START_CENTS],
    actions: [],
    events: [],
    finished: quotes(game).length <= 1,
  };
}

export function holdingsValue(state: GameState): number {
  return Object.values(state.positions).reduce((s, v) => s + v, 0);
}

export function equityOf(state: GameState): number {
  return state.cash + holdingsValue(state) - state.loan;
}

/** How much may be borrowed now (1929 only): up to the equity again, less what is owed. */
export function borrowable(game: GameDefinition, state: GameState): number {
  if (!game.tools.includes('margin')) return 0;
  return Math.max(0, Math.floor(equityOf(state) * MARGIN.maxLoanPerEquity) - state.loan);
}

function fail(reason: string): StepResult {
  return { ok: false, reason };
}

const isCents = (n: number) => Number.isSafeInteger(n) && n > 0;
const NO_SUCH_ASSET = 'This game has no such asset';
const TOO_LARGE = `An order can be at most $${(MAX_ORDER_CENTS / 100).toLocaleString('en-US')}`;
const wholeDollars = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}`;

/** "Not enough cash for this purchase: you have $5,003 in cash" (and what margin could still lend). */
function notEnoughCash(s: GameState, canBorrow: number): string {
  const lend = canBorrow > 0 ? ` and may borrow ${wholeDollars(canBorrow)} more on margin` : '';
  return `Not enough cash for this purchase: you have ${wholeDollars(s.cash)} in cash${lend}`;
}

/** Applies the action at the current date's prices; no money moves in or out. */
function trade(game: GameDefinition, s: GameState, action: Action): StepResult {
  const assets = new Set<string>(assetsOf(game));
  const positions = { ...s.positions };
  switch (action.type) {
    case 'hold':
      return { ok: true, state: s };
    case 'buy': {
      if (!assets.has(action.asset)) return fail(NO_SUCH_ASSET);
      if (!isCents(action.cents)) return fail('An order must be a whole number of cents above zero');
      const fromCash = Math.min(s.cash, action.cents);
      const borrowed = action.cents - fromCash;
      // Any amount above what the learner has says so, however large it is.
      const canBorrow = borrowable(game, s);
      if (borrowed > canBorrow) return fail(notEnoughCash(s, canBorrow));
      if (action.cents > MAX_ORDER_CENTS) return fail(TOO_LARGE);
      positions[action.asset] = (positions[action.asset] ?? 0) + action.cents;
      return { ok: true, state: { ...s, positions, cash: s.cash - fromCash, loan: s.loan + borrowed } };
    }
    case 'sell': {
      if (!assets.has(action.asset)) return fail(NO_SUCH_ASSET);
      if (!isCents(action.cents)) return fail('An order must be a whole number of cents above zero');
      const held = positions[action.asset] ?? 0;
      if (action.cents > held) return fail('You cannot sell more than you hold');
      if (action.cents > MAX_ORDER_CENTS) return fail(TOO_LARGE);
      positions[action.asset] = held - action.cents;
      // Proceeds repay a margin loan first, as a broker would.
      const repay = Math.min(s.loan, action.cents);
      return {
        ok: true,
        state: { ...s, positions, loan: s.loan - repay, cash: s.cash + action.cents - repay },
      };
    }
    case 'rebalance': {
      const entries = Object.entries(action.weights) as [AssetId, number][];
      let total = 0;
      for (const [asset, w] of entries) {
        if (!assets.has(asset)) return fail(NO_SUCH_ASSET);
        if (!Number.isInteger(w) || w < 0 || w > 100) return fail('Weights are whole percents from 0 to 100');
        total += w;
      }
      if (total > 100) return fail('Weights add up to more than 100 %');
      const equity = equityOf(s);
      if (equity <= 0) return fail('There is nothing left to rebalance');
      const next = {} as Record<AssetId, number>;
      for (const asset of assetsOf(game)) {
        next[asset] = Math.floor((equity * (action.weights[asset] ?? 0)) / 100);
      }
      const invested = Object.values(next).reduce((a, v) => a + v, 0);
      return { ok: true, state: { ...s, positions: next, loan: 0, cash: equity - invested } };
    }
    case 'insure':
      if (!game.tools.includes('insurance')) return fail('Portfolio insurance is not part of this game');
      if (typeof action.on !== 'boolean') return fail('Insurance is on or off');
      return { ok: true, state: { ...s, insurance: action.on } };
    default:
      return fail('Unknown action');
  }
}

/** Sells `cents` spread over the holdings in proportion, repaying the loan first; returns the new state. */
function sellProportionally(s: GameState, cents: number, only?: (a: AssetId) => boolean): GameState {
  const held = (Object.entries(s.positions) as [AssetId, number][]).filter(
    ([a, v]) => v > 0 && (!only || only(a)),
  );
  const total = held.reduce((sum, [, v]) => sum + v, 0);
  if (total <= 0 || cents <= 0) return s;
  const positions = { ...s.positions };
  let left = Math.min(cents, total);
  held.forEach(([asset, value], i) => {
    const part = i === held.length - 1 ? left : Math.min(left, Math.round((cents * value) / total));
    positions[asset] = value - part;
    left -= part;
  });
  const sold = Math.min(cents, total);
  const repay = Math.min(s.loan, sold);
  return { ...s, positions, loan: s.loan - repay, cash: s.cash + sold - repay };
}

/** Moves from step k to k+1: prices, interest, then the era's machinery. */
function advance(game: GameDefinition, s: GameState): GameState {
  const q = quotes(game);
  const from = q[s.step]!;
  const to = q[s.step + 1]!;
  const days = (Date.parse(to.date) - Date.parse(from.date)) / 86_400_000;
  const positions = {} as Record<AssetId, number>;
  for (const [asset, value] of Object.entries(s.positions) as [AssetId, number][]) {
    positions[asset] = Math.round((value * to.prices[asset]!) / from.prices[asset]!);
  }
  const cash = s.cash + Math.round((s.cash * from.cashRate * days) / 365);
  const loan = s.loan + Math.round((s.loan * MARGIN.loanRate * days) / 365);
  let next: GameState = { ...s, step: s.step + 1, positions, cash, loan };
  const events: GameEvent[] = [];

  if (next.insurance && to.index / from.index - 1 <= INSURANCE.trigger) {
    const stocks = (a: AssetId) => a !== 'bonds';
    const exposure = Object.entries(next.positions)
      .filter(([a]) => stocks(a as AssetId))
      .reduce((sum, [, v]) => sum + v, 0);
    const cents = Math.round(exposure * INSURANCE.sells);
    if (cents > 0) {
      next = sellProportionally(next, cents, stocks);
      events.push({ step: next.step, kind: 'insurance-sale', cents });
    }
  }

  if (next.loan > 0) {
    const held = holdingsValue(next);
    const equity = equityOf(next);
    if (equity <= 0) {
      const lost = held;
      next = sellProportionally(next, held);
      events.push({ step: next.step, kind: 'wiped-out', cents: lost });
    } else if (equity < MARGIN.maintenance * held) {
      // Sell x so that equity / (held − x) is back at the initial margin.
      const cents = Math.min(held, Math.ceil(held - equity / MARGIN.restoreTo));
      next = sellProportionally(next, cents);
      events.push({ step: next.step, kind: 'margin-call', cents });
    }
  }

  const finished = next.step >= q.length - 1;
  return {
    ...next,
    equity: [...s.equity, equityOf(next)],
    events: [...s.events, ...events],
    finished,
  };
}

/** One decision: the action at today's prices, then the calendar moves on. */
export function step(game: GameDefinition, state: GameState, action: Action): StepResult {
  if (state.finished) return fail('The game is over');
  const traded = trade(game, state, action);
  if (!traded.ok) return traded;
  const moved = advance(game, traded.state);
  return { ok: true, state: { ...moved, actions: [...state.actions, action] } };
}

/** Applies the action at today's prices without moving the calendar (for previews and checks). */
export function applyAction(game: GameDefinition, state: GameState, action: Action): StepResult {
  if (state.finished) return fail('The game is over');
  return trade(game, state, action);
}

export type Replay = { ok: true; state: GameState } | { ok: false; at: number; reason: string };

/** Replays a recorded action list from the start; the first impossible action stops it. */
export function replay(game: GameDefinition, actions: readonly Action[]): Replay {
  let state = startState(game);
  for (let i = 0; i < actions.length; i++) {
    const r = step(game, state, actions[i]!);
    if (!r.ok) return { ok: false, at: i, reason: r.reason };
    state = r.state;
  }
  return { ok: true, state };
}

/** Like `replay`, but an impossible action counts as a hold (for "what if" comparisons). */
export function replayLenient(game: GameDefinition, actions: readonly Action[]): GameState {
  let state = startState(game);
  for (const action of actions) {
    if (state.finished) break;
    const r = step(game, state, action);
    state = r.ok ? r.state : (step(game, state, { type: 'hold' }) as { ok: true; state: GameState }).state;
  }
  return state;
}

/** How many decisions a whole game takes. */
export function stepsOf(game: GameDefinition): number {
  return quotes(game).length - 1;
}
