import { describe, expect, it } from 'vitest';
import { calendarDayText, dateText, dateTimeText } from './dates';

describe('dates as the app writes them', () => {
  // Midday UTC: the same calendar day in every time zone a test machine might run in.
  const noon = '2026-11-30T12:00:00Z';

  it('writes the day, the short month and the year, never 11/30/2026', () => {
    expect(dateText(noon)).toBe('30 Nov 2026');
    expect(dateText(new Date(noon))).toBe('30 Nov 2026');
    expect(dateText(Date.parse(noon))).toBe('30 Nov 2026');
  });

  it('adds the time after a comma', () => {
    expect(dateTimeText(noon)).toMatch(/^30 Nov 2026, \d{2}:\d{2}$/);
  });

  it('leaves the year out when asked, and otherwise reads as the medium date and short time', () => {
    expect(dateTimeText(noon, { year: false })).toMatch(/^30 Nov, \d{2}:\d{2}$/);
    const medium = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    // A year of times 7 h 13 min apart: every month, hour and minute edge in turn ("Sept", 00:05).
    for (
      let t = Date.parse('2026-01-01T00:05:00Z');
      t < Date.parse('2027-01-01T00:00:00Z');
      t += 433 * 60_000
    ) {
      expect(dateTimeText(t)).toBe(medium.format(t));
      expect(dateTimeText(t, { year: false })).toBe(medium.format(t).replace(/ \d{4},/, ','));
    }
  });

  it('writes a calendar day day first, the same day in every time zone', () => {
    expect(calendarDayText('1987-08-25')).toBe('25 Aug 1987');
    expect(calendarDayText('1987-08-25', { weekday: true })).toBe('Tue 25 Aug 1987');
    expect(calendarDayText('1987-08-25', { weekday: true, long: true })).toBe('Tuesday 25 August 1987');
    expect(calendarDayText('2026-12-04T00:00:00.000Z')).toBe('4 Dec 2026');
  });
});
