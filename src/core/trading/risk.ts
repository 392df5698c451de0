// Pre-trade risk checks and circuit breakers (spec §4 Risk, §5 "Pre-trade risk checks", §9 limits).
// Pure functions returning structured findings; riskMessage is the one place that words them.
// Checks that limit exposure (size, concentration, order value, cash reserve, breakers) apply to buys:
// a sell only reduces risk, and blocking it would trap a user in a losing position.

import { optionsDayChange } from '../options/day-change';
import { longOptionsValue } from '../options/value';
import { RISK_LIMITS, TRADING_DAYS_PER_YEAR } from './constants';
import { sharesDayChange } from './day-change';
import { findPosition, portfolioValue, priceCents, tradesOnDay } from './ledger';
import { formatUsdGrouped } from './money';
import type { Context, Ledger, PriceQuote, Side } from './types';

export type BreakerName = 'dailyLoss' | 'drawdown' | 'volatility' | 'correlation';

export type RiskReason =
  | 'POSITION_SIZE'
  | 'TRADE_SIZE'
  | 'CONCENTRATION'
  | 'DAILY_TRADES'
  | 'ORDER_VALUE'
  | 'CORRELATION'
  | 'VOLUME'
  | 'DAILY_MOVE'
  | 'CASH_RESERVE'
  | 'CIRCUIT_BREAKER';

/** One failed check. Percentages are percent numbers; ORDER_VALUE limit/actual are cents. */
export type RiskFinding = {
  ok: false;
  reason: RiskReason;
  severity: 'error' | 'warning';
  limit: number;
  actual: number;
  symbol?: string;
  other?: string;
  breaker?: BreakerName;
};

export type Breaker = { name: BreakerName; active: boolean; value: number; limit: number };

const pct = (v: number) => `${v.toFixed(1)}%`;

const wording: Record<RiskReason, (f: RiskFinding) => string> = {
  POSITION_SIZE: (f) => `Position size ${pct(f.actual)} of portfolio exceeds the ${f.limit}% limit`,
  TRADE_SIZE: (f) => `Position size ${pct(f.actual)} of portfolio is above ${f.limit}%`,
  CONCENTRATION: (f) => `Concentration in ${f.symbol} would be ${pct(f.actual)}, above the ${f.limit}% limit`,
  DAILY_TRADES: (f) => `${f.actual} trades today reaches the daily limit of ${f.limit}`,
  ORDER_VALUE: (f) =>
    `Order value ${formatUsdGrouped(f.actual)} exceeds the ${formatUsdGrouped(f.limit)} limit`,
  CORRELATION: (f) => `${f.symbol} is highly correlated (${f.actual.toFixed(2)}) with ${f.other}`,
  VOLUME: (f) => `Order is ${pct(f.actual)} of daily volume (above ${f.limit * 100}%)`,
  DAILY_MOVE: (f) => `${f.symbol} has moved ${pct(f.actual)} today (above ${f.limit}%)`,
  CASH_RESERVE: (f) =>
    `Cash after this buy would be ${pct(f.actual)} of portfolio, below the ${f.limit}% reserve`,
  CIRCUIT_BREAKER: (f) => `Circuit breaker active: ${f.breaker} (${f.actual.toFixed(1)} over ${f.limit})`,
};

export function riskMessage(f: RiskFinding): string {
  return wording[f.reason](f);
}

function finding(
  reason: RiskReason,
  severity: 'error' | 'warning',
  limit: number,
  actual: number,
  extra: Partial<RiskFinding> = {},
): RiskFinding {
  return { ok: false, reason, severity, limit, actual, ...extra };
}

/**
 * The account's day change, cents: shares and options held now or traded today, against the quotes'
 * previous close (day-change.ts, options/day-change.ts). Held over: now less the previous close;
 * bought today: now less cost; sold today: proceeds less the previous close or the cost.
 */
export function dayChangeCents(state: Ledger, ctx: Pick<Context, 'prices'>): number {
  return (
    optionsDayChange(state.optionPositions, state.trades, ctx.prices) + sharesDayChange(state, ctx.prices)
  );
}

/** Sample standard deviation; 0 with fewer than 2 values. */
export function stdev(values: number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
}

/** Daily returns (fractions) between consecutive snapshots. */
export function snapshotReturns(state: Ledger): number[] {
  const out: number[] = [];
  for (let i = 1; i < state.snapshots.length; i++) {
    const prev = state.snapshots[i - 1]!.portfolioValue;
    if (prev > 0) out.push(state.snapshots[i]!.portfolioValue / prev - 1);
  }
  return out;
}

