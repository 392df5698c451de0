// A market the integration tests control: prices are set per symbol, closes are a gentle series ending
// at the price.
import type { PriceQuote } from '../../../core/trading';
import { type MarketPrices, setMarketPrices } from './prices';

export function controlledMarket(initial: Record<string, number>) {
  const prices: Record<string, number> = { ...initial };
  const quotes: Record<string, Partial<PriceQuote>> = {};
  const market: MarketPrices = {
    quote: async (symbol) =>
      prices[symbol] === undefined
        ? undefined
        : {
            symbol,
            name: `${symbol} Inc.`,
            price: prices[symbol]!,
            previousClose: prices[symbol]!,
            changePercent: 0,
            marketState: 'REGULAR',
            sector: 'Technology',
            dataSource: 'test',
            ...quotes[symbol],
          },
    closes: async (symbol, _at, days) => {
      const p = prices[symbol];
      if (p === undefined) return [];
      const seed = symbol.charCodeAt(0);
      return Array.from(
        { length: days },
        (_, i) => p * (1 + 0.02 * Math.sin((i + seed) / 3) - 0.001 * (days - 1 - i)),
      ).map((v, i, all) => (i === all.length - 1 ? p : v));
    },
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
