import { useMutation } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { AdvancedRequest } from '../../../core/trading';
import { bookOf } from '../../../core/trading/execution';
import type { QuoteView } from '../../../shared/api/market-data';
import { usd } from './format';
import { errorText } from './Panel';
import { atOnceNote } from './ticketNotes';
import { useBackend, useInvalidateAccount, useTradingSettings } from './useTrading';

type Kind = 'STOP_LOSS' | 'TRAILING_STOP' | 'BRACKET_ENTRY' | 'OTO' | 'OCO';
/** How a linked order's stop is given: a price, or a trail in percent or dollars. */
type StopMode = 'price' | 'percent' | 'amount';
/** An OTO's one exit. */
type OtoExit = StopMode | 'target';
const input = 'w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 tabular-nums';
const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

const STOP_LABEL: Record<StopMode, string> = {
  price: 'Stop loss ($)',
  percent: 'Trail (%)',
  amount: 'Trail ($)',
};

const HINT: Record<Kind, string> = {
  STOP_LOSS: 'Sells your shares at market when the price falls to the stop.',
  TRAILING_STOP: 'The stop follows the highest price by the trail and sells when the price falls back to it.',
  BRACKET_ENTRY:
    'Buys at the entry price, then places a stop (fixed or trailing) and a take profit; when one sells, the other is cancelled.',
  OTO: 'Buys at the entry price, then places its one exit.',
  OCO: 'A take profit above the price and a stop below it on shares you already hold: when one sells, the other is cancelled.',
};

/**
 * Places a stop-loss, a trailing stop (amount or percent), a bracket (entry, stop loss or trailing stop,
 * take profit), an OTO (entry and one exit) or an OCO (take profit and stop on shares held).
 */
