import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_TYPE_FIXED, ADVANCED_ORDERS_REFUSED, RESET_REFUSED } from '../../../core/competitions/rules';
import type { AdvancedRequest } from '../../../core/trading';
import { snapshotView } from '../../../core/trading';
import {
  adminAnalyticsAnswer,
  advancedOrderAnswer,
  advancedOrderBody,
  cancelAnswer,
  emergencyAnswer,
  emergencyBody,
  errorAnswer,
  insightsAnswer,
  leaderboardAnswer,
  leaderboardConsentAnswer,
  leaderboardConsentBody,
  leaderboardQuery,
  mlRecommendationsAnswer,
  mlRecommendationsBody,
  optimizationRouteAnswer,
  orderIdParams,
  ordersAnswer,
  portfolioAnswer,
  positionsAnswer,
  quantHistoryAnswer,
  quantHistoryQuery,
  quantRatingBody,
  quantRatingSchema,
  resetAnswer,
  riskProfileAnswer,
  riskSignalAnswer,
  snapshotsAnswer,
  strategyRouteAnswer,
  tradeAnswer,
  tradeBody,
  tradesAnswer,
  tradesQuery,
  tradingSettingsAnswer,
  tradingSettingsBody,
  watchlistAnswer,
  watchlistBody,
} from '../../../shared/api/trading';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { captureCompetitionId, refuseUnlessOpen, resolveAccount } from '../competitions/account';
import { createTradingAnalytics } from './analytics';
import { requestPlan } from './plan';
import { leaderboardPage } from './rankings';
import { registerRiskAlertRoutes } from './risk-alerts';
import { createTradingService, type TradeCore } from './service';
import { createTradingSettings } from './settings';

const secured = [{ bearer: [] }];
const tags = ['trading'];

