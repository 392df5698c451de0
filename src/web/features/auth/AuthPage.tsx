import { Link, Navigate, useNavigate, useRouter } from '@tanstack/react-router';
import { LogIn, UserRound } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { CredentialErrors } from '../../../core/auth/credentials';
import type { SessionAnswer } from '../../../shared/api/auth';
import { api } from '../../lib/api';
import { beginCarry, runCarry, shouldOffer } from '../../lib/guest-carry/carry';
import { OFFER } from '../../lib/guest-carry/flags';
import { learningState, replayPending, trackActivity } from '../../lib/learning-state';
import { enterGuestMode, getSession, signIn, useSession } from '../../lib/session';
import { userKey, writeJson } from '../../lib/storage';
import { announceCarry } from '../guest-carry/announce';
import { destinationAfterSignIn } from '../onboarding/flow';
import { AuthFrame } from './AuthFrame';
import {
  type AuthFields,
  type AuthMode,
  canSubmit,
  emptyFields,
  errorOnLeave,
  errorWhileFixing,
  failureMessage,
  googleFailureFrom,
  pathAfterSignUp,
  registerPayload,
  type SubmitFailure,
  safeRedirect,
  type TextField,
  validate,
} from './authForm';
import { DiagnosticsPanel } from './DiagnosticsPanel';
import { FieldError } from './FieldError';
import { GoogleSignIn } from './GoogleSignIn';
import { PasswordField } from './PasswordField';
import { PasswordGuidance } from './PasswordGuidance';

/** A login that hangs is released after this long (spec §4: stuck login-loading flag). */
const STUCK_LOGIN_MS = 10_000;

export const SignInPage = () => <AuthPage mode="signin" />;
export const SignUpPage = () => <AuthPage mode="signup" />;

