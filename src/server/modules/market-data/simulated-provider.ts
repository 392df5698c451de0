// The default provider: the deterministic simulated market of src/core/market (no network, no key).
import { history, indices, searchSymbols, simulatedQuote } from '../../../core/market';
import type { MarketDataProvider } from './provider';

export const simulatedProvider: MarketDataProvider = {
  name: 'simulated',
  remote: false,
  quote: async (symbol, at) => simulatedQuote(symbol, at),
  search: async (query, limit) => searchSymbols(query, limit),
  history: async (symbol, range, at) => {
    const candles = history(symbol, range, at);
    return candles.length > 0 ? candles : undefined;
  },
  indices: async (at) => indices(at),
};
