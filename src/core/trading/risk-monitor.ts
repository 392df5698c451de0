// The risk monitor (spec §4 Risk, §9 "Risk checks run every 30 s. Risk alerts are capped at 50"):
// the rules it evaluates on an account that holds positions, and how a run's findings turn into
// alerts. An alert is raised when a rule starts to hold and resolved when it stops, so a breach that
// lasts an hour is one alert, not 120. Pure: the job in src/server/modules/trading/risk-alerts.ts
// loads, evaluates and stores.
import { RISK_LIMITS } from './constants';
import { portfolioValue, priceCents } from './ledger';
import { longValue, MARGIN_RULES, shortLiability, underMaintenance } from './margin';
import { circuitBreakers } from './risk';
import type { Context, Ledger } from './types';

export const MAX_RISK_ALERTS = 50;

export const RISK_RULES = ['CIRCUIT_BREAKER', 'CONCENTRATION', 'DRAWDOWN', 'MARGIN'] as const;
export type RiskRule = (typeof RISK_RULES)[number];

/** One rule that holds now. `subject` tells apart findings of one rule (a symbol, a breaker name). */
export type RiskAlertFinding = {
  rule: RiskRule;
  subject: string;
  severity: 'warning' | 'critical';
  /** The measured figure and its limit (percent, or a count for correlated pairs). */
  value: number;
  limit: number;
  message: string;
};

/** The account facts the rules need beyond the ledger. */
export type RiskAccount = { accountType: 'cash' | 'margin' };

const pct = (v: number) => `${v.toFixed(1)}%`;
const round2 = (v: number) => Math.round(v * 100) / 100;

const BREAKER_LABEL: Record<string, string> = {
  dailyLoss: 'daily loss',
  volatility: 'volatility',
  correlation: 'correlated pairs',
};

/** The spec's circuit breakers except drawdown (its own rule below): dailyLoss, volatility, correlation. */
export function circuitBreakerRule(
  state: Ledger,
  ctx: Pick<Context, 'prices' | 'correlation'>,
): RiskAlertFinding[] {
  return circuitBreakers(state, ctx)
    .filter((b) => b.active && b.name !== 'drawdown')
    .map((b) => ({
      rule: 'CIRCUIT_BREAKER' as const,
      subject: b.name,
      severity: 'critical' as const,
      value: round2(b.value),
      limit: b.limit,
      message:
        b.name === 'correlation'
          ? `Circuit breaker: ${b.value} correlated pairs, above ${b.limit}. New buys are blocked.`
          : `Circuit breaker: ${BREAKER_LABEL[b.name]} ${pct(b.value)}, above ${b.limit}%. New buys are blocked.`,
    }));
}

/** Drawdown from the portfolio's peak value above the 15% limit. */
export function drawdownRule(
  state: Ledger,
  ctx: Pick<Context, 'prices' | 'correlation'>,
): RiskAlertFinding[] {
  const b = circuitBreakers(state, ctx).find((x) => x.name === 'drawdown');
  if (!b?.active) return [];
  return [
    {
      rule: 'DRAWDOWN',
      subject: 'portfolio',
      severity: 'critical',
      value: round2(b.value),
      limit: b.limit,
      message: `Drawdown: the portfolio is ${pct(b.value)} below its peak, beyond the ${b.limit}% limit.`,
    },
  ];
}

/** Each holding worth more than 25% of the portfolio. */
export function concentrationRule(state: Ledger, ctx: Pick<Context, 'prices'>): RiskAlertFinding[] {
  const total = portfolioValue(state, ctx.prices);
  if (!(total > 0)) return [];
  const out: RiskAlertFinding[] = [];
  for (const p of state.positions) {
    const price = priceCents(state, ctx.prices, p.symbol);
    if (price === undefined) continue;
    const share = (Math.abs(p.shares) * price * 100) / total;
    if (share > RISK_LIMITS.concentration)
      out.push({
        rule: 'CONCENTRATION',
        subject: p.symbol,
        severity: 'warning',
        value: round2(share),
        limit: RISK_LIMITS.concentration,
        message: `Concentration: ${p.symbol} is ${pct(share)} of the portfolio, above the ${RISK_LIMITS.concentration}% limit.`,
      });
  }
  return out;
}

