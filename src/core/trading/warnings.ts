// Non-blocking warnings of spec §5 "Warnings". Each is a code plus its message.
import { isRegularSession, isWeekend } from './calendar';
import {
  DAILY_TRADES_WARNING_RATIO,
  HIGH_PRICE_CENTS,
  HIGH_VOLATILITY_SYMBOLS,
  LARGE_ORDER_PORTFOLIO_RATIO,
  LARGE_ORDER_SHARES,
  MAX_DAILY_TRADES,
  RISK_LIMITS,
} from './constants';
import { portfolioValue, tradesOnDay } from './ledger';
import { formatUsd } from './money';
import type { Context, Ledger, PriceQuote } from './types';
import type { OrderRequest } from './validate';

// The pre-trade risk check refuses the 51st trade of a day, before the engine's cap of 100 is reached,
// so the warning counts toward the limit that binds first ("80 of 100" could never be seen).
const DAILY_TRADE_LIMIT = Math.min(MAX_DAILY_TRADES, RISK_LIMITS.dailyTrades);

export type WarningCode =
  | 'LARGE_SHARES'
  | 'HIGH_PRICE'
  | 'MARKET_WITH_PRICE'
  | 'LARGE_SHARE_OF_PORTFOLIO'
  | 'MARKET_CLOSED'
  | 'WEEKEND'
  | 'APPROACHING_DAILY_LIMIT'
  | 'HIGH_VOLATILITY'
  | 'RISK'
  | 'EXIT_OVERLAP';

export type OrderWarning = { code: WarningCode; message: string };

/** Warnings about an order about to be placed at `price` (cents). */
export function orderWarnings(
  state: Ledger,
  order: OrderRequest,
  price: number,
  quote: PriceQuote | undefined,
  ctx: Context,
): OrderWarning[] {
  const out: OrderWarning[] = [];
  if (order.shares > LARGE_ORDER_SHARES)
    out.push({
      code: 'LARGE_SHARES',
      message: `Large order: ${order.shares} shares is above ${LARGE_ORDER_SHARES}`,
    });
  if (price > HIGH_PRICE_CENTS && order.symbol !== 'BRK.A')
    out.push({ code: 'HIGH_PRICE', message: `High price: ${formatUsd(price)} per share is above $1,000.00` });
  if (order.marketWithPrice)
    out.push({
      code: 'MARKET_WITH_PRICE',
      message: 'Market orders execute at the current market price; the price you entered is ignored',
    });
  const value = portfolioValue(state, ctx.prices);
  const orderValue = order.shares * price;
  if (value > 0 && orderValue > value * LARGE_ORDER_PORTFOLIO_RATIO)
    out.push({
      code: 'LARGE_SHARE_OF_PORTFOLIO',
      message: `This order (${formatUsd(orderValue)}) is more than 25% of your portfolio value`,
    });
  if (isWeekend(ctx.now))
    out.push({
      code: 'WEEKEND',
      message: 'It is the weekend: the market is closed and prices are from the last close',
    });
  else if (quote?.marketState ? quote.marketState !== 'REGULAR' : !isRegularSession(ctx.now))
    out.push({ code: 'MARKET_CLOSED', message: 'The market is closed: prices are from the last close' });
  const today = tradesOnDay(state, ctx.now);
  if (today >= DAILY_TRADE_LIMIT * DAILY_TRADES_WARNING_RATIO)
    out.push({
      code: 'APPROACHING_DAILY_LIMIT',
      message: `Approaching the daily trade limit: ${today} of ${DAILY_TRADE_LIMIT} trades today`,
    });
  if ((HIGH_VOLATILITY_SYMBOLS as readonly string[]).includes(order.symbol))
    out.push({ code: 'HIGH_VOLATILITY', message: `${order.symbol} is a high-volatility symbol` });
  return out;
}
