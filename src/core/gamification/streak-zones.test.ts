import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ActivityEntry, deriveProgress } from './log';
import { addDays } from './streak';
import { localTime } from './time';

// Issue 21's fairness property, through the whole engine: whatever the learner's time zone and
// whenever in the day they study, a day with activity in their own zone never breaks the streak.

const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Europe/London',
];
const HOUR = 3_600_000;
const START = Date.parse('2026-02-20T00:00:00Z'); // the run crosses the March and April DST changes

function study(at: number, i: number): ActivityEntry {
  return {
    id: `e${i}`,
    type: 'lesson_progress',
    at: new Date(at),
    lessonId: 'tulip-mania',
    data: { progress: 10 },
  };
}

describe('streaks in the learner own time zone (property)', () => {
  it('never breaks on a local day that follows an active local day, in any zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 2, maxLength: 60 }),
        (timeZone, stepsInHours) => {
          let at = START;
          const log: ActivityEntry[] = [];
          let previous: { day: string; streak: number } | null = null;
          stepsInHours.forEach((step, i) => {
            at += step * HOUR;
            log.push(study(at, i));
            const day = localTime(new Date(at), timeZone).day;
            const p = deriveProgress(log, { now: new Date(at), timeZone, lessons: () => undefined });
            if (previous && previous.day === day) expect(p.currentStreak).toBe(previous.streak);
            if (previous && addDays(previous.day, 1) === day)
              expect(p.currentStreak).toBe(previous.streak + 1);
            expect(p.currentStreak).toBeGreaterThanOrEqual(1);
            expect(p.streakCalendar.at(-1)).toEqual({ day, status: 'active' });
            previous = { day, streak: p.currentStreak };
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('counts every day of an unbroken run of local days', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: -3, max: 3 }),
        (timeZone, days, jitter) => {
          // One activity a day near local noon (a DST change moves it by an hour at most) is one
          // activity on each local day, so the streak is the number of days.
          const noonUtc = (12 - localTime(new Date(START), timeZone).hour + 24) % 24;
          const log = Array.from({ length: days }, (_, i) =>
            study(START + (i * 24 + noonUtc + jitter) * HOUR, i),
          );
          const now = log.at(-1)?.at ?? new Date(START);
          expect(deriveProgress(log, { now, timeZone, lessons: () => undefined }).currentStreak).toBe(days);
        },
      ),
    );
  });
});
