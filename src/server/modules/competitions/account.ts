// Which portfolio a trading call acts on (issue 21 point 1, decision 0027): the personal one, or with
// `competitionId` (in the query or the body) the learner's portfolio in that game. The id is taken
// before validation (the routes' schemas do not list it, and strip it), then resolved after sign-in.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CompetitionRules, closedMessage } from '../../../core/competitions/rules';
import { newYorkDate } from '../../../core/market';
import { competitionPlayers, competitions } from '../../db/schema';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw `competitionId` of a trading call, when one was sent. */
    competitionRef?: unknown;
  }
}

export type GameOfAccount = {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  rules: CompetitionRules;
};

/** A portfolio to act on: its key in the trading tables, and its game (null: the personal one). */
export type TradingAccount = { id: string; ownerId: string; game: GameOfAccount | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps each request's `competitionId` (query first, then a JSON body) for `resolveAccount`. */
export function captureCompetitionId(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const body = request.body as Record<string, unknown> | undefined;
    const ref = query?.competitionId ?? (body && typeof body === 'object' ? body.competitionId : undefined);
    if (ref !== undefined && ref !== '') request.competitionRef = ref;
  });
}

/** The game portfolio of `ownerId` in `competitionId`: 404 unless they play in it now. */
export async function gameAccount(
  deps: Deps,
  ownerId: string,
  competitionId: string,
): Promise<TradingAccount> {
  const [row] = await deps.db
    .select({
      accountId: competitionPlayers.accountId,
      removedAt: competitionPlayers.removedAt,
      id: competitions.id,
      name: competitions.name,
      startDate: competitions.startDate,
      endDate: competitions.endDate,
      rules: competitions.rules,
    })
    .from(competitionPlayers)
    .innerJoin(competitions, eq(competitions.id, competitionPlayers.competitionId))
    .where(and(eq(competitionPlayers.competitionId, competitionId), eq(competitionPlayers.userId, ownerId)));
  if (!row) throw httpError(404, 'Competition not found, or you do not play in it.');
  if (row.removedAt) throw httpError(403, 'The organiser removed you from this competition.');
  const { accountId, removedAt: _, ...game } = row;
  return { id: accountId, ownerId, game };
}

/** The account a signed-in request acts on. */
export async function resolveAccount(
  deps: Deps,
  request: FastifyRequest,
  ownerId: string,
): Promise<TradingAccount> {
  const ref = request.competitionRef;
  if (ref === undefined) return { id: ownerId, ownerId, game: null };
  if (typeof ref !== 'string' || !UUID.test(ref))
    throw httpError(400, 'competitionId must be the id of a competition.');
  return gameAccount(deps, ownerId, ref.toLowerCase());
}

/** Refuses a change to a game portfolio while the game is not running. */
export function refuseUnlessOpen(deps: Deps, game: GameOfAccount | null): void {
  if (!game) return;
  const closed = closedMessage(game.startDate, game.endDate, newYorkDate(deps.clock()));
  if (closed) throw httpError(400, closed);
}
