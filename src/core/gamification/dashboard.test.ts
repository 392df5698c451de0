import { describe, expect, it } from 'vitest';
import { activityItems, dashboardView, eventsStudied } from './dashboard';
import { buildLessonLookup } from './lesson-info';
import { type ActivityEntry, deriveProgress } from './log';

const { lookup } = buildLessonLookup();
const at = (iso: string) => new Date(iso);
const log: ActivityEntry[] = [
  { id: 'a', type: 'login', at: at('2026-03-02T09:00:00Z'), data: {} },
  {
    id: 'b',
    type: 'lesson_complete',
    at: at('2026-03-02T10:00:00Z'),
    lessonId: 'tulip-mania',
    data: { score: 100 },
  },
  {
    id: 'c',
    type: 'quiz_complete',
    at: at('2026-03-02T10:00:00Z'),
    lessonId: 'tulip-mania',
    data: { quizId: 'tulip-mania', score: 80 },
  },
  { id: 'd', type: 'trade_execute', at: at('2026-03-02T11:00:00Z'), data: { symbol: 'AAPL' } },
];
const progress = () =>
  deriveProgress(log, { now: at('2026-03-02T12:00:00Z'), timeZone: 'UTC', lessons: lookup });

describe('dashboard view', () => {
  it('lists activity newest first, later-recorded first at the same instant, with titles and XP', () => {
    const items = activityItems([...log, { ...log[0]!, id: 'p', type: 'page_view' as never }], progress(), 3);
    expect(items.map((i) => i.activityType)).toEqual([
      'trade_executed',
      'quiz_completed',
      'lesson_completed',
    ]);
    expect(items[1]!.title).toBe('Quiz: Tulip Mania (80%)');
    expect(items[2]).toMatchObject({ title: 'Completed Tulip Mania', storyId: 'tulip-mania' });
    expect(items[2]!.xp).toBeGreaterThan(0);
  });

  it('ticks a quiz passed, and marks one not passed as a try', () => {
    const quiz = (id: string, score: number, passed: boolean): ActivityEntry => ({
      id,
      type: 'quiz_complete',
      at: at('2026-03-02T10:30:00Z'),
      lessonId: 'tulip-mania',
      data: { quizId: 'tulip-mania', score, passed },
    });
    const items = activityItems([quiz('x', 0, false), quiz('y', 100, true)], progress(), 2);
    expect(items.map((i) => [i.title, i.icon])).toEqual([
      ['Quiz: Tulip Mania (100%)', '✅'],
      ['Quiz: Tulip Mania (0%)', '📝'],
    ]);
  });

  it('counts events studied from the timeline entries of completed lessons', () => {
    expect(eventsStudied([])).toBe(0);
    expect(eventsStudied(['tulip-mania'])).toBe(1);
    expect(eventsStudied(['not-a-lesson'])).toBe(0);
  });

  it('sums the figures the dashboard shows from the same progress', () => {
    const p = progress();
    const view = dashboardView(p, log, 'Europe/London');
    expect(view).toMatchObject({
      totalXP: p.totalXP,
      totalLessonsCompleted: 1,
      eventsStudied: 1,
      completedLessons: ['tulip-mania'],
      timeZone: 'Europe/London',
    });
    expect(view.recentActivity).toHaveLength(4);
    expect(view.achievements.unlockedCount).toBeGreaterThan(0);
  });
});
