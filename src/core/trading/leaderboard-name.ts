// How a learner appears on the leaderboard (issue 17): the name they chose to show there, only with
// their consent; otherwise an anonymous handle derived from their id, never their full name.
import { hiddenCharacterError, usernameKey } from '../auth/credentials';
import { fnv1a } from '../hash';

/** "Trader 4F2A": the same for the same id every time, telling nothing about the person. */
export function anonymousHandle(userId: string): string {
  const hash = fnv1a(userId);
  return `Trader ${(hash & 0xffff).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The chosen name when the learner agreed to show it, else the anonymous handle. */
export function leaderboardName(userId: string, chosen: string | null | undefined): string {
  const name = chosen?.trim();
  return name ? name : anonymousHandle(userId);
}

/** Names a learner may not choose: another learner's anonymous handle, or the product's own voice. */
const RESERVED = /^(?:trader\s*[0-9a-f]{4}|admin(?:istrator)?|moderator|support|thinkstreet)$/i;

/** Why a chosen leaderboard name cannot be shown, or undefined when it can. */
export function chosenNameError(name: string): string | undefined {
  const hidden = hiddenCharacterError('Your leaderboard name', name);
  if (hidden) return hidden;
  // Compared as usernames are: full-width letters and inner spaces fold as a reader would see them.
  if (RESERVED.test(usernameKey(name)))
    return 'That name is kept for anonymous learners and for ThinkStreet itself: choose another.';
  return undefined;
}
