import { describe, expect, it } from 'vitest';
import type { PathStep } from '../../../core/learning-path/path';
import { suggestionsFor } from './suggestions';

const step = (id: string, kind: PathStep['kind'], status: PathStep['status']): PathStep => ({
  id,
  kind,
  status,
  title: id,
  reason: `why ${id}`,
  to: `/lessons/${id}`,
  prerequisites: [],
  mastery: null,
});
const exists = (id: string) => !id.startsWith('gone-');
const model = [
  { lessonId: 'stock-market-basics', confidence: 0.8, reason: 'popular' },
  { lessonId: 'tulip-mania', confidence: 0.6, reason: 'bubbles' },
  { lessonId: 'panic-of-1907', confidence: 0.4, reason: 'crises' },
];
const ids = (list: ReturnType<typeof suggestionsFor>) => list?.map((s) => `${s.from}:${s.lessonId}`);

describe('what Recommended Next lists', () => {
  it("is the path's lessons still to do, in its order, the first marked next (games, done and missing ones passed over)", () => {
    const list = suggestionsFor({
      pathSteps: [
        step('stock-market-basics', 'lesson', 'done'),
        step('game:tulip', 'game', 'next'),
        step('gone-lesson', 'lesson', 'later'),
        step('revisit:banking-system', 'lesson', 'later'),
        step('dotcom-bubble', 'lesson', 'later'),
        step('options-course', 'course', 'later'),
        step('panic-of-1907', 'lesson', 'later'),
      ],
      recommended: model,
      exists,
      max: 3,
    });
    expect(ids(list)).toEqual(['path:banking-system', 'path:dotcom-bubble', 'path:options-course']);
    expect(list?.map((s) => s.from === 'path' && s.next)).toEqual([true, false, false]);
    expect(list?.[0]?.reason).toBe('why revisit:banking-system');
  });

  it("tops up a short path with the model's picks it does not already list", () => {
    const list = suggestionsFor({
      pathSteps: [step('tulip-mania', 'lesson', 'next')],
      recommended: model,
      exists,
      max: 3,
    });
    expect(ids(list)).toEqual(['path:tulip-mania', 'model:stock-market-basics', 'model:panic-of-1907']);
  });

  it("falls back to the model's picks when the path could not load or has nothing left", () => {
    for (const pathSteps of [null, [step('stock-market-basics', 'lesson', 'done')]]) {
      expect(ids(suggestionsFor({ pathSteps, recommended: model, exists, max: 2 }))).toEqual([
        'model:stock-market-basics',
        'model:tulip-mania',
      ]);
    }
  });

  it('is undefined (a placeholder) while the path, or the picks it needs, load', () => {
    expect(suggestionsFor({ pathSteps: undefined, recommended: model, exists, max: 3 })).toBeUndefined();
    expect(suggestionsFor({ pathSteps: null, recommended: undefined, exists, max: 3 })).toBeUndefined();
    expect(suggestionsFor({ pathSteps: [], recommended: [], exists, max: 3 })).toEqual([]);
  });
});
