// Option positions' part of the day change: what each contract line gained or lost today, in cents.
import { locate, sessionOfIndex } from '../market/calendar';
import { tradingDay } from '../trading/calendar';
import { SHARES_PER_CONTRACT } from '../trading/constants';
import type { PriceSource, Trade } from '../trading/types';
import { contractSymbol, markCents, type OptionPosition, positionMark } from './value';

type Flows = { bought: number; boughtCash: number; sold: number; soldCash: number };

/** Today's option buys and sells of one contract (trades are newest first): contracts and cash, cents. */
function flowsOf(trades: readonly Trade[], contract: string, day: string): Flows {
  const f: Flows = { bought: 0, boughtCash: 0, sold: 0, soldCash: 0 };
  for (const t of trades) {
    if (tradingDay(new Date(t.timestamp)) < day) break;
    if (t.symbol !== contract) continue;
    if (t.type === 'option_buy') {
      f.bought += t.shares;
      f.boughtCash += t.totalValue + t.commission;
    } else if (t.type === 'option_sell') {
      f.sold += t.shares;
      f.soldCash += t.totalValue - t.commission;
    }
  }
  return f;
}

/**
 * The day change of the option positions, cents, as the shares' is counted (day-change.ts): contracts
 * held at the open move from their model price at the previous close (the underlying's previous close,
 * at that session's close); contracts traded today from what they cost or fetched, commission included.
 * So calls bought today for $315.30 that are worth $302.00 add -$13.30. A line whose underlying has no
 * quote with a previous close adds nothing, as a share position's does not.
 */
export function optionsDayChange(
  list: readonly OptionPosition[] | undefined,
  trades: readonly Trade[],
  prices: PriceSource,
): number {
  let change = 0;
  for (const p of list ?? []) {
    const q = prices(p.symbol);
    if (!q?.timestamp || !(q.previousClose && q.previousClose > 0)) continue;
    const at = new Date(q.timestamp);
    const f = flowsOf(trades, contractSymbol(p), tradingDay(at));
    const sign = p.side === 'long' ? 1 : -1;
    // Long: buys opened contracts today and sells closed some; short: the other way round.
    const atOpen = Math.max(
      0,
      p.side === 'long' ? p.contracts - f.bought + f.sold : p.contracts - f.sold + f.bought,
    );
    const now = positionMark(p, prices) * SHARES_PER_CONTRACT * p.contracts * sign;
    let before = 0;
    if (atOpen > 0) {
      const previous = sessionOfIndex(Math.max(0, locate(at).session.index - 1)).close;
      const mark =
        markCents(p, { ...q, price: q.previousClose, timestamp: previous.toISOString() }) ??
        positionMark(p, prices);
      before = mark * SHARES_PER_CONTRACT * atOpen * sign;
    }
    change += now - before - f.boughtCash + f.soldCash;
  }
  return change;
}
