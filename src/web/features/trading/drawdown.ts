// The drawdown series plotted under the equity curve: how far each point sits below the best value so far.

export type EquityPoint = { date: string; value: number };
export type DrawdownPoint = { date: string; value: number; drawdown: number };

/** Drawdown in percent (0 or negative) at every point of an equity curve. */
export function withDrawdown(curve: EquityPoint[]): DrawdownPoint[] {
  let peak = Number.NEGATIVE_INFINITY;
  return curve.map((p) => {
    peak = Math.max(peak, p.value);
    const drawdown = peak > 0 ? Math.round(((p.value - peak) / peak) * 10000) / 100 : 0;
    return { date: p.date, value: p.value, drawdown: drawdown === 0 ? 0 : drawdown };
  });
}
