import { describe, expect, it } from 'vitest';
import { getLesson, lessons } from '../../content/catalogue';
import { completionScore } from './completion-score';

const tulipTrail = [
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

describe('completion score', () => {
  it('reports the default score of 100 for a story without quiz or scoring', () => {
    const plain = lessons.find((l) => !l.scoring && !l.pages.some((p) => p.type === 'quiz'));
    if (!plain) return;
    expect(
      completionScore(
        plain,
        plain.pages.map((p) => p.id),
        {},
      ),
    ).toEqual({ score: 100 });
  });

  it('reports the percent of quiz questions answered right', () => {
    const quizzed = lessons.find((l) => !l.scoring && l.pages.some((p) => p.type === 'quiz'));
    if (!quizzed) return;
    const quiz = quizzed.pages.find((p) => p.type === 'quiz')!;
    if (quiz.type !== 'quiz') return;
    const trail = quizzed.pages.map((p) => p.id);
    const right = quiz.questions.map((q) => q.correct);
    const wrong = quiz.questions.map((q) => (q.correct + 1) % 4);
    expect(completionScore(quizzed, trail, {}, { [quiz.id]: right }).score).toBe(100);
    expect(completionScore(quizzed, trail, {}, { [quiz.id]: wrong }).score).toBe(0);
    const half = quiz.questions.map((q, i) => (i === 0 ? q.correct : (q.correct + 1) % 4));
    expect(completionScore(quizzed, trail, {}, { [quiz.id]: half }).quiz?.correct).toBe(1);
  });

  it('scores the tulip story by the path taken, within 0–100, keeping the raw total', () => {
    const tulip = getLesson('tulip-mania');
    if (!tulip) return;
    const sellHalf = { 'first-decision': 'buy-one', 'leverage-decision': 'sell-half' };
    // 10 (buy-one) + 20 (sell-half) + 50 (survived) + 20 + 10 + 15 (all three bonuses)
    const best = completionScore(tulip, tulipTrail, sellHalf);
    expect(best.breakdown?.total).toBe(125);
    expect(best.score).toBe(100);
    const skeptic = ['cover', 'first-decision', 'skeptical-observer', 'late-entry', 'educated'];
    const educated = completionScore(tulip, skeptic, {
      'first-decision': 'decline',
      'late-entry': 'buy-late',
    });
    // decline 15 + educated 30; no bonus (speculative bubbles never met, no profit, not survived)
    expect(educated.breakdown?.total).toBe(45);
    expect(educated.score).toBe(45);
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
