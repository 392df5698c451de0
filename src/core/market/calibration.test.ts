import { describe, expect, it } from 'vitest';
import { range } from './bridge';
import { calibration, spreadForKurtosis, weightVariance } from './calibration';
import { marketParams } from './model';
import { returnStats } from './stats';

describe('calibration on the real S&P 500 2000–2020', () => {
  it('reads the series: about 1.25% daily volatility and fat tails', () => {
    const { stats } = calibration();
    expect(stats.count).toBe(5104);
    expect(stats.stdev).toBeGreaterThan(0.011);
    expect(stats.stdev).toBeLessThan(0.014);
    expect(stats.excessKurtosis).toBeGreaterThan(5);
  });

  it('solves the cascade spread that reproduces a kurtosis', () => {
    const levels = 12;
    const spread = spreadForKurtosis(12, levels);
    expect(3 * (1 + 4 * weightVariance(spread)) ** levels).toBeCloseTo(12, 3);
    expect(spreadForKurtosis(3, levels)).toBeCloseTo(0, 6);
  });

  it('simulates market days whose volatility, kurtosis and tails match the real series', () => {
    const real = calibration().stats;
    // 40,000 simulated sessions (~160 years) of the unpinned market tree.
    const { steps } = range(marketParams(), 10_000, 50_000);
    const sim = returnStats(steps.map((s) => s.sum));
    expect(sim.stdev / real.stdev).toBeGreaterThan(0.85);
    expect(sim.stdev / real.stdev).toBeLessThan(1.15);
    expect(sim.excessKurtosis).toBeGreaterThan(real.excessKurtosis / 3);
    expect(sim.beyond3 / real.beyond3).toBeGreaterThan(0.7);
    expect(sim.beyond3 / real.beyond3).toBeLessThan(1.4);
    expect(sim.beyond4 / real.beyond4).toBeGreaterThan(0.5);
    expect(sim.beyond4 / real.beyond4).toBeLessThan(2);
    // A normal distribution would put 0.27% of days beyond 3σ: the simulated tails are fat.
    expect(sim.beyond3).toBeGreaterThan(0.01);
  });
});
