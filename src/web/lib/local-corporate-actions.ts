// The guests' corporate actions (issue 18 §3): what the server's corporateActions job does, run by the
// browser's engine each time it brings the guest's ledger up to date, with the same pure core rules.
// What was done is kept per action id next to the ledger (the server's corporate_action_entries), so
// each split is applied and each dividend paid exactly once.
import { newYorkDate } from '../../core/market';
import { addDays, corporateActions } from '../../core/market/corporate-actions';
import {
  applySplitFromExDate,
  CORPORATE_ACTION_LOOKBACK_DAYS,
  dividendEntitlement,
  type Ledger,
  payDividendToLedger,
} from '../../core/trading';

export type ActionEntry = {
  symbol: string;
  kind: 'DIVIDEND' | 'SPLIT';
  /** SPLIT: APPLIED. DIVIDEND: ENTITLED on the ex-date, PAID on the pay date. */
  status: 'APPLIED' | 'ENTITLED' | 'PAID';
  /** Shares held before the ex-date (negative for a short). */
  shares: number;
  cashPerShare: number;
  exDate: string;
  payDate: string;
};
/** Action id → what was done for it on this device. */
export type ActionBook = Record<string, ActionEntry>;

/** Settled entries older than this are forgotten: their ex-date is far outside the look-back. */
const KEEP_DAYS = 60;

/**
 * The ledger after the actions due at `at`: splits from their ex-date (before anything else that day),
 * dividends entitled from their ex-date and paid on their pay date. `priceCents` is the symbol's price
 * now (the cash in lieu of a split's fraction); a split waits when it has none.
 */
export function applyDueActions(
  ledger: Ledger,
  book: ActionBook,
  at: Date,
  priceCents: (symbol: string) => number | undefined,
  newId: () => string,
): { ledger: Ledger; book: ActionBook; changed: boolean } {
  const today = newYorkDate(at);
  const from = addDays(today, -CORPORATE_ACTION_LOOKBACK_DAYS);
  const next: ActionBook = { ...book };
  let state = ledger;
  let changed = false;
  const symbols = new Set([
    ...state.positions.map((p) => p.symbol),
    ...state.pendingOrders.map((o) => o.symbol),
    ...state.advancedOrders.filter((a) => a.status === 'ACTIVE').map((a) => a.symbol),
  ]);
  for (const symbol of [...symbols].sort()) {
    for (const a of corporateActions(symbol, from, today)) {
      if (next[a.id]) continue;
      const entry = {
        symbol,
        kind: a.kind,
        cashPerShare: a.cashPerShare,
        exDate: a.exDate,
        payDate: a.payDate,
      };
      if (a.kind === 'SPLIT') {
        const price = priceCents(symbol);
        if (price === undefined) continue;
        const out = applySplitFromExDate(state, symbol, a.exDate, a, price, at, newId());
        state = out.state;
        next[a.id] = { ...entry, status: 'APPLIED', shares: out.held };
        changed = true;
        continue;
      }
      const shares = dividendEntitlement(state, symbol, a.exDate);
      if (shares === 0) continue;
      next[a.id] = { ...entry, status: 'ENTITLED', shares };
      changed = true;
    }
  }
  for (const [id, e] of Object.entries(next)) {
    if (e.status !== 'ENTITLED' || e.payDate > today) continue;
    state = payDividendToLedger(state, e.symbol, e.shares, e.cashPerShare, at, newId()).state;
    next[id] = { ...e, status: 'PAID' };
    changed = true;
  }
  const forget = addDays(today, -KEEP_DAYS);
  for (const [id, e] of Object.entries(next)) {
    if (e.status !== 'ENTITLED' && e.exDate < forget) {
      delete next[id];
      changed = true;
    }
  }
  return { ledger: state, book: next, changed };
}
