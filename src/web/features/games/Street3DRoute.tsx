import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { ArrowLeft, Pause, Play, SkipForward, Undo2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { GAMES } from '../../../core/games/data';
import { stepsOf } from '../../../core/games/engine';
import { ErrorFallback } from '../../app/ErrorScreens';
import { useAppFrame } from '../../app/framedPage';
import { usePageName } from '../../app/usePageTitleAndFocus';
import { prefersReducedMotion } from '../../lib/motion';
import { signedPct, tone } from '../trading/format';
import { FlatStreet } from './FlatStreet';
import { gameDate, wholeDollars } from './format';
import { UnknownGame } from './GamePage';
import { useAutoPlay, useGameSession } from './session';
import { hasWebGL, streetView } from './street';

// /games/$gameId/3d (full screen): the running game of /games/$gameId seen as a street. The HUD
// drives the same engine (hold, run, pause, undo); trades are made in the game view.

const Street3D = lazy(() => import('./Street3D'));

/** An unknown game's page inside the app's frame (header, tabs, main landmark), as on /games/$gameId. */
function FramedUnknownGame({ id }: { id: string }) {
  useAppFrame();
  usePageName('Game not found');
  return <UnknownGame id={id} />;
}

export function Street3DRoute() {
  const { gameId = '' } = useParams({ strict: false }) as { gameId?: string };
  const session = useGameSession(gameId);
  const navigate = useNavigate();
  const { running, setRunning } = useAutoPlay(session, 1500);
  const webgl = useMemo(() => hasWebGL(), []);
  const motion = useMemo(() => !prefersReducedMotion(), []);
  const [flat, setFlat] = useState(!webgl);
  const [rendered, setRendered] = useState(false);
  const onFrame = useCallback(() => setRendered(true), []);
  if (!session) return <FramedUnknownGame id={gameId} />;
  const { game, state } = session;
  const view = streetView(game, state);
  const flatView = <FlatStreet view={view} />;
  const step = () => {
    const r = session.act({ type: 'hold' });
    if (!r.ok) toast.error(r.reason);
  };

  return (
    <div className="fixed inset-0 flex flex-col bg-slate-950 text-white">
      {/* The street, its HUD and the day's headline are the page's main content (a landmark). */}
      <main
        className="relative min-h-0 flex-1"
        data-testid="street"
        data-rendered={rendered || flat ? 'true' : 'false'}
        data-mode={flat ? 'flat' : '3d'}
        data-weather={view.weather}
      >
        <h1 className="sr-only">3D Wall Street: {game.title}</h1>
        {flat ? (
          flatView
        ) : (
          <ErrorFallback fallback={flatView}>
            {/* While the 3D code (three.js, about 180 KB) arrives, the flat street stands in for it:
                the same game, already playable from the HUD. */}
            <Suspense
              fallback={
                <div className="relative h-full" data-testid="street-loading">
                  {flatView}
                  <p
                    className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-lg bg-slate-950/85 px-3 py-1.5 text-sm text-slate-200"
                    role="status"
                  >
                    Building the 3D street…
                  </p>
                </div>
              }
            >
              <Street3D view={view} motion={motion} onFrame={onFrame} />
            </Suspense>
          </ErrorFallback>
        )}
        <header className="pointer-events-none absolute inset-x-0 top-0 flex flex-wrap items-start justify-between gap-2 bg-gradient-to-b from-slate-950/90 to-transparent p-3">
          <div className="pointer-events-auto flex flex-wrap items-center gap-2">
            <Link
              to="/games/$gameId"
              params={{ gameId: game.id }}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-slate-900/90 px-3 py-1.5 text-sm hover:bg-slate-800"
            >
              <ArrowLeft aria-hidden className="h-4 w-4" /> Game view
            </Link>
            {/* Choosing a crisis takes an explicit Go: an arrow key on a closed select changes its
                value, and must not load another game at each press. */}
            <form
              key={game.id}
              className="flex items-center gap-1"
              onSubmit={(e) => {
                e.preventDefault();
                const chosen = String(new FormData(e.currentTarget).get('crisis') ?? game.id);
                if (chosen !== game.id)
                  void navigate({ to: '/games/$gameId/3d', params: { gameId: chosen } });
              }}
            >
              <label className="text-sm">
                <span className="sr-only">Crisis</span>
                <select
                  name="crisis"
                  defaultValue={game.id}
                  className="min-h-11 rounded-lg border border-slate-700 bg-slate-900 px-2 py-1.5"
                >
                  {GAMES.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.title}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                className="min-h-11 min-w-11 rounded-lg bg-slate-800 px-3 py-1.5 text-sm hover:bg-slate-700"
              >
                Go
              </button>
            </form>
          </div>
          <div className="rounded-lg bg-slate-900/90 px-3 py-1.5 text-right text-sm" aria-live="polite">
            <p className="font-semibold" data-testid="street-date">
              {gameDate(view.date)}
            </p>
            {/* Both figures since the start of the game, as on the game page: a step's change beside
                the learner's whole game read as losing to an index they were beating. */}
            <p data-testid="street-index">
              {game.indexName} {view.index.toLocaleString('en-US', { maximumFractionDigits: 2 })}{' '}
              <span className={tone(view.indexChange)}>{signedPct(view.indexChange * 100)}</span>
            </p>
            <p data-testid="street-equity">
              You {wholeDollars(view.equity)}{' '}
              <span className={tone(view.equityChange)}>{signedPct(view.equityChange * 100)}</span>
            </p>
          </div>
          {/* In the header's flow, on a line of its own: placed at a fixed height, it covered the
              date and figures once the controls above grew to a finger's size on a phone. */}
          {view.headline && (
            <div className="basis-full">
              <p className="mx-auto max-w-xl rounded-lg bg-slate-950/85 p-2 text-center text-sm">
                {view.headline}
              </p>
            </div>
          )}
        </header>
      </main>
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-800 bg-slate-950 p-3 text-sm">
        <p className="min-w-0 flex-1 text-slate-300">
          <span className="font-semibold text-white">Goal: </span>
          {game.goal}{' '}
          <span className="text-slate-400">
            Step {state.step} of {stepsOf(game)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={state.finished || running}
            onClick={step}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-emerald-500 px-3 py-2 font-semibold text-slate-950 disabled:opacity-40"
          >
            <SkipForward aria-hidden className="h-4 w-4" /> Hold, next date
          </button>
          <button
            type="button"
            disabled={state.finished}
            onClick={() => setRunning(!running)}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-700 px-3 py-2 disabled:opacity-40"
          >
            {running ? <Pause aria-hidden className="h-4 w-4" /> : <Play aria-hidden className="h-4 w-4" />}
            {running ? 'Pause' : 'Run'}
          </button>
          <button
            type="button"
            disabled={!session.canUndo || running}
            onClick={() => session.undo()}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-700 px-3 py-2 disabled:opacity-40"
          >
            <Undo2 aria-hidden className="h-4 w-4" /> Undo
          </button>
          {webgl && (
            <button
              type="button"
              onClick={() => setFlat(!flat)}
              className="min-h-11 rounded-lg border border-slate-700 px-3 py-2"
            >
              {flat ? '3D view' : 'Flat view'}
            </button>
          )}
          {state.finished && (
            <Link
              to="/games/$gameId"
              params={{ gameId: game.id }}
              className="inline-flex min-h-11 items-center rounded-lg bg-sky-700 px-3 py-2 font-semibold"
            >
              See your results
            </Link>
          )}
        </div>
      </footer>
    </div>
  );
}
