import { Lock } from 'lucide-react';
import { decimals } from '../format';
import { Empty, errorText, LoadError, Loading } from '../Panel';
import { ProLock } from './ProLock';
import { useOptimization } from './useInsights';

const pct = (x: number) => `${decimals(x, 1)}%`;

function Hidden() {
  return (
    <span className="inline-flex items-center gap-1 text-amber-300">
      <Lock aria-hidden className="h-3 w-3" /> Pro
    </span>
  );
}

function Bar({ value, tone }: { value: number; tone: string }) {
  return (
    <span className="block h-1.5 rounded bg-slate-800" aria-hidden>
      <span
        className={`block h-1.5 rounded ${tone}`}
        style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
      />
    </span>
  );
}

/** Current vs suggested weights (mean-variance), with the expected return and risk of each. */
export function Optimization() {
  const q = useOptimization();
  if (q.isPending) return <Loading label="Optimising your portfolio" />;
  if (q.isError) return <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  const a = q.data;
  const pro = 'locked' in a ? null : a;
  const nothingHeld = a.weights.every((w) => w.current === 0);
  return (
    <div className="space-y-3 text-sm">
      {nothingHeld && (
        <Empty>
          Buy at least two stocks to see your own weights: until then this allocates your watchlist.
        </Empty>
      )}
      <table className="w-full text-left">
        <caption className="sr-only">Current and suggested weights</caption>
        <thead className="text-xs text-slate-400">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Symbol
            </th>
            <th scope="col" className="w-2/5 py-1 font-medium">
              Current
            </th>
            <th scope="col" className="w-2/5 py-1 font-medium">
              Suggested
            </th>
          </tr>
        </thead>
        <tbody>
          {a.weights.map((w) => {
            const optimal = pro?.weights.find((x) => x.symbol === w.symbol)?.optimal;
            return (
              <tr key={w.symbol} className="border-t border-slate-800">
                <th scope="row" className="py-1.5 font-semibold">
                  {w.symbol}
                </th>
                <td className="py-1.5 pr-3 tabular-nums">
                  {pct(w.current)}
                  <Bar value={w.current} tone="bg-sky-500" />
                </td>
                <td className="py-1.5 tabular-nums">
                  {optimal === undefined ? (
                    <Hidden />
                  ) : (
                    <>
                      {pct(optimal)}
                      <Bar value={optimal} tone="bg-emerald-500" />
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table className="w-full text-left">
        <caption className="sr-only">Expected return and risk of the current and suggested weights</caption>
        <thead className="text-xs text-slate-400">
          <tr>
            <td />
            <th scope="col" className="py-1 pr-3 font-medium">
              Current
            </th>
            <th scope="col" className="py-1 font-medium">
              Suggested
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          <tr className="border-t border-slate-800">
            <th scope="row" className="py-1.5 pr-2 font-normal text-slate-300">
              Expected return (a year)
            </th>
            <td className="pr-3">{pct(a.current.expectedReturn)}</td>
            <td>{pro ? pct(pro.expectedReturn) : <Hidden />}</td>
          </tr>
          <tr className="border-t border-slate-800">
            <th scope="row" className="py-1.5 pr-2 font-normal text-slate-300">
              Risk (volatility)
            </th>
            <td className="pr-3">{pct(a.current.volatility)}</td>
            <td>{pro ? pct(pro.volatility) : <Hidden />}</td>
          </tr>
          <tr className="border-t border-slate-800">
            <th scope="row" className="py-1.5 pr-2 font-normal text-slate-300">
              Expected Sharpe ratio
            </th>
            <td className="pr-3">{decimals(a.current.sharpeRatio)}</td>
            <td>{pro ? decimals(pro.sharpeRatio) : <Hidden />}</td>
          </tr>
        </tbody>
      </table>
      {pro ? (
        pro.suggestions.length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-slate-300" aria-label="Suggestions">
            {pro.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        )
      ) : (
        <ProLock what="Portfolio optimisation" />
      )}
      <p className="text-xs text-slate-400">
        Long-only mean-variance weights from the market model's daily returns; past behaviour, not a forecast.
      </p>
    </div>
  );
}
