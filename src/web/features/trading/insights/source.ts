// Where the insight screens read: the server's routes for a signed-in user, the browser's engine for a
// guest (or a signed-in user gone offline), which shows the Pro analytics only as locked previews.
import type {
  InsightsAnswer,
  MlRecommendationsAnswer,
  OptimizationRouteAnswer,
  QuantHistoryAnswer,
  StrategyRouteAnswer,
} from '../../../../shared/api/trading';
import {
  localInsights,
  localLockedOptimization,
  localLockedStrategy,
  localRecommendations,
} from '../../../lib/local-insights';
import { createLocalTrading } from '../../../lib/local-trading';
import { portfolioApi, type TradingBackend } from '../backend';

export type InsightSource = {
  insights(): Promise<InsightsAnswer>;
  recommendations(): Promise<MlRecommendationsAnswer>;
  strategy(): Promise<StrategyRouteAnswer>;
  optimization(): Promise<OptimizationRouteAnswer>;
  /** Null where no history is kept (this device's engine). */
  quantHistory(symbol: string): Promise<QuantHistoryAnswer | null>;
};

const later = <T>(fn: () => T): Promise<T> => Promise.resolve().then(fn);

export function insightSource(backend: TradingBackend): InsightSource {
  if (backend.mode === 'server') {
    // The chosen portfolio's insights: a game's when one is chosen.
    const api = portfolioApi(backend.competitionId);
    return {
      insights: () => api('/api/trading/portfolio/insights'),
      recommendations: () => api('/api/trading/ml/recommendations', { method: 'POST', body: {} }),
      strategy: () => api('/api/trading/ml/strategy-detection'),
      optimization: () => api('/api/trading/ml/portfolio-optimization'),
      quantHistory: (symbol) =>
        api(`/api/trading/quant-rating/history?symbol=${encodeURIComponent(symbol)}&limit=30`),
    };
  }
  // The same on-device ledger as the local backend (it is kept per user in this browser's storage).
  const local = createLocalTrading(backend.userId);
  return {
    insights: () => later(() => localInsights(local)),
    recommendations: () => later(() => localRecommendations(local)),
    strategy: () => later(() => localLockedStrategy(local)),
    optimization: () => later(() => localLockedOptimization(local)),
    quantHistory: async () => null,
  };
}
