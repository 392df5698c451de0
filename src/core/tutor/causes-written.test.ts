import { describe, expect, it } from 'vitest';
import { lessons } from '../../content/catalogue';
import { CAUSES_WRITTEN, FALLS_WRITTEN } from './causes-written';
import { notFromLesson, problemsOfWrittenLine } from './test-helpers';

/** The lessons that tell a crisis or an event (not an idea's lesson): those "what caused…?" names. */
const eventLessons = lessons.filter((l) => !['foundations', 'theories'].includes(l.category));

const causes = [...Object.entries(CAUSES_WRITTEN), ...Object.entries(FALLS_WRITTEN)].flatMap(
  ([lessonId, said]) => said.map((cause) => ({ lessonId, cause })),
);

describe('the causes written for each crisis', () => {
  it('every lesson that tells a crisis has three to five causes, and only those lessons have an entry', () => {
    expect(Object.keys(CAUSES_WRITTEN).sort()).toEqual(eventLessons.map((l) => l.id).sort());
    for (const [lessonId, said] of Object.entries(CAUSES_WRITTEN)) {
      expect(said.length, lessonId).toBeGreaterThanOrEqual(3);
      expect(said.length, lessonId).toBeLessThanOrEqual(5);
    }
    for (const [lessonId, said] of Object.entries(FALLS_WRITTEN)) {
      expect(CAUSES_WRITTEN[lessonId], lessonId).toBeDefined();
      expect(said.length, lessonId).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(causes)(
    '$lessonId: "$cause" is a labelled cause in a sentence or two, in plain words',
    ({ cause }) => {
      expect(problemsOfWrittenLine(cause)).toEqual([]);
    },
  );

  it.each(causes)(
    '$lessonId: "$cause" holds only the lesson’s facts, in our own words',
    ({ lessonId, cause }) => {
      expect(notFromLesson(lessonId, cause)).toEqual({ figures: [], names: [], copied: [] });
    },
  );
});
