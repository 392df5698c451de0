import { leagueAnswer } from '../../../shared/api/leagues';
import { errorAnswer } from '../../../shared/api/progress';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { currentLeague } from './service';

// Weekly leagues (issue 21 point 4, decision 0016).

export default async function leagueRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/api/leagues/current',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['leagues'],
        security: [{ bearer: [] }],
        description:
          "The learner's league this week: its tier, when the week ends, and the table ranked by XP earned this week (up to 30 learners; the top 7 move up a tier and the bottom 5 down). Learners who earned XP in a week are placed the following Monday at 00:00 UTC.",
        response: { 200: leagueAnswer, 401: errorAnswer },
      },
    },
    async (request) => currentLeague(deps, request.user.id),
  );
}
