// The corporate-actions job (issue 18 §3): applies the market's splits and pays its dividends to the
// accounts that hold the symbol, each in the account's locked transaction, once per (account, action):
// corporate_action_entries records what was done, and a second run finds the row and does nothing.
// Dividends: entitled on the ex-date (the shares held then, negative for a short), paid on the pay date.
// Splits: applied from the start of the ex-date, when the model's price divides (before the open).
import { and, eq, lte, sql } from 'drizzle-orm';
import { newYorkDate } from '../../../core/market';
import { addDays, type CorporateAction, corporateActions } from '../../../core/market/corporate-actions';
import {
  applySplitFromExDate,
  beforeExDate,
  CORPORATE_ACTION_LOOKBACK_DAYS,
  type Effects,
  payDividendToLedger,
  toCents,
} from '../../../core/trading';
import { advancedOrders, corporateActionEntries, orders, positions } from '../../db/schema';
import type { Deps } from '../../deps';
import { createTradingService } from './service';
import type { Tx } from './store';

export type CorporateActionsReport = { splits: number; entitled: number; paid: number; errors: number };

const none: Effects = { trades: [], orders: [], advanced: [] };

async function rows<T>(deps: Deps, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await deps.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function recorded(tx: Tx, userId: string, actionId: string) {
  const found = await tx
    .select()
    .from(corporateActionEntries)
    .where(and(eq(corporateActionEntries.userId, userId), eq(corporateActionEntries.actionId, actionId)));
  return found[0];
}

async function applySplit(deps: Deps, userId: string, a: CorporateAction): Promise<boolean> {
  const service = createTradingService(deps);
  const ctx = await service.inputs(userId, [a.symbol]);
  const quote = ctx.prices(a.symbol);
  if (!quote) return false; // no price for the cash in lieu: try again next run
  const price = toCents(quote.price);
  const ratio = { from: a.from, to: a.to };
  return service.command(userId, ctx, async (ledger, tx) => {
    if (await recorded(tx, userId, a.id)) return { state: ledger, effects: none, answer: false };
    const out = applySplitFromExDate(ledger, a.symbol, a.exDate, ratio, price, ctx.now, ctx.newId());
    await tx.insert(corporateActionEntries).values({
      userId,
      actionId: a.id,
      symbol: a.symbol,
      kind: 'SPLIT',
      status: 'APPLIED',
      shares: out.held,
      cashPerShare: 0,
      payDate: a.payDate,
      tradeId: out.trade?.id ?? null,
      createdAt: ctx.now,
      settledAt: ctx.now,
    });
    return { state: out.state, effects: out.effects, answer: true };
  });
}

/** Records who is entitled to a dividend: every account holding the symbol from before its ex-date. */
async function entitle(deps: Deps, a: CorporateAction): Promise<number> {
  const holders = await deps.db.select().from(positions).where(eq(positions.symbol, a.symbol));
  const eligible = holders.filter(
    (p) => p.shares !== 0 && beforeExDate(p.firstBuyDate.toISOString(), a.exDate),
  );
  if (eligible.length === 0) return 0;
  const inserted = await deps.db
    .insert(corporateActionEntries)
    .values(
      eligible.map((p) => ({
        userId: p.userId,
        actionId: a.id,
        symbol: a.symbol,
        kind: 'DIVIDEND',
        status: 'ENTITLED',
        shares: p.shares,
        cashPerShare: a.cashPerShare,
        payDate: a.payDate,
        createdAt: deps.clock(),
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: corporateActionEntries.userId });
  return inserted.length;
}

/** Pays one entitled dividend, in the account's locked transaction; false when already paid. */
async function pay(deps: Deps, userId: string, actionId: string): Promise<boolean> {
  const service = createTradingService(deps);
  const now = deps.clock();
  const newId = () => crypto.randomUUID();
  return service.command(userId, { now, prices: () => undefined, newId }, async (ledger, tx) => {
    const entry = await recorded(tx, userId, actionId);
    if (entry?.status !== 'ENTITLED') return { state: ledger, effects: none, answer: false };
    const out = payDividendToLedger(ledger, entry.symbol, entry.shares, entry.cashPerShare, now, newId());
    await tx
      .update(corporateActionEntries)
      .set({ status: 'PAID', tradeId: out.trade.id, settledAt: now })
      .where(and(eq(corporateActionEntries.userId, userId), eq(corporateActionEntries.actionId, actionId)));
    return { state: out.state, effects: { ...none, trades: [out.trade] }, answer: true };
  });
}

/** One run of the job: splits due, dividends whose ex-date came, dividends whose pay date came. */
export async function corporateActionsTick(deps: Deps): Promise<CorporateActionsReport> {
  const report: CorporateActionsReport = { splits: 0, entitled: 0, paid: 0, errors: 0 };
  const today = newYorkDate(deps.clock());
  const from = addDays(today, -CORPORATE_ACTION_LOOKBACK_DAYS);
  const symbols = (
    await rows<{ symbol: string }>(
      deps,
      sql`select distinct symbol from ${positions}
          union select distinct symbol from ${orders} where status = 'PENDING'
          union select distinct symbol from ${advancedOrders} where status = 'ACTIVE'`,
    )
  ).map((r) => r.symbol);
  for (const symbol of symbols) {
    for (const a of corporateActions(symbol, from, today)) {
      try {
        if (a.kind === 'DIVIDEND') {
          report.entitled += await entitle(deps, a);
          continue;
        }
        const users = await rows<{ user_id: string }>(
          deps,
          sql`select user_id from ${positions} where symbol = ${symbol}
              union select user_id from ${orders} where status = 'PENDING' and symbol = ${symbol}
              union select user_id from ${advancedOrders} where status = 'ACTIVE' and symbol = ${symbol}
              except select user_id from ${corporateActionEntries} where action_id = ${a.id}`,
        );
        for (const { user_id } of users) if (await applySplit(deps, user_id, a)) report.splits++;
      } catch (error) {
        report.errors++;
        deps.log.error({ err: error, action: a.id }, 'corporate action failed');
      }
    }
  }
  const due = await deps.db
    .select({ userId: corporateActionEntries.userId, actionId: corporateActionEntries.actionId })
    .from(corporateActionEntries)
    .where(and(eq(corporateActionEntries.status, 'ENTITLED'), lte(corporateActionEntries.payDate, today)));
  for (const d of due) {
    try {
      if (await pay(deps, d.userId, d.actionId)) report.paid++;
    } catch (error) {
      report.errors++;
      deps.log.error({ err: error, action: d.actionId, userId: d.userId }, 'dividend payment failed');
    }
  }
  return report;
}
