import type { ValueAxis } from '../../core/charts/value-axis';

/** A recharts YAxis's props that draw exactly this axis: its domain, every one of its ticks, its labels. */
export function axisProps(axis: ValueAxis | undefined) {
  if (!axis) return {};
  return { domain: axis.domain, ticks: axis.ticks, interval: 0 as const, tickFormatter: axis.label };
}