export function AdvancedOrderForm({
  symbol,
  quote,
  marketPrice,
}: {
  symbol: string;
  /** The symbol's live quote (bid and ask), or at least its last price: a stop past it sells at once. */
  quote?: QuoteView;
  marketPrice?: number;
}) {
  const backend = useBackend();
  const settings = useTradingSettings();
  const invalidate = useInvalidateAccount();
  const id = useId();
  const [kind, setKind] = useState<Kind>('STOP_LOSS');
  const [shares, setShares] = useState('');
  const [stop, setStop] = useState('');
  const [trailBy, setTrailBy] = useState<'percent' | 'amount'>('percent');
  const [trail, setTrail] = useState('');
  const [entry, setEntry] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [takeProfit, setTakeProfit] = useState('');
  const [stopMode, setStopMode] = useState<StopMode>('price');
  const [otoExit, setOtoExit] = useState<OtoExit>('price');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const request = (): AdvancedRequest => {
    const base = { type: kind, symbol, shares: Number(shares) };
    if (kind === 'STOP_LOSS') return { ...base, stopPrice: num(stop) };
    if (kind === 'TRAILING_STOP')
      return trailBy === 'percent'
        ? { ...base, trailPercent: num(trail) }
        : { ...base, trailAmount: num(trail) };
    const stopOf = (mode: StopMode) =>
      mode === 'price'
        ? { stopLossPrice: num(stopLoss) }
        : mode === 'percent'
          ? { trailPercent: num(stopLoss) }
          : { trailAmount: num(stopLoss) };
    if (kind === 'OCO') return { ...base, takeProfitPrice: num(takeProfit), ...stopOf(stopMode) };
    if (kind === 'OTO')
      return {
        ...base,
        side: 'buy',
        entryPrice: num(entry),
        ...(otoExit === 'target' ? { takeProfitPrice: num(takeProfit) } : stopOf(otoExit)),
      };
    return {
      ...base,
      side: 'buy',
      entryPrice: num(entry),
      takeProfitPrice: num(takeProfit),
      ...stopOf(stopMode),
    };
  };

  // A stop-loss at or above the market triggers at the first price check and sells near the market:
  // said before it is placed, in the order ticket's words, and again in the result.
  const book =
    quote && quote.price > 0
      ? bookOf(quote)
      : marketPrice && marketPrice > 0
        ? bookOf({ symbol, price: marketPrice })
        : undefined;
  const crossing =
    kind === 'STOP_LOSS'
      ? atOnceNote(
          {
            symbol,
            side: 'sell',
            orderType: 'stop',
            timeInForce: 'gtc',
            shares,
            limitPrice: '',
            stopPrice: stop,
          },
          book,
          settings.data?.realism ?? 'simple',
        )
      : null;

  const place = useMutation({
    mutationFn: () => backend.placeAdvanced(request()),
    onSuccess: (answer) => {
      const warn = answer.warnings.map((w) => w.message).join(' ');
      const n = answer.order.shares;
      const now = crossing?.fills
        ? ` Your stop was at or above the market, so it triggers at the first price check and sells ${n} ${symbol} at about ${usd(crossing.price)} a share: see Trade history.`
        : '';
      setOutcome({ ok: true, text: `Order placed.${now}${warn ? ` ${warn}` : ''}` });
      toast.success('Advanced order placed');
      void invalidate();
    },
    onError: (error) => setOutcome({ ok: false, text: errorText(error) }),
  });

  const field = (label: string, value: string, onChange: (v: string) => void, key: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm text-slate-300">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOutcome(null);
        }}
        className={input}
      />
    </div>
  );

  const choice = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    key: string,
    options: [string, string][],
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm text-slate-300">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOutcome(null);
        }}
        className={input}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      aria-label="Advanced order"
      className="space-y-3"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        if (!place.isPending) place.mutate();
      }}
    >
      <div>
        <label htmlFor={`${id}-kind`} className="mb-1 block text-sm text-slate-300">
          Advanced order for {symbol}
        </label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as Kind);
            // The last result belongs to the other kind of order.
            setOutcome(null);
          }}
          className={input}
        >
          <option value="STOP_LOSS">Stop-loss</option>
          <option value="TRAILING_STOP">Trailing stop</option>
          <option value="BRACKET_ENTRY">Bracket (entry + stop loss + take profit)</option>
          <option value="OTO">One-triggers-other (entry + one exit)</option>
          <option value="OCO">One-cancels-other (exit pair on shares held)</option>
        </select>
      </div>
      <p className="text-xs text-slate-400">{HINT[kind]}</p>
      <div className="grid grid-cols-2 gap-2">
        {field('Shares', shares, setShares, 'shares')}
        {kind === 'STOP_LOSS' && field('Stop price ($)', stop, setStop, 'stop')}
        {kind === 'TRAILING_STOP' && (
          <div>
            <label htmlFor={`${id}-trail-by`} className="mb-1 block text-sm text-slate-300">
              Trail by
            </label>
            <select
              id={`${id}-trail-by`}
              value={trailBy}
              onChange={(e) => setTrailBy(e.target.value as 'percent' | 'amount')}
              className={input}
            >
              <option value="percent">Percent</option>
              <option value="amount">Amount ($)</option>
            </select>
          </div>
        )}
        {kind === 'TRAILING_STOP' &&
          field(trailBy === 'percent' ? 'Trail (%)' : 'Trail ($)', trail, setTrail, 'trail')}
        {(kind === 'BRACKET_ENTRY' || kind === 'OTO') && field('Entry price ($)', entry, setEntry, 'entry')}
        {kind === 'OTO' &&
          choice('Exit', otoExit, (v) => setOtoExit(v as OtoExit), 'oto-exit', [
            ['price', 'Stop loss at a price'],
            ['percent', 'Trailing stop (%)'],
            ['amount', 'Trailing stop ($)'],
            ['target', 'Take profit'],
          ])}
        {(kind === 'BRACKET_ENTRY' || kind === 'OCO') &&
          choice('Stop loss as', stopMode, (v) => setStopMode(v as StopMode), 'stop-mode', [
            ['price', 'A price'],
            ['percent', 'Trailing (%)'],
            ['amount', 'Trailing ($)'],
          ])}
        {(kind === 'BRACKET_ENTRY' || kind === 'OCO' || (kind === 'OTO' && otoExit !== 'target')) &&
          field(STOP_LABEL[kind === 'OTO' ? (otoExit as StopMode) : stopMode], stopLoss, setStopLoss, 'sl')}
        {(kind === 'BRACKET_ENTRY' || kind === 'OCO' || (kind === 'OTO' && otoExit === 'target')) &&
          field('Take profit ($)', takeProfit, setTakeProfit, 'tp')}
      </div>
      {crossing?.fills && (
        <p
          className="flex gap-2 rounded-lg bg-amber-950/60 p-2 text-sm text-amber-100"
          data-testid="advanced-at-once"
        >
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {crossing.text}
        </p>
      )}
      <button
        type="submit"
        disabled={place.isPending}
        className="w-full rounded-lg bg-sky-700 px-4 py-2 font-semibold hover:bg-sky-600 disabled:opacity-60"
      >
        {place.isPending ? 'Placing…' : 'Place advanced order'}
      </button>
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`rounded-lg p-2 text-sm ${outcome.ok ? 'bg-emerald-950/60 text-emerald-200' : 'bg-rose-950/60 text-rose-200'}`}
        >
          {outcome.text}
        </p>
      )}
    </form>
  );
}
