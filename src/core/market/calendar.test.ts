import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateOfDay,
  dayOfDate,
  holidayName,
  isEarlyClose,
  isTradingDay,
  locate,
  newYorkInstant,
  sessionDay,
  sessionOfIndex,
  sessionsBefore,
} from './calendar';
import { sp500Series } from './sp500';

describe('NYSE calendar', () => {
  it('writes the date of any day as the calendar does, from its memo too, and reads it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (day) => {
        const text = new Date(day * 86_400_000).toISOString().slice(0, 10);
        expect(dateOfDay(day)).toBe(text);
        expect(dateOfDay(day)).toBe(text);
        expect(dayOfDate(dateOfDay(day))).toBe(day);
      }),
      { numRuns: 2000 },
    );
  });

  it('has exactly the real S&P 500 trading days from 2000 to 2020 (9/11, Sandy, state funerals)', () => {
    const real = new Set(sp500Series().map((r) => r.date));
    const mismatches: string[] = [];
    for (let d = dayOfDate('2000-01-03'); d <= dayOfDate('2020-04-17'); d++) {
      if (isTradingDay(d) !== real.has(dateOfDay(d))) mismatches.push(dateOfDay(d));
    }
    expect(mismatches).toEqual([]);
  });

  it('closes for the 2026 holidays, observed on the nearest weekday', () => {
    const closed = [
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-04-03',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-11-26',
      '2026-12-25',
    ];
    for (const date of closed) expect(holidayName(dayOfDate(date)), date).toBeDefined();
    expect(isTradingDay(dayOfDate('2026-07-06'))).toBe(true);
    // New Year's Day 2022 fell on a Saturday: not observed on Friday 31 Dec 2021.
    expect(isTradingDay(dayOfDate('2021-12-31'))).toBe(true);
  });

  it('closes early at 13:00 on the day after Thanksgiving and on Christmas Eve', () => {
    expect(isEarlyClose(dayOfDate('2026-11-27'))).toBe(true);
    expect(isEarlyClose(dayOfDate('2026-12-24'))).toBe(true);
    expect(isEarlyClose(dayOfDate('2025-07-03'))).toBe(true);
    expect(isEarlyClose(dayOfDate('2026-11-25'))).toBe(false);
    const session = sessionOfIndex(sessionsBefore(dayOfDate('2026-11-27')));
    expect(session.close.toISOString()).toBe('2026-11-27T18:00:00.000Z');
  });

  it('follows New York daylight saving time through Intl', () => {
    expect(newYorkInstant(dayOfDate('2026-01-15'), 9 * 60 + 30).toISOString()).toBe(
      '2026-01-15T14:30:00.000Z',
    );
    expect(newYorkInstant(dayOfDate('2026-07-15'), 9 * 60 + 30).toISOString()).toBe(
      '2026-07-15T13:30:00.000Z',
    );
    // The Monday after the March 2026 switch (8 March) opens at 13:30 UTC.
    expect(newYorkInstant(dayOfDate('2026-03-09'), 9 * 60 + 30).toISOString()).toBe(
      '2026-03-09T13:30:00.000Z',
    );
  });

  it('numbers sessions so that index and day round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 57_000 }), (index) => {
        const day = sessionDay(index);
        expect(isTradingDay(day)).toBe(true);
        expect(sessionsBefore(day)).toBe(index);
      }),
      { numRuns: 200 },
    );
  });

  it('tells regular, pre-market, after-hours and closed apart', () => {
    expect(locate(new Date('2026-11-23T15:00:00Z')).state).toBe('REGULAR');
    expect(locate(new Date('2026-11-23T12:00:00Z')).state).toBe('PRE');
    expect(locate(new Date('2026-11-23T22:00:00Z')).state).toBe('POST');
    expect(locate(new Date('2026-11-24T03:00:00Z')).state).toBe('CLOSED');
    expect(locate(new Date('2026-11-22T15:00:00Z')).state).toBe('CLOSED');
    expect(locate(new Date('2026-11-26T15:00:00Z')).state).toBe('CLOSED');
    expect(locate(new Date('2026-11-27T18:30:00Z')).state).toBe('POST');
  });

  it('points a closed instant at the last session that opened, at its close', () => {
    const weekend = locate(new Date('2026-11-22T15:00:00Z'));
    expect(weekend.session.date).toBe('2026-11-20');
    expect(weekend.fraction).toBe(1);
    const early = locate(new Date('2026-11-23T13:00:00Z'));
    expect(early.session.date).toBe('2026-11-20');
  });
});
