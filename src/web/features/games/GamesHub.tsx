import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Box, Gamepad2, Landmark, Play, ShieldHalf, Trophy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { GAMES } from '../../../core/games/data';
import { stepsOf } from '../../../core/games/engine';
import { SCORE_EXPLANATION } from '../../../core/games/score';
import type { EraTool, GameId } from '../../../core/games/types';
import { countText } from '../../../core/words';
import type { GameResultView, GamesAnswer } from '../../../shared/api/games';
import { api } from '../../lib/api';
import { localUserId, useSession } from '../../lib/session';
import { signedPct, tone } from '../trading/format';
import { Leaderboard } from './Leaderboard';
import { clearRunningGame, readLocalResults, runningGame } from './session';

export const TOOL_LABEL: Record<EraTool, { label: string; icon: typeof Landmark }> = {
  margin: { label: 'Margin loans and margin calls', icon: Landmark },
  insurance: { label: 'Portfolio insurance', icon: ShieldHalf },
  fed: { label: 'The Fed’s actions', icon: Landmark },
};

/** The Games tab: the five crisis simulations, the learner's best result in each, and the boards. */
export function GamesHub() {
  const session = useSession();
  const userId = localUserId(session);
  const query = useQuery({
    queryKey: ['games', session.isAuthenticated ? userId : 'guest'],
    queryFn: () => api<GamesAnswer>('/api/games'),
    enabled: session.isAuthenticated,
  });
  const local = useMemo(() => readLocalResults(userId), [userId]);
  const best = (id: GameId): { best: GameResultView | null; plays: number } => {
    const server = query.data?.games.find((g) => g.id === id);
    if (server) return { best: server.best, plays: server.plays };
    return { best: local[id]?.best ?? null, plays: local[id]?.plays ?? 0 };
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Gamepad2 aria-hidden className="h-7 w-7 text-emerald-400" /> Crisis games
        </h1>
        <p className="mt-1 max-w-3xl text-slate-300">
          Five crises replayed on real market history. You start with $100,000 in cash, an index fund, three
          stocks and bonds; the calendar moves on one step at a time while the news of the day arrives. Buy,
          sell, rebalance or hold, and see what your choices would have done.
        </p>
      </header>

      {session.isAuthenticated && query.isPending && (
        <p role="status" className="mb-4 text-sm text-slate-400">
          Loading your results…
        </p>
      )}
      {query.isError && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-amber-800 bg-amber-950/40 p-3 text-sm text-amber-200"
        >
          Your saved results could not be loaded just now. You can still play; results are saved when the
          server answers again.
        </p>
      )}
      {!session.isAuthenticated && (
        <p className="mb-4 rounded-lg border border-slate-800 bg-slate-900/60 p-3 text-sm text-slate-300">
          Playing as a guest: your results stay in this browser.{' '}
          <Link to="/signup" className="text-emerald-300 underline">
            Create an account
          </Link>{' '}
          to join the leaderboards.
        </p>
      )}

      <ul className="grid gap-4 md:grid-cols-2">
        {GAMES.map((g) => {
          const { best: mine, plays } = best(g.id);
          const running = runningGame(g.id, userId);
          return (
            <li
              key={g.id}
              data-testid={`game-${g.id}`}
              className="flex flex-col rounded-2xl border border-slate-800 bg-slate-900/60 p-5"
            >
              <p className="text-xs uppercase tracking-wide text-emerald-300">{g.era}</p>
              <h2 className="mt-1 text-xl font-semibold">{g.title}</h2>
              <p className="mt-2 text-sm text-slate-300">{g.summary}</p>
              <p className="mt-2 text-sm">
                <span className="font-semibold text-slate-200">Goal: </span>
                <span className="text-slate-300">{g.goal}</span>
              </p>
              <p className="mt-2 text-xs text-slate-400">
                {stepsOf(g)} decisions · {g.indexName}
                {g.tools.map((t) => ` · ${TOOL_LABEL[t].label}`).join('')}
              </p>
              <div className="mt-3 rounded-lg bg-slate-950/60 p-3 text-sm" data-testid={`best-${g.id}`}>
                {mine ? (
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Trophy aria-hidden className="h-4 w-4 text-amber-300" />
                    <span>
                      Best score <strong>{mine.score.toLocaleString('en-US')}</strong>
                    </span>
                    <span className={tone(mine.returnPercent)}>{signedPct(mine.returnPercent)}</span>
                    <span className="text-slate-400">
                      vs index {signedPct(mine.indexReturnPercent)} · {countText(plays, 'play')}
                    </span>
                  </p>
                ) : (
                  <p className="text-slate-400">Not played yet. Your best result will show here.</p>
                )}
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                <Link
                  to="/games/$gameId"
                  params={{ gameId: g.id }}
                  onClick={() => {
                    if (running.finished) clearRunningGame(g.id);
                  }}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400"
                >
                  <Play aria-hidden className="h-4 w-4" />
                  {running.finished
                    ? 'Play again'
                    : running.steps > 0
                      ? `Resume at step ${running.steps}`
                      : 'Play'}
                  <span className="sr-only"> {g.title}</span>
                </Link>
                <Link
                  to="/games/$gameId/3d"
                  params={{ gameId: g.id }}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-700 px-4 py-2 hover:bg-slate-800"
                >
                  <Box aria-hidden className="h-4 w-4" /> 3D Wall Street
                  <span className="sr-only"> for {g.title}</span>
                </Link>
                <Link
                  to="/lessons/$lessonId"
                  params={{ lessonId: g.lessonId }}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-emerald-300 underline"
                >
                  Read the lesson<span className="sr-only"> about {g.title}</span>
                </Link>
              </div>
              <BoardToggle gameId={g.id} />
            </li>
          );
        })}
      </ul>

      <section
        aria-labelledby="score-title"
        className="mt-8 rounded-2xl border border-slate-800 bg-slate-900/60 p-5"
      >
        <h2 id="score-title" className="text-lg font-semibold">
          How the score works
        </h2>
        <p className="mt-1 text-sm text-slate-300">{SCORE_EXPLANATION}</p>
        <p className="mt-1 text-sm text-slate-400">
          The server replays every decision you made with the same engine your browser runs, so a score on the
          leaderboard is always the score those decisions earned.
        </p>
      </section>
    </section>
  );
}

/** A game's leaderboard, fetched only once the learner opens it. */
function BoardToggle({ gameId }: { gameId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-1 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      {/* A row a finger can hit (44 px), not just the word; padding, not flex, keeps the disclosure marker. */}
      <summary className="cursor-pointer py-3 text-slate-300 hover:text-white">Leaderboard</summary>
      {open && <Leaderboard gameId={gameId} compact />}
    </details>
  );
}
