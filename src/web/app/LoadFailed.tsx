import { AlertTriangle, LogIn, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { ApiError, SERVER_TROUBLE, userMessage } from '../lib/api';
import { signOut, verifySession } from '../lib/session';
import { useRetryWhenBack } from '../lib/useRetryWhenBack';
import { SESSION_EXPIRED } from './useSessionCheck';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const RETRYING_BY_ITSELF = 'We will try again by ourselves as soon as the server can be reached.';

/**
 * A page's main read failed: what could not be loaded and why, in the learner's words (the
 * connection only when it was the connection; a 5xx as ours), with a way on. Unreachable: Try
 * again, and again by itself when the connection is back. A session the server no longer knows
 * (401): checked once with /api/auth/verify, which signs out and sends the learner to sign in (spec
 * §4); until then, a button that does that.
 */
export function LoadFailed({
  what,
  error,
  onRetry,
  retrying = false,
}: {
  /** What could not be loaded: "your progress". */
  what: string;
  error: unknown;
  onRetry: () => void;
  /** A retry is under way (the button says so and ignores presses). */
  retrying?: boolean;
}) {
  const ended = error instanceof ApiError && error.status === 401;
  const unreachable = error instanceof ApiError && error.isNetwork;
  useRetryWhenBack(unreachable, onRetry);
  useEffect(() => {
    if (!ended) return;
    void verifySession().then((outcome) => {
      if (outcome === 'expired') toast.error(SESSION_EXPIRED, { id: 'session-expired', duration: 3000 });
    });
  }, [ended]);
  const button =
    'inline-flex items-center gap-2 rounded-lg bg-slate-800 px-4 py-2 hover:bg-slate-700 aria-disabled:opacity-60';
  return (
    <div className="rounded-2xl border border-rose-800 bg-rose-950/40 p-6 text-center">
      <AlertTriangle aria-hidden className="mx-auto mb-2 h-8 w-8 text-rose-400" />
      <p role="alert" className="mb-3">
        We could not load {what}. {ended ? SESSION_ENDED : userMessage(error, SERVER_TROUBLE)}
      </p>
      {unreachable && <p className="mb-3 text-sm text-slate-300">{RETRYING_BY_ITSELF}</p>}
      {ended ? (
        <button type="button" onClick={signOut} className={button}>
          <LogIn aria-hidden className="h-4 w-4" /> Sign in again
        </button>
      ) : (
        <button
          type="button"
          onClick={() => {
            if (!retrying) onRetry();
          }}
          aria-disabled={retrying || undefined}
          className={button}
        >
          <RefreshCw aria-hidden className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} />{' '}
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      )}
    </div>
  );
}
