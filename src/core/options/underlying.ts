// The model inputs of an option's underlying from the simulated market's universe.
import { instrument } from '../market/universe';
import { RISK_FREE_RATE } from '../trading/constants';
import type { Underlying } from './chain';

/** The risk-free rate options are priced with (spec §9: 5%). */
export const OPTIONS_RATE = RISK_FREE_RATE;

/**
 * The underlying of a listed stock or ETF at a price: the model's own volatility and the universe's
 * dividend yield (a percent there, a decimal here). Undefined for unknown symbols and indices.
 */
export function underlyingOf(symbol: string, price: number): Underlying | undefined {
  const inst = instrument(symbol);
  if (!inst || inst.kind === 'index' || !(price > 0)) return undefined;
  return {
    symbol: inst.symbol,
    price,
    volatility: inst.volatility,
    dividendYield: inst.dividendYield / 100,
    avgVolume: inst.avgVolume,
  };
}
