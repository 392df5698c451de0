import { Empty, errorText, LoadError, Loading } from '../Panel';
import { SIGNALS_EXPLAINED, SignalBadge } from '../SignalBadge';
import { useRecommendations } from './useInsights';

/** Symbols ranked by the quant model, each with a way to open it in the order ticket. */
export function Recommendations({ onTrade }: { onTrade: (symbol: string) => void }) {
  const q = useRecommendations();
  if (q.isPending) return <Loading label="Ranking symbols for you" />;
  if (q.isError) return <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  const { recommendations, model } = q.data;
  if (recommendations.length === 0)
    return (
      <Empty>No strong signal today: nothing you hold looks like a sell and nothing new rates a buy.</Empty>
    );
  return (
    <div className="space-y-2 text-sm">
      <p className="text-xs text-slate-300" data-testid="signals-explained">
        {SIGNALS_EXPLAINED}
      </p>
      <ul className="space-y-2" aria-label="Recommendations">
        {recommendations.map((r) => (
          <li key={r.symbol} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-900 p-2">
            <SignalBadge rating={r.action} size="sm" />
            <span className="font-semibold">{r.symbol}</span>
            <span className="tabular-nums text-slate-400">
              score {r.score.toFixed(0)} · {r.confidence.toFixed(0)}% confidence
            </span>
            <button
              type="button"
              onClick={() => onTrade(r.symbol)}
              className="ml-auto rounded-md border border-slate-600 px-2 py-1 text-xs hover:border-slate-400"
            >
              Trade {r.symbol}
            </button>
            <p className="w-full text-slate-300">{r.reason}</p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-400">From {model}. A rules-based model for learning, not advice.</p>
    </div>
  );
}
