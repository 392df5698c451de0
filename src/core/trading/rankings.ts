// Rankings that reward skill (issue 21): one learner's standing over a period measured three ways,
// and one ordering of them used by every leaderboard (the overall one now, each game's later).
// Pure: the server hands in the equity curve, the values and the S&P 500 levels it has read.
import { dailyReturns, sharpeRatio } from './metrics';
import type { EquityPoint } from './types';

export const RANK_MEASURES = ['return', 'sharpe', 'excess'] as const;
export type RankMeasure = (typeof RANK_MEASURES)[number];

/** Sharpe from fewer days says nothing: a player is ranked by it from this many trading days. */
export const SHARPE_MIN_DAYS = 5;

/** One sentence per measure, shown on the leaderboard. */
export const MEASURE_EXPLANATIONS: Record<RankMeasure, string> = {
  return:
    'Return: how much the portfolio grew over the period, in percent of what it was worth at the start.',
  sharpe:
    'Sharpe ratio: the daily return above the 5% risk-free rate divided by how much the daily value swung, per year of 252 trading days, from five trading days on.',
  excess: 'Excess return: the portfolio’s return minus the S&P 500’s return over the same days.',
};

export const TIE_BREAK_RULE =
  'Scores are compared as shown (two decimals); a tie goes to the larger portfolio value, then to whoever joined first.';

export type StandingInput = {
  userId: string;
  /** When the portfolio was opened (ISO), the last tie-break before the id. */
  joinedAt: string;
  /** Value now and at the start of the period, cents. */
  value: number;
  baseline: number;
  /** The daily equity over the period, oldest first, ending with today's value. */
  curve: EquityPoint[];
  /** The S&P 500 at the start of the period and now (levels). */
  indexStart: number | undefined;
  indexNow: number | undefined;
};

export type Standing = {
  userId: string;
  joinedAt: string;
  value: number;
  returnAmount: number;
  /** Percent, two decimals. */
  returnPercent: number;
  /** Annualised, two decimals; null below SHARPE_MIN_DAYS trading days. */
  sharpe: number | null;
  /** Percentage points over the S&P 500, two decimals. */
  excessPercent: number;
  tradingDays: number;
};

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The three measures of one learner over one period. */
export function standing(input: StandingInput): Standing {
  const { value, baseline } = input;
  const ret = baseline > 0 ? ((value - baseline) / baseline) * 100 : 0;
  const index =
    input.indexStart && input.indexNow && input.indexStart > 0
      ? (input.indexNow / input.indexStart - 1) * 100
      : 0;
  const days = new Set(input.curve.map((p) => p.date)).size;
  const returns = dailyReturns(input.curve).map((r) => r.return / 100);
  return {
    userId: input.userId,
    joinedAt: input.joinedAt,
    value,
    returnAmount: value - baseline,
    returnPercent: round2(ret),
    sharpe: days >= SHARPE_MIN_DAYS ? round2(sharpeRatio(returns)) : null,
    excessPercent: round2(ret - index),
    tradingDays: days,
  };
}

/** The score a measure ranks by; null when the standing is not ranked by it. */
export function score(s: Standing, measure: RankMeasure): number | null {
  if (measure === 'sharpe') return s.sharpe;
  return measure === 'excess' ? s.excessPercent : s.returnPercent;
}

/**
 * The one ordering (TIE_BREAK_RULE): higher score, then larger value, then earlier joined, then id,
 * so no two learners ever tie and the order never depends on the order rows were read in.
 */
export function compareStandings(measure: RankMeasure) {
  return (a: Standing, b: Standing): number => {
    const sa = score(a, measure) ?? Number.NEGATIVE_INFINITY;
    const sb = score(b, measure) ?? Number.NEGATIVE_INFINITY;
    if (sa !== sb) return sb - sa;
    if (a.value !== b.value) return b.value - a.value;
    if (a.joinedAt !== b.joinedAt) return a.joinedAt < b.joinedAt ? -1 : 1;
    return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
  };
}

/** Positions 1…n of the standings ranked by `measure`; those it does not rank are left out. */
export function rankBy(standings: readonly Standing[], measure: RankMeasure): Map<string, number> {
  const ranked = standings.filter((s) => score(s, measure) !== null).sort(compareStandings(measure));
  return new Map(ranked.map((s, i) => [s.userId, i + 1]));
}
