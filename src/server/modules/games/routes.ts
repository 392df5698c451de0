import { z } from 'zod';
import {
  errorAnswer,
  gameIdParams,
  gameLeaderboardAnswer,
  gamesAnswer,
  leaderboardQuery,
  resultAnswer,
  resultBody,
} from '../../../shared/api/games';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { leaderboard, listGames, recordResult } from './service';

// The crisis games (issue 11): the list, a finished game's actions (replayed on the server), and
// each game's leaderboard by risk-adjusted score.

const tags = ['games'];

export default async function gamesRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/api/games',
    {
      preValidation: app.identify,
      schema: {
        tags,
        description:
          'The five crisis games with the learner’s best result and number of plays. Works without a token (guests keep their results in the browser, so `best` is null for them).',
        response: { 200: gamesAnswer },
      },
    },
    async (request) => listGames(deps, request.user?.id ?? null),
  );

  app.post(
    '/api/games/:gameId/results',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        description:
          'Submit a finished game as its ACTIONS, one per step from the start. The server replays them with the core engine and stores the score it computes; the wrong number of decisions or an impossible one (selling more than held, spending cash that is not there, a tool the era did not have) is 400. Finishing earns `game_complete` XP through the activity log. At most 30 finished games per learner per hour (429). Unknown game: 404. Send an `Idempotency-Key` header with a finish the client may repeat: the same key again stores nothing, pays no XP and answers as the first time; the same key with other actions is 422.',
        headers: z.object({ 'idempotency-key': z.string().min(1).max(100).optional() }),
        params: gameIdParams,
        body: resultBody,
        response: {
          201: resultAnswer,
          400: errorAnswer,
          401: errorAnswer,
          404: errorAnswer,
          422: errorAnswer,
          429: errorAnswer,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordResult(
            deps,
            request.user.id,
            request.params.gameId,
            request.body,
            request.headers['idempotency-key'],
          ),
        ),
  );

  app.get(
    '/api/games/:gameId/leaderboard',
    {
      preValidation: app.identify,
      schema: {
        tags,
        description:
          'Each learner’s best result in this game, ranked by the risk-adjusted score: 1,000 × (1 + return − the index’s return) × (1 − maximum drawdown). `explanation` says it in words. Unknown game: 404.',
        params: gameIdParams,
        querystring: leaderboardQuery,
        response: { 200: gameLeaderboardAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) =>
      leaderboard(deps, request.user?.id ?? null, request.params.gameId, request.query.limit),
  );
}
