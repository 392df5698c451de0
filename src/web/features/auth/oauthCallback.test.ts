import { expect, it } from 'vitest';
import { OAUTH_BINDING_KEY } from '../../../shared/api/auth';
import { googleFailureFrom } from './authForm';
import { callbackParams, failureDestination, googleStartUrl, newBinding, takeBinding } from './oauthCallback';

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

it('keeps a fresh random binding for the Google sign-in and hands it over once', () => {
  const a = newBinding();
  expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(newBinding()).not.toBe(a);
  sessionStorage.clear();
  const url = googleStartUrl(sessionStorage, a);
  expect(url).toBe(`/api/auth/google?binding=${a}`);
  expect(sessionStorage.getItem(OAUTH_BINDING_KEY)).toBe(a);
  expect(takeBinding()).toBe(a);
  expect(takeBinding()).toBeNull();
});
