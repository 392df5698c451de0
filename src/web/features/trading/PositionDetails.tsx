// A position's details (issue 18 §6): its symbol's dividends and splits, past and upcoming, and what
// each did (or will do) to this position. Loaded when a learner opens the details (lazy).
import { useQuery } from '@tanstack/react-query';
import type { CorporateActionDto } from '../../../shared/api/corporate-actions';
import { type ActionEffect, actionEffects, dividendsOn } from './corporate-effects';
import { signedUsd, tone, usd } from './format';
import { Empty, errorText, LoadError, Loading } from './Panel';
import type { LivePosition } from './PositionsTable';
import { tradingKey, useBackend, useTradeHistory } from './useTrading';

function title(a: CorporateActionDto): string {
  if (a.kind === 'DIVIDEND') return `Dividend ${usd(a.amount)} a share`;
  const [to, from] = (a.ratio ?? '1:1').split(':');
  return Number(to) > Number(from) ? `${to}-for-${from} split` : `1-for-${from} reverse split`;
}

function ActionItem({ e }: { e: ActionEffect }) {
  const a = e.action;
  return (
    <li className="rounded-lg bg-slate-950/60 p-2" data-testid={`corporate-action-${a.kind.toLowerCase()}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold">
          {title(a)}
          {a.upcoming && (
            <span className="ml-2 rounded bg-sky-400/15 px-1.5 py-0.5 text-xs font-semibold text-sky-200">
              Upcoming
            </span>
          )}
        </span>
        {e.amount !== null && <span className={`tabular-nums ${tone(e.amount)}`}>{signedUsd(e.amount)}</span>}
      </div>
      <p className="text-xs text-slate-400">
        {a.kind === 'DIVIDEND' ? `Ex-date ${a.exDate} · paid ${a.payDate}` : `Effective ${a.exDate}`}
      </p>
      <p className="mt-1 text-sm">{e.effect}</p>
    </li>
  );
}

/** Upcoming actions soonest first, past ones latest first. */
function ActionList({ title, effects }: { title: string; effects: ActionEffect[] }) {
  if (effects.length === 0) return null;
  return (
    <>
      <h4 className="text-xs tracking-wide text-slate-400 uppercase">{title}</h4>
      <ul className="space-y-2">
        {effects.map((e) => (
          <ActionItem key={e.action.id} e={e} />
        ))}
      </ul>
    </>
  );
}

export function PositionDetails({ position }: { position: LivePosition }) {
  const backend = useBackend();
  const actions = useQuery({
    queryKey: tradingKey(backend, 'corporate-actions', position.symbol),
    queryFn: () => backend.corporateActions(position.symbol),
    staleTime: 5 * 60_000,
  });
  const history = useTradeHistory();
  if (actions.isPending || history.isPending)
    return <Loading label={`Loading ${position.symbol}'s dividends and splits`} />;
  if (actions.isError || history.isError)
    return (
      <LoadError
        message={`We could not load ${position.symbol}'s dividends and splits: ${errorText(actions.error ?? history.error)}`}
        onRetry={() => {
          void actions.refetch();
          void history.refetch();
        }}
      />
    );
  const trades = history.data.trades;
  const effects = actionEffects(actions.data.actions, trades, position.symbol, position.shares);
  const received = dividendsOn(trades, position.symbol);
  return (
    <section aria-label={`${position.symbol} dividends and splits`} className="space-y-2 text-sm">
      <h3 className="font-semibold">Dividends and splits</h3>
      {received !== 0 && (
        <p data-testid="dividends-received">
          {received > 0 ? 'Dividends received' : 'Dividends charged on your short'}:{' '}
          <span className={`font-semibold tabular-nums ${tone(received)}`}>{usd(Math.abs(received))}</span>.
          They are in your cash, so your all-time return includes them.
        </p>
      )}
      {effects.length === 0 ? (
        <Empty>{position.symbol} has no dividends or splits in the year behind or the year ahead.</Empty>
      ) : (
        <>
          <ActionList title="Coming up" effects={effects.filter((e) => e.action.upcoming).reverse()} />
          <ActionList title="Past year" effects={effects.filter((e) => !e.action.upcoming)} />
        </>
      )}
    </section>
  );
}
