import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawPlacement, gradePlacement } from './placement';

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