/** Count of held pairs whose correlation is above the limit. */
export function correlatedPairs(state: Ledger, ctx: Pick<Context, 'correlation'>): number {
  if (!ctx.correlation) return 0;
  let pairs = 0;
  const symbols = state.positions.map((p) => p.symbol);
  for (let i = 0; i < symbols.length; i++)
    for (let j = i + 1; j < symbols.length; j++) {
      const c = ctx.correlation(symbols[i]!, symbols[j]!);
      if (c !== undefined && c > RISK_LIMITS.correlation) pairs++;
    }
  return pairs;
}

/** The four circuit breakers of spec §4, each with its measured value and limit. */
export function circuitBreakers(state: Ledger, ctx: Pick<Context, 'prices' | 'correlation'>): Breaker[] {
  const value = portfolioValue(state, ctx.prices);
  const change = dayChangeCents(state, ctx);
  const dayStart = value - change;
  const dailyLoss = dayStart > 0 ? Math.max(0, (-change / dayStart) * 100) : 0;
  const peak = Math.max(state.peakValue, value);
  const drawdown = peak > 0 ? Math.max(0, ((peak - value) / peak) * 100) : 0;
  const returns = snapshotReturns(state);
  const volatility = returns.length >= 5 ? stdev(returns) * Math.sqrt(TRADING_DAYS_PER_YEAR) * 100 : 0;
  const pairs = correlatedPairs(state, ctx);
  return [
    {
      name: 'dailyLoss',
      value: dailyLoss,
      limit: RISK_LIMITS.dailyLoss,
      active: dailyLoss > RISK_LIMITS.dailyLoss,
    },
    {
      name: 'drawdown',
      value: drawdown,
      limit: RISK_LIMITS.drawdown,
      active: drawdown > RISK_LIMITS.drawdown,
    },
    {
      name: 'volatility',
      value: volatility,
      limit: RISK_LIMITS.volatilityBreaker,
      active: volatility > RISK_LIMITS.volatilityBreaker,
    },
    {
      name: 'correlation',
      value: pairs,
      limit: RISK_LIMITS.correlatedPairsBreaker,
      active: pairs > RISK_LIMITS.correlatedPairsBreaker,
    },
  ];
}

export type RiskInput = {
  side: Side;
  symbol: string;
  shares: number;
  /** The price the order is assessed at, cents. */
  price: number;
  quote?: PriceQuote;
};

export type RiskReport = { errors: RiskFinding[]; warnings: RiskFinding[] };

