import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft, Box, FastForward, Pause, Play, SkipForward, Undo2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { borrowable, equityOf, INSURANCE, MARGIN, START_CENTS, START_MIX } from '../../../core/games/engine';
import { assetsOf, newsAt, quotes } from '../../../core/games/path';
import { resultOf } from '../../../core/games/score';
import type { Action, AssetId, GameDefinition, GameState, NewsItem } from '../../../core/games/types';
import { useFocusRescue } from '../../app/focus';
import { usePageName } from '../../app/usePageTitleAndFocus';
import { signedPct, tone } from '../trading/format';
import { EndScreen } from './EndScreen';
import { EquityChart } from './EquityChart';
import { assetName, gameDate, wholeDollars } from './format';
import { type GameSession, useAutoPlay, useGameSession } from './session';

/** /games/$gameId: one crisis, played step by step. */
export function GamePage() {
  const { gameId = '' } = useParams({ strict: false }) as { gameId?: string };
  const session = useGameSession(gameId);
  usePageName(session?.game.title);
  if (!session) return <UnknownGame id={gameId} />;
  return <Game key={gameId} session={session} />;
}

export function UnknownGame({ id }: { id: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Game not found</h1>
      <p className="mt-2 text-slate-400">There is no crisis game called “{id}”.</p>
      <Link
        to="/games"
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950"
      >
        See the five games
      </Link>
    </section>
  );
}

function Game({ session }: { session: GameSession }) {
  const { game, state } = session;
  const { running, setRunning } = useAutoPlay(session, 1200);
  const equity = equityOf(state);
  // The index's change since the start: the figure the end screen and the 3D street give.
  const indexChange = resultOf(game, state).indexReturn * 100;
  const mineChange = (equity / START_CENTS - 1) * 100;

  // A refused decision is said under the buy-or-sell form (Decide); elsewhere (the era's tools) in a toast.
  const act = (action: Action) => {
    const r = session.act(action);
    if (!r.ok) toast.error(r.reason);
    return r.ok;
  };
  // A press that ends the game (Hold to the end, Finish) or leaves nothing to undo takes its button
  // away: focus goes to the end screen's heading, which reads the result, or to the next step.
  const page = useRef<HTMLElement>(null);
  useFocusRescue(
    page,
    () =>
      page.current?.querySelector<HTMLElement>('#result-title, #last-title') ??
      page.current?.querySelector<HTMLElement>('[data-hold-next]'),
  );

  return (
    <section ref={page} className="mx-auto max-w-6xl px-4 py-6">
      <nav aria-label="Game" className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to="/games"
          className="inline-flex min-h-11 items-center gap-1 pr-2 text-slate-300 hover:text-white"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> All games
        </Link>
        <Link
          to="/games/$gameId/3d"
          params={{ gameId: game.id }}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-700 px-3 py-1.5 hover:bg-slate-800"
        >
          <Box aria-hidden className="h-4 w-4" /> Watch it on 3D Wall Street
        </Link>
      </nav>
      <header className="mb-4">
        <p className="text-xs uppercase tracking-wide text-emerald-300">{game.era}</p>
        <h1 className="text-2xl font-bold sm:text-3xl">{game.title}</h1>
        <p className="mt-1 text-slate-300">
          <span className="font-semibold">Your goal: </span>
          {game.goal}
        </p>
      </header>

      <Clock game={game} state={state} />

      {session.finished || state.finished ? (
        <EndScreen session={session} />
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <section
              aria-labelledby="portfolio-title"
              className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4"
            >
              {/* The portfolio's value, like the game's clock above it, is what each step changes:
                  the toasts keep clear of both (toastTop; on a phone they lay over them). */}
              <div className="flex flex-wrap items-baseline justify-between gap-2" data-toasts-clear>
                <h2 id="portfolio-title" className="text-lg font-semibold">
                  Your portfolio
                </h2>
                <p className="text-sm">
                  <span className="text-2xl font-bold" data-testid="equity">
                    {wholeDollars(equity)}
                  </span>{' '}
                  <span className={tone(mineChange)}>{signedPct(mineChange)}</span>
                  <span className="text-slate-400"> · index {signedPct(indexChange)}</span>
                </p>
              </div>
              <Holdings game={game} state={state} />
            </section>
            <Decide game={game} state={state} act={session.act} disabled={running} />
          </div>
          <div className="space-y-4 lg:row-span-2">
            {/* Beside the clock on a laptop: the toasts kept below the clock start below these too. */}
            <section
              aria-label="Game controls"
              data-toasts-clear
              className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4"
            >
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => setRunning(!running)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-700 px-3 py-2 hover:bg-slate-800"
                >
                  {running ? (
                    <Pause aria-hidden className="h-4 w-4" />
                  ) : (
                    <Play aria-hidden className="h-4 w-4" />
                  )}
                  {running ? 'Pause' : 'Run (hold each step)'}
                </button>
                <button
                  type="button"
                  disabled={!session.canUndo || running}
                  onClick={() => session.undo()}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-700 px-3 py-2 hover:bg-slate-800 disabled:opacity-40"
                >
                  <Undo2 aria-hidden className="h-4 w-4" /> Undo last step
                </button>
                <button
                  type="button"
                  disabled={running}
                  onClick={() => {
                    while (session.act({ type: 'hold' }).ok) {
                      /* hold to the last date */
                    }
                  }}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-700 px-3 py-2 hover:bg-slate-800 disabled:opacity-40"
                >
                  <FastForward aria-hidden className="h-4 w-4" /> Hold to the end
                </button>
              </div>
              <p className="mt-2 text-xs text-slate-400">
                {running
                  ? 'Running: one step every 1.2 seconds, holding. Pause to decide.'
                  : session.canUndo
                    ? 'Your last step is not confirmed until you take the next one: you can still undo it.'
                    : 'Paused. Take your time: the market waits for you.'}
              </p>
            </section>
            <NewsFeed game={game} step={state.step} />
            <EraTools game={game} state={state} act={act} />
          </div>
          <div className="lg:col-span-2">
            <section
              aria-labelledby="chart-title"
              className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4"
            >
              <h2 id="chart-title" className="mb-2 text-lg font-semibold">
                You against the index
              </h2>
              <EquityChart game={game} curves={{ you: state.equity }} upTo={state.step} />
            </section>
          </div>
        </div>
      )}
    </section>
  );
}

