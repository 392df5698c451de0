// Options: the chain under /market-data/options and option trades under /api/trading/options.
import { z } from 'zod';
import { expirations, OPTIONS_RATE, optionChain, underlyingOf } from '../../../core/options';
import { normalizeSymbol } from '../../../shared/api/market-data';
import { chainAnswer, chainParams, chainQuery } from '../../../shared/api/options';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { marketPrices } from '../trading/prices';

const errorAnswer = z.object({ error: z.string() });

/** The option model's underlying of a symbol now, or a 404. */
export async function liveUnderlying(rawSymbol: string, now: Date) {
  const symbol = normalizeSymbol(rawSymbol);
  if (!symbol) throw httpError(400, 'Invalid symbol provided');
  // The trading module's prices: the chain and the fills see the same underlying price.
  const quote = await marketPrices().quote(symbol, now);
  const underlying = quote && underlyingOf(symbol, quote.price);
  if (!underlying) throw httpError(404, `No options are listed for ${symbol}`);
  return underlying;
}

export default async function optionsRoutes(app: App, deps: Deps): Promise<void> {
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
        throw httpError(400, `No options expire on ${expiration}. Pick one of the listed expirations`);
      return optionChain(underlying, now, OPTIONS_RATE, expiration);
    },
  );
}
