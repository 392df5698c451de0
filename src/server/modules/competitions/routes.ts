import { z } from 'zod';
import { classroomCsv } from '../../../core/competitions/classroom-csv';
import {
  classroomAnswer,
  competitionDetail,
  competitionIdParams,
  competitionLeaderboardAnswer,
  competitionLeaderboardQuery,
  competitionPlayerParams,
  competitionSummary,
  competitionsAnswer,
  consentAnswer,
  consentBody,
  createCompetitionBody,
  joinCompetitionBody,
} from '../../../shared/api/competitions';
import { errorAnswer } from '../../../shared/api/trading';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import {
  classroom,
  competitionLeaderboard,
  createCompetition,
  competitionDetail as detail,
  joinCompetition,
  listCompetitions,
  removePlayer,
  setConsent,
} from './service';

// Trading games (issue 21 points 1 and 3). Trading in a game goes through /api/trading with
// `competitionId`; these routes manage the games themselves.

const tags = ['competitions'];
const security = [{ bearer: [] }];
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

export default async function competitionRoutes(app: App, deps: Deps): Promise<void> {
  const auth = { preValidation: app.authenticate };

  app.post(
    '/api/competitions',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'Create a trading game (dates as YYYY-MM-DD, New York days; trading is open from the start through the end date). The organiser plays too. Answers the game with its invite code.',
        body: createCompetitionBody,
        response: { 200: competitionSummary, ...errors },
      },
    },
    async (request) => createCompetition(deps, request.user.id, request.body),
  );

  app.get(
    '/api/competitions',
    {
      ...auth,
      schema: {
        tags,
        security,
        description: 'Games I organise or play in, and public games not yet ended.',
        response: { 200: competitionsAnswer, 401: errorAnswer },
      },
    },
    async (request) => listCompetitions(deps, request.user.id),
  );

  app.post(
    '/api/competitions/join',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'Join a game with its invite code (case, spaces and dashes ignored): a portfolio with the game’s starting cash is opened. Joining again answers the game.',
        body: joinCompetitionBody,
        response: { 200: competitionSummary, ...errors },
      },
    },
    async (request) => joinCompetition(deps, request.user.id, request.body.code),
  );

  app.get(
    '/api/competitions/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        description: 'A game I organise or play in, or a public one: its rules, status and players.',
        params: competitionIdParams,
        response: { 200: competitionDetail, ...errors },
      },
    },
    async (request) => detail(deps, request.user.id, request.params.id),
  );

  app.get(
    '/api/competitions/:id/leaderboard',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'The game’s ranking over the whole game by return, Sharpe ratio (from five trading days) or excess return over the S&P 500; ranked again when a trade or a player changed it, and by the rankings job each minute. Final once the game ended.',
        params: competitionIdParams,
        querystring: competitionLeaderboardQuery,
        response: { 200: competitionLeaderboardAnswer, ...errors },
      },
    },
    async (request) => {
      const { rank, limit, offset } = request.query;
      return competitionLeaderboard(deps, request.user.id, request.params.id, rank, limit, offset);
    },
  );

  app.delete(
    '/api/competitions/:id/players/:userId',
    {
      ...auth,
      schema: {
        tags,
        security,
        description: 'The organiser removes a player: they can no longer trade, be ranked or join again.',
        params: competitionPlayerParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => removePlayer(deps, request.user.id, request.params.id, request.params.userId),
  );

  app.put(
    '/api/competitions/:id/consent',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'Class games: share my lesson progress (lessons completed, quiz accuracy) with the organiser, or withdraw it.',
        params: competitionIdParams,
        body: consentBody,
        response: { 200: consentAnswer, ...errors },
      },
    },
    async (request) => setConsent(deps, request.user.id, request.params.id, request.body.shareProgress),
  );

  app.get(
    '/api/competitions/:id/classroom',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'The organiser’s class table: for each player who consented, lessons completed, quiz accuracy (first answers), trades in this game and rank by return.',
        params: competitionIdParams,
        response: { 200: classroomAnswer, ...errors },
      },
    },
    async (request) => classroom(deps, request.user.id, request.params.id),
  );

  app.get(
    '/api/competitions/:id/classroom.csv',
    {
      ...auth,
      schema: {
        tags,
        security,
        description: 'The class table as CSV.',
        params: competitionIdParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const table = await classroom(deps, request.user.id, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="class.csv"')
        .send(classroomCsv(table.players));
    },
  );
}
