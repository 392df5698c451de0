import { GAMES, gameById } from '../../../core/games/data';
import { stepsOf } from '../../../core/games/engine';
import { judge, SCORE_EXPLANATION } from '../../../core/games/score';
import type { Action, GameDefinition, GameResult } from '../../../core/games/types';
import { leaderboardName } from '../../../core/trading/leaderboard-name';
import type {
  GameLeaderboardAnswer,
  GameResultView,
  GamesAnswer,
  ResultAnswer,
  ResultBody,
} from '../../../shared/api/games';
import { resultView, TOO_MANY_GAMES, UNKNOWN_GAME } from '../../../shared/api/games';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { carriedAt, recordActivity } from '../progress/service';
import { boardOf, type GameResultRow, insertResult, resultByKey, resultsOf, resultsSince } from './store';

// Use cases of the games module. The server never believes a score: it replays the learner's
// actions with the core engine (the same code the browser runs) and stores what that computed.

/** Enough for real play (a game takes minutes); stops a script from farming game XP. */
export const RESULTS_PER_HOUR = 30;

export function gameOr404(id: string): GameDefinition {
  const game = gameById(id);
  if (!game) throw httpError(404, UNKNOWN_GAME);
  return game;
}

function view(
  r: Pick<GameResultRow, 'score' | 'finalCents' | 'return' | 'indexReturn' | 'maxDrawdown' | 'playedAt'>,
): GameResultView {
  return resultView(r, r.playedAt);
}

export async function listGames(deps: Deps, userId: string | null): Promise<GamesAnswer> {
  const mine = userId ? await resultsOf(deps.db, userId) : [];
  return {
    signedIn: userId !== null,
    games: GAMES.map((g) => {
      const own = mine.filter((r) => r.gameId === g.id);
      return {
        id: g.id,
        title: g.title,
        era: g.era,
        summary: g.summary,
        goal: g.goal,
        lessonId: g.lessonId,
        indexName: g.indexName,
        steps: stepsOf(g),
        tools: [...g.tools],
        best: own[0] ? view(own[0]) : null,
        plays: own.length,
      };
    }),
  };
}

/** Best result per learner, ranked by score (ties: who got there first). */
async function ranked(deps: Deps, gameId: string) {
  const rows = await boardOf(deps.db, gameId);
  const seen = new Set<string>();
  return rows.filter((r) => {
    if (seen.has(r.userId)) return false;
    seen.add(r.userId);
    return true;
  });
}

export async function recordResult(
  deps: Deps,
  userId: string,
  gameId: string,
  body: ResultBody,
  clientKey?: string,
): Promise<ResultAnswer> {
  const game = gameOr404(gameId);
  const verdict = judge(game, body.actions as Action[]);
  if (!verdict.ok) throw httpError(400, verdict.reason);
  // Sent again with its Idempotency-Key, a game is answered from the first time (and is not counted
  // against the hourly limit): a finish whose answer was lost can be retried without playing twice.
  const first = clientKey ? await resultByKey(deps.db, userId, clientKey) : undefined;
  if (first && (first.gameId !== game.id || JSON.stringify(first.actions) !== JSON.stringify(body.actions)))
    throw httpError(422, 'This Idempotency-Key was already used for a different game');
  if (!first) {
    const hourAgo = new Date(deps.clock().getTime() - 3_600_000);
    if ((await resultsSince(deps.db, userId, hourAgo)) >= RESULTS_PER_HOUR)
      throw httpError(429, TOO_MANY_GAMES);
  }
  const result: GameResult = verdict.result;
  const saved =
    first ??
    (await insertResult(deps.db, {
      userId,
      gameId: game.id,
      actions: body.actions,
      score: result.score,
      finalCents: result.finalCents,
      return: result.return,
      indexReturn: result.indexReturn,
      maxDrawdown: result.maxDrawdown,
      playedAt: deps.clock(),
      clientKey: clientKey ?? null,
    })) ??
    // Two requests with one key at the same moment: the other one stored it.
    (await resultByKey(deps.db, userId, clientKey!))!;
  const earlier = (await resultsOf(deps.db, userId)).filter(
    (r) => r.gameId === game.id && r.id !== saved.id && r.playedAt.getTime() <= saved.playedAt.getTime(),
  );
  // A guest game carried into the account earns its XP at the time the guest finished it (when that
  // was before the account existed), so the bonuses of that hour and day match what guest mode showed.
  // The result itself is stored now: the hourly limit and the board's "who got there first" count
  // from when the server saw it.
  const { entryId: _e, ...progress } = await recordActivity(
    deps,
    userId,
    {
      type: 'game_complete',
      lessonId: game.lessonId,
      data: {
        gameId: game.id,
        gameScore: saved.score,
        ...(body.timeSpent === undefined ? {} : { timeSpent: body.timeSpent }),
      },
      // The same key on the activity: its XP is paid once, and a retry after a lost answer pays it then.
      ...(clientKey ? { clientKey: `game:${clientKey}` } : {}),
    },
    await carriedAt(deps, userId, body.occurredAt),
  );
  const board = await ranked(deps, game.id);
  return {
    result: view(saved),
    best: earlier.every((r) => r.score < saved.score),
    rank: board.findIndex((r) => r.userId === userId) + 1,
    progress,
  };
}

export async function leaderboard(
  deps: Deps,
  userId: string | null,
  gameId: string,
  limit: number,
): Promise<GameLeaderboardAnswer> {
  const game = gameOr404(gameId);
  const board = await ranked(deps, game.id);
  return {
    gameId: game.id,
    explanation: SCORE_EXPLANATION,
    total: board.length,
    entries: board.slice(0, limit).map((r, i) => ({
      rank: i + 1,
      // Never the account name: the handle the learner chose, or an anonymous one, as on every ranking.
      username: leaderboardName(r.userId, r.leaderboardName),
      isCurrentUser: r.userId === userId,
      ...view(r),
    })),
  };
}
