import { AlertTriangle, RefreshCw } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { ErrorFallback } from '../../app/ErrorScreens';
import { ApiError, userMessage } from '../../lib/api';
import { useAfterPaint } from '../../lib/useAfterPaint';
import { useNearViewport } from '../../lib/useNearViewport';

/** A titled card of the trading page, with the same loading, error and empty states everywhere. */
export function Panel({
  title,
  actions,
  children,
  className = '',
  id,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-2xl border border-slate-800 bg-slate-900/60 p-4 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * A loading placeholder: three lines of text, or with `rows`, that many bars as tall as the rows to
 * come (`rowHeight`, a table's `h-7` unless said; `space-y-1`), so a list whose length is known
 * beforehand does not move what is below it when it arrives.
 */
export function Loading({
  label,
  rows,
  rowHeight = 'h-7',
}: {
  label: string;
  rows?: number;
  rowHeight?: string;
}) {
  return (
    <div role="status" aria-live="polite" className={`animate-pulse ${rows ? 'space-y-1' : 'space-y-2'}`}>
      <span className="sr-only">{label}</span>
      {rows ? (
        Array.from({ length: rows }, (_, i) => (
          <div key={i} className={`${rowHeight} rounded-md bg-slate-800`} />
        ))
      ) : (
        <>
          <div className="h-4 w-2/3 rounded bg-slate-800" />
          <div className="h-4 w-1/2 rounded bg-slate-800" />
          <div className="h-4 w-3/4 rounded bg-slate-800" />
        </>
      )}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-rose-900 bg-rose-950/40 p-3 text-sm">
      <p className="flex items-center gap-2 text-rose-200">
        <AlertTriangle aria-hidden className="h-4 w-4" /> {message}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 inline-flex items-center gap-1 rounded-md bg-slate-800 px-3 py-1 hover:bg-slate-700 pointer-coarse:min-h-11"
      >
        <RefreshCw aria-hidden className="h-3.5 w-3.5" /> Try again
      </button>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="py-4 text-center text-sm text-slate-400">{children}</p>;
}

/**
 * A failure in words fit for a learner: the server's deliberate refusals and the on-device engine's
 * own refusals (guest mode) as they are; never a server's raw 5xx text or a programming error.
 */
export const errorText = (error: unknown) =>
  error instanceof ApiError || !(error instanceof Error) || error instanceof TypeError
    ? userMessage(error)
    : error.message;

/**
 * A lazily loaded part of the trading page: its loading state while its code arrives and, when that
 * code cannot arrive (the connection dropped mid-load), an error in its own place, so the order
 * ticket and the rest of the page stay usable. React keeps a failed lazy import failed, so the retry
 * reloads the page.
 */
export function LazyPanel({
  loading,
  whenNear,
  children,
}: {
  loading: string;
  /**
   * Also wait until the panel comes near the screen (see useNearViewport), keeping the room it will
   * take (a min-height class) so that nothing below it moves when it arrives.
   */
  whenNear?: { reserve: string };
  children: ReactNode;
}) {
  // Mounted after the page's first paint: the Simulator's chart, options, settings and leaderboard
  // asked for their code and data before the first-trade guide (its largest text) had painted.
  const painted = useAfterPaint();
  const [place, near] = useNearViewport();
  const ready = painted && (near || !whenNear);
  const panel = (
    <ErrorFallback
      fallback={
        <LoadError
          message="This part of the page could not load. Check your connection, then reload."
          onRetry={() => window.location.reload()}
        />
      }
    >
      <Suspense fallback={<Loading label={loading} />}>
        {ready ? children : <Loading label={loading} />}
      </Suspense>
    </ErrorFallback>
  );
  return whenNear ? (
    <div ref={place} className={whenNear.reserve}>
      {panel}
    </div>
  ) : (
    panel
  );
}
