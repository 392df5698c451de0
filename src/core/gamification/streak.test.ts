import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarSinceJoining,
  type DayRange,
  endVacation,
  freezesOn,
  frozenDaysBefore,
  joinedDay,
  MAX_FREEZES,
  missedBetween,
  NO_STREAK,
  planVacation,
  recordActiveDay,
  type StreakState,
  streakCalendar,
  streakOn,
  vacationDaysInYear,
} from './streak';

describe('streaks', () => {
  it('starts at 1 with the first activity', () => {
    expect(recordActiveDay(NO_STREAK, '2026-03-10')).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      lastActiveDay: '2026-03-10',
      freezes: 0,
    });
  });

  it('changes nothing for another activity the same day', () => {
    const s = recordActiveDay(NO_STREAK, '2026-03-10');
    expect(recordActiveDay(s, '2026-03-10')).toEqual(s);
  });

  it('adds one on the next day and raises the longest streak', () => {
    let s = recordActiveDay(NO_STREAK, '2026-03-10');
    s = recordActiveDay(s, '2026-03-11');
    s = recordActiveDay(s, '2026-03-12');
    expect(s).toMatchObject({ currentStreak: 3, longestStreak: 3 });
  });

  it('starts again at 1 after a longer gap but keeps the longest streak', () => {
    let s = recordActiveDay(NO_STREAK, '2026-03-10');
    s = recordActiveDay(s, '2026-03-11');
    s = recordActiveDay(s, '2026-03-13');
    expect(s).toMatchObject({ currentStreak: 1, longestStreak: 2, lastActiveDay: '2026-03-13' });
  });

  it('shows a streak alive today and yesterday, and 0 once a day was missed', () => {
    const s = recordActiveDay(recordActiveDay(NO_STREAK, '2026-03-10'), '2026-03-11');
    expect(streakOn(s, '2026-03-11')).toBe(2);
    expect(streakOn(s, '2026-03-12')).toBe(2);
    expect(streakOn(s, '2026-03-13')).toBe(0);
    expect(streakOn(NO_STREAK, '2026-03-13')).toBe(0);
  });

  it('never lets the current streak exceed the longest (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 60 }), (gaps) => {
        let s = NO_STREAK;
        let day = Date.parse('2026-01-01T00:00:00Z');
        for (const gap of gaps) {
          day += gap * 86_400_000;
          s = recordActiveDay(s, new Date(day).toISOString().slice(0, 10));
          expect(s.currentStreak).toBeLessThanOrEqual(s.longestStreak);
          expect(s.currentStreak).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
});

/** A streak built by activity on every day from `from` for `days` days. */
function daily(from: string, days: number, state: StreakState = NO_STREAK, vacations: DayRange[] = []) {
  let s = state;
  for (let i = 0; i < days; i++) s = recordActiveDay(s, addDays(from, i), vacations);
  return s;
}

describe('streak freezes', () => {
  it('earns a freeze on the 7th and 14th day, and holds at most 2', () => {
    expect(daily('2026-03-01', 6).freezes).toBe(0);
    expect(daily('2026-03-01', 7).freezes).toBe(1);
    expect(daily('2026-03-01', 14).freezes).toBe(2);
    expect(daily('2026-03-01', 28).freezes).toBe(MAX_FREEZES);
  });

  it('spends a freeze on one missed day and the streak goes on', () => {
    const s = daily('2026-03-01', 7); // 1–7 March, 1 freeze
    const after = recordActiveDay(s, '2026-03-09'); // 8 March missed
    expect(after).toMatchObject({ currentStreak: 8, freezes: 0 });
    expect(frozenDaysBefore(s, '2026-03-09')).toEqual(['2026-03-08']);
  });

  it('covers two missed days with two freezes, but not three', () => {
    const s = daily('2026-03-01', 14); // 2 freezes
    expect(recordActiveDay(s, '2026-03-17')).toMatchObject({ currentStreak: 15, freezes: 0 });
    const broken = recordActiveDay(s, '2026-03-18');
    expect(broken).toMatchObject({ currentStreak: 1, longestStreak: 14, freezes: 2 });
    expect(frozenDaysBefore(s, '2026-03-18')).toEqual([]);
  });

  it('shows the streak alive today while the freezes held cover the days missed', () => {
    const s = daily('2026-03-01', 7);
    expect(streakOn(s, '2026-03-09')).toBe(7);
    expect(freezesOn(s, '2026-03-09')).toBe(0);
    expect(streakOn(s, '2026-03-10')).toBe(0);
    expect(freezesOn(s, '2026-03-10')).toBe(1);
  });
});

