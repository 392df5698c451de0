import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreakAnswer } from '../../../shared/api/progress';
import { startTestServer, type TestServer } from '../../test/server';

// Fair streaks through the real server: freezes earned and spent, vacation mode, the calendar.

const DAY = 86_400_000;
const MONDAY = Date.parse('2026-03-02T11:00:00Z');

let s: TestServer;
beforeAll(async () => {
  // Tokens live 60 days here: these tests walk the clock across weeks.
  s = await startTestServer({ now: new Date(MONDAY), config: { JWT_TTL_SECONDS: String(60 * 86_400) } });
});
afterAll(() => s.close());

async function studyOn(token: string, at: number): Promise<void> {
  s.setNow(new Date(at));
  const res = await s.fetch('/api/analytics/track', {
    token,
    body: {
      activityType: 'quiz_complete',
      activityData: { quizId: 'tulip-mania', score: 50, passed: false },
    },
  });
  expect(res.status).toBe(200);
}

async function streak(token: string, at: number): Promise<StreakAnswer> {
  s.setNow(new Date(at));
  const res = await s.fetch('/api/analytics/streak', { token });
  expect(res.status).toBe(200);
  return (await res.json()) as StreakAnswer;
}

describe('fair streaks', () => {
  it('earn a freeze after 7 days and spend it on a missed day, shown on the calendar', async () => {
    const { token } = await s.signUp();
    for (let i = 0; i < 7; i++) await studyOn(token, MONDAY + i * DAY);
    expect(await streak(token, MONDAY + 6 * DAY)).toMatchObject({ currentStreak: 7, freezes: 1 });
    // Day 8 missed: the streak is still alive on day 9, and studying then continues it.
    expect(await streak(token, MONDAY + 8 * DAY)).toMatchObject({ currentStreak: 7, freezes: 0 });
    await studyOn(token, MONDAY + 8 * DAY);
    const after = await streak(token, MONDAY + 8 * DAY);
    expect(after).toMatchObject({ currentStreak: 8, longestStreak: 8, freezes: 0 });
    expect(after.calendar.slice(-3)).toEqual([
      { day: '2026-03-08', status: 'active' },
      { day: '2026-03-09', status: 'frozen' },
      { day: '2026-03-10', status: 'active' },
    ]);
    // Two more missed days with no freeze left: the streak is gone.
    expect((await streak(token, MONDAY + 11 * DAY)).currentStreak).toBe(0);
  });

  it('book one vacation for requests sent at once (a double click), and end it with one request', async () => {
    const { token } = await s.signUp();
    s.setNow(new Date(MONDAY + 3 * DAY));
    const put = () => s.fetch('/api/analytics/streak/vacation', { method: 'PUT', token, body: { days: 14 } });
    const answers = await Promise.all(Array.from({ length: 8 }, put));
    // On PostgreSQL two of these used to pass the "one vacation at a time" check together: 28 days
    // booked against a 14-day year, and ending the vacation left the other one running.
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect((await streak(token, MONDAY + 3 * DAY)).vacationDaysLeft).toBe(0);

    const ends = await Promise.all(
      Array.from({ length: 4 }, () => s.fetch('/api/analytics/streak/vacation', { method: 'DELETE', token })),
    );
    expect(ends.map((r) => r.status).sort()).toEqual([200, 404, 404, 404]);
    expect(await streak(token, MONDAY + 3 * DAY)).toMatchObject({
      vacationUntil: null,
      vacationDaysLeft: 14,
    });
  });

  it('pause the streak on vacation, within 14 days a year, and end it early', async () => {
    const { token } = await s.signUp();
    for (let i = 0; i < 3; i++) await studyOn(token, MONDAY + i * DAY);
    s.setNow(new Date(MONDAY + 3 * DAY));
    const on = await s.fetch('/api/analytics/streak/vacation', { method: 'PUT', token, body: { days: 5 } });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({
      vacationUntil: '2026-03-09',
      vacationDaysLeft: 9,
      currentStreak: 3,
    });

    const again = await s.fetch('/api/analytics/streak/vacation', {
      method: 'PUT',
      token,
      body: { days: 2 },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'You are already on vacation until 2026-03-09' });

    // Back on the 10th: five days away broke nothing, and they did not count.
    expect(await streak(token, MONDAY + 8 * DAY)).toMatchObject({ currentStreak: 3, vacationUntil: null });
    await studyOn(token, MONDAY + 8 * DAY);
    const back = await streak(token, MONDAY + 8 * DAY);
    expect(back.currentStreak).toBe(4);
    expect(back.calendar.slice(-6).map((d) => d.status)).toEqual([
      'vacation',
      'vacation',
      'vacation',
      'vacation',
      'vacation',
      'active',
    ]);

    // Too many days for the rest of the year.
    s.setNow(new Date(MONDAY + 20 * DAY));
    const tooLong = await s.fetch('/api/analytics/streak/vacation', {
      method: 'PUT',
      token,
      body: { days: 10 },
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: 'You have 9 vacation days left in 2026' });

    // A 9-day vacation ended on its third day gives six days back.
    await s.fetch('/api/analytics/streak/vacation', { method: 'PUT', token, body: { days: 9 } });
    s.setNow(new Date(MONDAY + 22 * DAY));
    const off = await s.fetch('/api/analytics/streak/vacation', { method: 'DELETE', token });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ vacationUntil: null, vacationDaysLeft: 7 });
    const none = await s.fetch('/api/analytics/streak/vacation', { method: 'DELETE', token });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: 'You are not on vacation' });
  });

  it('refuse bad vacation input and callers without a token', async () => {
    const { token } = await s.signUp();
    for (const body of [{ days: 0 }, { days: 15 }, { days: 2.5 }, { days: '3' }, {}, { days: 3, extra: 1 }]) {
      const res = await s.fetch('/api/analytics/streak/vacation', { method: 'PUT', token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof ((await res.json()) as { error: string }).error).toBe('string');
    }
    expect(
      (await s.fetch('/api/analytics/streak/vacation', { method: 'PUT', body: { days: 3 } })).status,
    ).toBe(401);
    expect((await s.fetch('/api/analytics/streak/vacation', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('the daily goal', () => {
  it('is the one the learner chose in their preferences, 10 XP by default', async () => {
    const { token } = await s.signUp();
    const goal = async () =>
      ((await (await s.fetch('/api/analytics/dashboard', { token })).json()) as { dailyGoal: number })
        .dailyGoal;
    expect(await goal()).toBe(10);
    const saved = await s.fetch('/api/analytics/preferences', {
      method: 'PUT',
      token,
      body: { daily_goal: 30 },
    });
    expect(saved.status).toBe(200);
    expect(await goal()).toBe(30);
    const bad = await s.fetch('/api/analytics/preferences', {
      method: 'PUT',
      token,
      body: { daily_goal: 25 },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The daily goal is 10, 20, 30 or 50 XP' });
    expect(await goal()).toBe(30);
  });
});
