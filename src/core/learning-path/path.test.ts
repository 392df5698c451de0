import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueIds } from '../../content/catalogue';
import { buildLessonLookup } from '../gamification/lesson-info';
import { recommendNextLessons } from '../gamification/recommend';
import {
  buildPath,
  GAMES,
  gameStepId,
  masteryByLesson,
  type PathInput,
  placementLevel,
  SIM_FIRST_TRADE,
} from './path';
import { lessonMasteryOf, meet } from './review';

const base: PathInput = {
  preferences: {},
  placement: null,
  completed: new Set(),
  quizScores: {},
  mastery: {},
  tradesMade: 0,
  favouriteArea: null,
};

const prefsArb = fc.record({
  learning_style: fc.subarray(['stories', 'visual', 'hands-on', 'reading']),
  goals: fc.subarray(['understand-markets', 'start-investing', 'avoid-bubbles', 'career']),
  experience: fc.constantFrom('beginner', 'intermediate', 'advanced'),
  interests: fc.subarray(['bubbles', 'crashes', 'monetary', 'modern', 'trading']),
  time_commitment: fc.constantFrom('5-min', '15-min', '30-min', 'weekends'),
});
const inputArb = fc.record({
  preferences: prefsArb,
  placement: fc.option(
    fc.record({
      level: fc.constantFrom('beginner' as const, 'intermediate' as const, 'advanced' as const),
      correct: fc.nat(5),
      total: fc.constant(4),
    }),
    { nil: null },
  ),
  completed: fc.subarray([...catalogueIds, ...GAMES.map((g) => gameStepId(g.id))]).map((ids) => new Set(ids)),
  quizScores: fc.dictionary(fc.constantFrom(...catalogueIds), fc.nat(100)),
  mastery: fc.constant({}),
  tradesMade: fc.nat(3),
  favouriteArea: fc.constantFrom(null, 'trade', 'library'),
});

describe('the learning path', () => {
  it('starts a beginner with the first foundations lesson and sends them there next', () => {
    const path = buildPath({ ...base, preferences: { experience: 'beginner' } });
    expect(path.steps[0]!.id).toBe('stock-market-basics');
    expect(path.next).toBe('stock-market-basics');
    expect(path.steps[0]!.reason).toMatch(/foundations come first/);
    expect(path.steps[1]!.reason).toMatch(/^Builds on “Stock Market Basics”/);
  });

  it('names the same first lesson as the next-lesson recommendations, in the real catalogue', () => {
    // Two foundations open in 1602; by year then name the model once put "Stock Exchanges Explained"
    // first while the path beside it on the dashboard said "Stock Market Basics".
    const [first] = recommendNextLessons(buildLessonLookup().all, {
      completed: [],
      percent: {},
      quizScores: {},
    });
    expect(first?.lessonId).toBe(buildPath(base).next);
  });

  it("gives a lesson's mastery from the cards that count, and none beside a quiz answered wrongly today", () => {
    expect(
      masteryByLesson([
        { lessonId: 'a', mastery: null },
        { lessonId: 'a', mastery: 80 },
        { lessonId: 'a', mastery: 0 },
        { lessonId: 'b', mastery: null },
        { lessonId: undefined, mastery: 50 },
      ]),
    ).toEqual({ a: 40 });
    const now = new Date('2026-03-02T10:00:00Z');
    const wrong = [0, 1, 2].map(() => meet(undefined, false, now));
    const mastery = masteryByLesson(
      wrong.map((card) => ({ lessonId: 'stock-market-basics', mastery: lessonMasteryOf(card, now) })),
    );
    const path = buildPath({
      ...base,
      completed: new Set(['stock-market-basics']),
      quizScores: { 'stock-market-basics': 0 },
      mastery,
    });
    const revisit = path.steps.find((s) => s.id === 'revisit:stock-market-basics');
    expect(revisit?.reason).toMatch(/quiz score was 0%/);
    expect(revisit?.mastery).toBeNull();
  });

  it('skips the beginner foundations for a placement at advanced level and offers the options course', () => {
    const path = buildPath({ ...base, placement: { level: 'advanced', correct: 4, total: 4 } });
    expect(path.steps.some((s) => s.id === 'stock-market-basics')).toBe(false);
    expect(path.steps.some((s) => s.kind === 'course')).toBe(true);
  });

  it('puts a crisis game right after the lesson it replays', () => {
    const path = buildPath({ ...base, preferences: { interests: ['crashes'], time_commitment: '30-min' } });
    const ids = path.steps.map((s) => s.id);
    for (const g of GAMES) {
      if (!ids.includes(gameStepId(g.id))) continue;
      expect(ids.indexOf(gameStepId(g.id))).toBe(ids.indexOf(g.lessonId) + 1);
      expect(path.steps.find((s) => s.id === gameStepId(g.id))!.prerequisites).toEqual([g.lessonId]);
    }
    expect(path.steps.some((s) => s.kind === 'game')).toBe(true);
  });

  it('moves on as the learner completes steps, and brings back a lesson with a weak quiz', () => {
    const first = buildPath({ ...base, preferences: { experience: 'beginner' } });
    const after = buildPath({
      ...base,
      preferences: { experience: 'beginner' },
      completed: new Set(['stock-market-basics']),
    });
    expect(after.steps[0]!.status).toBe('done');
    expect(after.next).toBe('wall-street-explained');
    expect(first.next).not.toBe(after.next);
    const weak = buildPath({
      ...base,
      preferences: { experience: 'beginner' },
      completed: new Set(['stock-market-basics']),
      quizScores: { 'stock-market-basics': 33 },
    });
    expect(weak.next).toBe('revisit:stock-market-basics');
    expect(weak.steps.find((s) => s.id === 'revisit:stock-market-basics')!.reason).toMatch(/33%/);
  });

  it('counts the first trade as done once the learner has traded', () => {
    const path = buildPath({ ...base, preferences: { learning_style: ['hands-on'] }, tradesMade: 1 });
    expect(path.steps.find((s) => s.id === SIM_FIRST_TRADE)!.status).toBe('done');
  });

  it('always has unique ids, a reason per step, one next step while open, and only known prerequisites', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const path = buildPath(input);
        const ids = path.steps.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const s of path.steps) {
          expect(s.reason.length).toBeGreaterThan(10);
          for (const p of s.prerequisites) expect(ids.indexOf(p)).toBeLessThan(ids.indexOf(s.id));
        }
        const nexts = path.steps.filter((s) => s.status === 'next');
        expect(nexts.length).toBe(path.steps.every((s) => s.status === 'done') ? 0 : 1);
        expect(path.done).toBe(path.steps.filter((s) => s.status === 'done').length);
        for (const s of path.steps)
          if (s.kind === 'lesson' && !s.id.startsWith('revisit:') && input.completed.has(s.id))
            expect(s.status).toBe('done');
        // Each lesson says why it is there in its own words, not one line repeated down the path
        // (a revisit's reason is the learner's own score).
        const reasons = path.steps
          .filter((s) => s.kind === 'lesson' && !s.id.startsWith('revisit:'))
          .map((s) => s.reason);
        expect(new Set(reasons).size).toBe(reasons.length);
      }),
    );
  });

  it('places learners by the share of right answers', () => {
    expect(placementLevel(1, 4)).toBe('beginner');
    expect(placementLevel(2, 4)).toBe('intermediate');
    expect(placementLevel(4, 4)).toBe('advanced');
    expect(placementLevel(0, 0)).toBe('beginner');
  });
});
