import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '../../shared/api/auth';
import {
  enterGuestMode,
  exitGuestMode,
  getSession,
  isOAuthCallback,
  resetVerifyThrottle,
  signIn,
  VERIFY_THROTTLE_MS,
  verifySession,
} from './session';

const cached = { id: 'u1', firstName: 'Cached', role: 'user' } as unknown as UserView;
const fresh = { id: 'u1', firstName: 'Fresh', role: 'admin' } as unknown as UserView;

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  resetVerifyThrottle();
  signIn('a.b.c', cached);
});
afterEach(() => vi.unstubAllGlobals());

describe('the session check at start', () => {
  it('refreshes the cached user from a valid verify answer, sending the bearer token', async () => {
    const fetch = answer(200, { valid: true, user: fresh });
    vi.stubGlobal('fetch', fetch);
    expect(await verifySession(1_000_000)).toBe('valid');
    expect(getSession().user).toEqual(fresh);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/verify');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer a.b.c');
  });

  it('signs out on 401', async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'Invalid or expired token' }));
    expect(await verifySession(1_000_000)).toBe('expired');
    expect(getSession()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the cached user when the server errors (offline mode)', async () => {
    vi.stubGlobal('fetch', answer(503, { error: 'down' }));
    expect(await verifySession(1_000_000)).toBe('offline');
    expect(getSession()).toMatchObject({ token: 'a.b.c', user: cached, isAuthenticated: true });
  });

  it('keeps the cached user when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await verifySession(1_000_000)).toBe('offline');
    expect(getSession().isAuthenticated).toBe(true);
  });

  it('checks at most once per 5 seconds', async () => {
    const fetch = answer(200, { valid: true, user: fresh });
    vi.stubGlobal('fetch', fetch);
    const t0 = 5_000_000;
    expect(await verifySession(t0)).toBe('valid');
    expect(await verifySession(t0 + 1)).toBe('throttled');
    expect(await verifySession(t0 + VERIFY_THROTTLE_MS - 1)).toBe('throttled');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await verifySession(t0 + VERIFY_THROTTLE_MS)).toBe('valid');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('makes no call without a token', async () => {
    localStorage.clear();
    signIn('x.y.z', cached);
    localStorage.removeItem('authToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    expect(await verifySession(1_000_000)).toBe('signed-out');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('passes a timeout signal and keeps the cached user when it fires', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        throw new DOMException('The operation timed out.', 'TimeoutError');
      }),
    );
    expect(await verifySession(1_000_000)).toBe('offline');
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(getSession().user).toEqual(cached);
  });
});

it('recognises an OAuth callback address by its token or error parameter', () => {
  expect(isOAuthCallback('?token=abc&auth=success')).toBe(true);
  expect(isOAuthCallback('?auth=failed&error=x')).toBe(true);
  expect(isOAuthCallback('?auth=failed')).toBe(false);
  expect(isOAuthCallback('')).toBe(false);
});

it('forgets a guest’s local progress on exit, but not a signed-in user’s', () => {
  localStorage.clear();
  localStorage.setItem('thinkstreet:guest:activity-log', '[1]');
  localStorage.setItem('thinkstreet:u1:activity-log', '[2]');
  localStorage.setItem('learningState', JSON.stringify({ userId: 'guest', hearts: 3 }));
  enterGuestMode();
  expect(getSession().isGuest).toBe(true);
  exitGuestMode();
  expect(getSession()).toMatchObject({ isGuest: false, user: null, token: null });
  expect(localStorage.getItem('thinkstreet:guest:activity-log')).toBeNull();
  expect(localStorage.getItem('learningState')).toBeNull();
  expect(localStorage.getItem('thinkstreet:u1:activity-log')).toBe('[2]');
});
