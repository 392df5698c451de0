// Calendar facts of an instant in the learner's own IANA time zone. Intl is pure here: the same
// instant and zone always give the same answer, in the browser and on the server.

export type LocalTime = {
  /** 'YYYY-MM-DD' in the zone. */
  day: string;
  year: number;
  month: number;
  dayOfMonth: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  hour: number;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows the IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The zone if valid, else UTC, so a bad stored value never breaks a dashboard. */
export function safeTimeZone(name: string | null | undefined): string {
  return name && isTimeZone(name) ? name : 'UTC';
}

export function localTime(at: Date, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(safeTimeZone(timeZone)).formatToParts(at)) parts[p.type] = p.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const dayOfMonth = Number(parts.day);
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    year,
    month,
    dayOfMonth,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
    hour: Number(parts.hour) % 24,
  };
}

/** Whole calendar days from local day a to local day b ('YYYY-MM-DD'); negative if b is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function isWeekend(t: LocalTime): boolean {
  return t.weekday === 0 || t.weekday === 6;
}

/**
 * The first weekend of the month: its first Saturday and the Sunday right after it (a Sunday the
 * 1st belongs to the previous month's last weekend).
 */
export function isFirstWeekendOfMonth(t: LocalTime): boolean {
  if (t.weekday === 6) return t.dayOfMonth <= 7;
  if (t.weekday === 0) return t.dayOfMonth >= 2 && t.dayOfMonth <= 8;
  return false;
}
