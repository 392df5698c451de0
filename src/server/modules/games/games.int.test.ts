import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameById } from '../../../core/games/data';
import { startState, step, stepsOf } from '../../../core/games/engine';
import { bottomStep } from '../../../core/games/path';
import { judge } from '../../../core/games/score';
import type { Action, AssetId, GameDefinition, GameState } from '../../../core/games/types';
import { GAME_IDS } from '../../../core/games/types';
import { buildLessonLookup } from '../../../core/gamification/lesson-info';
import { deriveProgress } from '../../../core/gamification/log';
import { anonymousHandle } from '../../../core/trading/leaderboard-name';
import { TOO_MANY_GAMES } from '../../../shared/api/games';
import { startTestServer, type TestServer } from '../../test/server';

// Wednesday 2026-03-11 11:00 UTC: no time-of-day or weekend XP bonus applies.
const WEDNESDAY = new Date('2026-03-11T11:00:00Z');

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: WEDNESDAY });
});
afterAll(() => s.close());

const covid = gameById('covid-2020') as GameDefinition;
const holds = (n: number): Action[] => Array.from({ length: n }, () => ({ type: 'hold' }));

/** A recorded game as the browser sends it: a few real decisions, holds elsewhere. */
function recorded(): Action[] {
  const actions = holds(stepsOf(covid));
  actions[0] = { type: 'sell', asset: 'stock:CCL', cents: 1_000_000 };
  actions[3] = { type: 'rebalance', weights: { bonds: 40, index: 20 } };
  actions[bottomStep(covid)] = { type: 'buy', asset: 'index', cents: 2_000_000 };
  return actions;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Json = Record<string, any>;
const json = async (r: Response) => (await r.json()) as Json;

describe('GET /api/games', () => {
  it('lists the five games for a guest, without results', async () => {
    const res = await s.fetch('/api/games');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.signedIn).toBe(false);
    expect(body.games.map((g: Json) => g.id)).toEqual([...GAME_IDS]);
    expect(body.games.every((g: Json) => g.best === null && g.plays === 0)).toBe(true);
    expect(body.games.find((g: Json) => g.id === 'crash-1929').tools).toEqual(['margin']);
  });
});

