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

/** Shares × the price the order would trade at (limit, else stop, else the market); null when unknown. */
export function estimatedValue(form: OrderForm, marketPrice: number | undefined): number | null {
  const shares = Number(form.shares);
  if (!Number.isFinite(shares) || shares <= 0) return null;
  const price = needsLimit(form.orderType)
    ? Number(form.limitPrice)
    : needsStop(form.orderType)
      ? Number(form.stopPrice)
      : marketPrice;
  if (price === undefined || !Number.isFinite(price) || price <= 0) return null;
  return Math.round(shares * price * 100) / 100;
}
