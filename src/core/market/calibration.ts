// Calibrates the market factor on the real S&P 500 daily series 2000–2020: its mean log return,
// volatility and fat tails (kurtosis), computed from the data at first use, never typed in.
import { normalQuantile } from './random';
import { sp500LogReturns } from './sp500';
import { type ReturnStats, returnStats } from './stats';

/** Levels of the daily tree whose variance split is random: blocks of 2 to 4,096 sessions (~16 years). */
export const DAILY_CASCADE_LEVELS = 12;

export type Calibration = {
  stats: ReturnStats;
  /** Mean and variance of one day's log return of the market factor. */
  dailyMean: number;
  dailyVariance: number;
  /** Spread of the cascade weight that reproduces the series' kurtosis. */
  spread: number;
};

/** Variance of w = logistic(spread · Z), Z standard normal (by quadrature; E[w] = ½ by symmetry). */
export function weightVariance(spread: number): number {
  const n = 2000;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const w = 1 / (1 + Math.exp(-spread * normalQuantile((i + 0.5) / n)));
    sum += w * w;
  }
  return sum / n - 0.25;
}

/**
 * The spread that gives daily returns the target kurtosis. A day's variance is the average variance
 * times m = Π 2wᵢ over the cascade levels, so kurtosis = 3·E[m²] = 3·(1 + 4·Var w)^levels.
 */
export function spreadForKurtosis(kurtosis: number, levels: number): number {
  const target = ((Math.max(kurtosis, 3) / 3) ** (1 / levels) - 1) / 4;
  let lo = 0;
  let hi = 20;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (weightVariance(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

let cached: Calibration | undefined;

export function calibration(): Calibration {
  if (cached) return cached;
  const stats = returnStats(sp500LogReturns());
  cached = {
    stats,
    dailyMean: stats.mean,
    dailyVariance: stats.stdev ** 2,
    spread: spreadForKurtosis(stats.excessKurtosis + 3, DAILY_CASCADE_LEVELS),
  };
  return cached;
}
