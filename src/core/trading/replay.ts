// Rebuilds cash and positions from a trade log (oldest first): the audit that the ledger's numbers
// follow from its trades alone. Positions are signed as in short-fill.ts: a sell beyond the shares
// held (a margin account) opens a short, a buy first covers it; a closing trade's basis is its value
// less its realised P&L, as the engine recorded it.
import type { Position, Trade } from './types';

export function replayTrades(
  startingCash: number,
  tradesOldestFirst: Trade[],
): { cash: number; positions: Position[] } {
  let cash = startingCash;
  const book = new Map<string, Position>();
  for (const t of tradesOldestFirst) {
    if (t.type !== 'BUY' && t.type !== 'SELL') continue;
    const p = book.get(t.symbol);
    const delta = t.type === 'BUY' ? t.shares : -t.shares;
    cash -= Math.sign(delta) * t.totalValue + (t.commission ?? 0);
    let shares = p?.shares ?? 0;
    let costBasis = p?.costBasis ?? 0;
    let opening = delta;
    if (shares !== 0 && Math.sign(shares) !== Math.sign(delta)) {
      const closed = Math.sign(shares) * Math.min(Math.abs(shares), Math.abs(delta));
      costBasis -= closed * t.price - (t.realizedPnL ?? 0);
      shares -= closed;
      opening = delta + closed;
    }
    const firstBuyDate = shares === 0 || !p ? t.timestamp : p.firstBuyDate;
    shares += opening;
    costBasis += opening * t.price;
    if (shares === 0) book.delete(t.symbol);
    else book.set(t.symbol, { symbol: t.symbol, shares, costBasis, firstBuyDate });
  }
  return { cash, positions: [...book.values()].sort((a, b) => (a.symbol < b.symbol ? -1 : 1)) };
}
