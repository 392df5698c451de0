// The Simulator's Options panel: the chain of the selected symbol by expiration with the Greeks, a
// ticket that shows cost, max loss, max gain and breakeven before submitting, the option positions with
// P&L and days left, and the payoff of the ticket's contract at expiry and today.
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { type Leg, type OptionQuote, summarize, yearsToExpiry } from '../../../core/options';
// The constant's own file: the engine's index would bring all of it (and zod) with the Simulator.
import { OPTION_COMMISSION_CENTS, SHARES_PER_CONTRACT } from '../../../core/trading/constants';
import { countText } from '../../../core/words';
import type { ChainAnswer, OptionPositionDto } from '../../../shared/api/options';
import { ApiError } from '../../lib/api';
import { calendarDayText } from '../../lib/dates';
import { prefersReducedMotion } from '../../lib/motion';
import { decimals, signedUsd, tone, usd } from '../trading/format';
import { Empty, errorText, LoadError, Loading } from '../trading/Panel';
import { tradingKey, useBackend, useInvalidateAccount } from '../trading/useTrading';
import { ChainGrid } from './ChainGrid';
import { CoveredCallNote } from './CoveredCallNote';
import { clearTicketPrefill, readTicketPrefill } from './prefill';
import { Segmented } from './Segmented';

// The payoff chart (recharts, 80 KB) shows once a contract is chosen, so its code loads then, not
// with the Simulator (issue 14).
const PayoffChart = lazy(() => import('./PayoffChart').then((m) => ({ default: m.PayoffChart })));

type Selection = { type: 'call' | 'put'; strike: number; side: 'buy' | 'sell' };
const CALL_PUT = [
  ['call', 'Calls'],
  ['put', 'Puts'],
] as const;
const BUY_SELL = [
  ['buy', 'Buy'],
  ['sell', 'Sell'],
] as const;
const COMMISSION = OPTION_COMMISSION_CENTS / 100;

type PanelProps = {
  symbol: string;
  positions: OptionPositionDto[];
  /** Shares of the symbol held and not held back by open orders: what covered calls can draw on. */
  freeShares?: number;
};

/** Keyed by symbol: a new symbol starts with its nearest expiration and no ticket. */
export function OptionsPanel(props: PanelProps) {
  return <SymbolOptions key={props.symbol} {...props} />;
}

