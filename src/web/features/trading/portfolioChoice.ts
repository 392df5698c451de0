// Which portfolio the Simulator shows (issue 21): the personal one, or a game's the learner plays in,
// kept in the address (/trade?game=<id>) so a reload or a shared link keeps it.
import type { CompetitionSummary, CompetitionsAnswer } from '../../../shared/api/competitions';

/** The game chosen in the address, or null for the personal portfolio (always, for a guest). */
export function chosenGame(search: Record<string, unknown>, signedIn: boolean): string | null {
  const game = search.game;
  if (!signedIn || (typeof game !== 'string' && typeof game !== 'number')) return null;
  const id = String(game).trim();
  return id === '' ? null : id;
}

/** The address's search for a choice: `{ game }` for a game, nothing for the personal portfolio. */
export function simulatorSearch(gameId: string | null): { game?: string } {
  return gameId ? { game: gameId } : {};
}

/** The games whose portfolio I can trade in: the ones I play (organising alone is not playing). */
export function playableGames(answer: CompetitionsAnswer | undefined): CompetitionSummary[] {
  return (answer?.mine ?? []).filter((g) => g.isPlayer);
}
