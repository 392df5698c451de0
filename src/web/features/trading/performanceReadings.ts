// What the Performance panel shows for each headline figure: a number once there is something to
// measure, else "—" and why. Right after a first buy the engine's figures are all 0 ("Win rate 0.00%",
// "Sharpe 0.00"), which read as a verdict on trades never closed. Pure, tested.
import type { MetricsDto } from '../../../shared/api/trading';
import { decimals, usd } from './format';

export type Reading = { value: string; pending?: string };

export const NO_CLOSED_TRADES = 'Not enough trades yet: it counts trades you have closed (sold).';
export const NO_HISTORY = 'Not enough history yet: it needs at least two days of your portfolio’s value.';

/**
 * Below these the ratios are arithmetic on too little to mean anything: a Sharpe ratio of 21.66 after
 * three days, a profit factor of 162.40 after two trades. They show "—" and how much is needed.
 */
export const MIN_SHARPE_RETURNS = 20;
export const MIN_PROFIT_FACTOR_TRADES = 5;

/** Some sells closed a position (the best and worst trade exist exactly then). */
const closedAny = (m: MetricsDto) => m.bestTrade !== null;

/** Trades that closed (part of) a position: the ones win rate and profit factor count. */
export const closedTrades = (m: MetricsDto) => m.winningTrades + m.losingTrades;

export function winRate(m: MetricsDto): Reading {
  return closedAny(m) ? { value: `${m.winRate.toFixed(2)}%` } : { value: '—', pending: NO_CLOSED_TRADES };
}

export function profitFactor(m: MetricsDto): Reading {
  if (!closedAny(m)) return { value: '—', pending: NO_CLOSED_TRADES };
  const closed = closedTrades(m);
  if (closed < MIN_PROFIT_FACTOR_TRADES)
    return {
      value: '—',
      pending: `Not enough trades yet: it means something after ${MIN_PROFIT_FACTOR_TRADES} closed trades (you have ${closed}).`,
    };
  if (m.profitFactor !== null) return { value: decimals(m.profitFactor) };
  return { value: '—', pending: 'No losing trade yet: it divides what you won by what you lost.' };
}

export function sharpe(m: MetricsDto): Reading {
  const days = m.dailyReturns.length;
  if (days < 2) return { value: '—', pending: NO_HISTORY };
  if (days < MIN_SHARPE_RETURNS)
    return {
      value: '—',
      pending: `Not enough history yet: it needs ${MIN_SHARPE_RETURNS} trading days of returns (you have ${days}).`,
    };
  return { value: decimals(m.sharpeRatio) };
}

export function maxDrawdown(m: MetricsDto): Reading {
  return m.equityCurve.length >= 2
    ? { value: `${m.maxDrawdown.toFixed(2)}%` }
    : { value: '—', pending: NO_HISTORY };
}

/** Average win or loss: "—" before the first one. */
export const averageOf = (count: number, amount: number) => (count > 0 ? usd(amount) : '—');
