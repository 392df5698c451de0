import { describe, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { signIn } from '../session';
import { keys, userKey } from '../storage';
import { beginCarry, carryPending, carryReport, decline, runCarry, shouldOffer } from './carry';

const USER = { id: 'u1', firstName: 'Ada', timeZone: 'UTC', totalXP: 0, level: 1 } as unknown as UserView;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const recorded = (xp: number, achievements: string[] = []) => ({
  success: true,
  message: 'ok',
  xpEvent: null,
  xpEvents: [],
  xpEarned: xp,
  newAchievements: achievements.map((name) => ({ id: name, name })),
  user: {
    totalXP: xp,
    level: 2,
    currentStreak: 1,
    longestStreak: 1,
    todayXP: xp,
    dailyGoal: 10,
    totalLessonsCompleted: 1,
    totalStudyTimeMinutes: 0,
  },
});

function guestFinished() {
  const story = (id: string, score: number) => ({
    storyId: id,
    completed: true,
    score,
    timestamp: '2026-11-01T10:00:00.000Z',
  });
  localStorage.setItem(
    userKey('guest', 'story-progress'),
    JSON.stringify({
      'tulip-mania': story('tulip-mania', 80),
      'stock-market-basics': story('stock-market-basics', 100),
    }),
  );
  localStorage.setItem(
    userKey('guest', 'tours'),
    JSON.stringify({ paper_trading: 'completed', ai_tutor: 'skipped', general_onboarding: 'completed' }),
  );
  localStorage.setItem(userKey('guest', 'portfolio'), JSON.stringify({ cash: 90_000 }));
  localStorage.setItem(userKey('guest', 'review-cards'), JSON.stringify({ 'term:sovereign-default': CARD }));
  localStorage.setItem(keys.userPreferences, JSON.stringify({ experience: 'beginner' }));
}

const CARD = {
  due: '2026-11-04T10:00:00.000Z',
  stability: 3,
  difficulty: 5,
  elapsed_days: 0,
  scheduled_days: 3,
  learning_steps: 0,
  reps: 1,
  lapses: 0,
  state: 2,
  last_review: '2026-11-01T10:00:00.000Z',
};

type Call = { url: string; method: string; key?: string; body?: unknown };

function fakeServer(fail?: (call: Call, n: number) => Response | Error | undefined) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = {
      url,
      method: init?.method ?? 'GET',
      key: headers['idempotency-key'],
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const failed = fail?.(call, calls.length);
    if (failed instanceof Error) throw failed;
    if (failed) return failed;
    if (url === '/api/auth/progress') return json(200, { progress: [] });
    if (url === '/api/analytics/track') return json(200, recorded(150, ['First Steps']));
    if (url.startsWith('/api/games/')) return json(201, { progress: recorded(60, []) });
    return json(200, { success: true });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('carrying guest progress into a new account', () => {
  it('sends each lesson through the server with a stable key, then clears the guest lessons but not the portfolio', async () => {
    guestFinished();
    signIn('token', USER);
    const calls = fakeServer();
    expect(beginCarry('u1', { preferences: true })).toBe(true);
    // The guest's tours are the account's on this device at once.
    expect(JSON.parse(localStorage.getItem(userKey('u1', 'tours')) ?? '{}')).toEqual({
      paper_trading: 'completed',
      ai_tutor: 'skipped',
      // The welcome tour seen as a guest does not start again after sign-up.
      general_onboarding: 'completed',
    });
    const report = await runCarry();
    const tracked = calls.filter((c) => c.url === '/api/analytics/track');
    expect(tracked.map((c) => c.key).sort()).toEqual([
      'guest-carry:lesson:stock-market-basics',
      'guest-carry:lesson:tulip-mania',
    ]);
    expect(tracked[0]!.body).toMatchObject({ activityType: 'lesson_complete' });
    // Each is scored at the time the guest did it.
    expect(tracked[0]!.body).toMatchObject({ activityData: { occurredAt: '2026-11-01T10:00:00.000Z' } });
    // The guest's review cards go along, and leave the device.
    const cards = calls.filter((c) => c.url === '/api/learning-path/cards');
    expect(cards.map((c) => c.body)).toEqual([{ cards: [{ cardId: 'term:sovereign-default', card: CARD }] }]);
    expect(localStorage.getItem(userKey('guest', 'review-cards'))).toBeNull();
    // No XP figure goes up: the server computes it.
    expect(JSON.stringify(tracked.map((c) => c.body))).not.toContain('xpEarned');
    expect(calls.filter((c) => c.url === '/api/onboarding/complete')).toHaveLength(2);
    expect(report).toMatchObject({
      lessons: 2,
      xp: 300,
      achievements: ['First Steps', 'First Steps'],
      portfolio: true,
      // What guest mode showed (these two lessons, no trade), for the notice to compare.
      tradeXp: 0,
    });
    expect(report?.guestXp).toBeGreaterThan(0);
    expect(carryReport('u1')?.preferences).toEqual({ experience: 'beginner' });
    expect(localStorage.getItem(userKey('guest', 'story-progress'))).toBeNull();
    expect(localStorage.getItem(userKey('guest', 'portfolio'))).not.toBeNull();
    expect(carryPending('u1')).toBe(false);
    // Nothing is carried twice.
    expect(beginCarry('u1')).toBe(true); // the answers are still there to carry
    fakeServer();
    expect(await runCarry()).toMatchObject({ lessons: 0 });
  });

  it('has the server grade the quick check the guest took, before the cards, and keeps the result for the setup', async () => {
    guestFinished();
    const answers = [
      { cardId: 'quiz:a:quiz:0', option: 1 },
      { cardId: 'quiz:b:quiz:0', option: 0 },
      { cardId: 'quiz:c:quiz:0', option: 2 },
    ];
    localStorage.setItem(userKey('guest', 'placement-answers'), JSON.stringify(answers));
    signIn('token', USER);
    const placement = { level: 'beginner', correct: 1, total: 3 };
    const calls = fakeServer((call) =>
      call.url === '/api/learning-path/placement' ? json(200, { placement }) : undefined,
    );
    beginCarry('u1');
    await runCarry();
    const urls = calls.map((c) => c.url);
    const sent = calls.find((c) => c.url === '/api/learning-path/placement');
    expect(sent?.body).toEqual({ answers });
    expect(urls.indexOf('/api/learning-path/placement')).toBeLessThan(
      urls.indexOf('/api/learning-path/cards'),
    );
    expect(JSON.parse(localStorage.getItem(userKey('u1', 'placement')) ?? 'null')).toEqual(placement);
    expect(localStorage.getItem(userKey('guest', 'placement-answers'))).toBeNull();
  });

  it('resumes after an interruption without sending a finished item again', async () => {
    guestFinished();
    signIn('token', USER);
    fakeServer((call, n) =>
      call.url === '/api/analytics/track' && n > 2 ? new TypeError('Failed to fetch') : undefined,
    );
    beginCarry('u1');
    expect(await runCarry()).toBeNull();
    expect(carryPending('u1')).toBe(true);
    expect(localStorage.getItem(userKey('guest', 'story-progress'))).not.toBeNull();

    const calls = fakeServer();
    const report = await runCarry();
    expect(calls.filter((c) => c.url === '/api/analytics/track')).toHaveLength(1);
    expect(report).toMatchObject({ lessons: 2 });
  });

  it('skips lessons the account already has, and counts what the server refuses', async () => {
    guestFinished();
    signIn('token', USER);
    const calls = fakeServer((call) => {
      if (call.url === '/api/auth/progress')
        return json(200, {
          progress: [{ storyId: 'tulip-mania', completed: true, score: 100, timestamp: 'x' }],
        });
      if (call.url === '/api/analytics/track') return json(400, { message: 'Unknown lesson' });
      return undefined;
    });
    beginCarry('u1');
    const report = await runCarry();
    expect(calls.filter((c) => c.url === '/api/analytics/track')).toHaveLength(1);
    expect(report).toMatchObject({ lessons: 0, refused: 1 });
  });
  it('replays a finished guest game on the server, sent again with the same key when its answer is lost', async () => {
    signIn('token', USER);
    localStorage.setItem(
      userKey('guest', 'game:crash1929'),
      JSON.stringify({
        actions: [{ kind: 'hold' }],
        undoable: false,
        startedAt: '2026-11-01T10:00:00.000Z',
        finished: { savedOn: 'device' },
      }),
    );
    // A game still being played is not carried.
    localStorage.setItem(
      userKey('guest', 'game:covid'),
      JSON.stringify({ actions: [{ kind: 'hold' }], startedAt: 'x' }),
    );
    const lost = fakeServer((call) =>
      call.url.startsWith('/api/games/') ? new TypeError('Failed to fetch') : undefined,
    );
    beginCarry('u1');
    expect(await runCarry()).toBeNull();
    const first = lost.filter((c) => c.url === '/api/games/crash1929/results');
    expect(first).toHaveLength(1);
    // Whether or not it landed, it goes again under its key: the server stores it once.
    const calls = fakeServer();
    expect(await runCarry()).toMatchObject({ games: 1 });
    const again = calls.filter((c) => c.url.startsWith('/api/games/'));
    expect(again).toHaveLength(1);
    expect(again[0]!.key).toBe('guest-carry:game:crash1929:2026-11-01T10:00:00.000Z');
    expect(again[0]!.key).toBe(first[0]!.key);
    expect(localStorage.getItem(userKey('guest', 'game:crash1929'))).toBeNull();
    expect(localStorage.getItem(userKey('guest', 'game:covid'))).not.toBeNull();
  });

  it('sends a finished guest game with the time the guest finished it, so its XP is scored then', async () => {
    signIn('token', USER);
    localStorage.setItem(
      userKey('guest', 'game:crash1929'),
      JSON.stringify({
        actions: [{ kind: 'hold' }],
        undoable: false,
        startedAt: '2026-11-01T10:00:00.000Z',
        finished: { savedOn: 'device', view: { playedAt: '2026-11-01T10:20:00.000Z' } },
      }),
    );
    const calls = fakeServer();
    beginCarry('u1');
    expect(await runCarry()).toMatchObject({ games: 1 });
    const sent = calls.filter((c) => c.url === '/api/games/crash1929/results');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ occurredAt: '2026-11-01T10:20:00.000Z' });
  });
});

