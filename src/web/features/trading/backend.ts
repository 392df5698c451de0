// Where the trading screens read and write: the server for a signed-in user, the browser's own engine
// (src/web/lib/local-trading.ts) for a guest. A signed-in user whose server write fails for want of a
// network falls back to the local engine (spec app-and-learning §4 "Offline/failed writes"), except
// an order: that is re-sent with its key, then kept in the order outbox (./order-outbox.ts) and
// replayed on the server, so it can never execute twice nor live only on the device.
// A signed-in learner may also trade in a game's portfolio (issue 21): the same server backend with
// the game's id, which every /api/trading call then carries (portfolioPath); guests have no games.
import type { HistoryRange } from '../../../core/market';
import { newYorkDate } from '../../../core/market/calendar';
import type { AdvancedRequest } from '../../../core/trading';
import { sanitiseSymbol } from '../../../core/trading/sanitize';
import type { CorporateActionsAnswer } from '../../../shared/api/corporate-actions';
import type { HistoryAnswer, SearchAnswer } from '../../../shared/api/market-data';
import type { ChainAnswer, OptionTradeAnswer, OptionTradeBody } from '../../../shared/api/options';
import type { RiskAlertsAnswer } from '../../../shared/api/risk-alerts';
import type {
  AdvancedOrderDto,
  EmergencyAnswer,
  LeaderboardAnswer,
  OrderDto,
  PortfolioAnswer,
  PortfolioDto,
  QuantRatingDto,
  RiskSignalAnswer,
  TradeAnswer,
  TradeBody,
  TradeDto,
  TradingSettingsAnswer,
} from '../../../shared/api/trading';
import { ApiError, type ApiInit, api as send } from '../../lib/api';
import type { LocalTrading, RiskProfileDto } from '../../lib/local-trading';
import { portfolioPath, type QueuedAnswer, submitOrder } from './order-outbox';

export { portfolioPath };

export type TradingMode = 'server' | 'local';

export type TradingBackend = {
  mode: TradingMode;
  userId: string;
  /** The game whose portfolio this backend trades in; null for the personal portfolio. */
  competitionId: string | null;
  portfolio(): Promise<PortfolioAnswer>;
  /**
   * `key` is the Idempotency-Key: one per submit, so a repeated click never trades twice.
   * `onChecking` fires when the answer was lost and the same order is being sent again.
   */
  trade(body: TradeBody, key: string, onChecking?: () => void): Promise<TradeAnswer | QueuedAnswer>;
  riskSignal(body: TradeBody): Promise<RiskSignalAnswer>;
  trades(): Promise<{ trades: TradeDto[]; total: number }>;
  cancel(id: string): Promise<{ message: string; order?: OrderDto; advancedOrder?: AdvancedOrderDto }>;
  placeAdvanced(
    req: AdvancedRequest,
  ): Promise<{ order: AdvancedOrderDto; warnings: { code: string; message: string }[] }>;
  reset(): Promise<{ message: string; portfolio: PortfolioDto }>;
  settings(): Promise<TradingSettingsAnswer>;
  setSettings(change: Partial<TradingSettingsAnswer>): Promise<TradingSettingsAnswer>;
  watchlist(): Promise<{ symbols: string[] }>;
  setWatchlist(symbols: string[]): Promise<{ symbols: string[] }>;
  riskProfile(): Promise<RiskProfileDto>;
  /** The risk monitor's alerts; null for guests (the monitor watches server accounts). */
  riskAlerts(): Promise<RiskAlertsAnswer>;
  quantRating(symbol: string): Promise<QuantRatingDto>;
  /** On: every active advanced order is cancelled and tracking stops. Off: tracking resumes. */
  emergency(enabled: boolean): Promise<EmergencyAnswer>;
  /** Null for guests: the leaderboard ranks server accounts only. */
  leaderboard(
    period: LeaderboardAnswer['period'],
    rank?: LeaderboardAnswer['rank'],
  ): Promise<LeaderboardAnswer | null>;
  search(query: string): Promise<SearchAnswer['results']>;
  history(symbol: string, range: HistoryRange): Promise<HistoryAnswer['candles']>;
  optionChain(symbol: string, expiration?: string): Promise<ChainAnswer>;
  optionTrade(body: OptionTradeBody, key: string): Promise<OptionTradeAnswer>;
  /** A symbol's dividends and splits, a year back and ahead (the same calendar everywhere). */
  corporateActions(symbol: string): Promise<CorporateActionsAnswer>;
};

