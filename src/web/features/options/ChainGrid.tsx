// The option chain as one composite widget (the WAI-ARIA grid pattern): a single Tab stop into the
// table, the arrow keys move from cell to cell, and Enter or Space on a Buy or Sell cell picks that
// contract. Before, every strike's Buy and Sell were two Tab stops of their own, 22 between the top of
// the panel and everything after it.
import { type FocusEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { OptionQuote } from '../../../core/options';
import { useMoreSideways } from '../../lib/useMoreSideways';
import { decimals, usd } from '../trading/format';

type Side = 'buy' | 'sell';
type Cell = { strike: number; column: number };

/** The grid's columns, left to right; Buy and Sell hold a button, the others are read. */
const COLUMNS = ['strike', 'buy', 'sell', 'bid', 'ask', 'iv', 'delta', 'gamma', 'theta', 'vega'] as const;
const BUY = COLUMNS.indexOf('buy');
const SELL = COLUMNS.indexOf('sell');
/** Page Up and Page Down move this many strikes. */
const PAGE = 5;

/** The column and row a key moves focus to from (row, column), or null for a key the grid leaves alone. */
export function gridMove(
  key: string,
  ctrl: boolean,
  at: { row: number; column: number },
  size: { rows: number; columns: number },
): { row: number; column: number } | null {
  const lastRow = size.rows - 1;
  const lastColumn = size.columns - 1;
  const { row, column } = at;
  const to = (() => {
    switch (key) {
      case 'ArrowUp':
        return { row: row - 1, column };
      case 'ArrowDown':
        return { row: row + 1, column };
      case 'ArrowLeft':
        return { row, column: column - 1 };
      case 'ArrowRight':
        return { row, column: column + 1 };
      case 'PageUp':
        return { row: row - PAGE, column };
      case 'PageDown':
        return { row: row + PAGE, column };
      case 'Home':
        return ctrl ? { row: 0, column: 0 } : { row, column: 0 };
      case 'End':
        return ctrl ? { row: lastRow, column: lastColumn } : { row, column: lastColumn };
      default:
        return null;
    }
  })();
  // Focus stops at the edges: it never wraps to the other end of a row or column.
  return (
    to && {
      row: Math.min(lastRow, Math.max(0, to.row)),
      column: Math.min(lastColumn, Math.max(0, to.column)),
    }
  );
}

export function ChainGrid({
  rows,
  type,
  selected,
  home,
  onPick,
  footer,
}: {
  rows: OptionQuote[];
  type: 'call' | 'put';
  /** The contract on the ticket, if it is of this type. */
  selected?: { strike: number; side: Side };
  /** The strike nearest the money: where focus first lands when nothing is on the ticket. */
  home: number;
  /** `tapped`: by a finger or a mouse (the ticket then takes focus); false for Enter or Space, which keep it here. */
  onPick: (strike: number, side: Side, tapped: boolean) => void;
  /** Shown under the table beside the keyboard hint (the "Show all strikes" button). */
  footer?: ReactNode;
}) {
  const id = useId();
  const table = useRef<HTMLTableElement>(null);
  // On a phone the chain is twice the panel's width, and the IV and the Greeks start off-screen.
  const [box, more] = useMoreSideways();
  // The cell that holds the grid's one Tab stop: the last one focused, while its strike is shown.
  const [active, setActive] = useState<Cell | null>(null);
  const current: Cell =
    active && rows.some((r) => r.strike === active.strike)
      ? active
      : selected && rows.some((r) => r.strike === selected.strike)
        ? { strike: selected.strike, column: selected.side === 'buy' ? BUY : SELL }
        : { strike: rows.some((r) => r.strike === home) ? home : (rows[0]?.strike ?? home), column: BUY };

  /** The attributes that make a cell (or the button in it) a place focus can go. */
  const place = (strike: number, column: number, row: number) => ({
    'data-cell': `${row},${column}`,
    tabIndex: current.strike === strike && current.column === column ? 0 : -1,
  });

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell?.dataset.cell) return;
    const [row, column] = cell.dataset.cell.split(',').map(Number) as [number, number];
    const to = gridMove(
      event.key,
      event.ctrlKey || event.metaKey,
      { row, column },
      { rows: rows.length, columns: COLUMNS.length },
    );
    if (!to) return;
    event.preventDefault();
    table.current?.querySelector<HTMLElement>(`[data-cell="${to.row},${to.column}"]`)?.focus();
  }

  function onFocus(event: FocusEvent<HTMLTableElement>) {
    const at = (event.target as HTMLElement).dataset.cell;
    if (!at) return;
    const [row, column] = at.split(',').map(Number) as [number, number];
    const strike = rows[row]?.strike;
    if (strike !== undefined && (strike !== current.strike || column !== current.column))
      setActive({ strike, column });
  }

  const cell = 'px-2 py-1';
  // A finger's 44 px on touch screens (WCAG 2.5.5); compact rows for a mouse.
  const trade =
    'min-h-8 rounded px-2.5 py-1 text-xs text-white md:min-h-6 pointer-coarse:min-h-11 pointer-coarse:min-w-11';
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      {/* relative: the fading edge sits over the box's right side while more columns are to the right. */}
      <div className="peer relative max-w-full basis-full">
        <div ref={box} className="max-w-full overflow-x-auto rounded-lg border border-slate-800">
          <table
            ref={table}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern on a table, as in its own examples; the table keeps its headers and caption
            role="grid"
            aria-labelledby={`${id}-caption`}
            aria-describedby={`${id}-keys`}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            className="w-full min-w-[640px] text-right text-sm tabular-nums"
          >
            <caption id={`${id}-caption`} className="sr-only">
              {type === 'call' ? 'Calls' : 'Puts'} by strike: bid, ask, implied volatility and Greeks. Theta
              is per day, vega per volatility point.
            </caption>
            <thead className="bg-slate-900 text-xs text-slate-300">
              <tr>
                <th scope="col" className="px-2 py-1.5 text-left">
                  Strike
                </th>
                <th scope="col" colSpan={2} className="px-2 text-center">
                  Trade
                </th>
                <th scope="col" className="px-2">
                  Bid
                </th>
                <th scope="col" className="px-2">
                  Ask
                </th>
                <th scope="col" className="px-2">
                  IV
                </th>
                <th scope="col" className="px-2">
                  Delta
                </th>
                <th scope="col" className="px-2">
                  Gamma
                </th>
                <th scope="col" className="px-2">
                  Theta
                </th>
                <th scope="col" className="px-2">
                  Vega
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, row) => {
                const chosen = selected?.strike === r.strike;
                const values = [
                  decimals(r.bid),
                  decimals(r.ask),
                  `${decimals(r.impliedVolatility * 100, 1)}%`,
                  decimals(r.delta, 3),
                  decimals(r.gamma, 4),
                  decimals(r.theta, 3),
                  decimals(r.vega, 3),
                ];
                return (
                  <tr
                    key={r.strike}
                    className={`border-t border-slate-800 ${r.inTheMoney ? 'bg-sky-950/40' : ''} ${chosen ? 'outline outline-1 outline-amber-400' : ''}`}
                  >
                    <th scope="row" className={`${cell} text-left font-medium`} {...place(r.strike, 0, row)}>
                      {usd(r.strike)}
                      {r.inTheMoney && <span className="sr-only"> (in the money)</span>}
                      {chosen && <span className="sr-only"> (on the ticket)</span>}
                    </th>
                    <td className="py-1 pr-0.5 pl-2 text-right">
                      <button
                        type="button"
                        aria-label={`Buy the ${usd(r.strike)} ${type}`}
                        onClick={(e) => onPick(r.strike, 'buy', e.detail > 0)}
                        className={`${trade} bg-emerald-800 hover:bg-emerald-700`}
                        {...place(r.strike, BUY, row)}
                      >
                        Buy
                      </button>
                    </td>
                    <td className="py-1 pr-2 pl-0.5 text-left">
                      <button
                        type="button"
                        aria-label={`Sell the ${usd(r.strike)} ${type}`}
                        onClick={(e) => onPick(r.strike, 'sell', e.detail > 0)}
                        className={`${trade} bg-rose-800 hover:bg-rose-700`}
                        {...place(r.strike, SELL, row)}
                      >
                        Sell
                      </button>
                    </td>
                    {values.map((value, i) => (
                      <td key={COLUMNS[i + 3]} className={cell} {...place(r.strike, i + 3, row)}>
                        {value}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {more && (
          <span
            aria-hidden
            data-testid="chain-scroll-edge"
            className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-lg bg-gradient-to-l from-slate-950 to-transparent"
          />
        )}
      </div>
      {more && (
        // Said to everyone who sees a clipped chain; a screen reader reads every column anyway.
        <p aria-hidden className="basis-full text-xs text-slate-300" data-testid="chain-scroll-hint">
          <span className="pointer-coarse:hidden">Scroll sideways</span>
          <span className="hidden pointer-coarse:inline">Swipe</span> for IV and Greeks →
        </p>
      )}
      {footer}
      {/* Shown while focus is in the chain; always read with it (aria-describedby). */}
      {/* Not for a finger: touch screens have no arrow keys to speak of. */}
      <p
        id={`${id}-keys`}
        className="invisible text-xs text-slate-300 peer-focus-within:visible pointer-coarse:hidden"
      >
        Arrow keys move through the chain; Enter on Buy or Sell opens the ticket.
      </p>
    </div>
  );
}
