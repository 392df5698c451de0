import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normal, normalQuantile, streamId, uniform } from './random';

describe('counter-based random stream', () => {
  it('gives the same draw for the same keys, in any order', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), fc.integer(), (s, a, b, c) => {
        expect(uniform(s, a, b, c)).toBe(uniform(s, a, b, c));
      }),
    );
  });

  it('draws uniforms strictly inside (0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), fc.integer(), (s, a, b, c) => {
        const u = uniform(s, a, b, c);
        expect(u).toBeGreaterThan(0);
        expect(u).toBeLessThan(1);
      }),
    );
  });

  it('changes the draw when any one counter changes', () => {
    const base = uniform(1, 2, 3, 4);
    expect(uniform(2, 2, 3, 4)).not.toBe(base);
    expect(uniform(1, 3, 3, 4)).not.toBe(base);
    expect(uniform(1, 2, 4, 4)).not.toBe(base);
    expect(uniform(1, 2, 3, 5)).not.toBe(base);
  });

  it('produces standard normals with mean 0 and variance 1 over many counters', () => {
    const n = 50_000;
    let sum = 0;
    let sq = 0;
    for (let i = 0; i < n; i++) {
      const z = normal(streamId('test'), 0, i, 0);
      sum += z;
      sq += z * z;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.02);
    expect(Math.abs(sq / n - 1)).toBeLessThan(0.03);
  });

  it('inverts the normal distribution at known quantiles', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 12);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 9);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306167813, 9);
    expect(normalQuantile(1e-10)).toBeCloseTo(-6.361340902404056, 6);
  });

  it('names symbols with distinct stream ids', () => {
    const ids = new Set(['AAPL', 'AAPL.', 'BRK.A', 'BRK.B', 'SPY', 'QQQ'].map(streamId));
    expect(ids.size).toBe(6);
  });

  it('keeps every stream id it has ever given: every simulated price depends on them', () => {
    expect(['AAPL', 'GME', '', 'BRK.A', 'AAPL:call:190:2026-12-18'].map(streamId)).toEqual([
      2272979962, 1423666105, 2872998923, 2277204908, 3617185772,
    ]);
  });
});
