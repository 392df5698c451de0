// A finished game's figures: return, the index's return, maximum drawdown, the risk-adjusted score,
// the two benchmarks (buy-and-hold, selling at the bottom) and which decisions helped or hurt.
import { replay, replayLenient, START_CENTS, stepsOf } from './engine';
import { bottomStep, quotes } from './path';
import type { Action, GameDefinition, GameResult, GameState } from './types';

/** Largest fall from a running peak, as a fraction (0.25 for −25 %). */
export function maxDrawdown(curve: readonly number[]): number {
  let peak = Number.NEGATIVE_INFINITY;
  let worst = 0;
  for (const v of curve) {
    peak = Math.max(peak, v);
    if (peak > 0) worst = Math.max(worst, (peak - v) / peak);
  }
  return Math.min(1, worst);
}

/**
 * Risk-adjusted points: 1,000 × (1 + your return − the index's return) × (1 − your maximum
 * drawdown), never below 0. Beating the index adds points, a deep fall on the way costs them, so a
 * lucky all-in gamble scores less than a steady hand with the same return.
 */
export const SCORE_EXPLANATION =
  'Score = 1,000 × (1 + your return − the index’s return) × (1 − your largest fall from a peak). Beating the index raises it; a deep drawdown along the way lowers it, so steady beats lucky.';

export function riskAdjustedScore(ret: number, indexReturn: number, drawdown: number): number {
  return Math.max(0, Math.round(1000 * (1 + ret - indexReturn) * (1 - drawdown)));
}

export function resultOf(game: GameDefinition, state: GameState): GameResult {
  const q = quotes(game);
  const finalCents = state.equity[state.equity.length - 1] ?? START_CENTS;
  const ret = finalCents / START_CENTS - 1;
  const last = q[Math.min(state.step, q.length - 1)]!;
  const indexReturn = last.index / q[0]!.index - 1;
  const drawdown = maxDrawdown(state.equity);
  return {
    finalCents,
    startCents: START_CENTS,
    return: ret,
    indexReturn,
    maxDrawdown: drawdown,
    score: riskAdjustedScore(ret, indexReturn, drawdown),
  };
}

const holds = (n: number): Action[] => Array.from({ length: n }, () => ({ type: 'hold' }));

/** The starting portfolio held to the end. */
export function buyAndHold(game: GameDefinition): GameState {
  return replayLenient(game, holds(stepsOf(game)));
}

/** Held until the index's lowest step, everything sold there, cash to the end. */
export function sellAtBottom(game: GameDefinition): GameState {
  const actions = holds(stepsOf(game));
  const low = Math.min(bottomStep(game), actions.length - 1);
  if (low >= 0) actions[low] = { type: 'rebalance', weights: {} };
  return replayLenient(game, actions);
}

export type Decision = {
  /** Index of the decision (its step). */
  step: number;
  date: string;
  action: Action;
  /** Final equity with this decision minus final equity had it been a hold, cents. */
  effectCents: number;
};

/** Every non-hold decision with what it changed at the end (the same game with that one a hold). */
export function decisionEffects(game: GameDefinition, actions: readonly Action[]): Decision[] {
  const q = quotes(game);
  const actual = replayLenient(game, actions);
  const final = actual.equity[actual.equity.length - 1] ?? START_CENTS;
  const out: Decision[] = [];
  actions.forEach((action, i) => {
    if (action.type === 'hold') return;
    const without = [...actions];
    without[i] = { type: 'hold' };
    const other = replayLenient(game, without);
    out.push({
      step: i,
      date: q[i]?.date ?? '',
      action,
      effectCents: final - (other.equity[other.equity.length - 1] ?? START_CENTS),
    });
  });
  return out.sort((a, b) => Math.abs(b.effectCents) - Math.abs(a.effectCents));
}

export type Verdict = { ok: true; state: GameState; result: GameResult } | { ok: false; reason: string };

/**
 * What the server (and the browser) accepts as a finished game: exactly one possible action per
 * step, replayed from the start. Anything else is refused with the reason.
 */
export function judge(game: GameDefinition, actions: readonly Action[]): Verdict {
  const steps = stepsOf(game);
  if (actions.length !== steps) {
    return {
      ok: false,
      reason: `A finished ${game.title} game has ${steps} decisions, not ${actions.length}`,
    };
  }
  const r = replay(game, actions);
  if (!r.ok) return { ok: false, reason: `Decision ${r.at + 1} is impossible: ${r.reason}` };
  return { ok: true, state: r.state, result: resultOf(game, r.state) };
}
