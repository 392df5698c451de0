import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OAUTH_BINDING_KEY, type UserView } from '../../../shared/api/auth';
import { calledName, getSession, signIn, signOut } from '../../lib/session';
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

const BINDING = 'binding-kept-by-this-tab-0123';

beforeEach(() => {
  sessionStorage.clear();
  signOut();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it("exchanges the one-time code with this tab's binding, cleans the address, says Welcome and returns to the origin after 1.5 s", async () => {
  at('?token=one-time-code&auth=success');
  sessionStorage.setItem(OAUTH_BINDING_KEY, BINDING);
  const user = { id: 'u1', firstName: 'Grace', username: 'grace', role: 'user' };
  const fetch = vi.fn(async () => new Response(JSON.stringify({ token: 'h.p.s', user, message: 'ok' })));
  vi.stubGlobal('fetch', fetch);
  render(<OAuthCallback />);
  expect(screen.getByText('Authenticating...')).toBeTruthy();
  expect(screen.getByText('Signing you in...')).toBeTruthy();
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  expect(window.history.state).toBeNull();
  expect(document.location.search).toBe('');
  const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(path).toBe('/api/auth/exchange');
  expect(init.method).toBe('POST');
  expect(JSON.parse(init.body as string)).toEqual({ code: 'one-time-code', binding: BINDING });
  expect(sessionStorage.getItem(OAUTH_BINDING_KEY)).toBeNull();
  expect(getSession()).toMatchObject({ token: 'h.p.s', isAuthenticated: true });
  await act(() => vi.advanceTimersByTimeAsync(1499));
  expect(replace).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(replace).toHaveBeenCalledWith(`${window.location.origin}/`);
});

it('fails without asking the server when this tab never started a Google sign-in (a link from someone else)', async () => {
  at('?token=attackers-code&auth=success');
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  render(<OAuthCallback />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('heading', { name: 'Sign-in Failed' })).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();
  expect(getSession()).toMatchObject({ token: null, isAuthenticated: false });
});

it('asks a signed-in learner before switching accounts, and keeps the session unless told to switch', async () => {
  signIn('mine.p.s', { id: 'me', firstName: 'Ada', username: 'ada' } as UserView);
  at('?token=one-time-code&auth=success');
  sessionStorage.setItem(OAUTH_BINDING_KEY, BINDING);
  const other = { id: 'u2', firstName: 'Grace', username: 'grace', role: 'user' };
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ token: 'theirs.p.s', user: other, message: 'ok' })),
  );
  vi.stubGlobal('fetch', fetch);
  render(<OAuthCallback />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('heading', { name: 'Switch account?' })).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();
  expect(getSession().token).toBe('mine.p.s');
  fireEvent.click(screen.getByRole('button', { name: 'Stay signed in as Ada' }));
  expect(replace).toHaveBeenCalledWith(`${window.location.origin}/dashboard`);
  expect(getSession().token).toBe('mine.p.s');
  fireEvent.click(screen.getByRole('button', { name: 'Switch account' }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(getSession().token).toBe('theirs.p.s');
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

it('fails, and keeps no session, when the server refuses the code', async () => {
  at('?token=forged.token.here');
  sessionStorage.setItem(OAUTH_BINDING_KEY, BINDING);
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

// One rule names the learner (calledName): a blank or spaces-only first name falls to the username
// here as on the dashboard and in the user menu, never "Good to see you, ." or "signed in as  ".
for (const firstName of ['', '   ']) {
  it(`welcomes a Google learner whose first name is ${firstName ? 'spaces' : 'empty'} by the username, as calledName does`, async () => {
    at('?token=one-time-code&auth=success');
    sessionStorage.setItem(OAUTH_BINDING_KEY, BINDING);
    const user = { id: 'u3', firstName, username: ' grace.h ', role: 'user' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ token: 'h.p.s', user, message: 'ok' }))),
    );
    render(<OAuthCallback />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calledName(user)).toBe('grace.h');
    expect(screen.getByText(`Good to see you, ${calledName(user)}. Taking you in...`)).toBeTruthy();
  });

  it(`asks a learner whose first name is ${firstName ? 'spaces' : 'empty'} to stay signed in by the name calledName gives`, async () => {
    const me = { id: 'me', firstName, username: 'ada', email: 'ada@example.com' } as UserView;
    signIn('mine.p.s', me);
    at('?token=one-time-code&auth=success');
    sessionStorage.setItem(OAUTH_BINDING_KEY, BINDING);
    vi.stubGlobal('fetch', vi.fn());
    render(<OAuthCallback />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calledName(me)).toBe('ada');
    expect(screen.getByRole('button', { name: `Stay signed in as ${calledName(me)}` })).toBeTruthy();
  });
}

it('names a signed-in learner with no name at all by the e-mail address', async () => {
  signIn('mine.p.s', { id: 'me', firstName: ' ', username: '', email: 'ada@example.com' } as UserView);
  at('?token=one-time-code&auth=success');
  sessionStorage.setItem(OAUTH_BINDING_KEY, BINDING);
  vi.stubGlobal('fetch', vi.fn());
  render(<OAuthCallback />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('button', { name: 'Stay signed in as ada@example.com' })).toBeTruthy();
});
