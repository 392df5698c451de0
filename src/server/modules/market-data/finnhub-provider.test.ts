import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { quoteSchema } from '../../../shared/api/market-data';
import { createFinnhubProvider, type FetchLike } from './finnhub-provider';
import { ProviderError } from './provider';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/finnhub/${name}.json`, import.meta.url), 'utf8')) as unknown;

type Route = { status?: number; body: string };

/** A fetch that serves recorded answers by path and symbol, and records what was asked. */
function recorded(routes: Record<string, Route>) {
  const calls: { url: URL; token: string | undefined }[] = [];
  const fetch: FetchLike = async (url, init) => {
    const u = new URL(url);
    calls.push({ url: u, token: init?.headers?.['X-Finnhub-Token'] });
    const key = `${u.pathname.replace('/api/v1', '')}?${u.searchParams.get('symbol') ?? u.searchParams.get('q') ?? ''}`;
    const route = routes[key];
    if (!route) return { status: 404, ok: false, json: async () => ({ error: 'no fixture' }) };
    const status = route.status ?? 200;
    return { status, ok: status < 400, json: async () => fixture(route.body) };
  };
  return { fetch, calls };
}

const at = new Date('2020-02-25T15:10:00Z');

describe('Finnhub provider (recorded responses)', () => {
  const aapl: Record<string, Route> = {
    '/quote?AAPL': { body: 'quote-AAPL' },
    '/stock/profile2?AAPL': { body: 'profile2-AAPL' },
    '/stock/metric?AAPL': { body: 'metric-AAPL' },
  };

  it('turns quote, profile and metrics into a full Quote, sending the key as a header', async () => {
    const { fetch, calls } = recorded(aapl);
    const provider = createFinnhubProvider({ apiKey: 'test-key', fetch });
    const quote = await provider.quote('AAPL', at);
    expect(quoteSchema.parse(quote)).toMatchObject({
      symbol: 'AAPL',
      name: 'Apple Inc',
      price: 261.74,
      change: 2.29,
      changePercent: 0.88,
      high: 263.31,
      low: 260.68,
      open: 261.07,
      previousClose: 259.45,
      marketCap: 1_415_993_000_000,
      avgVolume: 32_501_470,
      pe: 24.67,
      dividend: 1.18,
      beta: 1.2989,
      sector: 'Technology',
      week52High: 310.43,
      week52Low: 149.22,
      timestamp: '2020-02-25T14:30:00.000Z',
      dataDelay: 2400,
      marketState: 'REGULAR',
      dataSource: 'finnhub',
    });
    expect(calls.every((c) => c.token === 'test-key')).toBe(true);
    expect(calls.some((c) => c.url.searchParams.has('token'))).toBe(false);
  });

  it('asks for the profile and metrics once a day, the price every time', async () => {
    const { fetch, calls } = recorded(aapl);
    const provider = createFinnhubProvider({ apiKey: 'k', fetch });
    await provider.quote('AAPL', at);
    await provider.quote('AAPL', new Date(at.getTime() + 60_000));
    expect(calls.filter((c) => c.url.pathname.endsWith('/quote'))).toHaveLength(2);
    expect(calls.filter((c) => c.url.pathname.endsWith('/profile2'))).toHaveLength(1);
  });

  it('reads an all-zero answer as an unknown symbol', async () => {
    const { fetch } = recorded({ '/quote?NOPE': { body: 'quote-unknown' } });
    const provider = createFinnhubProvider({ apiKey: 'k', fetch });
    expect(await provider.quote('NOPE', at)).toBeUndefined();
  });

  it('fails with the status on a rate limit or a refused resource', async () => {
    const { fetch } = recorded({
      '/quote?AAPL': { status: 429, body: 'error-429' },
      '/stock/candle?AAPL': { status: 403, body: 'error-403' },
    });
    const provider = createFinnhubProvider({ apiKey: 'k', fetch });
    await expect(provider.quote('AAPL', at)).rejects.toMatchObject({ status: 429 });
    await expect(provider.history('AAPL', '1M', at)).rejects.toBeInstanceOf(ProviderError);
  });

  it('fails when the network does', async () => {
    const provider = createFinnhubProvider({
      apiKey: 'k',
      fetch: async () => {
        throw new Error('ECONNREFUSED');
      },
    });
    await expect(provider.quote('AAPL', at)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('maps search results, leaving out foreign listings', async () => {
    const { fetch, calls } = recorded({ '/search?apple': { body: 'search-apple' } });
    const provider = createFinnhubProvider({ apiKey: 'k', fetch });
    const results = await provider.search('apple', 20);
    expect(results.map((r) => r.symbol)).toEqual(['AAPL', 'APLE']);
    expect(results[0]).toMatchObject({ name: 'APPLE INC', sector: 'Technology', kind: 'stock' });
    expect(calls[0]!.url.searchParams.get('exchange')).toBe('US');
  });

  it('maps candles, and no data to undefined', async () => {
    const { fetch, calls } = recorded({
      '/stock/candle?AAPL': { body: 'candle-AAPL-D' },
      '/stock/candle?NOPE': { body: 'candle-no-data' },
    });
    const provider = createFinnhubProvider({ apiKey: 'k', fetch });
    const candles = await provider.history('AAPL', '1M', at);
    expect(candles).toHaveLength(3);
    expect(candles![0]).toEqual({
      time: 1569297600,
      date: '2019-09-24T04:00:00.000Z',
      open: 221.03,
      high: 222.49,
      low: 217.19,
      close: 217.68,
      volume: 33463820,
    });
    expect(calls[0]!.url.searchParams.get('resolution')).toBe('D');
    expect(await provider.history('NOPE', '1M', at)).toBeUndefined();
  });

  it('does not offer index quotes (the chain answers them from the simulated market)', async () => {
    const provider = createFinnhubProvider({ apiKey: 'k', fetch: recorded({}).fetch });
    await expect(provider.indices(at)).rejects.toBeInstanceOf(ProviderError);
  });
});
