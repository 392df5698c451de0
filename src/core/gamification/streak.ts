import { daysBetween, localTime } from './time';

// Daily streaks (spec §4), counted in local calendar days of the learner's own time zone, made fair
// (decision 0015): a freeze earned for each 7 days of streak (at most 2 held) covers a missed day on
// its own, and vacation days (at most 14 a calendar year) are neither missed nor counted.

export type StreakState = {
  currentStreak: number;
  longestStreak: number;
  lastActiveDay: string | null;
  /** Streak freezes held (0–2). */
  freezes: number;
};

/** A vacation: local days `from` to `to`, both included. */
export type DayRange = { from: string; to: string };

export const FREEZE_EVERY_DAYS = 7;
export const MAX_FREEZES = 2;
export const VACATION_DAYS_PER_YEAR = 14;

export const NO_STREAK: StreakState = { currentStreak: 0, longestStreak: 0, lastActiveDay: null, freezes: 0 };

/** The local day `n` days after `day` ('YYYY-MM-DD'; n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

function overlap(a: DayRange, b: DayRange): number {
  // Days are 'YYYY-MM-DD', so they sort as strings: the later start and the earlier end.
  const from = [a.from, b.from].sort()[1] ?? a.from;
  const to = [a.to, b.to].sort()[0] ?? a.to;
  return from > to ? 0 : daysBetween(from, to) + 1;
}

/** Days of `range` that fall in some vacation (vacations never overlap one another). */
function vacationDaysIn(range: DayRange, vacations: readonly DayRange[]): number {
  if (range.from > range.to) return 0;
  return vacations.reduce((sum, v) => sum + overlap(range, v), 0);
}

/** Days strictly between local days `a` and `b` that were neither active nor on vacation. */
export function missedBetween(a: string, b: string, vacations: readonly DayRange[]): number {
  const gap = daysBetween(a, b) - 1;
  if (gap <= 0) return 0;
  return gap - vacationDaysIn({ from: addDays(a, 1), to: addDays(b, -1) }, vacations);
}

/**
 * An activity on local day `day`: the same day changes nothing; the next active day adds one when
 * every day missed in between is covered by a freeze (each used once) or a vacation; otherwise the
 * streak starts again at 1 and the freezes are kept (they are spent only when they save a streak).
 * Every 7th day of a streak earns a freeze, up to 2 held.
 */
export function recordActiveDay(
  state: StreakState,
  day: string,
  vacations: readonly DayRange[] = [],
): StreakState {
  if (state.lastActiveDay === null)
    return {
      ...state,
      currentStreak: 1,
      longestStreak: Math.max(1, state.longestStreak),
      lastActiveDay: day,
    };
  if (daysBetween(state.lastActiveDay, day) <= 0) return state;
  const missed = missedBetween(state.lastActiveDay, day, vacations);
  const saved = missed <= state.freezes;
  const currentStreak = saved ? state.currentStreak + 1 : 1;
  let freezes = saved ? state.freezes - missed : state.freezes;
  if (currentStreak % FREEZE_EVERY_DAYS === 0) freezes = Math.min(MAX_FREEZES, freezes + 1);
  return {
    currentStreak,
    longestStreak: Math.max(state.longestStreak, currentStreak),
    lastActiveDay: day,
    freezes,
  };
}

/** The days a freeze covered when `day` continued the streak (empty when it did not need one). */
export function frozenDaysBefore(
  state: StreakState,
  day: string,
  vacations: readonly DayRange[] = [],
): string[] {
  if (state.lastActiveDay === null || daysBetween(state.lastActiveDay, day) <= 1) return [];
  const missed = missedBetween(state.lastActiveDay, day, vacations);
  if (missed > state.freezes) return [];
  const days: string[] = [];
  for (let d = addDays(state.lastActiveDay, 1); d < day; d = addDays(d, 1))
    if (!vacations.some((v) => v.from <= d && d <= v.to)) days.push(d);
  return days;
}

/**
 * The streak as the learner should see it today: alive while the days missed since the last active
 * day (today not counted: there is still time) are covered by the freezes held, otherwise 0.
 */
export function streakOn(state: StreakState, today: string, vacations: readonly DayRange[] = []): number {
  if (state.lastActiveDay === null) return 0;
  return missedBetween(state.lastActiveDay, today, vacations) <= state.freezes ? state.currentStreak : 0;
}