function Clock({ game, state }: { game: GameDefinition; state: GameState }) {
  const q = quotes(game);
  const today = q[state.step]!;
  const indexChange = resultOf(game, state).indexReturn * 100;
  const total = q.length - 1;
  return (
    <section
      aria-label="Game clock"
      data-toasts-clear
      className="rounded-2xl border border-slate-800 bg-slate-950 p-4 sm:flex sm:items-center sm:justify-between sm:gap-6"
    >
      <div>
        <p className="text-xs uppercase tracking-wide text-slate-400">Market date</p>
        <p className="text-xl font-bold" data-testid="game-date" aria-live="polite">
          {gameDate(today.date, true)}
        </p>
      </div>
      <div className="mt-2 sm:mt-0">
        <p className="text-xs uppercase tracking-wide text-slate-400">{game.indexName}</p>
        <p className="text-xl font-bold">
          {today.index.toLocaleString('en-US', { maximumFractionDigits: 2 })}{' '}
          <span className={`text-sm ${tone(indexChange)}`}>{signedPct(indexChange)}</span>
        </p>
      </div>
      <div className="mt-2 min-w-40 flex-1 sm:mt-0">
        <p className="text-xs text-slate-400" data-testid="game-step">
          Step {state.step} of {total}
        </p>
        <progress
          className="h-2 w-full overflow-hidden rounded accent-emerald-400"
          max={total}
          value={state.step}
          aria-label={`Step ${state.step} of ${total}`}
        />
      </div>
    </section>
  );
}

