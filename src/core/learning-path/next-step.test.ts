import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueIds } from '../../content/catalogue';
import { quizPassed } from '../learning/quiz';
import { afterLesson } from './next-step';
import { buildPath, type PathInput } from './path';

const known = new Set(catalogueIds);
const exists = (id: string) => known.has(id);
const afterBasics = (score: number) => {
  const input: PathInput = {
    preferences: { experience: 'beginner' },
    placement: null,
    completed: new Set(['stock-market-basics']),
    quizScores: { 'stock-market-basics': score },
    mastery: {},
    tradesMade: 0,
    favouriteArea: null,
  };
  return afterLesson(buildPath(input).steps, 'stock-market-basics', exists);
};

describe('what the path says after a lesson (the completion screen’s next step)', () => {
  it('sends a learner below the pass mark back to the lesson, with the path’s reason, and moves on from a pass', () => {
    expect(afterBasics(25)).toEqual({
      revisit: 'Your quiz score was 25%: another read makes it stick.',
    });
    // A 50% quiz is passed ("Quiz passed" XP): the path, and so the completion screen, move on.
    expect(afterBasics(50)).toEqual({ lessonId: 'wall-street-explained' });
  });

  it('says revisit exactly when the quiz was not passed, whatever the score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (score) => {
        const after = afterBasics(score);
        expect(after !== undefined && 'revisit' in after).toBe(!quizPassed(score));
      }),
    );
  });
});
