import { daysBetween } from './time';

// Daily streaks (spec §4), counted in local calendar days of the learner's own time zone.

export type StreakState = { currentStreak: number; longestStreak: number; lastActiveDay: string | null };

export const NO_STREAK: StreakState = { currentStreak: 0, longestStreak: 0, lastActiveDay: null };

/**
 * An activity on local day `day`: the same day changes nothing; the next day adds one (raising the
 * longest streak when passed); a longer gap, or the very first activity, starts again at 1.
 */
export function recordActiveDay(state: StreakState, day: string): StreakState {
  if (state.lastActiveDay === null)
    return { currentStreak: 1, longestStreak: Math.max(1, state.longestStreak), lastActiveDay: day };
  const gap = daysBetween(state.lastActiveDay, day);
  if (gap <= 0) return state;
  const currentStreak = gap === 1 ? state.currentStreak + 1 : 1;
  return { currentStreak, longestStreak: Math.max(state.longestStreak, currentStreak), lastActiveDay: day };
}

/**
 * The streak as the learner should see it today: still alive if they were active today or
 * yesterday, otherwise 0 (their next activity will start again at 1).
 */
export function streakOn(state: StreakState, today: string): number {
  if (state.lastActiveDay === null) return 0;
  return daysBetween(state.lastActiveDay, today) <= 1 ? state.currentStreak : 0;
}
