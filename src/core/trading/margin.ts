// Short selling on margin (decision 0022). A margin account may sell beyond the shares it holds; the
// short is a position with negative shares. Requirements (all on the short's market value):
// - initial 150%: the proceeds (kept in cash) plus 50% of own equity (Regulation T, 12 CFR 220.12(c));
// - maintenance 30% of equity for shorts of stocks at $5 or more (FINRA Rule 4210(c)(2)(B));
// - no shorting below $5 a share (4210's $5 threshold, where the requirement rises to $2.50/share);
// - longs are never bought on credit (the spec's leverage limit is 1): a long costs 100% of its value.
// Cash never goes negative, in either account type.
import { MAX_POSITIONS } from './constants';
import { availableCash, priceCents } from './ledger';
import { type Refusal, refuse } from './refusals';
import { settingsOf } from './settings';
import type { Ledger, PriceSource, Side } from './types';

export const MARGIN_RULES = {
  /** Own equity a new short needs beside its proceeds, as a share of its value (Reg T 50%). */
  initial: 0.5,
  /** Equity the account must keep, as a share of its shorts' value (FINRA 4210: 30%). */
  maintenance: 0.3,
  /** No short sales below this price, cents. */
  minShortPrice: 500,
  /** Yearly borrow fee, charged daily on the short's value (actual/360, as lenders quote it). */
  borrowRate: 0.01,
  hardToBorrowRate: 0.3,
  hardToBorrow: ['GME', 'AMC', 'BBBY', 'KOSS', 'BB'] as readonly string[],
  /** Time to bring equity back over maintenance before the jobs buy the shorts in. */
  callHours: 48,
} as const;

/** Margin bookkeeping kept with the account. */
export type MarginState = {
  /** Trading day (YYYY-MM-DD) the borrow fee was last charged for; '' never. */
  feeDay: string;
  /** Borrow fees paid so far, cents. */
  feesPaid: number;
  /** ISO instant after which the shorts are bought in; null when no call is open. */
  callDeadline: string | null;
};

export const NO_MARGIN_STATE: MarginState = { feeDay: '', feesPaid: 0, callDeadline: null };

export const marginStateOf = (ledger: Pick<Ledger, 'margin'>): MarginState =>
  ledger.margin ?? NO_MARGIN_STATE;

export const isMarginAccount = (ledger: Pick<Ledger, 'settings'>): boolean =>
  settingsOf(ledger).accountType === 'margin';

export const hasShort = (ledger: Pick<Ledger, 'positions'>): boolean =>
  ledger.positions.some((p) => p.shares < 0);

/** Yearly borrow rate of a symbol. */
export const borrowRateOf = (symbol: string): number =>
  MARGIN_RULES.hardToBorrow.includes(symbol) ? MARGIN_RULES.hardToBorrowRate : MARGIN_RULES.borrowRate;

/** Market value of the long positions, cents. */
export function longValue(state: Ledger, prices: PriceSource): number {
  return state.positions.reduce(
    (sum, p) => sum + (p.shares > 0 ? p.shares * (priceCents(state, prices, p.symbol) ?? 0) : 0),
    0,
  );
}

/** What buying back every short would cost now, cents (positive). */
export function shortLiability(state: Ledger, prices: PriceSource): number {
  return state.positions.reduce(
    (sum, p) => sum + (p.shares < 0 ? -p.shares * (priceCents(state, prices, p.symbol) ?? 0) : 0),
    0,
  );
}

/**
 * Cash free for new positions: available cash less the shorts' 150% initial requirement. A long uses
 * it in full, a new short half its value. Can be negative when prices moved against the shorts.
 */
export function excessEquity(state: Ledger, prices: PriceSource): number {
  return availableCash(state) - Math.ceil(shortLiability(state, prices) * (1 + MARGIN_RULES.initial));
}

export type MarginSummary = {
  accountType: 'cash' | 'margin';
  /** cash + long value − short liability, cents. */
  equity: number;
  longValue: number;
  shortLiability: number;
  /** Cents a new long can spend. */
  buyingPower: number;
  /** Value of stock a new short may sell, cents (twice the buying power: a short needs 50%). */
  shortBuyingPower: number;
  /** Initial requirement of the open shorts (150%), cents. */
  initialRequirement: number;
  /** Equity the account must keep (30% of the shorts), cents. */
  maintenanceRequirement: number;
  callDeadline: string | null;
  feesPaid: number;
  /** Borrow fee the shorts cost a day now, cents. */
  dailyBorrowFee: number;
};

export function marginSummary(state: Ledger, prices: PriceSource): MarginSummary {
  const longs = longValue(state, prices);
  const shorts = shortLiability(state, prices);
  const margin = isMarginAccount(state);
  const excess = margin ? excessEquity(state, prices) : availableCash(state);
  const buyingPower = Math.max(0, excess);
  const m = marginStateOf(state);
  return {
    accountType: margin ? 'margin' : 'cash',
    equity: state.cash + longs - shorts,
    longValue: longs,
    shortLiability: shorts,
    buyingPower,
    shortBuyingPower: margin ? Math.floor(buyingPower / MARGIN_RULES.initial) : 0,
    initialRequirement: Math.ceil(shorts * (1 + MARGIN_RULES.initial)),
    maintenanceRequirement: maintenanceRequirement(state, prices),
    callDeadline: m.callDeadline,
    feesPaid: m.feesPaid,
    dailyBorrowFee: dailyBorrowFee(state, prices),
  };
}

