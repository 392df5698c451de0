import type { QuoteView } from '../../../shared/api/market-data';
import type { PositionDto } from '../../../shared/api/trading';
import { signedPct, signedUsd, tone, usd } from './format';
import { Empty } from './Panel';

export type LivePosition = PositionDto & { live: boolean };

/** Positions re-valued at the stream's latest price (the server's price until the first tick). */
export function livePositions(positions: PositionDto[], quotes: Record<string, QuoteView>): LivePosition[] {
  return positions.map((p) => {
    const q = quotes[p.symbol];
    if (!q) return { ...p, live: false };
    const marketValue = Math.round(p.shares * q.price * 100) / 100;
    const pnl = Math.round((marketValue - p.costBasis) * 100) / 100;
    const dayChange = Math.round(p.shares * (q.price - q.previousClose) * 100) / 100;
    return {
      ...p,
      currentPrice: q.price,
      marketValue,
      unrealizedPnL: pnl,
      // A short's basis is minus its proceeds: its percentage is of what it was sold for.
      unrealizedPnLPercent: p.costBasis !== 0 ? Math.round((pnl / Math.abs(p.costBasis)) * 10000) / 100 : 0,
      dayChange,
      dayChangePercent: q.changePercent,
      live: true,
    };
  });
}

/** A table on wide screens, one card per position on phones. */
export function PositionsTable({
  positions,
  onSelect,
}: {
  positions: LivePosition[];
  onSelect: (symbol: string) => void;
}) {
  if (positions.length === 0) return <Empty>No positions yet. Buy a stock with the order ticket.</Empty>;
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">Your positions</caption>
        <thead className="text-left text-xs text-slate-400 uppercase">
          <tr>
            <th scope="col" className="py-2">
              Symbol
            </th>
            <th scope="col" className="text-right">
              Shares
            </th>
            <th scope="col" className="text-right">
              Avg cost
            </th>
            <th scope="col" className="text-right">
              Price
            </th>
            <th scope="col" className="text-right">
              Value
            </th>
            <th scope="col" className="text-right">
              Day
            </th>
            <th scope="col" className="text-right">
              Unrealised P&amp;L
            </th>
          </tr>
        </thead>
        <tbody>
          {positions.map((p) => (
            <tr key={p.symbol} className="border-t border-slate-800" data-testid={`position-${p.symbol}`}>
              <th scope="row" className="py-2 text-left">
                <button
                  type="button"
                  className="font-semibold hover:underline"
                  onClick={() => onSelect(p.symbol)}
                >
                  {p.symbol}
                </button>
                {p.shares < 0 && <ShortBadge />}
                <span className="block text-xs font-normal text-slate-400">{p.name}</span>
              </th>
              <td className="text-right tabular-nums" data-testid="position-shares">
                {p.shares}
              </td>
              <td className="text-right tabular-nums">{usd(p.avgCost)}</td>
              <td className="text-right tabular-nums">
                {usd(p.currentPrice)}
                {p.live && <span className="sr-only"> (live)</span>}
              </td>
              <td className="text-right tabular-nums">{usd(p.marketValue)}</td>
              <td className={`text-right tabular-nums ${tone(p.dayChange)}`}>{signedUsd(p.dayChange)}</td>
              <td className={`text-right tabular-nums ${tone(p.unrealizedPnL)}`}>
                {signedUsd(p.unrealizedPnL)} ({signedPct(p.unrealizedPnLPercent)})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 md:hidden">
        {positions.map((p) => (
          <li
            key={p.symbol}
            className="rounded-xl border border-slate-800 p-3"
            data-testid={`position-card-${p.symbol}`}
          >
            <div className="flex items-baseline justify-between">
              <span>
                <button type="button" className="font-semibold" onClick={() => onSelect(p.symbol)}>
                  {p.symbol}
                </button>
                {p.shares < 0 && <ShortBadge />}
              </span>
              <span className="tabular-nums">{usd(p.marketValue)}</span>
            </div>
            <div className="mt-1 flex justify-between text-sm text-slate-400">
              <span>
                {p.shares} @ {usd(p.avgCost)} · now {usd(p.currentPrice)}
              </span>
              <span className={tone(p.unrealizedPnL)}>{signedUsd(p.unrealizedPnL)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A short position (margin accounts): negative shares, its P&L reversed. */
function ShortBadge() {
  return (
    <span
      className="ml-2 rounded bg-amber-400/15 px-1.5 py-0.5 text-xs font-semibold text-amber-300"
      title="A short position: you sold borrowed shares and gain when the price falls"
    >
      Short
    </span>
  );
}
