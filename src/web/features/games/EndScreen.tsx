import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BookOpen, Flag, RotateCcw, Share2, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { equityOf } from '../../../core/games/engine';
import { quotes } from '../../../core/games/path';
import {
  buyAndHold,
  decisionEffects,
  maxDrawdown,
  resultOf,
  SCORE_EXPLANATION,
  sellAtBottom,
} from '../../../core/games/score';
import type { GameDefinition, GameState } from '../../../core/games/types';
import { countText } from '../../../core/words';
import { IN_THEIR_COLUMN, TOAST_AREA_CHANGED } from '../../app/toastTop';
import { useSession } from '../../lib/session';
import { signedPct, tone } from '../trading/format';
import { EquityChart } from './EquityChart';
import { finishGame } from './finish';
import { describeAction, gameDate, versusHoldText, wholeDollars } from './format';
import { Leaderboard } from './Leaderboard';
import { ScoreLine } from './ScoreLine';
import type { GameSession } from './session';

/**
 * Whether the game's goal was met, in plain words. Every goal ends "finish ahead of the <index>"
 * (data.ts), so it is met when the learner's return beat the index's over the same dates.
 */
export function goalText(
  game: GameDefinition,
  r: { return: number; indexReturn: number },
): {
  met: boolean;
  text: string;
} {
  const figures = `${signedPct(r.return * 100)} against ${signedPct(r.indexReturn * 100)}`;
  return r.return > r.indexReturn
    ? { met: true, text: `Goal met: you finished ahead of the ${game.indexName} (${figures}).` }
    : { met: false, text: `Goal not met: you did not finish ahead of the ${game.indexName} (${figures}).` };
}

/** The share text of a finished game. */
export function shareText(game: GameDefinition, mine: GameState, held: GameState): string {
  const r = resultOf(game, mine);
  const h = resultOf(game, held);
  return [
    `ThinkStreet · ${game.title} (${game.era})`,
    `I finished with ${wholeDollars(r.finalCents)} (${signedPct(r.return * 100)}); buy-and-hold: ${wholeDollars(h.finalCents)} (${signedPct(h.return * 100)}); the ${game.indexName}: ${signedPct(r.indexReturn * 100)}.`,
    `Largest fall: ${(r.maxDrawdown * 100).toFixed(1)}% · Score ${r.score.toLocaleString('en-US')}`,
  ].join('\n');
}

export function EndScreen({ session }: { session: GameSession }) {
  if (!session.finished) return <ConfirmEnd session={session} />;
  return <Results session={session} />;
}