const isNetwork = (error: unknown) => error instanceof ApiError && error.isNetwork;

/**
 * The device's trading engine, not yet loaded: its code (the market model, the S&P series, the
 * schemas) is about a fifth of the Simulator's JavaScript, and a signed-in learner needs it only
 * when the server cannot be reached, so it loads on first use (issue 14: the route's first load).
 */
export type LazyLocalTrading = { userId: string; load(): Promise<LocalTrading> };

/** This user's engine: its code loaded on the first call, the engine made once (again after a failed load). */
export function lazyLocalTrading(userId: string): LazyLocalTrading {
  let engine: Promise<LocalTrading> | undefined;
  const load = () => {
    engine ??= import('../../lib/local-trading')
      .then((m) => m.createLocalTrading(userId))
      .catch((error: unknown) => {
        engine = undefined;
        throw error;
      });
    return engine;
  };
  return { userId, load };
}

/** The engine, loaded or to load. */
const engineOf = (local: LocalTrading | LazyLocalTrading): (() => Promise<LocalTrading>) =>
  'load' in local ? local.load : () => Promise.resolve(local);

/** The market-data answers the browser can compute itself (guests; a signed-in user's fallback). */
const localMarket = {
  search: (query: string) => import('../../../core/market').then((m) => m.searchSymbols(query, 15)),
  history: (symbol: string, range: HistoryRange) =>
    import('../../../core/market').then((m) => m.history(symbol, range, new Date())),
};

/** GET /market-data/corporate-actions/{symbol} from the same calendar, loaded with the details. */
const localCalendar = (symbol: string): Promise<CorporateActionsAnswer> =>
  import('../../../shared/api/corporate-actions').then(({ corporateActionsView }) => {
    const at = new Date();
    return corporateActionsView(sanitiseSymbol(symbol), newYorkDate(at), at);
  });

export function localBackend(local: LocalTrading | LazyLocalTrading): TradingBackend {
  const engine = engineOf(local);
  /** A call on the engine as a promise, so both backends look alike to the screens. */
  const run = <T>(call: (l: LocalTrading) => T): Promise<T> => engine().then(call);
  return {
    mode: 'local',
    userId: local.userId,
    competitionId: null,
    portfolio: () => run((l) => l.portfolio()),
    trade: (body, key) => run((l) => l.trade({ ...body, clientOrderId: key })),
    riskSignal: (body) => run((l) => l.riskSignal(body)),
    trades: () => run((l) => l.history()),
    cancel: (id) => run((l) => l.cancel(id)),
    placeAdvanced: (req) => run((l) => l.placeAdvanced(req)),
    reset: () => run((l) => l.reset()),
    settings: () => run((l) => l.settings()),
    setSettings: (change) => run((l) => l.setSettings(change)),
    watchlist: () => run((l) => l.watchlist()),
    setWatchlist: (symbols) => run((l) => l.setWatchlist(symbols)),
    riskProfile: () => run((l) => l.riskProfile()),
    // The guest's risk monitor loads with the first read of the alerts, not with the page (issue 14:
    // the trading route's entry JavaScript).
    riskAlerts: () =>
      Promise.all([engine(), import('../../lib/local-risk-alerts')]).then(([l, m]) => m.localRiskAlerts(l)),
    quantRating: (symbol) => run((l) => l.quantRating(symbol)),
    emergency: (enabled) => run((l) => l.emergency(enabled)),
    leaderboard: async () => null,
    optionChain: (symbol, expiration) => run((l) => l.chain(symbol, expiration)),
    optionTrade: (body, key) => run((l) => l.optionTrade(body, key)),
    search: (query) => localMarket.search(query),
    history: (symbol, range) => localMarket.history(symbol, range),
    corporateActions: localCalendar,
  };
}

