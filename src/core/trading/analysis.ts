// Portfolio insights, the risk profile and trading-style detection: plain functions of the ledger,
// prices and (for style) the trade log.
import { RISK_LIMITS, TRADING_DAYS_PER_YEAR } from './constants';
import { portfolioValue, priceCents } from './ledger';
import { modelEstimates } from './model-risk';
import { portfolioStats } from './optimize';
import { circuitBreakers, snapshotReturns, stdev } from './risk';
import type { Context, Ledger, PriceSource, Trade } from './types';

const pct = (num: number, den: number) => (den > 0 ? Math.round((num / den) * 10000) / 100 : 0);

export type Insight = {
  type: 'diversification' | 'concentration' | 'cash' | 'performance' | 'risk' | 'activity';
  severity: 'info' | 'warning' | 'positive';
  title: string;
  message: string;
};

function weights(state: Ledger, prices: PriceSource) {
  const total = portfolioValue(state, prices);
  const rows = state.positions.map((p) => {
    const value = p.shares * (priceCents(state, prices, p.symbol) ?? 0);
    return {
      symbol: p.symbol,
      value,
      weight: pct(value, total),
      sector: prices(p.symbol)?.sector ?? 'Unknown',
    };
  });
  return { total, rows };
}

export function portfolioInsights(state: Ledger, ctx: Pick<Context, 'prices' | 'now' | 'correlation'>) {
  const { total, rows } = weights(state, ctx.prices);
  const sectors = new Set(rows.map((r) => r.sector));
  const largest = rows.reduce((m, r) => (r.weight > m.weight ? r : m), {
    symbol: '',
    weight: 0,
    value: 0,
    sector: '',
  });
  const cashPercent = pct(state.cash, total);
  const allTime = pct(total - state.startingCash, state.startingCash);
  const out: Insight[] = [];
  if (rows.length === 0)
    out.push({
      type: 'diversification',
      severity: 'info',
      title: 'No positions yet',
      message: 'Your portfolio is all cash. Place a first small order to start learning how prices move.',
    });
  else if (rows.length < 3)
    out.push({
      type: 'diversification',
      severity: 'warning',
      title: 'Few holdings',
      message: `You hold ${rows.length} stock${rows.length === 1 ? '' : 's'}. Spreading across more companies and sectors lowers the risk of one bad surprise.`,
    });
  else if (sectors.size >= 4)
    out.push({
      type: 'diversification',
      severity: 'positive',
      title: 'Well spread',
      message: `Your holdings span ${sectors.size} sectors.`,
    });
  if (largest.weight > RISK_LIMITS.concentration)
    out.push({
      type: 'concentration',
      severity: 'warning',
      title: `${largest.symbol} dominates`,
      message: `${largest.symbol} is ${largest.weight.toFixed(1)}% of your portfolio, above the ${RISK_LIMITS.concentration}% concentration limit.`,
    });
  if (rows.length > 0 && cashPercent > 80)
    out.push({
      type: 'cash',
      severity: 'info',
      title: 'Mostly cash',
      message: `${cashPercent.toFixed(1)}% of your portfolio is cash.`,
    });
  if (rows.length > 0 && cashPercent < RISK_LIMITS.cashReserve)
    out.push({
      type: 'cash',
      severity: 'warning',
      title: 'Little cash left',
      message: `Only ${cashPercent.toFixed(1)}% is cash, below the ${RISK_LIMITS.cashReserve}% reserve.`,
    });
  if (allTime > 0)
    out.push({
      type: 'performance',
      severity: 'positive',
      title: 'In profit',
      message: `You are up ${allTime.toFixed(2)}% since you started.`,
    });
  else if (allTime < -5)
    out.push({
      type: 'performance',
      severity: 'warning',
      title: 'Drawdown',
      message: `You are down ${Math.abs(allTime).toFixed(2)}% since you started. Review what went wrong before adding risk.`,
    });
  for (const b of circuitBreakers(state, ctx))
    if (b.active)
      out.push({
        type: 'risk',
        severity: 'warning',
        title: `Circuit breaker: ${b.name}`,
        message: `${b.name} is ${b.value.toFixed(1)} against a limit of ${b.limit}; new buys are blocked.`,
      });
  return {
    insights: out,
    summary: {
      positions: rows.length,
      sectors: sectors.size,
      largestPositionPercent: largest.weight,
      cashPercent,
    },
  };
}

/**
 * Annual volatility (a fraction) of today's holdings, √(wᵀΣw) with the market model's covariances and
 * cash as the riskless rest: it looks forward, so an account that bought its first shares today has a
 * figure, where its own daily values need weeks. Undefined when a holding is outside the model.
 */
export function holdingsVolatility(rows: { symbol: string; value: number }[], total: number) {
  if (rows.length === 0 || total <= 0) return 0;
  const e = modelEstimates(rows.map((r) => r.symbol));
  if (!e) return undefined;
  return portfolioStats(
    rows.map((r) => r.value / total),
    e,
  ).volatility;
}

/** Annual volatility of the account's daily values (a fraction); undefined with fewer than 2 returns. */
function historyVolatility(state: Ledger) {
  const returns = snapshotReturns(state);
  return returns.length < 2 ? undefined : stdev(returns) * Math.sqrt(TRADING_DAYS_PER_YEAR);
}

/**
 * 0–100 risk score, VaR and breakers (spec §4 Risk, §9 limits). Volatility and VaR come from the
 * holdings when the market model covers them (basis `holdings`), else from the account's daily values
 * (`history`); `none` when neither is known yet, and then both read 0.
 */
