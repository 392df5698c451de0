import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { UserView } from '../../../shared/api/auth';
import { LoadingScreen } from '../../app/LoadingScreen';
import { api } from '../../lib/api';
import { learningState, trackActivity } from '../../lib/learning-state';
import { emitSessionChange, signIn, signOut } from '../../lib/session';
import { keys } from '../../lib/storage';
import {
  callbackParams,
  FAILURE_MESSAGE,
  FAILURE_REDIRECT_MS,
  failureDestination,
  SUCCESS_REDIRECT_MS,
} from './oauthCallback';

type State =
  | { phase: 'processing' }
  | { phase: 'success'; name: string }
  | { phase: 'error'; error: string | null };

/** Shown on `/` when the address carries `?token=` or `?error=` from Google sign-in. */
export function OAuthCallback() {
  const [state, setState] = useState<State>({ phase: 'processing' });

  useEffect(() => {
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const { token, error } = callbackParams(window.location.search);
    // The token must not linger in the address bar or history.
    window.history.replaceState(null, '', window.location.pathname);
    const fail = (reason: string | null) => {
      if (cancelled) return;
      setState({ phase: 'error', error: reason });
      timers.push(setTimeout(() => window.location.replace(failureDestination(reason)), FAILURE_REDIRECT_MS));
    };
    if (error || !token) {
      fail(error);
    } else {
      localStorage.setItem(keys.authToken, token);
      emitSessionChange();
      api<{ user: UserView }>('/api/auth/verify', { timeoutMs: 5000 })
        .then(({ user }) => {
          if (cancelled) return;
          signIn(token, user);
          learningState.login();
          // The daily login counts for XP and the streak (spec §7: the login flow tracks analytics).
          void trackActivity({ activityType: 'login' });
          setState({ phase: 'success', name: user.firstName || user.username });
          timers.push(
            setTimeout(() => window.location.replace(`${window.location.origin}/`), SUCCESS_REDIRECT_MS),
          );
        })
        .catch(() => {
          signOut();
          fail(null);
        });
    }
    return () => {
      cancelled = true;
      for (const t of timers) clearTimeout(t);
    };
  }, []);

  if (state.phase === 'processing')
    return <LoadingScreen label="Authenticating..." detail="Signing you in..." />;
  const ok = state.phase === 'success';
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4">
      <div
        role="status"
        className="max-w-sm rounded-2xl border border-slate-800 bg-slate-900/70 p-8 text-center"
      >
        {ok ? (
          <CheckCircle2 aria-hidden className="mx-auto h-12 w-12 text-emerald-400" />
        ) : (
          <XCircle aria-hidden className="mx-auto h-12 w-12 text-rose-400" />
        )}
        <h1 className="mt-4 text-2xl font-bold">{ok ? 'Welcome' : 'Sign-in Failed'}</h1>
        <p className="mt-2 text-slate-300">
          {ok ? `Good to see you, ${state.name}. Taking you in...` : FAILURE_MESSAGE}
        </p>
      </div>
    </main>
  );
}
