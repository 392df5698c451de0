// The admin console's daily series: every UTC day of a window, zero where nothing happened.

export type DayCount = { day: string; activeUsers: number; signUps: number };

const DAY_MS = 86_400_000;

/** The `days` UTC days ending with the day of `now`, oldest first, as 'YYYY-MM-DD'. */
export function lastDays(now: Date, days: number): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** One entry per day of the window; counts for days outside it are ignored. */
export function dailySeries(
  days: readonly string[],
  active: ReadonlyMap<string, number>,
  signUps: ReadonlyMap<string, number>,
): DayCount[] {
  return days.map((day) => ({ day, activeUsers: active.get(day) ?? 0, signUps: signUps.get(day) ?? 0 }));
}
