// The margin job (every 5 min; decision 0022): for each account holding shorts or under a margin call,
// charge the day's borrow fee, open or clear the margin call, and buy the shorts in after its deadline.
// One user at a time, each in its own locked transaction, as the other trading jobs.
import { sql } from 'drizzle-orm';
import { marginTick, toDollars } from '../../../core/trading';
import { portfolios, positions } from '../../db/schema';
import type { Deps } from '../../deps';
import { appendActivity } from '../progress/store';
import { createTradingService } from './service';

export type MarginJobReport = { users: number; fees: number; calls: number; buyIns: number; errors: number };

export async function marginJobTick(deps: Deps): Promise<MarginJobReport> {
  const service = createTradingService(deps);
  const result = (await deps.db.execute(
    sql`select distinct user_id from ${positions} where shares < 0
        union select user_id from ${portfolios} where margin_call_deadline is not null`,
  )) as unknown as { rows: { user_id: string }[] };
  const users = result.rows.map((r) => r.user_id);
  const report: MarginJobReport = { users: users.length, fees: 0, calls: 0, buyIns: 0, errors: 0 };
  for (const userId of users) {
    try {
      const ctx = await service.inputs(userId, []);
      const out = await service.command(userId, ctx, (ledger) => {
        const t = marginTick(ledger, ctx);
        return {
          state: t.state,
          effects: { trades: t.report.boughtIn, orders: [], advanced: [] },
          answer: t.report,
        };
      });
      report.fees += out.fee;
      if (out.callOpened) report.calls++;
      report.buyIns += out.boughtIn.length;
      for (const t of out.boughtIn) {
        await appendActivity(deps.db, {
          userId,
          type: 'trade_execute',
          data: { symbol: t.symbol, side: t.type, quantity: t.shares, price: toDollars(t.price) },
          at: deps.clock(),
        }).catch((err) => deps.log.warn({ err, userId }, 'could not record the buy-in activity'));
      }
    } catch (error) {
      report.errors++;
      deps.log.error({ err: error, userId }, 'margin job failed');
    }
  }
  return report;
}
