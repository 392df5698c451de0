/** An account younger than this, with no lesson finished, is still on its first visit. */
export const FIRST_VISIT_HOURS = 12;

/**
 * 'Welcome' for a learner on their first visit, 'Welcome back' for one who has been here before:
 * who has finished a lesson, or whose account was made more than FIRST_VISIT_HOURS ago. Signing in
 * (which may earn a little XP) does not make a brand-new account a returning one, and nor do the
 * `carriedLessons` its guest progress brought in when it was made: those were finished before
 * the account's first visit.
 */
export function greeting(learner: {
  lessonsCompleted: number;
  carriedLessons?: number;
  createdAt?: string | null;
  now: Date;
}): 'Welcome' | 'Welcome back' {
  if (learner.lessonsCompleted - (learner.carriedLessons ?? 0) > 0) return 'Welcome back';
  const created = learner.createdAt ? Date.parse(learner.createdAt) : Number.NaN;
  if (Number.isNaN(created)) return 'Welcome';
  return learner.now.getTime() - created >= FIRST_VISIT_HOURS * 3_600_000 ? 'Welcome back' : 'Welcome';
}
