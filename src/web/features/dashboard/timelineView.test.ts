import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../../../content/schema';
import { filterDays, inlineTimeline, studiedWithin, timelineRows } from './timelineView';

const ev = (id: string, year: number, storyId?: string): TimelineEvent => ({
  id,
  year,
  title: id,
  type: 'crash',
  description: 'An event described in enough words.',
  sources: [{ title: 'A history of it', author: 'A historian', year: 2000 }],
  ...(storyId ? { storyId } : {}),
});
const NOW = new Date('2026-03-31T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

describe('the dashboard timeline', () => {
  it('filters week 7 days, month 30 days, otherwise 365 days', () => {
    expect(filterDays('week')).toBe(7);
    expect(filterDays('month')).toBe(30);
    expect(filterDays('year')).toBe(365);
    expect(filterDays('anything')).toBe(365);
  });

  it('keeps only what was studied inside the window', () => {
    const studied = [
      { storyId: 'a', date: daysAgo(2) },
      { storyId: 'b', date: daysAgo(20) },
      { storyId: 'c', date: daysAgo(200) },
      { storyId: 'd', date: daysAgo(400) },
    ];
    expect([...studiedWithin(studied, 'week', NOW).keys()]).toEqual(['a']);
    expect([...studiedWithin(studied, 'month', NOW).keys()]).toEqual(['a', 'b']);
    expect([...studiedWithin(studied, 'year', NOW).keys()]).toEqual(['a', 'b', 'c']);
  });

  it('shows 8 events inline: studied ones first, then lessons to open, in year order', () => {
    const events = Array.from({ length: 12 }, (_, i) =>
      ev(`e${i}`, 1900 + i, i % 2 === 0 ? `s${i}` : undefined),
    );
    const rows = timelineRows(events, [{ storyId: 's10', date: daysAgo(1) }], new Set(['s10']), 'week', NOW);
    const inline = inlineTimeline(rows);
    expect(inline).toHaveLength(8);
    expect(inline.map((r) => r.id)).toContain('e10');
    expect(inline.find((r) => r.id === 'e10')?.studiedAt).toBe(daysAgo(1));
    // All five other lessons come before events without a lesson.
    for (const id of ['e0', 'e2', 'e4', 'e6', 'e8']) expect(inline.map((r) => r.id)).toContain(id);
    expect(inline.map((r) => r.year)).toEqual([...inline.map((r) => r.year)].sort((a, b) => a - b));
  });
});
