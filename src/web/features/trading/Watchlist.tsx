import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { refusalMessage, refuse } from '../../../core/trading/refusals';
import { SYMBOL_PATTERN } from '../../../core/trading/validate';
import type { QuoteView } from '../../../shared/api/market-data';
import { useFocusRescue } from '../../app/focus';
import { ApiError, api } from '../../lib/api';
import { signedPct, tone, usd } from './format';
import { Empty, errorText, LoadError, Loading } from './Panel';
import { tradingKey, useBackend, useWatchlist } from './useTrading';

/** The watchlist (default AAPL, GOOGL, MSFT, AMZN, TSLA) with live prices; add and remove symbols. */
export function Watchlist({
  quotes,
  onSelect,
}: {
  quotes: Record<string, QuoteView>;
  onSelect: (symbol: string) => void;
}) {
  const backend = useBackend();
  const client = useQueryClient();
  const q = useWatchlist();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (symbols: string[]) => backend.setWatchlist(symbols),
    onSuccess: (answer) => {
      client.setQueryData(tradingKey(backend, 'watchlist'), answer);
      setError(null);
      setText('');
    },
    onError: (e) => setError(errorText(e)),
  });
  // After a removal focus goes to the next symbol's Remove (or the one before, or the add field),
  // not to <body> with the row that went.
  const box = useRef<HTMLDivElement>(null);
  const removedAt = useRef(0);
  useFocusRescue(box, () => {
    const rows = box.current?.querySelectorAll<HTMLElement>('[data-remove-symbol]') ?? [];
    return rows[Math.min(removedAt.current, rows.length - 1)] ?? box.current?.querySelector('input');
  });

  if (q.isPending) return <Loading label="Loading watchlist" />;
  if (q.isError) return <LoadError message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  const symbols = q.data.symbols;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const symbol = text.trim().toUpperCase();
    if (!symbol) return;
    if (symbols.includes(symbol)) return setError(`${symbol} is already on your watchlist.`);
    if (!SYMBOL_PATTERN.test(symbol)) return setError(refusalMessage(refuse('INVALID_SYMBOL_FORMAT')));
    // A symbol no price source knows would sit on the list as a dash. Offline, it is added as asked.
    const known = await api(`/market-data/quote/${encodeURIComponent(symbol)}`).then(
      () => true,
      (e) => !(e instanceof ApiError && e.status === 404),
    );
    if (!known) return setError(`We have no prices for ${symbol}. Check the symbol.`);
    save.mutate([...symbols, symbol]);
  };

  return (
    <div ref={box}>
      {symbols.length === 0 ? (
        <Empty>Your watchlist is empty.</Empty>
      ) : (
        <ul className="divide-y divide-slate-800" aria-label="Watched symbols">
          {symbols.map((s, i) => {
            const quote = quotes[s];
            return (
              <li key={s} className="flex flex-wrap items-center gap-x-2 py-2 text-sm">
                <button
                  type="button"
                  onClick={() => onSelect(s)}
                  className="font-semibold hover:underline pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:text-left"
                >
                  {s}
                </button>
                <span className="ml-auto tabular-nums">{quote ? usd(quote.price) : '—'}</span>
                <span className={`w-16 text-right tabular-nums ${tone(quote?.changePercent ?? 0)}`}>
                  {quote ? signedPct(quote.changePercent) : ''}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${s} from the watchlist`}
                  data-remove-symbol
                  onClick={() => {
                    removedAt.current = i;
                    save.mutate(symbols.filter((x) => x !== s));
                  }}
                  className="inline-flex items-center justify-center rounded p-1 text-slate-400 hover:text-rose-300 pointer-coarse:min-h-11 pointer-coarse:min-w-11"
                >
                  <X aria-hidden className="h-4 w-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={(e) => void add(e)} className="mt-2 flex gap-2">
        <label htmlFor={`${id}-add`} className="sr-only">
          Symbol to watch
        </label>
        <input
          id={`${id}-add`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Add symbol"
          className="min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-3 py-1.5 text-sm uppercase placeholder:normal-case"
        />
        <button
          type="submit"
          disabled={save.isPending}
          className="inline-flex items-center gap-1 rounded-lg bg-slate-800 px-3 text-sm hover:bg-slate-700"
        >
          <Plus aria-hidden className="h-4 w-4" /> Add
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-1 text-sm text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
