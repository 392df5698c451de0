import type { StrategyRouteAnswer } from '../../../../shared/api/trading';
import { Empty, errorText, LoadError, Loading } from '../Panel';
import { ProLock } from './ProLock';
import { useStrategy } from './useInsights';

const NAMES: Record<string, string> = {
  none: 'Not enough trades yet',
  'buy-and-hold': 'Buy and hold',
  'day-trading': 'Day trading',
  'swing-trading': 'Swing trading',
  momentum: 'Momentum',
  value: 'Value',
  diversified: 'Diversified',
};

function Stats({ stats }: { stats: StrategyRouteAnswer['stats'] }) {
  return (
    <dl className="grid grid-cols-2 gap-2">
      {[
        ['Trades', String(stats.trades)],
        ['Symbols', String(stats.symbols)],
        ['Average holding', `${stats.averageHoldingDays.toFixed(1)} days`],
        ['Trades per day', stats.tradesPerDay.toFixed(2)],
      ].map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-400">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Which trading style the history shows (Pro); a free account sees its statistics and the lock. */
export function StrategyDetection() {
  const q = useStrategy();
  if (q.isPending) return <Loading label="Reading your trading style" />;
  if (q.isError) return <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  const a = q.data;
  return (
    <div className="space-y-3 text-sm">
      {a.stats.trades === 0 && (
        <Empty>Make a few trades: your style shows after your first orders fill.</Empty>
      )}
      {'locked' in a ? (
        <>
          <p className="text-slate-300">
            Your style:{' '}
            <span className="rounded bg-slate-800 px-2 py-0.5 text-slate-400">shown with Pro</span>
          </p>
          <Stats stats={a.stats} />
          <ProLock what="Strategy detection" />
        </>
      ) : (
        <>
          <p className="text-base">
            <span className="font-semibold">{NAMES[a.strategy] ?? a.strategy}</span>{' '}
            <span className="text-slate-400">· {a.confidence.toFixed(0)}% confidence</span>
          </p>
          <ul className="list-disc space-y-1 pl-5 text-slate-300" aria-label="Signals">
            {a.signals.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <Stats stats={a.stats} />
        </>
      )}
    </div>
  );
}
