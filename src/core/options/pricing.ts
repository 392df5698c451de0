// Option pricing (pure): Black–Scholes–Merton with a continuous dividend yield, its Greeks, implied
// volatility, and American exercise by a Cox–Ross–Rubinstein binomial tree.
//
// Units: spot and strike in dollars, time in years (calendar: days / 365), rate, volatility and
// dividend yield as decimals per year (0.05 = 5%). Greeks are reported as traders read them:
//   delta  ∂V/∂S                    gamma  ∂²V/∂S²
//   theta  ∂V/∂t per calendar day   (the value lost in one day, usually negative)
//   vega   ∂V/∂σ per 1 point of volatility (σ from 20% to 21%)
//   rho    ∂V/∂r per 1 point of the interest rate

export type OptionType = 'call' | 'put';

export type OptionInputs = {
  type: OptionType;
  spot: number;
  strike: number;
  /** Years to expiry. */
  time: number;
  rate: number;
  volatility: number;
  dividendYield: number;
};

export type Greeks = { delta: number; gamma: number; theta: number; vega: number; rho: number };

export const DAYS_PER_YEAR = 365;

const SQRT_2PI = Math.sqrt(2 * Math.PI);

export function normalPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / SQRT_2PI;
}

/** Standard normal CDF (Hart's algorithm as given by West 2005; double precision). */
export function normalCdf(x: number): number {
  const a = Math.abs(x);
  let tail: number;
  if (a > 37) tail = 0;
  else {
    const e = Math.exp(-0.5 * a * a);
    if (a < 7.07106781186547) {
      let num = 3.52624965998911e-2 * a + 0.700383064443688;
      num = num * a + 6.37396220353165;
      num = num * a + 33.912866078383;
      num = num * a + 112.079291497871;
      num = num * a + 221.213596169931;
      num = num * a + 220.206867912376;
      let den = 8.83883476483184e-2 * a + 1.75566716318264;
      den = den * a + 16.064177579207;
      den = den * a + 86.7807322029461;
      den = den * a + 296.564248779674;
      den = den * a + 637.333633378831;
      den = den * a + 793.826512519948;
      den = den * a + 440.413735824752;
      tail = (e * num) / den;
    } else {
      let b = a + 0.65;
      b = a + 4 / b;
      b = a + 3 / b;
      b = a + 2 / b;
      b = a + 1 / b;
      tail = e / b / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}

export function intrinsicValue(type: OptionType, spot: number, strike: number): number {
  return Math.max(0, type === 'call' ? spot - strike : strike - spot);
}

/** True when the option has no time or no volatility left: its value is then deterministic. */
function degenerate(i: OptionInputs): boolean {
  return !(i.time > 0) || !(i.volatility > 0);
}

function d1d2(i: OptionInputs): { d1: number; d2: number; sqrtT: number } {
  const sqrtT = Math.sqrt(i.time);
  const d1 =
    (Math.log(i.spot / i.strike) + (i.rate - i.dividendYield + 0.5 * i.volatility ** 2) * i.time) /
    (i.volatility * sqrtT);
  return { d1, d2: d1 - i.volatility * sqrtT, sqrtT };
}

/** European price by Black–Scholes–Merton. Expired or zero-volatility options: discounted payoff of the forward. */
export function europeanPrice(i: OptionInputs): number {
  const t = Math.max(0, i.time);
  const dq = Math.exp(-i.dividendYield * t);
  const dr = Math.exp(-i.rate * t);
  if (degenerate(i)) {
    const forwardPayoff = intrinsicValue(i.type, i.spot * dq, i.strike * dr);
    return t > 0 ? forwardPayoff : intrinsicValue(i.type, i.spot, i.strike);
  }
  const { d1, d2 } = d1d2(i);
  return i.type === 'call'
    ? i.spot * dq * normalCdf(d1) - i.strike * dr * normalCdf(d2)
    : i.strike * dr * normalCdf(-d2) - i.spot * dq * normalCdf(-d1);
}

/** Closed-form Greeks of the European option (theta per day, vega and rho per point; see top). */
export function europeanGreeks(i: OptionInputs): Greeks {
  if (degenerate(i)) {
    const itm = intrinsicValue(i.type, i.spot, i.strike) > 0;
    const delta = itm ? (i.type === 'call' ? 1 : -1) : 0;
    return { delta, gamma: 0, theta: 0, vega: 0, rho: 0 };
  }
  const { d1, d2, sqrtT } = d1d2(i);
  const dq = Math.exp(-i.dividendYield * i.time);
  const dr = Math.exp(-i.rate * i.time);
  const pdf = normalPdf(d1);
  const gamma = (dq * pdf) / (i.spot * i.volatility * sqrtT);
  const vega = i.spot * dq * pdf * sqrtT;
  const decay = -(i.spot * dq * pdf * i.volatility) / (2 * sqrtT);
  let delta: number;
  let thetaYear: number;
  let rho: number;
  if (i.type === 'call') {
    delta = dq * normalCdf(d1);
    thetaYear =
      decay - i.rate * i.strike * dr * normalCdf(d2) + i.dividendYield * i.spot * dq * normalCdf(d1);
    rho = i.strike * i.time * dr * normalCdf(d2);
  } else {
    delta = -dq * normalCdf(-d1);
    thetaYear =
      decay + i.rate * i.strike * dr * normalCdf(-d2) - i.dividendYield * i.spot * dq * normalCdf(-d1);
    rho = -i.strike * i.time * dr * normalCdf(-d2);
  }
  return { delta, gamma, theta: thetaYear / DAYS_PER_YEAR, vega: vega / 100, rho: rho / 100 };
}

/**
 * CRR binomial tree with `steps` steps; `american` allows exercise at every node. Returns the
 * value at the root.
 */
export function binomialPrice(i: OptionInputs, american: boolean, steps = 200): number {
  if (degenerate(i))
    return american ? Math.max(europeanPrice(i), intrinsicValue(i.type, i.spot, i.strike)) : europeanPrice(i);
  const dt = i.time / steps;
  const u = Math.exp(i.volatility * Math.sqrt(dt));
  const d = 1 / u;
  const growth = Math.exp((i.rate - i.dividendYield) * dt);
  const p = Math.min(1, Math.max(0, (growth - d) / (u - d)));
  const disc = Math.exp(-i.rate * dt);
  const values = new Float64Array(steps + 1);
  for (let k = 0; k <= steps; k++)
    values[k] = intrinsicValue(i.type, i.spot * u ** (2 * k - steps), i.strike);
  for (let n = steps - 1; n >= 0; n--) {
    for (let k = 0; k <= n; k++) {
      const cont = disc * (p * values[k + 1]! + (1 - p) * values[k]!);
      values[k] = american
        ? Math.max(cont, intrinsicValue(i.type, i.spot * u ** (2 * k - n), i.strike))
        : cont;
    }
  }
  return values[0]!;
}

/** True when early exercise can be worth anything: puts always, calls only on a dividend payer. */
export function earlyExerciseMatters(i: Pick<OptionInputs, 'type' | 'dividendYield'>): boolean {
  return i.type === 'put' || i.dividendYield > 0;
}

/**
 * American price. Where early exercise cannot pay (a call without dividends) it equals the European
 * price; otherwise the CRR tree with the European tree as control variate (tree error cancels), and
 * never below the European price or the intrinsic value.
 */
export function americanPrice(i: OptionInputs, steps = 200): number {
  const european = europeanPrice(i);
  if (!earlyExerciseMatters(i) || degenerate(i))
    return Math.max(european, intrinsicValue(i.type, i.spot, i.strike));
  const premium = binomialPrice(i, true, steps) - binomialPrice(i, false, steps);
  return Math.max(european + Math.max(0, premium), intrinsicValue(i.type, i.spot, i.strike));
}

/**
 * Implied volatility of a European price: Newton's method from a Brenner–Subrahmanyam start, kept
 * inside a bracket that bisection shrinks whenever Newton would leave it or stalls. Undefined when the
 * price is outside the no-arbitrage bounds (below the discounted intrinsic, above the upper bound).
 */
export function impliedVolatility(
  price: number,
  i: Omit<OptionInputs, 'volatility'>,
  tolerance = 1e-8,
): number | undefined {
  if (!(i.time > 0) || !(price > 0)) return undefined;
  const dq = Math.exp(-i.dividendYield * i.time);
  const dr = Math.exp(-i.rate * i.time);
  const lower = intrinsicValue(i.type, i.spot * dq, i.strike * dr);
  const upper = i.type === 'call' ? i.spot * dq : i.strike * dr;
  if (price < lower - 1e-12 || price >= upper) return undefined;
  let lo = 1e-6;
  let hi = 10;
  const f = (v: number) => europeanPrice({ ...i, volatility: v }) - price;
  if (f(lo) > 0) return lo;
  if (f(hi) < 0) return undefined;
  let v = Math.min(hi, Math.max(lo, Math.sqrt((2 * Math.PI) / i.time) * (price / (i.spot * dq)) || 0.3));
  for (let n = 0; n < 200; n++) {
    const diff = f(v);
    if (Math.abs(diff) < tolerance) return v;
    if (diff > 0) hi = v;
    else lo = v;
    const vega = europeanGreeks({ ...i, volatility: v }).vega * 100;
    let next = vega > 1e-12 ? v - diff / vega : Number.NaN;
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    if (hi - lo < 1e-14) return next;
    v = next;
  }
  return v;
}
