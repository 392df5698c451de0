// Sample statistics of daily returns, shared by the calibration and its tests.

export type ReturnStats = {
  count: number;
  mean: number;
  stdev: number;
  /** Excess kurtosis (0 for a normal distribution). */
  excessKurtosis: number;
  /** Share of days further than 3 and 4 standard deviations from the mean. */
  beyond3: number;
  beyond4: number;
};

export function returnStats(values: readonly number[]): ReturnStats {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  let m2 = 0;
  let m4 = 0;
  for (const v of values) {
    const d = (v - mean) ** 2;
    m2 += d;
    m4 += d * d;
  }
  m2 /= n;
  m4 /= n;
  const stdev = Math.sqrt(m2);
  let b3 = 0;
  let b4 = 0;
  for (const v of values) {
    const z = Math.abs(v - mean) / stdev;
    if (z > 3) b3++;
    if (z > 4) b4++;
  }
  return { count: n, mean, stdev, excessKurtosis: m4 / (m2 * m2) - 3, beyond3: b3 / n, beyond4: b4 / n };
}
