import type { Deps } from '../../deps';

// What the account's user view shows of a learner's progress. The progress module derives it from
// the activity log; auth calls it to fill /verify, /login, /register and /profile answers.
export type ProgressSummary = {
  totalXP: number;
  level: number;
  currentStreak: number;
  longestStreak: number;
  totalLessonsCompleted: number;
  totalStudyTimeMinutes: number;
  courseProgress: Record<string, { completed: boolean; percent: number }>;
  achievements: { id: string; unlockedAt: string }[];
  lastActiveDate: string | null;
};

// PROGRESS MODULE OWNER: replace this body with the figures derived from the activity log.
export async function progressSummary(_deps: Deps, _userId: string): Promise<ProgressSummary> {
  return {
    totalXP: 0,
    level: 1,
    currentStreak: 0,
    longestStreak: 0,
    totalLessonsCompleted: 0,
    totalStudyTimeMinutes: 0,
    courseProgress: {},
    achievements: [],
    lastActiveDate: null,
  };
}
