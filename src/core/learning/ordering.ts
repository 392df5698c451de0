// Lessons sort by the year of their timeline entry; a lesson the timeline does not list sorts as
// year 0 (app-and-learning §9). Ties keep the incoming order.

export type TimelineLink = { year: number; storyId?: string | undefined };

/** The year of the first timeline entry that links the lesson, or 0. */
export function timelineYear(lessonId: string, events: readonly TimelineLink[]): number {
  return events.find((e) => e.storyId === lessonId)?.year ?? 0;
}

export function sortByTimelineYear<T extends { id: string }>(
  items: readonly T[],
  events: readonly TimelineLink[],
  direction: 'asc' | 'desc' = 'asc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, year: timelineYear(item.id, events) }))
    .sort((a, b) => sign * (a.year - b.year) || a.index - b.index)
    .map((x) => x.item);
}
