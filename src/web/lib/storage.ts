// localStorage with the spec's rules: keys per user, JSON values, and when a write would push the
// store past 90% of 5 MB, the oldest per-user data is cleared first.

const LIMIT = 5 * 1024 * 1024;
const CLEANUP_AT = 0.9;

export const keys = {
  authToken: 'authToken',
  user: 'user',
  catalystAuth: 'catalyst_auth',
  userPreferences: 'userPreferences',
  onboardingComplete: 'onboardingComplete',
  chatMemory: 'thinkstreet_chat_memory',
  learningState: 'learningState',
} as const;

/** The key of one user's piece of data, e.g. userKey('guest', 'portfolio'). */
export function userKey(userId: string, name: string): string {
  return `thinkstreet:${userId}:${name}`;
}

export function readJson<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function usedBytes(): number {
  let total = 0;
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i) ?? '';
    total += (key.length + (localStorage.getItem(key)?.length ?? 0)) * 2;
  }
  return total;
}

/** Writes a value; returns false when the browser refuses even after cleaning up. */
export function writeJson(key: string, value: unknown): boolean {
  const raw = JSON.stringify(value);
  if (usedBytes() + raw.length * 2 > LIMIT * CLEANUP_AT) clearOldData(key);
  try {
    localStorage.setItem(key, raw);
    return true;
  } catch {
    return false;
  }
}

export function remove(key: string): void {
  localStorage.removeItem(key);
}

/** Drops cached per-user data (never the session keys, never the key being written). */
function clearOldData(keep: string): void {
  const candidates: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i) ?? '';
    if (key.startsWith('thinkstreet:') && key !== keep && key.endsWith(':cache')) candidates.push(key);
  }
  for (const key of candidates) localStorage.removeItem(key);
}
