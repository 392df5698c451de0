// /market-data: quotes, batch quotes, search, indices, history, market status and the SSE stream.
import { z } from 'zod';
import { instrument, marketStatus, newYorkDate } from '../../../core/market';
import { corporateActionsAnswer, corporateActionsView } from '../../../shared/api/corporate-actions';
import {
  DEFAULT_STREAM_SYMBOLS,
  historyAnswer,
  historyQuery,
  INVALID_SYMBOL_MESSAGE,
  indicesAnswer,
  MAX_STREAM_SYMBOLS,
  marketStatusAnswer,
  normalizeSymbol,
  quoteAnswer,
  quotesAnswer,
  quotesBody,
  searchAnswer,
  searchQuery,
  streamQuery,
} from '../../../shared/api/market-data';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { createMarketDataService, setMarketData } from './service';
import { StreamHub } from './stream';

const errorAnswer = z.object({ error: z.string() });
const symbolParams = z.object({ symbol: z.string() });

/** A symbol with no quote: a fixed answer that points to the search and never repeats the symbol. */
const SYMBOL_NOT_FOUND = 'Symbol not found. Search for it with /market-data/search.';

function notFound(): Error {
  return httpError(404, SYMBOL_NOT_FOUND);
}

let activeHub: StreamHub | undefined;

/** The stream hub of the server last built in this process (tests and the benchmark watch it). */
export function activeStreamHub(): StreamHub | undefined {
  return activeHub;
}

export default async function marketDataRoutes(app: App, deps: Deps): Promise<void> {
  const service = createMarketDataService(deps.config, { clock: deps.clock, log: deps.log });
  setMarketData(service);
  const hub = new StreamHub(service, {
    onError: (error) => deps.log.error({ err: error }, 'market stream tick failed'),
  });
  activeHub = hub;
  app.addHook('onClose', async () => {
    hub.close();
    service.close();
  });

  const symbolOf = (raw: string): string => {
    const symbol = normalizeSymbol(raw);
    if (!symbol) throw httpError(400, INVALID_SYMBOL_MESSAGE);
    return symbol;
  };

  for (const path of ['/quote', '/quote/']) {
    app.get(path, { schema: { hide: true } }, async () => {
      throw httpError(400, INVALID_SYMBOL_MESSAGE);
    });
  }

  app.get(
    '/quote/:symbol',
    {
      schema: {
        tags: ['market-data'],
        description:
          'The quote of a symbol and the health of the providers. 400 "Invalid symbol provided" for an empty or malformed symbol; 404 for a symbol no provider knows.',
        params: symbolParams,
        response: { 200: quoteAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const symbol = symbolOf(request.params.symbol);
      const answer = await service.quote(symbol);
      if (!answer.value) throw notFound();
      return { quote: answer.value, providerHealth: service.health(answer) };
    },
  );

  app.post(
    '/quotes',
    {
      schema: {
        tags: ['market-data'],
        description: 'Quotes of up to 20 symbols. Unknown or malformed symbols are listed in notFound.',
        body: quotesBody,
        response: { 200: quotesAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      const requested = request.body.symbols;
      const valid = [...new Set(requested.map((s) => normalizeSymbol(s)).filter((s): s is string => !!s))];
      const invalid = requested.filter((s) => !normalizeSymbol(s));
      const { quotes, notFound: unknown, answers } = await service.quotes(valid);
      const first = answers.find((a) => a.value) ?? { dataSource: 'none', fallback: false };
      return { quotes, notFound: [...invalid, ...unknown], providerHealth: service.health(first) };
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['market-data'],
        description: 'Symbols whose symbol or name match the query, prefix matches first; at most 20.',
        querystring: searchQuery,
        response: { 200: searchAnswer },
      },
    },
    async (request) => {
      const { query, limit } = request.query;
      if (!query.trim()) return { results: [], dataSource: 'none' };
      const answer = await service.search(query.trim(), limit);
      return { results: (answer.value ?? []).slice(0, limit), dataSource: answer.dataSource };
    },
  );

  app.get('/indices', { schema: { tags: ['market-data'], response: { 200: indicesAnswer } } }, async () => {
    const answer = await service.indices();
    return { indices: answer.value ?? [], dataSource: answer.dataSource };
  });

  app.get(
    '/history/:symbol',
    {
      schema: {
        tags: ['market-data'],
        description:
          'Candles ending now: 1D 5-minute, 5D 30-minute, 1M–1Y daily, 5Y weekly. The last candle closes at the current price. ^GSPC gives the real S&P 500 for 2000-01-03..2020-04-17.',
        params: symbolParams,
        querystring: historyQuery,
        response: { 200: historyAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const raw = request.params.symbol.trim().toUpperCase();
      const symbol = raw.startsWith('^') && /^\^[A-Z]{2,5}$/.test(raw) ? raw : symbolOf(raw);
      const answer = await service.history(symbol, request.query.range);
      if (!answer.value) throw notFound();
      return { symbol, range: request.query.range, candles: answer.value, dataSource: answer.dataSource };
    },
  );

  app.get(
    '/corporate-actions/:symbol',
    {
      schema: {
        tags: ['market-data'],
        description:
          "The symbol's dividends and splits from a year ago to a year ahead, oldest first (the simulated market's calendar; amounts in dollars a share). 400 for a malformed symbol; 404 for one the market does not list.",
        params: symbolParams,
        response: { 200: corporateActionsAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const symbol = symbolOf(request.params.symbol);
      const inst = instrument(symbol);
      if (!inst || inst.kind === 'index') throw notFound();
      const now = deps.clock();
      return corporateActionsView(inst.symbol, newYorkDate(now), now);
    },
  );

  app.get(
    '/status',
    {
      schema: {
        tags: ['market-data'],
        description:
          'NYSE status now: regular session, pre-market, after hours or closed (weekends, holidays).',
        response: { 200: marketStatusAnswer },
      },
    },
    async () => marketStatus(deps.clock()),
  );

  app.get(
    '/stream',
    {
      schema: {
        tags: ['market-data'],
        description:
          'Server-sent events: `data: {"quotes":[…],"providerHealth":{…},"timestamp":"…"}` at once and then every second. Default symbols SPY,QQQ; at most 100; unknown symbols are left out.',
        querystring: streamQuery,
        response: { 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const requested = (request.query.symbols ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const raw = requested.length > 0 ? requested : [...DEFAULT_STREAM_SYMBOLS];
      if (raw.length > MAX_STREAM_SYMBOLS)
        throw httpError(400, `At most ${MAX_STREAM_SYMBOLS} symbols per stream`);
      const symbols = [...new Set(raw.map((s) => symbolOf(s)))];
      const { quotes } = await service.quotes(symbols);
      const known = symbols.filter((s) => quotes.some((q) => q.symbol === s));
      if (known.length === 0) throw notFound();
      reply.hijack();
      // Hijacked replies skip Fastify's hooks: carry over the headers they set (helmet, CORS).
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (typeof value === 'string') headers[name] = value;
      }
      await hub.add(reply.raw, known, headers);
    },
  );
}
