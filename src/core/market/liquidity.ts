// Bid, ask and volume per minute of the simulated market (decision 0023). Pure and deterministic: the
// same price, volatility and volume give the same book on the server and in the browser.

/** Minutes in a regular session (09:30 to 16:00 New York). */
export const SESSION_MINUTES = 390;
/** The narrowest spread, as a fraction of the price (1 basis point: the most liquid names). */
export const MIN_SPREAD = 0.0001;
/** The widest spread the model quotes (2%: a thin, wild name). */
export const MAX_SPREAD = 0.02;
/** Spread per unit of annual volatility for a name trading one million shares a day. */
const SPREAD_PER_VOL = 0.005;

export type Liquidity = {
  /** Dollars. */
  bid: number;
  /** Dollars. */
  ask: number;
  /** Shares the model trades in the minute around the quote (at least 1). */
  minuteVolume: number;
};

/**
 * The quoted spread as a fraction of the price: wider for volatile names (market makers carry more
 * risk), narrower for liquid ones (they turn inventory over faster), the two stylised facts of
 * spread models since Stoll (1978) and Glosten–Milgrom (1985):
 *   spread = 0.0001 + 0.005 · σ / √(avgVolume / 1,000,000), capped at 2%.
 */
export function spreadFraction(volatility: number, avgVolume: number): number {
  const sigma = Math.max(volatility, 0);
  const volume = Math.max(avgVolume, 1);
  return Math.min(MIN_SPREAD + (SPREAD_PER_VOL * sigma) / Math.sqrt(volume / 1_000_000), MAX_SPREAD);
}

/** Bid and ask around `price` (dollars): half the spread each side, at least one cent. */
export function bidAsk(price: number, volatility: number, avgVolume: number): { bid: number; ask: number } {
  const cents = Math.round(price * 100);
  const half = Math.max(1, Math.ceil((cents * spreadFraction(volatility, avgVolume)) / 2));
  return { bid: Math.max(cents - half, 0) / 100, ask: (cents + half) / 100 };
}

/**
 * Shares traded in one minute: the day's volume times the share of the session that minute holds
 * (`share(a, b)`, the U-shaped intraday profile of the market model), at least 1.
 */
export function minuteVolume(
  dailyVolume: number,
  fraction: number,
  share: (from: number, to: number) => number = (a, b) => b - a,
): number {
  const step = 1 / SESSION_MINUTES;
  const from = Math.min(Math.max(fraction, 0), 1 - step);
  return Math.max(1, Math.round(Math.max(dailyVolume, 0) * Math.abs(share(from, from + step))));
}

/** The whole book of a quote. */
export function liquidityOf(
  price: number,
  volatility: number,
  avgVolume: number,
  dailyVolume: number = avgVolume,
  fraction = 0.5,
  share?: (from: number, to: number) => number,
): Liquidity {
  return {
    ...bidAsk(price, volatility, avgVolume),
    minuteVolume: minuteVolume(dailyVolume, fraction, share),
  };
}
