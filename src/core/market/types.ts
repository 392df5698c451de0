import type { MarketState } from './calendar';

export type { MarketState };

/** The spec's Quote (§3), every field filled. Prices in dollars with 2 decimals. */
export type Quote = {
  symbol: string;
  name: string;
  price: number;
  change: number;
  changePercent: number;
  high: number;
  low: number;
  open: number;
  previousClose: number;
  volume: number;
  avgVolume: number;
  marketCap: number;
  /** Price over trailing earnings; null when earnings are negative or not meaningful (bond/gold funds). */
  pe: number | null;
  /** Annual dividend yield in percent of the current price. */
  dividend: number;
  beta: number;
  sector: string;
  week52High: number;
  week52Low: number;
  /** ISO instant the quote describes. */
  timestamp: string;
  /** Seconds the data lags the market (0: live). */
  dataDelay: number;
  marketState: MarketState;
  /** Who answered: 'simulated', or a real provider's name. */
  dataSource: string;
  isRealtime: boolean;
  /** Best bid and ask, dollars, and shares traded in the minute (src/core/market/liquidity.ts); the
   * simulated market always sets them, a real provider may not. */
  bid?: number;
  ask?: number;
  minuteVolume?: number;
};

export type Candle = {
  /** Start of the candle, Unix seconds (what lightweight-charts takes). */
  time: number;
  /** Start of the candle as an ISO instant. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
};

export type HistoryRange = '1D' | '5D' | '1M' | '3M' | '6M' | '1Y' | '5Y';
export const HISTORY_RANGES: readonly HistoryRange[] = ['1D', '5D', '1M', '3M', '6M', '1Y', '5Y'];

export type IndexQuote = {
  symbol: string;
  name: string;
  price: number;
  change: number;
  changePercent: number;
};

export type SearchResult = { symbol: string; name: string; sector: string; kind: 'stock' | 'etf' };

export type MarketStatus = {
  state: MarketState;
  isOpen: boolean;
  /** The New York calendar date of the instant. */
  date: string;
  /** When the instant's day is a holiday or weekend, why the market is shut. */
  closedReason: string | null;
  earlyClose: boolean;
  /** Today's session (or the last one) as ISO instants. */
  sessionOpen: string;
  sessionClose: string;
  nextOpen: string;
  message: string;
};
