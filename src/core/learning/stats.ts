// Landing-page stats computed from the catalogue (spec: app-and-learning §9 Landing stats;
// trading-and-lessons §9 Lesson catalogue constants).

/**
 * Minutes in an estimatedTime text: hours times 60 plus minutes ('1 hour 30 minutes' → 90,
 * '2h' → 120, '45 minutes' → 45), or a bare number read as minutes ('20' → 20). Anything else is 0.
 */
export function parseMinutes(estimatedTime: string): number {
  const text = estimatedTime.trim().toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hour|hours)\b/.exec(text);
  const minutes = /(\d+(?:\.\d+)?)\s*(?:m|min|mins|minute|minutes)\b/.exec(text);
  if (hours || minutes) {
    return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0));
  }
  const bare = /^(\d+(?:\.\d+)?)$/.exec(text);
  return bare ? Math.round(Number(bare[1])) : 0;
}

/** Hours of content as shown: an integer from 10 hours up, otherwise one decimal. */
export function formatHours(hours: number): string {
  return hours >= 10 ? String(Math.round(hours)) : hours.toFixed(1);
}

export type LandingStats = {
  totalLessons: number;
  totalMinutes: number;
  hours: number;
  /** e.g. '12+' or '7.5+' */
  hoursLabel: string;
  completedLessons: number;
  /** Completed over total, as a rounded percent (0 when there are no lessons). */
  completionRate: number;
};

export function landingStats(
  items: readonly { id: string; estimatedTime: string }[],
  completedIds: Iterable<string>,
): LandingStats {
  // De-duplicate by id: the first occurrence of an id counts, later ones are ignored.
  const unique = new Map<string, string>();
  for (const item of items) if (!unique.has(item.id)) unique.set(item.id, item.estimatedTime);
  const totalMinutes = [...unique.values()].reduce((sum, t) => sum + parseMinutes(t), 0);
  const hours = totalMinutes / 60;
  const completed = new Set([...completedIds].filter((id) => unique.has(id)));
  const total = unique.size;
  return {
    totalLessons: total,
    totalMinutes,
    hours,
    hoursLabel: `${formatHours(hours)}+`,
    completedLessons: completed.size,
    completionRate: total === 0 ? 0 : Math.round((completed.size / total) * 100),
  };
}
