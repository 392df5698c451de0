import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factorMeaning } from './factor-words';
import { buildLessonLookup } from './lesson-info';
import { type ActivityEntry, awardsFor, deriveProgress } from './log';

// The lesson score's XP factor names what the score measures: the tulip story is scored on its path
// (choices and ending, spec "Tulip story: Scoring"), not on its quiz, so its completion screen must
// not say "lesson score 100%" beside "Quiz accuracy 0/4" (audit finding 3).

const { lookup, all } = buildLessonLookup();
const lessonIds = all.map((l) => l.id);

const scoreFactorOf = (lessonId: string, score: number, iso: string) => {
  const entry: ActivityEntry = {
    id: 'e1',
    type: 'lesson_complete',
    lessonId,
    at: new Date(iso),
    data: { score, timeSpent: 600 },
  };
  const progress = deriveProgress([entry], { now: new Date(iso), timeZone: 'UTC', lessons: lookup });
  const [award] = awardsFor(progress, entry.id);
  return award?.details.factors.find((f) => / score \d+%$/.test(f.name));
};

describe('the score factor of a finished lesson', () => {
  it('the catalogue marks exactly the lessons with their own scoring (the tulip story) as path-scored', () => {
    expect(all.filter((l) => l.scoredByPath).map((l) => l.id)).toEqual(['tulip-mania']);
  });

  it('is named for what the score measures, and its meaning says the quiz is not part of a story path score', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...lessonIds),
        // Scores whose multiplier is not 1 (70–89 pays ×1 and is left out of the factors).
        fc.oneof(fc.integer({ min: 0, max: 69 }), fc.integer({ min: 80, max: 100 })),
        fc.date({ min: new Date('2026-01-05'), max: new Date('2026-12-20'), noInvalidDate: true }),
        (lessonId, score, at) => {
          const factor = scoreFactorOf(lessonId, score, at.toISOString());
          expect(factor, `${lessonId} ${score}`).toBeDefined();
          const pathScored = lookup(lessonId)?.scoredByPath === true;
          const activity = pathScored ? 'story path' : 'lesson';
          expect(factor!.name).toBe(`${activity} score ${score}%`);
          const meaning = factorMeaning(factor!.name) ?? '';
          if (pathScored) {
            expect(meaning).toMatch(/choices you made and the ending you reached, not on the quiz/);
          } else {
            expect(meaning).toMatch(/^Your score: 100% pays ×1\.5/);
          }
          // Either way the scale is the one the engine pays.
          expect(meaning).toContain('100% pays ×1.5, 90% or more ×1.3, 80% or more ×1.1, below 70% ×0.8.');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('pays the same multiplier whatever the factor is called', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (score) => {
        const at = '2026-03-11T11:00:00Z';
        const tulip = scoreFactorOf('tulip-mania', score, at);
        const other = scoreFactorOf('south-sea-bubble-1720', score, at);
        expect(tulip?.multiplier).toBe(other?.multiplier);
      }),
    );
  });
});