/** Every pre-trade check of spec §5 against the ledger as it is before the order. */
export function preTradeRisk(state: Ledger, order: RiskInput, ctx: Context): RiskReport {
  const out: RiskFinding[] = [];
  const tradesToday = tradesOnDay(state, ctx.now);
  if (tradesToday >= RISK_LIMITS.dailyTrades)
    out.push(finding('DAILY_TRADES', 'error', RISK_LIMITS.dailyTrades, tradesToday));

  if (order.side === 'buy') {
    const value = portfolioValue(state, ctx.prices);
    const orderValue = order.shares * order.price;
    const sizePct = value > 0 ? (orderValue / value) * 100 : 100;
    if (sizePct > RISK_LIMITS.positionSize)
      out.push(finding('POSITION_SIZE', 'error', RISK_LIMITS.positionSize, sizePct));
    else if (sizePct > RISK_LIMITS.tradeSize)
      out.push(finding('TRADE_SIZE', 'warning', RISK_LIMITS.tradeSize, sizePct));

    const held = findPosition(state, order.symbol);
    const sharesValue = held ? held.shares * (priceCents(state, ctx.prices, order.symbol) ?? order.price) : 0;
    // The long options held on the symbol count with its shares, for a share buy and an option buy
    // alike (decision 0030 and its addendum).
    const heldValue = sharesValue + longOptionsValue(state.optionPositions ?? [], order.symbol, ctx.prices);
    const concentration = value > 0 ? ((heldValue + orderValue) / value) * 100 : 100;
    if (concentration > RISK_LIMITS.concentration)
      out.push(
        finding('CONCENTRATION', 'error', RISK_LIMITS.concentration, concentration, { symbol: order.symbol }),
      );

    const limitCents = RISK_LIMITS.orderValue * 100;
    if (orderValue > limitCents) out.push(finding('ORDER_VALUE', 'error', limitCents, orderValue));

    const cashAfterPct = value > 0 ? ((state.cash - orderValue) / value) * 100 : 0;
    if (cashAfterPct < RISK_LIMITS.cashReserve)
      out.push(finding('CASH_RESERVE', 'warning', RISK_LIMITS.cashReserve, cashAfterPct));

    if (ctx.correlation) {
      for (const p of state.positions) {
        if (p.symbol === order.symbol) continue;
        const c = ctx.correlation(order.symbol, p.symbol);
        if (c !== undefined && c > RISK_LIMITS.correlation) {
          out.push(
            finding('CORRELATION', 'warning', RISK_LIMITS.correlation, c, {
              symbol: order.symbol,
              other: p.symbol,
            }),
          );
          break;
        }
      }
    }
    for (const b of circuitBreakers(state, ctx))
      if (b.active) out.push(finding('CIRCUIT_BREAKER', 'error', b.limit, b.value, { breaker: b.name }));
  }

  const volume = order.quote?.avgVolume ?? order.quote?.volume;
  if (volume !== undefined && volume > 0 && order.shares > volume * RISK_LIMITS.volumeShare)
    out.push(finding('VOLUME', 'warning', RISK_LIMITS.volumeShare, (order.shares / volume) * 100));
  const move = order.quote?.changePercent;
  if (move !== undefined && Math.abs(move) > RISK_LIMITS.dailyMove)
    out.push(
      finding('DAILY_MOVE', 'warning', RISK_LIMITS.dailyMove, Math.abs(move), { symbol: order.symbol }),
    );

  return {
    errors: out.filter((f) => f.severity === 'error'),
    warnings: out.filter((f) => f.severity === 'warning'),
  };
}

/** The limit that caps a buy's size: the cash, or one of spec §5's pre-trade risk checks. */
export type BuyCap = 'cash' | 'positionSize' | 'concentration' | 'orderValue';

/**
 * The most whole shares a buy at `price` cents a share can be without a funds refusal or a size
 * error of preTradeRisk (position size, concentration, order value), and which of them binds first
 * (the cash when it is as small as a risk limit). Money in cents; `heldValue` is the position in
 * the symbol now; `portfolioValue` cash plus positions. Other checks (breakers, daily trades) are
 * not about size and stay with the engine.
 */
export function largestBuy(input: {
  cash: number;
  portfolioValue: number;
  heldValue: number;
  price: number;
  commission?: number;
}): { shares: number; cap: BuyCap; cashShares: number } {
  const { price, portfolioValue: value, heldValue } = input;
  if (!(price > 0)) return { shares: 0, cap: 'cash', cashShares: 0 };
  // Each test is preTradeRisk's (or the funds check's) own comparison, so the answer matches it exactly.
  const fits: Record<BuyCap, (n: number) => boolean> = {
    cash: (n) => n * price + (input.commission ?? 0) <= input.cash,
    positionSize: (n) => value > 0 && ((n * price) / value) * 100 <= RISK_LIMITS.positionSize,
    concentration: (n) => value > 0 && ((heldValue + n * price) / value) * 100 <= RISK_LIMITS.concentration,
    orderValue: (n) => n * price <= RISK_LIMITS.orderValue * 100,
  };
  const budget: Record<BuyCap, number> = {
    cash: input.cash - (input.commission ?? 0),
    positionSize: (value * RISK_LIMITS.positionSize) / 100,
    concentration: (value * RISK_LIMITS.concentration) / 100 - heldValue,
    orderValue: RISK_LIMITS.orderValue * 100,
  };
  const most = (cap: BuyCap) => {
    if (budget[cap] === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
    if (!Number.isFinite(budget[cap])) return 0;
    let n = Math.max(0, Math.floor(budget[cap] / price) + 1);
    while (n > 0 && !fits[cap](n)) n--;
    return n;
  };
  const order: BuyCap[] = ['cash', 'positionSize', 'concentration', 'orderValue'];
  let best: { shares: number; cap: BuyCap } = { shares: most('cash'), cap: 'cash' };
  const cashShares = best.shares;
  for (const cap of order.slice(1)) {
    const n = most(cap);
    if (n < best.shares) best = { shares: n, cap };
  }
  return { ...best, cashShares };
}
