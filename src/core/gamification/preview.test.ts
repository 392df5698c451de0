import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLessonLookup } from './lesson-info';
import { type ActivityEntry, awardsFor, deriveProgress } from './log';
import { describeXpRange, formatXpRange, lessonXpRange } from './preview';

const { lookup: lessons } = buildLessonLookup();
const now = new Date('2026-03-11T11:00:00Z'); // a Wednesday, no time bonuses
const derive = (log: ActivityEntry[]) => deriveProgress(log, { now, timeZone: 'UTC', lessons });
const options = { now, timeZone: 'UTC', lessons };

describe('the XP a lesson card promises', () => {
  it('starts at the lesson XP for a new learner and never promises less', () => {
    const range = lessonXpRange(derive([]), 'tulip-mania', options);
    const xp = lessons('tulip-mania')!.xp;
    // first lesson today ×1.5 makes even the poorest run pay more than the base.
    expect(range.min).toBeGreaterThanOrEqual(xp);
    expect(range.max).toBeGreaterThan(range.min);
  });

  it('is what the engine then pays, for the poorest and the best run', () => {
    const range = lessonXpRange(derive([]), 'stock-market-basics', options);
    const run = (score: number, timeSpent?: number) => {
      const e: ActivityEntry = {
        id: 'x',
        type: 'lesson_complete',
        at: now,
        lessonId: 'stock-market-basics',
        data: { score, ...(timeSpent ? { timeSpent } : {}) },
      };
      return awardsFor(derive([e]), 'x').reduce((s, a) => s + a.amount, 0);
    };
    expect(run(0)).toBe(range.min);
    expect(run(100, 60)).toBeLessThanOrEqual(range.max); // the quiz adds its own award on top
    expect(run(60, 600)).toBeGreaterThanOrEqual(range.min);
    expect(run(60, 600)).toBeLessThanOrEqual(range.max);
  });

  it('adds a perfect quiz to the best run of a lesson with a quiz', () => {
    const info = lessons('stock-market-basics')!;
    expect(info.hasQuiz).toBe(true);
    const noQuiz = (id: string) => (id === info.id ? { ...info, hasQuiz: false } : lessons(id));
    const without = lessonXpRange(derive([]), info.id, { ...options, lessons: noQuiz });
    const withQuiz = lessonXpRange(derive([]), info.id, options);
    expect(withQuiz.min).toBe(without.min);
    expect(withQuiz.max).toBeGreaterThan(without.max);
  });

  it('shows a repeat at its decayed value', () => {
    const done: ActivityEntry = {
      id: 'a',
      type: 'lesson_complete',
      at: new Date('2026-03-10T11:00:00Z'),
      lessonId: 'tulip-mania',
      data: { score: 100 },
    };
    const again = lessonXpRange(derive([done]), 'tulip-mania', options);
    expect(again.min).toBeLessThan(lessons('tulip-mania')!.xp);
  });

  it('keeps min ≤ max for any history (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 9 }),
            lesson: fc.constantFrom('tulip-mania', 'dotcom-bubble', 'stock-market-basics'),
          }),
          { maxLength: 15 },
        ),
        (rows) => {
          const log = rows.map<ActivityEntry>((r, i) => ({
            id: `r${i}`,
            type: 'lesson_complete',
            at: new Date(`2026-03-0${r.day}T11:00:00Z`),
            lessonId: r.lesson,
            data: {},
          }));
          const r = lessonXpRange(derive(log), 'tulip-mania', options);
          expect(r.min).toBeGreaterThanOrEqual(1);
          expect(r.max).toBeGreaterThanOrEqual(r.min);
        },
      ),
    );
  });

  it('holds what the engine then pays for any run of the lesson and its quiz, for any history and hour (property)', () => {
    const ids = ['tulip-mania', 'stock-market-basics', 'dotcom-bubble', 'federal-reserve-explained'] as const;
    const past = fc.record({
      day: fc.integer({ min: 1, max: 9 }),
      lesson: fc.constantFrom(...ids),
      kind: fc.constantFrom('lesson_complete', 'quiz_complete', 'trade_execute'),
      score: fc.integer({ min: 0, max: 100 }),
    });
    const run = fc.record({
      lesson: fc.constantFrom(...ids),
      score: fc.integer({ min: 0, max: 100 }),
      timeSpent: fc.option(fc.integer({ min: 0, max: 4 * 3600 }), { nil: undefined }),
      quiz: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      // Any hour of a weekday or a weekend, so every time bonus (morning, happy hour, weekend) is met.
      at: fc.date({
        min: new Date('2026-03-10T00:00:00Z'),
        max: new Date('2026-03-15T23:59:59Z'),
        noInvalidDate: true,
      }),
    });
    fc.assert(
      fc.property(fc.array(past, { maxLength: 12 }), run, (rows, r) => {
        const log = rows.map<ActivityEntry>((p, i) => ({
          id: `p${i}`,
          type: p.kind,
          at: new Date(`2026-03-0${p.day}T11:00:00Z`),
          lessonId: p.lesson,
          data:
            p.kind === 'quiz_complete'
              ? { quizId: p.lesson, score: p.score, passed: p.score >= 50 }
              : { score: p.score },
        }));
        const at = { now: r.at, timeZone: 'UTC', lessons };
        // What the card prints at this moment…
        const range = lessonXpRange(deriveProgress(log, at), r.lesson, at);
        // …and what finishing then pays: the completion, then its quiz (as the lesson player records them).
        const finished: ActivityEntry[] = [
          {
            id: 'done',
            type: 'lesson_complete',
            at: r.at,
            lessonId: r.lesson,
            data: { score: r.score, ...(r.timeSpent === undefined ? {} : { timeSpent: r.timeSpent }) },
            seq: 1,
          },
          ...(r.quiz !== undefined && lessons(r.lesson)?.hasQuiz
            ? [
                {
                  id: 'quiz',
                  type: 'quiz_complete' as const,
                  at: r.at,
                  lessonId: r.lesson,
                  data: { quizId: r.lesson, score: r.quiz, passed: r.quiz >= 50 },
                  seq: 2,
                },
              ]
            : []),
        ];
        const after = deriveProgress([...log, ...finished], at);
        const paid = [...awardsFor(after, 'done'), ...awardsFor(after, 'quiz')].reduce(
          (s, a) => s + a.amount,
          0,
        );
        expect(paid).toBeGreaterThanOrEqual(range.min);
        expect(paid).toBeLessThanOrEqual(range.max);
      }),
      { numRuns: 300 },
    );
  });

  it('explains the range: what every run pays and what the best adds', () => {
    expect(describeXpRange({ min: 144, max: 493 }, true)).toBe(
      'Finishing it now pays 144 XP whatever you choose, up to 493 XP with good judgement, a brisk read and a perfect quiz',
    );
    expect(describeXpRange({ min: 144, max: 300 }, false)).toContain('with good judgement and a brisk read');
    expect(describeXpRange({ min: 20, max: 20 }, true)).toBe('Finishing it now pays 20 XP');
  });

  it('reads as one figure or a range', () => {
    expect(formatXpRange({ min: 100, max: 100 })).toBe('100 XP');
    expect(formatXpRange({ min: 100, max: 180 })).toBe('100–180 XP');
  });
});
