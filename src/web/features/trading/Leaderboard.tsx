import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import {
  MEASURE_EXPLANATIONS,
  RANK_MEASURES,
  type RankMeasure,
  SHARPE_MIN_DAYS,
  TIE_BREAK_RULE,
} from '../../../core/trading/rankings';
import type { LeaderboardAnswer } from '../../../shared/api/trading';
import { api } from '../../lib/api';
import { signedPct, tone, usd } from './format';
import { Empty, errorText, LoadError, Loading } from './Panel';
import { tradingKey, useBackend } from './useTrading';

const PERIODS: [LeaderboardAnswer['period'], string][] = [
  ['day', 'Day'],
  ['week', 'Week'],
  ['month', 'Month'],
  ['overall', 'All time'],
];

const MEASURES: Record<RankMeasure, string> = { return: 'Return', sharpe: 'Sharpe', excess: 'vs S&P 500' };

type Entry = LeaderboardAnswer['entries'][number];

/** The figure an entry is ranked by, as shown in its row. */
function figure(e: Entry, rank: RankMeasure): { text: string; value: number } {
  if (rank === 'sharpe') return { text: (e.sharpeRatio ?? 0).toFixed(2), value: e.sharpeRatio ?? 0 };
  if (rank === 'excess') return { text: signedPct(e.excessReturn), value: e.excessReturn };
  return { text: signedPct(e.returnPercent), value: e.returnPercent };
}

const hhmm = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hour12: false });

/** Paper-trading accounts ranked over a period by return, Sharpe or excess return; guests are invited to sign in. */
export function Leaderboard() {
  const backend = useBackend();
  const [period, setPeriod] = useState<LeaderboardAnswer['period']>('overall');
  const [rank, setRank] = useState<RankMeasure>('return');
  const q = useQuery({
    queryKey: tradingKey(backend, 'leaderboard', period, rank),
    queryFn: () => backend.leaderboard(period, rank),
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
      <fieldset className="mb-1 flex gap-1">
        <legend className="sr-only">Rank by</legend>
        {RANK_MEASURES.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={rank === m}
            onClick={() => setRank(m)}
            className={`rounded-md px-2 py-1 text-xs font-semibold ${rank === m ? 'bg-sky-700 text-white' : 'bg-slate-800 text-slate-300'}`}
          >
            {MEASURES[m]}
          </button>
        ))}
      </fieldset>
      <p className="mb-2 text-xs text-slate-400">{MEASURE_EXPLANATIONS[rank]}</p>
      {q.isPending ? (
        <Loading label="Loading leaderboard" />
      ) : q.isError ? (
        <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />
      ) : !q.data || q.data.entries.length === 0 ? (
        <Empty>
          {rank === 'sharpe'
            ? `No trader has ${SHARPE_MIN_DAYS} trading days in this period yet.`
            : 'No ranked traders yet.'}
        </Empty>
      ) : (
        <ol className="space-y-1 text-sm" aria-label={`Ranked by ${MEASURES[rank]}`}>
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
              <span className={`w-16 text-right tabular-nums ${tone(figure(e, rank).value)}`}>
                {figure(e, rank).text}
              </span>
            </li>
          ))}
        </ol>
      )}
      {q.data && (
        <p className="mt-2 text-xs text-slate-400">
          {q.data.updatedAt ? `Updated ${hhmm(q.data.updatedAt)} (the rankings refresh every minute). ` : ''}
          {q.data.unranked > 0 && rank === 'sharpe'
            ? `${q.data.unranked} more need ${SHARPE_MIN_DAYS} trading days to be ranked by Sharpe. `
            : ''}
          {TIE_BREAK_RULE}
        </p>
      )}
      {backend.mode === 'server' && <NameConsent />}
    </div>
  );
}

/** Consent to show a chosen name instead of the anonymous handle, or take it back. */
function NameConsent() {
  const id = useId();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const save = useMutation({
    mutationFn: (show: boolean) =>
      api<{ leaderboardName: string }>('/api/trading/leaderboard/consent', {
        method: 'PUT',
        body: show ? { showOnLeaderboard: true, name: name.trim() } : { showOnLeaderboard: false },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['trading'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate(true);
  };
  return (
    <form onSubmit={submit} className="mt-3 border-t border-slate-800 pt-3 text-xs text-slate-400">
      <p>Others see you under an anonymous handle. To show a name instead, choose one:</p>
      <div className="mt-2 flex gap-2">
        <label htmlFor={`${id}-name`} className="sr-only">
          Name to show on the leaderboard
        </label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
          className="min-w-0 flex-1 rounded-md border border-slate-700 bg-slate-950 px-2 py-1 text-sm text-slate-100"
        />
        <button type="submit" className="rounded-md bg-emerald-700 px-2 py-1 font-semibold text-white">
          Show my name
        </button>
        <button
          type="button"
          onClick={() => save.mutate(false)}
          className="rounded-md bg-slate-800 px-2 py-1"
        >
          Stay anonymous
        </button>
      </div>
      <p aria-live="polite" className="mt-1">
        {save.isSuccess
          ? `You appear as ${save.data.leaderboardName}.`
          : save.isError
            ? errorText(save.error)
            : ''}
      </p>
    </form>
  );
}
