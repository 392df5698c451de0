import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepsAside } from './useScrollAway';

describe('the tutor button on a phone', () => {
  it('steps aside while the learner scrolls down and comes back on the way up', () => {
    expect(stepsAside(100, 400, 844, 5000)).toBe(true);
    expect(stepsAside(400, 300, 844, 5000)).toBe(false);
  });

  it('is there at the top and near the end of the page, where the padding leaves it room', () => {
    expect(stepsAside(50, 0, 844, 5000)).toBe(false);
    expect(stepsAside(3900, 4156, 844, 5000)).toBe(false);
  });

  it('ignores a finger’s jitter', () => {
    expect(stepsAside(400, 405, 844, 5000)).toBeNull();
  });

  it('is always shown at the end of any page, however it was reached', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 900, max: 30_000 }),
        (from, height) => {
          const end = height - 844;
          fc.pre(Math.abs(end - from) >= 8);
          expect(stepsAside(from, end, 844, height)).toBe(false);
        },
      ),
    );
  });
});
