// Guests' risk monitor (issue 18 point 5, spec §9 "Risk alerts are capped at 50"): the server's rules
// (evaluateRiskRules) run on the guest's own ledger in the browser each time the alerts are read (the
// risk panel reads them every 30 s, as the server's job runs), and the same raise/resolve/cap step
// (applyRiskRun) keeps at most 50 alerts, newest first, under one localStorage key per user.
import { z } from 'zod';
import { applyRiskRun, evaluateRiskRules, type StoredRiskAlert, settingsOf } from '../../core/trading';
import { type RiskAlertsAnswer, riskAlertSchema } from '../../shared/api/risk-alerts';
import type { LocalTrading } from './local-trading';
import { readJson, userKey, writeJson } from './storage';

const stored = z.array(riskAlertSchema);

const alertsKey = (userId: string) => userKey(userId, 'risk-alerts');

/** The alerts kept on this device; anything unreadable counts as none. */
export function readLocalAlerts(userId: string): StoredRiskAlert[] {
  const parsed = stored.safeParse(readJson(alertsKey(userId)));
  return parsed.success ? parsed.data : [];
}

/** One monitor run on the local ledger, then the alerts as GET /api/trading/risk-alerts answers them. */
export function localRiskAlerts(
  local: Pick<LocalTrading, 'userId' | 'analysed'>,
  newId: () => string = () => crypto.randomUUID(),
): RiskAlertsAnswer {
  const { ledger, ctx } = local.analysed();
  const findings = evaluateRiskRules(ledger, ctx, { accountType: settingsOf(ledger).accountType });
  const before = readLocalAlerts(local.userId);
  const alerts = applyRiskRun(before, findings, ctx.now, newId);
  // A full device keeps the answer for this read; the next read tries again.
  if (JSON.stringify(alerts) !== JSON.stringify(before)) writeJson(alertsKey(local.userId), alerts);
  return { alerts };
}
