// A market the integration tests control: prices are set per symbol; closes are an independent random
// walk per symbol ending at the price. With `sync`, it also answers without I/O like the simulated
// market, so the trade path prices lazily inside its transaction.
import type { PriceQuote } from '../../../core/trading';
import { type MarketPrices, setMarketPrices } from './prices';

export function controlledMarket(initial: Record<string, number>, options: { sync?: boolean } = {}) {
  const prices: Record<string, number> = { ...initial };
  const quotes: Record<string, Partial<PriceQuote>> = {};

  function quoteOf(symbol: string): PriceQuote | undefined {
    const price = prices[symbol];
    if (price === undefined) return undefined;
    return {
      symbol,
      name: `${symbol} Inc.`,
      price,
      previousClose: price,
      changePercent: 0,
      marketState: 'REGULAR',
      sector: 'Technology',
      dataSource: 'test',
      ...quotes[symbol],
    };
  }

  function closesOf(symbol: string, days: number): number[] {
    const p = prices[symbol];
    if (p === undefined) return [];
    // Seeded by the symbol's name, so different symbols are uncorrelated.
    let seed = [...symbol].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
    const noise = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32 - 0.5;
    };
    const steps = Array.from({ length: days - 1 }, () => 0.02 * noise());
    const out = [p];
    for (let i = steps.length - 1; i >= 0; i--) out.unshift(out[0]! / Math.exp(steps[i]!));
    return out;
  }

  const market: MarketPrices = {
    quote: async (symbol) => quoteOf(symbol),
    closes: async (symbol, _at, days) => closesOf(symbol, days),
    ...(options.sync ? { quoteSync: (symbol: string) => quoteOf(symbol) } : {}),
  };
  const restore = setMarketPrices(market);
  return {
    set(symbol: string, price: number, extra: Partial<PriceQuote> = {}) {
      prices[symbol] = price;
      quotes[symbol] = extra;
    },
    restore,
  };
}
