import type { Deps } from '../../deps';
import { learnerState } from './service';

// What the account's user view shows of a learner's progress, derived from the activity log; auth
// calls it to fill /verify, /login, /register and /profile answers.
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

export async function progressSummary(deps: Deps, userId: string): Promise<ProgressSummary> {
  const { progress: p } = await learnerState(deps, userId);
  return {
    totalXP: p.totalXP,
    level: p.level,
    currentStreak: p.currentStreak,
    longestStreak: p.longestStreak,
    totalLessonsCompleted: p.totalLessonsCompleted,
    totalStudyTimeMinutes: p.totalStudyTimeMinutes,
    courseProgress: p.courseProgress,
    achievements: p.achievements,
    lastActiveDate: p.lastActiveDate,
  };
}