describe('POST /api/games/{gameId}/results', () => {
  it('replays the actions, stores the score the core engine computes, and awards game XP', async () => {
    const { token } = await s.signUp();
    const actions = recorded();
    const browser = judge(covid, actions);
    expect(browser.ok).toBe(true);
    if (!browser.ok) return;
    const res = await s.fetch('/api/games/covid-2020/results', { token, body: { actions, timeSpent: 300 } });
    expect(res.status).toBe(201);
    const body = await json(res);
    // The same recorded list gives the same score on the server as in the browser.
    expect(body.result.score).toBe(browser.result.score);
    expect(body.result.finalValue).toBe(browser.result.finalCents / 100);
    expect(body.best).toBe(true);
    expect(body.rank).toBe(1);
    expect(body.progress.xpEvent.activity).toBe('game_complete');
    expect(body.progress.xpEarned).toBeGreaterThanOrEqual(60);

    const list = await json(await s.fetch('/api/games', { token }));
    const mine = list.games.find((g: Json) => g.id === 'covid-2020');
    expect(mine.best.score).toBe(browser.result.score);
    expect(mine.plays).toBe(1);

    // It shows in the dashboard's recent activity and marks the crisis studied on the timeline.
    const dash = await json(await s.fetch('/api/analytics/dashboard', { token }));
    expect(dash.recentActivity[0]).toMatchObject({
      activityType: 'game_completed',
      title: 'Played The COVID Crash',
    });
    expect(dash.studied.map((x: Json) => x.storyId)).toContain('covid-inflation');
  });

  it('scores any recorded game exactly as the browser does', async () => {
    const { token } = await s.signUp();
    const assets: AssetId[] = ['index', 'bonds', 'stock:CCL', 'stock:AMZN', 'stock:PG'];
    const action = fc.oneof(
      fc.constant<Action>({ type: 'hold' }),
      fc.record({
        type: fc.constantFrom('buy' as const, 'sell' as const),
        asset: fc.constantFrom(...assets),
        cents: fc.integer({ min: 1, max: 4_000_000 }),
      }),
      fc
        .array(fc.tuple(fc.constantFrom(...assets), fc.integer({ min: 0, max: 30 })), { maxLength: 3 })
        .map((pairs): Action => ({ type: 'rebalance', weights: Object.fromEntries(pairs) })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: stepsOf(covid), maxLength: stepsOf(covid) }),
        async (wanted) => {
          // What a browser records: the decisions the engine accepted, a hold where it refused one.
          let state: GameState = startState(covid);
          const actions = wanted.map((a) => {
            const r = step(covid, state, a);
            const taken = r.ok ? a : ({ type: 'hold' } as Action);
            state = (r.ok ? r : (step(covid, state, taken) as { ok: true; state: GameState })).state;
            return taken;
          });
          const browser = judge(covid, actions);
          const res = await s.fetch('/api/games/covid-2020/results', { token, body: { actions } });
          expect(res.status).toBe(201);
          const body = await json(res);
          expect(browser.ok && body.result.score).toBe(browser.ok ? browser.result.score : -1);
          expect(browser.ok && body.result.finalValue).toBe(
            browser.ok ? browser.result.finalCents / 100 : -1,
          );
        },
      ),
      { numRuns: 12 },
    );
  });

  it('ignores a score sent by the client', async () => {
    const { token } = await s.signUp();
    const res = await s.fetch('/api/games/covid-2020/results', {
      token,
      body: { actions: holds(stepsOf(covid)), score: 999_999 },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    const truth = judge(covid, holds(stepsOf(covid)));
    expect(truth.ok && body.result.score).toBe(truth.ok ? truth.result.score : -1);
  });

  it('refuses forged and impossible sequences with 400 and the reason, storing nothing', async () => {
    const { token } = await s.signUp();
    const post = (actions: unknown) => s.fetch('/api/games/covid-2020/results', { token, body: { actions } });
    const tooShort = await post(holds(5));
    expect(tooShort.status).toBe(400);
    expect((await json(tooShort)).error).toContain('decisions, not 5');
    const overspend = holds(stepsOf(covid));
    overspend[2] = { type: 'buy', asset: 'index', cents: 50_000_000 };
    const r1 = await post(overspend);
    expect(r1.status).toBe(400);
    expect((await json(r1)).error).toMatch(
      /^Decision 3 is impossible: Not enough cash for this purchase: you have \$[\d,]+ in cash$/,
    );
    const oversell = holds(stepsOf(covid));
    oversell[1] = { type: 'sell', asset: 'stock:CCL', cents: 9_000_000 };
    expect((await post(oversell)).status).toBe(400);
    const wrongEra = holds(stepsOf(covid));
    wrongEra[0] = { type: 'insure', on: true };
    expect((await post(wrongEra)).status).toBe(400);
    const otherStock = holds(stepsOf(covid));
    otherStock[0] = { type: 'buy', asset: 'stock:AAPL', cents: 100 };
    expect((await post(otherStock)).status).toBe(400);
    const list = await json(await s.fetch('/api/games', { token }));
    expect(list.games.every((g: Json) => g.plays === 0)).toBe(true);
  });

  it('answers bad input with 400, never 500', async () => {
    const { token } = await s.signUp();
    for (const body of [
      {},
      { actions: 'hold' },
      { actions: [{ type: 'teleport' }] },
      { actions: [{ type: 'buy', asset: 'index', cents: 1.5 }] },
      { actions: [{ type: 'buy', asset: 'index', cents: -100 }] },
      { actions: [{ type: 'rebalance', weights: { index: 101 } }] },
      { actions: [{ type: 'buy', asset: '../../etc', cents: 100 }] },
      { actions: holds(201) },
    ]) {
      const res = await s.fetch('/api/games/covid-2020/results', { token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof (await json(res)).error).toBe('string');
    }
  });

  it('stores a finish sent again with its Idempotency-Key once, pays its XP once and answers as the first time', async () => {
    const { token } = await s.signUp();
    const actions = recorded();
    const send = (key: string, body: unknown = { actions }) =>
      s.fetch('/api/games/covid-2020/results', { token, body, headers: { 'idempotency-key': key } });
    const first = await send('finish-1');
    expect(first.status).toBe(201);
    const a = await json(first);
    expect(a.progress.xpEarned).toBeGreaterThanOrEqual(60);
    const again = await send('finish-1');
    expect(again.status).toBe(201);
    const b = await json(again);
    expect(b.result).toEqual(a.result);
    expect(b.best).toBe(true);
    expect(b.rank).toBe(a.rank);
    expect(b.progress.user.totalXp).toBe(a.progress.user.totalXp);
    expect(b.progress.newAchievements).toEqual([]);
    let list = await json(await s.fetch('/api/games', { token }));
    expect(list.games.find((g: Json) => g.id === 'covid-2020').plays).toBe(1);

    // The same key with other decisions is refused; another key is another game.
    const other = await send('finish-1', { actions: holds(stepsOf(covid)) });
    expect(other.status).toBe(422);
    expect((await json(other)).error).toBe('This Idempotency-Key was already used for a different game');
    expect((await send('finish-2')).status).toBe(201);
    list = await json(await s.fetch('/api/games', { token }));
    expect(list.games.find((g: Json) => g.id === 'covid-2020').plays).toBe(2);
  });

  it('answers a finish sent again with its key even when the hourly limit is reached since', async () => {
    const { token } = await s.signUp();
    const body = { actions: holds(stepsOf(covid)) };
    const keyed = { token, body, headers: { 'idempotency-key': 'lost-answer' } };
    expect((await s.fetch('/api/games/covid-2020/results', keyed)).status).toBe(201);
    for (let i = 0; i < 29; i++)
      expect((await s.fetch('/api/games/covid-2020/results', { token, body })).status).toBe(201);
    expect((await s.fetch('/api/games/covid-2020/results', { token, body })).status).toBe(429);
    expect((await s.fetch('/api/games/covid-2020/results', keyed)).status).toBe(201);
  });

  it('limits finished games to 30 an hour per learner', async () => {
    const { token } = await s.signUp();
    const body = { actions: holds(stepsOf(covid)) };
    for (let i = 0; i < 30; i++) {
      expect((await s.fetch('/api/games/covid-2020/results', { token, body })).status).toBe(201);
    }
    const res = await s.fetch('/api/games/covid-2020/results', { token, body });
    expect(res.status).toBe(429);
    expect((await json(res)).error).toBe(TOO_MANY_GAMES);
    s.setNow(new Date(WEDNESDAY.getTime() + 3_600_001));
    expect((await s.fetch('/api/games/covid-2020/results', { token, body })).status).toBe(201);
    s.setNow(WEDNESDAY);
  });

  it('needs a token, and an unknown game is 404', async () => {
    expect((await s.fetch('/api/games/covid-2020/results', { body: { actions: [] } })).status).toBe(401);
    const { token } = await s.signUp();
    const res = await s.fetch('/api/games/tulips-1637/results', { token, body: { actions: [] } });
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe('Unknown game');
    expect((await s.fetch('/api/games/tulips-1637/leaderboard')).status).toBe(404);
  });
});

describe('a guest game carried into the account', () => {
  it('earns its XP at the time the guest finished it, before the account existed, as guest mode showed', async () => {
    // Tuesday 15:00 UTC: happy hour (×1.5) for a learner in UTC, which Wednesday 11:00 is not.
    const tuesday = '2026-03-10T15:00:00.000Z';
    const actions = recorded();
    const verdict = judge(covid, actions);
    if (!verdict.ok) throw new Error(verdict.reason);
    // What guest mode showed for the same game (the same core engine, on the device).
    const guest = deriveProgress(
      [
        {
          id: 'g',
          type: 'game_complete',
          at: new Date(tuesday),
          lessonId: covid.lessonId,
          data: { gameId: covid.id, gameScore: verdict.result.score },
        },
      ],
      { now: WEDNESDAY, timeZone: 'UTC', lessons: buildLessonLookup().lookup },
    );
    s.setNow(WEDNESDAY);
    const { token } = await s.signUp();
    const res = await s.fetch('/api/games/covid-2020/results', {
      token,
      headers: { 'idempotency-key': 'guest-carry:game:covid-2020:x' },
      body: { actions, occurredAt: tuesday },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.progress.xpEarned).toBe(guest.totalXP);
    expect(body.progress.xpEvent.details.message).toMatch(/happy hour/);
    // The result is stored at the server's time: the board and the hourly limit count from it.
    expect(body.result.playedAt).toBe(WEDNESDAY.toISOString());

    // A finish time after the account existed is not guest mode: the server's clock scores it.
    const other = await s.signUp();
    const later = await json(
      await s.fetch('/api/games/covid-2020/results', {
        token: other.token,
        body: { actions, occurredAt: '2026-03-11T15:00:00.000Z' },
      }),
    );
    expect(later.progress.xpEvent.details.message).not.toMatch(/happy hour/);
    expect(later.progress.xpEarned).toBeLessThan(guest.totalXP);
    const bad = await s.fetch('/api/games/covid-2020/results', {
      token: other.token,
      body: { actions, occurredAt: 'yesterday' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/games/{gameId}/leaderboard', () => {
  it('ranks each learner’s best by risk-adjusted score, marks the caller, and explains the score', async () => {
    const g = gameById('dotcom-2000') as GameDefinition;
    const a = await s.signUp();
    const b = await s.signUp();
    const cautious = holds(stepsOf(g));
    cautious[0] = { type: 'rebalance', weights: { bonds: 80 } };
    // b plays twice: only the better result counts.
    for (const [who, actions] of [
      [a, holds(stepsOf(g))],
      [b, cautious],
      [b, holds(stepsOf(g))],
    ] as const) {
      expect(
        (await s.fetch('/api/games/dotcom-2000/results', { token: who.token, body: { actions } })).status,
      ).toBe(201);
    }
    const res = await s.fetch('/api/games/dotcom-2000/leaderboard', { token: a.token });
    expect(res.status).toBe(200);
    const board = await json(res);
    expect(board.total).toBe(2);
    expect(board.explanation).toContain('1,000 ×');
    // Never the account name: an anonymous handle, or the name the learner chose to be ranked under.
    expect(board.entries.map((e: Json) => e.username)).toEqual([
      anonymousHandle(b.user.id),
      anonymousHandle(a.user.id),
    ]);
    expect(JSON.stringify(board)).not.toContain(a.user.username);
    const consent = await s.fetch('/api/trading/leaderboard/consent', {
      method: 'PUT',
      token: b.token,
      body: { showOnLeaderboard: true, name: 'Bea the Bold' },
    });
    expect(consent.status).toBe(200);
    const named = await json(await s.fetch('/api/games/dotcom-2000/leaderboard', { token: a.token }));
    expect(named.entries[0].username).toBe('Bea the Bold');
    expect(board.entries[0].score).toBeGreaterThan(board.entries[1].score);
    expect(board.entries.map((e: Json) => e.isCurrentUser)).toEqual([false, true]);
    // Guests see the board too, without anyone marked as themselves.
    const guest = await json(await s.fetch('/api/games/dotcom-2000/leaderboard?limit=1'));
    expect(guest.entries).toHaveLength(1);
    expect(guest.entries[0].isCurrentUser).toBe(false);
    expect((await s.fetch('/api/games/dotcom-2000/leaderboard?limit=0')).status).toBe(400);
  });

  it('keeps each learner’s results their own: another learner’s list shows none of them', async () => {
    const a = await s.signUp();
    const b = await s.signUp();
    await s.fetch('/api/games/covid-2020/results', {
      token: a.token,
      body: { actions: holds(stepsOf(covid)) },
    });
    const theirs = await json(await s.fetch('/api/games', { token: b.token }));
    expect(theirs.games.find((g: Json) => g.id === 'covid-2020').best).toBeNull();
  });
});
