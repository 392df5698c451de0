import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarAxis, percentAxis } from './value-axis';

/** The dollars a label says: "$98.5k" is 98,500, "-$1.2M" is -1,200,000. */
function read(label: string): number {
  const m = /^(-?)\$([\d,.]+)([kM]?)$/.exec(label);
  if (!m) throw new Error(`not a dollar label: ${label}`);
  const unit = m[3] === 'M' ? 1e6 : m[3] === 'k' ? 1e3 : 1;
  return (m[1] ? -1 : 1) * Number(m[2]!.replaceAll(',', '')) * unit;
}

describe('dollarAxis', () => {
  it('centres a flat line that is off a round value by a few cents', () => {
    const axis = dollarAxis([100_000, 99_999.95])!;
    expect(axis.domain).toEqual([99_000, 101_000]);
  });

  it('gives a flat line a band around its value, with ticks that read differently', () => {
    const axis = dollarAxis([100_000, 100_000, 100_000])!;
    expect(axis.ticks.map(axis.label)).toEqual(['$99.0k', '$99.5k', '$100.0k', '$100.5k', '$101.0k']);
    expect(axis.domain).toEqual([99_000, 101_000]);
  });

  it('gives ticks between whole thousands the decimals they need', () => {
    const axis = dollarAxis([98_600, 100_400])!;
    expect(axis.ticks.map(axis.label)).toEqual(['$98.5k', '$99.0k', '$99.5k', '$100.0k', '$100.5k']);
    const fine = dollarAxis([99_920, 100_010])!;
    expect(fine.ticks.map(fine.label)).toEqual([
      '$99.92k',
      '$99.94k',
      '$99.96k',
      '$99.98k',
      '$100.00k',
      '$100.02k',
    ]);
  });

  it('uses thousands and millions, plain dollars below ten thousand, and signs losses', () => {
    const thousands = dollarAxis([80_000, 130_000])!;
    expect(thousands.ticks.map(thousands.label)).toEqual([
      '$80k',
      '$90k',
      '$100k',
      '$110k',
      '$120k',
      '$130k',
    ]);
    const fromZero = dollarAxis([0, 19_000])!;
    expect(fromZero.ticks.map(fromZero.label)).toEqual(['$0', '$5k', '$10k', '$15k', '$20k']);
    const millions = dollarAxis([900_000, 2_100_000])!;
    expect(millions.ticks.map(millions.label)).toEqual(['$0.5M', '$1.0M', '$1.5M', '$2.0M', '$2.5M']);
    const small = dollarAxis([-1_500, 2_500])!;
    expect(small.ticks.map(small.label)).toEqual(['-$2,000', '-$1,000', '$0', '$1,000', '$2,000', '$3,000']);
  });

  it('skips what is not a number, and has no axis without one', () => {
    expect(dollarAxis([])).toBeUndefined();
    expect(dollarAxis([Number.NaN, Number.POSITIVE_INFINITY])).toBeUndefined();
    expect(dollarAxis([Number.NaN, 5, 15])!.domain).toEqual([4, 16]);
    expect(dollarAxis([0])!.ticks.map(dollarAxis([0])!.label)).toEqual([
      '-$0.01',
      '-$0.005',
      '$0',
      '$0.005',
      '$0.01',
    ]);
  });

  it('covers every value with ascending ticks whose labels are distinct and exact', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e8, max: 1e8, noNaN: true }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 2, max: 8 }),
        (values, count) => {
          const axis = dollarAxis(values, count)!;
          const [lo, hi] = axis.domain;
          for (const v of values) {
            expect(v).toBeGreaterThanOrEqual(lo);
            expect(v).toBeLessThanOrEqual(hi);
          }
          expect(axis.ticks[0]).toBe(lo);
          expect(axis.ticks.at(-1)).toBe(hi);
          expect(axis.ticks.length).toBeGreaterThanOrEqual(2);
          expect(axis.ticks.length).toBeLessThanOrEqual(2 * count + 3);
          const labels = axis.ticks.map(axis.label);
          expect(new Set(labels).size).toBe(labels.length);
          for (const [i, t] of axis.ticks.entries()) {
            if (i > 0) expect(t).toBeGreaterThan(axis.ticks[i - 1]!);
            const step = axis.ticks[1]! - axis.ticks[0]!;
            expect(Math.abs(read(labels[i]!) - t)).toBeLessThan(step * 1e-6 + 1e-9);
          }
        },
      ),
    );
  });
});

describe('percentAxis', () => {
  it('keeps a drawdown of 0 at the top of its axis, and labels the steps it needs', () => {
    const flat = percentAxis([0, 0, 0], { max: 0 })!;
    expect(flat.ticks.map(flat.label)).toEqual(['-1.0%', '-0.8%', '-0.6%', '-0.4%', '-0.2%', '0%']);
    const fall = percentAxis([0, -3.3, -12.75], { max: 0 })!;
    expect(fall.ticks.map(fall.label)).toEqual(['-15%', '-10%', '-5%', '0%']);
    const up = percentAxis([0], { min: 0 })!;
    expect(up.domain).toEqual([0, 1]);
  });

  it('covers the values within its bounds, with distinct labels', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -100, max: 0, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (values) => {
          const axis = percentAxis(values, { max: 0 })!;
          expect(axis.domain[1]).toBeLessThanOrEqual(0);
          for (const v of values) {
            expect(v).toBeGreaterThanOrEqual(axis.domain[0]);
            expect(v).toBeLessThanOrEqual(axis.domain[1]);
          }
          const labels = axis.ticks.map(axis.label);
          expect(new Set(labels).size).toBe(labels.length);
        },
      ),
    );
  });
});
