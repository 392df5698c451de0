import { DEFAULT_STORY_XP, MAX_HEARTS } from './constants';
import { loseHeart, refillHearts } from './hearts';
import { localTime } from './time';

// The local learning state of spec §3/§4 (streak, lastActivity, hearts, todayXP), kept in the
// browser. Streak and XP themselves are derived from the activity log; this holds what the log does
// not: hearts, and today's XP with the day it belongs to so it resets itself each day.

export type LearningState = {
  streak: number;
  /** ISO instant of the last activity, or null. */
  lastActivity: string | null;
  hearts: number;
  todayXP: number;
  /** Local day ('YYYY-MM-DD') todayXP counts for. */
  todayDay: string | null;
};

export const INITIAL_LEARNING_STATE: LearningState = {
  streak: 0,
  lastActivity: null,
  hearts: MAX_HEARTS,
  todayXP: 0,
  todayDay: null,
};

/** Login sets hearts to 5. */
export function onLogin(state: LearningState): LearningState {
  return { ...state, hearts: refillHearts() };
}

export function onHeartLost(state: LearningState): LearningState {
  return { ...state, hearts: loseHeart(state.hearts) };
}

export function onRefill(state: LearningState): LearningState {
  return { ...state, hearts: refillHearts() };
}

/** resetDailyXP: todayXP back to 0. */
export function resetDailyXP(state: LearningState): LearningState {
  return { ...state, todayXP: 0 };
}

/** todayXP as of `now`: a new local day starts it again at 0. */
export function rollDay(state: LearningState, now: Date, timeZone: string): LearningState {
  const today = localTime(now, timeZone).day;
  return state.todayDay === today ? state : { ...state, todayXP: 0, todayDay: today };
}

/** XP earned now adds to todayXP (default story XP 100) and stamps the activity. */
export function onXpEarned(
  state: LearningState,
  xp: number = DEFAULT_STORY_XP,
  now: Date,
  timeZone: string,
  streak: number = state.streak,
): LearningState {
  const rolled = rollDay(state, now, timeZone);
  return { ...rolled, todayXP: rolled.todayXP + xp, lastActivity: now.toISOString(), streak };
}

/**
 * Today's XP as the engine counts it (learning only: a sign-in earns XP but does not count towards
 * the daily goal), with the streak; stamps the activity.
 */
export function syncToday(
  state: LearningState,
  todayXP: number,
  now: Date,
  timeZone: string,
  streak: number = state.streak,
): LearningState {
  const rolled = rollDay(state, now, timeZone);
  return { ...rolled, todayXP, lastActivity: now.toISOString(), streak };
}
