// Daily snapshots (one per trading day, last 90) and the equity curve (one point a day, last 365).
import { tradingDay } from './calendar';
import { MAX_EQUITY_POINTS, MAX_SNAPSHOTS } from './constants';
import { portfolioValue, positionsValue } from './ledger';
import type { Ledger, PriceSource, Snapshot } from './types';

/** Records today's snapshot (replacing an earlier one of the same day) and updates the peak value. */
export function takeSnapshot(
  state: Ledger,
  prices: PriceSource,
  now: Date,
): { state: Ledger; snapshot: Snapshot } {
  const date = tradingDay(now);
  const value = portfolioValue(state, prices);
  const previous = [...state.snapshots].reverse().find((s) => s.date < date);
  const base = previous?.portfolioValue ?? state.startingCash;
  const dayChange = value - base;
  const snapshot: Snapshot = {
    date,
    portfolioValue: value,
    cash: state.cash,
    positionsValue: positionsValue(state, prices),
    dayChange,
    dayChangePercent: base > 0 ? Math.round((dayChange / base) * 10000) / 100 : 0,
  };
  const snapshots = [...state.snapshots.filter((s) => s.date !== date), snapshot]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .slice(-MAX_SNAPSHOTS);
  const equityCurve = [...state.equityCurve.filter((p) => p.date !== date), { date, value }]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .slice(-MAX_EQUITY_POINTS);
  return {
    state: { ...state, snapshots, equityCurve, peakValue: Math.max(state.peakValue, value) },
    snapshot,
  };
}
