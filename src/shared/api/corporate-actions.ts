// GET /api/market-data/corporate-actions/{symbol} (issue 18 §3): a symbol's dividends and splits.
import { z } from 'zod';
import { addDays, type CorporateAction, corporateActions } from '../../core/market/corporate-actions';
import { toDollars } from '../../core/trading/money';

export const corporateActionSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  kind: z.enum(['DIVIDEND', 'SPLIT']),
  declaredDate: z.string(),
  exDate: z.string(),
  recordDate: z.string(),
  payDate: z.string(),
  /** Dollars per share; 0 for a split. */
  amount: z.number(),
  /** "2:1" (forward: 2 new shares for 1) or "1:10" (reverse: 1 new share for 10); null for a dividend. */
  ratio: z.string().nullable(),
  /** True while the ex-date is still ahead. */
  upcoming: z.boolean(),
  description: z.string(),
});
export type CorporateActionDto = z.infer<typeof corporateActionSchema>;

export const corporateActionsAnswer = z.object({
  symbol: z.string(),
  asOf: z.string(),
  actions: z.array(corporateActionSchema),
});
export type CorporateActionsAnswer = z.infer<typeof corporateActionsAnswer>;

// The answer itself: the server's route and the guests' browser both build it from the calendar.

/** How far back and ahead the route lists actions. */
export const CORPORATE_ACTIONS_WINDOW_DAYS = 366;

function describe(a: CorporateAction): string {
  if (a.kind === 'DIVIDEND')
    return `Pays $${toDollars(a.cashPerShare).toFixed(2)} a share on ${a.payDate} to holders on ${a.exDate}; short sellers pay it.`;
  return a.to > a.from
    ? `${a.to}-for-${a.from} split on ${a.exDate}: each share becomes ${a.to / a.from}, at 1/${a.to / a.from} of the price; open orders follow.`
    : `1-for-${a.from / a.to} reverse split on ${a.exDate}: every ${a.from / a.to} shares become 1; fractions are paid in cash.`;
}

export function corporateActionsView(symbol: string, today: string, asOf: Date): CorporateActionsAnswer {
  const from = addDays(today, -CORPORATE_ACTIONS_WINDOW_DAYS);
  const to = addDays(today, CORPORATE_ACTIONS_WINDOW_DAYS);
  const actions: CorporateActionDto[] = corporateActions(symbol, from, to).map((a) => ({
    id: a.id,
    symbol: a.symbol,
    kind: a.kind,
    declaredDate: a.declaredDate,
    exDate: a.exDate,
    recordDate: a.recordDate,
    payDate: a.payDate,
    amount: toDollars(a.cashPerShare),
    ratio: a.kind === 'SPLIT' ? `${a.to}:${a.from}` : null,
    upcoming: a.exDate > today,
    description: describe(a),
  }));
  return { symbol, asOf: asOf.toISOString(), actions };
}
