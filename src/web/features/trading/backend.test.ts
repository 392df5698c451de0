import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalTrading } from '../../lib/local-trading';
import { userKey } from '../../lib/storage';
import { lazyLocalTrading, localBackend, serverBackend } from './backend';

const OPEN = new Date('2026-03-11T14:30:00Z');
const local = () => createLocalTrading('user-1', { now: () => OPEN });

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the trading backend of a signed-in user', () => {
  it('sends the order with its Idempotency-Key', async () => {
    const fetch = vi.fn(async () => answer(200, { success: true, message: 'Bought 1 AAPL' }));
    vi.stubGlobal('fetch', fetch);
    await serverBackend('user-1', local()).trade({ type: 'buy', symbol: 'AAPL', shares: 1 }, 'key-1');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/trading/trade');
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe('key-1');
  });

  it('re-sends a lost order with the same key, then queues it (never trading on this device)', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const checking = vi.fn();
    const pending = serverBackend('user-1', local()).trade(
      { type: 'buy', symbol: 'AAPL', shares: 2 },
      'k',
      checking,
    );
    await vi.runAllTimersAsync();
    const result = await pending;
    vi.useRealTimers();
    expect(result).toMatchObject({ queued: true, trade: null });
    expect(fetch).toHaveBeenCalledTimes(4);
    const keys = fetch.mock.calls.map(
      (c) =>
        ((c as unknown as [string, RequestInit])[1].headers as Record<string, string>)['idempotency-key'],
    );
    expect(keys).toEqual(['k', 'k', 'k', 'k']);
    expect(checking).toHaveBeenCalled();
    expect(localStorage.getItem(userKey('user-1', 'portfolio'))).toBeNull();
    expect(localStorage.getItem(userKey('user-1', 'order-outbox'))).toContain('"key":"k"');
  });

  it('passes the server refusal through untouched instead of trading locally', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { error: 'No position found for AAPL' })),
    );
    await expect(
      serverBackend('user-1', local()).trade({ type: 'sell', symbol: 'AAPL', shares: 1 }, 'k'),
    ).rejects.toThrow('No position found for AAPL');
    expect(localStorage.getItem(userKey('user-1', 'portfolio'))).toBeNull();
  });

  it('says "Failed to execute trade" when the server refuses without a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    await expect(
      serverBackend('user-1', local()).trade({ type: 'buy', symbol: 'AAPL', shares: 1 }, 'k'),
    ).rejects.toThrow('Failed to execute trade');
  });

  it('ignores a risk-signal failure (no warnings) and rates locally when the quant route fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, { error: 'boom' })),
    );
    const backend = serverBackend('user-1', local());
    expect(await backend.riskSignal({ type: 'buy', symbol: 'AAPL', shares: 1 })).toMatchObject({
      allowed: true,
      warnings: [],
    });
    expect((await backend.quantRating('AAPL')).model).toBe('local');
  });

  it('searches and charts from the local market when the market-data routes fail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const backend = serverBackend('user-1', local());
    expect((await backend.search('apple')).map((r) => r.symbol)).toContain('AAPL');
    expect((await backend.history('AAPL', '1M')).length).toBeGreaterThan(10);
  });
});

describe('the trading backend of a guest', () => {
  it('never calls the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const backend = localBackend(createLocalTrading('guest', { now: () => OPEN }));
    await backend.trade({ type: 'buy', symbol: 'AAPL', shares: 1 }, 'k');
    await backend.portfolio();
    await backend.riskSignal({ type: 'buy', symbol: 'AAPL', shares: 1 });
    expect(await backend.leaderboard('overall')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects with the engine message as a promise', async () => {
    const backend = localBackend(createLocalTrading('guest', { now: () => OPEN }));
    await expect(backend.trade({ type: 'sell', symbol: 'MSFT', shares: 1 }, 'k')).rejects.toThrow(
      'No position found for MSFT',
    );
  });
});

describe("the device's engine, loaded on first use", () => {
  it('is made once per user, and serves a guest and a signed-in fallback alike', async () => {
    const lazy = lazyLocalTrading('user-2');
    const engine = await lazy.load();
    expect(await lazy.load()).toBe(engine);
    const guest = localBackend(lazy);
    expect(guest.userId).toBe('user-2');
    await guest.setWatchlist(['TSLA']);
    expect(engine.watchlist().symbols).toEqual(['TSLA']);
  });

  it("keeps a signed-in learner's watchlist on the device when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    // No engine given: the backend loads the device's own when the write falls back.
    expect(await serverBackend('user-3').setWatchlist(['NVDA', 'AMD'])).toEqual({ symbols: ['NVDA', 'AMD'] });
    expect(createLocalTrading('user-3').watchlist().symbols).toEqual(['NVDA', 'AMD']);
  });
});