export function riskProfile(state: Ledger, ctx: Pick<Context, 'prices' | 'now' | 'correlation'>) {
  const { total, rows } = weights(state, ctx.prices);
  const modelled = holdingsVolatility(rows, total);
  const measured = modelled === undefined ? historyVolatility(state) : undefined;
  const annual = modelled ?? measured ?? 0;
  const volatilityBasis = (
    modelled !== undefined ? 'holdings' : measured !== undefined ? 'history' : 'none'
  ) as 'holdings' | 'history' | 'none';
  const volatility = annual * 100;
  const dailySd = annual / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const largest = rows.reduce((m, r) => Math.max(m, r.weight), 0);
  const breakers = circuitBreakers(state, ctx);
  const drawdown = breakers.find((b) => b.name === 'drawdown')?.value ?? 0;
  const invested = 100 - pct(state.cash, total);
  const score = Math.min(
    100,
    Math.min(30, (largest / RISK_LIMITS.concentration) * 30) +
      Math.min(30, (volatility / RISK_LIMITS.volatilityBreaker) * 30) +
      Math.min(20, (drawdown / RISK_LIMITS.drawdown) * 20) +
      (rows.length > 0 && rows.length < 5 && invested > 50 ? 10 : 0) +
      breakers.filter((b) => b.active).length * 10,
  );
  const riskScore = Math.round(score * 100) / 100;
  return {
    riskScore,
    level: (riskScore > RISK_LIMITS.highRiskScore ? 'high' : riskScore > 40 ? 'medium' : 'low') as
      | 'low'
      | 'medium'
      | 'high',
    volatility: Math.round(volatility * 100) / 100,
    volatilityBasis,
    /** One-day parametric VaR at 95%, cents. */
    valueAtRisk95: Math.round(1.645 * dailySd * total),
    largestPositionPercent: largest,
    cashPercent: pct(state.cash, total),
    breakers,
    circuitBreakersActive: breakers.some((b) => b.active),
    emergencyMode: state.emergencyMode,
  };
}

export type Strategy = 'none' | 'buy-and-hold' | 'day-trading' | 'swing-trading' | 'diversified';

/**
 * How long the shares each sell closed were held: every sell is matched against the open buy lots
 * of its symbol, first in first out, so a partial sell keeps the clock of the shares still held.
 * One entry per (sell, lot) piece with its share count and days held. Sells of shares not bought
 * in the log (a short) close nothing.
 */
export function holdingPeriods(tradesOldestFirst: Trade[]): { shares: number; days: number }[] {
  const lots = new Map<string, { shares: number; time: number }[]>();
  const out: { shares: number; days: number }[] = [];
  for (const t of tradesOldestFirst) {
    const time = Date.parse(t.timestamp);
    const open = lots.get(t.symbol) ?? [];
    if (t.type === 'BUY') {
      open.push({ shares: t.shares, time });
      lots.set(t.symbol, open);
    } else if (t.type === 'SELL') {
      let left = t.shares;
      while (left > 0 && open.length > 0) {
        const lot = open[0]!;
        const take = Math.min(left, lot.shares);
        out.push({ shares: take, days: (time - lot.time) / 86_400_000 });
        lot.shares -= take;
        left -= take;
        if (lot.shares === 0) open.shift();
      }
    }
  }
  return out;
}

/** Trading style from the trade log (oldest first): holding time, frequency and breadth. */
export function detectStrategy(tradesOldestFirst: Trade[]) {
  const stats = { trades: tradesOldestFirst.length, averageHoldingDays: 0, symbols: 0, tradesPerDay: 0 };
  if (tradesOldestFirst.length === 0)
    return { strategy: 'none' as Strategy, confidence: 0, signals: ['No trades yet'], stats };
  const holds = holdingPeriods(tradesOldestFirst);
  const days = new Set(tradesOldestFirst.map((t) => t.timestamp.slice(0, 10))).size;
  stats.symbols = new Set(tradesOldestFirst.map((t) => t.symbol)).size;
  stats.tradesPerDay = Math.round((tradesOldestFirst.length / Math.max(1, days)) * 100) / 100;
  const heldShares = holds.reduce((a, h) => a + h.shares, 0);
  stats.averageHoldingDays =
    heldShares > 0
      ? Math.round((holds.reduce((a, h) => a + h.shares * h.days, 0) / heldShares) * 100) / 100
      : 0;
  const signals: string[] = [];
  let strategy: Strategy;
  if (holds.length > 0 && (stats.averageHoldingDays < 1 || stats.tradesPerDay > 5)) {
    strategy = 'day-trading';
    signals.push(
      `Positions are held ${stats.averageHoldingDays} days on average`,
      `${stats.tradesPerDay} trades per active day`,
    );
  } else if (holds.length > 0 && stats.averageHoldingDays <= 20) {
    strategy = 'swing-trading';
    signals.push(`Positions are held ${stats.averageHoldingDays} days on average`);
  } else if (stats.symbols >= 8) {
    strategy = 'diversified';
    signals.push(`${stats.symbols} different symbols traded`);
  } else {
    strategy = 'buy-and-hold';
    signals.push(
      holds.length === 0
        ? 'Nothing sold yet'
        : `Positions are held ${stats.averageHoldingDays} days on average`,
    );
  }
  const confidence = Math.min(95, 30 + tradesOldestFirst.length * 5);
  return { strategy, confidence, signals, stats };
}