describe('vacation mode', () => {
  const trip = { from: '2026-03-08', to: '2026-03-12' };

  it('neither breaks nor counts the days of a vacation', () => {
    const s = daily('2026-03-01', 5); // 1–5 March
    expect(missedBetween('2026-03-05', '2026-03-13', [trip])).toBe(2); // the 6th and 7th
    const back = recordActiveDay(daily('2026-03-06', 2, s), '2026-03-13', [trip]);
    expect(back).toMatchObject({ currentStreak: 8 });
    expect(streakOn(daily('2026-03-01', 7), '2026-03-13', [trip])).toBe(7);
  });

  it('is 1 to 14 days, one at a time, at most 14 days a calendar year', () => {
    expect(planVacation([], '2026-03-01', 0)).toEqual({ ok: false, error: 'A vacation is 1 to 14 days' });
    expect(planVacation([], '2026-03-01', 15)).toMatchObject({ ok: false });
    expect(planVacation([], '2026-03-01', 14)).toEqual({
      ok: true,
      vacation: { from: '2026-03-01', to: '2026-03-14' },
    });
    expect(planVacation([trip], '2026-03-10', 2)).toEqual({
      ok: false,
      error: 'You are already on vacation until 2026-03-12',
    });
    expect(planVacation([trip], '2026-06-01', 10)).toEqual({
      ok: false,
      error: 'You have 9 vacation days left in 2026',
    });
    expect(planVacation([trip], '2026-06-01', 9)).toMatchObject({ ok: true });
  });

  it('counts a vacation across new year in each year it touches', () => {
    const v = { from: '2026-12-28', to: '2027-01-03' };
    expect(vacationDaysInYear([v], 2026)).toBe(4);
    expect(vacationDaysInYear([v], 2027)).toBe(3);
  });

  it('gives back the days not yet taken when it ends early', () => {
    expect(endVacation(trip, '2026-03-10')).toEqual({ from: '2026-03-08', to: '2026-03-09' });
    expect(endVacation(trip, '2026-03-08')).toBeNull();
    expect(endVacation(trip, '2026-03-20')).toEqual(trip);
  });
});

describe('the streak calendar', () => {
  it('marks each day active, frozen, on vacation, missed, or today', () => {
    const days = streakCalendar(
      new Set(['2026-03-01', '2026-03-03']),
      new Set(['2026-03-02']),
      [{ from: '2026-03-04', to: '2026-03-04' }],
      '2026-03-06',
      6,
    );
    expect(days.map((d) => d.status)).toEqual(['active', 'frozen', 'active', 'vacation', 'missed', 'today']);
    expect(days[0]?.day).toBe('2026-03-01');
  });

  it('shows the days before the learner joined as before, not missed, and still misses the days after', () => {
    // Joined on 3 Mar, studied on the 4th: 1–2 Mar were no one's to miss; the 5th was missed.
    const days = streakCalendar(new Set(['2026-03-04']), new Set(), [], '2026-03-06', 6);
    expect(calendarSinceJoining(days, '2026-03-03').map((d) => d.status)).toEqual([
      'before',
      'before',
      'missed',
      'active',
      'missed',
      'today',
    ]);
  });

  it('blanks every earlier day for an account made today, and changes nothing without a join day', () => {
    const days = streakCalendar(new Set(), new Set(), [], '2026-12-04');
    const shown = calendarSinceJoining(days, '2026-12-04');
    expect(shown).toHaveLength(35);
    expect(shown[0]?.day).toBe('2026-10-31');
    expect(shown.slice(0, -1).every((d) => d.status === 'before')).toBe(true);
    expect(shown.at(-1)).toEqual({ day: '2026-12-04', status: 'today' });
    expect(calendarSinceJoining(days, null)).toEqual(days);
  });

  it('keeps an active day from before the account (progress brought in) as active', () => {
    const days = streakCalendar(new Set(['2026-03-01']), new Set(), [], '2026-03-03', 3);
    expect(calendarSinceJoining(days, '2026-03-03').map((d) => d.status)).toEqual([
      'active',
      'before',
      'today',
    ]);
  });

  it('takes the join day in the learner time zone, as the calendar counts days', () => {
    expect(joinedDay('2026-12-04T02:00:00.000Z', 'UTC')).toBe('2026-12-04');
    expect(joinedDay('2026-12-04T02:00:00.000Z', 'America/New_York')).toBe('2026-12-03');
    expect(joinedDay('2026-12-03T23:30:00.000Z', 'Asia/Tokyo')).toBe('2026-12-04');
    expect(joinedDay('not a date', 'UTC')).toBeNull();
    expect(joinedDay(undefined, 'UTC')).toBeNull();
  });
});

describe('fairness (properties)', () => {
  const gaps = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 80 });

  it('never holds more than 2 freezes nor fewer than 0', () => {
    fc.assert(
      fc.property(gaps, (gs) => {
        let s = NO_STREAK;
        let day = '2026-01-01';
        for (const g of gs) {
          day = addDays(day, g);
          s = recordActiveDay(s, day);
          expect(s.freezes).toBeGreaterThanOrEqual(0);
          expect(s.freezes).toBeLessThanOrEqual(MAX_FREEZES);
        }
      }),
    );
  });

  it('never breaks on the day after an active day, and a vacation covering a gap never breaks it', () => {
    fc.assert(
      fc.property(gaps, fc.integer({ min: 1, max: 10 }), (gs, away) => {
        let s = NO_STREAK;
        let day = '2026-01-01';
        for (const g of gs) {
          day = addDays(day, g);
          const before = s;
          s = recordActiveDay(s, day);
          if (g === 1 && before.lastActiveDay !== null)
            expect(s.currentStreak).toBe(before.currentStreak + 1);
        }
        const vacation = { from: addDays(day, 1), to: addDays(day, away) };
        const back = recordActiveDay(s, addDays(day, away + 1), [vacation]);
        expect(back.currentStreak).toBe(s.currentStreak + 1);
      }),
    );
  });
});
