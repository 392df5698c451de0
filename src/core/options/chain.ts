// The simulated option chain (spec §9): 21 strikes around the money, 4 weekly Friday expirations
// plus 3 monthly ones, prices from the model in pricing.ts with a volatility smile.
//
// Volatility: the market model's own annual volatility σ₀ of the symbol (the instrument's
// `volatility`, the σ its price path is simulated with) is the at-the-money volatility. Away from the
// money it follows an equity-style skew and smile in standardised moneyness x = ln(K/F) / (σ₀·√T):
//   σ(K, T) = σ₀ · clamp(1 − 0.10·x + 0.02·x², 0.6, 2.5)
// so out-of-the-money puts (x < 0) trade at a higher volatility than calls, as in equity markets, and
// the curve flattens in strike for longer expiries. The forward F = S·e^{(r−q)T}.
//
// Prices: mid = the model price (American for puts and dividend-paying calls), rounded to the cent.
// The bid/ask spread widens away from the money and for short expiries; volume and open interest are
// deterministic draws that fall away from the money.
import { dateOfDay, dayOfDate, isTradingDay, newYorkInstant, newYorkTime, weekday } from '../market/calendar';
import { streamId, uniform } from '../market/random';
import {
  americanPrice,
  europeanGreeks,
  type Greeks,
  intrinsicValue,
  type OptionInputs,
  type OptionType,
} from './pricing';

export const CHAIN_STRIKES = 21;
export const WEEKLY_EXPIRATIONS = 4;
export const MONTHLY_EXPIRATIONS = 3;
/** Options stop trading and settle at the close (16:00 New York) of their expiration day. */
export const EXPIRY_MINUTES = 16 * 60;
const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

/** Strike step of spec §9: 1 below a price of 50, 2.5 below 100, 5 below 500, and 10 above. */
export function strikeStep(price: number): number {
  if (price < 50) return 1;
  if (price < 100) return 2.5;
  if (price < 500) return 5;
  return 10;
}

/** The 21 strikes centred on the strike nearest the price (all positive). */
export function chainStrikes(price: number): number[] {
  const step = strikeStep(price);
  const half = (CHAIN_STRIKES - 1) / 2;
  const centre = Math.max(Math.round(price / step), half + 1);
  return Array.from({ length: CHAIN_STRIKES }, (_, k) => Math.round((centre - half + k) * step * 100) / 100);
}

/** A holiday Friday expires on the trading day before it. */
function expiryDay(friday: number): number {
  let d = friday;
  while (!isTradingDay(d)) d -= 1;
  return d;
}

/** The instant an expiration date stops trading and settles. */
export function expiryInstant(expiration: string): Date {
  const [y, m, d] = expiration.split('-').map(Number);
  return newYorkInstant(Math.floor(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY_MS), EXPIRY_MINUTES);
}

function thirdFriday(year: number, month: number): number {
  const first = Math.floor(Date.UTC(year, month - 1, 1) / DAY_MS);
  return first + ((5 - weekday(first) + 7) % 7) + 14;
}

/**
 * Expirations still open at `now`, soonest first: the next 4 weekly Fridays, then the next 3 monthly
 * expirations (third Friday of the month) after them. Dates as YYYY-MM-DD (New York).
 */
