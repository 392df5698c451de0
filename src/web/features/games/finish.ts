import { judge } from '../../../core/games/score';
import type { GameDefinition } from '../../../core/games/types';
import { type ResultAnswer, TOO_MANY_GAMES } from '../../../shared/api/games';
import { ApiError, api } from '../../lib/api';
import { onProgressSaved, recordLocalGame } from '../../lib/learning-state';
import { getSession } from '../../lib/session';
import { type Finished, saveLocalResult, toView } from './session';

/**
 * Saves a finished game. Signed in: the server replays the actions and answers with its score, XP
 * and rank. A guest (or a learner whose server cannot be reached) keeps the result in the browser,
 * scored by the same core engine; a guest also earns the game's XP in the local activity log.
 */
export async function finishGame(
  game: GameDefinition,
  actions: Parameters<typeof judge>[1],
  timeSpent: number | undefined,
): Promise<Finished> {
  const verdict = judge(game, actions);
  if (!verdict.ok) throw new Error(verdict.reason);
  const seconds = timeSpent === undefined ? undefined : Math.min(86_400, Math.max(0, Math.round(timeSpent)));
  if (getSession().isAuthenticated) {
    try {
      const answer = await api<ResultAnswer>(`/api/games/${game.id}/results`, {
        method: 'POST',
        body: { actions, ...(seconds === undefined ? {} : { timeSpent: seconds }) },
      });
      onProgressSaved(answer.progress);
      return { view: answer.result, best: answer.best, rank: answer.rank, savedOn: 'server' };
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) throw new Error(TOO_MANY_GAMES);
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        throw new Error('The server could not accept this game. Start it again to play a fresh one.');
      }
      const view = toView(verdict.result, new Date());
      return { view, best: saveLocalResult(game.id, view), rank: null, savedOn: 'device' };
    }
  }
  const view = toView(verdict.result, new Date());
  const best = saveLocalResult(game.id, view);
  recordLocalGame(game.id, game.lessonId, verdict.result.score, seconds);
  return { view, best, rank: null, savedOn: 'device' };
}
