// The NYSE calendar: sessions, holidays and early closes, in America/New_York time done with Intl
// (never a fixed offset), and an O(1) numbering of sessions so the model can index trading days.
// Supported years: 1970–2199 (outside, instants are clamped to the ends).

const DAY_MS = 86_400_000;
export const FIRST_YEAR = 1970;
export const LAST_YEAR = 2199;

/** Days since 1970-01-01 of a calendar date. */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

// Day changes and risk checks ask for the date of every recent trade on every order; the text of a
// day is built once (toISOString was a tenth of a millisecond an order in bench/trade's profiles).
const dateTexts = new Map<number, string>();

export function dateOfDay(day: number): string {
  let text = dateTexts.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dateTexts.size >= 50_000) dateTexts.clear();
    dateTexts.set(day, text);
  }
  return text;
}

export function dayOfDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return dayNumber(y ?? 1970, m ?? 1, d ?? 1);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

const isWeekday = (day: number) => {
  const w = weekday(day);
  return w !== 0 && w !== 6;
};

function nthWeekday(year: number, month: number, dow: number, n: number): number {
  const first = dayNumber(year, month, 1);
  return first + ((dow - weekday(first) + 7) % 7) + (n - 1) * 7;
}

function lastWeekday(year: number, month: number, dow: number): number {
  const last = dayNumber(year, month + 1, 0);
  return last - ((weekday(last) - dow + 7) % 7);
}

/** Gregorian Easter Sunday (anonymous algorithm). */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, dayOfMonth);
}

/** A fixed-date holiday moved to Friday when on Saturday and Monday when on Sunday. */
function observed(day: number): number {
  const w = weekday(day);
  return w === 6 ? day - 1 : w === 0 ? day + 1 : day;
}

/** One-off closures (state funerals, weather, 9/11, election days through 1980…). */
const SPECIAL_CLOSURES: Record<string, string> = {
  '1972-11-07': 'Presidential election',
  '1972-12-28': 'Funeral of President Truman',
  '1973-01-25': 'Funeral of President Johnson',
  '1976-11-02': 'Presidential election',
  '1977-07-14': 'New York City blackout',
  '1980-11-04': 'Presidential election',
  '1985-09-27': 'Hurricane Gloria',
  '1994-04-27': 'Funeral of President Nixon',
  '2001-09-11': 'September 11 attacks',
  '2001-09-12': 'September 11 attacks',
  '2001-09-13': 'September 11 attacks',
  '2001-09-14': 'September 11 attacks',
  '2004-06-11': 'Funeral of President Reagan',
  '2007-01-02': 'Funeral of President Ford',
  '2012-10-29': 'Hurricane Sandy',
  '2012-10-30': 'Hurricane Sandy',
  '2018-12-05': 'Funeral of President George H. W. Bush',
  '2025-01-09': 'Funeral of President Carter',
};

type YearCalendar = {
  /** Weekday full closures of the year: day number → name. */
  holidays: Map<number, string>;
  /** Weekdays closing at 13:00. */
  earlyCloses: Set<number>;
  /** Sorted holiday day numbers (weekdays only). */
  sortedHolidays: number[];
};

function buildYear(year: number): YearCalendar {
  const holidays = new Map<number, string>();
  const add = (day: number, name: string) => {
    if (isWeekday(day) && new Date(day * DAY_MS).getUTCFullYear() === year) holidays.set(day, name);
  };
  // New Year's Day on a Saturday is not observed on the Friday before (NYSE rule 7.2).
  const newYear = dayNumber(year, 1, 1);
  if (weekday(newYear) !== 6) add(observed(newYear), "New Year's Day");
  if (year >= 1998) add(nthWeekday(year, 1, 1, 3), 'Martin Luther King Jr. Day');
  add(year >= 1971 ? nthWeekday(year, 2, 1, 3) : observed(dayNumber(year, 2, 22)), "Washington's Birthday");
  add(easter(year) - 2, 'Good Friday');
  add(year >= 1971 ? lastWeekday(year, 5, 1) : observed(dayNumber(year, 5, 30)), 'Memorial Day');
  if (year >= 2022) add(observed(dayNumber(year, 6, 19)), 'Juneteenth');
  add(observed(dayNumber(year, 7, 4)), 'Independence Day');
  add(nthWeekday(year, 9, 1, 1), 'Labor Day');
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  add(thanksgiving, 'Thanksgiving Day');
  add(observed(dayNumber(year, 12, 25)), 'Christmas Day');
  for (const [date, name] of Object.entries(SPECIAL_CLOSURES)) {
    if (date.startsWith(`${year}-`)) add(dayOfDate(date), name);
  }

  const earlyCloses = new Set<number>();
  const early = (day: number) => {
    if (isWeekday(day) && !holidays.has(day)) earlyCloses.add(day);
  };
  // 13:00 closes: the eve of Independence Day (when the 4th is Tuesday–Friday), the day after
  // Thanksgiving, and Christmas Eve (Monday–Thursday).
  const july3 = dayNumber(year, 7, 3);
  if (weekday(july3) >= 1 && weekday(july3) <= 4) early(july3);
  early(thanksgiving + 1);
  const christmasEve = dayNumber(year, 12, 24);
  if (weekday(christmasEve) >= 1 && weekday(christmasEve) <= 4) early(christmasEve);

  return { holidays, earlyCloses, sortedHolidays: [...holidays.keys()].sort((a, b) => a - b) };
}

