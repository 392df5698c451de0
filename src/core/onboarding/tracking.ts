// Behaviour tracking (spec app-and-learning §3 Tracking event, §9 Tracking): what is sent, when
// a batch goes, and what the learner does most.

export const EVENT_TYPES = ['view', 'click', 'search', 'scroll', 'complete'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** A batch goes when it holds this many events, every 30 s, and on page hide or unload. */
export const FLUSH_AT_EVENTS = 10;
export const FLUSH_EVERY_MS = 30_000;
/** Scroll depth is recorded after 1 s without scrolling, in steps of 25%. */
export const SCROLL_IDLE_MS = 1000;
export const SCROLL_STEP_PERCENT = 25;
/** The server keeps a learner's events this many days, and at most this many of them. */
export const RETENTION_DAYS = 90;
export const RETENTION_MAX_EVENTS = 5000;
export const MAX_BATCH = 100;

export type TrackingEvent = {
  eventType: EventType;
  target: string;
  context: { page: string; timestamp: string; sessionId: string; metadata?: Record<string, unknown> };
};

/** The 25% step a scroll depth reaches (0 below 25%), capped at 100. */
export function scrollStep(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  const capped = Math.min(100, percent);
  return Math.floor(capped / SCROLL_STEP_PERCENT) * SCROLL_STEP_PERCENT;
}

/** A new step is recorded only once per page: deeper than the deepest one recorded. */
export function newScrollStep(percent: number, deepestRecorded: number): number | null {
  const step = scrollStep(percent);
  return step >= SCROLL_STEP_PERCENT && step > deepestRecorded ? step : null;
}

/** A session id from a time and a random number in [0, 1). */
export function sessionIdFrom(nowMs: number, random: number): string {
  return `s-${nowMs.toString(36)}-${Math.floor(random * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`;
}

export type Pattern = { key: string; count: number };
export type Patterns = {
  totalEvents: number;
  byType: Record<EventType, number>;
  topPages: Pattern[];
  topTargets: Pattern[];
  /** Path area ('library', 'trade', 'lessons', …) the learner spends most events in, or null. */
  favouriteArea: string | null;
  /** 0–100: how far down pages the learner usually reads. */
  averageScrollDepth: number;
};

function top(counts: Map<string, number>, n: number): Pattern[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([key, count]) => ({ key, count }));
}

export function areaOf(page: string): string | null {
  const first = page.split(/[?#]/)[0]!.split('/').filter(Boolean)[0];
  return first ?? null;
}

/** What the learner does most, from their stored events. */
export function patternsOf(
  events: readonly Pick<TrackingEvent, 'eventType' | 'target' | 'context'>[],
): Patterns {
  const byType = Object.fromEntries(EVENT_TYPES.map((t) => [t, 0])) as Record<EventType, number>;
  const pages = new Map<string, number>();
  const targets = new Map<string, number>();
  const areas = new Map<string, number>();
  let depthSum = 0;
  let depthCount = 0;
  for (const e of events) {
    byType[e.eventType] += 1;
    pages.set(e.context.page, (pages.get(e.context.page) ?? 0) + 1);
    if (e.eventType !== 'scroll' && e.eventType !== 'view')
      targets.set(e.target, (targets.get(e.target) ?? 0) + 1);
    const area = areaOf(e.context.page);
    if (area) areas.set(area, (areas.get(area) ?? 0) + 1);
    const depth = e.context.metadata?.depth;
    if (e.eventType === 'scroll' && typeof depth === 'number') {
      depthSum += depth;
      depthCount += 1;
    }
  }
  return {
    totalEvents: events.length,
    byType,
    topPages: top(pages, 5),
    topTargets: top(targets, 5),
    favouriteArea: top(areas, 1)[0]?.key ?? null,
    averageScrollDepth: depthCount === 0 ? 0 : Math.round(depthSum / depthCount),
  };
}
