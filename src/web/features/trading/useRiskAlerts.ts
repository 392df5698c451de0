import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import type { RiskAlertDto } from '../../../shared/api/risk-alerts';
import { tradingKey, useBackend } from './useTrading';

/** Spec §9: the risk monitor runs every 30 s, so its alerts are read as often. */
export const RISK_ALERTS_MS = 30_000;

export function useRiskAlerts() {
  const backend = useBackend();
  return useQuery({
    queryKey: tradingKey(backend, 'risk-alerts'),
    queryFn: () => backend.riskAlerts(),
    refetchInterval: RISK_ALERTS_MS,
  });
}

const seenKey = (userId: string) => `thinkstreet.riskAlertsSeen.${userId}`;

/** The alerts raised after `mark` (an ISO time), oldest first; with no mark, the open ones. */
export function newAlerts(alerts: RiskAlertDto[], mark: string | null): RiskAlertDto[] {
  return alerts
    .filter((a) => (mark === null ? a.resolvedAt === null : a.createdAt > mark))
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
}

/**
 * A toast for every alert the learner has not seen yet. What was seen is remembered per user in this
 * browser (the newest alert's time), so a reload does not repeat a toast.
 */
export function useRiskAlertToasts() {
  const backend = useBackend();
  const q = useRiskAlerts();
  const alerts = q.data?.alerts;
  useEffect(() => {
    if (!alerts || alerts.length === 0) return;
    const key = seenKey(backend.userId);
    let mark: string | null = null;
    try {
      mark = localStorage.getItem(key);
    } catch {}
    for (const a of newAlerts(alerts, mark))
      toast(a.message, {
        id: `risk-${a.id}`,
        icon: '⚠️',
        duration: 8000,
        ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      });
    try {
      localStorage.setItem(key, alerts[0]!.createdAt);
    } catch {}
  }, [alerts, backend.userId]);
}
