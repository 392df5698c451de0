import { niceStep } from './geometry';

// The value axis of a chart: round ticks covering the data, and labels short enough for a phone
// ("$98.5k", "0.5%") yet exact, so no two ticks read the same and none reads a value it is not (a
// tick at 2,500 labelled "$3k", or five ticks of a flat line all labelled "$100k").

export type ValueAxis = {
  domain: [number, number];
  ticks: number[];
  label: (value: number) => string;
};

type Span = { domain: [number, number]; ticks: number[]; step: number };

/**
 * Round ticks covering `values`, from the one at or below the lowest to the one at or above the
 * highest. A flat line is given `flat(value)` of room, centred on it, unless that would cross `min`
 * or `max` (a drawdown of 0 has no room above). Undefined when no value is a finite number.
 */
function niceSpan(
  values: readonly number[],
  options: { count?: number; flat: (value: number) => number; min?: number; max?: number },
): Span | undefined {
  const { count = 5, flat, min, max } = options;
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return undefined;
  let lo = Math.min(...finite);
  let hi = Math.max(...finite);
  const width = flat(Math.max(Math.abs(lo), Math.abs(hi)));
  if (hi - lo < width / 100) {
    // Centred on a round value, so the ticks fall on it and evenly around it.
    const round = niceStep(0, width, count);
    const mid = Math.round((lo + hi) / 2 / round) * round;
    [lo, hi] = [mid - width / 2, mid + width / 2];
    if (max !== undefined && hi > max) [lo, hi] = [max - width, max];
    if (min !== undefined && lo < min) [lo, hi] = [min, min + width];
  }
  const step = niceStep(lo, hi, count);
  // A tick rounded past the data by floating point moves one step further out.
  const at = (i: number) => Number((i * step).toPrecision(12));
  let first = Math.floor(lo / step);
  if (at(first) > lo) first--;
  let last = Math.ceil(hi / step);
  if (at(last) < hi) last++;
  const ticks: number[] = [];
  for (let i = first; i <= last; i++) ticks.push(at(i));
  return { domain: [ticks[0]!, ticks[ticks.length - 1]!], ticks, step };
}

/** Decimals that tell ticks `step` apart: a step of 0.5 needs one. */
const decimalsFor = (step: number) => Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));

/** An axis in dollars: thousands ("$98.5k") or millions from $10,000 up; a flat line gets ±1%. */
export function dollarAxis(values: readonly number[], count = 5): ValueAxis | undefined {
  const span = niceSpan(values, { count, flat: (v) => Math.max(v * 0.02, 0.02) });
  if (!span) return undefined;
  const { ticks, step } = span;
  const unit = ticks.some((t) => Math.abs(t) >= 1e6) ? 1e6 : ticks.some((t) => Math.abs(t) >= 1e4) ? 1e3 : 1;
  const decimals = decimalsFor(step / unit);
  const suffix = unit === 1e6 ? 'M' : unit === 1e3 ? 'k' : '';
  const label = (value: number) => {
    if (value === 0) return '$0';
    const scaled = Math.abs(value) / unit;
    const text =
      unit === 1
        ? scaled.toLocaleString('en-US', { maximumFractionDigits: decimals })
        : scaled.toFixed(decimals);
    return `${value < 0 ? '-' : ''}$${text}${suffix}`;
  };
  return { domain: span.domain, ticks: span.ticks, label };
}

/** An axis in percent ("-2.5%"), within `min` and `max` when a flat line needs room (0–1%). */
export function percentAxis(
  values: readonly number[],
  options: { count?: number; min?: number; max?: number } = {},
): ValueAxis | undefined {
  const span = niceSpan(values, { ...options, flat: () => 1 });
  if (!span) return undefined;
  const decimals = decimalsFor(span.step);
  const label = (value: number) => `${value === 0 ? '0' : value.toFixed(decimals)}%`;
  return { domain: span.domain, ticks: span.ticks, label };
}
