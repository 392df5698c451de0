// Payoffs of option strategies (pure): legs of calls, puts and shares, long or short; the payoff at
// expiry, the value today by Black–Scholes–Merton, breakevens, max gain and loss, and net Greeks.
// Per-share amounts in dollars; a contract is 100 shares.
import { europeanGreeks, europeanPrice, type Greeks, intrinsicValue, type OptionType } from './pricing';

export type Leg =
  | { kind: OptionType; side: 'long' | 'short'; strike: number; premium: number; quantity: number }
  | { kind: 'stock'; side: 'long' | 'short'; price: number; quantity: number };

export type Market = { spot: number; time: number; rate: number; volatility: number; dividendYield: number };

const sign = (side: 'long' | 'short') => (side === 'long' ? 1 : -1);
const MULTIPLIER = 100;

/** Profit or loss of the strategy at expiry if the underlying ends at `price`, dollars. */
export function payoffAtExpiry(legs: readonly Leg[], price: number): number {
  return legs.reduce((sum, leg) => {
    const s = sign(leg.side);
    if (leg.kind === 'stock') return sum + s * (price - leg.price) * leg.quantity;
    return sum + s * (intrinsicValue(leg.kind, price, leg.strike) - leg.premium) * leg.quantity * MULTIPLIER;
  }, 0);
}

/** Profit or loss if the underlying were at `price` now, with `market.time` years left, dollars. */
export function valueToday(legs: readonly Leg[], price: number, market: Market): number {
  return legs.reduce((sum, leg) => {
    const s = sign(leg.side);
    if (leg.kind === 'stock') return sum + s * (price - leg.price) * leg.quantity;
    const value = europeanPrice({ ...market, spot: price, type: leg.kind, strike: leg.strike });
    return sum + s * (value - leg.premium) * leg.quantity * MULTIPLIER;
  }, 0);
}

/** Net Greeks of the position, in dollars for the whole position (per 1 $ move, per day, per point). */
export function netGreeks(legs: readonly Leg[], market: Market): Greeks {
  const total: Greeks = { delta: 0, gamma: 0, theta: 0, vega: 0, rho: 0 };
  for (const leg of legs) {
    const s = sign(leg.side);
    if (leg.kind === 'stock') {
      total.delta += s * leg.quantity;
      continue;
    }
    const g = europeanGreeks({ ...market, type: leg.kind, strike: leg.strike });
    const n = s * leg.quantity * MULTIPLIER;
    total.delta += g.delta * n;
    total.gamma += g.gamma * n;
    total.theta += g.theta * n;
    total.vega += g.vega * n;
    total.rho += g.rho * n;
  }
  return total;
}

export type PayoffSummary = {
  /** Null: unlimited. */
  maxGain: number | null;
  /** Positive dollars lost at worst; null: unlimited. */
  maxLoss: number | null;
  breakevens: number[];
  /** Net premium paid (positive) or received (negative), dollars, commissions excluded. */
  netDebit: number;
};

/**
 * Max gain, max loss and breakevens at expiry. The payoff is piecewise linear with kinks at the
 * strikes, so it is evaluated at 0, at every kink and beyond the last one; the slope past the last
 * kink tells whether gain or loss is unlimited on the upside.
 */
export function summarize(legs: readonly Leg[]): PayoffSummary {
  const kinks = [...new Set(legs.flatMap((l) => (l.kind === 'stock' ? [] : [l.strike])))].sort(
    (a, b) => a - b,
  );
  const top = Math.max(1, ...kinks, ...legs.map((l) => (l.kind === 'stock' ? l.price : 0))) * 2;
  const points = [0, ...kinks, top];
  const values = points.map((p) => payoffAtExpiry(legs, p));
  const slope = payoffAtExpiry(legs, top + 1) - payoffAtExpiry(legs, top);
  const eps = 1e-9;
  const maxGain = slope > eps ? null : Math.max(...values);
  const maxLoss = slope < -eps ? null : Math.max(0, -Math.min(...values));
  const breakevens: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    const [fa, fb] = [values[i - 1]!, values[i]!];
    if (fa === 0 && i === 1) breakevens.push(a);
    if ((fa < 0 && fb > 0) || (fa > 0 && fb < 0) || (fb === 0 && fa !== 0))
      breakevens.push(Math.round((a + ((b - a) * -fa) / (fb - fa)) * 100) / 100);
  }
  if (slope !== 0 && values.at(-1)! * slope < 0) {
    // The payoff crosses zero beyond the last point.
    breakevens.push(Math.round((top - values.at(-1)! / slope) * 100) / 100);
  }
  const netDebit = legs.reduce(
    (sum, l) =>
      sum + sign(l.side) * (l.kind === 'stock' ? l.price * l.quantity : l.premium * l.quantity * MULTIPLIER),
    0,
  );
  return { maxGain, maxLoss, breakevens: [...new Set(breakevens)], netDebit };
}

/** Prices from `from` to `to` in `steps` equal steps, with each leg's payoff at expiry and today. */
export function payoffCurve(legs: readonly Leg[], market: Market, from: number, to: number, steps = 60) {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const price = from + ((to - from) * i) / steps;
    return {
      price: Math.round(price * 100) / 100,
      expiry: Math.round(payoffAtExpiry(legs, price) * 100) / 100,
      today: Math.round(valueToday(legs, price, market) * 100) / 100,
    };
  });
}

export type TemplateName =
  | 'covered call'
  | 'protective put'
  | 'bull call spread'
  | 'straddle'
  | 'iron condor';

/**
 * The named strategies of the course, around a spot with a strike step, priced by `premium`. The iron
 * condor sells one step out and buys two steps out on each side (90/95/105/110 around 100 with a step
 * of 5), the condor of the course's spreads page.
 */
export function template(
  name: TemplateName,
  spot: number,
  step: number,
  premium: (type: OptionType, strike: number) => number,
): Leg[] {
  const atm = Math.round(spot / step) * step;
  const opt = (kind: OptionType, side: 'long' | 'short', strike: number): Leg => ({
    kind,
    side,
    strike,
    premium: Math.round(premium(kind, strike) * 100) / 100,
    quantity: 1,
  });
  const shares: Leg = { kind: 'stock', side: 'long', price: spot, quantity: 100 };
  switch (name) {
    case 'covered call':
      return [shares, opt('call', 'short', atm + step)];
    case 'protective put':
      return [shares, opt('put', 'long', atm - step)];
    case 'bull call spread':
      return [opt('call', 'long', atm), opt('call', 'short', atm + 2 * step)];
    case 'straddle':
      return [opt('call', 'long', atm), opt('put', 'long', atm)];
    case 'iron condor':
      return [
        opt('put', 'long', atm - 2 * step),
        opt('put', 'short', atm - step),
        opt('call', 'short', atm + step),
        opt('call', 'long', atm + 2 * step),
      ];
  }
}
