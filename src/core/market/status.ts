// Market status at an instant: regular session, pre-market, after-hours or closed, and why.
import { dateOfDay, holidayName, locate, nextSessionAfter, weekday } from './calendar';
import type { MarketStatus } from './types';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export function marketStatus(at: Date): MarketStatus {
  const position = locate(at);
  const { session } = position;
  const today = session.day === position.day;
  const dow = weekday(position.day);
  const closedReason = holidayName(position.day) ?? (dow === 0 || dow === 6 ? 'Weekend' : null);
  const next = nextSessionAfter(at);
  const nextOpen = `${timeFormat.format(next.open)} ET`;
  const closeText = `${timeFormat.format(session.close)} ET`;
  const message =
    position.state === 'REGULAR'
      ? `Market open until ${closeText}${session.earlyClose ? ' (early close)' : ''}`
      : position.state === 'PRE'
        ? `Pre-market: the session opens ${nextOpen}`
        : position.state === 'POST'
          ? `After hours: the market closed at ${closeText}; next open ${nextOpen}`
          : `Market closed${closedReason ? ` (${closedReason})` : ''}; next open ${nextOpen}`;
  return {
    state: position.state,
    isOpen: position.state === 'REGULAR',
    date: dateOfDay(position.day),
    closedReason,
    earlyClose: today && session.earlyClose,
    sessionOpen: session.open.toISOString(),
    sessionClose: session.close.toISOString(),
    nextOpen: next.open.toISOString(),
    message,
  };
}
