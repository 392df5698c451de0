// Ranking quant ratings into recommendations (SELL/HOLD for holdings, BUY for the rest), and the current
// weights of a portfolio with their expected return and risk: shared by the server and guest mode.
import { type Estimates, portfolioStats } from './optimize';
import type { QuantRating } from './quant';

/** Some liquid names to recommend from beside the user's own watchlist. */
export const RECOMMENDATION_CANDIDATES = [
  'AAPL',
  'MSFT',
  'GOOGL',
  'AMZN',
  'NVDA',
  'META',
  'JPM',
  'JNJ',
  'XOM',
  'PG',
  'KO',
  'V',
  'WMT',
  'DIS',
  'SPY',
] as const;

export type Recommendation = {
  symbol: string;
  action: 'BUY' | 'HOLD' | 'SELL';
  score: number;
  confidence: number;
  reason: string;
};

/** Held symbols can only be held or sold; others are recommended only when rated BUY. Strongest first. */
export function rankRecommendations(
  ratings: QuantRating[],
  held: Set<string>,
  limit: number,
): Recommendation[] {
  const out: Recommendation[] = [];
  for (const r of ratings) {
    const isHeld = held.has(r.symbol);
    const action = isHeld ? (r.rating === 'SELL' ? 'SELL' : 'HOLD') : r.rating === 'BUY' ? 'BUY' : null;
    if (action)
      out.push({
        symbol: r.symbol,
        action,
        score: r.score,
        confidence: r.confidence,
        reason: r.recommendation,
      });
  }
  return out.sort((a, b) => Math.abs(b.score) - Math.abs(a.score)).slice(0, limit);
}

/** A fraction as a percent with two decimals (0.1234 → 12.34). */
export const toPercent = (x: number) => Math.round(x * 10000) / 100;

/**
 * Current weights (fractions, in `est.symbols` order) from market values, and the annualised expected
 * return, volatility (percent) and Sharpe ratio of those weights; all 0 when nothing is held.
 */
export function currentAllocation(est: Estimates, marketValue: (symbol: string) => number) {
  const values = est.symbols.map((s) => Math.max(0, marketValue(s)));
  const total = values.reduce((a, b) => a + b, 0);
  const weights = values.map((v) => (total > 0 ? v / total : 0));
  const stats = total > 0 ? portfolioStats(weights, est) : null;
  return {
    weights,
    current: {
      expectedReturn: stats ? toPercent(stats.expectedReturn) : 0,
      volatility: stats ? toPercent(stats.volatility) : 0,
      sharpeRatio: stats ? Math.round(stats.sharpeRatio * 100) / 100 : 0,
    },
  };
}
