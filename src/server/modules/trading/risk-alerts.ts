// The risk monitor's server side: the 30-second job (one instance at a time, src/server/jobs) that
// evaluates every account holding positions and stores its alerts, and GET /api/trading/risk-alerts.
// The rules and the raise/resolve logic are pure in src/core/trading/risk-monitor.ts.
import { and, desc, eq, gte, inArray, isNull, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { diffAlerts, evaluateRiskRules, MAX_RISK_ALERTS, settingsOf } from '../../../core/trading';
import { type RiskAlertDto, riskAlertsAnswer } from '../../../shared/api/risk-alerts';
import type { App } from '../../app';
import { positions, riskAlerts, trades } from '../../db/schema';
import type { Deps } from '../../deps';
import { createTradingService } from './service';
import { dayChangeSince } from './store';

export type RiskTickReport = { users: number; raised: number; resolved: number; errors: number };

/**
 * One run of the monitor over every account that holds positions, every account with an alert still
 * open (one that sold everything must see its alerts resolve, not stay active for ever), and every
 * account that traded in the day change's window (one that sold everything at a loss today has a
 * daily loss to report).
 */
export async function riskMonitorTick(deps: Deps): Promise<RiskTickReport> {
  const service = createTradingService(deps);
  const users = (
    await deps.db
      .selectDistinct({ userId: positions.userId })
      .from(positions)
      .union(
        deps.db
          .selectDistinct({ userId: riskAlerts.userId })
          .from(riskAlerts)
          .where(isNull(riskAlerts.resolvedAt)),
      )
      .union(
        deps.db
          .selectDistinct({ userId: trades.userId })
          .from(trades)
          .where(gte(trades.timestamp, dayChangeSince(deps.clock()))),
      )
  ).map((r) => r.userId);
  const report: RiskTickReport = { users: users.length, raised: 0, resolved: 0, errors: 0 };
  for (const userId of users) {
    try {
      const { ctx, ledger } = await service.readOnly(userId, { correlation: true });
      if (!ledger) continue;
      const findings = evaluateRiskRules(ledger, ctx, { accountType: settingsOf(ledger).accountType });
      const now = deps.clock();
      await deps.db.transaction(async (tx) => {
        const open = await tx
          .select({ id: riskAlerts.id, rule: riskAlerts.rule, subject: riskAlerts.subject })
          .from(riskAlerts)
          .where(and(eq(riskAlerts.userId, userId), isNull(riskAlerts.resolvedAt)));
        const { raise, resolve } = diffAlerts(open, findings);
        if (resolve.length > 0)
          await tx.update(riskAlerts).set({ resolvedAt: now }).where(inArray(riskAlerts.id, resolve));
        if (raise.length > 0)
          await tx
            .insert(riskAlerts)
            .values(raise.map((f) => ({ id: crypto.randomUUID(), userId, ...f, createdAt: now })));
        if (raise.length > 0) await keepNewest(tx, userId);
        report.raised += raise.length;
        report.resolved += resolve.length;
      });
    } catch (error) {
      report.errors++;
      deps.log.error({ err: error, userId }, 'risk monitor failed');
    }
  }
  return report;
}

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/** Deletes all but the newest 50 alerts of a user. */
async function keepNewest(tx: Tx, userId: string) {
  const kept = tx
    .select({ id: riskAlerts.id })
    .from(riskAlerts)
    .where(eq(riskAlerts.userId, userId))
    .orderBy(desc(riskAlerts.createdAt), desc(riskAlerts.id))
    .limit(MAX_RISK_ALERTS);
  await tx.delete(riskAlerts).where(and(eq(riskAlerts.userId, userId), notInArray(riskAlerts.id, kept)));
}

/** A user's alerts, newest first (at most 50 are kept). */
export async function listRiskAlerts(deps: Deps, userId: string): Promise<RiskAlertDto[]> {
  const rows = await deps.db
    .select()
    .from(riskAlerts)
    .where(eq(riskAlerts.userId, userId))
    .orderBy(desc(riskAlerts.createdAt), desc(riskAlerts.id))
    .limit(MAX_RISK_ALERTS);
  return rows.map((r) => ({
    id: r.id,
    rule: r.rule as RiskAlertDto['rule'],
    subject: r.subject,
    severity: r.severity as RiskAlertDto['severity'],
    value: r.value,
    limit: r.limit,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
  }));
}

/** GET /risk-alerts under the trading prefix. */
export function registerRiskAlertRoutes(
  app: App,
  deps: Deps,
  accountId: (request: FastifyRequest) => Promise<string>,
): void {
  app.get(
    '/risk-alerts',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['trading'],
        security: [{ bearer: [] }],
        description:
          'The risk monitor’s alerts (checked every 30 s): each with its rule, figures and time, newest first, at most 50.',
        response: { 200: riskAlertsAnswer },
      },
    },
    async (request) => ({ alerts: await listRiskAlerts(deps, await accountId(request)) }),
  );
}
