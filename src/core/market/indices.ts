// The dashboard's indices (S&P 500, Dow, NASDAQ, Russell 2000) at an instant.
import { locate } from './calendar';
import { symbolModel } from './model';
import { quoteAt } from './quote';
import type { IndexQuote } from './types';
import { INDEX_INSTRUMENTS } from './universe';

export function indices(at: Date): IndexQuote[] {
  const position = locate(at);
  return INDEX_INSTRUMENTS.map((inst) => {
    const q = quoteAt(symbolModel(inst), position, at);
    return {
      symbol: q.symbol,
      name: q.name,
      price: q.price,
      change: q.change,
      changePercent: q.changePercent,
    };
  });
}
