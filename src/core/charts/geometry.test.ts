import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChartPoint,
  niceTicks,
  percentChange,
  placeBadges,
  scaleOf,
  summarize,
  valueAt,
  windowPoints,
} from './geometry';

const pts: ChartPoint[] = [
  { date: '2000-01-03', value: 100 },
  { date: '2000-01-05', value: 120 },
  { date: '2000-01-10', value: 80 },
  { date: '2000-02-01', value: 90 },
];

/** A sorted series of distinct dates with positive values. */
const series = fc
  .uniqueArray(fc.integer({ min: 0, max: 3000 }), { minLength: 2, maxLength: 40 })
  .chain((days) =>
    fc.tuple(
      fc.constant([...days].sort((a, b) => a - b)),
      fc.array(fc.double({ min: 0.5, max: 1e6, noNaN: true }), {
        minLength: days.length,
        maxLength: days.length,
      }),
    ),
  )
  .map(([days, values]) =>
    days.map((d, i) => ({
      date: new Date(Date.UTC(2000, 0, 1) + d * 86_400_000).toISOString().slice(0, 10),
      value: values[i]!,
    })),
  );

describe('windowPoints', () => {
  it('keeps the points inside the window and one on each side when the window falls between points', () => {
    expect(windowPoints(pts, '2000-01-04', '2000-01-20').map((p) => p.date)).toEqual([
      '2000-01-03',
      '2000-01-05',
      '2000-01-10',
      '2000-02-01',
    ]);
    expect(windowPoints(pts, '2000-01-05', '2000-01-10').map((p) => p.date)).toEqual([
      '2000-01-05',
      '2000-01-10',
    ]);
  });

  it('always returns a run of the series, oldest first, reaching both edges of the window when it can', () => {
    fc.assert(
      fc.property(series, fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (s, a, b) => {
        const [from, to] = [a, b]
          .sort((x, y) => x - y)
          .map((d) => new Date(Date.UTC(2000, 0, 1) + d * 86_400_000).toISOString().slice(0, 10)) as [
          string,
          string,
        ];
        const w = windowPoints(s, from, to);
        const start = s.indexOf(w[0]!);
        expect(w).toEqual(s.slice(start, start + w.length));
        for (const p of s) if (p.date >= from && p.date <= to) expect(w).toContain(p);
        if (s[0]!.date <= from && s.at(-1)!.date >= from) expect(w[0]!.date <= from).toBe(true);
        if (s[0]!.date <= to && s.at(-1)!.date >= to) expect(w.at(-1)!.date >= to).toBe(true);
      }),
    );
  });
});

describe('valueAt', () => {
  it('reads a point on its date and interpolates by calendar days between points', () => {
    expect(valueAt(pts, '2000-01-05')).toBe(120);
    expect(valueAt(pts, '2000-01-04')).toBe(110);
    expect(valueAt(pts, '2000-01-07')).toBeCloseTo(104);
    expect(valueAt(pts, '1999-12-31')).toBe(100);
    expect(valueAt(pts, '2001-01-01')).toBe(90);
    expect(valueAt([], '2000-01-01')).toBeUndefined();
    const tenfold = [
      { date: '2000-01-01', value: 10 },
      { date: '2000-01-03', value: 1000 },
    ];
    expect(valueAt(tenfold, '2000-01-02', 'log')).toBeCloseTo(100);
  });

  it('never leaves the range of the two points around the date', () => {
    fc.assert(
      fc.property(series, fc.integer({ min: 0, max: 3000 }), (s, d) => {
        const date = new Date(Date.UTC(2000, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
        const v = valueAt(s, date)!;
        const min = Math.min(...s.map((p) => p.value));
        const max = Math.max(...s.map((p) => p.value));
        expect(v).toBeGreaterThanOrEqual(min - 1e-9);
        expect(v).toBeLessThanOrEqual(max + 1e-9);
      }),
    );
  });
});

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect(niceTicks(0, 100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(676, 1565, 5)).toEqual([800, 1000, 1200, 1400]);
    expect(niceTicks(5, 5)).toEqual([5]);
  });

  it('stays inside the range, ascending, never more than twice the count asked for', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e6, noNaN: true }),
        fc.double({ min: 0.01, max: 1e6, noNaN: true }),
        (a, b) => {
          const [min, max] = a < b ? [a, b] : [b, a];
          const t = niceTicks(min, max, 5);
          for (let i = 1; i < t.length; i++) expect(t[i]!).toBeGreaterThan(t[i - 1]!);
          for (const v of t) {
            expect(v).toBeGreaterThanOrEqual(min - 1e-6 * max);
            expect(v).toBeLessThanOrEqual(max * (1 + 1e-9));
          }
          expect(t.length).toBeLessThanOrEqual(11);
        },
      ),
    );
  });
});

describe('scaleOf', () => {
  it('maps the domain ends to the range ends, linear or log', () => {
    const lin = scaleOf([0, 100], [300, 0]);
    expect(lin(0)).toBe(300);
    expect(lin(50)).toBe(150);
    const log = scaleOf([1, 1000], [0, 300], 'log');
    expect(log(10)).toBeCloseTo(100);
    expect(log(1000)).toBeCloseTo(300);
  });
});

it('summarizes the start, end, high and low of a window and rounds a change to a percent', () => {
  expect(summarize(pts)).toEqual({ start: pts[0], end: pts[3], high: pts[1], low: pts[2] });
  expect(summarize([])).toBeUndefined();
  expect(percentChange(1527.46, 776.76)).toBe(-49);
});

describe('placeBadges', () => {
  const bounds = { top: 0, bottom: 300, size: 20 };

  it('puts a badge one size away on its side, and moves a second one on the same day out of its way', () => {
    expect(placeBadges([{ x: 50, y: 100, side: -1 }], bounds)).toEqual([80]);
    const [a, b] = placeBadges(
      [
        { x: 50, y: 100, side: 1 },
        { x: 55, y: 100, side: 1 },
      ],
      bounds,
    );
    expect(a).toBe(120);
    expect(Math.abs(b! - a!)).toBeGreaterThanOrEqual(20);
  });

  it('flips to the other side near the edge of the plot', () => {
    expect(placeBadges([{ x: 50, y: 295, side: 1 }], bounds)).toEqual([275]);
  });

  it('never overlaps two badges while the plot has room, and keeps every badge inside it', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.integer({ min: 0, max: 600 }),
            y: fc.integer({ min: 0, max: 300 }),
            side: fc.constantFrom(-1 as const, 1 as const),
          }),
          { maxLength: 6 },
        ),
        (items) => {
          const ys = placeBadges(items, bounds);
          for (const y of ys) {
            expect(y).toBeGreaterThanOrEqual(10);
            expect(y).toBeLessThanOrEqual(290);
          }
          for (let i = 0; i < items.length; i++)
            for (let j = 0; j < i; j++) {
              const apart = Math.abs(items[i]!.x - items[j]!.x) >= 20 || Math.abs(ys[i]! - ys[j]!) >= 20;
              expect(apart).toBe(true);
            }
        },
      ),
    );
  });
});
