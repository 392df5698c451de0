// The margin job's work on one account (decision 0022): charge the day's borrow fee once per trading
// day, open a margin call when equity falls under maintenance, close it when equity recovers, and buy
// the shorts in once the call's deadline has passed.
import { tradingDay } from './calendar';
import { dailyBorrowFee, MARGIN_RULES, marginStateOf, underMaintenance } from './margin';
import { toCents } from './money';
import { applySignedFill } from './short-fill';
import type { Context, Ledger, Trade } from './types';

export type MarginTickReport = { fee: number; callOpened: boolean; callCleared: boolean; boughtIn: Trade[] };

export function marginTick(state: Ledger, ctx: Context): { state: Ledger; report: MarginTickReport } {
  const report: MarginTickReport = { fee: 0, callOpened: false, callCleared: false, boughtIn: [] };
  let s = state;
  let m = marginStateOf(s);
  const day = tradingDay(ctx.now);
  if (m.feeDay !== day && s.positions.some((p) => p.shares < 0)) {
    // Never on credit: a fee larger than the cash takes what there is.
    const fee = Math.min(dailyBorrowFee(s, ctx.prices), s.cash);
    report.fee = fee;
    m = { ...m, feeDay: day, feesPaid: m.feesPaid + fee };
    s = { ...s, cash: s.cash - fee };
  }
  const under = underMaintenance(s, ctx.prices);
  if (!under && m.callDeadline !== null) {
    m = { ...m, callDeadline: null };
    report.callCleared = true;
  } else if (under && m.callDeadline === null) {
    m = { ...m, callDeadline: new Date(ctx.now.getTime() + MARGIN_RULES.callHours * 3600_000).toISOString() };
    report.callOpened = true;
  } else if (under && m.callDeadline !== null && ctx.now.getTime() >= Date.parse(m.callDeadline)) {
    for (const p of s.positions.filter((x) => x.shares < 0)) {
      const quote = ctx.prices(p.symbol);
      if (!quote || !(quote.price > 0)) continue;
      const price = toCents(quote.price);
      // Buy in as much as the cash pays for (all of it unless prices gapped far past the call).
      const shares = Math.min(-p.shares, Math.floor(s.cash / price));
      if (shares <= 0) continue;
      const filled = applySignedFill(
        s,
        { side: 'buy', symbol: p.symbol, shares, price, orderType: 'market', orderId: null },
        ctx.now,
        ctx.newId(),
      );
      if (!filled) continue;
      s = filled.state;
      report.boughtIn.push(filled.trade);
    }
    m = { ...m, callDeadline: null };
  }
  return { state: { ...s, margin: m }, report };
}
