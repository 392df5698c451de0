import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { LeaderboardAnswer } from '../../../shared/api/trading';
import { signedPct, tone, usd } from './format';
import { Empty, errorText, LoadError, Loading } from './Panel';
import { tradingKey, useBackend } from './useTrading';

const PERIODS: [LeaderboardAnswer['period'], string][] = [
  ['day', 'Day'],
  ['week', 'Week'],
  ['month', 'Month'],
  ['overall', 'All time'],
];

/** Paper-trading accounts ranked by return over a period; guests are invited to sign in. */
export function Leaderboard() {
  const backend = useBackend();
  const [period, setPeriod] = useState<LeaderboardAnswer['period']>('overall');
  const q = useQuery({
    queryKey: tradingKey(backend, 'leaderboard', period),
    queryFn: () => backend.leaderboard(period),
  });
  if (backend.mode === 'local' && backend.userId === 'guest')
    return (
      <Empty>
        The leaderboard ranks signed-in traders.{' '}
        <Link to="/signup" className="text-emerald-300 underline">
          Create an account
        </Link>{' '}
        to join it.
      </Empty>
    );
  return (
    <div>
      <fieldset className="mb-2 flex gap-1">
        <legend className="sr-only">Leaderboard period</legend>
        {PERIODS.map(([p, label]) => (
          <button
            key={p}
            type="button"
            aria-pressed={period === p}
            onClick={() => setPeriod(p)}
            className={`rounded-md px-2 py-1 text-xs font-semibold ${period === p ? 'bg-emerald-700 text-white' : 'bg-slate-800 text-slate-300'}`}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {q.isPending ? (
        <Loading label="Loading leaderboard" />
      ) : q.isError ? (
        <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />
      ) : !q.data || q.data.entries.length === 0 ? (
        <Empty>No ranked traders yet.</Empty>
      ) : (
        <ol className="space-y-1 text-sm">
          {q.data.entries.map((e) => (
            <li
              key={`${e.rank}-${e.username}`}
              className={`flex items-center gap-2 rounded-md px-2 py-1 ${e.isCurrentUser ? 'bg-emerald-900/40' : ''}`}
            >
              <span className="w-6 text-right text-slate-400 tabular-nums">{e.rank}</span>
              <span className="min-w-0 flex-1 truncate">
                {e.username}
                {e.isCurrentUser && <span className="text-emerald-300"> (you)</span>}
              </span>
              <span className="tabular-nums">{usd(e.totalValue)}</span>
              <span className={`w-16 text-right tabular-nums ${tone(e.returnPercent)}`}>
                {signedPct(e.returnPercent)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
