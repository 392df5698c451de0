import type { Candle, HistoryRange, IndexQuote, Quote, SearchResult } from '../../../core/market';

/** One source of market data. A thrown error means "failed": the chain falls back to the next one. */
export interface MarketDataProvider {
  readonly name: string;
  /** Real providers are cached and rate-limited; the simulated market is neither (it is pure). */
  readonly remote: boolean;
  /** undefined: the provider does not know the symbol. */
  quote(symbol: string, at: Date): Promise<Quote | undefined>;
  search(query: string, limit: number): Promise<SearchResult[]>;
  /** undefined: the provider does not know the symbol. */
  history(symbol: string, range: HistoryRange, at: Date): Promise<Candle[] | undefined>;
  indices(at: Date): Promise<IndexQuote[]>;
}

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
  }
}
