import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { QuoteView } from '../../../shared/api/market-data';
import { useFocusRescue } from '../../app/focus';
import { ApiError, api } from '../../lib/api';
import { signedPct, tone, usd } from './format';
import { errorText, LoadError, Loading } from './Panel';
import { tradingKey, useBackend, useWatchlist } from './useTrading';
import { resolveWatchAdd, unknownWatchText, WATCH_SUGGESTIONS, type WatchMatch } from './watchlistAdd';

/**
 * The watchlist (default AAPL, GOOGL, MSFT, AMZN, TSLA) with live prices; add a symbol by its symbol
 * or its company's name, and remove symbols. Empty, it says what it is for and offers three to add.
 */
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
  // Several companies match a name: the learner picks one.
  const [choices, setChoices] = useState<WatchMatch[]>([]);
  const save = useMutation({
    mutationFn: (symbols: string[]) => backend.setWatchlist(symbols),
    onSuccess: (answer) => {
      client.setQueryData(tradingKey(backend, 'watchlist'), answer);
      setError(null);
      setChoices([]);
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

  const watch = (symbol: string) => {
    if (symbols.includes(symbol)) return setError(`${symbol} is already on your watchlist.`);
    save.mutate([...symbols, symbol]);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    setChoices([]);
    // The market's own symbol search finds "apple" as AAPL (offline, its list on this device).
    const matches = await backend.search(typed).catch(() => []);
    const found = resolveWatchAdd(typed, matches);
    if (found.kind === 'choose') {
      setError(null);
      return setChoices(found.matches);
    }
    if (found.kind === 'unknown') return setError(unknownWatchText(typed));
    if (found.kind === 'check') {
      if (symbols.includes(found.symbol)) return setError(`${found.symbol} is already on your watchlist.`);
      // A symbol no price source knows would sit on the list as a dash. Offline, it is added as asked.
      const known = await api(`/market-data/quote/${encodeURIComponent(found.symbol)}`).then(
        () => true,
        (e) => !(e instanceof ApiError && e.status === 404),
      );
      if (!known) return setError(unknownWatchText(typed));
    }
    watch(found.symbol);
  };

  return (
    <div ref={box}>
      {symbols.length === 0 ? (
        <EmptyWatchlist onAdd={watch} busy={save.isPending} />
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
          placeholder="Symbol or company, e.g. Apple"
          className="min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-3 py-1.5 text-sm"
        />
        <button
          type="submit"
          disabled={save.isPending}
          className="inline-flex items-center gap-1 rounded-lg bg-slate-800 px-3 text-sm hover:bg-slate-700"
        >
          <Plus aria-hidden className="h-4 w-4" /> Add
        </button>
      </form>
      {choices.length > 0 && (
        <div className="mt-2">
          <p className="text-sm text-slate-300" id={`${id}-choices`}>
            Which one do you mean?
          </p>
          <ul aria-labelledby={`${id}-choices`} className="mt-1 space-y-1">
            {choices.map((c) => (
              <li key={c.symbol}>
                <button
                  type="button"
                  onClick={() => watch(c.symbol)}
                  className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-800"
                >
                  <Plus aria-hidden className="h-4 w-4 text-slate-400" />
                  <span className="font-semibold">{c.symbol}</span>{' '}
                  <span className="text-slate-400">{c.name}</span>
                  <span className="sr-only"> (add to the watchlist)</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-1 text-sm wrap-anywhere text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a watchlist is for, how to add a symbol, and three to add with one tap. */
function EmptyWatchlist({ onAdd, busy }: { onAdd: (symbol: string) => void; busy: boolean }) {
  return (
    <div className="py-2 text-sm text-slate-300" data-testid="watchlist-empty">
      <p>
        A watchlist keeps an eye on companies you might buy: their price and today's move, without owning
        them. Tap one to open its chart and order ticket.
      </p>
      <p className="mt-2 text-slate-400">
        Type a symbol or a company's name below, or start with one of these:
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {WATCH_SUGGESTIONS.map(([symbol, name]) => (
          <button
            key={symbol}
            type="button"
            disabled={busy}
            onClick={() => onAdd(symbol)}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-700 px-3 py-1.5 hover:bg-slate-800"
          >
            <Plus aria-hidden className="h-4 w-4" />
            <span className="sr-only">Add </span>
            {name} <span className="text-slate-400">{symbol}</span>
            <span className="sr-only"> to the watchlist</span>
          </button>
        ))}
      </div>
    </div>
  );
}
