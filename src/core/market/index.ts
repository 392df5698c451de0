// The deterministic simulated market (DESIGN.md §4): pure, runs on the server and in the browser.
export {
  dateOfDay,
  dayOfDate,
  holidayName,
  isEarlyClose,
  isTradingDay,
  locate,
  type MarketState,
  newYorkDate,
  newYorkTime,
  type Session,
} from './calendar';
export { calibration } from './calibration';
export { dailyCloses, history } from './history';
export { indices } from './indices';
export { bidAsk, type Liquidity, liquidityOf, minuteVolume, spreadFraction } from './liquidity';
export { ANCHOR_DATE } from './model';
export { simulatedQuote } from './quote';
export { searchSymbols } from './search';
export { SP500_FIRST, SP500_LAST, sp500Close, sp500Series } from './sp500';
export { marketStatus } from './status';
export type { Candle, HistoryRange, IndexQuote, MarketStatus, Quote, SearchResult } from './types';
export { HISTORY_RANGES } from './types';
export { INDEX_INSTRUMENTS, type Instrument, instrument, universe } from './universe';
