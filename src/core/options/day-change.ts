// Option positions' part of the day change: what each contract line gained or lost today, in cents.
import { locate, sessionOfIndex } from '../market/calendar';
import { tradingDay } from '../trading/calendar';
import { SHARES_PER_CONTRACT } from '../trading/constants';
import { flowsOn, recentTrades } from '../trading/day-change';
import type { PriceSource, Trade } from '../trading/types';
import { type ContractParts, parseContractSymbol } from './contract-label';
import { contractSymbol, markCents, type OptionPosition, positionMark } from './value';

/**
 * The day change of the option positions, cents, as the shares' is counted (day-change.ts): contracts
 * held at the open move from their model price at the previous close (the underlying's previous close,
 * at that session's close); contracts traded today from what they cost or fetched, commission included.
 * So calls bought today for $315.30 that are worth $302.00 add -$13.30, and a line closed whole today
 * still counts: what it fetched less its value at the previous close (or less its cost, if opened today
 * too). A contract whose underlying has no quote with a previous close adds nothing, as a share
 * position's does not.
 */
export function optionsDayChange(
  list: readonly OptionPosition[] | undefined,
  trades: readonly Trade[],
  prices: PriceSource,
): number {
  const held = new Map((list ?? []).map((p) => [contractSymbol(p), p]));
  const underlyings = new Set([...held.values()].map((p) => p.symbol));
  for (const t of recentTrades(trades)) {
    if (t.type !== 'option_buy' && t.type !== 'option_sell') continue;
    const parts = parseContractSymbol(t.symbol);
    if (parts) underlyings.add(parts.symbol);
  }
  let change = 0;
  for (const underlying of underlyings) {
    const q = prices(underlying);
    if (!q?.timestamp || !(q.previousClose && q.previousClose > 0)) continue;
    const at = new Date(q.timestamp);
    const day = tradingDay(at);
    const contracts = new Map<string, ContractParts>();
    for (const [symbol, p] of held) if (p.symbol === underlying) contracts.set(symbol, p);
    const flows = flowsOn(trades, day);
    for (const symbol of flows.keys()) {
      const parts = contracts.has(symbol) ? undefined : parseContractSymbol(symbol);
      if (parts?.symbol === underlying) contracts.set(symbol, parts);
    }
    const previous = sessionOfIndex(Math.max(0, locate(at).session.index - 1)).close;
    const atClose = { ...q, price: q.previousClose, timestamp: previous.toISOString() };
    for (const [symbol, contract] of contracts) {
      const p = held.get(symbol);
      const f = flows.get(symbol) ?? { bought: 0, boughtCost: 0, sold: 0, soldProceeds: 0 };
      // Signed contracts, long positive: a buy today added one, a sale took one away.
      const now = p ? (p.side === 'long' ? p.contracts : -p.contracts) : 0;
      const atOpen = now - f.bought + f.sold;
      const nowValue = p ? positionMark(p, prices) * SHARES_PER_CONTRACT * now : 0;
      let before = 0;
      if (atOpen !== 0) {
        const mark = markCents(contract, atClose) ?? (p ? positionMark(p, prices) : 0);
        before = mark * SHARES_PER_CONTRACT * atOpen;
      }
      change += nowValue - before - f.boughtCost + f.soldProceeds;
    }
  }
  return change;
}
