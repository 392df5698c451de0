import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LessonInfo } from './lesson-info';
import { type ActivityEntry, awardsFor, deriveProgress } from './log';

const LESSONS: LessonInfo[] = [
  {
    id: 'tulip-mania',
    title: 'Tulip Mania',
    xp: 100,
    difficulty: 'medium',
    category: 'bubbles',
    expectedMinutes: 20,
    year: 1637,
    icon: '🌷',
  },
  {
    id: 'dotcom-bubble',
    title: 'Dot-com',
    xp: 100,
    difficulty: 'medium',
    category: 'bubbles',
    expectedMinutes: 20,
    year: 2000,
    icon: '💻',
  },
  {
    id: 'stock-market-basics',
    title: 'Basics',
    xp: 150,
    difficulty: 'easy',
    category: 'foundations',
    expectedMinutes: 15,
    year: 1792,
    icon: '📊',
  },
];
const lessons = (id: string) => LESSONS.find((l) => l.id === id);
let seq = 0;
const entry = (
  type: ActivityEntry['type'],
  iso: string,
  rest: Partial<ActivityEntry> = {},
): ActivityEntry => ({
  id: `e${++seq}`,
  type,
  at: new Date(iso),
  data: {},
  ...rest,
});
const derive = (log: ActivityEntry[], now = '2026-03-11T20:00:00Z', timeZone = 'UTC') =>
  deriveProgress(log, { now: new Date(now), timeZone, lessons });