function SymbolOptions({ symbol, positions, freeShares = 0 }: PanelProps) {
  const backend = useBackend();
  const [expiration, setExpiration] = useState<string | undefined>();
  const [view, setView] = useState<'call' | 'put'>('call');
  const [selection, setSelection] = useState<Selection | null>(null);
  const [showAll, setShowAll] = useState(false);
  // Bumped by each tap on Buy or Sell: the ticket then comes into view and takes focus (Enter and Space
  // keep focus in the chain, to move on through it).
  const [picked, setPicked] = useState(0);
  const chain = useQuery({
    queryKey: tradingKey(backend, 'options', symbol, expiration ?? 'nearest'),
    queryFn: () => backend.optionChain(symbol, expiration),
    refetchInterval: 15_000,
  });

  const [prefill, setPrefill] = useState(() => readTicketPrefill(symbol));

  if (chain.isPending) return <Loading label="Loading the option chain" />;
  if (chain.isError)
    return (
      <LoadError
        message={`We could not load the options of ${symbol}: ${errorText(chain.error)}`}
        onRetry={() => void chain.refetch()}
      />
    );
  const data = chain.data;
  if (prefill) {
    // "Trade it" from the strategy builder: the listed strike nearest the builder's moneyness.
    const target = data.underlyingPrice * prefill.moneyness;
    const strike = data.calls.reduce(
      (b, r) => (Math.abs(r.strike - target) < Math.abs(b - target) ? r.strike : b),
      data.calls[0]!.strike,
    );
    clearTicketPrefill();
    setPrefill(undefined);
    setView(prefill.type);
    setSelection({ type: prefill.type, strike, side: prefill.side });
  }
  const rows = view === 'call' ? data.calls : data.puts;
  const atm = rows.reduce(
    (best, r, i) =>
      Math.abs(r.strike - data.underlyingPrice) < Math.abs(rows[best]!.strike - data.underlyingPrice)
        ? i
        : best,
    0,
  );
  const shown = showAll ? rows : rows.slice(Math.max(0, atm - 5), atm + 6);
  const selected =
    selection &&
    (selection.type === 'call' ? data.calls : data.puts).find((r) => r.strike === selection.strike);

  return (
    <div className="min-w-0 max-w-full space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="block text-slate-300">Expiration</span>
          <select
            className="mt-1 rounded-md border border-slate-700 bg-slate-950 px-2 py-1.5"
            value={data.expiration}
            onChange={(e) => {
              setExpiration(e.target.value);
              setSelection(null);
            }}
          >
            {data.expirations.map((d) => (
              <option key={d} value={d}>
                {calendarDayText(d)}
              </option>
            ))}
          </select>
        </label>
        <Segmented legend="Calls or puts" options={CALL_PUT} value={view} onChange={setView} />
        <p className="text-sm text-slate-300">
          {symbol} {usd(data.underlyingPrice)} · rate {decimals(data.riskFreeRate * 100, 1)}% · dividend{' '}
          {decimals(data.dividendYield * 100, 2)}%
        </p>
      </div>

      <ChainGrid
        rows={shown}
        type={view}
        selected={selection?.type === view ? selection : undefined}
        home={rows[atm]!.strike}
        onPick={(strike, side, tapped) => {
          setSelection({ type: view, strike, side });
          if (tapped) setPicked((n) => n + 1);
        }}
        footer={
          <button
            type="button"
            className="text-sm text-sky-300 underline"
            onClick={() => setShowAll((v) => !v)}
          >
            {showAll ? 'Show strikes near the money' : `Show all ${rows.length} strikes`}
          </button>
        }
      />

      {selection && selected ? (
        <Ticket
          key={`${selection.type}-${selection.strike}-${data.expiration}`}
          chain={data}
          row={selected}
          selection={selection}
          onSide={(side) => setSelection({ ...selection, side })}
          picked={picked}
          freeShares={freeShares}
          held={positions.find(
            (p) =>
              p.symbol === data.symbol &&
              p.type === selection.type &&
              p.strike === selection.strike &&
              p.expiration === data.expiration,
          )}
        />
      ) : (
        <Empty>Pick Buy or Sell on a strike to open a ticket with its cost, risk and payoff.</Empty>
      )}

      <OptionPositions positions={positions} />
    </div>
  );
}

