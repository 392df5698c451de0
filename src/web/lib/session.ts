import { useSyncExternalStore } from 'react';
import type { UserView } from '../../shared/api/auth';
import { keys, readJson, remove, writeJson } from './storage';

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

const listeners = new Set<() => void>();
let current: Session = load();

function load(): Session {
  if (typeof localStorage === 'undefined')
    return { token: null, user: null, isGuest: false, isAuthenticated: false };
  const token = localStorage.getItem(keys.authToken);
  const user = readJson<UserView | GuestUser>(keys.user) ?? null;
  const isGuest = !token && (user as GuestUser | null)?.isGuest === true;
  return { token, user: token || isGuest ? user : null, isGuest, isAuthenticated: Boolean(token && user) };
}

function emit(): void {
  current = load();
  for (const listener of listeners) listener();
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
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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

/** Clears authToken, user and catalyst_auth (spec: logout and a 401 from verify). */
export function signOut(): void {
  remove(keys.authToken);
  remove(keys.user);
  remove(keys.catalystAuth);
  emit();
}

/** The id whose local data this browser uses: the user's id, or 'guest'. */
export function localUserId(session: Session = current): string {
  return session.user?.id ?? 'guest';
}
