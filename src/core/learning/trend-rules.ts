// Indicators and a moving-average trading rule for the technical-analysis lesson (pure). The lesson
// draws them on the real S&P 500 daily closes and lets the learner test the rule against
// buy-and-hold, trading costs included.
import { maxDrawdown } from '../trading/metrics';
import { rsi } from '../trading/quant';

/** Simple moving average of the last `n` closes for each day; undefined until `n` closes exist. */
export function movingAverage(closes: readonly number[], n: number): (number | undefined)[] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('the window must be a whole number of days ≥ 1');
  const out: (number | undefined)[] = [];
  let sum = 0;
  for (let i = 0; i < closes.length; i++) {
    sum += closes[i]!;
    if (i >= n) sum -= closes[i - n]!;
    out.push(i >= n - 1 ? sum / n : undefined);
  }
  return out;
}

/** The relative strength index of each day over its last `n` changes (0–100); undefined for the first `n` days. */
export function rsiSeries(closes: readonly number[], n = 14): (number | undefined)[] {
  return closes.map((_, i) => (i >= n ? rsi(closes.slice(i - n, i + 1) as number[], n) : undefined));
}

/** `price-vs-slow`: hold stocks while the close is above its slow average. `fast-vs-slow`: while the fast average is above the slow one. */
export type TrendRule = 'price-vs-slow' | 'fast-vs-slow';

export type RuleTestInput = {
  rule: TrendRule;
  /** Days in the fast average (used by `fast-vs-slow`), default 50. */
  fast?: number;
  /** Days in the slow average, default 200. */
  slow?: number;
  /** Cost of each purchase or sale, percent of the amount traded (e.g. 0.1). */
  costPercent: number;
  /** Money at the start, default 10,000. */
  start?: number;
};

export type RuleTest = {
  /** Index of the first day tested: the first day the slow average exists. */
  startIndex: number;
  /** Value of the rule's account and of buy-and-hold at each close from `startIndex`. */
  rule: number[];
  hold: number[];
  /** Whether the rule held stocks at the end of each day from `startIndex`. */
  invested: boolean[];
  /** Purchases plus sales made by the rule (buy-and-hold makes one purchase). */
  trades: number;
  /** Largest fall from a running peak, percent. */
  ruleMaxDrawdown: number;
  holdMaxDrawdown: number;
};

/**
 * Tests a moving-average rule on daily closes against buying and holding from the same day. The rule
 * decides at each close and trades at that close; each purchase or sale costs `costPercent` of the
 * amount traded, and buy-and-hold pays it once. Cash earns nothing and dividends are ignored, for
 * both, so the comparison is of price moves alone.
 */
export function testTrendRule(closes: readonly number[], input: RuleTestInput): RuleTest {
  const fast = input.fast ?? 50;
  const slow = input.slow ?? 200;
  const start = input.start ?? 10_000;
  if (!(input.costPercent >= 0 && input.costPercent < 100)) throw new RangeError('cost must be 0–100%');
  if (input.rule === 'fast-vs-slow' && !(fast < slow)) throw new RangeError('fast must be shorter than slow');
  if (closes.length < slow) throw new RangeError('not enough closes for the slow average');
  const keep = 1 - input.costPercent / 100;
  const slowAvg = movingAverage(closes, slow);
  const fastAvg = movingAverage(closes, fast);
  const wantsStocks = (i: number) =>
    input.rule === 'price-vs-slow' ? closes[i]! > slowAvg[i]! : fastAvg[i]! > slowAvg[i]!;

  const startIndex = slow - 1;
  let value = start;
  let holding = false;
  let trades = 0;
  const rule: number[] = [];
  const hold: number[] = [];
  const invested: boolean[] = [];
  const holdEntry = start * keep;
  for (let i = startIndex; i < closes.length; i++) {
    if (holding) value *= closes[i]! / closes[i - 1]!;
    const want = wantsStocks(i);
    if (want !== holding) {
      value *= keep;
      holding = want;
      trades++;
    }
    rule.push(value);
    invested.push(holding);
    hold.push((holdEntry * closes[i]!) / closes[startIndex]!);
  }
  return {
    startIndex,
    rule,
    hold,
    invested,
    trades,
    ruleMaxDrawdown: maxDrawdown(rule),
    holdMaxDrawdown: maxDrawdown(hold),
  };
}
