// The API answers built from a ledger, for the server and for the browser's guest mode alike, so the
// trading screens read one shape whether the ledger lives in PostgreSQL or in localStorage.

import { capitalised } from '../words';
import { tradingDay } from './calendar';
import { performanceMetrics } from './metrics';
import type { Placed } from './orders';
import type { Ledger, Order, PriceSource } from './types';
import { advancedOrderView, metricsView, orderView, portfolioView, tradeView } from './view';
import type { OrderWarning } from './warnings';

/** What the user is told when an order is accepted (a sentence: "Limit order placed for 5 AAPL; …"). */
export function orderMessage(order: Order): string {
  if (order.status === 'FILLED')
    return `${order.side === 'buy' ? 'Bought' : 'Sold'} ${order.shares} ${order.symbol}`;
  if (order.status === 'PENDING')
    return `${capitalised(order.orderType)} order placed for ${order.shares} ${order.symbol}; it waits for its price`;
  return order.reason ?? 'Order was not filled';
}

/** GET /portfolio from a whole ledger (guest mode keeps every trade in it). */
export function portfolioAnswer(
  ledger: Ledger,
  prices: PriceSource,
  now: Date,
  userId: string | null = null,
) {
  const portfolio = portfolioView(ledger, prices);
  return {
    portfolio,
    positions: portfolio.positions,
    pendingOrders: [...ledger.pendingOrders].reverse().map((o) => orderView(o, userId)),
    advancedOrders: [...ledger.advancedOrders].reverse().map(advancedOrderView),
    metrics: metricsView(performanceMetrics(ledger, prices, tradingDay(now))),
  };
}

/** POST /trade's answer for an accepted order placed on a whole ledger. */
export function tradeAnswer(
  after: Ledger,
  placed: Placed,
  warnings: OrderWarning[],
  prices: PriceSource,
  now: Date,
  userId: string | null = null,
) {
  const { portfolio, metrics } = portfolioAnswer(after, prices, now, userId);
  return {
    success: true as const,
    message: orderMessage(placed.order),
    trade: placed.trade && tradeView(placed.trade, userId),
    order: orderView(placed.order, userId),
    warnings,
    portfolio,
    metrics,
  };
}
