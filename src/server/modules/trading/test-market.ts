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
      // An independent random walk per symbol (seeded by its name), so symbols are uncorrelated.
      let seed = [...symbol].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
      const noise = () => {
        seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
        return seed / 2 ** 32 - 0.5;
      };
      const steps = Array.from({ length: days - 1 }, () => 0.02 * noise());
      const out = [p];
      for (let i = steps.length - 1; i >= 0; i--) out.unshift(out[0]! / Math.exp(steps[i]!));
      return out;
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
