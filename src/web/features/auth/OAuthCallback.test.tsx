import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getSession, signOut } from '../../lib/session';
import { OAuthCallback } from './OAuthCallback';

let replace: ReturnType<typeof vi.fn>;

function at(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  replace = vi.fn();
  const real = window.location;
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    origin: real.origin,
    pathname: real.pathname,
    get search() {
      return real.search;
    },
    replace,
  } as unknown as Location);
}

beforeEach(() => {
  localStorage.clear();
  signOut();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('signs in with the token, cleans the address, says Welcome and returns to the origin after 1.5 s', async () => {
  at('?token=h.p.s&auth=success');
  const user = { id: 'u1', firstName: 'Grace', username: 'grace', role: 'user' };
  const fetch = vi.fn(async () => new Response(JSON.stringify({ valid: true, user })));
  vi.stubGlobal('fetch', fetch);
  render(<OAuthCallback />);
  expect(screen.getByText('Authenticating...')).toBeTruthy();
  expect(screen.getByText('Signing you in...')).toBeTruthy();
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  expect(window.history.state).toBeNull();
  expect(document.location.search).toBe('');
  const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect((init.headers as Record<string, string>).authorization).toBe('Bearer h.p.s');
  expect(getSession()).toMatchObject({ token: 'h.p.s', isAuthenticated: true });
  await act(() => vi.advanceTimersByTimeAsync(1499));
  expect(replace).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(replace).toHaveBeenCalledWith(`${window.location.origin}/`);
});

it('shows Sign-in Failed for an error and goes back to login after 2 s', async () => {
  at('?auth=failed&error=Bad%20Request');
  render(<OAuthCallback />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('heading', { name: 'Sign-in Failed' })).toBeTruthy();
  expect(screen.getByText('Sign-in Failed. Something went wrong. Redirecting back to login...')).toBeTruthy();
  await act(() => vi.advanceTimersByTimeAsync(1999));
  expect(replace).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(replace).toHaveBeenCalledWith('/login?auth=failed&error=Bad+Request');
});

it('fails, and keeps no session, when the server rejects the token', async () => {
  at('?token=forged.token.here');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: 'Invalid token' }), { status: 401 })),
  );
  render(<OAuthCallback />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('heading', { name: 'Sign-in Failed' })).toBeTruthy();
  expect(getSession()).toMatchObject({ token: null, isAuthenticated: false });
  expect(localStorage.getItem('authToken')).toBeNull();
});