// Wednesday 2026-03-11 and Thursday 12th, at 11:00 UTC: no time bonuses.
describe('progress derived from the activity log', () => {
  it('starts empty', () => {
    const p = derive([]);
    expect(p).toMatchObject({
      totalXP: 0,
      level: 1,
      currentStreak: 0,
      longestStreak: 0,
      todayXP: 0,
      dailyGoal: 10,
    });
    expect(p.achievements).toEqual([]);
  });

  it('awards a first lesson its XP with the first-of-day bonus, streak 1 and the first achievement', () => {
    const e = entry('lesson_complete', '2026-03-11T11:00:00Z', { lessonId: 'tulip-mania' });
    const p = derive([e]);
    const [a] = awardsFor(p, e.id);
    expect(a?.amount).toBe(150); // 100 × first activity today 1.5
    expect(p.totalXP).toBe(150);
    expect(p.level).toBe(3);
    expect(p.currentStreak).toBe(1);
    expect(p.todayXP).toBe(150);
    expect(p.totalLessonsCompleted).toBe(1);
    expect(p.courseProgress['tulip-mania']).toEqual({ completed: true, percent: 100 });
    expect(p.achievements.map((x) => x.id)).toEqual(['first-lesson', 'xp-100']);
    expect(p.achievements[0]?.unlockedAt).toBe('2026-03-11T11:00:00.000Z');
  });

  it('decays a lesson completed again: 1, then 0.8, then 0.6', () => {
    const log = [
      entry('lesson_complete', '2026-03-11T11:00:00Z', { lessonId: 'stock-market-basics' }),
      entry('lesson_complete', '2026-03-11T11:10:00Z', { lessonId: 'stock-market-basics' }),
      entry('lesson_complete', '2026-03-11T11:20:00Z', { lessonId: 'stock-market-basics' }),
    ];
    const p = derive(log);
    // 150 × easy 0.8 × first 1.5 = 180; then 150 × 0.8 × 0.8 = 96; then level-3 learner, 150 × 0.8 × 0.6 = 72
    expect(p.awards.map((a) => a.amount)).toEqual([180, 96, 72]);
    expect(p.totalLessonsCompleted).toBe(1);
    expect(p.lastCompleted).toEqual([{ storyId: 'stock-market-basics', date: '2026-03-11T11:20:00.000Z' }]);
  });

  it('lowers mastery for more lessons of the same category', () => {
    const log = [
      entry('lesson_complete', '2026-03-11T11:00:00Z', { lessonId: 'tulip-mania' }),
      entry('lesson_complete', '2026-03-11T11:30:00Z', { lessonId: 'dotcom-bubble' }),
    ];
    const [, second] = derive(log).awards;
    expect(second?.amount).toBe(90); // familiar 0.9
    expect(second?.details.factors.map((f) => f.name)).toContain('familiar mastery');
  });

  it('gives the daily login 10 XP once a local day', () => {
    const p = derive(
      [
        entry('login', '2026-03-11T11:00:00Z'),
        entry('login', '2026-03-11T12:00:00Z'),
        entry('login', '2026-03-12T11:00:00Z'),
      ],
      '2026-03-12T12:00:00Z',
    );
    expect(p.awards.map((a) => a.activity)).toEqual(['daily_login', 'daily_login']);
    expect(p.currentStreak).toBe(2);
  });

  it('counts the streak in the learner own time zone', () => {
    // 23:30 and 00:30 UTC are two days in UTC but the same evening in New York.
    const log = [entry('login', '2026-03-11T23:30:00Z'), entry('login', '2026-03-12T00:30:00Z')];
    expect(derive(log, '2026-03-12T01:00:00Z', 'UTC').currentStreak).toBe(2);
    expect(derive(log, '2026-03-12T01:00:00Z', 'America/New_York').currentStreak).toBe(1);
  });

  it('earns the 7-day streak milestone of 50 XP and the streak achievement', () => {
    const log = Array.from({ length: 7 }, (_, i) =>
      entry('login', `2026-03-${String(2 + i).padStart(2, '0')}T11:00:00Z`),
    );
    const p = derive(log, '2026-03-08T12:00:00Z');
    const milestone = p.awards.find((a) => a.activity === 'streak_milestone');
    expect(milestone?.details.base).toBe(50);
    expect(p.longestStreak).toBe(7);
    expect(p.achievements.map((a) => a.id)).toEqual(
      expect.arrayContaining(['streak-3', 'streak-5', 'streak-7']),
    );
  });

  it('awards a perfect quiz 75 and a passed quiz 10, and nothing for a failed one', () => {
    const p = derive([
      entry('quiz_complete', '2026-03-11T11:00:00Z', { data: { quizId: 'q1', score: 50, passed: false } }),
      entry('quiz_complete', '2026-03-11T11:05:00Z', { data: { quizId: 'q2', score: 100, passed: true } }),
      entry('quiz_complete', '2026-03-11T11:10:00Z', { data: { quizId: 'q3', score: 75, passed: true } }),
    ]);
    expect(p.awards.map((a) => [a.activity, a.details.base])).toEqual([
      ['quiz_perfect', 75],
      ['quiz_complete', 10],
    ]);
    expect(p.quizScores).toEqual({ q1: 50, q2: 100, q3: 75 });
  });

  it('adds study time, capped per entry, and resets today XP on a new day', () => {
    const p = derive(
      [
        entry('lesson_progress', '2026-03-11T11:00:00Z', {
          lessonId: 'tulip-mania',
          data: { progress: 40, timeSpent: 600 },
        }),
        entry('lesson_complete', '2026-03-11T11:20:00Z', {
          lessonId: 'tulip-mania',
          data: { timeSpent: 99_999 },
        }),
      ],
      '2026-03-12T09:00:00Z',
    );
    expect(p.totalStudyTimeMinutes).toBe(10 + 240);
    expect(p.todayXP).toBe(0);
    expect(p.currentStreak).toBe(1);
  });

  it('ignores completions of lessons it does not know', () => {
    expect(derive([entry('lesson_complete', '2026-03-11T11:00:00Z', { lessonId: 'nope' })]).totalXP).toBe(0);
  });

  it('is a function of the log: order of storage does not matter (property)', () => {
    const arb = fc.array(
      fc.record({
        type: fc.constantFrom('login', 'lesson_complete', 'quiz_complete', 'trade_execute' as const),
        minute: fc.integer({ min: 0, max: 60 * 24 * 20 }),
        lesson: fc.constantFrom('tulip-mania', 'dotcom-bubble', 'stock-market-basics'),
        score: fc.integer({ min: 0, max: 100 }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const log = rows.map((r, i) =>
          entry(r.type, new Date(Date.parse('2026-03-01T00:00:00Z') + r.minute * 60_000).toISOString(), {
            id: `x${String(i).padStart(3, '0')}`,
            lessonId: r.lesson,
            data: { quizId: r.lesson, score: r.score, passed: r.score >= 70 },
          }),
        );
        const a = derive(log, '2026-03-25T00:00:00Z');
        const b = derive([...log].reverse(), '2026-03-25T00:00:00Z');
        expect(b.totalXP).toBe(a.totalXP);
        expect(a.totalXP).toBe(a.awards.reduce((s, x) => s + x.amount, 0));
        for (const x of a.awards) expect(x.amount).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