/** Sign in / sign up (spec app-and-learning §2 Auth screen). */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const session = useSession();
  const navigate = useNavigate();
  const ids = useId();
  const [alreadySignedIn] = useState(session.isAuthenticated);
  // The page a signed-out visitor asked for (a lesson link): where every way through this screen ends.
  // Read once, without subscribing: re-rendering while a navigation is pending would restart it.
  const router = useRouter();
  const [search] = useState(() => router.state.location.searchStr);
  const asked = safeRedirect(search);
  const [fields, setFields] = useState<AuthFields>(emptyFields);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [termsTouched, setTermsTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [carrying, setCarrying] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(() => {
    const google = typeof window === 'undefined' ? null : googleFailureFrom(window.location.search);
    return google ? { message: google, network: false } : null;
  });

  // A new mode starts clean (but keeps what was typed in the shared fields).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the mode changes
  useEffect(() => {
    setErrors({});
    setTermsTouched(false);
  }, [mode]);

  // Spec §2: a token with auth=success arriving here is handed to the callback screen on `/`.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('auth') === 'success' && params.get('token'))
      window.location.replace(`/${window.location.search}`);
  }, []);

  useEffect(() => {
    if (!busy || carrying) return;
    const timer = setTimeout(() => setBusy(false), STUCK_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [busy, carrying]);

  // Already signed in on arrival: nothing to do here. (A sign-in made on this screen navigates itself.)
  if (alreadySignedIn) return asked ? <GoTo href={asked} /> : <Navigate to="/dashboard" replace />;

  const signup = mode === 'signup';
  const set = <K extends keyof AuthFields>(key: K, value: AuthFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));
  const showError = (field: TextField, message: string | undefined) =>
    setErrors(({ [field]: _old, ...rest }) => (message ? { ...rest, [field]: message } : rest));
  /** A typed field: an error already shown is re-checked on every edit. */
  const type = (field: TextField, value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    if (errors[field]) showError(field, errorWhileFixing(mode, next, field, errors[field]));
  };
  /** Leaving a filled-in field shows what is wrong with it right away. */
  const leave = (field: TextField) => {
    const found = errorOnLeave(mode, fields, field);
    if (found) showError(field, found);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(mode, fields);
    setErrors(found);
    setTermsTouched(true);
    const first = (['name', 'email', 'password'] as const).find((k) => found[k]);
    if (first) document.getElementById(`${ids}-${first}`)?.focus();
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    const wasGuest = getSession().isGuest;
    try {
      const answer = signup
        ? await api<SessionAnswer>('/api/auth/register', {
            method: 'POST',
            body: registerPayload(fields, Intl.DateTimeFormat().resolvedOptions().timeZone),
          })
        : await api<SessionAnswer>('/api/auth/login', {
            method: 'POST',
            body: { email: fields.email.trim(), password: fields.password },
          });
      signIn(answer.token, answer.user);
      learningState.login();
      // The daily login counts for XP and the streak (spec §7: the login flow tracks analytics).
      void trackActivity({ activityType: 'login' });
      // What this device kept for this learner while signed out (a lesson finished as the session
      // ended) goes now, wherever the learner is headed.
      void replayPending();
      // A new account made on this device takes the guest's lessons, quizzes, games, tours and
      // answers along (scored by the server); a returning learner is asked first (CarryOffer).
      if (signup && beginCarry(answer.user.id, { preferences: wasGuest })) {
        setCarrying(true);
        const report = await runCarry();
        if (report) announceCarry(report);
      } else if (!signup && shouldOffer(answer.user.id)) writeJson(userKey(answer.user.id, OFFER), true);
      // The page asked for first; else a new account's first step, and a returning learner who is
      // onboarded goes straight to the dashboard (issue 10).
      const asked = safeRedirect(search);
      await navigate({
        href: asked ?? (signup ? pathAfterSignUp() : await destinationAfterSignIn(answer.user)),
      });
    } catch (error) {
      setFailure(failureMessage(mode, error));
    } finally {
      setBusy(false);
      setCarrying(false);
    }
  }

  function continueAsGuest() {
    enterGuestMode();
    void navigate({ href: asked ?? '/dashboard' });
  }

  const termsMessage =
    signup && termsTouched && !(fields.acceptedTerms && fields.acceptedPrivacy)
      ? 'You must accept both the Terms of Service and Privacy Policy'
      : undefined;
  // Why "Create account" is still dimmed, until the spec's message takes over after a first try.
  const termsHint =
    signup && !termsMessage && !(fields.acceptedTerms && fields.acceptedPrivacy)
      ? 'Tick both boxes above to create your account.'
      : undefined;
  const input =
    'w-full rounded-lg border border-slate-700 bg-slate-900 px-3 py-2.5 outline-none focus:border-emerald-400 aria-invalid:border-rose-400';

  return (
    <AuthFrame>
      <h1 className="text-2xl font-bold">{signup ? 'Create your account' : 'Learn now, or sign in'}</h1>
      {signup ? (
        <p className="mt-1 text-sm text-slate-400">Free while in beta. Paper money only.</p>
      ) : (
        <>
          {/* The way in for a newcomer comes first: no account and no password to start a lesson. */}
          <section
            aria-labelledby={`${ids}-try`}
            className="mt-5 rounded-xl border border-emerald-500/40 bg-emerald-500/10 p-4"
          >
            <h2 id={`${ids}-try`} className="font-semibold text-emerald-100">
              Try it without an account
            </h2>
            <p className="mt-1 text-sm text-slate-300">
              Start the first lesson now. Your progress stays on this device, and comes with you if you make
              an account later.
            </p>
            <GuestButton onClick={continueAsGuest} primary />
          </section>
          <h2 className="mt-6 text-lg font-semibold">Welcome back</h2>
          <p className="mt-1 text-sm text-slate-400">Sign in to keep your progress in sync.</p>
        </>
      )}

      <GoogleSignIn />

      <form noValidate onSubmit={submit} className="space-y-4" aria-label={signup ? 'Sign up' : 'Sign in'}>
        {signup && (
          <div>
            <label htmlFor={`${ids}-name`} className="mb-1.5 block text-sm font-medium">
              Name
            </label>
            <input
              id={`${ids}-name`}
              name="name"
              autoComplete="name"
              value={fields.name}
              onChange={(e) => type('name', e.target.value)}
              onBlur={() => leave('name')}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${ids}-name-error` : undefined}
              className={input}
            />
            <FieldError id={`${ids}-name-error`} message={errors.name} />
          </div>
        )}
        <div>
          <label htmlFor={`${ids}-email`} className="mb-1.5 block text-sm font-medium">
            Email
          </label>
          <input
            id={`${ids}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete={signup ? 'email' : 'username'}
            value={fields.email}
            onChange={(e) => type('email', e.target.value)}
            onBlur={() => leave('email')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${ids}-email-error` : undefined}
            className={input}
          />
          <FieldError id={`${ids}-email-error`} message={errors.email} />
        </div>
        <div>
          <label htmlFor={`${ids}-password`} className="mb-1.5 block text-sm font-medium">
            Password
          </label>
          <PasswordField
            id={`${ids}-password`}
            value={fields.password}
            onChange={(v) => type('password', v)}
            onBlur={() => leave('password')}
            autoComplete={signup ? 'new-password' : 'current-password'}
            error={errors.password}
            // The rules step aside for the error, which names what is still missing.
            describedBy={signup && !errors.password ? `${ids}-password-rules` : undefined}
          />
          {signup ? (
            <PasswordGuidance
              rulesId={`${ids}-password-rules`}
              errorId={`${ids}-password-error`}
              error={errors.password}
            />
          ) : (
            <FieldError id={`${ids}-password-error`} message={errors.password} />
          )}
          {!signup && (
            <p className="mt-1.5 text-right text-sm">
              <Link to="/forgot-password" className="text-emerald-300 hover:underline">
                Forgot password?
              </Link>
            </p>
          )}
        </div>

        {signup && (
          <fieldset className="space-y-2">
            <legend className="sr-only">Agreements</legend>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg py-1 text-sm">
              <input
                type="checkbox"
                checked={fields.acceptedTerms}
                onChange={(e) => {
                  set('acceptedTerms', e.target.checked);
                  setTermsTouched(true);
                }}
                aria-describedby={termsMessage ? `${ids}-terms-error` : undefined}
                className="h-5 w-5 shrink-0 accent-emerald-500"
              />
              <span>
                I accept the{' '}
                <Link to="/terms" target="_blank" className="py-2 text-emerald-300 underline">
                  Terms of Service
                </Link>
              </span>
            </label>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg py-1 text-sm">
              <input
                type="checkbox"
                checked={fields.acceptedPrivacy}
                onChange={(e) => {
                  set('acceptedPrivacy', e.target.checked);
                  setTermsTouched(true);
                }}
                aria-describedby={termsMessage ? `${ids}-terms-error` : undefined}
                className="h-5 w-5 shrink-0 accent-emerald-500"
              />
              <span>
                I accept the{' '}
                <Link to="/privacy" target="_blank" className="py-2 text-emerald-300 underline">
                  Privacy Policy
                </Link>
              </span>
            </label>
            <FieldError id={`${ids}-terms-error`} message={termsMessage} />
          </fieldset>
        )}

        {failure && (
          <div
            role="alert"
            className="rounded-lg border border-rose-500/40 bg-rose-500/10 p-3 text-sm text-rose-200"
          >
            {failure.message}
          </div>
        )}
        {failure?.network && <DiagnosticsPanel error={failure.cause ?? failure.message} />}

        <button
          type="submit"
          disabled={!canSubmit(mode, fields, busy)}
          aria-describedby={termsHint ? `${ids}-terms-hint` : termsMessage ? `${ids}-terms-error` : undefined}
          className="flex w-full items-center justify-center gap-2 rounded-lg bg-emerald-500 px-4 py-2.5 font-semibold text-slate-950 hover:bg-emerald-400 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <LogIn aria-hidden className="h-4 w-4" />
          {carrying
            ? 'Bringing your guest progress…'
            : busy
              ? 'Please wait...'
              : signup
                ? 'Create account'
                : 'Sign in'}
        </button>
        {termsHint && (
          <p id={`${ids}-terms-hint`} className="-mt-2 text-center text-sm text-slate-400">
            {termsHint}
          </p>
        )}
      </form>

      <p className="mt-5 text-center text-sm text-slate-400">
        {signup ? 'Already have an account? ' : 'New to ThinkStreet? '}
        <Link
          to={signup ? '/login' : '/signup'}
          search={asked ? { redirect: asked } : {}}
          className="font-semibold text-emerald-300 hover:underline"
        >
          {signup ? 'Sign in' : 'Create an account'}
        </Link>
      </p>

      {signup && <GuestButton onClick={continueAsGuest} />}
    </AuthFrame>
  );
}

/**
 * The guest way in: first and filled on the sign-in screen (`primary`), quiet under the sign-up form.
 */
function GuestButton({ onClick, primary = false }: { onClick: () => void; primary?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 ${
        primary
          ? 'mt-3 bg-emerald-500 font-semibold text-slate-950 hover:bg-emerald-400'
          : 'mt-4 border border-slate-700 text-sm font-medium text-slate-200 hover:border-slate-500'
      }`}
    >
      <UserRound aria-hidden className="h-4 w-4" />
      Continue without signing in
    </button>
  );
}

/** Replaces this screen with an app path known only at run time (a checked `?redirect=`). */
function GoTo({ href }: { href: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ href, replace: true });
  }, [href, navigate]);
  return null;
}
