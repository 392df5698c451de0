// New York calendar helpers used for the trading day (daily trade cap, snapshots, warnings).
// Pure: the instant is always an argument. New York time itself is the market calendar's.
import { newYorkDate, newYorkTime, weekday } from '../market/calendar';

/** The New York calendar date of an instant, as YYYY-MM-DD: the key of a trading day. */
export function tradingDay(at: Date): string {
  return newYorkDate(at);
}

export function isWeekend(at: Date): boolean {
  const w = weekday(newYorkTime(at).day);
  return w === 0 || w === 6;
}

/** Regular session 09:30–16:00 New York on weekdays (holidays come from the market model's marketState). */
export function isRegularSession(at: Date): boolean {
  if (isWeekend(at)) return false;
  const minutes = Math.floor(newYorkTime(at).ms / 60_000);
  return minutes >= 9 * 60 + 30 && minutes < 16 * 60;
}
