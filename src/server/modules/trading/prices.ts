// Where the trading module gets prices. The engine never fetches: a use case fetches the quotes it
// needs first (outside any transaction), then hands the engine a synchronous PriceSource over them.
import { dailyCloses, simulatedQuote } from '../../../core/market';
import { type PriceQuote, type PriceSource, tradingDay } from '../../../core/trading';
import { modelCorrelation } from '../../../core/trading/model-risk';

export type MarketPrices = {
  quote(symbol: string, at: Date): Promise<PriceQuote | undefined>;
  /** Daily closes, oldest first, ending at the price at `at`. */
  closes(symbol: string, at: Date, days: number): Promise<number[]>;
  /**
   * Present when the market answers without any I/O (the simulated one): a use case may then price
   * lazily inside its transaction, since nothing is awaited there, and skip the pre-read of symbols.
   */
  quoteSync?(symbol: string, at: Date): PriceQuote | undefined;
};

/** The deterministic simulated market of src/core/market (no network; the same prices as the browser). */
export const simulatedPrices: MarketPrices = {
  quote: async (symbol, at) => simulatedQuote(symbol, at),
  closes: async (symbol, at, days) => dailyCloses(symbol, at, days),
  quoteSync: simulatedQuote,
};

let current: MarketPrices = simulatedPrices;

/** The prices the trading module uses; tests may swap them. */
export function marketPrices(): MarketPrices {
  return current;
}

export function setMarketPrices(prices: MarketPrices): () => void {
  const previous = current;
  current = prices;
  returnsCache.clear();
  return () => {
    current = previous;
    returnsCache.clear();
  };
}

// Daily log returns per (symbol, New York day): a 60-day correlation does not move within a day, and
// building the history costs ~1.5 ms a symbol, too much to repeat on every order.
const returnsCache = new Map<string, number[]>();
const RETURNS_CACHE_LIMIT = 5000;

async function dailyReturns(symbol: string, at: Date, days: number): Promise<number[]> {
  const key = `${symbol}|${tradingDay(at)}|${days}`;
  const hit = returnsCache.get(key);
  if (hit) return hit;
  const c = await current.closes(symbol, at, days).catch(() => []);
  const returns = c.slice(1).map((v, i) => Math.log(v / c[i]!));
  if (returnsCache.size >= RETURNS_CACHE_LIMIT) returnsCache.clear();
  returnsCache.set(key, returns);
  return returns;
}

/** A lazy, memoised PriceSource when the market needs no I/O; undefined when quotes must be prefetched. */
export function syncPrices(at: Date): PriceSource | undefined {
  const market = current;
  if (!market.quoteSync) return undefined;
  const seen = new Map<string, PriceQuote | undefined>();
  return (symbol) => {
    if (!seen.has(symbol)) seen.set(symbol, market.quoteSync!(symbol, at));
    return seen.get(symbol);
  };
}

/** Fetches quotes for every symbol at once and answers synchronously from them. */
export async function prefetch(symbols: Iterable<string>, at: Date): Promise<PriceSource> {
  const unique = [...new Set(symbols)];
  const quotes = await Promise.all(unique.map((s) => current.quote(s, at).catch(() => undefined)));
  const map = new Map<string, PriceQuote>();
  unique.forEach((s, i) => {
    const q = quotes[i];
    if (q) map.set(s, q);
  });
  return (symbol) => map.get(symbol);
}

/**
 * Correlation for the correlation checks and breaker: the market model's own (exact, free) when both
 * symbols are in it, else measured on the closes.
 */
export async function correlationSource(
  symbols: string[],
  at: Date,
  days = 60,
): Promise<(a: string, b: string) => number | undefined> {
  const unique = [...new Set(symbols)].filter((s) => modelCorrelation(s, s) === undefined);
  const series = new Map<string, number[]>();
  await Promise.all(
    unique.map(async (s) => {
      series.set(s, await dailyReturns(s, at, days));
    }),
  );
  return (a, b) => {
    const modelled = modelCorrelation(a, b);
    if (modelled !== undefined) return modelled;
    const x = series.get(a);
    const y = series.get(b);
    if (!x || !y) return undefined;
    const n = Math.min(x.length, y.length);
    if (n < 3) return undefined;
    const xs = x.slice(-n);
    const ys = y.slice(-n);
    const mx = xs.reduce((s, v) => s + v, 0) / n;
    const my = ys.reduce((s, v) => s + v, 0) / n;
    let sxy = 0;
    let sxx = 0;
    let syy = 0;
    for (let i = 0; i < n; i++) {
      sxy += (xs[i]! - mx) * (ys[i]! - my);
      sxx += (xs[i]! - mx) ** 2;
      syy += (ys[i]! - my) ** 2;
    }
    return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : undefined;
  };
}
