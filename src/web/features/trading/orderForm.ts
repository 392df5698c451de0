// The order ticket's form state as a request body, and what the order would cost: pure, tested.
import type { TradeBody } from '../../../shared/api/trading';

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
