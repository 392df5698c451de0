// Option positions as the ledger holds them, their marks, and what they reserve. Imported by the
// trading ledger (valuation and reservations), so it depends only on the pricing side of options.
import { OPTION_COMMISSION_CENTS, SHARES_PER_CONTRACT } from '../trading/constants';
import type { PriceQuote, PriceSource } from '../trading/types';
import { contractInputs, daysToExpiry, expiryInstant, modelPrice } from './chain';
import { intrinsicValue, type OptionType } from './pricing';
import { OPTIONS_RATE, underlyingOf } from './underlying';

export type OptionSide = 'long' | 'short';

/** One option contract line of a portfolio. Money in cents. */
export type OptionPosition = {
  /** The underlying's symbol. */
  symbol: string;
  type: OptionType;
  /** Cents. */
  strike: number;
  /** YYYY-MM-DD (New York). */
  expiration: string;
  /** Long: bought; short: sold to open (covered call or cash-secured put). */
  side: OptionSide;
  /** Always positive. */
  contracts: number;
  /**
   * Cents. Long: premium paid plus commissions; short: premium received less commissions.
   * avgCost per share = costBasis / (100 × contracts).
   */
  costBasis: number;
  openedAt: string;
};

export { OPTION_COMMISSION_CENTS, SHARES_PER_CONTRACT };

/** The OCC symbol of a contract, e.g. AAPL261218C00190000 (strike in thousandths of a dollar). */
export function contractSymbol(p: Pick<OptionPosition, 'symbol' | 'type' | 'strike' | 'expiration'>): string {
  const date = p.expiration.slice(2).replaceAll('-', '');
  const strike = String(p.strike * 10).padStart(8, '0');
  return `${p.symbol}${date}${p.type === 'call' ? 'C' : 'P'}${strike}`;
}

export function sameContract(
  a: Pick<OptionPosition, 'symbol' | 'type' | 'strike' | 'expiration'>,
  b: Pick<OptionPosition, 'symbol' | 'type' | 'strike' | 'expiration'>,
): boolean {
  return a.symbol === b.symbol && a.type === b.type && a.strike === b.strike && a.expiration === b.expiration;
}

/**
 * The model (mid) price of a contract per share in cents at the quote's instant: intrinsic value once
 * expired. Undefined without a quote with a timestamp (the caller then values it at cost).
 */
export function markCents(
  p: Pick<OptionPosition, 'symbol' | 'type' | 'strike' | 'expiration'>,
  quote: PriceQuote | undefined,
): number | undefined {
  if (!quote?.timestamp || !(quote.price > 0)) return undefined;
  const at = new Date(quote.timestamp);
  const strike = p.strike / 100;
  if (at.getTime() >= expiryInstant(p.expiration).getTime())
    return Math.round(intrinsicValue(p.type, quote.price, strike) * 100);
  const u = underlyingOf(p.symbol, quote.price);
  if (!u) return Math.round(intrinsicValue(p.type, quote.price, strike) * 100);
  return Math.round(modelPrice(contractInputs(u, p.type, strike, p.expiration, at, OPTIONS_RATE)) * 100);
}

/** Per-share cents the position is marked at: the model price, else its average cost. */
export function positionMark(p: OptionPosition, prices: PriceSource): number {
  return markCents(p, prices(p.symbol)) ?? Math.round(p.costBasis / (SHARES_PER_CONTRACT * p.contracts));
}

/** Signed value of one position, cents: what it is worth to a long holder, owed by a short one. */
export function optionPositionValue(p: OptionPosition, prices: PriceSource): number {
  const value = positionMark(p, prices) * SHARES_PER_CONTRACT * p.contracts;
  return p.side === 'long' ? value : -value;
}

export function optionsValue(list: readonly OptionPosition[] | undefined, prices: PriceSource): number {
  return (list ?? []).reduce((sum, p) => sum + optionPositionValue(p, prices), 0);
}

/** Cash held back by cash-secured puts: strike × 100 per short put contract, cents. */
export function optionReservedCash(list: readonly OptionPosition[] | undefined): number {
  return (list ?? []).reduce(
    (sum, p) =>
      sum + (p.side === 'short' && p.type === 'put' ? p.strike * SHARES_PER_CONTRACT * p.contracts : 0),
    0,
  );
}

/** Shares held back by covered calls on a symbol: 100 per short call contract. */
export function optionReservedShares(list: readonly OptionPosition[] | undefined, symbol: string): number {
  return (list ?? []).reduce(
    (sum, p) =>
      sum +
      (p.side === 'short' && p.type === 'call' && p.symbol === symbol
        ? SHARES_PER_CONTRACT * p.contracts
        : 0),
    0,
  );
}

/** An option position as the API shows it (dollars; pl is the unrealised profit or loss). */
export function optionPositionView(p: OptionPosition, prices: PriceSource) {
  const quote = prices(p.symbol);
  const mark = positionMark(p, prices);
  const shares = SHARES_PER_CONTRACT * p.contracts;
  const value = mark * shares;
  const pl = p.side === 'long' ? value - p.costBasis : p.costBasis - value;
  return {
    symbol: p.symbol,
    contract: contractSymbol(p),
    type: p.type,
    side: p.side,
    strike: p.strike / 100,
    expiration: p.expiration,
    contracts: p.contracts,
    avgCost: Math.round((p.costBasis / shares) * 100) / 10000,
    currentPrice: mark / 100,
    marketValue: (p.side === 'long' ? value : -value) / 100,
    pl: Math.round(pl) / 100,
    daysToExpiry: quote?.timestamp ? daysToExpiry(p.expiration, new Date(quote.timestamp)) : null,
  };
}
export type OptionPositionView = ReturnType<typeof optionPositionView>;

/** What the long options held on `symbol` are worth now, cents (as the portfolio's value counts them): what
 * the concentration check adds to the shares of `symbol` for a share buy and an option buy alike
 * (decision 0030). */
export function longOptionsValue(
  list: readonly OptionPosition[],
  symbol: string,
  prices: PriceSource,
): number {
  return list
    .filter((p) => p.side === 'long' && p.symbol === symbol)
    .reduce((sum, p) => sum + optionPositionValue(p, prices), 0);
}
