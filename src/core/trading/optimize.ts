// Long-only mean-variance optimisation: maximise wᵀμ − (λ/2)·wᵀΣw over the simplex (weights ≥ 0,
// summing to 1) by projected gradient ascent. μ and Σ are annualised, estimated from daily closes.
import { RISK_FREE_RATE, TRADING_DAYS_PER_YEAR } from './constants';

export type Estimates = { symbols: string[]; mu: number[]; cov: number[][] };

/** Daily log returns of aligned close series → annualised mean vector and covariance matrix. */
export function estimate(closes: Record<string, number[]>): Estimates {
  const symbols = Object.keys(closes).filter((s) => (closes[s]?.length ?? 0) >= 3);
  const len = Math.min(...symbols.map((s) => closes[s]!.length));
  const returns = symbols.map((s) => {
    const c = closes[s]!.slice(-len);
    return c.slice(1).map((v, i) => Math.log(v / c[i]!));
  });
  const means = returns.map((r) => r.reduce((a, b) => a + b, 0) / r.length);
  const cov = returns.map((ri, i) =>
    returns.map((rj, j) => {
      let s = 0;
      for (let k = 0; k < ri.length; k++) s += (ri[k]! - means[i]!) * (rj[k]! - means[j]!);
      return (s / Math.max(1, ri.length - 1)) * TRADING_DAYS_PER_YEAR;
    }),
  );
  return { symbols, mu: means.map((m) => m * TRADING_DAYS_PER_YEAR), cov };
}

/** Euclidean projection onto the probability simplex. */
export function projectToSimplex(v: number[]): number[] {
  const u = [...v].sort((a, b) => b - a);
  let cumulative = 0;
  let theta = 0;
  for (let i = 0; i < u.length; i++) {
    cumulative += u[i]!;
    const t = (cumulative - 1) / (i + 1);
    if (u[i]! - t > 0) theta = t;
  }
  return v.map((x) => Math.max(0, x - theta));
}

const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);
const mul = (m: number[][], v: number[]) => m.map((row) => dot(row, v));

export type Optimum = { weights: number[]; expectedReturn: number; volatility: number; sharpeRatio: number };

export function portfolioStats(w: number[], e: Estimates): Omit<Optimum, 'weights'> {
  const expectedReturn = dot(w, e.mu);
  const volatility = Math.sqrt(Math.max(0, dot(w, mul(e.cov, w))));
  return {
    expectedReturn,
    volatility,
    sharpeRatio: volatility > 0 ? (expectedReturn - RISK_FREE_RATE) / volatility : 0,
  };
}

export function meanVariance(e: Estimates, riskAversion = 3, iterations = 2000): Optimum {
  const n = e.symbols.length;
  if (n === 0) return { weights: [], expectedReturn: 0, volatility: 0, sharpeRatio: 0 };
  let w = Array.from({ length: n }, () => 1 / n);
  // Step below 1/L, where L bounds the Hessian λΣ's largest eigenvalue by its max row sum.
  const lipschitz =
    riskAversion * Math.max(1e-9, ...e.cov.map((row) => row.reduce((s, x) => s + Math.abs(x), 0)));
  const step = 1 / lipschitz;
  for (let it = 0; it < iterations; it++) {
    const grad = e.mu.map((m, i) => m - riskAversion * mul(e.cov, w)[i]!);
    w = projectToSimplex(w.map((x, i) => x + step * grad[i]!));
  }
  return { weights: w, ...portfolioStats(w, e) };
}
