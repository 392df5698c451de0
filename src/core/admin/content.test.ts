import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentReport, percentOf } from './content';

const lesson = (id: string) =>
  id === 'gone'
    ? undefined
    : {
        title: `Lesson ${id}`,
        questions: [
          { cardId: `quiz:${id}:q:0`, question: 'First?' },
          { cardId: `quiz:${id}:q:1`, question: 'Second?' },
        ],
      };

describe('contentReport', () => {
  it('shapes the counts per lesson, questions in order, unknown lessons left out', () => {
    const rows = contentReport(
      [
        { lessonId: 'a', started: 4, completed: 1 },
        { lessonId: 'b', started: 9, completed: 9 },
        { lessonId: 'gone', started: 50, completed: 2 },
      ],
      [{ cardId: 'quiz:a:q:1', answered: 3, firstRight: 2 }],
      [
        { lessonId: 'a', bucket: 0, learners: 2 },
        { lessonId: 'a', bucket: 3, learners: 1 },
      ],
      lesson,
    );
    expect(rows.map((r) => r.lessonId)).toEqual(['b', 'a']);
    expect(rows[1]).toEqual({
      lessonId: 'a',
      title: 'Lesson a',
      started: 4,
      completed: 1,
      completionRate: 25,
      questions: [
        { index: 0, question: 'First?', answered: 0, correctRate: null },
        { index: 1, question: 'Second?', answered: 3, correctRate: 67 },
      ],
      dropOff: [
        { bucket: '0–24%', learners: 2 },
        { bucket: '25–49%', learners: 0 },
        { bucket: '50–74%', learners: 0 },
        { bucket: '75–99%', learners: 1 },
      ],
    });
  });

  it('keeps every rate between 0 and 100 and completions within starts', () => {
    const count = fc.nat({ max: 1000 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ lessonId: fc.constantFrom('a', 'b', 'c'), started: count, completed: count })),
        fc.array(
          fc.record({
            cardId: fc.constantFrom('quiz:a:q:0', 'quiz:b:q:1'),
            answered: count,
            firstRight: count,
          }),
        ),
        (counts, answers) => {
          const fair = answers.map((a) => ({ ...a, firstRight: Math.min(a.firstRight, a.answered) }));
          for (const r of contentReport(counts, fair, [], lesson)) {
            expect(r.started).toBeGreaterThan(0);
            expect(r.completed).toBeLessThanOrEqual(r.started);
            expect(r.completionRate).toBeGreaterThanOrEqual(0);
            expect(r.completionRate).toBeLessThanOrEqual(100);
            for (const q of r.questions)
              if (q.correctRate !== null) expect(q.correctRate).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });

  it('gives 0 for a share of nothing', () => {
    expect(percentOf(3, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
  });
});