/** `api` for one portfolio: the one place where a game's id joins every trading path. */
export function portfolioApi(competitionId: string | null) {
  return <T>(path: string, init?: ApiInit): Promise<T> => send<T>(portfolioPath(path, competitionId), init);
}

/**
 * `competitionId`: trade in that game's portfolio instead of the personal one. The local ledger is
 * the personal portfolio's, so a game never falls back to it (a game's writes fail instead).
 */
export function serverBackend(
  userId: string,
  local: LocalTrading | LazyLocalTrading = lazyLocalTrading(userId),
  competitionId: string | null = null,
): TradingBackend {
  const api = portfolioApi(competitionId);
  const engine = engineOf(local);
  /** A write that falls back to this user's local ledger when the server cannot be reached. */
  async function write<T>(remote: () => Promise<T>, offline: (l: LocalTrading) => T): Promise<T> {
    try {
      return await remote();
    } catch (error) {
      if (!isNetwork(error) || competitionId) throw error;
      return offline(await engine());
    }
  }
  return {
    mode: 'server',
    userId,
    competitionId,
    portfolio: () => api<PortfolioAnswer>('/api/trading/portfolio'),
    trade: (body, key, onChecking) => submitOrder(userId, body, key, onChecking, undefined, competitionId),
    // Spec §8: a risk signal failure is ignored (no warnings shown).
    riskSignal: (body) =>
      api<RiskSignalAnswer>('/api/trading/risk-signal', { method: 'POST', body }).catch(() => ({
        allowed: true,
        warnings: [],
        errors: [],
        findings: [],
      })),
    trades: () => api('/api/trading/trades'),
    cancel: (id) => api(`/api/trading/orders/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    placeAdvanced: (req) => api('/api/trading/advanced-orders', { method: 'POST', body: req }),
    reset: () =>
      write(
        () => api('/api/trading/reset', { method: 'POST', body: {} }),
        (l) => l.reset(),
      ),
    settings: () => api('/api/trading/settings'),
    // Not kept on the device when the server is out of reach: a setting changes how the server fills.
    setSettings: (change) => api('/api/trading/settings', { method: 'PUT', body: change }),
    watchlist: () => api('/api/trading/watchlist'),
    setWatchlist: (symbols) =>
      write(
        () => api('/api/trading/watchlist', { method: 'PUT', body: { symbols } }),
        (l) => l.setWatchlist(symbols),
      ),
    riskProfile: () => api('/api/trading/risk-profile'),
    riskAlerts: () => api<RiskAlertsAnswer>('/api/trading/risk-alerts'),
    // Spec §8: a quant-rating failure builds a local rating.
    quantRating: (symbol) =>
      api<QuantRatingDto>('/api/trading/quant-rating', { method: 'POST', body: { symbol } }).catch(
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 400) throw error;
          return engine().then((l) => l.quantRating(symbol));
        },
      ),
    emergency: (enabled) => api('/api/trading/emergency-mode', { method: 'POST', body: { enabled } }),
    leaderboard: (period, rank = 'return') =>
      api(`/api/trading/leaderboard?period=${period}&rank=${rank}&limit=20&offset=0`),
    optionChain: (symbol, expiration) =>
      api<ChainAnswer>(
        `/market-data/options/${encodeURIComponent(symbol)}${expiration ? `?expiration=${expiration}` : ''}`,
      ),
    optionTrade: (body, key) =>
      api<OptionTradeAnswer>('/api/trading/options/trade', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
    // Spec §8: search falls back to a local list, history to simulated candles.
    search: (query) =>
      api<SearchAnswer>(`/market-data/search?query=${encodeURIComponent(query)}&limit=20`)
        .then((a) => a.results)
        .catch(() => localMarket.search(query)),
    history: (symbol, range) =>
      api<HistoryAnswer>(`/market-data/history/${encodeURIComponent(symbol)}?range=${range}`)
        .then((a) => a.candles)
        .catch(() => localMarket.history(symbol, range)),
    corporateActions: (symbol) =>
      api<CorporateActionsAnswer>(`/market-data/corporate-actions/${encodeURIComponent(symbol)}`).catch(
        (error: unknown) => {
          if (!isNetwork(error)) throw error;
          return localCalendar(symbol);
        },
      ),
  };
}