describe('a Personalise questionnaire the guest closed unanswered', () => {
  const dismissed = (id: string) => localStorage.getItem(userKey(id, 'personalise-dismissed')) === 'true';

  it('goes with the guest into a new account at once, even when nothing else comes', () => {
    localStorage.setItem(userKey('guest', 'personalise-dismissed'), 'true');
    expect(beginCarry('u1', { preferences: true })).toBe(false); // no lesson, tour or answer to send
    expect(dismissed('u1')).toBe(true);
  });

  it('goes along with the rest of a carry', () => {
    guestFinished();
    localStorage.setItem(userKey('guest', 'personalise-dismissed'), 'true');
    expect(beginCarry('u1')).toBe(true);
    expect(dismissed('u1')).toBe(true);
  });

  it('stays with the guest when the answers do not go (an existing account signed in to)', () => {
    guestFinished();
    localStorage.setItem(userKey('guest', 'personalise-dismissed'), 'true');
    expect(beginCarry('u1', { preferences: false })).toBe(true);
    expect(dismissed('u1')).toBe(false);
  });

  it('is not invented for a guest who never closed it', () => {
    guestFinished();
    beginCarry('u1');
    expect(dismissed('u1')).toBe(false);
  });
});

describe('signing in to an existing account', () => {
  it('offers the guest lessons until the learner says not now', () => {
    guestFinished();
    expect(shouldOffer('u1')).toBe(true);
    decline('u1');
    expect(shouldOffer('u1')).toBe(false);
    expect(shouldOffer('u2')).toBe(true);
  });
});