/** Freezes the learner still holds today, after those the days missed so far will use. */
export function freezesOn(state: StreakState, today: string, vacations: readonly DayRange[] = []): number {
  if (state.lastActiveDay === null) return state.freezes;
  const missed = missedBetween(state.lastActiveDay, today, vacations);
  return missed <= state.freezes ? state.freezes - missed : state.freezes;
}

/** Vacation days taken (or booked) in calendar year `year`. */
export function vacationDaysInYear(vacations: readonly DayRange[], year: number): number {
  return vacationDaysIn({ from: `${year}-01-01`, to: `${year}-12-31` }, vacations);
}

/** The vacation that covers `day` or starts after it, if any. */
export function vacationFrom<T extends DayRange>(vacations: readonly T[], day: string): T | null {
  return [...vacations].sort((a, b) => (a.from < b.from ? -1 : 1)).find((v) => v.to >= day) ?? null;
}

export type VacationPlan = { ok: true; vacation: DayRange } | { ok: false; error: string };

/**
 * A vacation of `days` days starting `today`: refused while another is current or booked, or when
 * it would take a calendar year past 14 days.
 */
export function planVacation(vacations: readonly DayRange[], today: string, days: number): VacationPlan {
  if (!Number.isInteger(days) || days < 1 || days > VACATION_DAYS_PER_YEAR)
    return { ok: false, error: `A vacation is 1 to ${VACATION_DAYS_PER_YEAR} days` };
  const current = vacationFrom(vacations, today);
  if (current) return { ok: false, error: `You are already on vacation until ${current.to}` };
  const vacation = { from: today, to: addDays(today, days - 1) };
  for (const year of new Set([vacation.from, vacation.to].map((d) => Number(d.slice(0, 4))))) {
    const left = VACATION_DAYS_PER_YEAR - vacationDaysInYear(vacations, year);
    if (vacationDaysInYear([vacation], year) > left)
      return {
        ok: false,
        error: `You have ${Math.max(0, left)} vacation day${left === 1 ? '' : 's'} left in ${year}`,
      };
  }
  return { ok: true, vacation };
}

/** Ends a vacation early: its days from `today` on are given back (a vacation not yet begun is dropped). */
export function endVacation(vacation: DayRange, today: string): DayRange | null {
  if (vacation.to < today) return vacation;
  if (vacation.from >= today) return null;
  return { from: vacation.from, to: addDays(today, -1) };
}

export type CalendarDay = { day: string; status: 'active' | 'frozen' | 'vacation' | 'missed' | 'today' };

/**
 * The last `count` local days up to today for the streak calendar: active, covered by a freeze, on
 * vacation, missed, or today with nothing done yet.
 */
export function streakCalendar(
  activeDays: ReadonlySet<string>,
  frozenDays: ReadonlySet<string>,
  vacations: readonly DayRange[],
  today: string,
  count = 35,
): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const day = addDays(today, -i);
    const status: CalendarDay['status'] = activeDays.has(day)
      ? 'active'
      : vacations.some((v) => v.from <= day && day <= v.to)
        ? 'vacation'
        : frozenDays.has(day)
          ? 'frozen'
          : day === today
            ? 'today'
            : 'missed';
    days.push({ day, status });
  }
  return days;
}

/** A calendar day as the profile shows it: `before` is a day before the learner joined. */
export type ShownCalendarDay = { day: string; status: CalendarDay['status'] | 'before' };

/**
 * The local day (YYYY-MM-DD in the learner's time zone, as the calendar counts days) on which an
 * account created at `createdAt` began, or null when the instant cannot be read.
 */
export function joinedDay(createdAt: string | null | undefined, timeZone: string): string | null {
  if (!createdAt) return null;
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? null : localTime(at, timeZone).day;
}

/**
 * The streak calendar as shown: a day before `joined` (the account's first local day) with nothing
 * on it was not missed, since there was no account to study with yet, so it becomes `before`.
 * Active, frozen and vacation days keep their status; with no `joined` day nothing changes.
 */
export function calendarSinceJoining(
  calendar: readonly CalendarDay[],
  joined: string | null | undefined,
): ShownCalendarDay[] {
  return calendar.map((d) =>
    joined && d.status === 'missed' && d.day < joined ? { day: d.day, status: 'before' } : d,
  );
}
