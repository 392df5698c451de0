import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LessonInfo } from './lesson-info';
import { type ActivityEntry, awardsFor, deriveProgress, previewAwards } from './log';

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

  it('lowers mastery for more lessons of the same category, but a first completion keeps the lesson XP', () => {
    const log = [
      entry('lesson_complete', '2026-03-11T11:00:00Z', { lessonId: 'tulip-mania' }),
      entry('lesson_complete', '2026-03-11T11:30:00Z', { lessonId: 'dotcom-bubble' }),
    ];
    const [, second] = derive(log).awards;
    // familiar 0.9 would make 90; a first completion never pays less than the lesson's 100.
    expect(second?.details.factors.map((f) => f.name)).toContain('familiar mastery');
    expect(second?.amount).toBe(100);
    expect(second?.details.floor).toBe(100);
  });

  it('pays a wrong branch of a story at least the lesson XP, and a good one its bonus on top', () => {
    const at = '2026-03-11T11:00:00Z';
    const risky = derive([
      entry('lesson_complete', at, { lessonId: 'stock-market-basics', data: { score: 20 } }),
    ]);
    const safe = derive([
      entry('lesson_complete', at, { lessonId: 'stock-market-basics', data: { score: 100 } }),
    ]);
    // easy 0.8 × quality 0.8 × first 1.5 = 0.96 → raised to the base 150; perfect: 0.8 × 1.5 × 1.5 = 1.8.
    expect(risky.totalXP).toBe(150);
    expect(safe.totalXP).toBe(270);
  });

  it('lets a repeat decay below the lesson XP (the floor is for first completions only)', () => {
    const log = [
      entry('lesson_complete', '2026-03-11T11:00:00Z', { lessonId: 'tulip-mania', data: { score: 10 } }),
      entry('lesson_complete', '2026-03-11T11:30:00Z', { lessonId: 'tulip-mania', data: { score: 10 } }),
    ];
    const [, again] = derive(log).awards;
    expect(again?.amount).toBeLessThan(100);
    expect(again?.details.floor).toBeUndefined();
  });

  it('does not count signing in as learning: no streak, no daily goal, no first-of-day bonus', () => {
    const p = derive([entry('login', '2026-03-11T11:00:00Z')], '2026-03-11T12:00:00Z');
    expect(p.awards.map((a) => [a.activity, a.amount])).toEqual([['daily_login', 10]]);
    expect(p.currentStreak).toBe(0);
    expect(p.todayXP).toBe(0);
    expect(p.todayXP).toBeLessThan(p.dailyGoal);
    expect(p.lastActiveDate).toBeNull();
  });

  it('gives the first lesson of the day its bonus even after signing in that day', () => {
    const lessonEntry = entry('lesson_complete', '2026-03-11T11:10:00Z', { lessonId: 'tulip-mania' });
    const p = derive([entry('login', '2026-03-11T11:00:00Z'), lessonEntry]);
    const [a] = awardsFor(p, lessonEntry.id);
    expect(a?.details.factors.map((f) => f.name)).toContain('first lesson today');
    expect(p.currentStreak).toBe(1);
    expect(p.todayXP).toBe(a?.amount);
  });

  it('counts a quiz, a trade or lesson study as learning for the streak', () => {
    for (const type of ['quiz_complete', 'trade_execute', 'lesson_progress'] as const) {
      const p = derive([entry(type, '2026-03-11T11:00:00Z', { lessonId: 'tulip-mania', data: {} })]);
      expect(p.currentStreak).toBe(1);
    }
  });

  it('previews exactly what the next entry will earn', () => {
    const log = [entry('lesson_complete', '2026-03-10T11:00:00Z', { lessonId: 'tulip-mania' })];
    const now = '2026-03-11T11:00:00Z';
    const p = derive(log, now);
    const next = {
      type: 'lesson_complete' as const,
      at: new Date(now),
      lessonId: 'dotcom-bubble',
      data: { score: 30 },
    };
    const preview = previewAwards(p, [next], { timeZone: 'UTC', lessons });
    const after = derive([...log, { ...next, id: 'real' }], now);
    expect(preview.map((a) => a.amount)).toEqual(awardsFor(after, 'real').map((a) => a.amount));
    expect(p.totalXP).toBe(derive(log, now).totalXP); // the preview changed nothing
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
    expect(p.currentStreak).toBe(0);
  });

  it('counts the streak in the learner own time zone', () => {
    // 23:30 and 00:30 UTC are two days in UTC but the same evening in New York.
    const log = [
      entry('trade_execute', '2026-03-11T23:30:00Z'),
      entry('trade_execute', '2026-03-12T00:30:00Z'),
    ];
    expect(derive(log, '2026-03-12T01:00:00Z', 'UTC').currentStreak).toBe(2);
    expect(derive(log, '2026-03-12T01:00:00Z', 'America/New_York').currentStreak).toBe(1);
  });

  it('earns the 7-day streak milestone of 50 XP and the streak achievement', () => {
    const log = Array.from({ length: 7 }, (_, i) =>
      entry('trade_execute', `2026-03-${String(2 + i).padStart(2, '0')}T11:00:00Z`),
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

  it('never lets sign-ins alone meet the daily goal or start a streak (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 * 24 * 10 }), { maxLength: 40 }), (minutes) => {
        const log = minutes.map((m, i) =>
          entry('login', new Date(Date.parse('2026-03-01T00:00:00Z') + m * 60_000).toISOString(), {
            id: `l${i}`,
          }),
        );
        for (const now of ['2026-03-05T12:00:00Z', '2026-03-11T23:00:00Z']) {
          const p = derive(log, now);
          expect(p.currentStreak).toBe(0);
          expect(p.longestStreak).toBe(0);
          expect(p.todayXP).toBe(0);
        }
      }),
    );
  });

  it('pays every first completion at least the lesson XP, whatever the branch, time or history (property)', () => {
    const arb = fc.record({
      before: fc.array(
        fc.record({
          type: fc.constantFrom('login', 'lesson_complete', 'quiz_complete', 'trade_execute' as const),
          minute: fc.integer({ min: 0, max: 60 * 24 * 20 }),
          lesson: fc.constantFrom('tulip-mania', 'dotcom-bubble'),
        }),
        { maxLength: 20 },
      ),
      score: fc.integer({ min: 0, max: 100 }),
      seconds: fc.integer({ min: 0, max: 20_000 }),
      minute: fc.integer({ min: 60 * 24 * 21, max: 60 * 24 * 25 }),
    });
    fc.assert(
      fc.property(arb, ({ before, score, seconds, minute }) => {
        const t = (m: number) => new Date(Date.parse('2026-03-01T00:00:00Z') + m * 60_000).toISOString();
        const log = before.map((r, i) =>
          entry(r.type, t(r.minute), {
            id: `b${i}`,
            lessonId: r.lesson,
            data: { quizId: r.lesson, score: 80, passed: true },
          }),
        );
        const last = entry('lesson_complete', t(minute), {
          id: 'last',
          lessonId: 'stock-market-basics',
          data: { score, timeSpent: seconds },
        });
        const [a] = awardsFor(derive([...log, last], '2026-03-30T00:00:00Z'), 'last');
        expect(a?.amount).toBeGreaterThanOrEqual(150);
      }),
    );
  });
});
