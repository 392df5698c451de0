import { lazy, Suspense } from 'react';
import type { EquityChartProps } from './EquityLines';

// The chart library (recharts) loads after the game's first paint, into a box of the chart's own
// size, so nothing moves when it arrives (issue 14: the route's entry JavaScript).
const EquityLines = lazy(() => import('./EquityLines'));

/** Equity curves against the index (see EquityLines), with a same-sized placeholder while it loads. */
export function EquityChart(props: EquityChartProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          aria-label="Loading the chart"
          className="h-64 w-full rounded-lg bg-slate-900/40"
        />
      }
    >
      <EquityLines {...props} />
    </Suspense>
  );
}
