// The order ticket's form state as a request body, and what the order would cost: pure, tested.
import type { TradeBody } from '../../../shared/api/trading';
import { usd } from './format';

export type OrderForm = {
  symbol: string;
  side: 'buy' | 'sell';
  orderType: 'market' | 'limit' | 'stop' | 'stop-limit';
  timeInForce: 'day' | 'gtc' | 'ioc' | 'fok';
  shares: string;
  limitPrice: string;
  stopPrice: string;
};

export const needsLimit = (t: OrderForm['orderType']) => t === 'limit' || t === 'stop-limit';
export const needsStop = (t: OrderForm['orderType']) => t === 'stop' || t === 'stop-limit';

/** The body of POST /trade and /risk-signal; only the prices the order type uses are sent. */
export function orderBody(form: OrderForm): TradeBody {
  const body: TradeBody = {
    type: form.side,
    symbol: form.symbol.trim().toUpperCase(),
    shares: form.shares.trim() === '' ? null : Number(form.shares),
    orderType: form.orderType,
    timeInForce: form.timeInForce,
  };
  if (needsLimit(form.orderType)) body.price = form.limitPrice.trim() === '' ? null : Number(form.limitPrice);
  if (needsStop(form.orderType))
    body.stopPrice = form.stopPrice.trim() === '' ? null : Number(form.stopPrice);
  return body;
}

/**
 * Shares × the price the order would trade at (limit, else stop, else the market); null when unknown.
 * `atOnce`: the likely fill of a limit or stop that executes the moment it is placed, which it trades
 * at instead of its own price (a sell stop at $250 with the market at $208.90 sells at about $208.90).
 */
export function estimatedValue(
  form: OrderForm,
  marketPrice: number | undefined,
  atOnce?: number,
): number | null {
  const shares = Number(form.shares);
  if (!Number.isFinite(shares) || shares <= 0) return null;
  const price =
    atOnce !== undefined
      ? atOnce
      : needsLimit(form.orderType)
        ? Number(form.limitPrice)
        : needsStop(form.orderType)
          ? Number(form.stopPrice)
          : marketPrice;
  if (price === undefined || !Number.isFinite(price) || price <= 0) return null;
  return Math.round(shares * price * 100) / 100;
}

/**
 * The price the estimate beside the ticket is of, as its label says it: the same branches as
 * estimatedValue, so a limit's "$1,000.00" for 5 shares reads "at your limit $200.00", not beside the
 * market price. `likely`: a realistic account's likely fill for a market order. Null when unknown.
 */
export function estimateBasis(
  form: OrderForm,
  marketPrice: number | undefined,
  atOnce?: { fills: boolean; price: number } | null,
  likely?: number,
): string | null {
  if (atOnce?.fills) return `fills at once at about ${usd(atOnce.price)}`;
  // A stop-limit already past its stop waits as a limit order at its limit.
  if (atOnce) return `at your limit ${usd(atOnce.price)}`;
  const priced = (text: string, label: string) => {
    const price = Number(text);
    return text.trim() !== '' && Number.isFinite(price) && price > 0 ? `${label} ${usd(price)}` : null;
  };
  if (needsLimit(form.orderType)) return priced(form.limitPrice, 'at your limit');
  if (needsStop(form.orderType)) return priced(form.stopPrice, 'at your stop');
  if (likely !== undefined) return `at the likely fill ${usd(likely)}`;
  return marketPrice === undefined ? null : `market ${usd(marketPrice)}`;
}

/**
 * What a sell can draw on, said beside the ticket: the refusal's "Need 5, have 0" counts only the
 * shares not held back by resting sells and covered calls, which a learner cannot see from it.
 * Null for a buy, a short position, or a margin account's sell of a symbol it does not hold (a short
 * sale, which the crossing note explains).
 */
export function sellableNote(
  side: OrderForm['side'],
  symbol: string,
  held: number,
  reserved: number,
  margin: boolean,
): string | null {
  if (side !== 'sell' || symbol === '' || held < 0 || (margin && held === 0)) return null;
  if (held === 0) return `You hold no ${symbol} to sell.`;
  const free = Math.max(0, held - reserved);
  if (reserved <= 0) return `You hold ${held} ${symbol}.`;
  return `You hold ${held} ${symbol}; ${reserved} ${reserved === 1 ? 'is' : 'are'} held back by open orders, so ${free} can be sold now.`;
}

/** A time in force in words, as the ticket offers it and the order lists repeat it. */
export const TIME_IN_FORCE_LABEL: Record<OrderForm['timeInForce'], string> = {
  day: 'Day',
  gtc: 'Good till cancelled',
  ioc: 'Immediate or cancel',
  fok: 'Fill or kill',
};
