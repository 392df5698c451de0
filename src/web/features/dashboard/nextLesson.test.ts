import { describe, expect, it } from 'vitest';
import type { PathStep } from '../../../core/learning-path/path';
import { chooseNextLesson } from './nextLesson';

const step = (id: string, kind: PathStep['kind'], status: PathStep['status']): PathStep => ({
  id,
  kind,
  status,
  title: id,
  reason: '',
  to: `/lessons/${id}`,
  prerequisites: [],
  mastery: null,
});
const exists = (id: string) => !id.startsWith('gone-');
const none = { courseProgress: {}, exists };

describe("the lesson 'Your Next Lesson' offers", () => {
  it('is the lesson furthest along among those started, before anything the path or the model says', () => {
    const choice = chooseNextLesson({
      ...none,
      courseProgress: {
        'tulip-mania': { completed: false, percent: 20 },
        'panic-of-1907': { completed: false, percent: 60 },
        'dotcom-bubble': { completed: true, percent: 100 },
        'gone-lesson': { completed: false, percent: 90 },
      },
      pathSteps: [step('stock-market-basics', 'lesson', 'next')],
      recommended: ['wall-street-explained'],
    });
    expect(choice).toEqual({ id: 'panic-of-1907', from: 'started' });
  });

  it("is the path's first lesson not yet done, passing over games, simulator tasks and done steps", () => {
    const pathSteps = [
      step('stock-market-basics', 'lesson', 'done'),
      step('simulator:first-trade', 'simulator', 'next'),
      step('gone-lesson', 'lesson', 'later'),
      step('options-derivatives', 'course', 'later'),
      step('tulip-mania', 'lesson', 'later'),
    ];
    expect(chooseNextLesson({ ...none, pathSteps, recommended: ['tulip-mania'] })).toEqual({
      id: 'options-derivatives',
      from: 'path',
    });
  });

  it("falls back on the model's first pick that exists when the path failed or has no lesson left", () => {
    for (const pathSteps of [null, [step('crash-1929', 'game', 'next')]])
      expect(chooseNextLesson({ ...none, pathSteps, recommended: ['gone-x', 'tulip-mania'] })).toEqual({
        id: 'tulip-mania',
        from: 'recommended',
      });
  });

  it('waits (pending) for the path, then for the model, and is null only when both are in and empty', () => {
    expect(chooseNextLesson({ ...none, pathSteps: undefined, recommended: ['tulip-mania'] })).toBe('pending');
    expect(chooseNextLesson({ ...none, pathSteps: [], recommended: undefined })).toBe('pending');
    expect(chooseNextLesson({ ...none, pathSteps: [], recommended: [] })).toBeNull();
    expect(chooseNextLesson({ ...none, pathSteps: null, recommended: ['gone-y'] })).toBeNull();
  });
});
