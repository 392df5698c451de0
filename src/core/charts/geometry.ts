// Pure geometry of a story chart: which points fall in the window, where a dated marker sits on the
// line, the axis ticks, and the summary a screen reader gets instead of the drawing.

export type ChartPoint = { date: string; value: number };

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayOf(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * The points inside [from, to], plus the nearest point on each side when the window starts or ends
 * between two points, so the line reaches the window's edges.
 */
export function windowPoints(points: readonly ChartPoint[], from: string, to: string): ChartPoint[] {
  const first = points.findIndex((p) => p.date >= from);
  if (first === -1) return points.length > 0 ? [points[points.length - 1]!] : [];
  let last = first;
  while (last + 1 < points.length && points[last + 1]!.date <= to) last++;
  const start = first > 0 && points[first]!.date > from ? first - 1 : first;
  const end = points[last]!.date < to && last + 1 < points.length ? last + 1 : last;
  return points.slice(start, end + 1);
}

/**
 * The value of the line on a date: between the two points around it along a straight line (straight
 * on a log scale when `kind` is 'log'), the first or last point's value outside them. Undefined for
 * an empty series.
 */
export function valueAt(
  points: readonly ChartPoint[],
  date: string,
  kind: 'linear' | 'log' = 'linear',
): number | undefined {
  if (points.length === 0) return undefined;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (date <= first.date) return first.value;
  if (date >= last.date) return last.value;
  let lo = 0;
  let hi = points.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.date <= date) lo = mid;
    else hi = mid;
  }
  const a = points[lo]!;
  const b = points[hi]!;
  if (a.date === date) return a.value;
  const t = (dayOf(date) - dayOf(a.date)) / (dayOf(b.date) - dayOf(a.date));
  if (kind === 'log') return a.value * (b.value / a.value) ** t;
  return a.value + t * (b.value - a.value);
}

/** The round step (1, 2 or 5 times a power of ten) that cuts [min, max] into about `count` parts. */
export function niceStep(min: number, max: number, count = 5): number {
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
}

/** Round tick values covering [min, max]: about `count` of them, at 1, 2 or 5 times a power of ten. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(Number.isFinite(min) && Number.isFinite(max))) return [];
  if (max <= min) return [min];
  const step = niceStep(min, max, count);
  // A range too narrow for floating point to step through has one tick.
  if (step <= Math.abs(max) * 1e-9) return [min];
  const ticks: number[] = [];
  const first = Math.ceil(min / step);
  for (let i = first; i * step <= max + step * 1e-9; i++) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/** A function from [domain] to [range], linear or logarithmic. */
export function scaleOf(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
  kind: 'linear' | 'log' = 'linear',
): (v: number) => number {
  const f = kind === 'log' ? Math.log10 : (v: number) => v;
  const a = f(d0);
  const b = f(d1);
  const span = b - a || 1;
  return (v) => r0 + ((f(v) - a) / span) * (r1 - r0);
}

export type ChartSummary = {
  start: ChartPoint;
  end: ChartPoint;
  high: ChartPoint;
  low: ChartPoint;
};

/** The first, last, highest and lowest points of a non-empty window. */
export function summarize(points: readonly ChartPoint[]): ChartSummary | undefined {
  if (points.length === 0) return undefined;
  let high = points[0]!;
  let low = points[0]!;
  for (const p of points) {
    if (p.value > high.value) high = p;
    if (p.value < low.value) low = p;
  }
  return { start: points[0]!, end: points[points.length - 1]!, high, low };
}

/** Percentage change from `a` to `b`, rounded to a whole percent. */
export function percentChange(a: number, b: number): number {
  return Math.round(((b - a) / a) * 100);
}

/**
 * Vertical positions for marker badges of diameter `size`: each starts `size` away from its point on
 * the line, on its preferred side (-1 above, 1 below), and moves further out, or to the other side
 * when it runs out of room, until it overlaps no badge placed before it. Gives up (keeps the last
 * try) only when the column has no free place at all.
 */
export function placeBadges(
  items: readonly { x: number; y: number; side: -1 | 1 }[],
  bounds: { top: number; bottom: number; size: number },
): number[] {
  const { top, bottom, size } = bounds;
  const min = top + size / 2;
  const max = bottom - size / 2;
  const placed: { x: number; y: number }[] = [];
  return items.map((item) => {
    const free = (y: number) =>
      y >= min &&
      y <= max &&
      placed.every((p) => Math.abs(p.x - item.x) >= size || Math.abs(p.y - y) >= size);
    let chosen: number | undefined;
    for (let step = 1; step * size <= bottom - top + size && chosen === undefined; step++) {
      for (const side of [item.side, -item.side as -1 | 1]) {
        const y = item.y + side * step * size;
        if (free(y)) {
          chosen = y;
          break;
        }
      }
    }
    const y = chosen ?? Math.min(max, Math.max(min, item.y + item.side * size));
    placed.push({ x: item.x, y });
    return y;
  });
}
