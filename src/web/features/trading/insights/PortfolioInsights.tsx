import { decimals } from '../format';
import { Empty, errorText, LoadError, Loading } from '../Panel';
import { usePortfolioInsights } from './useInsights';

const TONE = {
  positive: 'border-emerald-700 text-emerald-200',
  warning: 'border-amber-600 text-amber-100',
  info: 'border-slate-700 text-slate-200',
} as const;

/** What the portfolio looks like: positions, sectors, the largest position, cash, and what to notice. */
export function PortfolioInsights() {
  const q = usePortfolioInsights();
  if (q.isPending) return <Loading label="Loading your portfolio insights" />;
  if (q.isError) return <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  const { summary, insights } = q.data;
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[
          ['Positions', String(summary.positions)],
          ['Sectors', String(summary.sectors)],
          ['Largest position', `${summary.largestPositionPercent.toFixed(1)}%`],
          ['Cash', `${decimals(summary.cashPercent, 1)}%`],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-400">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {summary.positions === 0 && (
        <Empty>You hold no stocks yet: buy one with the order ticket and your insights appear here.</Empty>
      )}
      <ul className="space-y-2" aria-label="Insights">
        {insights.map((i) => (
          <li
            key={`${i.type}-${i.title}`}
            className={`rounded-lg border-l-4 bg-slate-900 p-2 ${TONE[i.severity]}`}
          >
            <p className="font-medium">{i.title}</p>
            <p className="text-slate-300">{i.message}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
