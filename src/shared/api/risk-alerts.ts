import { z } from 'zod';

// GET /api/trading/risk-alerts: the risk monitor's alerts (spec §9), newest first, at most 50.

export const riskAlertSchema = z.object({
  id: z.string(),
  rule: z.enum(['CIRCUIT_BREAKER', 'CONCENTRATION', 'DRAWDOWN', 'MARGIN']),
  subject: z.string().describe('What the rule is about: a symbol, a breaker name or "portfolio"'),
  severity: z.enum(['warning', 'critical']),
  value: z.number().describe('The measured figure: percent, or a count of correlated pairs'),
  limit: z.number().describe('The limit it went beyond'),
  message: z.string(),
  createdAt: z.string().describe('When the rule started to hold'),
  resolvedAt: z.string().nullable().describe('When it stopped holding; null while it still holds'),
});
export type RiskAlertDto = z.infer<typeof riskAlertSchema>;

export const riskAlertsAnswer = z.object({ alerts: z.array(riskAlertSchema) });
export type RiskAlertsAnswer = z.infer<typeof riskAlertsAnswer>;