export function expirations(now: Date): string[] {
  const { day } = newYorkTime(now);
  const open = (d: number) => newYorkInstant(d, EXPIRY_MINUTES).getTime() > now.getTime();
  const weekly: number[] = [];
  let friday = day + ((5 - weekday(day) + 7) % 7);
  while (weekly.length < WEEKLY_EXPIRATIONS) {
    const d = expiryDay(friday);
    if (d >= day && open(d)) weekly.push(d);
    friday += 7;
  }
  const last = weekly[weekly.length - 1]!;
  const monthly: number[] = [];
  const start = new Date(last * DAY_MS);
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth() + 1;
  while (monthly.length < MONTHLY_EXPIRATIONS) {
    const d = expiryDay(thirdFriday(year, month));
    if (d > last) monthly.push(d);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return [...weekly, ...monthly].map(dateOfDay);
}

/** Years from `now` to the expiration's close (0 once it has passed). */
export function yearsToExpiry(expiration: string, now: Date): number {
  return Math.max(0, (expiryInstant(expiration).getTime() - now.getTime()) / YEAR_MS);
}

/**
 * Calendar days from today's New York date to the expiration date: bought on 1 Dec, a 4 Dec expiry has
 * 3 days left, and 0 on its last day (it still trades until the close) and after the expiry instant.
 */
export function daysToExpiry(expiration: string, now: Date): number {
  if (now.getTime() >= expiryInstant(expiration).getTime()) return 0;
  return Math.max(0, dayOfDate(expiration) - newYorkTime(now).day);
}

/** Smallest time used for the smile's moneyness, so the last hours do not blow it up (one week). */
const SMILE_MIN_TIME = 7 / 365;

/** The smile of the header comment. */
export function smileVolatility(
  baseVolatility: number,
  spot: number,
  strike: number,
  time: number,
  rate: number,
  dividendYield: number,
): number {
  const t = Math.max(time, SMILE_MIN_TIME);
  const forward = spot * Math.exp((rate - dividendYield) * t);
  const x = Math.log(strike / forward) / (baseVolatility * Math.sqrt(t));
  const factor = Math.min(2.5, Math.max(0.6, 1 - 0.1 * x + 0.02 * x * x));
  return baseVolatility * factor;
}

export type Underlying = {
  symbol: string;
  /** Dollars. */
  price: number;
  /** Annual volatility of the model (decimal). */
  volatility: number;
  /** Continuous dividend yield (decimal). */
  dividendYield: number;
  /** Average daily share volume, for the contract volumes. */
  avgVolume: number;
};

export type OptionQuote = Greeks & {
  strike: number;
  bid: number;
  ask: number;
  last: number;
  mid: number;
  volume: number;
  openInterest: number;
  impliedVolatility: number;
  inTheMoney: boolean;
  intrinsicValue: number;
  timeValue: number;
};

const cents = (x: number) => Math.round(x * 100) / 100;

/** The model inputs of one contract at an instant. */
export function contractInputs(
  u: Underlying,
  type: OptionType,
  strike: number,
  expiration: string,
  now: Date,
  rate: number,
): OptionInputs {
  const time = yearsToExpiry(expiration, now);
  const volatility = smileVolatility(u.volatility, u.price, strike, time, rate, u.dividendYield);
  return { type, spot: u.price, strike, time, rate, volatility, dividendYield: u.dividendYield };
}

/** Model (mid) price of a contract per share, dollars, not rounded. */
export function modelPrice(inputs: OptionInputs): number {
  return americanPrice(inputs, 150);
}

/**
 * Half the bid/ask spread of a contract, dollars: a cent plus 2% of the time value scaled up away from
 * the money, plus 0.3% of the intrinsic value, all widened for short expiries. Cheap out-of-the-money
 * and short-dated contracts so have the widest spreads relative to their price.
 */
export function halfSpread(mid: number, inputs: OptionInputs): number {
  const days = inputs.time * 365;
  const distance = Math.abs(
    standardMoneyness(inputs.spot, inputs.strike, inputs.volatility || 0.1, Math.max(inputs.time, 1 / 365)),
  );
  const intrinsic = Math.min(mid, intrinsicValue(inputs.type, inputs.spot, inputs.strike));
  const timeValue = Math.max(0, mid - intrinsic);
  const base = 0.01 + 0.02 * timeValue * (1 + Math.min(distance, 4)) + 0.003 * intrinsic;
  return base * (1 + 3 / (7 + days));
}

/** ln(K/S) in standard deviations of the log price to expiry. */
export function standardMoneyness(spot: number, strike: number, volatility: number, time: number): number {
  return Math.log(strike / spot) / (volatility * Math.sqrt(time));
}

/** One row of the chain. */
export function optionQuote(
  u: Underlying,
  type: OptionType,
  strike: number,
  expiration: string,
  now: Date,
  rate: number,
): OptionQuote {
  const inputs = contractInputs(u, type, strike, expiration, now, rate);
  const mid = cents(modelPrice(inputs));
  const half = halfSpread(mid, inputs);
  const bid = Math.max(0, cents(mid - half));
  const ask = Math.max(cents(mid + half), bid + 0.01);
  const intrinsic = cents(intrinsicValue(type, u.price, strike));
  const greeks = europeanGreeks(inputs);
  const x = inputs.time > 0 ? standardMoneyness(u.price, strike, u.volatility, inputs.time) : 0;
  const day = newYorkTime(now).day;
  const seed = streamId(`${u.symbol}:${type}:${strike}:${expiration}`);
  const liquidity = Math.exp(-0.5 * x * x) * Math.max(50, u.avgVolume / 2000);
  const volume = Math.round(liquidity * (0.2 + uniform(seed, day, 1, 0)));
  const openInterest = Math.round(liquidity * (3 + 6 * uniform(seed, 0, 2, 0)));
  return {
    strike,
    bid,
    ask: cents(ask),
    last: mid,
    mid,
    volume,
    openInterest,
    impliedVolatility: Math.round(inputs.volatility * 10000) / 10000,
    inTheMoney: intrinsic > 0,
    intrinsicValue: intrinsic,
    timeValue: Math.max(0, cents(mid - intrinsic)),
    ...greeks,
  };
}

export type OptionChain = {
  symbol: string;
  underlyingPrice: number;
  asOf: string;
  riskFreeRate: number;
  dividendYield: number;
  expiration: string;
  expirations: string[];
  calls: OptionQuote[];
  puts: OptionQuote[];
};

/**
 * The expiration a chain opens on when none is asked: the first after today (New York). On a Friday
 * the weekly that expires at today's close has almost no time value left, so its far strikes all
 * read bid 0.00 and delta 0.000, and teach nothing; it stays in the list to choose.
 */
export function defaultExpiration(all: readonly string[], now: Date): string {
  const today = dateOfDay(newYorkTime(now).day);
  return all.find((d) => d > today) ?? all[0]!;
}

/** The chain of one expiration (`defaultExpiration` when none is asked). */
export function optionChain(u: Underlying, now: Date, rate: number, expiration?: string): OptionChain {
  const all = expirations(now);
  const exp = expiration ?? defaultExpiration(all, now);
  const strikes = chainStrikes(u.price);
  return {
    symbol: u.symbol,
    underlyingPrice: u.price,
    asOf: now.toISOString(),
    riskFreeRate: rate,
    dividendYield: u.dividendYield,
    expiration: exp,
    expirations: all,
    calls: strikes.map((k) => optionQuote(u, 'call', k, exp, now, rate)),
    puts: strikes.map((k) => optionQuote(u, 'put', k, exp, now, rate)),
  };
}
