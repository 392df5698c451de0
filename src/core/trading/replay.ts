// Rebuilds cash and positions from a trade log (oldest first): the audit that the ledger's numbers
// follow from its trades alone.
import type { Position, Trade } from './types';

export function replayTrades(
  startingCash: number,
  tradesOldestFirst: Trade[],
): { cash: number; positions: Position[] } {
  let cash = startingCash;
  const book = new Map<string, Position>();
  for (const t of tradesOldestFirst) {
    const p = book.get(t.symbol);
    if (t.type === 'BUY') {
      cash -= t.totalValue;
      book.set(
        t.symbol,
        p
          ? { ...p, shares: p.shares + t.shares, costBasis: p.costBasis + t.totalValue }
          : { symbol: t.symbol, shares: t.shares, costBasis: t.totalValue, firstBuyDate: t.timestamp },
      );
    } else if (t.type === 'SELL' && p) {
      cash += t.totalValue;
      const basisSold = t.totalValue - (t.realizedPnL ?? 0);
      if (p.shares === t.shares) book.delete(t.symbol);
      else book.set(t.symbol, { ...p, shares: p.shares - t.shares, costBasis: p.costBasis - basisSold });
    }
  }
  return { cash, positions: [...book.values()].sort((a, b) => (a.symbol < b.symbol ? -1 : 1)) };
}
