// The answer of GET /market-data/corporate-actions/{symbol}: the simulated market's calendar for the
// last year and the next one, in dollars, each with a sentence a learner can read.
import { addDays, type CorporateAction, corporateActions } from '../../../core/market/corporate-actions';
import { toDollars } from '../../../core/trading';
import type { CorporateActionDto, CorporateActionsAnswer } from '../../../shared/api/corporate-actions';

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
