import { describe, expect, it } from 'vitest';
import { daysBetween, isFirstWeekendOfMonth, isTimeZone, localTime, safeTimeZone } from './time';

describe('local time in the learner zone', () => {
  it('puts the same instant on different days in different zones', () => {
    const at = new Date('2026-03-02T03:30:00Z');
    expect(localTime(at, 'UTC')).toMatchObject({ day: '2026-03-02', hour: 3, weekday: 1 });
    expect(localTime(at, 'America/New_York')).toMatchObject({ day: '2026-03-01', hour: 22, weekday: 0 });
    expect(localTime(at, 'Asia/Tokyo')).toMatchObject({ day: '2026-03-02', hour: 12 });
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(localTime(new Date('2026-01-01T10:00:00Z'), 'Mars/Olympus').hour).toBe(10);
  });

  it('counts calendar days across a month end', () => {
    expect(daysBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(daysBetween('2026-02-01', '2026-01-30')).toBe(-2);
  });
});

describe('first weekend of the month', () => {
  it.each([
    ['2026-08-01T12:00:00Z', true], // Saturday the 1st
    ['2026-08-02T12:00:00Z', true], // the Sunday after it
    ['2026-08-08T12:00:00Z', false], // second Saturday
    ['2026-03-07T12:00:00Z', true], // Saturday the 7th, first Saturday
    ['2026-03-08T12:00:00Z', true], // Sunday the 8th, after the first Saturday
    ['2026-03-01T12:00:00Z', false], // Sunday the 1st closes February's last weekend
    ['2026-03-02T12:00:00Z', false], // a Monday
  ])('%s → %s', (iso, expected) => {
    expect(isFirstWeekendOfMonth(localTime(new Date(iso), 'UTC'))).toBe(expected);
  });
});
