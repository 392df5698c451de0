// Read-only trading analytics: leaderboard consent, admin analytics, insights, risk, ML-style routes and quant
// ratings. Nothing here changes cash, positions or orders.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Context, Ledger } from '../../../core/trading';
import {
  currentAllocation,
  DEFAULT_WATCHLIST,
  detectStrategy,
  estimate,
  localQuantRating,
  maxPositionValue,
  meanVariance,
  performanceMetrics,
  placeOrder,
  portfolioInsights,
  portfolioValue,
  preTradeRisk,
  type QuantRating,
  type QuantTimeframe,
  quantRating,
  RECOMMENDATION_CANDIDATES,
  RISK_LIMITS,
  rankRecommendations,
  refusalMessage,
  riskMessage,
  riskProfile,
  SIZING_MODELS,
  sanitiseSymbol,
  toCents,
  toDollars,
  toPercent,
  tradingDay,
  validateOrder,
} from '../../../core/trading';
import { chosenNameError, leaderboardName } from '../../../core/trading/leaderboard-name';
import { modelEstimates } from '../../../core/trading/model-risk';
import { PRO_ANALYTICS_MESSAGE, type TradeBody } from '../../../shared/api/trading';
import { advancedOrders, orders, portfolios, quantRatings, trades, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { AccountCache, accountFingerprint, RISK_PROFILE_TTL_MS } from './account-cache';
import { metricInputs } from './locked-load';
import { marketPrices } from './prices';
import type { TradingService } from './service';
import { loadTrades } from './store';

const percent = toPercent;

export function createTradingAnalytics(deps: Deps, service: TradingService) {
  const { db } = deps;
  const riskCache = new AccountCache<Awaited<ReturnType<typeof computeProfile>>>(RISK_PROFILE_TTL_MS, () =>
    deps.clock().getTime(),
  );

  /** Shows the learner's chosen name on the leaderboard (consent), or goes back to the anonymous handle. */
  async function setLeaderboardConsent(userId: string, show: boolean, name: string | undefined) {
    const chosen = show ? name?.trim() : undefined;
    if (show && !chosen) throw httpError(400, 'Choose the name to show on the leaderboard');
    const problem = chosen ? chosenNameError(chosen) : undefined;
    if (problem) throw httpError(400, problem);
    await db
      .update(users)
      .set({ leaderboardName: chosen ?? null })
      .where(eq(users.id, userId));
    return { showOnLeaderboard: Boolean(chosen), leaderboardName: leaderboardName(userId, chosen) };
  }

  async function adminAnalytics() {
    const now = deps.clock();
    const dayStart = new Date(now.getTime() - 86_400_000);
    const count = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
    const n = sql<number>`count(*)::int`;
    const [usersN, portfoliosN, tradesN, todayN, pendingN, activeN, volume, top] = await Promise.all([
      count(db.select({ n }).from(users)),
      count(db.select({ n }).from(portfolios)),
      count(db.select({ n }).from(trades)),
      count(db.select({ n }).from(trades).where(gte(trades.timestamp, dayStart))),
      count(db.select({ n }).from(orders).where(eq(orders.status, 'PENDING'))),
      count(db.select({ n }).from(advancedOrders).where(eq(advancedOrders.status, 'ACTIVE'))),
      db.select({ v: sql<string>`coalesce(sum(${trades.totalValue}), 0)::text` }).from(trades),
      db
        .select({ symbol: trades.symbol, trades: n })
        .from(trades)
        .groupBy(trades.symbol)
        .orderBy(desc(n))
        .limit(10),
    ]);
    return {
      users: usersN,
      portfolios: portfoliosN,
      trades: tradesN,
      tradesToday: todayN,
      tradedValue: toDollars(Number(volume[0]?.v ?? 0)),
      pendingOrders: pendingN,
      activeAdvancedOrders: activeN,
      topSymbols: top,
    };
  }

  /** The user's ledger (created on first use) with prices, correlations and snapshots for analysis. */
  async function analysed(userId: string, extra: string[] = []) {
    const [ctx, ledger] = await Promise.all([
      service.inputs(userId, extra, { correlation: true }),
      service.portfolioLedger(userId),
    ]);
    return { ctx, ledger };
  }

  async function insights(userId: string) {
    const { ctx, ledger } = await analysed(userId);
    return portfolioInsights(ledger, ctx);
  }

  /** POST /risk-signal: what placing this order now would say, without placing it. */
  async function riskSignal(userId: string, body: TradeBody) {
    const valid = validateOrder(body);
    if (!valid.ok) return { allowed: false, warnings: [], errors: [refusalMessage(valid)], findings: [] };
    const { ctx, ledger } = await analysed(userId, [valid.order.symbol]);
    const quote = ctx.prices(valid.order.symbol);
    const dry = placeOrder(ledger, body, ctx);
    const price = valid.order.limitPrice ?? valid.order.stopPrice ?? (quote ? toCents(quote.price) : 0);
    const report = preTradeRisk(ledger, { ...valid.order, price, quote }, ctx);
    const findings = [...report.errors, ...report.warnings].map((f) => ({
      reason: f.reason,
      severity: f.severity,
      limit: f.limit,
      actual: f.actual,
      message: riskMessage(f),
    }));
    return {
      allowed: dry.ok,
      warnings: dry.ok ? dry.warnings.map((w) => w.message) : report.warnings.map(riskMessage),
      errors: dry.ok ? [] : [refusalMessage(dry.refusal)],
      findings,
    };
  }

  /** GET /risk-profile through the 60-second risk cache (spec §9) while the account stays as it was. */
  async function profile(userId: string) {
    // The ledger alone tells whether the cached profile still holds; prices are fetched only on a miss.
    const ledger = await service.portfolioLedger(userId);
    return riskCache.through(userId, accountFingerprint(ledger), async () =>
      computeProfile(userId, ledger, await service.inputs(userId, [], { correlation: true })),
    );
  }

  async function computeProfile(userId: string, ledger: Ledger, ctx: Context) {
    const p = riskProfile(ledger, ctx);
    const { closing } = await metricInputs(db, userId);
    const m = performanceMetrics({ ...ledger, trades: closing }, ctx.prices, tradingDay(ctx.now));
    const sizingInput = {
      portfolioValue: portfolioValue(ledger, ctx.prices),
      winRate: m.winRate,
      averageWin: m.averageWin,
      averageLoss: m.averageLoss,
      volatility: p.volatility > 0 ? p.volatility / 100 : 0.2,
    };
    return {
      positionSizing: SIZING_MODELS.map((model) => ({
        model,
        maxPositionValue: toDollars(maxPositionValue(model, sizingInput)),
      })),
      ...p,
      valueAtRisk95: toDollars(p.valueAtRisk95),
      breakers: p.breakers.map((b) => ({ ...b, value: Math.round(b.value * 100) / 100 })),
      limits: { ...RISK_LIMITS },
      positionSizingModel: 'FIXED_PERCENTAGE' as const,
    };
  }

  async function rate(symbol: string, timeframe: QuantTimeframe, now: Date): Promise<QuantRating> {
    const market = marketPrices();
    const quote = await market.quote(symbol, now).catch(() => undefined);
    if (!quote) return localQuantRating(symbol, undefined, undefined, now);
    try {
      const closes = await market.closes(symbol, now, 90);
      if (closes.length < 15) throw new Error('short history');
      return quantRating({
        symbol,
        price: quote.price,
        changePercent: quote.changePercent ?? 0,
        closes,
        volume: quote.volume,
        avgVolume: quote.avgVolume,
        pe: quote.pe,
        dividend: quote.dividend,
        beta: quote.beta,
        timeframe,
        now,
      });
    } catch {
      // Spec §8: a quant-rating failure builds the local rating.
      return localQuantRating(symbol, quote.price, quote.changePercent, now);
    }
  }

  async function recommendations(
    userId: string,
    body: { portfolio?: { positions?: { symbol: string }[] }; options?: { limit?: number } },
  ) {
    const now = deps.clock();
    const held = new Set((body.portfolio?.positions ?? []).map((p) => sanitiseSymbol(p.symbol)));
    for (const s of await service.heldSymbols(userId)) held.add(s);
    const { symbols: watch } = await service.getWatchlist(userId);
    const universe = [...new Set([...held, ...watch, ...RECOMMENDATION_CANDIDATES])].slice(0, 40);
    const ratings = await Promise.all(universe.map((s) => rate(s, '1M', now)));
    const recs = rankRecommendations(ratings, held, body.options?.limit ?? 5);
    return { recommendations: recs, model: 'quant-factor ranking over held, watched and liquid symbols' };
  }

  async function strategy(userId: string) {
    const list = await loadTrades(db, userId, 1000);
    return detectStrategy(list.reverse());
  }

  async function sampleEstimates(symbols: string[], now: Date) {
    const market = marketPrices();
    const closes: Record<string, number[]> = {};
    await Promise.all(
      symbols.map(async (s) => {
        const c = await market.closes(s, now, 252).catch(() => []);
        if (c.length >= 3) closes[s] = c;
      }),
    );
    return estimate(closes);
  }

  /** The symbols to allocate (holdings, or the watchlist with fewer than two), their μ/Σ and current weights. */
  async function allocation(userId: string) {
    const now = deps.clock();
    const { ctx, ledger } = await service.readOnly(userId);
    const held = ledger?.positions ?? [];
    const symbols = held.length >= 2 ? held.map((p) => p.symbol) : [...DEFAULT_WATCHLIST];
    // The market model's own μ and Σ when every symbol is in it; otherwise a year of daily closes.
    const est = modelEstimates(symbols) ?? (await sampleEstimates(symbols, now));
    const { weights: currentWeights, current } = currentAllocation(est, (s) => {
      const p = held.find((h) => h.symbol === s);
      const q = ctx.prices(s);
      return p && q ? p.shares * q.price : 0;
    });
    return { est, heldCount: held.length, currentWeights, current };
  }

  async function optimization(userId: string) {
    const { est, heldCount, currentWeights, current } = await allocation(userId);
    const best = meanVariance(est);
    const weights = est.symbols.map((symbol, i) => ({
      symbol,
      current: percent(currentWeights[i]!),
      optimal: percent(best.weights[i]!),
    }));
    const suggestions = weights
      .filter((w) => Math.abs(w.optimal - w.current) >= 5)
      .map(
        (w) =>
          `${w.optimal > w.current ? 'Increase' : 'Reduce'} ${w.symbol} from ${w.current.toFixed(1)}% to ${w.optimal.toFixed(1)}%`,
      );
    if (heldCount < 2)
      suggestions.unshift('You hold fewer than two stocks: this is an allocation of your watchlist.');
    return {
      method: 'mean-variance' as const,
      weights,
      expectedReturn: percent(best.expectedReturn),
      volatility: percent(best.volatility),
      sharpeRatio: Math.round(best.sharpeRatio * 100) / 100,
      suggestions,
      current,
    };
  }

  /** A free account's preview: its own current weights and figures, without the optimiser's answer. */
  async function lockedOptimization(userId: string) {
    const { est, currentWeights, current } = await allocation(userId);
    return {
      locked: true as const,
      pro: true as const,
      message: PRO_ANALYTICS_MESSAGE,
      method: 'mean-variance' as const,
      weights: est.symbols.map((symbol, i) => ({ symbol, current: percent(currentWeights[i]!) })),
      current,
    };
  }

  /** A free account's preview of strategy detection: the trade statistics, not the verdict. */
  async function lockedStrategy(userId: string) {
    const { stats } = await strategy(userId);
    return { locked: true as const, pro: true as const, message: PRO_ANALYTICS_MESSAGE, stats };
  }

  async function quant(
    userId: string,
    symbolInput: string | undefined,
    timeframe: QuantTimeframe,
    includeAi: boolean,
  ) {
    const symbol = sanitiseSymbol(symbolInput ?? '');
    if (!symbol) throw httpError(400, 'Symbol is required for quant rating');
    const now = deps.clock();
    const r = await rate(symbol, timeframe, now);
    const answer = {
      ...r,
      timeframe,
      ...(includeAi
        ? {
            aiAnalysis: `${r.recommendation}. Factors: technical ${r.factors.technical}, momentum ${r.factors.momentum}, sentiment ${r.factors.sentiment}, fundamental ${r.factors.fundamental}, risk ${r.factors.risk} (score ${r.score}, confidence ${r.confidence}%). This is a rules-based model for learning, not advice.`,
          }
        : {}),
    };
    await db
      .insert(quantRatings)
      .values({ userId, symbol, rating: answer as unknown as Record<string, unknown>, createdAt: now });
    return answer;
  }

  async function quantHistory(userId: string, symbolInput: string | undefined, limit: number) {
    const symbol = sanitiseSymbol(symbolInput ?? '');
    if (!symbol) throw httpError(400, 'Symbol is required for quant rating');
    const rows = await db
      .select()
      .from(quantRatings)
      .where(and(eq(quantRatings.userId, userId), eq(quantRatings.symbol, symbol)))
      .orderBy(desc(quantRatings.createdAt), desc(quantRatings.id))
      .limit(limit);
    return { symbol, history: rows.map((r) => r.rating as unknown as QuantRating & { timeframe?: string }) };
  }

  return {
    setLeaderboardConsent,
    adminAnalytics,
    insights,
    riskSignal,
    profile,
    recommendations,
    strategy,
    lockedStrategy,
    optimization,
    lockedOptimization,
    quant,
    quantHistory,
  };
}
