// Covariances straight from the market model (src/core/market): each symbol's log return is
// β·(market factor) + its own independent noise, so
//   Σᵢⱼ = βᵢβⱼσₘ² + [i = j]·σᵢ,idio²,   σᵢ,idio² = max(σᵢ² − (βᵢσₘ)², 0.003²),
// and the expected annual log return is the symbol's drift (the market's for index trackers).
// Exact for the simulated market, and free of any history lookups.
// Imported from the files, not the index: only the parameters are needed, not the price paths.
import { calibration } from '../market/calibration';
import { instrument } from '../market/universe';
import type { Estimates } from './optimize';

const TRADING_DAYS = 252;

function marketParams() {
  const c = calibration();
  return { sigmaM: c.stats.stdev * Math.sqrt(TRADING_DAYS), muM: c.dailyMean * TRADING_DAYS };
}

function params(symbol: string) {
  const inst = instrument(symbol);
  if (!inst || inst.kind === 'index') return undefined;
  const { sigmaM, muM } = marketParams();
  const idioVariance = Math.max(inst.volatility ** 2 - (inst.beta * sigmaM) ** 2, 0.003 ** 2);
  return { beta: inst.beta, idioVariance, mu: inst.drift ?? inst.beta * muM, sigmaM };
}

/** Annualised μ and Σ of the model for these symbols; undefined when one is not in the model. */
export function modelEstimates(symbols: string[]): Estimates | undefined {
  const ps = symbols.map(params);
  if (ps.some((p) => p === undefined)) return undefined;
  const all = ps as NonNullable<ReturnType<typeof params>>[];
  const s2 = marketParams().sigmaM ** 2;
  return {
    symbols,
    mu: all.map((p) => p.mu),
    cov: all.map((a, i) => all.map((b, j) => a.beta * b.beta * s2 + (i === j ? a.idioVariance : 0))),
  };
}

/** Correlation of two symbols' returns in the model; undefined when either is not in it. */
export function modelCorrelation(a: string, b: string): number | undefined {
  const e = modelEstimates([a, b]);
  if (!e) return undefined;
  if (a === b) return 1;
  const [[va, cab], [, vb]] = e.cov as [[number, number], [number, number]];
  return cab / Math.sqrt(va * vb);
}
