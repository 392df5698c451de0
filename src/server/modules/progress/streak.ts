import {
  endVacation,
  planVacation,
  VACATION_DAYS_PER_YEAR,
  vacationDaysInYear,
  vacationFrom,
} from '../../../core/gamification/streak';
import { localTime, safeTimeZone } from '../../../core/gamification/time';
import type { StreakAnswer } from '../../../shared/api/progress';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { type LearnerState, learnerState } from './service';
import { addVacation, lockVacations, shortenVacation } from './store';

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

// Each change reads the vacations and writes in one transaction, under a lock on the learner's row:
// two requests at once (a double click) used to both pass the check and book two vacations.

export async function startStreakVacation(deps: Deps, userId: string, days: number): Promise<StreakAnswer> {
  await deps.db.transaction(async (tx) => {
    const { timeZone, vacations } = await lockVacations(tx, userId);
    const plan = planVacation(vacations, localTime(deps.clock(), safeTimeZone(timeZone)).day, days);
    if (!plan.ok) throw httpError(400, plan.error);
    await addVacation(tx, userId, plan.vacation);
  });
  return streakView(deps, await learnerState(deps, userId));
}

export async function endStreakVacation(deps: Deps, userId: string): Promise<StreakAnswer> {
  await deps.db.transaction(async (tx) => {
    const { timeZone, vacations } = await lockVacations(tx, userId);
    const today = localTime(deps.clock(), safeTimeZone(timeZone)).day;
    const current = vacationFrom(vacations, today);
    if (!current) throw httpError(404, 'You are not on vacation');
    await shortenVacation(tx, userId, current.id, endVacation(current, today)?.to ?? null);
  });
  return streakView(deps, await learnerState(deps, userId));
}
