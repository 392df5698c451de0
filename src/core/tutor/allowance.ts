import { localTime, safeTimeZone } from '../gamification/time';

// The free plan's daily tutor allowance (docs/decisions/0013-admin-and-pro.md): counted per day of
// the learner's own time zone, so it comes back at their midnight.

/** The first instant (to the second) after `at` that falls on the next local day of `timeZone`. */
export function nextDayStart(at: Date, timeZone: string): Date {
  const zone = safeTimeZone(timeZone);
  const today = localTime(at, zone).day;
  // The next day starts within 48 hours in every zone; the predicate "is another day" only turns
  // from false to true once in that span, so a binary search finds the boundary.
  let lo = Math.floor(at.getTime() / 1000);
  let hi = lo + 48 * 3600;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localTime(new Date(mid * 1000), zone).day === today) lo = mid;
    else hi = mid;
  }
  return new Date(hi * 1000);
}

export type Allowance = {
  /** null: unlimited (Pro). */
  limit: number | null;
  used: number;
  remaining: number | null;
  resetsAt: string;
};

export function allowanceOf(limit: number | null, used: number, resetsAt: Date): Allowance {
  return {
    limit,
    used,
    remaining: limit === null ? null : Math.max(0, limit - used),
    resetsAt: resetsAt.toISOString(),
  };
}

/** "3 h 5 min", "12 min", "less than a minute": how long until the allowance comes back. */
export function waitText(from: Date, until: Date): string {
  const minutes = Math.ceil((until.getTime() - from.getTime()) / 60_000);
  if (minutes <= 1) return 'less than a minute';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h${m > 0 ? ` ${m} min` : ''}` : `${m} min`;
}

export function limitReachedMessage(limit: number, wait: string): string {
  return `You have used today's ${limit} free tutor questions. They come back at midnight in your time zone (in ${wait}). Pro is unlimited.`;
}
