// Position sizing (spec §4 Risk): how much one new position may be worth under each model.
import { RISK_LIMITS } from './constants';

export const SIZING_MODELS = ['FIXED_PERCENTAGE', 'KELLY', 'VOLATILITY_ADJUSTED'] as const;
export type SizingModel = (typeof SIZING_MODELS)[number];

export type SizingInput = {
  /** Portfolio value, cents. */
  portfolioValue: number;
  /** Percent of closing trades that won (0–100). */
  winRate: number;
  /** Average win and average loss (positive), any unit. */
  averageWin: number;
  averageLoss: number;
  /** Annualised volatility of the symbol, fraction (0.3 = 30%). */
  volatility: number;
};

/** Target annualised volatility contributed by one position under VOLATILITY_ADJUSTED. */
export const TARGET_POSITION_VOLATILITY = 0.02;

/**
 * Maximum value of a new position (cents), never above the position-size limit (10%):
 * - FIXED_PERCENTAGE: the limit itself.
 * - KELLY: half the Kelly fraction f* = W − (1 − W)/R (W win rate, R average win / average loss);
 *   0 without an edge or without history.
 * - VOLATILITY_ADJUSTED: the value whose volatility is 2% of the portfolio (value · σ = 0.02 · V).
 */
export function maxPositionValue(model: SizingModel, input: SizingInput): number {
  const cap = (input.portfolioValue * RISK_LIMITS.positionSize) / 100;
  let fraction: number;
  switch (model) {
    case 'FIXED_PERCENTAGE':
      return Math.round(cap);
    case 'KELLY': {
      const w = input.winRate / 100;
      const r = input.averageLoss > 0 ? input.averageWin / input.averageLoss : 0;
      fraction = r > 0 ? Math.max(0, (w - (1 - w) / r) / 2) : 0;
      break;
    }
    case 'VOLATILITY_ADJUSTED':
      // At most the whole portfolio: a vanishing volatility would otherwise give an infinite fraction
      // (and NaN for an empty portfolio).
      fraction = input.volatility > 0 ? Math.min(1, TARGET_POSITION_VOLATILITY / input.volatility) : 1;
      break;
  }
  return Math.round(Math.min(cap, fraction * input.portfolioValue));
}
