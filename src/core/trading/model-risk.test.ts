import { describe, expect, it } from 'vitest';
import { history, instrument } from '../market';
import { modelCorrelation, modelEstimates } from './model-risk';

describe('market-model covariances', () => {
  it('give each symbol its own total volatility on the diagonal', () => {
    const e = modelEstimates(['AAPL', 'XOM'])!;
    expect(Math.sqrt(e.cov[0]![0]!)).toBeCloseTo(instrument('AAPL')!.volatility, 6);
    expect(Math.sqrt(e.cov[1]![1]!)).toBeCloseTo(instrument('XOM')!.volatility, 6);
    expect(e.cov[0]![1]).toBe(e.cov[1]![0]);
  });
  it('make an index tracker and its index-like peers highly correlated, a symbol fully with itself', () => {
    expect(modelCorrelation('AAPL', 'AAPL')).toBeCloseTo(1, 9);
    expect(modelCorrelation('SPY', 'IWM')!).toBeGreaterThan(0.7);
    expect(modelCorrelation('AAPL', 'NOPE')).toBeUndefined();
  });
  it('agree roughly with the correlation of the simulated daily closes', () => {
    const at = new Date('2026-11-24T21:00:00Z');
    const r = (s: string) => {
      const c = history(s, '5Y', at).map((x) => x.close);
      return c.slice(1).map((v, i) => Math.log(v / c[i]!));
    };
    const [x, y] = [r('SPY'), r('QQQ')];
    const n = Math.min(x.length, y.length);
    const mx = x.slice(-n).reduce((a, b) => a + b, 0) / n;
    const my = y.slice(-n).reduce((a, b) => a + b, 0) / n;
    let sxy = 0;
    let sxx = 0;
    let syy = 0;
    for (let i = 0; i < n; i++) {
      const dx = x[x.length - n + i]! - mx;
      const dy = y[y.length - n + i]! - my;
      sxy += dx * dy;
      sxx += dx * dx;
      syy += dy * dy;
    }
    expect(sxy / Math.sqrt(sxx * syy)).toBeCloseTo(modelCorrelation('SPY', 'QQQ')!, 1);
  });
});
