// How a learner appears on the leaderboard (issue 17): the name they chose to show there, only with
// their consent; otherwise an anonymous handle derived from their id, never their full name.
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