/**
 * A margin account whose equity has fallen under the maintenance requirement (30% of its shorts,
 * FINRA Rule 4210; decision 0022): the margin job opens the call and buys the shorts in after its
 * deadline, this alert tells the learner. A cash account has no margin to watch.
 */
export function marginRule(
  state: Ledger,
  ctx: Pick<Context, 'prices'>,
  account: RiskAccount,
): RiskAlertFinding[] {
  if (account.accountType === 'cash' || !underMaintenance(state, ctx.prices)) return [];
  const shorts = shortLiability(state, ctx.prices);
  const equity = state.cash + longValue(state, ctx.prices) - shorts;
  const share = (equity * 100) / shorts;
  const limit = MARGIN_RULES.maintenance * 100;
  return [
    {
      rule: 'MARGIN',
      subject: 'maintenance',
      severity: 'critical',
      value: round2(share),
      limit,
      message: `Margin call: equity is ${pct(share)} of your short positions, under the ${limit}% maintenance requirement. Add cash or buy to cover before the deadline, or the shorts are bought back at market.`,
    },
  ];
}

/**
 * Every rule on one account. An account without positions has only its breakers to watch: they still
 * block its buys (shares sold today at a loss leave a daily loss); concentration and margin measure
 * holdings.
 */
export function evaluateRiskRules(
  state: Ledger,
  ctx: Pick<Context, 'prices' | 'correlation'>,
  account: RiskAccount = { accountType: 'cash' },
): RiskAlertFinding[] {
  if (state.positions.length === 0) return [...circuitBreakerRule(state, ctx), ...drawdownRule(state, ctx)];
  return [
    ...circuitBreakerRule(state, ctx),
    ...drawdownRule(state, ctx),
    ...concentrationRule(state, ctx),
    ...marginRule(state, ctx, account),
  ];
}

/** An alert still open (its rule held at the last run). */
export type OpenAlert = { id: string; rule: string; subject: string };

const keyOf = (a: { rule: string; subject: string }) => `${a.rule}/${a.subject}`;

/** What a run changes: findings without an open alert are raised; open alerts without a finding resolve. */
export function diffAlerts(
  open: OpenAlert[],
  findings: RiskAlertFinding[],
): { raise: RiskAlertFinding[]; resolve: string[] } {
  const now = new Set(findings.map(keyOf));
  const already = new Set(open.map(keyOf));
  const seen = new Set<string>();
  const raise = findings.filter((f) => {
    const k = keyOf(f);
    if (already.has(k) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return { raise, resolve: open.filter((a) => !now.has(keyOf(a))).map((a) => a.id) };
}

/** The alerts kept: the newest `cap` by time (ties by id, so the choice is stable). */
export function newestAlerts<T extends { id: string; createdAt: string }>(
  alerts: T[],
  cap = MAX_RISK_ALERTS,
): T[] {
  return [...alerts]
    .sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
    )
    .slice(0, cap);
}

/** A stored alert: a finding with its id, the time it was raised and, once it stopped, resolved. */
export type StoredRiskAlert = RiskAlertFinding & { id: string; createdAt: string; resolvedAt: string | null };

/**
 * One monitor run over alerts kept in one list (the browser's ledger for guests; the server keeps them
 * in a table and does the same steps in SQL): open alerts whose rule no longer holds resolve, new
 * findings are raised, and only the newest 50 are kept, newest first.
 */
export function applyRiskRun(
  alerts: StoredRiskAlert[],
  findings: RiskAlertFinding[],
  now: Date,
  newId: () => string,
): StoredRiskAlert[] {
  const open = alerts.filter((a) => a.resolvedAt === null);
  const { raise, resolve } = diffAlerts(open, findings);
  const at = now.toISOString();
  const gone = new Set(resolve);
  const kept = alerts.map((a) => (gone.has(a.id) ? { ...a, resolvedAt: at } : a));
  const raised = raise.map((f) => ({ ...f, id: newId(), createdAt: at, resolvedAt: null }));
  return newestAlerts([...raised, ...kept]);
}
