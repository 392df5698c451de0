// Symbol search over the universe: symbol and name, prefix matches first.
import type { SearchResult } from './types';
import { universe } from './universe';

function rank(symbol: string, name: string, q: string): number {
  if (symbol === q) return 0;
  if (symbol.startsWith(q)) return 1;
  if (name.startsWith(q)) return 2;
  if (name.split(/[\s.,&-]+/).some((word) => word.startsWith(q))) return 3;
  if (symbol.includes(q)) return 4;
  if (name.includes(q)) return 5;
  return -1;
}

/** Universe entries whose symbol or name match the query (case-insensitive), best first. */
export function searchSymbols(query: string, limit = 20): SearchResult[] {
  const q = query.trim().toUpperCase();
  if (!q || limit <= 0) return [];
  const hits: { r: number; result: SearchResult }[] = [];
  for (const inst of universe) {
    const r = rank(inst.symbol, inst.name.toUpperCase(), q);
    if (r < 0) continue;
    hits.push({
      r,
      result: {
        symbol: inst.symbol,
        name: inst.name,
        sector: inst.sector,
        kind: inst.kind === 'etf' ? 'etf' : 'stock',
      },
    });
  }
  hits.sort(
    (a, b) =>
      a.r - b.r ||
      a.result.symbol.length - b.result.symbol.length ||
      a.result.symbol.localeCompare(b.result.symbol),
  );
  return hits.slice(0, limit).map((h) => h.result);
}
