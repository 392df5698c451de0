import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '../../shared/api/auth';
import {
  deriveLocal,
  learningState,
  readLearningState,
  replayPending,
  trackActivity,
  XP_AWARDED,
  XP_UPDATED,
  type XpAwardedDetail,
} from './learning-state';
import { enterGuestMode, signIn } from './session';
import { userKey } from './storage';

const USER = { id: 'u1', firstName: 'Ada', timeZone: 'UTC' } as unknown as UserView;

function answer(totalXP: number) {
  return {
    success: true,
    message: 'ok',
    xpEvent: null,
    xpEvents: [
      {
        amount: 15,
        activity: 'daily_login',
        details: { message: '+15 XP', multiplier: 1.5, base: 10, factors: [] },
      },
    ],
    xpEarned: 15,
    newAchievements: [],
    user: {
      totalXP,
      level: 1,
      currentStreak: 1,
      longestStreak: 1,
      todayXP: 15,
      dailyGoal: 10,
      totalLessonsCompleted: 0,
      totalStudyTimeMinutes: 0,
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('guests', () => {
  it('score a login with the core engine and announce it', async () => {
    enterGuestMode();
    const awarded: XpAwardedDetail[] = [];
    const updated: unknown[] = [];
    const onAward = (e: Event) => awarded.push((e as CustomEvent<XpAwardedDetail>).detail);
    const onUpdate = (e: Event) => updated.push((e as CustomEvent).detail);
    window.addEventListener(XP_AWARDED, onAward);
    window.addEventListener(XP_UPDATED, onUpdate);
    await trackActivity({ activityType: 'login' });
    window.removeEventListener(XP_AWARDED, onAward);
    window.removeEventListener(XP_UPDATED, onUpdate);
    expect(awarded[0]?.events[0]).toMatchObject({ activity: 'daily_login' });
    expect(updated).toEqual([{ totalXP: deriveLocal().totalXP, level: 1 }]);
    // Signing in earns XP but is not learning: today's goal and the streak are untouched.
    expect(readLearningState().todayXP).toBe(0);
    // The stored guest user carries the same figures.
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      isGuest: true,
      totalXP: deriveLocal().totalXP,
      currentStreak: 0,
    });
  });

  it('announce the first achievement of a lesson the player has just saved as a story record', async () => {
    enterGuestMode();
    localStorage.setItem(
      userKey('guest', 'story-progress'),
      JSON.stringify({
        'tulip-mania': {
          storyId: 'tulip-mania',
          completed: true,
          score: 100,
          timestamp: new Date().toISOString(),
        },
      }),
    );
    const detail = await trackActivity({
      activityType: 'lesson_complete',
      activityData: { lessonId: 'tulip-mania', score: 100 },
    });
    expect(detail?.achievements.map((a) => a.id)).toContain('first-lesson');
    expect(deriveLocal().totalLessonsCompleted).toBe(1);
    expect(deriveLocal().awards).toHaveLength(1);
  });

  it('keep hearts between 0 and 5', () => {
    enterGuestMode();
    for (let i = 0; i < 8; i++) learningState.loseHeart();
    expect(readLearningState().hearts).toBe(0);
    learningState.refillHearts();
    expect(readLearningState().hearts).toBe(5);
  });
});

describe('signed-in learners', () => {
  it('queue a write the server could not take, and replay it later with the same Idempotency-Key, then clear it', async () => {
    signIn('token', USER);
    const lost = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', lost);
    expect(await trackActivity({ activityType: 'login' })).toBeNull();
    const sentKey = (lost.mock.calls[0]![1] as RequestInit).headers as Record<string, string>;
    expect(sentKey['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const queued = JSON.parse(localStorage.getItem(userKey('u1', 'pending-activities')) ?? '[]');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ activityType: 'login' });
    expect(typeof queued[0].timestamp).toBe('string');

    const server = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/analytics/track' && init?.method === 'POST') return json(200, answer(15));
      return json(200, { progress: [] });
    });
    vi.stubGlobal('fetch', server);
    expect(await replayPending()).toEqual({ sent: 1, left: 0 });
    expect(JSON.parse(localStorage.getItem(userKey('u1', 'pending-activities')) ?? '[]')).toEqual([]);
    // The replay carries the first attempt's key: if that write landed, the server counts it once.
    expect(server).toHaveBeenCalledWith(
      '/api/analytics/track',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ 'idempotency-key': sentKey['idempotency-key'] }),
      }),
    );
  });

  it('keep a write refused because the session ended, and send it once the learner is signed in again', async () => {
    signIn('token', USER);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'Please sign in to continue.' })),
    );
    const quiz = { quizId: 'tulip-mania', score: 100, passed: true };
    expect(await trackActivity({ activityType: 'quiz_complete', activityData: quiz })).toBeNull();
    expect(JSON.parse(localStorage.getItem(userKey('u1', 'pending-activities')) ?? '[]')).toHaveLength(1);
    // Still signed out: nothing is sent and nothing is dropped.
    expect(await replayPending()).toEqual({ sent: 0, left: 1 });
    signIn('fresh-token', USER);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        json(200, url === '/api/analytics/track' ? answer(113) : { progress: [] }),
      ),
    );
    expect(await replayPending()).toEqual({ sent: 1, left: 0 });
  });

  it('drop a queued write the server refuses, and keep one it cannot reach', async () => {
    signIn('token', USER);
    localStorage.setItem(
      userKey('u1', 'pending-activities'),
      JSON.stringify([
        {
          activityType: 'quiz_complete',
          activityData: { quizId: 'gone', score: 1, passed: false },
          timestamp: 't',
        },
        { activityType: 'login', activityData: {}, timestamp: 't' },
      ]),
    );
    let call = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        call += 1;
        if (call === 1) return json(400, { error: 'Unknown lesson' });
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await replayPending()).toEqual({ sent: 0, left: 1 });
  });

  it('send the server story completions that were kept locally after a failed write', async () => {
    signIn('token', USER);
    localStorage.setItem(
      userKey('u1', 'story-progress'),
      JSON.stringify({
        'tulip-mania': { storyId: 'tulip-mania', completed: true, score: 80, timestamp: 't' },
      }),
    );
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/auth/progress' && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return json(200, answer(150));
        }
        return json(200, { progress: [] });
      }),
    );
    expect(await replayPending()).toEqual({ sent: 1, left: 0 });
    expect(posted).toEqual([{ storyId: 'tulip-mania', completed: true, score: 80 }]);
    // Once sent, it is not sent again.
    expect(await replayPending()).toEqual({ sent: 0, left: 0 });
  });
});
