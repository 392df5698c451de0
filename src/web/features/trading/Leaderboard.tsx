import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { GAME_RANKING_PAGE } from '../../../core/competitions/rules';
import type { RankMeasure } from '../../../core/trading/rankings';
import { type LeaderboardAnswer, MAX_LEADERBOARD_NAME } from '../../../shared/api/trading';
import { useGameLeaderboard } from '../competitions/client';
import { useLeaderboardName } from './leaderboardName';
import { Empty, errorText } from './Panel';
import { RankingBoard } from './RankingBoard';
import { tradingKey, useBackend } from './useTrading';

const PERIODS: [LeaderboardAnswer['period'], string][] = [
  ['day', 'Day'],
  ['week', 'Week'],
  ['month', 'Month'],
  ['overall', 'All time'],
];

/**
 * Paper-trading accounts ranked over a period by return, Sharpe or excess return; guests are invited
 * to sign in. In a game's portfolio, the game's own players instead.
 */
export function Leaderboard() {
  const backend = useBackend();
  return backend.competitionId ? <GameBoard id={backend.competitionId} /> : <OverallBoard />;
}

/**
 * One trading game's players, ranked the same three ways (GET /api/competitions/:id/leaderboard).
 * `players`, when known, sizes the placeholder to the rows the ranking will show.
 */
export function GameBoard({ id, players }: { id: string; players?: number }) {
  const [rank, setRank] = useState<RankMeasure>('return');
  const q = useGameLeaderboard(id, rank);
  return (
    <>
      {q.data?.frozen && (
        <p className="mb-2 rounded-lg bg-slate-800 px-3 py-2 text-sm text-slate-200">
          The game is over: this ranking is final.
        </p>
      )}
      <RankingBoard
        rank={rank}
        onRank={setRank}
        query={q}
        who="player"
        scope="in this competition"
        // The ranking is asked for without a limit, so it shows its first page at most.
        expectedRows={players === undefined ? undefined : Math.min(players, GAME_RANKING_PAGE)}
      />
    </>
  );
}

function OverallBoard() {
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
      <fieldset className="mb-2 flex flex-wrap gap-1">
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
      <RankingBoard rank={rank} onRank={setRank} query={q} />
      {backend.mode === 'server' && <NameConsent />}
    </div>
  );
}

/** Consent to show a chosen name instead of the anonymous handle, or take it back. */
function NameConsent() {
  const id = useId();
  const [name, setName] = useState('');
  const save = useLeaderboardName();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate(name);
  };
  return (
    <form onSubmit={submit} className="mt-3 border-t border-slate-800 pt-3 text-xs text-slate-400">
      <p>Others see you under an anonymous handle. To show a name instead, choose one:</p>
      {/* The field takes its own row: beside two buttons in the narrow panel it was a few letters wide. */}
      <div className="mt-2 flex flex-wrap gap-2">
        <label htmlFor={`${id}-name`} className="sr-only">
          Name to show on the leaderboard
        </label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={MAX_LEADERBOARD_NAME}
          onChange={(e) => setName(e.target.value)}
          className="min-w-0 basis-full rounded-md border border-slate-700 bg-slate-950 px-2 py-1 text-sm text-slate-100"
        />
        <button type="submit" className="rounded-md bg-emerald-700 px-2 py-1 font-semibold text-white">
          Show my name
        </button>
        <button type="button" onClick={() => save.mutate(null)} className="rounded-md bg-slate-800 px-2 py-1">
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
