import { Link } from '@tanstack/react-router';
import { KeyRound, MailCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { emailError, newPasswordError } from '../../../core/auth/credentials';
import {
  PASSWORD_RESET_DONE,
  RESET_LINK_REFUSED,
  RESET_REQUESTED,
  SAME_PASSWORD,
} from '../../../shared/api/auth';
import { ApiError, api, userMessage } from '../../lib/api';
import { getSession, signOut } from '../../lib/session';
import { AuthFrame } from './AuthFrame';
import { FieldError } from './FieldError';
import { PasswordField } from './PasswordField';
import { PasswordGuidance } from './PasswordGuidance';

// Forgot password (/forgot-password) and the reset link's page (/reset-password?token=…); the server
// side is POST /api/auth/forgot-password and /api/auth/reset-password (docs/decisions/0029).

export const PASSWORDS_DIFFER = 'The two passwords do not match';
/** Where the reset link's key waits once it is out of the address bar, so a reload still works. */
const TOKEN_KEY = 'passwordResetToken';

const input =
  'w-full rounded-lg border border-slate-700 bg-slate-900 px-3 py-2.5 outline-none focus:border-emerald-400 aria-invalid:border-rose-400';
const primary =
  'flex w-full items-center justify-center gap-2 rounded-lg bg-emerald-500 px-4 py-2.5 font-semibold text-slate-950 hover:bg-emerald-400 disabled:cursor-not-allowed disabled:opacity-50';
const linkClass = 'font-semibold text-emerald-300 hover:underline';

function Card({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <AuthFrame>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-400">{intro}</p>
      {children}
    </AuthFrame>
  );
}

function Alert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-rose-500/40 bg-rose-500/10 p-3 text-sm text-rose-200"
    >
      {children}
    </div>
  );
}

const BackToSignIn = () => (
  <p className="mt-5 text-center text-sm text-slate-400">
    Remembered it?{' '}
    <Link to="/login" className={linkClass}>
      Back to sign in
    </Link>
  </p>
);

/** Asks for a reset link by e-mail; the answer never says whether an account uses the address. */
export function ForgotPasswordPage() {
  const ids = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await api<{ message: string }>('/api/auth/forgot-password', {
        method: 'POST',
        body: { email: email.trim() },
        timeoutMs: 15_000,
      });
      setSentTo(email.trim());
    } catch (caught) {
      setFailure(userMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <Card title="Check your e-mail" intro="The link works for one hour, once.">
        <div role="status" className="rounded-lg border border-emerald-500/40 bg-emerald-500/10 p-4 text-sm">
          <MailCheck aria-hidden className="mb-2 h-5 w-5 text-emerald-300" />
          <p className="text-emerald-100">{RESET_REQUESTED}</p>
          <p className="mt-2 text-slate-300">
            Nothing after a few minutes? Look in your spam folder, check the address, or ask again.
          </p>
        </div>
        <button
          type="button"
          onClick={() => setSentTo(null)}
          className="mt-4 w-full rounded-lg border border-slate-700 px-4 py-2.5 text-sm font-medium text-slate-200 hover:border-slate-500"
        >
          Use another address or ask again
        </button>
        <BackToSignIn />
      </Card>
    );
  }

  return (
    <Card
      title="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Ask for a password reset link">
        <div>
          <label htmlFor={`${ids}-email`} className="mb-1.5 block text-sm font-medium">
            Email
          </label>
          <input
            ref={field}
            id={`${ids}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(emailError(e.target.value));
            }}
            onBlur={() => email.trim() && setError(emailError(email))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-email-error` : undefined}
            className={input}
          />
          <FieldError id={`${ids}-email-error`} message={error} />
        </div>
        {failure && <Alert>{failure}</Alert>}
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={primary}>
          <MailCheck aria-hidden className="h-4 w-4" />
          {busy ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
      <BackToSignIn />
    </Card>
  );
}

/** The reset link's key: taken from the address once (and removed from it), else kept from before. */
function takeToken(): string | null {
  if (typeof window === 'undefined') return null;
  const fromLink = new URLSearchParams(window.location.search).get('token');
  try {
    if (fromLink) {
      sessionStorage.setItem(TOKEN_KEY, fromLink);
      // The key must not linger in the address bar or the history.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      return fromLink;
    }
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return fromLink;
  }
}

function forgetToken() {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {}
}

