import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameById } from './data';
import { START_CENTS, stepsOf } from './engine';
import { bottomStep, quotes } from './path';
import {
  buyAndHold,
  decisionEffects,
  judge,
  maxDrawdown,
  resultOf,
  riskAdjustedScore,
  sellAtBottom,
} from './score';
import type { Action, GameDefinition } from './types';

const covid = gameById('covid-2020') as GameDefinition;
const holds = (n: number): Action[] => Array.from({ length: n }, () => ({ type: 'hold' }));

describe('maximum drawdown', () => {
  it('is the largest fall from a running peak', () => {
    expect(maxDrawdown([100, 120, 60, 90, 130, 117])).toBeCloseTo(0.5);
    expect(maxDrawdown([100, 110, 120])).toBe(0);
  });

  it('is always between 0 and 1', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1 }), (curve) => {
        const d = maxDrawdown(curve);
        return d >= 0 && d <= 1;
      }),
    );
  });
});

describe('the risk-adjusted score', () => {
  it('rewards beating the index and punishes a deep fall on the way', () => {
    expect(riskAdjustedScore(0, 0, 0)).toBe(1000);
    expect(riskAdjustedScore(0.1, -0.2, 0.1)).toBe(1170);
    expect(riskAdjustedScore(0.1, -0.2, 0.5)).toBeLessThan(riskAdjustedScore(0.05, -0.2, 0.1));
    expect(riskAdjustedScore(-2, 0.5, 0.9)).toBe(0);
  });
});

describe('benchmarks', () => {
  it('buy-and-hold is the starting portfolio held to the end', () => {
    const bh = buyAndHold(covid);
    expect(bh.actions).toEqual(holds(stepsOf(covid)));
    expect(resultOf(covid, bh).indexReturn).toBeCloseTo(2874.56 / 3386.15 - 1, 10);
  });

  it('selling at the bottom sells everything on the index’s lowest date and keeps cash', () => {
    const sb = sellAtBottom(covid);
    const low = bottomStep(covid);
    expect(quotes(covid)[low]!.date).toBe('2020-03-23');
    expect(sb.actions[low]).toEqual({ type: 'rebalance', weights: {} });
    expect(Object.values(sb.positions).every((v) => v === 0)).toBe(true);
    expect(resultOf(covid, sb).finalCents).toBeLessThan(resultOf(covid, buyAndHold(covid)).finalCents);
  });
});

describe('judging a finished game', () => {
  it('accepts exactly one possible action per step and scores it', () => {
    const v = judge(covid, holds(stepsOf(covid)));
    expect(v.ok).toBe(true);
    if (v.ok) expect(v.result.startCents).toBe(START_CENTS);
  });

  it('refuses too few or too many decisions and impossible ones, saying which', () => {
    expect(judge(covid, holds(3))).toEqual({
      ok: false,
      reason: `A finished ${covid.title} game has ${stepsOf(covid)} decisions, not 3`,
    });
    const forged = holds(stepsOf(covid));
    forged[4] = { type: 'sell', asset: 'index', cents: 99_000_000 };
    expect(judge(covid, forged)).toEqual({
      ok: false,
      reason: 'Decision 5 is impossible: You cannot sell more than you hold',
    });
  });
});

describe('decisions that helped or hurt', () => {
  it('measures each decision against holding instead, biggest effect first', () => {
    const actions = holds(stepsOf(covid));
    actions[0] = { type: 'sell', asset: 'stock:CCL', cents: 1_000_000 };
    actions[bottomStep(covid)] = { type: 'sell', asset: 'index', cents: 1_000_000 };
    const effects = decisionEffects(covid, actions);
    expect(effects).toHaveLength(2);
    expect(Math.abs(effects[0]!.effectCents)).toBeGreaterThanOrEqual(Math.abs(effects[1]!.effectCents));
    const atBottom = effects.find((e) => e.step === bottomStep(covid))!;
    expect(atBottom.effectCents).toBeLessThan(0); // selling at the low hurt
  });
});