/** Borrow fee the open shorts cost for one day, cents. */
export function dailyBorrowFee(state: Ledger, prices: PriceSource): number {
  return state.positions.reduce(
    (sum, p) =>
      p.shares < 0
        ? sum +
          Math.round((-p.shares * (priceCents(state, prices, p.symbol) ?? 0) * borrowRateOf(p.symbol)) / 360)
        : sum,
    0,
  );
}

export function maintenanceRequirement(state: Ledger, prices: PriceSource): number {
  return Math.ceil(shortLiability(state, prices) * MARGIN_RULES.maintenance);
}

/** Is the account's equity under its maintenance requirement? */
export function underMaintenance(state: Ledger, prices: PriceSource): boolean {
  const shorts = shortLiability(state, prices);
  if (shorts === 0) return false;
  return state.cash + longValue(state, prices) - shorts < maintenanceRequirement(state, prices);
}

/** What an order will do to the position: the ticket's wording. */
export type OrderEffect = 'buy' | 'sell' | 'sell-short' | 'buy-to-cover';

export function orderEffect(heldShares: number, side: Side): OrderEffect {
  if (side === 'buy') return heldShares < 0 ? 'buy-to-cover' : 'buy';
  return heldShares > 0 ? 'sell' : 'sell-short';
}

/**
 * When an order goes through zero (a sell of more than the shares held, a buy of more than the short),
 * the sentence that says so: the button can name only one of its two parts. Null otherwise.
 */
export function crossingNote(heldShares: number, side: Side, shares: number, symbol: string): string | null {
  if (!(shares > 0)) return null;
  if (side === 'sell' && heldShares > 0 && shares > heldShares)
    return `This sells the ${heldShares} ${symbol} you hold and sells ${shares - heldShares} more short.`;
  if (side === 'buy' && heldShares < 0 && shares > -heldShares)
    return `This buys back the ${-heldShares} ${symbol} you are short and buys ${shares + heldShares} more.`;
  return null;
}

/**
 * The funds/shares checks of a margin account for an order filling at `price` cents, against the
 * ledger before it. Closing (selling a long, covering a short) only needs cash for a cover; the part
 * that opens must leave the excess equity non-negative. `marketable`: a short must fill now.
 */
export function marginChecks(
  state: Ledger,
  order: { side: Side; symbol: string; shares: number; price: number; marketable: boolean },
  prices: PriceSource,
): Refusal | null {
  const held = state.positions.find((p) => p.symbol === order.symbol)?.shares ?? 0;
  const available =
    held > 0
      ? held - state.pendingOrders.reduce((s, o) => s + (o.symbol === order.symbol ? o.reservedShares : 0), 0)
      : 0;
  const excess = excessEquity(state, prices);
  if (order.side === 'sell') {
    const shortShares = order.shares - Math.max(0, Math.min(available, order.shares));
    if (shortShares === 0) return null;
    if (order.price < MARGIN_RULES.minShortPrice)
      return refuse('SHORT_PRICE_TOO_LOW', { symbol: order.symbol, limit: MARGIN_RULES.minShortPrice });
    if (!order.marketable) return refuse('SHORT_MUST_FILL');
    // Shares held back by a resting sell cannot be sold again, nor shorted past.
    if (held > 0 && available < held)
      return refuse('INSUFFICIENT_SHARES', { actual: order.shares, limit: available });
    if (held === 0 && state.positions.length >= MAX_POSITIONS)
      return refuse('MAX_POSITIONS', { limit: MAX_POSITIONS, actual: state.positions.length });
    const freed = (order.shares - shortShares) * order.price;
    const need = Math.ceil(shortShares * order.price * MARGIN_RULES.initial);
    if (need > excess + freed)
      return refuse('SHORT_OVER_BUYING_POWER', {
        actual: shortShares * order.price,
        limit: Math.max(0, Math.floor((excess + freed) / MARGIN_RULES.initial)),
      });
    return null;
  }
  const cover = held < 0 ? Math.min(-held, order.shares) : 0;
  const coverCost = cover * order.price;
  if (coverCost > availableCash(state))
    return refuse('INSUFFICIENT_FUNDS', { actual: coverCost, limit: availableCash(state) });
  const longCost = (order.shares - cover) * order.price;
  if (longCost === 0) return null;
  if (held === 0 && state.positions.length >= MAX_POSITIONS)
    return refuse('MAX_POSITIONS', { limit: MAX_POSITIONS, actual: state.positions.length });
  // Covering releases the short's 150%: its 100% pays for the cover and 50% becomes free.
  const freed = Math.floor(coverCost * MARGIN_RULES.initial);
  if (longCost > excess + freed)
    return refuse('INSUFFICIENT_FUNDS', { actual: longCost, limit: Math.max(0, excess + freed) });
  return null;
}

/** Why the account cannot become a cash account now, or null. */
export function switchToCashRefusal(state: Ledger): string | null {
  return hasShort(state)
    ? 'Cover your short positions before switching to a cash account: a cash account cannot hold shorts'
    : null;
}