function ConfirmEnd({ session }: { session: GameSession }) {
  const { game, state } = session;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const last = quotes(game)[state.step]!;
  const seconds = session.startedAt ? (Date.now() - Date.parse(session.startedAt)) / 1000 : undefined;
  const finish = async () => {
    setSaving(true);
    setError(null);
    try {
      const done = await finishGame(game, [...session.actions], seconds);
      session.confirm(done);
      void queryClient.invalidateQueries({ queryKey: ['games'] });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The game could not be saved.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <section
      aria-labelledby="last-title"
      className="mt-4 rounded-2xl border border-emerald-800 bg-slate-900/60 p-6 text-center"
    >
      <Flag aria-hidden className="mx-auto h-8 w-8 text-emerald-400" />
      <h2 id="last-title" className="mt-2 text-2xl font-bold">
        {gameDate(last.date, true)}: the last date
      </h2>
      <p className="mt-1 text-slate-300">
        Your portfolio is worth {wholeDollars(equityOf(state))}. Finish the game to see how your decisions
        compare.
      </p>
      {error && (
        <p role="alert" className="mt-3 text-rose-300">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button
          type="button"
          disabled={saving}
          onClick={finish}
          className="min-h-11 rounded-lg bg-emerald-500 px-5 py-2.5 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-50"
        >
          {saving ? 'Saving…' : 'Finish the game'}
        </button>
        {session.canUndo && (
          <button
            type="button"
            disabled={saving}
            onClick={() => session.undo()}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-700 px-4 py-2.5 hover:bg-slate-800"
          >
            <Undo2 aria-hidden className="h-4 w-4" /> Undo last step
          </button>
        )}
      </div>
    </section>
  );
}

function Results({ session }: { session: GameSession }) {
  const { game, state } = session;
  const finished = session.finished!;
  const auth = useSession();
  const held = useMemo(() => buyAndHold(game), [game]);
  const panic = useMemo(() => sellAtBottom(game), [game]);
  const effects = useMemo(() => decisionEffects(game, session.actions), [game, session.actions]);
  const mine = resultOf(game, state);
  const rows = [
    { name: 'You', r: mine, testId: 'result-you' },
    { name: 'Buy and hold', r: resultOf(game, held), testId: 'result-hold' },
    { name: 'Sold at the bottom', r: resultOf(game, panic), testId: 'result-bottom' },
  ];
  const helped = effects.filter((e) => e.effectCents > 0).slice(0, 3);
  const hurt = effects.filter((e) => e.effectCents < 0).slice(0, 3);
  const q = quotes(game);
  const share = async () => {
    const text = shareText(game, state, held);
    try {
      if (navigator.share) await navigator.share({ text });
      else {
        await navigator.clipboard.writeText(text);
        toast.success('Result copied: paste it anywhere.');
      }
    } catch {
      toast('Select the text under “Share your result” to copy it.');
    }
  };
  const goal = goalText(game, mine);
  // The table below is one the toasts keep clear of: the toasts' area takes it in as it appears and goes.
  useEffect(() => {
    window.dispatchEvent(new Event(TOAST_AREA_CHANGED));
    return () => {
      window.dispatchEvent(new Event(TOAST_AREA_CHANGED));
    };
  }, []);

  return (
    <div className="mt-4 space-y-4" data-testid="game-results">
      <section
        aria-labelledby="result-title"
        className="rounded-2xl border border-emerald-800 bg-slate-900/60 p-5"
      >
        <h2 id="result-title" className="text-2xl font-bold">
          You finished with {wholeDollars(mine.finalCents)}{' '}
          <span className={tone(mine.return)}>{signedPct(mine.return * 100)}</span>
        </h2>
        <p
          className={`mt-1 font-semibold ${goal.met ? 'text-emerald-300' : 'text-amber-300'}`}
          data-testid="goal-result"
        >
          {goal.text}
        </p>
        <p className="mt-1 text-slate-300" data-testid="versus-hold">
          {versusHoldText(mine.finalCents, rows[1]!.r.finalCents)} The {game.indexName} moved{' '}
          {signedPct(mine.indexReturn * 100)}.
        </p>
        <ScoreLine
          score={finished.view.score}
          best={finished.best}
          rank={finished.rank}
          savedOnDevice={finished.savedOn === 'device'}
          signedIn={auth.isAuthenticated}
        />
        <p className="mt-1 text-xs text-slate-400">{SCORE_EXPLANATION}</p>
      </section>

      <section
        aria-labelledby="compare-title"
        className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4"
      >
        <h2 id="compare-title" className="text-lg font-semibold">
          Your choices against the alternatives
        </h2>
        {/* The toasts the game's end brings (its XP, 3 s, and often an achievement, 8 s) start below the
            table while it is on screen with room under it: scrolled up to read it, the learner had
            them over its rows (on a phone over the whole table). Lower on the screen, with no room
            below it, it is passed over and they start where they did. */}
        <div data-toasts-below={IN_THEIR_COLUMN} className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-2">
                  Strategy
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  Final value
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  Return
                </th>
                <th scope="col" className="py-1 text-right">
                  Max drawdown
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ name, r, testId }) => (
                <tr key={name} className="border-t border-slate-800" data-testid={testId}>
                  <th scope="row" className="py-1.5 pr-2 font-medium">
                    {name}
                  </th>
                  <td className="py-1.5 pr-2 text-right">{wholeDollars(r.finalCents)}</td>
                  <td className={`py-1.5 pr-2 text-right ${tone(r.return)}`}>{signedPct(r.return * 100)}</td>
                  <td className="py-1.5 text-right">{(r.maxDrawdown * 100).toFixed(1)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-xs text-slate-400">
          Maximum drawdown is the largest fall of a portfolio from its highest value so far: how much pain a
          strategy asked you to sit through. The index itself fell{' '}
          {(maxDrawdown(q.map((x) => x.index)) * 100).toFixed(1)}% from its peak.
        </p>
        <div className="mt-3">
          <EquityChart
            game={game}
            curves={{ you: state.equity, 'buy and hold': held.equity, 'sold at the bottom': panic.equity }}
            upTo={q.length - 1}
          />
        </div>
      </section>

      <section
        aria-labelledby="decisions-title"
        className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4"
      >
        <h2 id="decisions-title" className="text-lg font-semibold">
          Decisions that helped or hurt
        </h2>
        <p className="text-xs text-slate-400">
          Each is measured against holding on that date instead, all else the same.
        </p>
        {effects.length === 0 ? (
          <p className="mt-2 text-sm text-slate-300">
            You held all the way: your result is the buy-and-hold result. Play again and try to do better than
            the market, or to lose less on the way.
          </p>
        ) : (
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <DecisionList title="Helped" game={game} items={helped} />
            <DecisionList title="Hurt" game={game} items={hurt} />
          </div>
        )}
        {state.events.length > 0 && (
          <p className="mt-2 text-sm text-slate-300">
            The era’s machinery acted {countText(state.events.length, 'time')}:{' '}
            {state.events.filter((e) => e.kind === 'margin-call').length} margin calls,{' '}
            {state.events.filter((e) => e.kind === 'insurance-sale').length} portfolio-insurance sales.
          </p>
        )}
      </section>

      <section
        aria-labelledby="next-title"
        className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4"
      >
        <h2 id="next-title" className="text-lg font-semibold">
          Share your result
        </h2>
        <pre
          className="mt-2 whitespace-pre-wrap rounded-lg bg-slate-950 p-3 text-sm text-slate-200"
          data-testid="share-text"
        >
          {shareText(game, state, held)}
        </pre>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={share}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-600"
          >
            <Share2 aria-hidden className="h-4 w-4" /> Share
          </button>
          <Link
            to="/lessons/$lessonId"
            params={{ lessonId: game.lessonId }}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400"
          >
            <BookOpen aria-hidden className="h-4 w-4" /> Read the lesson on this crisis
          </Link>
          <button
            type="button"
            onClick={() => session.restart()}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-700 px-4 py-2 hover:bg-slate-800"
          >
            <RotateCcw aria-hidden className="h-4 w-4" /> Play again
          </button>
        </div>
      </section>

      <section
        aria-labelledby="board-title"
        className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4"
      >
        <h2 id="board-title" className="text-lg font-semibold">
          Leaderboard
        </h2>
        {!auth.isAuthenticated && (
          <p className="text-sm text-slate-400">
            Guests’ results stay in this browser.{' '}
            <Link to="/signup" className="text-emerald-300 underline">
              Create an account
            </Link>{' '}
            to appear here.
          </p>
        )}
        <Leaderboard gameId={game.id} />
      </section>
      <p className="text-xs text-slate-400">
        Sources: {game.sources.map((s) => `${s.publisher}, ${s.title} (${s.year})`).join('; ')}.
        {game.path.kind === 'anchors'
          ? ' Between the published closes the path is a bridge that stays between them.'
          : ''}{' '}
        Stocks move with their beta to the index plus their own moves.
      </p>
    </div>
  );
}

function DecisionList({
  title,
  game,
  items,
}: {
  title: string;
  game: GameDefinition;
  items: ReturnType<typeof decisionEffects>;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-200">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-400">None.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {items.map((d) => (
            <li key={d.step}>
              <span className="text-slate-400">{gameDate(d.date)}: </span>
              {describeAction(game, d.action)}{' '}
              <span className={tone(d.effectCents)}>
                ({d.effectCents > 0 ? '+' : '−'}
                {wholeDollars(Math.abs(d.effectCents))} by the end)
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