function Ticket({
  chain,
  row,
  selection,
  onSide,
  held,
  picked,
  freeShares,
}: {
  chain: ChainAnswer;
  row: OptionQuote;
  selection: Selection;
  onSide: (side: 'buy' | 'sell') => void;
  held?: OptionPositionDto;
  /** The count of picks in the chain: a new one brings the ticket into view and focuses its title. */
  picked: number;
  freeShares: number;
}) {
  const backend = useBackend();
  const invalidate = useInvalidateAccount();
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (picked === 0 || !title.current) return;
    // On a phone the ticket opens a screen below the chain: bring it up, unless it is in view already.
    const top = title.current.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.5) {
      title.current.scrollIntoView?.({
        block: 'start',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    }
    title.current.focus({ preventScroll: true });
  }, [picked]);
  // The field's text; the figures use it only while it is a whole number from 1 to 1000.
  const [contractsText, setContractsText] = useState('1');
  const typed = Number(contractsText);
  const valid = contractsText.trim() !== '' && Number.isInteger(typed) && typed >= 1 && typed <= 1000;
  const contracts = valid ? typed : 1;
  const { type, strike, side } = selection;
  // One Idempotency-Key per order, as the stock ticket does: a retry of the same order reuses it,
  // and a different order (or the same one after a definite answer) gets a new one. A key kept
  // after a refusal made the next, smaller order fail with "already used for a different order".
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key for a new order or a new round
  const key = useMemo(() => crypto.randomUUID(), [type, strike, side, contracts, chain.expiration, round]);
  const price = side === 'buy' ? row.ask : row.bid;
  const closing =
    held && ((side === 'sell' && held.side === 'long') || (side === 'buy' && held.side === 'short'));
  // The commission counted in the premium (a contract's $0.65 is $0.0065 a share): the max loss, max
  // gain, breakeven and payoff chart then all count it, as the cost above them does.
  const perShareFee = COMMISSION / SHARES_PER_CONTRACT;
  const legs: Leg[] = [
    {
      kind: type,
      side: side === 'buy' ? 'long' : 'short',
      strike,
      premium: side === 'buy' ? price + perShareFee : price - perShareFee,
      quantity: contracts,
    },
  ];
  const summary = summarize(legs);
  const commission = COMMISSION * contracts;
  const gross = price * SHARES_PER_CONTRACT * contracts;
  const market = {
    spot: chain.underlyingPrice,
    time: yearsToExpiry(chain.expiration, new Date(chain.asOf)),
    rate: chain.riskFreeRate,
    volatility: row.impliedVolatility,
    dividendYield: chain.dividendYield,
  };
  const submit = useMutation({
    mutationFn: () =>
      backend.optionTrade(
        {
          symbol: chain.symbol,
          optionType: type,
          strike,
          expiration: chain.expiration,
          side,
          contracts,
          orderType: 'market',
        },
        key,
      ),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setRound((r) => r + 1);
      invalidate();
    },
    // A refusal (4xx) is a definite answer too; a lost connection or a server error keeps the key,
    // so that pressing again cannot place the order twice.
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setRound((r) => r + 1);
    },
  });

  return (
    <form
      className="space-y-3 rounded-lg border border-slate-700 p-3"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) submit.mutate();
      }}
    >
      <h3 id={`${id}-title`} ref={title} tabIndex={-1} className="scroll-mt-24 font-semibold">
        {side === 'buy' ? 'Buy' : 'Sell'} {chain.symbol} {usd(strike)} {type} ·{' '}
        {calendarDayText(chain.expiration)}
        {closing
          ? ' (to close)'
          : side === 'sell'
            ? type === 'call'
              ? ' (covered call)'
              : ' (cash-secured put)'
            : ''}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <Segmented legend="Side" options={BUY_SELL} value={side} onChange={onSide} />
        <label className="text-sm">
          <span className="block text-slate-300">Contracts (100 shares each)</span>
          <input
            type="number"
            min={1}
            max={1000}
            step={1}
            value={contractsText}
            onChange={(e) => setContractsText(e.target.value)}
            aria-invalid={valid ? undefined : true}
            aria-describedby={valid ? undefined : `${id}-contracts-error`}
            className="mt-1 w-28 rounded-md border border-slate-700 bg-slate-950 px-2 py-1.5"
          />
        </label>
      </div>
      {!valid && (
        <p id={`${id}-contracts-error`} className="text-sm text-rose-300" data-testid="contracts-error">
          Contracts must be a whole number from 1 to 1,000.
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-300">{side === 'buy' ? 'Price (ask)' : 'Price (bid)'}</dt>
        <dd className="tabular-nums">{usd(price)} a share</dd>
        <dt className="text-slate-300">{side === 'buy' ? 'Cost' : 'Credit'}</dt>
        <dd className="tabular-nums">
          {valid ? (
            <>
              {usd(side === 'buy' ? gross + commission : gross - commission)}
              <span className="block text-xs text-slate-400" data-testid="ticket-cost-parts">
                {usd(gross)} premium {side === 'buy' ? '+' : '−'} {usd(commission)} commission
              </span>
            </>
          ) : (
            '—'
          )}
        </dd>
        {!closing && (
          <>
            <dt className="text-slate-300">Max loss at expiry</dt>
            <dd className="tabular-nums">
              {summary.maxLoss === null
                ? // Only covered calls can be sold to open here: the shares carry the risk.
                  `Covered by your shares: any gain above ${usd(strike)} is given up, and the shares keep their downside, less the premium`
                : valid
                  ? usd(summary.maxLoss)
                  : '—'}
            </dd>
            <dt className="text-slate-300">Max gain at expiry</dt>
            <dd className="tabular-nums">
              {summary.maxGain === null ? 'Unlimited' : valid ? usd(summary.maxGain) : '—'}
            </dd>
            <dt className="text-slate-300">Breakeven</dt>
            <dd className="tabular-nums">{summary.breakevens.map(usd).join(', ') || '—'}</dd>
          </>
        )}
      </dl>
      <p className="text-xs text-slate-400">
        {closing ? 'The chart counts' : 'These figures and the chart count'} the commission of{' '}
        {usd(COMMISSION)} a contract.
      </p>
      {side === 'sell' && !closing && type === 'call' && (
        <CoveredCallNote symbol={chain.symbol} contracts={contracts} freeShares={freeShares} />
      )}
      {side === 'sell' && !closing && type === 'put' && (
        <p className="text-xs text-slate-300">
          {`Selling a put to open holds back ${usd(strike * 100 * contracts)} of cash (strike × 100 per contract).`}
        </p>
      )}
      <Suspense fallback={<PayoffPlaceholder />}>
        <PayoffChart legs={legs} market={market} label={`Payoff of the ticket: at expiry and today`} />
      </Suspense>
      {submit.isError && (
        <p role="alert" className="text-sm text-rose-300">
          {errorText(submit.error)}
        </p>
      )}
      <button
        type="submit"
        disabled={!valid || submit.isPending}
        className="w-full rounded-md bg-sky-800 px-3 py-2 font-semibold text-white hover:bg-sky-700 disabled:opacity-50"
      >
        {submit.isPending
          ? 'Sending…'
          : valid
            ? `${side === 'buy' ? 'Buy' : 'Sell'} ${countText(contracts, 'contract')}`
            : `${side === 'buy' ? 'Buy' : 'Sell'} contracts`}
      </button>
    </form>
  );
}

