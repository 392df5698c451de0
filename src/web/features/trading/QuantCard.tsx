import { useQuery } from '@tanstack/react-query';
import { usd } from './format';
import { MetricNote } from './MetricNote';
import { errorText, LoadError, Loading } from './Panel';
import { SignalBadge, signalMeaning } from './SignalBadge';
import { tradingKey, useBackend } from './useTrading';

const FACTORS = ['technical', 'momentum', 'sentiment', 'fundamental', 'risk'] as const;

/** The quant rating of the selected symbol: BUY/HOLD/SELL, score, the five factors, target and stop. */
export function QuantCard({ symbol }: { symbol: string }) {
  const backend = useBackend();
  const q = useQuery({
    queryKey: tradingKey(backend, 'quant', symbol),
    queryFn: () => backend.quantRating(symbol),
    enabled: Boolean(symbol),
    staleTime: 5 * 60_000,
  });
  if (q.isPending) return <Loading label={`Rating ${symbol}`} />;
  if (q.isError) return <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  const r = q.data;
  return (
    <div className="space-y-3 text-sm">
      <div className="flex items-center gap-3">
        <SignalBadge rating={r.rating} />
        <span className="tabular-nums">
          score {r.score.toFixed(0)} · confidence {r.confidence.toFixed(0)}%
        </span>
      </div>
      <p className="text-slate-300">{r.recommendation}</p>
      <p className="text-xs text-slate-300" data-testid="signal-meaning">
        {signalMeaning(r.rating)}
      </p>
      <MetricNote metric="quantRating" />
      <ul className="space-y-1" aria-label="Factors">
        {FACTORS.map((f) => {
          const v = r.factors[f];
          return (
            <li key={f} className="flex items-center gap-2">
              <span className="w-24 capitalize text-slate-400">{f}</span>
              <span className="relative h-2 flex-1 rounded bg-slate-800" aria-hidden>
                <span
                  className={`absolute top-0 h-2 rounded ${v >= 0 ? 'left-1/2 bg-emerald-500' : 'right-1/2 bg-rose-500'}`}
                  style={{ width: `${Math.min(50, Math.abs(v) / 2)}%` }}
                />
              </span>
              <span className="w-10 text-right tabular-nums">{v.toFixed(0)}</span>
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between text-slate-400">
        <span>Target {usd(r.targetPrice)}</span>
        <span>Stop {usd(r.stopLoss)}</span>
        <span>{r.model === 'local' ? 'Local formula' : 'Factor model'}</span>
      </p>
    </div>
  );
}
