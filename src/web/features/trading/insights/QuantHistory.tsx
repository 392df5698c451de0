import { useMutation } from '@tanstack/react-query';
import { countText } from '../../../../core/words';
import type { QuantRatingDto } from '../../../../shared/api/trading';
import { dateTimeText } from '../../../lib/dates';
import { Empty, errorText, LoadError, Loading } from '../Panel';
import { useBackend } from '../useTrading';
import { useQuantHistory } from './useInsights';

const W = 320;
const H = 120;

/** Score (−100…100) over time as a line, oldest on the left. */
function ScoreChart({ symbol, points }: { symbol: string; points: QuantRatingDto[] }) {
  const y = (score: number) => H / 2 - (Math.max(-100, Math.min(100, score)) / 100) * (H / 2 - 6);
  const x = (i: number) => (points.length === 1 ? W / 2 : 6 + (i / (points.length - 1)) * (W - 12));
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.score).toFixed(1)}`)
    .join(' ');
  const first = points[0]!;
  const last = points.at(-1)!;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-32 w-full"
      role="img"
      aria-label={`${symbol} quant score over ${countText(points.length, 'rating')}: from ${first.score.toFixed(0)} to ${last.score.toFixed(0)}`}
    >
      <line x1={0} x2={W} y1={H / 2} y2={H / 2} className="stroke-slate-700" strokeDasharray="4 4" />
      <path d={path} fill="none" className="stroke-sky-400" strokeWidth={2} />
      {points.map((p, i) => (
        <circle
          key={`${p.timestamp}-${i}`}
          cx={x(i)}
          cy={y(p.score)}
          r={3}
          className={
            p.rating === 'BUY' ? 'fill-emerald-400' : p.rating === 'SELL' ? 'fill-rose-400' : 'fill-slate-300'
          }
        />
      ))}
    </svg>
  );
}

/** The learner's past quant ratings of one symbol, as a chart and the latest few in words. */
export function QuantHistory({ symbol }: { symbol: string }) {
  const backend = useBackend();
  const q = useQuantHistory(symbol);
  const rate = useMutation({
    mutationFn: () => backend.quantRating(symbol),
    onSuccess: () => void q.refetch(),
  });
  if (q.isPending) return <Loading label={`Loading the rating history of ${symbol}`} />;
  if (q.isError) return <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  if (q.data === null)
    return (
      <Empty>
        Rating history is kept for signed-in accounts: sign up to follow how {symbol}'s rating moves.
      </Empty>
    );
  const points = [...q.data.history].reverse();
  return (
    <div className="space-y-3 text-sm">
      {points.length === 0 ? (
        <Empty>No ratings of {symbol} yet: rate it now and each new rating adds a point here.</Empty>
      ) : (
        <>
          <ScoreChart symbol={symbol} points={points} />
          <ol className="space-y-1" aria-label={`Latest ratings of ${symbol}`}>
            {q.data.history.slice(0, 3).map((r, i) => (
              <li key={`${r.timestamp}-${i}`} className="flex justify-between tabular-nums text-slate-300">
                <span>{dateTimeText(r.timestamp)}</span>
                <span>
                  {r.rating} · {r.score.toFixed(0)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <button
        type="button"
        disabled={rate.isPending}
        onClick={() => rate.mutate()}
        className="rounded-md border border-slate-600 px-3 py-1 hover:border-slate-400 disabled:opacity-60"
      >
        {rate.isPending ? `Rating ${symbol}…` : `Rate ${symbol} now`}
      </button>
      {rate.isError && (
        <p role="alert" className="text-rose-300">
          {errorText(rate.error)}
        </p>
      )}
    </div>
  );
}
