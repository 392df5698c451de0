import { z } from 'zod';

// The /market-data contract (spec trading-and-lessons §3 Quote, §7 Market data calls, §9 limits).

export const MAX_BATCH_QUOTES = 20;
export const MAX_SEARCH_RESULTS = 20;
export const MAX_STREAM_SYMBOLS = 100;
export const DEFAULT_STREAM_SYMBOLS = ['SPY', 'QQQ'] as const;
export const INVALID_SYMBOL_MESSAGE = 'Invalid symbol provided';

export const marketState = z.enum(['REGULAR', 'PRE', 'POST', 'CLOSED']);

export const quoteSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  high: z.number(),
  low: z.number(),
  open: z.number(),
  previousClose: z.number(),
  volume: z.number(),
  avgVolume: z.number(),
  marketCap: z.number(),
  pe: z.number().nullable().describe('Price over trailing earnings; null when earnings are negative or n/a'),
  dividend: z.number().describe('Annual dividend yield, percent of the price'),
  beta: z.number(),
  sector: z.string(),
  week52High: z.number(),
  week52Low: z.number(),
  timestamp: z.string(),
  dataDelay: z.number().describe('Seconds the data lags the market; 0 is live'),
  marketState,
  dataSource: z.string().describe("Who answered: 'simulated' or a real provider such as 'finnhub'"),
  isRealtime: z.boolean(),
  bid: z.number().optional().describe('Best bid, dollars (what a market sell fills at)'),
  ask: z.number().optional().describe('Best ask, dollars (what a market buy fills at)'),
  minuteVolume: z.number().optional().describe('Shares traded in the minute around the quote'),
});
export type QuoteView = z.infer<typeof quoteSchema>;

export const providerStatus = z.object({
  name: z.string(),
  healthy: z.boolean(),
  consecutiveFailures: z.number(),
  lastError: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  requestsLastMinute: z.number(),
  limitPerMinute: z.number().nullable(),
});

export const providerHealth = z.object({
  /** The provider that answered this request. */
  dataSource: z.string(),
  /** True when a preferred provider failed or was skipped and a later one answered. */
  fallback: z.boolean(),
  status: z.enum(['healthy', 'degraded']),
  providers: z.array(providerStatus),
});
export type ProviderHealth = z.infer<typeof providerHealth>;

export const symbolParams = z.object({ symbol: z.string().max(32) });

export const quoteAnswer = z.object({ quote: quoteSchema, providerHealth });
export type QuoteAnswer = z.infer<typeof quoteAnswer>;

export const quotesBody = z.object({
  symbols: z
    .array(z.string().max(32))
    .min(1, 'symbols must list at least one symbol')
    .max(MAX_BATCH_QUOTES, `At most ${MAX_BATCH_QUOTES} symbols per request`),
});
export const quotesAnswer = z.object({
  quotes: z.array(quoteSchema),
  /** Requested symbols nobody could quote. */
  notFound: z.array(z.string()),
  providerHealth,
});
export type QuotesAnswer = z.infer<typeof quotesAnswer>;

export const searchQuery = z.object({
  query: z.string().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_RESULTS).default(MAX_SEARCH_RESULTS),
});
export const searchResult = z.object({
  symbol: z.string(),
  name: z.string(),
  sector: z.string().optional(),
  kind: z.string().optional(),
});
export const searchAnswer = z.object({ results: z.array(searchResult), dataSource: z.string() });
export type SearchAnswer = z.infer<typeof searchAnswer>;

export const indexQuote = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
});
export const indicesAnswer = z.object({ indices: z.array(indexQuote), dataSource: z.string() });
export type IndicesAnswer = z.infer<typeof indicesAnswer>;

export const historyRange = z.enum(['1D', '5D', '1M', '3M', '6M', '1Y', '5Y']);
export const historyQuery = z.object({ range: historyRange.default('1M') });
export const candleSchema = z.object({
  time: z.number().describe('Candle start, Unix seconds'),
  date: z.string(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export const historyAnswer = z.object({
  symbol: z.string(),
  range: historyRange,
  candles: z.array(candleSchema),
  dataSource: z.string(),
});
export type HistoryAnswer = z.infer<typeof historyAnswer>;

export const marketStatusAnswer = z.object({
  state: marketState,
  isOpen: z.boolean(),
  date: z.string(),
  closedReason: z.string().nullable(),
  earlyClose: z.boolean(),
  sessionOpen: z.string(),
  sessionClose: z.string(),
  nextOpen: z.string(),
  message: z.string(),
});

export const streamQuery = z.object({
  symbols: z.string().max(2000).optional().describe('Comma-separated symbols; default SPY,QQQ; at most 100'),
});

/** One server-sent event of /market-data/stream (`data: <json>`). */
export const streamMessage = z.object({
  quotes: z.array(quoteSchema),
  providerHealth,
  timestamp: z.string(),
});
export type StreamMessage = z.infer<typeof streamMessage>;

/** The spec's symbol pattern: 1-5 capital letters, optionally a dot and 1-2 letters. */
export const SYMBOL_PATTERN = /^[A-Z]{1,5}(\.[A-Z]{1,2})?$/;

/** Uppercases and strips a requested symbol; undefined when nothing valid is left. */
export function normalizeSymbol(raw: string): string | undefined {
  const symbol = raw.trim().toUpperCase();
  return SYMBOL_PATTERN.test(symbol) ? symbol : undefined;
}
