import { AlertTriangle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api';

// Pieces every section of the admin console shares.

export const card = 'rounded-2xl border border-slate-800 bg-slate-900/60 p-5';
export const dtf = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function Failed({ what, onRetry, error }: { what: string; onRetry: () => void; error: unknown }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <div role="alert" className="rounded-xl border border-rose-800 bg-rose-950/40 p-4">
      <p className="flex items-center gap-2">
        <AlertTriangle aria-hidden className="h-5 w-5 text-rose-400" />
        {forbidden ? 'This page is for administrators only.' : `We could not load ${what}.`}
      </p>
      {!forbidden && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 inline-flex items-center gap-2 rounded-lg bg-slate-800 px-3 py-1.5 hover:bg-slate-700 pointer-coarse:min-h-11"
        >
          <RefreshCw aria-hidden className="h-4 w-4" /> Try again
        </button>
      )}
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `admin-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`${card} min-w-0`}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
