// How a trade's side and symbol read in the trade history: an option trade as "Buy to open" and
// "AAPL $215 call · 4 Dec 2026", not the ledger's option_buy and AAPL261204C00215000.
import { contractLabel } from '../../../core/options/contract-label';
import type { TradeDto } from '../../../shared/api/trading';

type Side = Pick<TradeDto, 'type' | 'realizedPnL'>;

/** Stock trades and corporate actions in words, written as the option sides are ("Buy", not "BUY"). */
const STOCK_SIDE: Record<string, string> = { BUY: 'Buy', SELL: 'Sell', DIVIDEND: 'Dividend', SPLIT: 'Split' };

/**
 * The side in words. An option trade that realised a profit or loss closed a position (including
 * settlement at expiry); one without opened it.
 */
export function tradeSideLabel(t: Side): string {
  if (t.type === 'option_buy') return t.realizedPnL === null ? 'Buy to open' : 'Buy to close';
  if (t.type === 'option_sell') return t.realizedPnL === null ? 'Sell to open' : 'Sell to close';
  return STOCK_SIDE[t.type] ?? t.type;
}

/** Buys (of shares or of contracts) green, sells red; a dividend by its sign, a split neutral. */
export function tradeSideTone(t: Pick<TradeDto, 'type' | 'totalValue'>): string {
  if (t.type === 'SPLIT') return 'text-sky-300';
  if (t.type === 'DIVIDEND') return t.totalValue < 0 ? 'text-rose-300' : 'text-emerald-300';
  return t.type === 'BUY' || t.type === 'option_buy' ? 'text-emerald-300' : 'text-rose-300';
}

/** A stock's symbol as it is; an option contract as "AAPL $215 call · 4 Dec 2026". */
export const tradeSymbolLabel = contractLabel;