/** Weekdays in [from, to) of day numbers, in O(1). */
function weekdaysBetween(from: number, to: number): number {
  if (to <= from) return 0;
  const days = to - from;
  const weeks = Math.floor(days / 7);
  let count = weeks * 5;
  for (let d = from + weeks * 7; d < to; d++) if (isWeekday(d)) count++;
  return count;
}

type Tables = { years: YearCalendar[]; sessionsBefore: number[] };
let tables: Tables | undefined;

/** Built once (a few thousand date computations), then every lookup is O(1) or O(log years). */
function calendarTables(): Tables {
  if (tables) return tables;
  const years: YearCalendar[] = [];
  const sessionsBefore: number[] = [0];
  for (let y = FIRST_YEAR; y <= LAST_YEAR; y++) {
    const cal = buildYear(y);
    years.push(cal);
    const count = weekdaysBetween(dayNumber(y, 1, 1), dayNumber(y + 1, 1, 1)) - cal.holidays.size;
    sessionsBefore.push(sessionsBefore[sessionsBefore.length - 1]! + count);
  }
  tables = { years, sessionsBefore };
  return tables;
}

function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

function yearCalendar(year: number): YearCalendar | undefined {
  return calendarTables().years[year - FIRST_YEAR];
}

export function holidayName(day: number): string | undefined {
  return yearCalendar(yearOf(day))?.holidays.get(day);
}

export function isTradingDay(day: number): boolean {
  return isWeekday(day) && holidayName(day) === undefined && yearCalendar(yearOf(day)) !== undefined;
}

export function isEarlyClose(day: number): boolean {
  return yearCalendar(yearOf(day))?.earlyCloses.has(day) ?? false;
}

/** Number of sessions strictly before a day (so a trading day's session index). O(log holidays). */
export function sessionsBefore(day: number): number {
  const { sessionsBefore: before } = calendarTables();
  const year = Math.min(Math.max(yearOf(day), FIRST_YEAR), LAST_YEAR + 1);
  if (year > LAST_YEAR) return before[before.length - 1]!;
  const cal = yearCalendar(year)!;
  const jan1 = dayNumber(year, 1, 1);
  const clamped = Math.max(day, jan1);
  let holidaysBefore = 0;
  for (const h of cal.sortedHolidays) if (h < clamped) holidaysBefore++;
  return before[year - FIRST_YEAR]! + weekdaysBetween(jan1, clamped) - holidaysBefore;
}

export const SESSION_COUNT = (): number => {
  const { sessionsBefore: before } = calendarTables();
  return before[before.length - 1]!;
};

