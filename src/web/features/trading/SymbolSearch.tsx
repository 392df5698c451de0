import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { tradingKey, useBackend } from './useTrading';

/** A combobox: type a symbol or a name, move through the results with the arrow keys, Enter picks. */
export function SymbolSearch({
  value,
  onChange,
  label = 'Symbol',
}: {
  value: string;
  onChange: (symbol: string) => void;
  label?: string;
}) {
  const backend = useBackend();
  const id = useId();
  const [text, setText] = useState(value);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => setText(value), [value]);
  useEffect(() => {
    const t = setTimeout(() => setQuery(text.trim()), 200);
    return () => clearTimeout(t);
  }, [text]);

  const results = useQuery({
    queryKey: tradingKey(backend, 'search', query),
    queryFn: () => backend.search(query),
    enabled: open && query.length > 0,
    staleTime: 60_000,
  });
  const list = (results.data ?? []).slice(0, 10);

  const pick = (symbol: string) => {
    setText(symbol);
    setOpen(false);
    onChange(symbol);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(list.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      if (open && list[active]) {
        event.preventDefault();
        pick(list[active].symbol);
      } else if (text.trim()) {
        event.preventDefault();
        pick(text.trim().toUpperCase());
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && query.length > 0;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm text-slate-300">
        {label}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && list[active] ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder="Search AAPL, Apple…"
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          // Let a click on an option land first.
          setTimeout(() => setOpen(false), 150);
          const typed = text.trim().toUpperCase();
          if (typed && typed !== value) onChange(typed);
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 uppercase placeholder:normal-case"
      />
      {showList && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label="Matching symbols"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-700 bg-slate-900 shadow-xl"
        >
          {results.isPending && <p className="px-3 py-2 text-sm text-slate-400">Searching…</p>}
          {results.isSuccess && list.length === 0 && (
            <p className="px-3 py-2 text-sm text-slate-400">No matching symbol</p>
          )}
          {list.map((r, i) => (
            <div
              key={r.symbol}
              id={`${id}-opt-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(r.symbol);
              }}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-slate-700' : ''}`}
            >
              <span className="font-semibold">{r.symbol}</span>{' '}
              <span className="text-slate-400">{r.name}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