function Holdings({ game, state }: { game: GameDefinition; state: GameState }) {
  const q = quotes(game);
  const today = q[state.step]!;
  const equity = equityOf(state);
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Holdings on {gameDate(today.date)}</caption>
        <thead className="text-xs text-slate-400">
          <tr>
            <th scope="col" className="py-1 pr-2">
              Holding
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Value
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Share
            </th>
            <th scope="col" className="py-1 text-right">
              Price since start
            </th>
          </tr>
        </thead>
        <tbody>
          {assetsOf(game).map((a) => {
            const value = state.positions[a] ?? 0;
            const move = today.prices[a]! - 100;
            const stock = a.startsWith('stock:')
              ? game.stocks.find((s) => `stock:${s.symbol}` === a)
              : undefined;
            return (
              <tr key={a} className="border-t border-slate-800">
                <td className="py-1.5 pr-2">
                  {assetName(game, a)}
                  {stock && <span className="block text-xs text-slate-400">{stock.sector}</span>}
                </td>
                <td className="py-1.5 pr-2 text-right">{wholeDollars(value)}</td>
                <td className="py-1.5 pr-2 text-right">
                  {equity > 0 ? Math.round((value / equity) * 100) : 0}%
                </td>
                <td className={`py-1.5 text-right ${tone(move)}`}>{signedPct(move)}</td>
              </tr>
            );
          })}
          <tr className="border-t border-slate-800">
            <td className="py-1.5 pr-2">Cash</td>
            <td className="py-1.5 pr-2 text-right">{wholeDollars(state.cash)}</td>
            <td className="py-1.5 pr-2 text-right">
              {equity > 0 ? Math.round((state.cash / equity) * 100) : 0}%
            </td>
            <td className="py-1.5 text-right text-slate-400">
              earns {(q[state.step]!.cashRate * 100).toFixed(2)}% a year
            </td>
          </tr>
          {state.loan > 0 && (
            <tr className="border-t border-slate-800 text-rose-300">
              <td className="py-1.5 pr-2">Margin loan</td>
              <td className="py-1.5 pr-2 text-right">−{wholeDollars(state.loan)}</td>
              <td className="py-1.5 pr-2 text-right" />
              <td className="py-1.5 text-right">costs {(MARGIN.loanRate * 100).toFixed(0)}% a year</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

const PRESETS = (game: GameDefinition): { label: string; weights: Partial<Record<AssetId, number>> }[] => {
  const startMix: Partial<Record<AssetId, number>> = { index: START_MIX.index, bonds: START_MIX.bonds };
  for (const s of game.stocks) startMix[`stock:${s.symbol}`] = START_MIX.stocks / game.stocks.length;
  // Whole percents: the first stock takes what the division leaves.
  const first = game.stocks[0];
  if (first) {
    const each = Math.floor(START_MIX.stocks / game.stocks.length);
    for (const s of game.stocks) startMix[`stock:${s.symbol}`] = each;
    startMix[`stock:${first.symbol}`] = START_MIX.stocks - each * (game.stocks.length - 1);
  }
  return [
    { label: 'Sell everything for cash', weights: {} },
    { label: '60% index, 40% bonds', weights: { index: 60, bonds: 40 } },
    { label: 'All in the index fund', weights: { index: 100 } },
    { label: 'Back to the starting mix', weights: startMix },
  ];
};

function Decide({
  game,
  state,
  act,
  disabled,
}: {
  game: GameDefinition;
  state: GameState;
  act: GameSession['act'];
  disabled: boolean;
}) {
  const assets = assetsOf(game);
  const [asset, setAsset] = useState<AssetId>('index');
  const [amount, setAmount] = useState('5000');
  // Why the last decision was refused ("Not enough cash…"), beside the buttons that were pressed: a
  // toast there lay over this panel's heading on a phone. It holds for the date it was refused on (an
  // undo, a run or a decision taken moves the date) and until the holding or the amount changes.
  const [refusal, setRefusal] = useState<{ reason: string; step: number } | null>(null);
  const decide = (action: Action) => {
    const r = act(action);
    setRefusal(r.ok ? null : { reason: r.reason, step: state.step });
  };
  const cents = Math.round(Number(amount) * 100);
  const valid = amount.trim() !== '' && Number.isFinite(cents) && cents > 0;
  const hintId = useId();
  const held = state.positions[asset] ?? 0;
  const canBorrow = borrowable(game, state);
  return (
    <section
      aria-labelledby="decide-title"
      className="rounded-2xl border border-emerald-900 bg-slate-900/60 p-4"
    >
      <h2 id="decide-title" className="text-lg font-semibold">
        Your decision for today
      </h2>
      <p className="text-sm text-slate-400">
        Each decision is made at today’s prices, then the calendar moves on.
      </p>
      <button
        type="button"
        data-hold-next
        disabled={disabled}
        onClick={() => decide({ type: 'hold' })}
        className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-emerald-500 px-4 py-3 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-40 sm:w-auto"
      >
        <SkipForward aria-hidden className="h-4 w-4" /> Hold and go to the next date
      </button>

      <form
        className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1fr)_10rem_auto_auto]"
        aria-label="Buy or sell"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          Holding
          <select
            value={asset}
            onChange={(e) => {
              setAsset(e.target.value as AssetId);
              setRefusal(null);
            }}
            className="min-h-11 w-full min-w-0 rounded-md border border-slate-700 bg-slate-950 px-2 py-2 text-white"
          >
            {assets.map((a) => (
              <option key={a} value={a}>
                {assetName(game, a)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-col gap-1 text-sm text-slate-300">
          <label htmlFor={`${hintId}-amount`}>Amount ($)</label>
          <input
            id={`${hintId}-amount`}
            type="number"
            inputMode="decimal"
            min={1}
            step={100}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setRefusal(null);
            }}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : hintId}
            className="min-h-11 rounded-md border border-slate-700 bg-slate-950 px-2 py-2 text-white aria-invalid:border-amber-400"
          />
          {!valid && (
            <span id={hintId} className="text-xs text-amber-300" data-testid="amount-hint">
              Enter an amount above $0 to buy or sell.
            </span>
          )}
        </div>
        <button
          type="button"
          disabled={disabled || !valid}
          onClick={() => decide({ type: 'buy', asset, cents })}
          className="min-h-11 self-start rounded-lg bg-sky-700 sm:mt-6 px-4 py-2 font-semibold text-white hover:bg-sky-600 disabled:opacity-40"
        >
          Buy
        </button>
        <button
          type="button"
          disabled={disabled || !valid}
          onClick={() => decide({ type: 'sell', asset, cents: Math.min(cents, held) || cents })}
          className="min-h-11 self-start rounded-lg bg-rose-600 sm:mt-6 px-4 py-2 font-semibold text-white hover:bg-rose-500 disabled:opacity-40"
        >
          Sell
        </button>
      </form>
      <p role="alert" data-testid="decision-refused" className="mt-2 text-sm text-rose-300 empty:hidden">
        {refusal?.step === state.step ? refusal.reason : null}
      </p>
      <p className="mt-1 text-xs text-slate-400">
        You hold {wholeDollars(held)} of {assetName(game, asset)} and {wholeDollars(state.cash)} in cash
        {canBorrow > 0 ? `; you may borrow up to ${wholeDollars(canBorrow)} more on margin` : ''}. Selling
        more than you hold sells it all.
      </p>

      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-200">Rebalance everything</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PRESETS(game).map((p) => (
            <button
              key={p.label}
              type="button"
              disabled={disabled}
              onClick={() => decide({ type: 'rebalance', weights: p.weights })}
              className="min-h-11 rounded-lg border border-slate-700 px-3 py-1.5 text-sm hover:bg-slate-800 disabled:opacity-40"
            >
              {p.label}
            </button>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

function NewsFeed({ game, step }: { game: GameDefinition; step: number }) {
  const fresh = newsAt(game, step);
  const earlier: NewsItem[] = [];
  for (let k = step - 1; k >= 0 && earlier.length < 6; k--) earlier.push(...newsAt(game, k).reverse());
  return (
    <section aria-labelledby="news-title" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
      <h2 id="news-title" className="text-lg font-semibold">
        News
      </h2>
      <div aria-live="polite" data-testid="news-today">
        {fresh.length === 0 ? (
          <p className="mt-1 text-sm text-slate-400">No headlines since the last date.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {fresh.map((n) => (
              <NewsLine key={n.date + n.headline} item={n} fresh />
            ))}
          </ul>
        )}
      </div>
      {earlier.length > 0 && (
        <>
          <h3 className="mt-3 text-xs uppercase tracking-wide text-slate-400">Earlier</h3>
          <ul className="mt-1 space-y-1.5">
            {earlier.slice(0, 6).map((n) => (
              <NewsLine key={n.date + n.headline} item={n} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function NewsLine({ item, fresh = false }: { item: NewsItem; fresh?: boolean }) {
  const badge = item.kind === 'fed' ? 'The Fed' : item.kind === 'policy' ? 'Policy' : 'Markets';
  return (
    <li className={`text-sm ${fresh ? 'text-slate-100' : 'text-slate-400'}`}>
      <span className="mr-1 text-xs text-slate-400">{gameDate(item.date)}</span>
      <span
        className={`mr-1 rounded px-1.5 py-0.5 text-xs ${item.kind === 'fed' ? 'bg-sky-900 text-sky-100' : 'bg-slate-800 text-slate-200'}`}
      >
        {badge}
      </span>
      {item.headline}
    </li>
  );
}

function EraTools({
  game,
  state,
  act,
}: {
  game: GameDefinition;
  state: GameState;
  act: (a: Action) => boolean;
}) {
  const last = state.events.filter((e) => e.step === state.step);
  if (game.tools.length === 0 && last.length === 0) return null;
  return (
    <section aria-labelledby="era-title" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
      <h2 id="era-title" className="text-lg font-semibold">
        Tools of the era
      </h2>
      {last.map((e) => (
        <p
          key={`${e.kind}-${e.step}`}
          role="alert"
          className="mt-2 rounded-lg bg-rose-950/60 p-2 text-sm text-rose-200"
        >
          {e.kind === 'margin-call'
            ? `Margin call! Your broker sold ${wholeDollars(e.cents)} of your holdings to cut your loan.`
            : e.kind === 'wiped-out'
              ? 'Your equity is gone: the broker sold everything to repay the loan.'
              : `Portfolio insurance sold ${wholeDollars(e.cents)} of stocks into the fall.`}
        </p>
      ))}
      {game.tools.includes('margin') && (
        <p className="mt-2 text-sm text-slate-300">
          <strong>Buying on margin.</strong> Buy for more than your cash and the broker lends you the rest, up
          to your equity again. If your equity falls under {MARGIN.maintenance * 100}% of your holdings, a
          margin call sells them to cut the loan. Loan now: {wholeDollars(state.loan)}.
        </p>
      )}
      {game.tools.includes('insurance') && (
        <div className="mt-2 text-sm text-slate-300">
          <p>
            <strong>Portfolio insurance</strong> is {state.insurance ? 'on' : 'off'}. When on, every step the
            index falls {Math.abs(INSURANCE.trigger * 100)}% or more, it sells {INSURANCE.sells * 100}% of
            your stocks at the day’s low prices, as the programs of 1987 did.
          </p>
          <button
            type="button"
            onClick={() => act({ type: 'insure', on: !state.insurance })}
            className="mt-2 min-h-11 rounded-lg border border-slate-700 px-3 py-1.5 hover:bg-slate-800"
          >
            Turn insurance {state.insurance ? 'off' : 'on'} and go to the next date
          </button>
        </div>
      )}
      {game.tools.includes('fed') && (
        <p className="mt-2 text-sm text-slate-300">
          <strong>Watch the Fed.</strong> Its rate decisions change what your cash earns (now{' '}
          {(quotes(game)[state.step]!.cashRate * 100).toFixed(2)}% a year) and its bond buying lifts bond
          prices. Fed news is marked in blue.
        </p>
      )}
    </section>
  );
}
