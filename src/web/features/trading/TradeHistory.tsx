import { contractLabel } from '../../../core/options/contract-label';
import type { TradeDto } from '../../../shared/api/trading';
import { shortDate, signedUsd, tone, usd } from './format';
import { Empty, errorText, LoadError, Loading } from './Panel';
import { commissionNote, isOptionTrade, tradeSideLabel, tradeSideTone } from './tradeLabels';
import { useTradeHistory } from './useTrading';
import { ExecutionFigures, useDisclosure, WhyThisPriceButton } from './WhyThisPrice';

/** The symbol as a learner reads it; an option contract keeps its OCC code as a tooltip. */
function SymbolText({ symbol }: { symbol: string }) {
  const label = contractLabel(symbol);
  return label === symbol ? symbol : <span title={symbol}>{label}</span>;
}

/** A second, smaller line in a cell: what its figure counts. */
function Sub({ children }: { children: string }) {
  return <span className="block text-xs whitespace-nowrap text-slate-400">{children}</span>;
}

function TradeRow({ t }: { t: TradeDto }) {
  const why = useDisclosure();
  const fee = commissionNote(t);
  return (
    <>
      <tr className="border-t border-slate-800" data-testid="trade-row">
        <td className="py-2 text-slate-400">{shortDate(t.timestamp)}</td>
        <td className={tradeSideTone(t)}>{tradeSideLabel(t)}</td>
        <td className="font-semibold">
          <SymbolText symbol={t.symbol} />
        </td>
        <td className="text-right tabular-nums">
          {t.shares}
          {isOptionTrade(t) && <Sub>{t.shares === 1 ? 'contract' : 'contracts'}</Sub>}
        </td>
        <td className="text-right tabular-nums">
          {usd(t.price)}
          {isOptionTrade(t) && <Sub>a share</Sub>}
        </td>
        <td className="text-right tabular-nums">
          {usd(t.totalValue)}
          {fee && <Sub>{fee}</Sub>}
        </td>
        <td className={`text-right tabular-nums ${tone(t.realizedPnL ?? 0)}`}>
          {t.realizedPnL === null ? '—' : signedUsd(t.realizedPnL)}
        </td>
        <td className="text-right">
          {t.execution && (
            <WhyThisPriceButton open={why.open} onToggle={why.toggle} controls={why.id} symbol={t.symbol} />
          )}
        </td>
      </tr>
      {t.execution && why.open && (
        <tr>
          <td colSpan={8} className="pb-2">
            <ExecutionFigures e={t.execution} id={why.id} />
          </td>
        </tr>
      )}
    </>
  );
}

function TradeCard({ t }: { t: TradeDto }) {
  const why = useDisclosure();
  const fee = commissionNote(t);
  return (
    <li className="rounded-xl border border-slate-800 p-3 text-sm" data-testid="trade-card">
      <div className="flex justify-between gap-2">
        <span>
          <span className={tradeSideTone(t)}>{tradeSideLabel(t)}</span> {t.shares}{' '}
          <SymbolText symbol={t.symbol} /> @ {usd(t.price)}
          {isOptionTrade(t) && ' a share'}
        </span>
        <span className="text-right tabular-nums">
          {usd(t.totalValue)}
          {fee && <Sub>{fee}</Sub>}
        </span>
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-400">
        <span>{shortDate(t.timestamp)}</span>
        {t.realizedPnL !== null && <span className={tone(t.realizedPnL)}>{signedUsd(t.realizedPnL)}</span>}
      </div>
      {t.execution && (
        <div className="mt-1">
          <WhyThisPriceButton open={why.open} onToggle={why.toggle} controls={why.id} symbol={t.symbol} />
          {why.open && (
            <div className="mt-2">
              <ExecutionFigures e={t.execution} id={why.id} />
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/** Executed trades, newest first: a table on wide screens, cards on phones. */
export function TradeHistory() {
  const q = useTradeHistory();
  if (q.isPending) return <Loading label="Loading trade history" />;
  if (q.isError) return <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  return <TradeList trades={q.data.trades} total={q.data.total} />;
}

/** The loaded history: the latest `trades` of `total`. */
export function TradeList({ trades, total }: { trades: TradeDto[]; total: number }) {
  if (trades.length === 0) return <Empty>No trades yet.</Empty>;
  return (
    <>
      <table className="hidden w-full text-sm md:table [&_td+td]:pl-3 [&_th+th]:pl-3">
        <caption className="sr-only">Trade history, newest first</caption>
        <thead className="text-left text-xs text-slate-400 uppercase">
          <tr>
            <th scope="col" className="py-2">
              Time
            </th>
            <th scope="col">Side</th>
            <th scope="col">Symbol</th>
            <th scope="col" className="text-right">
              Shares
            </th>
            <th scope="col" className="text-right">
              Price
            </th>
            <th scope="col" className="text-right">
              Total
            </th>
            <th scope="col" className="text-right">
              Realised P&amp;L
            </th>
            <th scope="col" className="text-right">
              <span className="sr-only">Explanation</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {trades.map((t) => (
            <TradeRow key={t.id} t={t} />
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 md:hidden">
        {trades.map((t) => (
          <TradeCard key={t.id} t={t} />
        ))}
      </ul>
      {total > trades.length && (
        <p className="mt-2 text-xs text-slate-400">
          Showing the latest {trades.length} of {total} trades.
        </p>
      )}
    </>
  );
}
