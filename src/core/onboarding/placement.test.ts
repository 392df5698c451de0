import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quizBank } from '../learning-path/cards';
import { FOUNDATIONS } from '../learning-path/foundations';
import { drawPlacement, gradePlacement, placementPool } from './placement';

function seeded(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('the placement check', () => {
  it('draws 3 to 5 questions from our quizzes, from different lessons, mixing easy and harder ones', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 9 }), (seed, size) => {
        const qs = drawPlacement(seeded(seed), size);
        expect(qs.length).toBe(Math.max(3, Math.min(5, size)));
        expect(new Set(qs.map((q) => q.lessonId)).size).toBe(qs.length);
        expect(qs.some((q) => q.difficulty === 'Beginner')).toBe(true);
        expect(qs.some((q) => q.difficulty !== 'Beginner')).toBe(true);
      }),
    );
  });

  it('asks a learner new to finance only general questions: the explainers’ concept questions, no story sums or tables', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 3, max: 5 }), (seed, size) => {
        const qs = drawPlacement(seeded(seed), size, undefined, true);
        expect(qs.length).toBe(size);
        expect(new Set(qs.map((q) => q.lessonId)).size).toBe(qs.length);
        for (const q of qs) {
          expect(FOUNDATIONS as readonly string[]).toContain(q.lessonId);
          expect(q.question.kind).toBeUndefined();
        }
      }),
    );
    // The questions the audit met as a newcomer are never drawn for one.
    const pool = placementPool(quizBank, true).map((q) => q.question.question);
    for (const met of [/gold squeeze/, /^Marcus owes/, /counterpart funds/, /If Amara buys/])
      expect(pool.filter((text) => met.test(text))).toEqual([]);
    // …and they are in the bank, so the filter is what keeps them out.
    const all = quizBank.map((q) => q.question.question);
    for (const met of [/gold squeeze/, /^Marcus owes/, /If Amara buys/])
      expect(all.some((t) => met.test(t))).toBe(true);
  });

  it('never asks anyone to read a lesson’s table the check does not show', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, newcomer) => {
        for (const q of drawPlacement(seeded(seed), 5, undefined, newcomer))
          expect(q.question.kind).not.toBe('reading');
      }),
    );
  });

  it('places by right answers', () => {
    const qs = drawPlacement(seeded(7), 4);
    expect(
      gradePlacement(
        qs,
        qs.map((q) => q.question.correct),
      ),
    ).toEqual({ level: 'advanced', correct: 4, total: 4 });
    expect(gradePlacement(qs, []).level).toBe('beginner');
  });
});
