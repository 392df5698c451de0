// The admin page's "Most traded" line: an option contract by its readable name, not its OCC code.
import { contractLabel } from '../../../core/options/contract-label';

const nf = new Intl.NumberFormat('en-US');

/** "AAPL (12), AAPL $215 call · 4 Dec 2026 (3)", or "no trades yet". */
export function mostTradedText(top: readonly { symbol: string; trades: number }[]): string {
  if (top.length === 0) return 'no trades yet';
  return top.map((t) => `${contractLabel(t.symbol)} (${nf.format(t.trades)})`).join(', ');
}
