import {
  type Achievement,
  achievements as allAchievements,
  type RequirementType,
} from '../../content/achievements';
import { MAX_SUGGESTIONS, NEARLY_DONE_RATIO } from './constants';

// The achievement check (spec §9): an achievement unlocks once, with the time, when its figure
// reaches the requirement; one at 70 % or more is "nearly done"; up to 3 suggestions.

export type ProgressStats = Record<RequirementType, number>;
export type Unlocked = { id: string; unlockedAt: string };

export function achievementProgress(a: Achievement, stats: ProgressStats): number {
  return Math.min(1, Math.max(0, stats[a.requirement_type] / a.requirement_value));
}

/** Achievements newly reached by `stats` that are not in `unlocked`, stamped with `at`. */
export function newlyUnlocked(
  stats: ProgressStats,
  unlocked: readonly Unlocked[],
  at: Date,
  list: readonly Achievement[] = allAchievements,
): Unlocked[] {
  const have = new Set(unlocked.map((u) => u.id));
  return list
    .filter((a) => !have.has(a.id) && stats[a.requirement_type] >= a.requirement_value)
    .map((a) => ({ id: a.id, unlockedAt: at.toISOString() }));
}

export type AchievementStatus = Achievement & {
  unlocked: boolean;
  unlockedAt: string | null;
  /** 0–1. */
  progress: number;
  current: number;
  nearlyDone: boolean;
};

export type AchievementReport = {
  unlocked: AchievementStatus[];
  locked: AchievementStatus[];
  nearlyDone: AchievementStatus[];
  suggestions: AchievementStatus[];
  totalPoints: number;
};

export function achievementReport(
  stats: ProgressStats,
  unlocked: readonly Unlocked[],
  list: readonly Achievement[] = allAchievements,
): AchievementReport {
  const at = new Map(unlocked.map((u) => [u.id, u.unlockedAt]));
  const statuses: AchievementStatus[] = list.map((a) => {
    const progress = achievementProgress(a, stats);
    const unlockedAt = at.get(a.id) ?? null;
    return {
      ...a,
      unlocked: unlockedAt !== null,
      unlockedAt,
      progress,
      current: stats[a.requirement_type],
      nearlyDone: unlockedAt === null && progress >= NEARLY_DONE_RATIO,
    };
  });
  const locked = statuses.filter((s) => !s.unlocked);
  // Suggestions: the locked ones closest to done; ties go to the smaller requirement, then the list order.
  const suggestions = [...locked]
    .sort((a, b) => b.progress - a.progress || a.requirement_value - b.requirement_value)
    .slice(0, MAX_SUGGESTIONS);
  const won = statuses.filter((s) => s.unlocked);
  return {
    unlocked: won,
    locked,
    nearlyDone: locked.filter((s) => s.nearlyDone),
    suggestions,
    totalPoints: won.reduce((sum, s) => sum + s.points, 0),
  };
}
