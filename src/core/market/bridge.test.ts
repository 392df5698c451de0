import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BridgeParams, range, root, walk } from './bridge';
import { work } from './random';

const params: BridgeParams = {
  stream: 42,
  tag: 0,
  depth: 10,
  mean: 0.001,
  variance: 0.0001,
  cascadeLevels: 6,
  spread: 0.9,
  evenBottomLevels: 2,
};

describe('bridge tree', () => {
  it('walks to the same step and prefix sum that a full pass computes', () => {
    const { steps } = range(params, 0, 1024);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1023 }), (k) => {
        const { before, step } = walk(params, k);
        const prefix = steps.slice(0, k).reduce((a, s) => a + s.sum, 0);
        expect(before).toBeCloseTo(prefix, 10);
        expect(step.sum).toBe(steps[k]!.sum);
      }),
    );
  });

  it('adds its steps up to the root: the splits never create or lose anything', () => {
    const { steps } = range(params, 0, 1024);
    expect(steps.reduce((a, s) => a + s.sum, 0)).toBeCloseTo(root(params).sum, 10);
    expect(steps.reduce((a, s) => a + s.variance, 0)).toBeCloseTo(root(params).variance, 12);
  });

  it('gives coarse blocks that are exactly the sums of their fine steps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 1023 }), (level, from) => {
        const blocks = 2 ** level;
        const size = 1024 / blocks;
        const start = Math.floor(from / size);
        const coarse = range(params, start, blocks, undefined, level);
        const fine = range(params, start * size, 1024);
        coarse.steps.forEach((block, i) => {
          const sum = fine.steps.slice(i * size, (i + 1) * size).reduce((a, s) => a + s.sum, 0);
          expect(block.sum).toBeCloseTo(sum, 10);
        });
        expect(coarse.before).toBeCloseTo(fine.before, 10);
      }),
      { numRuns: 30 },
    );
  });

  it('draws in proportion to the range plus the depth, not the whole tree', () => {
    const deep = { ...params, depth: 16 };
    const before = work.draws;
    const { steps } = range(deep, 30_000, 30_010);
    expect(steps).toHaveLength(10);
    // Each split draws at most twice; about 10 leaves plus two edges of 16 levels are split.
    expect(work.draws - before).toBeLessThan(2 * (2 * 10 + 2 * 16 + 2));
    const walked = work.draws;
    walk(deep, 65_000);
    expect(work.draws - walked).toBeLessThanOrEqual(2 * 16 + 1);
  });
});
