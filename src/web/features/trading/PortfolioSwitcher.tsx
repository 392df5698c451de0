import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import type { CompetitionSummary } from '../../../shared/api/competitions';
import { calendarDayText } from '../../lib/dates';
import { useGames } from '../competitions/client';
import { rulesSummary } from '../competitions/words';
import { GameRulesContext } from './gameRules';
import { Empty, errorText, Loading } from './Panel';
import { playableGames, simulatorSearch } from './portfolioChoice';

// The Simulator's choice of portfolio for a signed-in learner (issue 21), loaded after the page: the
// switcher, and the frame around a game's portfolio (its name and rules). Both read GET
// /api/competitions once, through the same query.

/** "My portfolio" or one of the games I play: the choice goes into the address. */
export function PortfolioSwitcher({ chosen }: { chosen: string | null }) {
  const id = useId();
  const navigate = useNavigate();
  const games = playableGames(useGames().data);
  if (games.length === 0 && chosen === null) return null;
  // A chosen game not (yet) in the list still shows as chosen, so the control never lies.
  const known = chosen === null || games.some((g) => g.id === chosen);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        Portfolio
      </label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(e) => void navigate({ to: '/trade', search: simulatorSearch(e.target.value || null) })}
        className="max-w-[16rem] rounded-lg border border-slate-700 bg-slate-950 px-2 py-1.5 text-sm text-slate-100"
      >
        <option value="">My portfolio</option>
        {games.map((g) => (
          <option key={g.id} value={g.id}>
            Competition: {g.name}
          </option>
        ))}
        {!known && chosen && <option value={chosen}>Competition (not found)</option>}
      </select>
    </div>
  );
}

/**
 * A game's portfolio in the Simulator: the game's banner above it, or why it cannot be shown (the
 * address names a game I do not play).
 */
export function GameFrame({ gameId, children }: { gameId: string; children: ReactNode }) {
  const games = useGames();
  const game = playableGames(games.data).find((g) => g.id === gameId);
  if (game)
    return (
      <GameRulesContext.Provider value={game.rules}>
        <GameBanner game={game} />
        {children}
      </GameRulesContext.Provider>
    );
  if (games.isPending) return <Loading label="Loading your competitions" />;
  return (
    <div className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4">
      {games.isError ? (
        <p role="alert" className="text-rose-200">
          We could not load your competitions: {errorText(games.error)}
        </p>
      ) : (
        <Empty>You do not play in this competition, so it has no portfolio of yours to trade.</Empty>
      )}
      <p className="text-center text-sm">
        <Link to="/trade" search={simulatorSearch(null)} className="text-emerald-300 underline">
          Back to my portfolio
        </Link>{' '}
        ·{' '}
        <Link to="/competitions" className="text-emerald-300 underline">
          My competitions
        </Link>
      </p>
    </div>
  );
}

/** What the Simulator says of the competition it trades in: its name, rules and whether it runs today. */
function GameBanner({ game }: { game: CompetitionSummary }) {
  return (
    <section
      aria-label="Trading in a competition"
      data-testid="game-banner"
      className="mb-4 rounded-2xl border border-amber-700/50 bg-amber-950/20 p-4 text-sm"
    >
      <p className="font-semibold text-amber-100">
        You are trading in the competition{' '}
        <Link to="/competitions/$id" params={{ id: game.id }} className="underline underline-offset-2">
          {game.name}
        </Link>
        , not in your own portfolio.
      </p>
      <p className="mt-1 text-slate-300">Rules: {rulesSummary(game.rules)}.</p>
      {game.status !== 'active' && (
        <p className="mt-1 text-amber-200">
          {game.status === 'upcoming'
            ? `The competition has not started yet: trading opens on ${calendarDayText(game.startDate)}.`
            : `The competition ended on ${calendarDayText(game.endDate)}: its ranking is final.`}
        </p>
      )}
    </section>
  );
}
