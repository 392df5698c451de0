import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_STREAK, recordActiveDay, streakOn } from './streak';

describe('streaks', () => {
  it('starts at 1 with the first activity', () => {
    expect(recordActiveDay(NO_STREAK, '2026-03-10')).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      lastActiveDay: '2026-03-10',
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
