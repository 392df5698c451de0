import type { RiskAlertDto } from '../../../shared/api/risk-alerts';
import { shortDate } from './format';
import { Empty, errorText, LoadError, Loading } from './Panel';
import { useRiskAlerts } from './useRiskAlerts';

const RULE: Record<RiskAlertDto['rule'], string> = {
  CIRCUIT_BREAKER: 'Circuit breaker',
  CONCENTRATION: 'Concentration',
  DRAWDOWN: 'Drawdown',
  MARGIN: 'Margin',
};

const figure = (a: RiskAlertDto) =>
  a.rule === 'CIRCUIT_BREAKER' && a.subject === 'correlation'
    ? `${a.value} / ${a.limit}`
    : `${a.value}% / ${a.limit}%`;

/** The risk monitor's alerts (checked every 30 s), newest first. */
export function RiskAlerts() {
  const q = useRiskAlerts();
  return (
    <section aria-labelledby="risk-alerts-title">
      <h3 id="risk-alerts-title" className="mb-1 text-xs font-semibold text-slate-400 uppercase">
        Risk alerts
      </h3>
      {q.isPending ? (
        <Loading label="Loading risk alerts" />
      ) : q.isError ? (
        <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.alerts.length === 0 ? (
        <Empty>No alerts: the risk monitor checks your positions every 30 seconds.</Empty>
      ) : (
        <ul className="max-h-64 space-y-2 overflow-y-auto" aria-label="Risk alerts">
          {q.data.alerts.map((a) => (
            <li
              key={a.id}
              data-testid="risk-alert"
              className={`rounded-lg border p-2 ${a.resolvedAt === null ? (a.severity === 'critical' ? 'border-rose-700' : 'border-amber-700') : 'border-slate-800'}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">
                  {RULE[a.rule]} · {a.subject}
                </span>
                <span className={a.resolvedAt === null ? 'text-amber-300' : 'text-slate-400'}>
                  {a.resolvedAt === null ? 'active' : `ended ${shortDate(a.resolvedAt)}`}
                </span>
              </div>
              <p className="text-slate-300">{a.message}</p>
              <p className="text-xs text-slate-400 tabular-nums">
                {figure(a)} · {shortDate(a.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