/**
 * Holds the payoff chart's place (its h-56 plot and caption line) while its code loads, so the
 * ticket's button below does not jump away as the learner reaches for it.
 */
function PayoffPlaceholder() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse">
      <span className="sr-only">Loading the payoff chart</span>
      <div className="h-56 rounded bg-slate-800/60" />
      <div className="mt-1 h-4" />
    </div>
  );
}

function OptionPositions({ positions }: { positions: OptionPositionDto[] }) {
  const backend = useBackend();
  const invalidate = useInvalidateAccount();
  const close = useMutation({
    mutationFn: (p: OptionPositionDto) =>
      backend.optionTrade(
        {
          symbol: p.symbol,
          optionType: p.type,
          strike: p.strike,
          expiration: p.expiration,
          side: p.side === 'long' ? 'sell' : 'buy',
          contracts: p.contracts,
          orderType: 'market',
        },
        crypto.randomUUID(),
      ),
    onSuccess: (answer) => {
      toast.success(answer.message);
      invalidate();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <section aria-label="Option positions">
      <h3 className="mb-2 font-semibold">Option positions</h3>
      {positions.length === 0 ? (
        <Empty>No option positions yet. Buy a call or a put from the chain above.</Empty>
      ) : (
        <ul className="space-y-2">
          {positions.map((p) => (
            <li
              key={p.contract}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-800 p-2 text-sm"
            >
              <div>
                <p className="font-medium">
                  {p.side === 'long' ? 'Long' : 'Short'} {p.contracts} × {p.symbol} {usd(p.strike)} {p.type}
                </p>
                <p className="text-xs text-slate-300">
                  Expires {calendarDayText(p.expiration)}
                  {p.daysToExpiry === null
                    ? ''
                    : p.daysToExpiry === 0
                      ? ' · last day'
                      : ` · ${countText(p.daysToExpiry, 'day')} left`}
                </p>
                <p className="text-xs text-slate-300" data-testid="option-position-money">
                  {positionMoney(p)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className={`tabular-nums font-semibold ${tone(p.pl)}`}>{signedUsd(p.pl)}</span>
                <button
                  type="button"
                  disabled={close.isPending}
                  onClick={() => close.mutate(p)}
                  className="rounded-md bg-slate-700 px-3 py-1 hover:bg-slate-600 disabled:opacity-50"
                >
                  Close {p.symbol} {usd(p.strike)} {p.type}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * What a position cost and is worth, in the ticket's words: the total paid with its commission (the
 * ticket's "Cost"), not only the average a share, whose rounding to the cent hides the commission's
 * $0.0065 a share. The API gives the average a share (commissions included); the total is the value
 * now less the unrealised P&L, exact to the cent, where the average times the shares is not.
 */
export function positionMoney(p: OptionPositionDto): string {
  if (p.side === 'long') {
    const paid = Math.round((p.marketValue - p.pl) * 100) / 100;
    return `Paid ${usd(paid)} incl. commission (${usd(p.avgCost)} a share) · worth ${usd(p.marketValue)} now (${usd(p.currentPrice)} a share)`;
  }
  const received = Math.round((p.pl - p.marketValue) * 100) / 100;
  return `Received ${usd(received)} after commission (${usd(p.avgCost)} a share) · ${usd(-p.marketValue)} to buy back now (${usd(p.currentPrice)} a share)`;
}
