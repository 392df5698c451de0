import { describe, expect, it } from 'vitest';
import { getLesson, lessons } from '../../content/catalogue';
import { completionScore } from './completion-score';

describe('completion score', () => {
  it('reports the XP of a lesson without its own scoring', () => {
    const plain = lessons.find((l) => !l.scoring);
    if (!plain) return;
    expect(completionScore(plain, [plain.pages[0]!.id], {})).toEqual({ score: plain.xp });
  });

  it('scores the tulip story by the path taken', () => {
    const tulip = getLesson('tulip-mania');
    if (!tulip) return;
    const trail = [
      'cover',
      'meet-pieter',
      'a-flower-from-the-east',
      'the-wind-trade',
      'winter-fever',
      'first-decision',
      'early-investor',
      'leverage-decision',
      'survived',
      'reflection',
      'summary',
    ];
    const choices = { 'first-decision': 'buy-one', 'leverage-decision': 'sell-half' };
    // 10 (buy-one) + 20 (sell-half) + 50 (survived) + 20 + 10 + 15 (all three bonuses)
    expect(completionScore(tulip, trail, choices).score).toBe(125);
  });

  it('never reports a negative score', () => {
    const tulip = getLesson('tulip-mania');
    if (!tulip) return;
    const trail = ['cover', 'first-decision', 'aggressive-investor', 'leverage-decision', 'bankruptcy'];
    const choices = { 'first-decision': 'buy-multiple', 'leverage-decision': 'take-loan' };
    const result = completionScore(tulip, trail, choices);
    expect(result.breakdown?.total).toBe(-5);
    expect(result.score).toBe(0);
  });
});
