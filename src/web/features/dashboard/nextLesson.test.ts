import { describe, expect, it } from 'vitest';
import { continueLabel } from '../../../core/learning-path/next-step';
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

  it("is the path's revisit when that is next, as the lesson it revisits, with the path's reason", () => {
    const revisit = {
      ...step('revisit:stock-market-basics', 'lesson', 'next'),
      reason: 'Your quiz score was 25%.',
    };
    const choice = chooseNextLesson({
      ...none,
      pathSteps: [
        step('stock-market-basics', 'lesson', 'done'),
        revisit,
        step('wall-street-explained', 'lesson', 'later'),
      ],
      recommended: ['wall-street-explained'],
    });
    expect(choice).toEqual({
      id: 'stock-market-basics',
      from: 'revisit',
      reason: 'Your quiz score was 25%.',
    });
  });
});

describe("the path's Continue button", () => {
  it('reads as a sentence for a revisit and names the step otherwise', () => {
    expect(continueLabel({ id: 'revisit:stock-market-basics', title: 'Revisit: Stock Market Basics' })).toBe(
      'Revisit Stock Market Basics',
    );
    expect(continueLabel({ id: 'wall-street-explained', title: 'Wall Street Explained' })).toBe(
      'Continue: Wall Street Explained',
    );
  });
});