export default async function tradingRoutes(app: App, deps: Deps): Promise<void> {
  const service = createTradingService(deps);
  const analytics = createTradingAnalytics(deps, service);
  const settings = createTradingSettings(deps);
  const auth = { preValidation: app.authenticate };
  // Every call below acts on the personal portfolio, or with `competitionId` on that game's (issue 21).
  captureCompetitionId(app);
  const account = (request: FastifyRequest) => resolveAccount(deps, request, request.user.id);
  const accountId = async (request: FastifyRequest) => (await account(request)).id;
  registerRiskAlertRoutes(app, deps, accountId);

  app.get(
    '/portfolio',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'The portfolio with live prices, positions, resting orders, advanced orders and performance metrics.',
        response: { 200: portfolioAnswer, 401: errorAnswer },
      },
    },
    async (request) => service.portfolio(await accountId(request)),
  );

  app.post(
    '/trade',
    {
      preValidation: app.signedToken,
      schema: {
        tags,
        security: secured,
        description:
          'Place an order (market, limit, stop, stop-limit; time in force day, gtc, ioc, fok). 400 answers carry the exact refusal ("Insufficient funds. Need $X, have $Y", …). Send an `Idempotency-Key` header (or `clientOrderId`): a repeated key returns the first answer and never executes twice; the same key with a different order is 422. Keys are remembered for 24 hours. A replay carries the current portfolio and metrics.',
        body: tradeBody,
        headers: z.object({ 'idempotency-key': z.string().min(1).max(100).optional() }),
        response: { 200: tradeAnswer, 400: errorAnswer, 401: errorAnswer, 422: errorAnswer },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'] ?? request.body.clientOrderId;
      // The session is checked under the portfolio lock (preValidation signedToken): signing out, a password
      // change or an administrator's disable refuses the very next order, without a statement of its own.
      const claims = request.tokenClaims!;
      const { id, game } = await resolveAccount(deps, request, claims.sub);
      refuseUnlessOpen(deps, game);
      const answer = await service.trade(id, request.body, key, claims, game?.rules);
      if (answer.status !== 200)
        return reply.code(answer.status as 400 | 422).send(answer.body as { error: string });
      return service.tradeAnswer(id, answer.body as TradeCore, answer.after);
    },
  );

  app.get(
    '/trades',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'Trade history, newest first (at most 1000 kept per page request).',
        querystring: tradesQuery,
        response: { 200: tradesAnswer },
      },
    },
    async (request) =>
      service.tradeHistory(await accountId(request), request.query.limit, request.query.offset),
  );

  app.get(
    '/positions',
    { ...auth, schema: { tags, security: secured, response: { 200: positionsAnswer } } },
    async (request) => service.positionList(await accountId(request)),
  );

  app.post(
    '/reset',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Back to $100,000 cash: positions, orders, trades, snapshots and the equity curve are deleted. The watchlist stays.',
        response: { 200: resetAnswer },
      },
    },
    async (request) => {
      if ((await account(request)).game) throw httpError(400, RESET_REFUSED);
      return service.reset(request.user.id);
    },
  );

  app.get(
    '/watchlist',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'Default AAPL, GOOGL, MSFT, AMZN, TSLA.',
        response: { 200: watchlistAnswer },
      },
    },
    async (request) => service.getWatchlist(request.user.id),
  );

  app.put(
    '/watchlist',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'Replace the watchlist (at most 100 symbols; duplicates dropped).',
        body: watchlistBody,
        response: { 200: watchlistAnswer, 400: errorAnswer },
      },
    },
    async (request) => service.putWatchlist(request.user.id, request.body.symbols),
  );

  app.get(
    '/settings',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          "The account's type (cash or margin) and fill realism (simple or realistic). An account not opened yet answers what it will open with.",
        response: { 200: tradingSettingsAnswer, 401: errorAnswer },
      },
    },
    async (request) => settings.get(await accountId(request)),
  );

  app.put(
    '/settings',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'Change the account type, the fill realism, or both; a field left out keeps its value.',
        body: tradingSettingsBody,
        response: { 200: tradingSettingsAnswer, 400: errorAnswer, 401: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      const { id, game } = await account(request);
      if (game && request.body.accountType !== undefined) throw httpError(400, ACCOUNT_TYPE_FIXED);
      return settings.put(id, request.body);
    },
  );

  app.get(
    '/leaderboard',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Users ranked over the period (against the snapshot at its start; overall against the starting cash) by `rank`: return (default), sharpe (annualised from daily equity, 5% risk-free rate, 252 days; only learners with five trading days or more) or excess (return minus the S&P 500 over the same days). Ties go to the larger portfolio value, then to whoever joined first. Read from the rankings the job keeps (at most a minute behind, `updatedAt`).',
        querystring: leaderboardQuery,
        response: { 200: leaderboardAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      const { period, rank, limit, offset } = request.query;
      return leaderboardPage(deps, request.user.id, period, rank, limit, offset);
    },
  );

  app.put(
    '/leaderboard/consent',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Consent to show a chosen name on the leaderboard (showOnLeaderboard true with a name), or withdraw it: without consent the leaderboard shows an anonymous handle such as "Trader 4F2A", never the account name.',
        body: leaderboardConsentBody,
        response: { 200: leaderboardConsentAnswer, 400: errorAnswer },
      },
    },
    async (request) =>
      analytics.setLeaderboardConsent(request.user.id, request.body.showOnLeaderboard, request.body.name),
  );

  app.get(
    '/admin/analytics',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        security: secured,
        description: 'Administrators only (403 otherwise).',
        response: { 200: adminAnalyticsAnswer, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async () => analytics.adminAnalytics(),
  );

  app.get(
    '/portfolio/insights',
    { ...auth, schema: { tags, security: secured, response: { 200: insightsAnswer } } },
    async (request) => analytics.insights(await accountId(request)),
  );

  app.post(
    '/risk-signal',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'What placing this order now would say (warnings, refusals, risk findings), without placing it.',
        body: tradeBody,
        response: { 200: riskSignalAnswer },
      },
    },
    async (request) => analytics.riskSignal(await accountId(request), request.body),
  );

  app.get(
    '/risk-profile',
    { ...auth, schema: { tags, security: secured, response: { 200: riskProfileAnswer } } },
    async (request) => analytics.profile(await accountId(request)),
  );

  app.post(
    '/ml/recommendations',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'Symbols ranked by the quant factor model: SELL/HOLD for holdings, BUY for others.',
        body: mlRecommendationsBody,
        response: { 200: mlRecommendationsAnswer },
      },
    },
    async (request) => analytics.recommendations(await accountId(request), request.body),
  );

  app.get(
    '/ml/strategy-detection',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Pro: the trading style detected from the trade history. Free accounts get a locked preview (`locked: true`, the trade statistics only).',
        response: { 200: strategyRouteAnswer },
      },
    },
    async (request) =>
      (await requestPlan(deps.db, request)) === 'pro'
        ? analytics.strategy(await accountId(request))
        : analytics.lockedStrategy(await accountId(request)),
  );

  app.get(
    '/ml/portfolio-optimization',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          "Pro: long-only mean-variance weights from a year of the market model's daily closes, with the current weights' figures beside them. Free accounts get a locked preview (`locked: true`, current weights and figures only).",
        response: { 200: optimizationRouteAnswer },
      },
    },
    async (request) =>
      (await requestPlan(deps.db, request)) === 'pro'
        ? analytics.optimization(await accountId(request))
        : analytics.lockedOptimization(await accountId(request)),
  );

  app.post(
    '/quant-rating',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        body: quantRatingBody,
        response: { 200: quantRatingSchema, 400: errorAnswer },
      },
    },
    async (request) =>
      analytics.quant(
        request.user.id,
        request.body.symbol,
        request.body.timeframe,
        request.body.includeAiAnalysis,
      ),
  );

  app.get(
    '/quant-rating/history',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        querystring: quantHistoryQuery,
        response: { 200: quantHistoryAnswer, 400: errorAnswer },
      },
    },
    async (request) => analytics.quantHistory(request.user.id, request.query.symbol, request.query.limit),
  );

  app.get(
    '/orders',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'Resting orders and advanced orders, newest first.',
        response: { 200: ordersAnswer },
      },
    },
    async (request) => service.listOrders(await accountId(request)),
  );

  app.delete(
    '/orders/:id',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Cancel a resting or advanced order: 404 "Order not found" for an id this account never had; 409 "This order is no longer open (filled)" (or cancelled, expired…) for one that ended.',
        params: orderIdParams,
        response: { 200: cancelAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => service.cancel(await accountId(request), request.params.id),
  );

  app.post(
    '/advanced-orders',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description:
          'Stop-loss, trailing stop (trailAmount or trailPercent 0–50), bracket entry (entryPrice, stopLossPrice, takeProfitPrice) or take-profit.',
        body: advancedOrderBody,
        response: { 200: advancedOrderAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      const { id, game } = await account(request);
      if (game && !game.rules.advancedOrders) throw httpError(400, ADVANCED_ORDERS_REFUSED);
      refuseUnlessOpen(deps, game);
      return service.placeAdvanced(id, request.body as AdvancedRequest);
    },
  );

  app.post(
    '/emergency-mode',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'On: cancels every active advanced order and stops tracking. Off: tracking resumes.',
        body: emergencyBody,
        response: { 200: emergencyAnswer },
      },
    },
    async (request) => service.emergency(await accountId(request), request.body.enabled),
  );

  app.get(
    '/snapshots',
    {
      ...auth,
      schema: {
        tags,
        security: secured,
        description: 'Daily snapshots, oldest first (last 90).',
        response: { 200: snapshotsAnswer },
      },
    },
    async (request) => ({
      snapshots: (await service.snapshotsOf(await accountId(request))).map(snapshotView),
    }),
  );
}