/** The trading day (day number) of a session index. O(log years + days in a year). */
export function sessionDay(index: number): number {
  const { sessionsBefore: before } = calendarTables();
  let lo = 0;
  let hi = before.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (before[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  const year = FIRST_YEAR + lo;
  // Estimate then walk: about 252 sessions a year, so the estimate is within a few days.
  let day = dayNumber(year, 1, 1) + Math.floor(((index - before[lo]!) * 365) / 252);
  while (sessionsBefore(day) > index) day -= 1;
  while (!(isTradingDay(day) && sessionsBefore(day) === index)) day += 1;
  return day;
}

// ---- New York wall-clock time via Intl -----------------------------------------------------------

const nyFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

// New York's offset from UTC changes only on a whole UTC hour (daylight saving at 2 a.m. local time,
// the 1883 switch from local mean time at 17:00 UTC), so one Intl reading per UTC hour serves every
// instant in it. formatToParts costs tens of microseconds and an order asks for New York time often.
const HOUR_MS = 3_600_000;
const offsets = new Map<number, number>();

function newYorkOffset(hour: number): number {
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p: Record<string, number> = {};
    for (const part of nyFormat.formatToParts(hour * HOUR_MS))
      if (part.type !== 'literal') p[part.type] = Number(part.value);
    offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - hour * HOUR_MS;
    if (offsets.size >= 4096) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** New York wall-clock of an instant: day number and milliseconds since local midnight. */
export function newYorkTime(at: Date): { day: number; ms: number } {
  const t = at.getTime();
  if (Number.isNaN(t)) throw new RangeError('Invalid time value');
  const wall = t + newYorkOffset(Math.floor(t / HOUR_MS));
  const day = Math.floor(wall / DAY_MS);
  return { day, ms: wall - day * DAY_MS };
}

/** The New York date of an instant, YYYY-MM-DD (the calendar's dates are New York dates). */
export function newYorkDate(at: Date): string {
  return dateOfDay(newYorkTime(at).day);
}

/** The instant at which New York's wall clock shows `minutes` after midnight of `day`. */
export function newYorkInstant(day: number, minutes: number): Date {
  const wall = day * DAY_MS + minutes * 60_000;
  let guess = wall + 5 * 3_600_000;
  for (let i = 0; i < 2; i++) {
    const local = newYorkTime(new Date(guess));
    const offset = local.day * DAY_MS + local.ms - guess;
    guess = wall - offset;
  }
  return new Date(guess);
}

// ---- Sessions -------------------------------------------------------------------------------------

export const OPEN_MINUTES = 9 * 60 + 30;
export const CLOSE_MINUTES = 16 * 60;
export const EARLY_CLOSE_MINUTES = 13 * 60;
export const PRE_MARKET_MINUTES = 4 * 60;
/** After-hours trading runs four hours past the close (20:00, or 17:00 on an early-close day). */
export const POST_MARKET_SPAN_MINUTES = 4 * 60;

export type Session = {
  index: number;
  day: number;
  date: string;
  open: Date;
  close: Date;
  earlyClose: boolean;
};

const sessionCache = new Map<number, Session>();

export function sessionOfIndex(index: number): Session {
  const cached = sessionCache.get(index);
  if (cached) return cached;
  const day = sessionDay(index);
  const earlyClose = isEarlyClose(day);
  const session: Session = {
    index,
    day,
    date: dateOfDay(day),
    open: newYorkInstant(day, OPEN_MINUTES),
    close: newYorkInstant(day, earlyClose ? EARLY_CLOSE_MINUTES : CLOSE_MINUTES),
    earlyClose,
  };
  if (sessionCache.size > 4096) sessionCache.clear();
  sessionCache.set(index, session);
  return session;
}

export type MarketState = 'REGULAR' | 'PRE' | 'POST' | 'CLOSED';

export type Position = {
  /** REGULAR while a session runs; PRE/POST in extended hours of a trading day; CLOSED otherwise. */
  state: MarketState;
  /** The session whose prices apply: the running one, else the last one that opened. */
  session: Session;
  /** Fraction of that session elapsed, 0..1 (1 once it has closed). */
  fraction: number;
  /** The New York calendar day of the instant. */
  day: number;
  /** Minutes after New York midnight. */
  minutes: number;
};

/** Where an instant falls in the market calendar. */
export function locate(at: Date): Position {
  const { day, ms } = newYorkTime(at);
  const minutes = ms / 60_000;
  const { sessionsBefore: before } = calendarTables();
  const total = before[before.length - 1]!;
  const trading = isTradingDay(day);
  let index = sessionsBefore(day);
  if (trading) {
    const today = sessionOfIndex(index);
    if (at.getTime() >= today.open.getTime()) {
      if (at.getTime() < today.close.getTime()) {
        const fraction =
          (at.getTime() - today.open.getTime()) / (today.close.getTime() - today.open.getTime());
        return { state: 'REGULAR', session: today, fraction, day, minutes };
      }
      const closeMinutes = today.earlyClose ? EARLY_CLOSE_MINUTES : CLOSE_MINUTES;
      const state = minutes < closeMinutes + POST_MARKET_SPAN_MINUTES ? 'POST' : 'CLOSED';
      return { state, session: today, fraction: 1, day, minutes };
    }
  }
  index = Math.min(Math.max(index - 1, 0), total - 1);
  const state = trading && minutes >= PRE_MARKET_MINUTES ? 'PRE' : 'CLOSED';
  return { state, session: sessionOfIndex(index), fraction: 1, day, minutes };
}

/** The next session at or after an instant's New York day that has not opened yet. */
export function nextSessionAfter(at: Date): Session {
  const { day } = newYorkTime(at);
  let index = sessionsBefore(day);
  let session = sessionOfIndex(Math.min(index, SESSION_COUNT() - 1));
  while (session.open.getTime() <= at.getTime() && index < SESSION_COUNT() - 1) {
    index += 1;
    session = sessionOfIndex(index);
  }
  return session;
}
