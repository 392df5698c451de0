import {
  endVacation,
  planVacation,
  VACATION_DAYS_PER_YEAR,
  vacationDaysInYear,
  vacationFrom,
} from '../../../core/gamification/streak';
import { localTime } from '../../../core/gamification/time';
import type { StreakAnswer } from '../../../shared/api/progress';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { type LearnerState, learnerState } from './service';
import { addVacation, shortenVacation } from './store';

// Fair streaks (decision 0015): the streak answer with freezes, vacation and the calendar, and
// vacation mode on and off.

export function streakView(deps: Deps, state: LearnerState): StreakAnswer {
  const { progress: p } = state;
  const today = localTime(deps.clock(), state.timeZone);
  return {
    currentStreak: p.currentStreak,
    longestStreak: p.longestStreak,
    lastActiveDate: p.lastActiveDate,
    freezes: p.streakFreezes,
    vacationUntil: p.vacationUntil,
    vacationDaysLeft: Math.max(0, VACATION_DAYS_PER_YEAR - vacationDaysInYear(state.vacations, today.year)),
    calendar: p.streakCalendar,
  };
}

export async function startStreakVacation(deps: Deps, userId: string, days: number): Promise<StreakAnswer> {
  const state = await learnerState(deps, userId);
  const plan = planVacation(state.vacations, localTime(deps.clock(), state.timeZone).day, days);
  if (!plan.ok) throw httpError(400, plan.error);
  await addVacation(deps.db, userId, plan.vacation);
  return streakView(deps, await learnerState(deps, userId));
}

export async function endStreakVacation(deps: Deps, userId: string): Promise<StreakAnswer> {
  const state = await learnerState(deps, userId);
  const today = localTime(deps.clock(), state.timeZone).day;
  const current = vacationFrom(state.vacations, today);
  if (!current) throw httpError(404, 'You are not on vacation');
  await shortenVacation(deps.db, userId, current.id, endVacation(current, today)?.to ?? null);
  return streakView(deps, await learnerState(deps, userId));
}
