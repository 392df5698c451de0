import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';

// An error never repeats what the caller sent: an unknown id, key, symbol or date answers with a
// fixed message, so a crafted value (markup, a script) cannot come back in the body.

const CRAFTED = '<script>alert(1)</script>';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer({ now: new Date('2026-03-02T15:00:00Z') });
  token = (await s.signUp()).token;
});
afterAll(() => s.close());

async function answer(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await s.fetch(path, { ...init, token });
  return { status: res.status, text: await res.text() };
}

function expectFixed(r: { status: number; text: string }, status: number, error: string, sent: string) {
  expect(r.status).toBe(status);
  expect(JSON.parse(r.text)).toEqual({ error });
  expect(r.text).not.toContain(sent);
}

describe('an error message never repeats the request', () => {
  it('an unknown game, its results and its leaderboard', async () => {
    const id = encodeURIComponent(CRAFTED);
    const results = await answer(`/api/games/${id}/results`, { body: { actions: [] } });
    expectFixed(results, 404, 'Unknown game', '<script>');
    expectFixed(await answer(`/api/games/${id}/leaderboard`), 404, 'Unknown game', '<script>');
    expectFixed(await answer('/api/games/tulips-1637/leaderboard'), 404, 'Unknown game', 'tulips');
  });

  it('an asset the game does not have', async () => {
    const games = JSON.parse((await answer('/api/games')).text) as { games: { id: string; steps: number }[] };
    const game = games.games[0]!;
    const actions = [
      { type: 'buy', asset: 'stock:ZZZQX', cents: 100 },
      ...Array.from({ length: game.steps - 1 }, () => ({ type: 'hold' })),
    ];
    const r = await answer(`/api/games/${game.id}/results`, { body: { actions } });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text).error).toBe('Decision 1 is impossible: This game has no such asset');
    expect(r.text).not.toContain('ZZZQX');
  });

  it('an unknown feature key', async () => {
    const r = await answer(`/api/onboarding/check/${encodeURIComponent(CRAFTED)}`);
    expectFixed(r, 404, 'Unknown feature', '<script>');
    expectFixed(await answer('/api/onboarding/check/time_travel'), 404, 'Unknown feature', 'time_travel');
  });

  it('an unknown lesson', async () => {
    const r = await answer('/api/auth/progress', { body: { storyId: CRAFTED, completed: true } });
    expectFixed(r, 400, 'Unknown lesson', '<script>');
  });

  it('an unknown quiz question, in an answer and in the placement check', async () => {
    const one = await answer('/api/learning-path/answers', { body: { cardId: CRAFTED, option: 0 } });
    expectFixed(one, 404, 'Unknown quiz question', '<script>');
    const placement = await answer('/api/learning-path/placement', {
      body: { answers: [CRAFTED, `${CRAFTED}2`, `${CRAFTED}3`].map((cardId) => ({ cardId, option: 0 })) },
    });
    expectFixed(placement, 400, 'Unknown quiz question', '<script>');
  });

  it('a review card the learner does not have', async () => {
    const r = await answer('/api/learning-path/reviews', {
      body: { grades: [{ cardId: CRAFTED, grade: 'good' }] },
    });
    expectFixed(r, 404, 'No such review card for this learner.', '<script>');
  });

  it('a symbol nobody lists, on every market-data route', async () => {
    const message = 'Symbol not found. Search for it with /market-data/search.';
    for (const path of [
      '/market-data/quote/ZZZQX',
      '/market-data/history/ZZZQX',
      '/market-data/corporate-actions/ZZZQX',
    ])
      expectFixed(await answer(path), 404, message, 'ZZZQX');
    expectFixed(await answer('/market-data/stream?symbols=ZZZQX'), 404, message, 'ZZZQX');
  });

  it('a symbol without options and an unlisted expiration, on the chain and on a trade', async () => {
    expectFixed(
      await answer('/market-data/options/ZZZQX'),
      404,
      'No options are listed for this symbol',
      'ZZZQX',
    );
    const unlisted = await answer('/market-data/options/AAPL?expiration=2020-01-03');
    expectFixed(
      unlisted,
      400,
      'No options expire on that date. Pick one of the listed expirations',
      '2020-01-03',
    );
    const order = { optionType: 'call', strike: 100, side: 'buy', contracts: 1 };
    const noOptions = await answer('/api/trading/options/trade', {
      body: { ...order, symbol: 'ZZZQX', expiration: '2026-03-06' },
    });
    expectFixed(noOptions, 404, 'No options are listed for this symbol', 'ZZZQX');
    const badDate = await answer('/api/trading/options/trade', {
      body: { ...order, symbol: 'AAPL', expiration: '2020-01-03' },
    });
    expectFixed(
      badDate,
      400,
      'No options expire on that date. Pick one of the listed expirations',
      '2020-01-03',
    );
  });

  it('an API path no route serves', async () => {
    const res = await fetch(`${s.url}/api/${CRAFTED}`);
    const text = await res.text();
    expectFixed(
      { status: res.status, text },
      404,
      'Not found: no route answers this method and address.',
      'script',
    );
  });
});
