import { useEffect, useState } from 'react';
import type { ProvidersAnswer } from '../../../shared/api/auth';
import { api } from '../../lib/api';
import { googleStartUrl } from './oauthCallback';

// 'Continue with Google', shown only when the server is configured for it (GET /api/auth/providers).
// The answer is asked once per page load and shared by every auth screen.

let known: Promise<ProvidersAnswer> | undefined;

function providers(): Promise<ProvidersAnswer> {
  known ??= api<ProvidersAnswer>('/api/auth/providers', { timeoutMs: 5000 }).catch(() => {
    known = undefined; // ask again next time; meanwhile show no button that would fail
    return { google: false };
  });
  return known;
}

/** For tests and for a page that already knows: what the server offers. */
export function rememberProviders(answer: ProvidersAnswer): void {
  known = Promise.resolve(answer);
}

export function GoogleSignIn() {
  const [google, setGoogle] = useState(false);
  useEffect(() => {
    let live = true;
    void providers().then((answer) => live && setGoogle(answer.google === true));
    return () => {
      live = false;
    };
  }, []);
  // Without Google the e-mail form keeps the same distance from the heading.
  if (!google) return <div className="h-6" />;
  return (
    <>
      <a
        href="/api/auth/google"
        onClick={(event) => {
          event.preventDefault();
          window.location.assign(googleStartUrl());
        }}
        className="mt-6 flex w-full items-center justify-center gap-2 rounded-lg border border-slate-700 bg-white px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-100"
      >
        <GoogleLogo />
        Continue with Google
      </a>
      <div className="my-5 flex items-center gap-3 text-xs text-slate-500" aria-hidden>
        <span className="h-px flex-1 bg-slate-800" />
        or with e-mail
        <span className="h-px flex-1 bg-slate-800" />
      </div>
    </>
  );
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" className="h-5 w-5" aria-hidden>
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
