// The OAuth callback's rules (spec app-and-learning §2 OAuth callback screen, §8).

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