type Phase = 'form' | 'done' | 'refused';

/** The page of a reset link: a new password, twice; then sign in with it. */
export function ResetPasswordPage() {
  const ids = useId();
  const [token] = useState(takeToken);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>(token ? 'form' : 'refused');
  // A password the server refused as the account's current one: it stays refused here while typed.
  const [current, setCurrent] = useState<string | null>(null);

  const passwordError = (value: string) =>
    newPasswordError(value) ?? (value === current ? SAME_PASSWORD : undefined);
  const check = (next: { password: string; confirm: string }) => ({
    password: passwordError(next.password),
    confirm: next.confirm && next.confirm !== next.password ? PASSWORDS_DIFFER : undefined,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check({ password, confirm });
    if (!found.confirm && !confirm && !found.password) found.confirm = 'Please type the new password again';
    setErrors(found);
    const first = found.password ? 'password' : found.confirm ? 'confirm' : null;
    if (first) {
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await api<{ message: string }>('/api/auth/reset-password', {
        method: 'POST',
        body: { token, password },
        timeoutMs: 15_000,
      });
      forgetToken();
      // Every session of the account has ended on the server: this device's too.
      const session = getSession();
      if (session.isAuthenticated && !session.isGuest) signOut();
      setPhase('done');
    } catch (caught) {
      if (caught instanceof ApiError && caught.message === RESET_LINK_REFUSED) {
        forgetToken();
        setPhase('refused');
      } else if (caught instanceof ApiError && caught.status === 400) {
        // The link was not used: the learner chooses another password with it.
        if (caught.message === SAME_PASSWORD) setCurrent(password);
        setErrors({ password: caught.message });
        document.getElementById(`${ids}-password`)?.focus();
      } else setFailure(userMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  if (phase === 'done') {
    return (
      <Card title="Password changed" intro="Every device that was signed in to your account is signed out.">
        <p
          role="status"
          className="mb-4 rounded-lg border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm"
        >
          {PASSWORD_RESET_DONE}
        </p>
        <Link to="/login" className={primary}>
          Sign in
        </Link>
      </Card>
    );
  }

  if (phase === 'refused') {
    return (
      <Card title="This link cannot be used" intro="Reset links work once, for one hour.">
        <Alert>
          {token
            ? RESET_LINK_REFUSED
            : 'This password reset link is incomplete. Open the link from the e-mail again, or ask for a new one.'}
        </Alert>
        <Link to="/forgot-password" className={`${primary} mt-4`}>
          Ask for a new link
        </Link>
        <BackToSignIn />
      </Card>
    );
  }

  return (
    <Card
      title="Choose a new password"
      intro="Setting it signs out every device that is signed in to your account."
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Choose a new password">
        <div>
          <label htmlFor={`${ids}-password`} className="mb-1.5 block text-sm font-medium">
            New password
          </label>
          <PasswordField
            id={`${ids}-password`}
            value={password}
            onChange={(v) => {
              setPassword(v);
              if (errors.password || errors.confirm) setErrors(check({ password: v, confirm }));
            }}
            onBlur={() => password && setErrors((e) => ({ ...e, password: passwordError(password) }))}
            autoComplete="new-password"
            error={errors.password}
            describedBy={errors.password ? undefined : `${ids}-password-rules`}
          />
          <PasswordGuidance
            rulesId={`${ids}-password-rules`}
            errorId={`${ids}-password-error`}
            error={errors.password}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-confirm`} className="mb-1.5 block text-sm font-medium">
            Confirm new password
          </label>
          <PasswordField
            id={`${ids}-confirm`}
            value={confirm}
            onChange={(v) => {
              setConfirm(v);
              if (errors.confirm)
                setErrors((e) => ({ ...e, confirm: check({ password, confirm: v }).confirm }));
            }}
            onBlur={() =>
              confirm && setErrors((e) => ({ ...e, confirm: check({ password, confirm }).confirm }))
            }
            autoComplete="new-password"
            error={errors.confirm}
          />
          <FieldError id={`${ids}-confirm-error`} message={errors.confirm} />
        </div>
        {failure && <Alert>{failure}</Alert>}
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={primary}>
          <KeyRound aria-hidden className="h-4 w-4" />
          {busy ? 'Saving...' : 'Set new password'}
        </button>
      </form>
      <BackToSignIn />
    </Card>
  );
}
