import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedQuote, sp500Close } from '../../../core/market';
import { startTestServer, type TestServer } from '../../test/server';
import { activeStreamHub } from './routes';

// A Monday, mid-session in New York.
const now = new Date('2026-11-23T16:00:00Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now });
});
afterAll(() => s.close());

describe('GET /market-data/quote/:symbol', () => {
  it('answers the simulated quote and the providers’ health', async () => {
    const res = await s.fetch('/market-data/quote/aapl');
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.quote).toEqual(simulatedQuote('AAPL', now));
    expect(json.quote.marketState).toBe('REGULAR');
    expect(json.providerHealth).toMatchObject({
      dataSource: 'simulated',
      fallback: false,
      status: 'healthy',
    });
    expect(json.providerHealth.providers.map((p: { name: string }) => p.name)).toEqual(['simulated']);
  });

  it('quotes a class share with a dot in its symbol', async () => {
    const res = await s.fetch('/market-data/quote/BRK.A');
    expect(res.status).toBe(200);
    const { quote } = await res.json();
    expect(quote).toMatchObject({ symbol: 'BRK.A', name: 'Berkshire Hathaway Inc. Class A' });
    expect(quote.price).toBeGreaterThan(1000);
  });

  it('refuses an empty or malformed symbol with "Invalid symbol provided"', async () => {
    for (const path of [
      '/market-data/quote/',
      '/market-data/quote',
      '/market-data/quote/%20',
      '/market-data/quote/A$B',
    ]) {
      const res = await s.fetch(path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ error: 'Invalid symbol provided' });
    }
  });

  it('answers 404 with a clear message for a symbol nobody lists', async () => {
    const res = await s.fetch('/market-data/quote/ZZZZ');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe('Symbol not found. Search for it with /market-data/search.');
  });

  it('shows the last close with the market closed', async () => {
    s.setNow(new Date('2026-11-22T16:00:00Z')); // Sunday
    const res = await s.fetch('/market-data/quote/MSFT');
    const { quote } = await res.json();
    expect(quote.marketState).toBe('CLOSED');
    expect(quote.price).toBe(simulatedQuote('MSFT', new Date('2026-11-20T21:00:00Z'))!.price);
    s.setNow(now);
  });
});

describe('POST /market-data/quotes', () => {
  it('quotes up to 20 symbols and lists the ones it cannot', async () => {
    const res = await s.fetch('/market-data/quotes', { body: { symbols: ['AAPL', 'msft', 'ZZZZ', 'bad$'] } });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.quotes.map((q: { symbol: string }) => q.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(json.notFound).toEqual(['bad$', 'ZZZZ']);
    expect(json.providerHealth.dataSource).toBe('simulated');
  });

  it('refuses more than 20 symbols', async () => {
    const symbols = ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'TSLA', 'GME', 'AMC', 'SPY', 'QQQ', 'DIA', 'IWM'];
    const res = await s.fetch('/market-data/quotes', { body: { symbols: [...symbols, ...symbols] } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'At most 20 symbols per request' });
  });

  it('refuses a body without symbols', async () => {
    const res = await s.fetch('/market-data/quotes', { body: {} });
    expect(res.status).toBe(400);
  });
});

describe('GET /market-data/search', () => {
  it('matches symbols and names, prefix first, at most 20', async () => {
    const res = await s.fetch('/market-data/search?query=app');
    const json = await res.json();
    expect(json.results[0]).toMatchObject({ symbol: 'AAPL', name: 'Apple Inc.' });
    const many = await (await s.fetch('/market-data/search?query=e')).json();
    expect(many.results).toHaveLength(20);
    const empty = await (await s.fetch('/market-data/search?query=')).json();
    expect(empty.results).toEqual([]);
  });
});

describe('GET /market-data/indices', () => {
  it('lists the indices with price and change', async () => {
    const json = await (await s.fetch('/market-data/indices')).json();
    expect(json.indices.map((i: { symbol: string }) => i.symbol)).toEqual(['^GSPC', '^DJI', '^IXIC', '^RUT']);
    for (const i of json.indices) {
      expect(i.price).toBeGreaterThan(0);
      expect(typeof i.changePercent).toBe('number');
    }
  });
});

describe('GET /market-data/history/:symbol', () => {
  it('gives candles ending at the current price', async () => {
    const json = await (await s.fetch('/market-data/history/AAPL?range=5D')).json();
    expect(json.range).toBe('5D');
    expect(json.candles.at(-1).close).toBe(simulatedQuote('AAPL', now)!.price);
  });

  it('defaults to one month and replays the real S&P 500 for ^GSPC', async () => {
    s.setNow(new Date('2008-10-10T21:00:00Z'));
    const json = await (await s.fetch('/market-data/history/%5EGSPC')).json();
    expect(json.range).toBe('1M');
    expect(json.candles).toHaveLength(21);
    expect(json.candles.at(-1).close).toBe(sp500Close('2008-10-10'));
    s.setNow(now);
  });

  it('refuses an unknown range and an unknown symbol', async () => {
    expect((await s.fetch('/market-data/history/AAPL?range=2W')).status).toBe(400);
    expect((await s.fetch('/market-data/history/ZZZZ')).status).toBe(404);
  });
});

describe('GET /market-data/status', () => {
  it('tells whether the market is open', async () => {
    const json = await (await s.fetch('/market-data/status')).json();
    expect(json).toMatchObject({ state: 'REGULAR', isOpen: true, date: '2026-11-23' });
  });
});

async function readEvents(res: Response, count: number): Promise<unknown[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: unknown[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      if (data) events.push(JSON.parse(data));
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}

describe('GET /market-data/stream', () => {
  it('streams quotes and providerHealth, then drops the client when it disconnects', async () => {
    const controller = new AbortController();
    const res = await fetch(`${s.url}/market-data/stream?symbols=AAPL,tsla`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = (await readEvents(res, 2)) as { quotes: { symbol: string }[]; providerHealth: unknown }[];
    expect(events).toHaveLength(2); // the first at once, the second from a tick
    for (const e of events) {
      expect(e.quotes.map((q) => q.symbol)).toEqual(['AAPL', 'TSLA']);
      expect(e.providerHealth).toMatchObject({ dataSource: 'simulated' });
    }
    controller.abort();
    const hub = activeStreamHub()!;
    for (let i = 0; i < 50 && hub.size > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(hub.size).toBe(0);
  });

  it('defaults to SPY and QQQ', async () => {
    const res = await fetch(`${s.url}/market-data/stream`);
    const [first] = (await readEvents(res, 1)) as { quotes: { symbol: string }[] }[];
    expect(first!.quotes.map((q) => q.symbol)).toEqual(['SPY', 'QQQ']);
  });

  it('refuses more than 100 symbols and streams of only unknown symbols', async () => {
    const many = Array.from(
      { length: 101 },
      (_, i) => `A${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
    );
    const res = await s.fetch(`/market-data/stream?symbols=${many.join(',')}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'At most 100 symbols per stream' });
    expect((await s.fetch('/market-data/stream?symbols=ZZZZ')).status).toBe(404);
    expect((await s.fetch('/market-data/stream?symbols=A$')).status).toBe(400);
  });
});
