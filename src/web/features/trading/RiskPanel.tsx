import { decimals, usd } from './format';
import { MetricNote } from './MetricNote';
import { errorText, LoadError, Loading } from './Panel';
import { RiskAlerts } from './RiskAlerts';
import { useRiskProfile } from './useTrading';

const BREAKER: Record<string, string> = {
  dailyLoss: 'Daily loss',
  drawdown: 'Drawdown',
  volatility: 'Volatility',
  correlation: 'Correlated pairs',
};
/** Where the volatility and VaR figures come from, said under the volatility. */
const BASIS: Record<string, string> = {
  holdings: 'of your whole account today (cash counts as riskless), from how your holdings move together',
  history: 'of your daily account values',
  none: 'not known yet: needs two days of account values',
};
const SIZING: Record<string, string> = {
  FIXED_PERCENTAGE: 'Fixed percentage',
  KELLY: 'Half Kelly',
  VOLATILITY_ADJUSTED: 'Volatility-adjusted',
};

/** Risk score, one-day VaR, circuit breakers, the risk monitor's alerts and the largest position each sizing model allows. */
export function RiskPanel() {
  const q = useRiskProfile();
  if (q.isPending) return <Loading label="Loading risk profile" />;
  if (q.isError) return <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  const r = q.data;
  const levelTone =
    r.level === 'high' ? 'text-rose-400' : r.level === 'medium' ? 'text-amber-300' : 'text-emerald-400';
  return (
    <div className="space-y-3 text-sm">
      <div className="flex items-baseline gap-3">
        <span className={`text-3xl font-bold tabular-nums ${levelTone}`}>{Math.round(r.riskScore)}</span>
        <span className="text-slate-400">
          risk score / 100 · <span className={`capitalize ${levelTone}`}>{r.level}</span>
        </span>
      </div>
      <MetricNote metric="riskScore" />
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-slate-400">1-day VaR (95%)</dt>
          <dd className="tabular-nums">{r.volatilityBasis === 'none' ? '—' : usd(r.valueAtRisk95)}</dd>
          <dd>
            <MetricNote metric="var" />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">Volatility (annual)</dt>
          <dd className="tabular-nums">
            {r.volatilityBasis === 'none' ? '—' : `${r.volatility.toFixed(2)}%`}
          </dd>
          <dd className="text-xs text-slate-400">{BASIS[r.volatilityBasis]}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">Largest position</dt>
          <dd className="tabular-nums">{r.largestPositionPercent.toFixed(2)}%</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">Cash</dt>
          <dd className="tabular-nums">{decimals(r.cashPercent)}%</dd>
        </div>
      </dl>
      <div>
        <h3 className="mb-1 text-xs font-semibold text-slate-400 uppercase">Circuit breakers</h3>
        <MetricNote metric="circuitBreakers" className="mb-1" />
        <ul className="space-y-1">
          {r.breakers.map((b) => (
            <li key={b.name} className="flex justify-between">
              <span>{BREAKER[b.name] ?? b.name}</span>
              <span className={b.active ? 'font-semibold text-rose-400' : 'text-slate-400'}>
                {b.active ? 'ACTIVE' : 'ok'} · {b.value} / {b.limit}
              </span>
            </li>
          ))}
        </ul>
        {r.emergencyMode && (
          <p className="mt-1 text-amber-300">Emergency mode is on: advanced orders are paused.</p>
        )}
      </div>
      <RiskAlerts />
      <div>
        <h3 className="mb-1 text-xs font-semibold text-slate-400 uppercase">Largest new position by model</h3>
        <MetricNote metric="kelly" className="mb-1" />
        <ul className="space-y-1">
          {r.positionSizing.map((s) => (
            <li key={s.model} className="flex justify-between">
              <span>
                {SIZING[s.model] ?? s.model}
                {s.model === r.positionSizingModel && <span className="text-slate-400"> (in use)</span>}
              </span>
              <span className="tabular-nums">{usd(s.maxPositionValue)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
