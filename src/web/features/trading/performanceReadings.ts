// What the Performance panel shows for each headline figure: a number once there is something to
// measure, else "—" and why. Right after a first buy the engine's figures are all 0 ("Win rate 0.00%",
// "Sharpe 0.00"), which read as a verdict on trades never closed. Pure, tested.
import type { MetricsDto } from '../../../shared/api/trading';
import { decimals, usd } from './format';

export type Reading = { value: string; pending?: string };

export const NO_CLOSED_TRADES = 'Not enough trades yet: it counts trades you have closed (sold).';
export const NO_HISTORY = 'Not enough history yet: it needs at least two days of your portfolio’s value.';

/** Some sells closed a position (the best and worst trade exist exactly then). */
const closedAny = (m: MetricsDto) => m.bestTrade !== null;

export function winRate(m: MetricsDto): Reading {
  return closedAny(m) ? { value: `${m.winRate.toFixed(2)}%` } : { value: '—', pending: NO_CLOSED_TRADES };
}

export function profitFactor(m: MetricsDto): Reading {
  if (m.profitFactor !== null) return { value: decimals(m.profitFactor) };
  return {
    value: '—',
    pending: closedAny(m)
      ? 'No losing trade yet: it divides what you won by what you lost.'
      : NO_CLOSED_TRADES,
  };
}

export function sharpe(m: MetricsDto): Reading {
  return m.dailyReturns.length >= 2
    ? { value: decimals(m.sharpeRatio) }
    : { value: '—', pending: NO_HISTORY };
}

export function maxDrawdown(m: MetricsDto): Reading {
  return m.equityCurve.length >= 2
    ? { value: `${m.maxDrawdown.toFixed(2)}%` }
    : { value: '—', pending: NO_HISTORY };
}

/** Average win or loss: "—" before the first one. */
export const averageOf = (count: number, amount: number) => (count > 0 ? usd(amount) : '—');
