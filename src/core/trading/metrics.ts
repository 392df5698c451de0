// Performance metrics of spec §3: from the realised P&L of sells and the daily equity curve.
import { RISK_FREE_RATE, TRADING_DAYS_PER_YEAR } from './constants';
import { portfolioValue } from './ledger';
import type { EquityPoint, Ledger, PriceSource } from './types';

export type TradeExtreme = { symbol: string; pnl: number; date: string };

/** Money in cents; rates in percent; ratios plain. */
export type PerformanceMetrics = {
  totalTrades: number;
  winningTrades: number;
  losingTrades: number;
  winRate: number;
  averageWin: number;
  averageLoss: number;
  /** Gross wins over gross losses; null when there are no losses yet. */
  profitFactor: number | null;
  sharpeRatio: number;
  /** Largest peak-to-trough fall of the equity curve, percent. */
  maxDrawdown: number;
  bestTrade: TradeExtreme | null;
  worstTrade: TradeExtreme | null;
  /** Day-over-day returns of the equity curve, percent. */
  dailyReturns: { date: string; return: number }[];
  equityCurve: EquityPoint[];
  /**
   * Dividends received less dividends charged on shorts (cents). They are already in cash, so in the
   * portfolio's value and its all-time return: this is the part of that return they make up.
   */
  dividendsReceived: number;
};

export function dailyReturns(curve: EquityPoint[]): { date: string; return: number }[] {
  const out: { date: string; return: number }[] = [];
  for (let i = 1; i < curve.length; i++) {
    const prev = curve[i - 1]!.value;
    if (prev > 0) out.push({ date: curve[i]!.date, return: (curve[i]!.value / prev - 1) * 100 });
  }
  return out;
}

/**
 * Below this daily standard deviation (1% a year) an account has too few ups and downs to measure a
 * return per unit of them: a learner who had bought one share with $100,000 of cash read a Sharpe
 * ratio of -12,606.75, the 5% risk-free rate divided by almost nothing. Such an account reads 0, as
 * an all-cash one (no swings at all) always has.
 */
const MIN_DAILY_SD = 0.01 / Math.sqrt(TRADING_DAYS_PER_YEAR);

/** Annualised Sharpe ratio of daily returns (fractions) with the 5% risk-free rate over 252 days. */
export function sharpeRatio(returns: number[]): number {
  if (returns.length < 2) return 0;
  const dailyRf = RISK_FREE_RATE / TRADING_DAYS_PER_YEAR;
  const excess = returns.map((r) => r - dailyRf);
  const mean = excess.reduce((a, b) => a + b, 0) / excess.length;
  const sd = Math.sqrt(excess.reduce((s, r) => s + (r - mean) ** 2, 0) / (excess.length - 1));
  if (sd < MIN_DAILY_SD) return 0;
  return (mean / sd) * Math.sqrt(TRADING_DAYS_PER_YEAR);
}

/** Largest relative fall from a running peak, percent (0 for a curve that never falls). */
export function maxDrawdown(values: number[]): number {
  let peak = Number.NEGATIVE_INFINITY;
  let worst = 0;
  for (const v of values) {
    peak = Math.max(peak, v);
    if (peak > 0) worst = Math.max(worst, ((peak - v) / peak) * 100);
  }
  return worst;
}

/** Metrics of the ledger; today's value (at `prices`) ends the equity curve when it is not there yet. */
export function performanceMetrics(state: Ledger, prices: PriceSource, today: string): PerformanceMetrics {
  const sells = state.trades.filter((t) => t.type === 'SELL' && t.realizedPnL !== null);
  const wins = sells.filter((t) => (t.realizedPnL ?? 0) > 0);
  const losses = sells.filter((t) => (t.realizedPnL ?? 0) < 0);
  const grossWin = wins.reduce((s, t) => s + (t.realizedPnL ?? 0), 0);
  const grossLoss = -losses.reduce((s, t) => s + (t.realizedPnL ?? 0), 0);
  const extreme = (pick: (a: number, b: number) => boolean): TradeExtreme | null =>
    sells.reduce<TradeExtreme | null>((best, t) => {
      const pnl = t.realizedPnL ?? 0;
      return best === null || pick(pnl, best.pnl) ? { symbol: t.symbol, pnl, date: t.timestamp } : best;
    }, null);
  const curve = [
    ...state.equityCurve.filter((p) => p.date !== today),
    { date: today, value: portfolioValue(state, prices) },
  ]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .slice(-365);
  const returns = dailyReturns(curve);
  return {
    totalTrades: state.trades.length,
    winningTrades: wins.length,
    losingTrades: losses.length,
    winRate: sells.length > 0 ? (wins.length / sells.length) * 100 : 0,
    averageWin: wins.length > 0 ? Math.round(grossWin / wins.length) : 0,
    averageLoss: losses.length > 0 ? Math.round(grossLoss / losses.length) : 0,
    profitFactor: grossLoss > 0 ? grossWin / grossLoss : null,
    sharpeRatio: sharpeRatio(returns.map((r) => r.return / 100)),
    maxDrawdown: maxDrawdown(curve.map((p) => p.value)),
    bestTrade: extreme((a, b) => a > b),
    worstTrade: extreme((a, b) => a < b),
    dailyReturns: returns,
    equityCurve: curve,
    dividendsReceived: state.trades
      .filter((t) => t.type === 'DIVIDEND')
      .reduce((s, t) => s + t.totalValue, 0),
  };
}
