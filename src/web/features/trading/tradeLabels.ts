// How a trade's side reads in the trade history: an option trade as "Buy to open", not the ledger's
// option_buy (its contract is named by contractLabel, core/options/contract-label.ts).
import type { TradeDto } from '../../../shared/api/trading';
import { usd } from './format';

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

export const isOptionTrade = (t: Pick<TradeDto, 'type'>) =>
  t.type === 'option_buy' || t.type === 'option_sell';

/**
 * What the commission did to a trade's total (the premium, price × shares): a buy paid it on top, a
 * sell received the total less it. Null when there was none (stock trades, settlement at expiry).
 */
export function commissionNote(t: Pick<TradeDto, 'type' | 'commission'>): string | null {
  if (!(t.commission > 0)) return null;
  const paid = t.type === 'BUY' || t.type === 'option_buy';
  return `${paid ? '+' : '−'} ${usd(t.commission)} commission`;
}
