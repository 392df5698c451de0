import { DAILY_GOAL_XP, MAX_HEARTS } from './constants';

// Hearts and the daily goal (spec §4, §9).

export function loseHeart(hearts: number): number {
  return Math.max(0, Math.min(MAX_HEARTS, hearts) - 1);
}

export function refillHearts(): number {
  return MAX_HEARTS;
}

export type DailyGoal = { goal: number; todayXP: number; met: boolean; percent: number };

export function dailyGoal(todayXP: number, goal: number = DAILY_GOAL_XP): DailyGoal {
  return {
    goal,
    todayXP,
    met: todayXP >= goal,
    percent: Math.min(100, Math.floor((Math.max(0, todayXP) / goal) * 100)),
  };
}
