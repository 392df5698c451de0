// One timed pass over a whole ledger, for the browser's guest mode (the server runs the same steps as
// separate jobs): expire day orders, fill what the prices allow, run advanced orders, the margin job's
// work, take today's snapshot.
import { expireAdvancedOrders, processAdvancedOrders } from './advanced';
import { marginTick } from './margin-tick';
import { expirePendingOrders, processPendingOrders } from './orders';
import { takeSnapshot } from './snapshots';
import type { Context, Effects, Ledger } from './types';

const merge = (...all: Effects[]): Effects => ({
  trades: all.flatMap((e) => e.trades),
  orders: all.flatMap((e) => e.orders),
  advanced: all.flatMap((e) => e.advanced),
});

export function ledgerTick(state: Ledger, ctx: Context): { state: Ledger; effects: Effects } {
  const a = expirePendingOrders(state, ctx.now);
  const b = expireAdvancedOrders(a.state, ctx.now);
  const c = processPendingOrders(b.state, ctx);
  const d = processAdvancedOrders(c.state, ctx);
  // Borrow fees, margin calls and buy-ins, as the server's margin job (margin-tick.ts).
  const m =
    d.state.positions.some((p) => p.shares < 0) || d.state.margin?.callDeadline
      ? marginTick(d.state, ctx)
      : { state: d.state, report: { boughtIn: [] } };
  const e = takeSnapshot(m.state, ctx.prices, ctx.now);
  return {
    state: e.state,
    effects: merge(a.effects, b.effects, c.effects, d.effects, {
      trades: m.report.boughtIn,
      orders: [],
      advanced: [],
    }),
  };
}
