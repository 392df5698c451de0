// Quant ratings: a five-factor model (technical, momentum, sentiment, fundamental, risk) over the price
// history, and the spec §9 local formula used as the fallback when there is no history.
import { LOCAL_QUANT } from './constants';
import { round2 } from './money';

export type QuantFactors = {
  technical: number;
  momentum: number;
  sentiment: number;
  fundamental: number;
  risk: number;
};
export type QuantRating = {
  symbol: string;
  rating: 'BUY' | 'HOLD' | 'SELL';
  score: number;
  confidence: number;
  factors: QuantFactors;
  recommendation: string;
  timestamp: string;
  targetPrice: number;
  stopLoss: number;
  model: 'factor' | 'local';
};

export const QUANT_TIMEFRAMES = { '1D': 1, '1W': 5, '1M': 21, '3M': 63, '6M': 126, '1Y': 252 } as const;
export type QuantTimeframe = keyof typeof QUANT_TIMEFRAMES;

export type QuantInput = {
  symbol: string;
  /** Dollars. */
  price: number;
  changePercent: number;
  /** Daily closes, oldest first, ending at today's price. */
  closes: number[];
  volume?: number;
  avgVolume?: number;
  pe?: number | null;
  /** Dividend yield in percent. */
  dividend?: number | null;
  beta?: number;
  timeframe?: QuantTimeframe;
  now: Date;
};

const clamp = (v: number, lo = -100, hi = 100) => Math.min(hi, Math.max(lo, v));
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function ratingFor(score: number): 'BUY' | 'HOLD' | 'SELL' {
  if (score >= LOCAL_QUANT.buyAt) return 'BUY';
  if (score <= LOCAL_QUANT.sellAt) return 'SELL';
  return 'HOLD';
}

function recommendationText(symbol: string, rating: 'BUY' | 'HOLD' | 'SELL', strongest: string): string {
  const verb = rating === 'BUY' ? 'Consider buying' : rating === 'SELL' ? 'Consider reducing' : 'Hold';
  return `${verb} ${symbol}: ${strongest} is the strongest factor`;
}

/** Relative strength index over the last `n` changes (0–100). */
export function rsi(closes: number[], n = 14): number {
  const tail = closes.slice(-(n + 1));
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < tail.length; i++) {
    const d = tail[i]! - tail[i - 1]!;
    if (d > 0) gain += d;
    else loss -= d;
  }
  if (gain + loss === 0) return 50;
  // Clamped: with no losses, (100 × gain) / gain can round to a hair above 100.
  return Math.min(100, (100 * gain) / (gain + loss));
}

/** Annualised volatility of daily log returns, percent. */
export function annualisedVolatility(closes: number[]): number {
  const r: number[] = [];
  for (let i = 1; i < closes.length; i++)
    if (closes[i - 1]! > 0 && closes[i]! > 0) r.push(Math.log(closes[i]! / closes[i - 1]!));
  if (r.length < 2) return 0;
  const m = mean(r);
  return Math.sqrt(r.reduce((s, x) => s + (x - m) ** 2, 0) / (r.length - 1)) * Math.sqrt(252) * 100;
}

/** The five-factor rating. Each factor lies in [-100, 100]; the score is their weighted sum. */
export function quantRating(input: QuantInput): QuantRating {
  const closes = input.closes.length ? input.closes : [input.price];
  const sma = (n: number) => mean(closes.slice(-n));
  const sma20 = sma(20);
  const sma50 = sma(50);
  const r = rsi(closes);
  const technical = clamp(
    (input.price / sma20 - 1) * 100 * 5 +
      (sma20 / sma50 - 1) * 100 * 5 +
      (r > 70 ? -(r - 70) : r < 30 ? 30 - r : 0),
  );
  const days = QUANT_TIMEFRAMES[input.timeframe ?? '1M'];
  const start = closes[Math.max(0, closes.length - 1 - days)] ?? input.price;
  const momentum = clamp(start > 0 ? (input.price / start - 1) * 100 * 4 : 0);
  const volumeRatio = input.volume && input.avgVolume ? input.volume / input.avgVolume : 1;
  // No news feed: sentiment is read from today's move, stronger when volume confirms it.
  const sentiment = clamp(input.changePercent * 8 * Math.min(2, Math.max(0.5, volumeRatio)));
  const pe = input.pe ?? null;
  const peScore = pe === null || pe <= 0 ? -20 : pe < 15 ? 50 : pe < 25 ? 20 : pe < 40 ? -10 : -40;
  const fundamental = clamp(peScore + Math.min(30, (input.dividend ?? 0) * 10));
  const vol = annualisedVolatility(closes);
  const risk = clamp((30 - vol) * 3 - Math.max(0, ((input.beta ?? 1) - 1.5) * 40));
  const factors: QuantFactors = {
    technical: round2(technical),
    momentum: round2(momentum),
    sentiment: round2(sentiment),
    fundamental: round2(fundamental),
    risk: round2(risk),
  };
  const score = round2(
    clamp(0.25 * technical + 0.25 * momentum + 0.15 * sentiment + 0.2 * fundamental + 0.15 * risk),
  );
  const rating = ratingFor(score);
  const values = Object.values(factors);
  const agreeing = values.filter((v) => Math.sign(v) === Math.sign(score) || score === 0).length;
  const confidence = round2(
    Math.min(95, 40 + (agreeing / values.length) * 40 + Math.min(15, closes.length / 10)),
  );
  const strongest = (Object.entries(factors) as [string, number][]).reduce((a, b) =>
    Math.abs(b[1]) > Math.abs(a[1]) ? b : a,
  )[0];
  const move = Math.max(LOCAL_QUANT.target, vol / 100 / Math.sqrt(12));
  return {
    symbol: input.symbol,
    rating,
    score,
    confidence,
    factors,
    recommendation: recommendationText(input.symbol, rating, strongest),
    timestamp: input.now.toISOString(),
    targetPrice: round2(input.price * (1 + move)),
    stopLoss: round2(input.price * (1 - move)),
    model: 'factor',
  };
}

/** Spec §9 local rating: score 8 × percent change, clamped to ±100; BUY ≥ 25, SELL ≤ −25; target +4%, stop −4%. */
export function localQuantRating(
  symbol: string,
  price: number | undefined,
  changePercent: number | undefined,
  now: Date,
): QuantRating {
  if (price === undefined || !(price > 0)) {
    return {
      symbol,
      rating: 'HOLD',
      score: 0,
      confidence: 0,
      factors: { technical: 0, momentum: 0, sentiment: 0, fundamental: 0, risk: 0 },
      recommendation: 'Unable to analyze symbol',
      timestamp: now.toISOString(),
      targetPrice: 0,
      stopLoss: 0,
      model: 'local',
    };
  }
  const score = round2(clamp(LOCAL_QUANT.scorePerPercent * (changePercent ?? 0)));
  const rating = ratingFor(score);
  return {
    symbol,
    rating,
    score,
    confidence: round2(Math.min(100, Math.abs(score))),
    factors: { technical: 0, momentum: score, sentiment: 0, fundamental: 0, risk: 0 },
    recommendation: recommendationText(symbol, rating, 'momentum'),
    timestamp: now.toISOString(),
    targetPrice: round2(price * (1 + LOCAL_QUANT.target)),
    stopLoss: round2(price * (1 - LOCAL_QUANT.stop)),
    model: 'local',
  };
}
