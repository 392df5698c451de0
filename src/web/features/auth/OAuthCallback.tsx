import { CheckCircle2, UserRound, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SessionAnswer } from '../../../shared/api/auth';
import { LoadingScreen } from '../../app/LoadingScreen';
import { api } from '../../lib/api';
import { shouldOffer } from '../../lib/guest-carry/carry';
import { OFFER } from '../../lib/guest-carry/flags';
import { learningState, trackActivity } from '../../lib/learning-state';
import { calledName, getSession, signIn } from '../../lib/session';
import { userKey, writeJson } from '../../lib/storage';
import {
  callbackParams,
  FAILURE_MESSAGE,
  FAILURE_REDIRECT_MS,
  failureDestination,
  SUCCESS_REDIRECT_MS,
  takeBinding,
} from './oauthCallback';

type State =
  | { phase: 'processing' }
  | { phase: 'confirm'; current: string }
  | { phase: 'success'; name: string }
  | { phase: 'error'; error: string | null };

/**
 * Shown on `/` when the address carries `?token=` or `?error=` from Google sign-in. The token is a
 * one-time code: it becomes a session only through POST /api/auth/exchange with the binding value this
 * tab kept before it left for Google, so a link from someone else signs no one in. A learner already
 * signed in is asked before the session changes.
 */
export function OAuthCallback() {
  const [state, setState] = useState<State>({ phase: 'processing' });
  // Read before the address is cleaned, once (a second effect run must see the same parameters).
  const [params] = useState(() => callbackParams(window.location.search));
  const code = useRef<string | null>(params.token);
  const started = useRef(false);
  const cancelled = useRef(false);

  const fail = (reason: string | null) => {
    if (cancelled.current) return;
    setState({ phase: 'error', error: reason });
    setTimeout(() => window.location.replace(failureDestination(reason)), FAILURE_REDIRECT_MS);
  };

  const exchange = () => {
    setState({ phase: 'processing' });
    const binding = takeBinding();
    if (!code.current || !binding) return fail(null);
    api<SessionAnswer>('/api/auth/exchange', {
      method: 'POST',
      body: { code: code.current, binding },
      timeoutMs: 10_000,
    })
      .then(({ token, user }) => {
        if (cancelled.current) return;
        signIn(token, user);
        learningState.login();
        // The daily login counts for XP and the streak (spec §7: the login flow tracks analytics).
        void trackActivity({ activityType: 'login' });
        // Google does not say whether the account is new: the learner is asked about this device's
        // guest lessons (CarryHost), as after any sign-in.
        if (shouldOffer(user.id)) writeJson(userKey(user.id, OFFER), true);
        setState({ phase: 'success', name: calledName(user) ?? 'there' });
        setTimeout(() => window.location.replace(`${window.location.origin}/`), SUCCESS_REDIRECT_MS);
      })
      .catch(() => fail(null));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    cancelled.current = false;
    // Once per page, even when React runs the effect twice (StrictMode): the binding serves one exchange.
    if (!started.current) {
      started.current = true;
      const { token, error } = params;
      // The code must not linger in the address bar or history.
      window.history.replaceState(null, '', window.location.pathname);
      const session = getSession();
      if (error || !token) fail(error);
      else if (session.isAuthenticated && session.user && !session.isGuest) {
        const user = session.user as { firstName?: string; username?: string; email?: string };
        setState({
          phase: 'confirm',
          // The name the app calls this learner everywhere else (calledName), then the address.
          current: calledName(user) ?? (user.email?.trim() || 'your account'),
        });
      } else exchange();
    }
    return () => {
      cancelled.current = true;
    };
  }, []);

  if (state.phase === 'processing')
    return <LoadingScreen label="Authenticating..." detail="Signing you in..." />;

  if (state.phase === 'confirm')
    return (
      <main id="main" className="flex min-h-screen items-center justify-center px-4">
        <section
          aria-labelledby="switch-title"
          className="max-w-md rounded-2xl border border-slate-800 bg-slate-900/70 p-8 text-center"
        >
          <UserRound aria-hidden className="mx-auto h-12 w-12 text-amber-300" />
          <h1 id="switch-title" className="mt-4 text-2xl font-bold">
            Switch account?
          </h1>
          <p className="mt-2 text-slate-300">
            You are signed in as {state.current}. Sign in with the Google account instead? Only continue if
            you just chose &lsquo;Continue with Google&rsquo; yourself.
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <button
              type="button"
              onClick={() => window.location.replace(`${window.location.origin}/dashboard`)}
              className="rounded-lg bg-emerald-500 px-4 py-2.5 font-semibold text-slate-950 hover:bg-emerald-400"
            >
              Stay signed in as {state.current}
            </button>
            <button
              type="button"
              onClick={exchange}
              className="rounded-lg border border-slate-600 px-4 py-2.5 font-semibold hover:bg-slate-800"
            >
              Switch account
            </button>
          </div>
        </section>
      </main>
    );

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
