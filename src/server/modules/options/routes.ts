// Options: the chain under /market-data/options and option trades under /api/trading/options.
import { z } from 'zod';
import { OPTIONS_REFUSED } from '../../../core/competitions/rules';
import {
  expirations,
  NO_OPTIONS_LISTED,
  NO_SUCH_EXPIRATION,
  OPTIONS_RATE,
  optionChain,
  underlyingOf,
} from '../../../core/options';
import { normalizeSymbol } from '../../../shared/api/market-data';
import {
  chainAnswer,
  chainParams,
  chainQuery,
  optionTradeAnswer,
  optionTradeBody,
} from '../../../shared/api/options';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { captureCompetitionId, refuseUnlessOpen, resolveAccount } from '../competitions/account';
import { marketPrices } from '../trading/prices';
import { createOptionsService } from './service';

const errorAnswer = z.object({ error: z.string() });

/** The option model's underlying of a symbol now, or a 404. */
export async function liveUnderlying(rawSymbol: string, now: Date) {
  const symbol = normalizeSymbol(rawSymbol);
  if (!symbol) throw httpError(400, 'Invalid symbol provided');
  // The trading module's prices: the chain and the fills see the same underlying price.
  const quote = await marketPrices().quote(symbol, now);
  const underlying = quote && underlyingOf(symbol, quote.price);
  if (!underlying) throw httpError(404, NO_OPTIONS_LISTED);
  return underlying;
}

export default async function optionsRoutes(app: App, deps: Deps): Promise<void> {
  captureCompetitionId(app);
  app.get(
    '/market-data/options/:symbol',
    {
      schema: {
        tags: ['market-data'],
        description:
          'The simulated option chain of a symbol for one expiration: 21 strikes centred on the money, 4 weekly and 3 monthly expirations, model prices (mid), bid/ask, implied volatility and Greeks (theta per day, vega and rho per point). 404 for a symbol without options; 400 for a malformed or unlisted expiration.',
        params: chainParams,
        querystring: chainQuery,
        response: { 200: chainAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const now = deps.clock();
      const underlying = await liveUnderlying(request.params.symbol, now);
      const { expiration } = request.query;
      if (expiration !== undefined && !expirations(now).includes(expiration))
        throw httpError(400, NO_SUCH_EXPIRATION);
      return optionChain(underlying, now, OPTIONS_RATE, expiration);
    },
  );

  const service = createOptionsService(deps);
  app.post(
    '/api/trading/options/trade',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['trading'],
        security: [{ bearer: [] }],
        description:
          'Buy or sell option contracts at the chain\'s ask (buys) or bid (sells), in the same locked transaction and ledger as stock orders. Premium × 100 × contracts plus $0.65 a contract. Selling closes a long position first ("Insufficient contracts to sell" beyond it); selling to open is allowed only as a covered call (100 shares per contract held back) or a cash-secured put (strike × 100 held back). Limit orders fill at once or are refused. Send an `Idempotency-Key` header: a repeated key returns the first answer and never executes twice; the same key with a different order is 422.',
        body: optionTradeBody,
        headers: z.object({ 'idempotency-key': z.string().min(1).max(100).optional() }),
        response: {
          200: optionTradeAnswer,
          400: errorAnswer,
          401: errorAnswer,
          404: errorAnswer,
          422: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      // With `competitionId`, in that game's portfolio, when its rules allow options (issue 21).
      const { id, game } = await resolveAccount(deps, request, request.user.id);
      if (game && !game.rules.options) throw httpError(400, OPTIONS_REFUSED);
      refuseUnlessOpen(deps, game);
      const answer = await service.trade(id, request.body, request.headers['idempotency-key']);
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  );
}
