import type { TimelineEvent } from '../../../content/schema';
import { INLINE_TIMELINE_EVENTS, TIMELINE_FILTER_DAYS } from '../../../core/gamification/constants';

// The dashboard's Financial History Timeline (spec §9 Timeline and lists): a week, month or year
// window (7, 30 or 365 days) over what the learner studied; the inline list shows 8 events —
// first those studied in the window, then lessons still to open, then the rest of history.

export type TimelineFilter = keyof typeof TIMELINE_FILTER_DAYS;
export type Studied = { storyId: string; date: string };
export type TimelineRow = TimelineEvent & { studiedAt: string | null; completed: boolean };

export function filterDays(filter: string): number {
  return filter === 'week' || filter === 'month' ? TIMELINE_FILTER_DAYS[filter] : TIMELINE_FILTER_DAYS.year;
}

export function studiedWithin(studied: readonly Studied[], filter: string, now: Date): Map<string, string> {
  const since = now.getTime() - filterDays(filter) * 86_400_000;
  const out = new Map<string, string>();
  for (const s of studied) {
    const at = Date.parse(s.date);
    if (at >= since && at <= now.getTime() && !out.has(s.storyId)) out.set(s.storyId, s.date);
  }
  return out;
}

export function timelineRows(
  events: readonly TimelineEvent[],
  studied: readonly Studied[],
  completed: ReadonlySet<string>,
  filter: string,
  now: Date,
): TimelineRow[] {
  const inWindow = studiedWithin(studied, filter, now);
  return events.map((e) => ({
    ...e,
    studiedAt: e.storyId ? (inWindow.get(e.storyId) ?? null) : null,
    completed: e.storyId ? completed.has(e.storyId) : false,
  }));
}

export function inlineTimeline(rows: readonly TimelineRow[], limit = INLINE_TIMELINE_EVENTS): TimelineRow[] {
  const rank = (r: TimelineRow) => (r.studiedAt ? 0 : r.storyId && !r.completed ? 1 : 2);
  return [...rows]
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.r)
    .sort((a, b) => a.year - b.year);
}
