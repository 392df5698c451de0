import { describe, expect, it } from 'vitest';
import { readLocalLog } from '../../lib/learning-state';
import { emitSessionChange } from '../../lib/session';
import {
  completedIdsFromServer,
  readLocalProgress,
  readPositions,
  recordPosition,
  saveStoryCompletion,
} from './progress';

describe('story progress', () => {
  it('reads completed ids from a list of records, a wrapped list or a courseProgress map', () => {
    expect(
      completedIdsFromServer([
        { storyId: 'a', completed: true },
        { storyId: 'b', completed: false },
      ]),
    ).toEqual(['a']);
    expect(completedIdsFromServer({ progress: [{ storyId: 'c', completed: true }] })).toEqual(['c']);
    expect(
      completedIdsFromServer({ courseProgress: { d: { completed: true }, e: { completed: false }, f: 100 } }),
    ).toEqual(['d', 'f']);
    expect(completedIdsFromServer(null)).toEqual([]);
  });

  it("saves a guest's completion in the guest's own localStorage key", async () => {
    localStorage.setItem('user', JSON.stringify({ id: 'guest', isGuest: true }));
    // The session module keeps the session it last read (storage is empty before each test).
    emitSessionChange();
    const outcome = await saveStoryCompletion('tulip-mania', 87.4);
    expect(outcome.where).toBe('local');
    // A guest's completion is scored at once by the core engine: at least the lesson's 100 XP.
    expect(outcome.events[0]).toMatchObject({ activity: 'lesson_complete' });
    expect(outcome.events.reduce((s, e) => s + e.amount, 0)).toBeGreaterThanOrEqual(100);
    expect(outcome.totals?.currentStreak).toBe(1);
    const saved = readLocalProgress('guest');
    expect(saved['tulip-mania']).toMatchObject({ storyId: 'tulip-mania', completed: true, score: 87 });
  });

  it('keeps the best score when a story is completed again', async () => {
    await saveStoryCompletion('x', 90);
    await saveStoryCompletion('x', 40);
    expect(readLocalProgress('guest').x?.score).toBe(90);
  });

  it('remembers the furthest reading position of a story, capped to 0–100', () => {
    recordPosition('x', 30.4);
    recordPosition('x', 10);
    recordPosition('y', 180);
    expect(readPositions('guest')).toEqual({ x: 30, y: 100 });
  });

  it("records a guest's completion once as a lesson_complete activity, and the quiz as quiz_complete", async () => {
    await saveStoryCompletion('tulip-mania', 80, { timeSpent: 600, quizPercent: 100 });
    const log = readLocalLog('guest');
    expect(log.filter((e) => e.type === 'lesson_complete' && e.lessonId === 'tulip-mania')).toHaveLength(1);
    expect(log.filter((e) => e.type === 'quiz_complete' && e.lessonId === 'tulip-mania')).toHaveLength(1);
  });
});
