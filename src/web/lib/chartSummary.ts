// Text alternatives for charts: what a sighted reader takes from a line at a glance (where it
// started and ended, its high and low), in words a screen reader can read.

/** "You: from $100,000 to $88,815, high $101,200, low $85,040." (or "no values" when empty). */
export function describeSeries(
  name: string,
  values: readonly number[],
  format: (v: number) => string,
): string {
  const v = values.filter((x) => Number.isFinite(x));
  if (v.length === 0) return `${name}: no values.`;
  const first = v[0]!;
  const last = v.at(-1)!;
  return `${name}: from ${format(first)} to ${format(last)}, high ${format(Math.max(...v))}, low ${format(Math.min(...v))}.`;
}

/** A chart's summary: what it shows and over what range, then one sentence per series. */
export function chartSummary(
  what: string,
  range: readonly [string, string] | undefined,
  series: readonly { name: string; values: readonly number[] }[],
  format: (v: number) => string,
): string {
  const head = range ? `${what}, ${range[0]} to ${range[1]}.` : `${what}.`;
  return [head, ...series.map((s) => describeSeries(s.name, s.values, format))].join(' ');
}
