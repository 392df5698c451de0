import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { countText } from '../../../core/words';
import { userKey } from '../../lib/storage';
import { useRetryWhenBack } from '../../lib/useRetryWhenBack';
import { type OrderReplay, readOutbox, replayOrders, replayText, subscribeOutbox } from './order-outbox';
import { accountsKey, useBackend } from './useTrading';

/** While the outbox is not empty, it is tried again this often (and whenever the browser goes online). */
const RETRY_EVERY_MS = 15_000;

const waitingText = (n: number) => `${countText(n, 'order')} waiting to be sent`;

/**
 * A signed-in learner's orders that could not reach the server: how many wait, a way to send them
 * now, and what the server did with each one sent (executed once, or refused with its reason).
 */
export function OrderOutbox() {
  const backend = useBackend();
  return backend.mode === 'server' ? <Outbox userId={backend.userId} /> : null;
}

function Outbox({ userId }: { userId: string }) {
  const backend = useBackend();
  const client = useQueryClient();
  // A replayed order may be for a game's portfolio or the personal one: both are refreshed.
  const accountKey = useRef(accountsKey(backend));
  accountKey.current = accountsKey(backend);
  const raw = useSyncExternalStore(
    subscribeOutbox,
    () => localStorage.getItem(userKey(userId, 'order-outbox')) ?? '[]',
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored text is what changes
  const waiting = useMemo(() => readOutbox(userId), [raw, userId]);
  const [results, setResults] = useState<OrderReplay[]>([]);
  const [sending, setSending] = useState(false);

  const send = useCallback(async () => {
    if (readOutbox(userId).length === 0) return;
    setSending(true);
    try {
      const replayed = await replayOrders(userId);
      if (replayed.length === 0) return;
      setResults((before) => [...replayed, ...before].slice(0, 5));
      for (const r of replayed)
        if (r.kind === 'answered') toast.success(replayText(r));
        else toast.error(replayText(r));
      void client.invalidateQueries({ queryKey: accountKey.current });
    } finally {
      setSending(false);
    }
  }, [userId, client]);

  useEffect(() => {
    void send();
  }, [send]);
  // Then, while orders wait: at once when the browser is back online, and every so often while it
  // says it is online (a server that was down comes back with no browser event). Not while it says
  // it is offline: a send could only fail then, and "Send now" flickered to "Sending…" each time.
  useRetryWhenBack(waiting.length > 0, () => void send(), RETRY_EVERY_MS);

  if (waiting.length === 0 && results.length === 0) return null;
  return (
    <section
      aria-labelledby="order-outbox-title"
      data-testid="order-outbox"
      className="rounded-2xl border border-amber-700/60 bg-amber-950/30 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-outbox-title" className="flex items-center gap-2 font-semibold text-amber-100">
          <CloudOff aria-hidden className="h-5 w-5 shrink-0" />
          {waiting.length > 0 ? waitingText(waiting.length) : 'Orders sent after reconnecting'}
        </h2>
        {waiting.length > 0 ? (
          <button
            type="button"
            onClick={() => void send()}
            disabled={sending}
            className="rounded-lg border border-amber-600 px-3 py-1.5 text-sm text-amber-100 hover:bg-amber-950 disabled:opacity-60"
          >
            {sending ? 'Sending…' : 'Send now'}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => setResults([])}
            className="rounded-lg border border-slate-600 px-3 py-1.5 text-sm text-slate-200 hover:bg-slate-800"
          >
            Dismiss
          </button>
        )}
      </div>
      {waiting.length > 0 && (
        <>
          <p className="mt-1 text-sm text-amber-100/90">
            The server could not be reached. Each order keeps its own key, so it runs at most once: it is sent
            when the connection returns and the server may still refuse it (for example if your cash changed).
          </p>
          <ul className="mt-2 space-y-1 text-sm text-slate-200" data-testid="order-outbox-waiting">
            {waiting.map((e) => (
              <li key={e.key}>
                {e.body.type === 'sell' ? 'Sell' : 'Buy'} {String(e.body.shares)} {String(e.body.symbol)}
                {e.competitionId ? ' in a game' : ''} · queued {new Date(e.queuedAt).toLocaleTimeString()}
              </li>
            ))}
          </ul>
        </>
      )}
      <div role="status">
        {results.length > 0 && (
          <ul className="mt-2 space-y-1 text-sm" data-testid="order-outbox-results">
            {results.map((r) => (
              <li key={r.key} className={r.kind === 'answered' ? 'text-emerald-200' : 'text-rose-200'}>
                {replayText(r)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
