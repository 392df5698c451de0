import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLessonLookup } from '../../../core/gamification/lesson-info';
import { type ActivityEntry, deriveProgress } from '../../../core/gamification/log';
import { startTestServer, type TestServer } from '../../test/server';

// Wednesday 2026-03-11 11:00 UTC: no morning, weekend, happy-hour or double-XP bonus applies.
const WEDNESDAY = new Date('2026-03-11T11:00:00Z');
const THURSDAY = new Date('2026-03-12T11:00:00Z');

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: WEDNESDAY });
});
afterAll(() => s.close());

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

type Recorded = {
  xpEvent: { amount: number; activity: string; details: { message: string; multiplier: number } } | null;
  xpEvents: { amount: number }[];
  xpEarned: number;
  newAchievements: { id: string; unlockedAt: string }[];
  user: {
    totalXP: number;
    level: number;
    currentStreak: number;
    todayXP: number;
    totalLessonsCompleted: number;
  };
};

describe('progress routes', () => {
  it('refuse a caller without a token', async () => {
    for (const path of [
      '/api/auth/progress',
      '/api/progress/progress',
      '/api/progress/user',
      '/api/analytics/dashboard',
      '/api/analytics/achievements',
      '/api/analytics/streak',
      '/api/achievements',
      '/api/ml/predictions/next_lesson',
    ]) {
      expect((await s.fetch(path)).status, path).toBe(401);
    }
    expect((await s.fetch('/api/analytics/track', { body: { activityType: 'login' } })).status).toBe(401);
  });

  it('award a completed lesson XP computed on the server, explained, with streak 1 and the first achievement', async () => {
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    const res = await s.fetch('/api/auth/progress', {
      token,
      body: { storyId: 'tulip-mania', completed: true, score: 100, xp: 99999 },
    });
    expect(res.status).toBe(200);
    const body = await json<Recorded>(res);
    // tulip-mania: 100 XP base × first activity today 1.5 × quality (score 100) 1.5 × difficulty.
    expect(body.xpEvent?.activity).toBe('lesson_complete');
    expect(body.xpEvent?.details.message).toContain(`+${body.xpEvent?.amount} XP`);
    expect(body.xpEvent?.details.multiplier).toBeGreaterThan(1);
    expect(body.user.totalXP).toBe(body.xpEvent?.amount);
    expect(body.user.totalXP).toBeLessThan(1000);
    expect(body.user.currentStreak).toBe(1);
    expect(body.user.totalLessonsCompleted).toBe(1);
    expect(body.newAchievements.map((a) => a.id)).toContain('first-lesson');
    expect(body.newAchievements[0]?.unlockedAt).toBe(WEDNESDAY.toISOString());

    const list = await json<{
      progress: { storyId: string; completed: boolean; score: number }[];
      totalXP: number;
    }>(await s.fetch('/api/auth/progress', { token }));
    expect(list.progress).toEqual([
      { storyId: 'tulip-mania', completed: true, score: 100, timestamp: WEDNESDAY.toISOString() },
    ]);
    expect(list.totalXP).toBe(body.user.totalXP);
  });

  it('decays a lesson completed twice', async () => {
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    // A quiz first, so neither completion is the first learning of the day (a self-reported trade
    // no longer counts: trade XP comes from the server's own trade log).
    await s.fetch('/api/analytics/track', {
      token,
      body: {
        activityType: 'quiz_complete',
        activityData: { quizId: 'tulip-mania', score: 80, passed: true },
      },
    });
    const first = await json<Recorded>(
      await s.fetch('/api/auth/progress', { token, body: { storyId: 'dotcom-bubble', completed: true } }),
    );
    const second = await json<Recorded>(
      await s.fetch('/api/auth/progress', { token, body: { storyId: 'dotcom-bubble', completed: true } }),
    );
    expect(second.xpEvent!.amount).toBe(Math.round(first.xpEvent!.amount * 0.8));
    expect(second.xpEvent!.details.message).toContain('repeat #2 ×0.8');
    expect(second.user.totalLessonsCompleted).toBe(1);
  });

  it('a guest lesson carried into a new account is scored by the server, and counted once when the carry resumes', async () => {
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    // What the client sends for each lesson a guest finished (src/web/lib/guest-carry): no XP figure.
    const lesson = {
      activityType: 'lesson_complete',
      activityData: { lessonId: 'stock-market-basics', score: 100 },
    };
    const key = 'guest-carry:lesson:stock-market-basics';
    const send = () =>
      s.fetch('/api/analytics/track', { token, body: lesson, headers: { 'idempotency-key': key } });
    const first = await json<Recorded>(await send());
    expect(first.xpEarned).toBeGreaterThanOrEqual(150);
    expect(first.newAchievements.map((a) => a.id)).toContain('first-lesson');
    expect(first.user.totalLessonsCompleted).toBe(1);
    // A reload half-way sends it again with the same key: nothing more is earned.
    const again = await json<Recorded>(await send());
    expect(again.user.totalXP).toBe(first.user.totalXP);
    expect(again.user.totalLessonsCompleted).toBe(1);
    const progress = await json<{ progress: { storyId: string; completed: boolean }[] }>(
      await s.fetch('/api/auth/progress', { token }),
    );
    expect(progress.progress.filter((r) => r.storyId === 'stock-market-basics' && r.completed)).toHaveLength(
      1,
    );
  });

  it('scores a carried guest lesson and quiz at the time the guest did them, before the account existed, and never after', async () => {
    // Tuesday 15:00 UTC: happy hour (×1.5) for a learner in UTC, which Wednesday 11:00 is not.
    const tuesday = '2026-03-10T15:00:00.000Z';
    const quizAt = '2026-03-10T15:05:00.000Z';
    const lessonId = 'stock-market-basics';
    const entries: ActivityEntry[] = [
      { id: 'a', type: 'lesson_complete', at: new Date(tuesday), lessonId, data: { score: 50 } },
      {
        id: 'b',
        type: 'quiz_complete',
        at: new Date(quizAt),
        lessonId,
        data: { quizId: lessonId, score: 80, passed: true },
      },
    ];
    // What guest mode showed for the same two activities (the same core engine, on the device).
    const guest = deriveProgress(entries, {
      now: WEDNESDAY,
      timeZone: 'UTC',
      lessons: buildLessonLookup().lookup,
    });
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    const send = (activityType: string, activityData: Record<string, unknown>) =>
      s.fetch('/api/analytics/track', { token, body: { activityType, activityData } }).then(json<Recorded>);
    const lesson = await send('lesson_complete', { lessonId, score: 50, occurredAt: tuesday });
    const quiz = await send('quiz_complete', {
      quizId: lessonId,
      score: 80,
      passed: true,
      occurredAt: quizAt,
    });
    expect(lesson.xpEarned + quiz.xpEarned).toBe(guest.totalXP);
    expect(lesson.xpEvent?.details.message).toMatch(/happy hour/);
    // The timeline shows the day it was studied.
    const dashboard = await json<{ studied: { storyId: string; date: string }[] }>(
      await s.fetch('/api/analytics/dashboard', { token }),
    );
    expect(dashboard.studied).toEqual([{ storyId: lessonId, date: tuesday }]);

    // A time after the account was made is not guest mode: the server's clock stamps it.
    const other = await s.signUp();
    s.setNow(THURSDAY);
    const later = await json<Recorded>(
      await s.fetch('/api/analytics/track', {
        token: other.token,
        body: {
          activityType: 'lesson_complete',
          activityData: { lessonId, score: 50, occurredAt: '2026-03-11T15:00:00.000Z' },
        },
      }),
    );
    expect(later.xpEvent?.details.message).not.toMatch(/happy hour/);
    const otherDashboard = await json<{ studied: { storyId: string; date: string }[] }>(
      await s.fetch('/api/analytics/dashboard', { token: other.token }),
    );
    expect(otherDashboard.studied).toEqual([{ storyId: lessonId, date: THURSDAY.toISOString() }]);
    const bad = await s.fetch('/api/analytics/track', {
      token,
      body: { activityType: 'lesson_complete', activityData: { lessonId, occurredAt: 'yesterday' } },
    });
    expect(bad.status).toBe(400);
  });

  it('records an activity sent again with the same Idempotency-Key once, and answers what the first earned', async () => {
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    const quiz = {
      activityType: 'quiz_complete',
      activityData: { quizId: 'tulip-mania', score: 100, passed: true },
    };
    const send = (key: string) =>
      s.fetch('/api/analytics/track', { token, body: quiz, headers: { 'idempotency-key': key } });
    const first = await json<Recorded>(await send('quiz-1'));
    expect(first.xpEarned).toBeGreaterThan(0);
    // The answer was lost and the queued write is replayed: nothing more is earned.
    const replay = await send('quiz-1');
    expect(replay.status).toBe(200);
    const again = await json<Recorded>(replay);
    expect(again.xpEarned).toBe(first.xpEarned);
    expect(again.newAchievements).toEqual([]);
    expect(again.user.totalXP).toBe(first.user.totalXP);
    // Another learner's key, and another quiz with a new key, are their own.
    const other = await s.signUp();
    const theirs = await s.fetch('/api/analytics/track', {
      token: other.token,
      body: quiz,
      headers: { 'idempotency-key': 'quiz-1' },
    });
    expect((await json<Recorded>(theirs)).xpEarned).toBeGreaterThan(0);
    // The same key on another quiz, or on another kind of activity, is refused and records nothing.
    for (const body of [
      {
        activityType: 'quiz_complete',
        activityData: { quizId: 'south-sea-bubble-1720', score: 100, passed: true },
      },
      { activityType: 'lesson_complete', activityData: { lessonId: 'tulip-mania', score: 100 } },
    ]) {
      const reused = await s.fetch('/api/analytics/track', {
        token,
        body,
        headers: { 'idempotency-key': 'quiz-1' },
      });
      expect(reused.status).toBe(422);
      expect((await json<{ error: string }>(reused)).error).toBe(
        'This Idempotency-Key was already used for a different activity',
      );
    }
    const second = await json<Recorded>(await send('quiz-2'));
    expect(second.user.totalXP).toBe(first.user.totalXP + second.xpEarned);
    const dashboard = await json<{ recentActivity: { activityType: string }[] }>(
      await s.fetch('/api/analytics/dashboard', { token }),
    );
    expect(dashboard.recentActivity.filter((a) => a.activityType === 'quiz_completed')).toHaveLength(2);
  });

  it('answers 400 for a lesson id outside the catalogue and a bad body', async () => {
    const { token } = await s.signUp();
    const unknown = await s.fetch('/api/auth/progress', {
      token,
      body: { storyId: 'no-such-lesson', completed: true },
    });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toEqual({ error: 'Unknown lesson' });
    expect((await s.fetch('/api/auth/progress', { token, body: { completed: true } })).status).toBe(400);
    const badTrack = await s.fetch('/api/analytics/track', { token, body: { activityType: 'hack_xp' } });
    expect(badTrack.status).toBe(400);
    const quiz = await s.fetch('/api/analytics/track', {
      token,
      body: { activityType: 'quiz_complete', activityData: { quizId: 'nope', score: 100, passed: true } },
    });
    expect(quiz.status).toBe(400);
  });

  it('accepts the options course id', async () => {
    const { token } = await s.signUp();
    const res = await s.fetch('/api/auth/progress', {
      token,
      body: { storyId: 'options-derivatives', completed: false },
    });
    expect(res.status).toBe(200);
  });

  it('tracks login once a day for XP and quizzes, gives no XP for a self-reported trade, and ignores a client XP figure', async () => {
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    const login = await json<Recorded>(
      await s.fetch('/api/analytics/track', { token, body: { activityType: 'login' } }),
    );
    // Signing in is not learning: no first-of-day bonus, no streak, nothing towards the daily goal.
    expect(login.xpEvent).toMatchObject({ activity: 'daily_login', amount: 10 });
    expect(login.user).toMatchObject({ currentStreak: 0, todayXP: 0 });
    const again = await json<Recorded>(
      await s.fetch('/api/analytics/track', { token, body: { activityType: 'login' } }),
    );
    expect(again.xpEvents).toEqual([]);
    const quiz = await json<Recorded>(
      await s.fetch('/api/analytics/track', {
        token,
        body: {
          activityType: 'quiz_complete',
          activityData: { quizId: 'gamestop-squeeze-2021', score: 100, passed: true },
        },
      }),
    );
    expect(quiz.xpEvent).toMatchObject({ activity: 'quiz_perfect', amount: 169 }); // 75 × first quiz today 1.5 × score 100 1.5
    expect(quiz.user.currentStreak).toBe(1);
    const trade = await json<Recorded>(
      await s.fetch('/api/analytics/track', {
        token,
        body: {
          activityType: 'trade_execute',
          activityData: { symbol: 'aapl', type: 'buy', quantity: 2, price: 190.5, timestamp: Date.now() },
        },
      }),
    );
    // XP for trading comes only from the server's own trade log (issue 20, point 7).
    expect(trade).toMatchObject({ success: true, xpEvents: [], xpEarned: 0 });
    const lesson = await json<Recorded>(
      await s.fetch('/api/analytics/track', {
        token,
        body: {
          activityType: 'lesson_complete',
          activityData: {
            lessonId: 'financial-crisis-2008',
            courseId: 'x',
            xpEarned: 1_000_000,
            timeSpent: 900,
          },
        },
      }),
    );
    expect(lesson.xpEvent!.amount).toBeLessThan(300);
    const session = await s.fetch('/api/analytics/track', { token, body: { activityType: 'session_start' } });
    expect((await json<Recorded>(session)).xpEvents).toEqual([]);
  });

  it('leaves the streak at 0 and the daily goal unmet after signing in alone', async () => {
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    await s.fetch('/api/analytics/track', { token, body: { activityType: 'login' } });
    const d = await json<{ currentStreak: number; todayXP: number; dailyGoal: number; totalXP: number }>(
      await s.fetch('/api/analytics/dashboard', { token }),
    );
    expect(d.totalXP).toBe(10);
    expect(d.currentStreak).toBe(0);
    expect(d.todayXP).toBeLessThan(d.dailyGoal);
  });

  it('tells what each lesson pays now, and a wrong branch of the tulip story still pays the lesson XP', async () => {
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    const before = await json<{ xpPreview: Record<string, { min: number; max: number }> }>(
      await s.fetch('/api/auth/progress', { token }),
    );
    const tulip = before.xpPreview['tulip-mania']!;
    expect(tulip.min).toBeGreaterThanOrEqual(100);
    expect(tulip.max).toBeGreaterThan(tulip.min);
    expect(Object.keys(before.xpPreview)).toContain('options-derivatives');
    const risky = await json<Recorded>(
      await s.fetch('/api/auth/progress', {
        token,
        body: { storyId: 'tulip-mania', completed: true, score: 5 },
      }),
    );
    expect(risky.xpEarned).toBe(tulip.min);
    expect(risky.xpEarned).toBeGreaterThanOrEqual(100);
    const after = await json<{ xpPreview: Record<string, { min: number; max: number }> }>(
      await s.fetch('/api/auth/progress', { token }),
    );
    expect(after.xpPreview['tulip-mania']!.min).toBeLessThan(100); // a repeat decays
  });

  it('records lesson progress and completes a lesson at 100 %', async () => {
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    const half = await json<{ progress: number; completed: boolean; xpEvents: unknown[] }>(
      await s.fetch('/api/analytics/progress', {
        token,
        body: { courseId: 'c', lessonId: 'black-monday-1987', progress: 50, timeSpent: 600 },
      }),
    );
    expect(half).toMatchObject({ progress: 50, completed: false, xpEvents: [] });
    const done = await json<{ progress: number; completed: boolean; xpEvents: { activity: string }[] }>(
      await s.fetch('/api/analytics/progress', {
        token,
        body: { lessonId: 'black-monday-1987', progress: 100, timeSpent: 600, quizScore: 90 },
      }),
    );
    expect(done.completed).toBe(true);
    expect(done.xpEvents.map((e) => e.activity)).toEqual(['quiz_complete', 'lesson_complete']);
    const p = await json(await s.fetch('/api/progress/progress', { token }));
    expect(p).toMatchObject({ totalLessonsCompleted: 1, totalStudyTimeMinutes: 20, currentStreak: 1 });
  });

  it('makes the streak 2 with activity the next day, and the dashboard shows it', async () => {
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    await s.fetch('/api/auth/progress', { token, body: { storyId: 'tulip-mania', completed: true } });
    s.setNow(THURSDAY);
    await s.fetch('/api/analytics/track', { token, body: { activityType: 'login' } });
    // Signing in the next day keeps yesterday's streak alive but does not extend it.
    const afterLogin = await json(await s.fetch('/api/analytics/streak', { token }));
    expect(afterLogin).toMatchObject({ currentStreak: 1, longestStreak: 1, lastActiveDate: '2026-03-11' });
    await s.fetch('/api/analytics/track', {
      token,
      body: {
        activityType: 'quiz_complete',
        activityData: { quizId: 'tulip-mania', score: 80, passed: true },
      },
    });
    const streak = await json(await s.fetch('/api/analytics/streak', { token }));
    expect(streak).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
      lastActiveDate: '2026-03-12',
      freezes: 0,
    });
    const d = await json<{
      currentStreak: number;
      todayXP: number;
      eventsStudied: number;
      recentActivity: { activityType: string; storyId: string | null; title: string }[];
      levelProgress: { level: number; title: string };
      achievements: { unlockedCount: number; total: number };
      studied: { storyId: string; date: string }[];
    }>(await s.fetch('/api/analytics/dashboard', { token }));
    expect(d.studied).toEqual([{ storyId: 'tulip-mania', date: WEDNESDAY.toISOString() }]);
    expect(d.currentStreak).toBe(2);
    // The quiz counts towards today's goal (10 × first quiz today 1.5 × 2-day streak… none yet × score 80 1.1); the sign-in does not.
    expect(d.todayXP).toBe(17);
    expect(d.eventsStudied).toBe(1); // the timeline's tulip mania event
    expect(d.recentActivity.map((a) => a.activityType)).toEqual([
      'quiz_completed',
      'login',
      'lesson_completed',
    ]);
    expect(d.recentActivity[2]).toMatchObject({ storyId: 'tulip-mania', title: 'Completed Tulip Mania' });
    expect(d.levelProgress.title).toBe('Novice Investor');
    expect(d.achievements).toMatchObject({ unlockedCount: 2, total: 31 }); // first-lesson, xp-100
  });

  it('lists achievements locked and unlocked, with progress towards the locked ones', async () => {
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    await s.fetch('/api/auth/progress', {
      token,
      body: { storyId: 'tulip-mania', completed: true, timeSpent: 3000 },
    });
    for (const path of ['/api/achievements', '/api/analytics/achievements']) {
      const a = await json<{
        unlocked: { id: string; unlockedAt: string }[];
        locked: { id: string; progress: number; nearlyDone: boolean }[];
        nearlyDone: { id: string }[];
        suggestions: unknown[];
        totalPoints: number;
      }>(await s.fetch(path, { token }));
      expect(a.unlocked.map((x) => x.id).sort()).toEqual(['first-lesson', 'xp-100']);
      expect(a.unlocked.length + a.locked.length).toBe(31);
      expect(a.nearlyDone.map((x) => x.id)).toContain('study-1'); // 50 of 60 minutes
      expect(a.suggestions.length).toBeLessThanOrEqual(3);
      expect(a.totalPoints).toBe(20);
    }
  });

  it('answers /api/progress/user and fills the account user view from the log', async () => {
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    const rec = await json<Recorded>(
      await s.fetch('/api/auth/progress', { token, body: { storyId: 'tulip-mania', completed: true } }),
    );
    const u = await json<{ user: { totalXP: number; level: number; levelTitle: string } }>(
      await s.fetch('/api/progress/user', { token }),
    );
    expect(u.user).toMatchObject({
      totalXP: rec.user.totalXP,
      level: rec.user.level,
      levelTitle: 'Novice Investor',
    });
    const verify = await json<{
      user: { totalXP: number; xp: number; currentStreak: number; achievements: unknown[] };
    }>(await s.fetch('/api/auth/verify', { token }));
    expect(verify.user).toMatchObject({ totalXP: rec.user.totalXP, xp: rec.user.totalXP, currentStreak: 1 });
    expect(verify.user.achievements).toHaveLength(2);
  });

  it('saves the questionnaire answers into the user preferences', async () => {
    const { token } = await s.signUp();
    const res = await s.fetch('/api/analytics/preferences', {
      method: 'PUT',
      token,
      body: { learning_style: ['visual'], goals: ['invest'], experience: 'beginner', extra: 'dropped' },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      success: true,
      preferences: { learning_style: ['visual'], goals: ['invest'], experience: 'beginner' },
    });
    const verify = await json<{ user: { preferences: Record<string, unknown> } }>(
      await s.fetch('/api/auth/verify', { token }),
    );
    expect(verify.user.preferences).toMatchObject({ experience: 'beginner' });
    expect(
      (await s.fetch('/api/analytics/preferences', { method: 'PUT', token, body: { goals: 'x' } })).status,
    ).toBe(400);
  });

  it('recommends unfinished lessons from the learner progress, never a completed one', async () => {
    const { token } = await s.signUp();
    const fresh = await json<{
      prediction: { recommendations: { lessonId: string; confidence: number }[] };
      fallback: boolean;
    }>(await s.fetch('/api/ml/predictions/next_lesson', { token }));
    expect(fresh.fallback).toBe(false);
    expect(fresh.prediction.recommendations).toHaveLength(3);
    const first = fresh.prediction.recommendations[0]!.lessonId;
    await s.fetch('/api/auth/progress', { token, body: { storyId: first, completed: true } });
    const after = await json<{ prediction: { recommendations: { lessonId: string; confidence: number }[] } }>(
      await s.fetch('/api/ml/predictions/next_lesson', { token }),
    );
    expect(after.prediction.recommendations.map((r) => r.lessonId)).not.toContain(first);
    for (const r of after.prediction.recommendations) {
      expect(r.confidence).toBeGreaterThan(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('keeps one learner progress away from another', async () => {
    s.setNow(WEDNESDAY);
    const a = await s.signUp();
    const b = await s.signUp();
    await s.fetch('/api/auth/progress', {
      token: a.token,
      body: { storyId: 'tulip-mania', completed: true },
    });
    const other = await json<{ totalXP: number; progress: unknown[] }>(
      await s.fetch('/api/auth/progress', { token: b.token }),
    );
    expect(other).toMatchObject({ totalXP: 0, progress: [] });
  });

  it('recommends what other learners took next after the same lesson', async () => {
    s.setNow(new Date('2026-03-20T11:00:00Z'));
    for (let i = 0; i < 3; i++) {
      const peer = await s.signUp();
      await s.fetch('/api/auth/progress', {
        token: peer.token,
        body: { storyId: 'tulip-mania', completed: true },
      });
      await s.fetch('/api/auth/progress', {
        token: peer.token,
        body: { storyId: 'covid-inflation', completed: true },
      });
    }
    s.setNow(new Date('2026-03-20T11:10:00Z')); // past the 5-minute cache of peers
    const { token } = await s.signUp();
    await s.fetch('/api/auth/progress', { token, body: { storyId: 'tulip-mania', completed: true } });
    const recs = await json<{ prediction: { recommendations: { lessonId: string; reason: string }[] } }>(
      await s.fetch('/api/ml/predictions/next_lesson', { token }),
    );
    // A late-era beginner lesson that the chronology alone would not put in the top three.
    const next = recs.prediction.recommendations.find((r) => r.lessonId === 'covid-inflation');
    expect(next?.reason).toContain('100% of learners took this next');
  });

  it('learns from the learners of its own database only', async () => {
    // This server's peers (the test above) are fresh in its cache; a second server on another
    // database, a minute later, must not be shown them.
    s.setNow(new Date('2026-03-20T11:10:00Z'));
    const { token: here } = await s.signUp();
    await s.fetch('/api/auth/progress', { token: here, body: { storyId: 'tulip-mania', completed: true } });
    const mine = await json<{ prediction: { recommendations: { reason: string }[] } }>(
      await s.fetch('/api/ml/predictions/next_lesson', { token: here }),
    );
    expect(mine.prediction.recommendations.map((r) => r.reason).join(' ')).toContain('took this next');

    const elsewhere = await startTestServer({ now: new Date('2026-03-20T11:11:00Z') });
    try {
      const { token } = await elsewhere.signUp();
      await elsewhere.fetch('/api/auth/progress', {
        token,
        body: { storyId: 'tulip-mania', completed: true },
      });
      const recs = await json<{ prediction: { recommendations: { reason: string }[] } }>(
        await elsewhere.fetch('/api/ml/predictions/next_lesson', { token }),
      );
      expect(recs.prediction.recommendations.length).toBeGreaterThan(0);
      expect(recs.prediction.recommendations.map((r) => r.reason).join(' ')).not.toContain('took this next');
    } finally {
      await elsewhere.close();
    }
  });
});
