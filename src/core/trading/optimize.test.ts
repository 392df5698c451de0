import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimate, meanVariance, portfolioStats, projectToSimplex } from './optimize';

describe('mean-variance optimisation', () => {
  it('projects any vector onto weights that are non-negative and sum to 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -10, max: 10, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (v) => {
          const w = projectToSimplex(v);
          expect(w.every((x) => x >= 0)).toBe(true);
          expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        },
      ),
    );
  });
  it('puts everything in the higher-return asset when risks are equal and uncorrelated', () => {
    const r = meanVariance(
      {
        symbols: ['A', 'B'],
        mu: [0.2, 0.05],
        cov: [
          [0.01, 0],
          [0, 0.01],
        ],
      },
      1,
    );
    expect(r.weights[0]).toBeCloseTo(1, 3);
  });
  it('splits equally between identical uncorrelated assets, lowering risk', () => {
    const e = {
      symbols: ['A', 'B'],
      mu: [0.1, 0.1],
      cov: [
        [0.04, 0],
        [0, 0.04],
      ],
    };
    const r = meanVariance(e, 3);
    expect(r.weights[0]).toBeCloseTo(0.5, 3);
    expect(r.volatility).toBeLessThan(portfolioStats([1, 0], e).volatility);
  });
  it('matches the analytic optimum of the unconstrained interior case', () => {
    // Two uncorrelated assets: w_A ∝ interior solution of μ − λΣw = γ1 with Σw = 1.
    const e = {
      symbols: ['A', 'B'],
      mu: [0.12, 0.08],
      cov: [
        [0.04, 0],
        [0, 0.09],
      ],
    };
    const lambda = 3;
    // Solve: 0.12 − 3·0.04·a = 0.08 − 3·0.09·(1 − a) → a = (0.04 + 0.27) / (0.12 + 0.27)
    const a = (0.12 - 0.08 + lambda * 0.09) / (lambda * 0.04 + lambda * 0.09);
    expect(meanVariance(e, lambda).weights[0]).toBeCloseTo(a, 3);
  });
  it('estimates annualised drift and covariance from closes', () => {
    const up = Array.from({ length: 30 }, (_, i) => 100 * Math.exp(0.001 * i));
    const e = estimate({ UP: up });
    expect(e.mu[0]).toBeCloseTo(0.252, 6);
    expect(e.cov[0]![0]).toBeCloseTo(0, 9);
  });
});
