// Live prices for a set of symbols from the server-sent-event stream (/market-data/stream). When the
// stream cannot be opened, the browser prices them itself with the same deterministic market model.
import { useEffect, useMemo, useState } from 'react';
import type { QuoteView, StreamMessage } from '../../../shared/api/market-data';

const FALLBACK_MS = 5_000;

export type LiveQuotes = { quotes: Record<string, QuoteView>; live: boolean };

export function useLiveQuotes(symbols: string[]): LiveQuotes {
  const list = useMemo(() => [...new Set(symbols)].sort().slice(0, 100), [symbols]);
  const joined = list.join(',');
  const [quotes, setQuotes] = useState<Record<string, QuoteView>>({});
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!joined) return;
    const wanted = joined.split(',');
    let timer: ReturnType<typeof setInterval> | undefined;
    // The market model loads only when the stream fails (issue 14: the Simulator's first load).
    const simulate = () =>
      void import('../../../core/market').then(({ simulatedQuote }) => {
        const now = new Date();
        const next: Record<string, QuoteView> = {};
        for (const s of wanted) {
          const q = simulatedQuote(s, now);
          if (q) next[s] = q as QuoteView;
        }
        setQuotes((old) => ({ ...old, ...next }));
      });
    const fallBack = () => {
      setLive(false);
      if (timer) return;
      simulate();
      timer = setInterval(simulate, FALLBACK_MS);
    };
    if (typeof EventSource === 'undefined') {
      fallBack();
      return () => clearInterval(timer);
    }
    const source = new EventSource(`/market-data/stream?symbols=${encodeURIComponent(joined)}`);
    source.onmessage = (event) => {
      try {
        const message = JSON.parse(event.data as string) as StreamMessage;
        setLive(true);
        setQuotes((old) => {
          const next = { ...old };
          for (const q of message.quotes) next[q.symbol] = q;
          return next;
        });
      } catch {
        // A malformed event is skipped; the next tick replaces it.
      }
    };
    source.onerror = () => {
      // EventSource retries by itself while CONNECTING; once CLOSED, price locally.
      if (source.readyState === EventSource.CLOSED) fallBack();
    };
    return () => {
      source.close();
      clearInterval(timer);
    };
  }, [joined]);

  return { quotes, live };
}
