// Dates as the app writes them everywhere, whatever the browser's locale: "30 Nov 2026" and
// "30 Nov 2026, 18:35" in the learner's own time zone (a locale's default wrote 11/30/2026 beside them).

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const time = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;
const dayAndTime = new Intl.DateTimeFormat('en-GB', { ...time, year: 'numeric' });
const dayAndTimeThisYear = new Intl.DateTimeFormat('en-GB', time);

/** "30 Nov 2026". */
export function dateText(at: Date | string | number): string {
  return day.format(new Date(at));
}

/** "30 Nov 2026, 18:35"; with `year: false` "30 Nov, 18:35" (for recent events in a list). */
export function dateTimeText(at: Date | string | number, { year = true } = {}): string {
  return (year ? dayAndTime : dayAndTimeThisYear).format(new Date(at));
}

const newYork = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/New_York',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Mon 7 Dec, 09:30 New York": the market's own clock, whatever the learner's time zone. */
export function newYorkText(at: Date | string | number): string {
  return `${newYork.format(new Date(at))} New York`;
}

const calendarFormats = {
  short: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  long: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  shortWeekday: new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }),
  longWeekday: new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
};

/**
 * A calendar day with no time of its own (YYYY-MM-DD: a market day in a crisis game, an option's
 * expiry) day first, the same in every time zone: "25 Aug 1987", with `weekday` "Tue 25 Aug 1987",
 * with `long` "Tuesday 25 August 1987".
 */
export function calendarDayText(day: string, { weekday = false, long = false } = {}): string {
  const at = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  const date = (long ? calendarFormats.long : calendarFormats.short).format(at);
  if (!weekday) return date;
  return `${(long ? calendarFormats.longWeekday : calendarFormats.shortWeekday).format(at)} ${date}`;
}
