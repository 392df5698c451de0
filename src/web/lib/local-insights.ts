// The Simulator's insight screens for a guest, from the browser's own engine: insights, recommendations
// and the locked previews of the Pro analytics (a guest has no plan). Loaded with those screens only.
import {
  currentAllocation,
  DEFAULT_WATCHLIST,
  detectStrategy,
  localQuantRating,
  modelEstimates,
  portfolioInsights,
  RECOMMENDATION_CANDIDATES,
  rankRecommendations,
} from '../../core/trading';
import {
  type InsightsAnswer,
  type LockedOptimizationAnswer,
  type LockedStrategyAnswer,
  type MlRecommendationsAnswer,
  PRO_ANALYTICS_MESSAGE,
} from '../../shared/api/trading';
import type { LocalTrading } from './local-trading';

export function localInsights(local: LocalTrading): InsightsAnswer {
  const { ledger, ctx } = local.analysed();
  return portfolioInsights(ledger, ctx);
}

export function localRecommendations(local: LocalTrading, limit = 5): MlRecommendationsAnswer {
  const { ledger, ctx } = local.analysed();
  const held = new Set(ledger.positions.map((p) => p.symbol));
  const universe = [...new Set([...held, ...local.watchlist().symbols, ...RECOMMENDATION_CANDIDATES])];
  const ratings = universe.map((s) => {
    const q = ctx.prices(s);
    return localQuantRating(s, q?.price, q?.changePercent, ctx.now);
  });
  return {
    recommendations: rankRecommendations(ratings, held, limit),
    model: "the local quant formula over held, watched and liquid symbols (this device's engine)",
  };
}

export function localLockedStrategy(local: LocalTrading): LockedStrategyAnswer {
  const { ledger } = local.analysed();
  const { stats } = detectStrategy([...ledger.trades].reverse());
  return { locked: true, pro: true, message: PRO_ANALYTICS_MESSAGE, stats };
}

export function localLockedOptimization(local: LocalTrading): LockedOptimizationAnswer {
  const { ledger, ctx } = local.analysed();
  const held = ledger.positions;
  const symbols = held.length >= 2 ? held.map((p) => p.symbol) : [...DEFAULT_WATCHLIST];
  const est = modelEstimates(symbols) ?? {
    symbols,
    mu: symbols.map(() => 0),
    cov: symbols.map(() => symbols.map(() => 0)),
  };
  const { weights, current } = currentAllocation(est, (s) => {
    const p = held.find((h) => h.symbol === s);
    const q = ctx.prices(s);
    return p && q ? p.shares * q.price : 0;
  });
  return {
    locked: true,
    pro: true,
    message: PRO_ANALYTICS_MESSAGE,
    method: 'mean-variance',
    weights: est.symbols.map((symbol, i) => ({ symbol, current: Math.round(weights[i]! * 10000) / 100 })),
    current,
  };
}
