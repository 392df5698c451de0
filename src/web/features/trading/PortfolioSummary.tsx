import type { PortfolioDto } from '../../../shared/api/trading';
import { IN_THEIR_COLUMN } from '../../app/toastTop';
import { dateTimeText } from '../../lib/dates';
import { signedPct, signedUsd, tone, usd } from './format';

/** Buying power always; with shorts open, the requirements and any margin call with its deadline. */
function marginStat(p: PortfolioDto) {
  const m = p.margin;
  const notes: string[] = [];
  if (m.accountType === 'margin') notes.push(`Shorts up to ${usd(m.shortBuyingPower)}`);
  if (m.shortLiability > 0)
    notes.push(
      `Shorts ${usd(m.shortLiability)}: requirement ${usd(m.initialRequirement)}, maintenance ${usd(m.maintenanceRequirement)}, borrow fee ${usd(m.dailyBorrowFee)}/day`,
    );
  if (m.callDeadline) notes.push(`Margin call: cover or add equity by ${dateTimeText(m.callDeadline)}`);
  return {
    label: 'Buying power',
    value: usd(m.buyingPower),
    testId: 'buying-power',
    note: notes.length > 0 ? notes.join(' · ') : undefined,
    className: m.callDeadline ? 'text-amber-300' : undefined,
  };
}

/** Cash, total value, day change and all-time return, valued at the live prices when there are some. */
export function PortfolioSummary({ portfolio, liveValue }: { portfolio: PortfolioDto; liveValue?: number }) {
  const total = liveValue ?? portfolio.totalValue;
  const allTime = total - portfolio.startingCash;
  const allTimePct = portfolio.startingCash > 0 ? (allTime / portfolio.startingCash) * 100 : 0;
  const dayChange = portfolio.dayChange + (total - portfolio.totalValue);
  const dayBase = total - dayChange;
  const dayChangePct = dayBase > 0 ? (dayChange / dayBase) * 100 : 0;
  const stats = [
    { label: 'Total value', value: usd(total), testId: 'total-value' },
    {
      label: 'Cash',
      value: usd(portfolio.cash),
      testId: 'cash',
      note: portfolio.reservedCash > 0 ? `${usd(portfolio.reservedCash)} held by open orders` : undefined,
    },
    {
      label: 'Day change',
      value: `${signedUsd(dayChange)} (${signedPct(dayChangePct)})`,
      className: tone(dayChange),
      testId: 'day-change',
    },
    {
      label: 'All-time return',
      value: `${signedUsd(allTime)} (${signedPct(allTimePct)})`,
      className: tone(allTime),
      testId: 'all-time-return',
    },
    marginStat(portfolio),
  ];
  return (
    // The figures an order changes: the toasts that announce it (filled, its XP) start below them
    // where they reach into the toasts' column. On a laptop they lay over Buying power.
    <dl
      data-toasts-below={IN_THEIR_COLUMN}
      className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]"
    >
      {stats.map((s) => (
        <div key={s.label} className="min-w-0 rounded-xl border border-slate-800 bg-slate-900/60 p-3">
          <dt className="text-xs tracking-wide text-slate-400 uppercase">{s.label}</dt>
          <dd
            className={`mt-1 text-lg font-semibold break-words tabular-nums ${s.className ?? ''}`}
            data-testid={s.testId}
          >
            {s.value}
          </dd>
          {s.note && <dd className="text-xs text-slate-400">{s.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
