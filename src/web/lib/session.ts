import { useSyncExternalStore } from 'react';
import type { UserView } from '../../shared/api/auth';
import { ApiError, api } from './api';
import { listenerSet } from './listeners';
import { keys, readJson, remove, userKey, writeJson } from './storage';

// The session (spec app-and-learning §4): a stored token plus a user means signed in; a guest has a
// local user and no token. Kept in localStorage under the spec's keys, shared across tabs.

export type GuestUser = {
  id: 'guest';
  firstName: string;
  lastName: string;
  totalXP: number;
  level: number;
  currentStreak: number;
  longestStreak: number;
  isGuest: true;
};

export type Session = {
  token: string | null;
  user: UserView | GuestUser | null;
  isGuest: boolean;
  isAuthenticated: boolean;
};

/**
 * What the app calls a learner: the first name, else the username (a first name is optional: a
 * learner may clear it, and a Google account may have none), else undefined.
 */
export function calledName(
  user: { firstName?: string | null; username?: string | null } | null | undefined,
): string | undefined {
  if (!user) return undefined;
  return user.firstName?.trim() || user.username?.trim() || undefined;
}

const GUEST: GuestUser = {
  id: 'guest',
  firstName: 'Guest',
  lastName: '',
  totalXP: 0,
  level: 1,
  currentStreak: 0,
  longestStreak: 0,
  isGuest: true,
};

const listeners = listenerSet();
let current: Session = load();

function load(): Session {
  if (typeof localStorage === 'undefined')
    return { token: null, user: null, isGuest: false, isAuthenticated: false };
  const token = localStorage.getItem(keys.authToken);
  const user = readJson<UserView | GuestUser>(keys.user) ?? null;
  const isGuest = !token && (user as GuestUser | null)?.isGuest === true;
  return { token, user: token || isGuest ? user : null, isGuest, isAuthenticated: Boolean(token && user) };
}

/** Re-reads the stored session (after something outside this module changed storage). */
export function emitSessionChange(): void {
  emit();
}

function emit(): void {
  current = load();
  listeners.notify();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === keys.authToken || event.key === keys.user || event.key === null) emit();
  });
}

export function getSession(): Session {
  return current;
}

export function useSession(): Session {
  return useSyncExternalStore(
    listeners.subscribe,
    () => current,
    () => current,
  );
}

export function signIn(token: string, user: UserView): void {
  localStorage.setItem(keys.authToken, token);
  writeJson(keys.user, user);
  emit();
}

export function setUser(user: UserView): void {
  writeJson(keys.user, user);
  emit();
}

export function enterGuestMode(): void {
  localStorage.removeItem(keys.authToken);
  writeJson(keys.user, GUEST);
  emit();
}

/** Clears authToken, user, catalyst_auth and the learning state (spec: logout and a 401 from verify). */
export function signOut(): void {
  remove(keys.authToken);
  remove(keys.user);
  remove(keys.catalystAuth);
  remove(keys.learningState);
  emit();
}

/**
 * Leaves guest mode. The confirmation warns that guest progress is not kept, so the guest's local
 * data goes too: the next guest on this browser starts fresh.
 */
export function exitGuestMode(): void {
  const prefix = userKey('guest', '');
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) localStorage.removeItem(key);
  }
  if (readJson<{ userId?: string }>(keys.learningState)?.userId === 'guest') remove(keys.learningState);
  signOut();
}

/** The id whose local data this browser uses: the user's id, or 'guest'. */
export function localUserId(session: Session = current): string {
  return session.user?.id ?? 'guest';
}

// ---- the session check at start (spec §4) ------------------------------------------------------

/** Verification runs at most once per this many milliseconds. */
export const VERIFY_THROTTLE_MS = 5000;
const VERIFY_TIMEOUT_MS = 5000;
let lastVerifyAt = Number.NEGATIVE_INFINITY;

export type VerifyOutcome =
  /** No token: nothing to check. */
  | 'signed-out'
  /** Asked again within 5 s of the last check: skipped. */
  | 'throttled'
  /** The server knows the token; the cached user was refreshed. */
  | 'valid'
  /** 401: the session was cleared; the user must log in again. */
  | 'expired'
  /** Network failure, timeout or server error: the cached user is kept (offline mode). */
  | 'offline';

/** GET /api/auth/verify with the stored token, applying the spec's 401-vs-offline rule. */
export async function verifySession(now: number = Date.now()): Promise<VerifyOutcome> {
  if (!current.token) return 'signed-out';
  if (now - lastVerifyAt < VERIFY_THROTTLE_MS) return 'throttled';
  lastVerifyAt = now;
  const token = current.token;
  try {
    const { user } = await api<{ user: UserView }>('/api/auth/verify', { timeoutMs: VERIFY_TIMEOUT_MS });
    // A sign-out or another sign-in while the check was in flight wins over its answer.
    if (current.token === token) setUser(user);
    return 'valid';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (current.token === token) signOut();
      return 'expired';
    }
    return 'offline';
  }
}

/** For tests: forget when the last verification ran. */
export function resetVerifyThrottle(): void {
  lastVerifyAt = Number.NEGATIVE_INFINITY;
}

/** True when the address carries an OAuth callback (token or error), where no check is made. */
export function isOAuthCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('token') || params.has('error');
}
