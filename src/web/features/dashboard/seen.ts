import type { AchievementView, XpEventView } from '../../../shared/api/progress';
import { readJson, userKey, writeJson } from '../../lib/storage';

// Which rewards the learner has already been shown, per learner on this device: the newest XP
// award's time and the achievement ids. Every toast shown marks its reward seen, so an award
// announced when it was earned is not announced again when the dashboard catches up on what
// happened elsewhere (another device, a lesson finished while the dashboard was closed).

const SEEN_AT = 'xp-seen-at';
const SEEN_ACHIEVEMENTS = 'achievements-seen';

export function markSeen(
  userId: string,
  events: readonly Pick<XpEventView, 'at'>[],
  achievements: readonly Pick<AchievementView, 'id'>[],
): void {
  const seenAt = readJson<string>(userKey(userId, SEEN_AT)) ?? '';
  const newest = events.reduce((m, e) => (e.at && e.at > m ? e.at : m), seenAt);
  if (newest > seenAt) writeJson(userKey(userId, SEEN_AT), newest);
  if (achievements.length === 0) return;
  const seen = new Set(readJson<string[]>(userKey(userId, SEEN_ACHIEVEMENTS)) ?? []);
  const fresh = achievements.filter((a) => !seen.has(a.id));
  if (fresh.length > 0) writeJson(userKey(userId, SEEN_ACHIEVEMENTS), [...seen, ...fresh.map((a) => a.id)]);
}

/** Of the rewards given, those not shown yet (XP newest last, at most `limit` of them). */
export function unseen<E extends XpEventView & { at: string }, A extends AchievementView>(
  userId: string,
  recentXp: readonly E[],
  recentAchievements: readonly A[],
  limit: number,
): { events: E[]; achievements: A[] } {
  const seenAt = readJson<string>(userKey(userId, SEEN_AT)) ?? '';
  const seen = new Set(readJson<string[]>(userKey(userId, SEEN_ACHIEVEMENTS)) ?? []);
  return {
    events: recentXp
      .filter((e) => e.at > seenAt)
      .slice(0, limit)
      .reverse(),
    achievements: recentAchievements.filter((a) => !seen.has(a.id)),
  };
}
