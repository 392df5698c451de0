import { Fragment, lazy, useState } from 'react';
import type { QuoteView } from '../../../shared/api/market-data';
import type { PositionDto } from '../../../shared/api/trading';
import { DisclosureButton } from './DisclosureButton';
import { signedPct, signedUsd, tone, usd } from './format';
import { Empty, LazyPanel } from './Panel';

// The details (dividends and splits) load when a learner first opens them.
const PositionDetails = lazy(() => import('./PositionDetails').then((m) => ({ default: m.PositionDetails })));

export type LivePosition = PositionDto & { live: boolean };

/** Positions re-valued at the stream's latest price (the server's price until the first tick). */
export function livePositions(positions: PositionDto[], quotes: Record<string, QuoteView>): LivePosition[] {
  return positions.map((p) => {
    const q = quotes[p.symbol];
    if (!q) return { ...p, live: false };
    const marketValue = Math.round(p.shares * q.price * 100) / 100;
    const pnl = Math.round((marketValue - p.costBasis) * 100) / 100;
    // The day's change moves one share's worth per dollar of price: from the server's figure (which
    // counts today's buys from their own price, not yesterday's close) by the move since it was made.
    const dayChange = Math.round((p.dayChange + p.shares * (q.price - p.currentPrice)) * 100) / 100;
    return {
      ...p,
      currentPrice: q.price,
      marketValue,
      unrealizedPnL: pnl,
      // A short's basis is minus its proceeds: its percentage is of what it was sold for.
      unrealizedPnLPercent: p.costBasis !== 0 ? Math.round((pnl / Math.abs(p.costBasis)) * 10000) / 100 : 0,
      dayChange,
      dayChangePercent: p.dayChangeBase > 0 ? Math.round((dayChange / p.dayChangeBase) * 10000) / 100 : 0,
      // Outside a session the stream repeats the last close: nothing about it is live.
      live: q.marketState === undefined || q.marketState === 'REGULAR',
    };
  });
}

/** What the "Today" column holds, said to a learner who has never seen a broker's "Day" column. */
export const TODAY_TITLE =
  "Today's change in the value of this position: since yesterday's close, or since you bought it today";

/** A table on wide screens, one card per position on phones. */
export function PositionsTable({
  positions,
  onSelect,
}: {
  positions: LivePosition[];
  onSelect: (symbol: string) => void;
}) {
  // One open details panel per view: the table on wide screens, the cards on phones.
  const [openRow, setOpenRow] = useState<string | null>(null);
  const [openCard, setOpenCard] = useState<string | null>(null);
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
              <TodayLabel />
            </th>
            <th scope="col" className="text-right">
              Unrealised P&amp;L
            </th>
            <th scope="col">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {positions.map((p) => (
            <Fragment key={p.symbol}>
              <tr className="border-t border-slate-800" data-testid={`position-${p.symbol}`}>
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
                <td className="pl-2 text-right">
                  <DetailsButton
                    symbol={p.symbol}
                    open={openRow === p.symbol}
                    controls={`position-details-row-${p.symbol}`}
                    onToggle={() => setOpenRow(openRow === p.symbol ? null : p.symbol)}
                  />
                </td>
              </tr>
              {openRow === p.symbol && (
                <tr id={`position-details-row-${p.symbol}`}>
                  <td colSpan={8} className="pb-3">
                    <DetailsPanel position={p} />
                  </td>
                </tr>
              )}
            </Fragment>
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
            <p className="mt-1 text-sm text-slate-400">
              {p.shares} @ {usd(p.avgCost)} · now {usd(p.currentPrice)}
            </p>
            {/* The table's "Today" and "Unrealised P&L" columns, in their words: two figures side by
                side without names read as one repeated. */}
            <div
              className="mt-1 flex justify-between text-sm text-slate-400"
              data-testid="position-card-today"
            >
              <TodayLabel />
              <span className={`tabular-nums ${tone(p.dayChange)}`}>
                {signedUsd(p.dayChange)} ({signedPct(p.dayChangePercent)})
              </span>
            </div>
            <div className="flex justify-between text-sm text-slate-400" data-testid="position-card-pnl">
              <span>Unrealised P&amp;L</span>
              <span className={`tabular-nums ${tone(p.unrealizedPnL)}`}>
                {signedUsd(p.unrealizedPnL)} ({signedPct(p.unrealizedPnLPercent)})
              </span>
            </div>
            <div className="mt-1">
              <DetailsButton
                symbol={p.symbol}
                open={openCard === p.symbol}
                controls={`position-details-card-${p.symbol}`}
                onToggle={() => setOpenCard(openCard === p.symbol ? null : p.symbol)}
              />
            </div>
            {openCard === p.symbol && (
              <div id={`position-details-card-${p.symbol}`} className="mt-2">
                <DetailsPanel position={p} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** "Today", its title saying what the figure holds. */
function TodayLabel() {
  return (
    <span title={TODAY_TITLE} className="cursor-help underline decoration-dotted underline-offset-2">
      Today
    </span>
  );
}

/** Opens a position's details: its dividends and splits and what they did to it. */
function DetailsButton({
  symbol,
  open,
  controls,
  onToggle,
}: {
  symbol: string;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <DisclosureButton open={open} controls={controls} onToggle={onToggle}>
      {open ? 'Hide details' : 'Details'}
      <span className="sr-only"> of your {symbol} position</span>
    </DisclosureButton>
  );
}

function DetailsPanel({ position }: { position: LivePosition }) {
  return (
    <LazyPanel loading={`Loading ${position.symbol}'s details`}>
      <PositionDetails position={position} />
    </LazyPanel>
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
