// What a symbol's dividends and splits did (or will do) to one position, from the calendar and the
// account's DIVIDEND and SPLIT history entries, in sentences a learner can read.
import type { CorporateActionDto } from '../../../shared/api/corporate-actions';
import type { TradeDto } from '../../../shared/api/trading';
import { usd } from './format';

export type ActionEffect = { action: CorporateActionDto; effect: string; amount: number | null };

const dayOf = (iso: string) => iso.slice(0, 10);

/** "2:1" → { to: 2, from: 1 }. */
function ratioOf(a: CorporateActionDto): { to: number; from: number } {
  const [to, from] = (a.ratio ?? '1:1').split(':').map(Number);
  return { to: to || 1, from: from || 1 };
}

function dividendEffect(a: CorporateActionDto, shares: number, paid: TradeDto | undefined): ActionEffect {
  if (paid) {
    const effect =
      paid.totalValue < 0
        ? `Your short of ${Math.abs(paid.shares)} shares was charged ${usd(-paid.totalValue)} (${usd(a.amount)} a share).`
        : `You received ${usd(paid.totalValue)} for ${paid.shares} shares (${usd(a.amount)} a share).`;
    return { action: a, effect, amount: paid.totalValue };
  }
  if (a.upcoming) {
    if (shares === 0)
      return { action: a, effect: 'Hold shares before the ex-date to receive it.', amount: null };
    const total = Math.abs(shares) * a.amount;
    const effect =
      shares > 0
        ? `Still holding ${shares} shares when the ex-date starts, you receive ${usd(total)} on ${a.payDate}.`
        : `Still short ${-shares} shares when the ex-date starts, you pay ${usd(total)} on ${a.payDate}.`;
    return { action: a, effect, amount: null };
  }
  return { action: a, effect: 'Before this position: nothing to receive.', amount: null };
}

function splitEffect(a: CorporateActionDto, shares: number, split: TradeDto | undefined): ActionEffect {
  const { to, from } = ratioOf(a);
  if (split) {
    // The entry keeps the shares after and the cash paid for the fraction at the new price: together
    // they give the exact post-split count, hence the shares before.
    const fraction = split.price > 0 ? split.totalValue / split.price : 0;
    const before = Math.round(((split.shares + fraction) * from) / to);
    const lieu =
      split.totalValue !== 0
        ? ` The fraction left over was paid as ${usd(split.totalValue)} cash in lieu.`
        : '';
    return {
      action: a,
      effect: `Your ${before === 0 ? 'shares' : `${before} shares`} became ${split.shares}, at ${usd(split.price)} each. Your cost basis stayed the same, so your cost per share was ${to > from ? `divided by ${to / from}` : `multiplied by ${from / to}`}.${lieu}`,
      amount: split.totalValue === 0 ? null : split.totalValue,
    };
  }
  if (a.upcoming && shares !== 0) {
    const after = Math.trunc((shares * to) / from);
    return {
      action: a,
      effect: `Your ${shares} shares will become ${after}; your open orders' prices will follow.`,
      amount: null,
    };
  }
  return { action: a, effect: 'Before this position: nothing changed.', amount: null };
}

/**
 * Each action with its effect on the position: a past dividend is matched with the DIVIDEND entry
 * paid on or after its pay date (and before the next one's), a split with the SPLIT entry from its
 * ex-date on. Newest first.
 */
export function actionEffects(
  actions: CorporateActionDto[],
  trades: TradeDto[],
  symbol: string,
  shares: number,
): ActionEffect[] {
  const mine = trades.filter((t) => t.symbol === symbol);
  const dividends = actions.filter((a) => a.kind === 'DIVIDEND');
  return actions
    .map((a) => {
      if (a.kind === 'SPLIT')
        return splitEffect(
          a,
          shares,
          mine.find((t) => t.type === 'SPLIT' && dayOf(t.timestamp) >= a.exDate),
        );
      const next = dividends.find((d) => d.payDate > a.payDate);
      const paid = mine.find(
        (t) =>
          t.type === 'DIVIDEND' &&
          dayOf(t.timestamp) >= a.payDate &&
          (next === undefined || dayOf(t.timestamp) < next.payDate),
      );
      return dividendEffect(a, shares, paid);
    })
    .reverse();
}

/** Dividends received on the symbol (less those charged on a short), dollars. */
export function dividendsOn(trades: TradeDto[], symbol: string): number {
  const cents = trades
    .filter((t) => t.type === 'DIVIDEND' && t.symbol === symbol)
    .reduce((s, t) => s + Math.round(t.totalValue * 100), 0);
  return cents / 100;
}
