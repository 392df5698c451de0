// What every share fill writes, long or short: the trade, first in the history, and the day's count.
import { tradingDay } from './calendar';
import { MAX_TRADE_HISTORY } from './constants';
import type { Fill } from './ledger';
import type { Ledger, Position, Trade } from './types';

/** The cash, positions and realised P&L a fill leaves, as ledger.ts or short-fill.ts worked them out. */
export type FillOutcome = {
  cash: number;
  positions: Position[];
  realizedPnL: number | null;
  realizedPnLPercent: number | null;
};

/**
 * The ledger after `fill` with `outcome`, and its trade: the fill's value at its price, the ledger's
 * commission, executed at `now`; the history keeps the newest MAX_TRADE_HISTORY trades.
 */
export function recordFill(
  state: Ledger,
  fill: Fill,
  now: Date,
  id: string,
  { cash, positions, realizedPnL, realizedPnLPercent }: FillOutcome,
): { state: Ledger; trade: Trade } {
  const trade: Trade = {
    id,
    type: fill.side === 'buy' ? 'BUY' : 'SELL',
    symbol: fill.symbol,
    shares: fill.shares,
    price: fill.price,
    totalValue: fill.shares * fill.price,
    commission: state.commission ?? 0,
    orderType: fill.orderType,
    status: 'EXECUTED',
    timestamp: now.toISOString(),
    realizedPnL,
    realizedPnLPercent,
    orderId: fill.orderId,
  };
  const day = tradingDay(now);
  const count = state.tradesToday.day === day ? state.tradesToday.count + 1 : 1;
  return {
    trade,
    state: {
      ...state,
      cash,
      positions,
      trades: [trade, ...state.trades].slice(0, MAX_TRADE_HISTORY),
      tradesToday: { day, count },
    },
  };
}
