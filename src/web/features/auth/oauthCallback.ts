// The OAuth callback's rules (spec app-and-learning §2 OAuth callback screen, §8).
//
// The callback's `token` parameter is a one-time code, not a session (issue 20, point 3): before the
// page leaves for Google it keeps a random binding value in sessionStorage and sends it along; the
// code only turns into a session when this same tab posts it back with that value.

import { OAUTH_BINDING_KEY } from '../../../shared/api/auth';

export type CallbackParams = { token: string | null; error: string | null };

export const SUCCESS_REDIRECT_MS = 1500;
export const FAILURE_REDIRECT_MS = 2000;
export const FAILURE_MESSAGE = 'Sign-in Failed. Something went wrong. Redirecting back to login...';

export function callbackParams(search: string): CallbackParams {
  const params = new URLSearchParams(search);
  return { token: params.get('token') || null, error: params.get('error') };
}

/**
 * Where a failed callback sends the user: the login screen, carrying the provider's error so it can
 * say whether Google is simply not configured.
 */
export function failureDestination(error: string | null): string {
  const params = new URLSearchParams({ auth: 'failed' });
  if (error) params.set('error', error);
  return `/login?${params.toString()}`;
}

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A fresh random binding value: 32 URL-safe characters from the browser's CSPRNG. */
export function newBinding(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Where 'Continue with Google' goes, after keeping this tab's binding value. */
export function googleStartUrl(storage: KeyStore = sessionStorage, binding: string = newBinding()): string {
  storage.setItem(OAUTH_BINDING_KEY, binding);
  return `/api/auth/google?binding=${encodeURIComponent(binding)}`;
}

/** The binding value this tab kept, removed so it serves one exchange only. */
export function takeBinding(storage: KeyStore = sessionStorage): string | null {
  const binding = storage.getItem(OAUTH_BINDING_KEY);
  storage.removeItem(OAUTH_BINDING_KEY);
  return binding;
}
