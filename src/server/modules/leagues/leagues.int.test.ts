import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueAnswer } from '../../../shared/api/leagues';
import { runJob } from '../../jobs';
import { startTestServer, type TestServer } from '../../test/server';
import { placeWeek } from './service';

// Weekly leagues through the real server and database: placement on Monday, the table, the job's
// refresh, promotion at the week's end, and placement once however many instances try.

const LAST_WEDNESDAY = new Date('2026-11-18T12:00:00Z');
const MONDAY = new Date('2026-11-23T00:00:30Z');
const NEXT_MONDAY = new Date('2026-11-30T00:00:30Z');

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: LAST_WEDNESDAY, config: { JWT_TTL_SECONDS: String(60 * 86_400) } });
});
afterAll(() => s.close());

async function earnXp(token: string): Promise<void> {
  const res = await s.fetch('/api/analytics/track', {
    token,
    body: {
      activityType: 'quiz_complete',
      activityData: { quizId: 'tulip-mania', score: 100, passed: true },
    },
  });
  expect(res.status).toBe(200);
}

async function league(token: string): Promise<LeagueAnswer> {
  const res = await s.fetch('/api/leagues/current', { token });
  expect(res.status).toBe(200);
  return (await res.json()) as LeagueAnswer;
}

describe('weekly leagues', () => {
  it('place last week’s learners on Monday, rank them by this week’s XP, and promote the winner', async () => {
    s.setNow(LAST_WEDNESDAY);
    const ann = await s.signUp();
    const ben = await s.signUp();
    const cat = await s.signUp();
    await earnXp(ann.token);
    await earnXp(ben.token);

    expect(await league(ann.token)).toMatchObject({
      placed: false,
      tier: 1,
      tierName: 'Penny Stock',
      standings: [],
    });
    // Ann has earned XP this week (the card says she joins on Monday); Cat has not.
    expect((await league(ann.token)).myWeeklyXp).toBeGreaterThan(0);
    expect((await league(cat.token)).myWeeklyXp).toBe(0);

    s.setNow(MONDAY);
    expect(await runJob(s.deps, 'leagues')).toBe(true);
    const placed = await league(ann.token);
    expect(placed).toMatchObject({ placed: true, tier: 1, endsAt: '2026-11-30T00:00:00.000Z', movesUp: 1 });
    expect(placed.standings).toHaveLength(2);
    expect(placed.standings.filter((r) => r.isMe)).toHaveLength(1);
    expect(placed.standings.every((r) => r.weeklyXp === 0 && /^Trader [0-9A-F]{4}$/.test(r.name))).toBe(true);
    expect((await league(cat.token)).placed).toBe(false);

    // Ann studies this week: her own table shows it at once, Ben's after the job's refresh.
    s.setNow(new Date(MONDAY.getTime() + 3_600_000));
    await earnXp(ann.token);
    const mine = await league(ann.token);
    expect(mine.standings[0]).toMatchObject({ rank: 1, isMe: true });
    expect(mine.standings[0]!.weeklyXp).toBeGreaterThan(0);
    await runJob(s.deps, 'leagues');
    const bens = await league(ben.token);
    expect(bens.standings[0]).toMatchObject({ rank: 1, isMe: false, weeklyXp: mine.standings[0]!.weeklyXp });
    expect(bens.standings[1]).toMatchObject({ rank: 2, isMe: true, weeklyXp: 0 });

    // The week ends: Ann, first with XP, moves up; Ben earned nothing, so he is not placed.
    s.setNow(NEXT_MONDAY);
    await runJob(s.deps, 'leagues');
    expect(await league(ann.token)).toMatchObject({ placed: true, tier: 2, tierName: 'Micro Cap' });
    expect(await league(ben.token)).toMatchObject({ placed: false, tier: 1 });
  });

  it('place a week once, however many instances try at the same moment', async () => {
    s.setNow(new Date('2026-12-07T00:01:00Z'));
    const results = await Promise.all([placeWeek(s.deps, '2026-12-07'), placeWeek(s.deps, '2026-12-07')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await placeWeek(s.deps, '2026-12-07')).toBe(false);
  });

  it('refuse a caller without a token', async () => {
    expect((await s.fetch('/api/leagues/current')).status).toBe(401);
  });
});
