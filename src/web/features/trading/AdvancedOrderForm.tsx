import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { AdvancedRequest } from '../../../core/trading';
import { errorText } from './Panel';
import { useBackend, useInvalidateAccount } from './useTrading';

type Kind = 'STOP_LOSS' | 'TRAILING_STOP' | 'BRACKET_ENTRY';
const input = 'w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 tabular-nums';
const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** Places a stop-loss, a trailing stop (amount or percent) or a bracket (entry, stop loss, take profit). */
export function AdvancedOrderForm({ symbol }: { symbol: string }) {
  const backend = useBackend();
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
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const request = (): AdvancedRequest => {
    const base = { type: kind, symbol, shares: Number(shares) };
    if (kind === 'STOP_LOSS') return { ...base, stopPrice: num(stop) };
    if (kind === 'TRAILING_STOP')
      return trailBy === 'percent'
        ? { ...base, trailPercent: num(trail) }
        : { ...base, trailAmount: num(trail) };
    return {
      ...base,
      side: 'buy',
      entryPrice: num(entry),
      stopLossPrice: num(stopLoss),
      takeProfitPrice: num(takeProfit),
    };
  };

  const place = useMutation({
    mutationFn: () => backend.placeAdvanced(request()),
    onSuccess: (answer) => {
      const warn = answer.warnings.map((w) => w.message).join(' ');
      setOutcome({ ok: true, text: `Order placed.${warn ? ` ${warn}` : ''}` });
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
          onChange={(e) => setKind(e.target.value as Kind)}
          className={input}
        >
          <option value="STOP_LOSS">Stop-loss</option>
          <option value="TRAILING_STOP">Trailing stop</option>
          <option value="BRACKET_ENTRY">Bracket (entry + stop loss + take profit)</option>
        </select>
      </div>
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
        {kind === 'BRACKET_ENTRY' && field('Entry price ($)', entry, setEntry, 'entry')}
        {kind === 'BRACKET_ENTRY' && field('Stop loss ($)', stopLoss, setStopLoss, 'sl')}
        {kind === 'BRACKET_ENTRY' && field('Take profit ($)', takeProfit, setTakeProfit, 'tp')}
      </div>
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
