import { expect, it } from 'vitest';
import { googleFailureFrom } from './authForm';
import { callbackParams, failureDestination } from './oauthCallback';

it('reads the token and error from the callback address', () => {
  expect(callbackParams('?token=abc.def.ghi&auth=success')).toEqual({ token: 'abc.def.ghi', error: null });
  expect(callbackParams('?error=access_denied')).toEqual({ token: null, error: 'access_denied' });
  expect(callbackParams('?token=')).toEqual({ token: null, error: null });
});

it('sends a failure back to login carrying the error, where the auth screen can word it', () => {
  const notConfigured = failureDestination('Bad Request: Google sign-in is not configured on this server');
  expect(notConfigured.startsWith('/login?')).toBe(true);
  expect(googleFailureFrom(notConfigured.slice('/login'.length))).toBe(
    'Google sign-in is not configured yet. Please use email/password login.',
  );
  expect(googleFailureFrom(failureDestination(null).slice('/login'.length))).toBe(
    'Google sign-in failed. Please try again or use email/password login.',
  );
});
