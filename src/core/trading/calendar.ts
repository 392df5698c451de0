// New York calendar helpers used for the trading day (daily trade cap, snapshots, warnings).
// Pure: the instant is always an argument.

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type NyParts = { day: string; weekday: string; minutes: number };

function nyParts(at: Date): NyParts {
  const map: Record<string, string> = {};
  for (const p of parts.formatToParts(at)) map[p.type] = p.value;
  return {
    day: `${map.year}-${map.month}-${map.day}`,
    weekday: map.weekday ?? '',
    minutes: Number(map.hour) * 60 + Number(map.minute),
  };
}

/** The New York calendar date of an instant, as YYYY-MM-DD: the key of a trading day. */
export function tradingDay(at: Date): string {
  return nyParts(at).day;
}

export function isWeekend(at: Date): boolean {
  const { weekday } = nyParts(at);
  return weekday === 'Sat' || weekday === 'Sun';
}

/** Regular session 09:30–16:00 New York on weekdays (holidays come from the market model's marketState). */
export function isRegularSession(at: Date): boolean {
  if (isWeekend(at)) return false;
  const { minutes } = nyParts(at);
  return minutes >= 9 * 60 + 30 && minutes < 16 * 60;
}
