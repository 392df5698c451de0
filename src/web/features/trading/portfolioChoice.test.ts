import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompetitionSummary } from '../../../shared/api/competitions';
import { createLocalTrading } from '../../lib/local-trading';
import { userKey } from '../../lib/storage';
import { localBackend, portfolioPath, serverBackend } from './backend';
import { readOutbox, replayOrders } from './order-outbox';
import { chosenGame, playableGames, simulatorSearch } from './portfolioChoice';
import { tradingKey } from './useTrading';

const GAME = '7d0f6c1e-2b1a-4c7e-9a53-0b7e3f1d2c4a';

afterEach(() => vi.unstubAllGlobals());

const ok = (body: unknown = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const urls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map((c) => String(c[0]));

describe('the portfolio chosen in the address', () => {
  it('is a game for a signed-in learner with ?game=, the personal one otherwise', () => {
    expect(chosenGame({ game: GAME }, true)).toBe(GAME);
    expect(chosenGame({}, true)).toBeNull();
    expect(chosenGame({ game: '  ' }, true)).toBeNull();
    expect(chosenGame({ game: GAME }, false)).toBeNull();
    expect(simulatorSearch(GAME)).toEqual({ game: GAME });
    expect(simulatorSearch(null)).toEqual({});
  });

  it('offers the games I play, not the ones I only organise', () => {
    const game = (id: string, isPlayer: boolean) => ({ id, isPlayer }) as CompetitionSummary;
    expect(playableGames({ mine: [game('a', true), game('b', false)], public: [game('c', false)] })).toEqual([
      game('a', true),
    ]);
    expect(playableGames(undefined)).toEqual([]);
  });
});

describe('the paths of a game portfolio', () => {
  it('adds competitionId to trading paths only, after any query already there', () => {
    expect(portfolioPath('/api/trading/portfolio', null)).toBe('/api/trading/portfolio');
    expect(portfolioPath('/api/trading/portfolio', GAME)).toBe(
      `/api/trading/portfolio?competitionId=${GAME}`,
    );
    expect(portfolioPath('/api/trading/leaderboard?period=day', GAME)).toBe(
      `/api/trading/leaderboard?period=day&competitionId=${GAME}`,
    );
    expect(portfolioPath('/api/trading/options/trade', 'a b')).toBe(
      '/api/trading/options/trade?competitionId=a%20b',
    );
    expect(portfolioPath('/market-data/search?query=AA', GAME)).toBe('/market-data/search?query=AA');
  });

  it('sends every trading call of the game backend with the game, and market data without', async () => {
    const fetch = vi.fn(async () => ok({ symbols: [], results: [], candles: [] }));
    vi.stubGlobal('fetch', fetch);
    const backend = serverBackend('user-1', createLocalTrading('user-1'), GAME);
    await backend.portfolio();
    await backend.trades();
    await backend.cancel('o-1');
    await backend.settings();
    await backend.watchlist();
    await backend.optionTrade({ symbol: 'AAPL' } as never, 'k');
    await backend.search('AA');
    const sent = urls(fetch);
    expect(sent.slice(0, 6)).toEqual([
      `/api/trading/portfolio?competitionId=${GAME}`,
      `/api/trading/trades?competitionId=${GAME}`,
      `/api/trading/orders/o-1?competitionId=${GAME}`,
      `/api/trading/settings?competitionId=${GAME}`,
      `/api/trading/watchlist?competitionId=${GAME}`,
      `/api/trading/options/trade?competitionId=${GAME}`,
    ]);
    expect(sent[6]).toBe('/market-data/search?query=AA&limit=20');
  });

  it('keeps the personal backend’s paths as they were', async () => {
    const fetch = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetch);
    await serverBackend('user-1', createLocalTrading('user-1')).portfolio();
    expect(urls(fetch)).toEqual(['/api/trading/portfolio']);
  });

  it('keys the caches by portfolio, so one never shows another’s data', () => {
    const local = createLocalTrading('user-1');
    const personal = tradingKey(serverBackend('user-1', local), 'portfolio');
    const game = tradingKey(serverBackend('user-1', local, GAME), 'portfolio');
    expect(personal).not.toEqual(game);
    expect(game).toContain(GAME);
    expect(tradingKey(localBackend(local), 'portfolio')).toContain('personal');
  });

  it('never falls back to the personal ledger on this device for a game', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const backend = serverBackend('user-1', createLocalTrading('user-1'), GAME);
    await expect(backend.setWatchlist(['AAPL'])).rejects.toThrow();
    expect(localStorage.getItem(userKey('user-1', 'watchlist'))).toBeNull();
  });
});

describe('a game order that waits in the outbox', () => {
  it('keeps its game and is replayed into that game’s portfolio', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const backend = serverBackend('user-1', createLocalTrading('user-1'), GAME);
    const pending = backend.trade({ type: 'buy', symbol: 'AAPL', shares: 2 }, 'key-g');
    await vi.runAllTimersAsync();
    expect(await pending).toMatchObject({ queued: true });
    vi.useRealTimers();
    expect(readOutbox('user-1')).toMatchObject([{ key: 'key-g', competitionId: GAME }]);

    const fetch = vi.fn(async () => ok({ success: true, message: 'Bought 2 AAPL' }));
    vi.stubGlobal('fetch', fetch);
    const [result] = await replayOrders('user-1');
    expect(result?.kind).toBe('answered');
    expect(urls(fetch)).toEqual([`/api/trading/trade?competitionId=${GAME}`]);
    expect(readOutbox('user-1')).toEqual([]);
  });
});
