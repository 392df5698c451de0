import { describe, expect, it } from 'vitest';
import { lessons } from '../../content/catalogue';
import { ENDINGS_WRITTEN } from './endings-written';
import { notFromLesson, problemsOfWrittenLine } from './test-helpers';

/** The lessons that tell a crisis or an event (not an idea's lesson). */
const eventLessons = lessons
  .filter((l) => !['foundations', 'theories'].includes(l.category))
  .map((l) => l.id);

const lines = Object.entries(ENDINGS_WRITTEN).flatMap(([lessonId, said]) =>
  said.map((line) => ({ lessonId, line })),
);

describe('how each crisis ended, written', () => {
  it('nearly every lesson that tells a crisis has two to four lines, and only those lessons have an entry', () => {
    const told = Object.keys(ENDINGS_WRITTEN);
    for (const lessonId of told) expect(eventLessons, lessonId).toContain(lessonId);
    expect(told.length).toBeGreaterThanOrEqual(eventLessons.length - 2);
    for (const [lessonId, said] of Object.entries(ENDINGS_WRITTEN)) {
      expect(said.length, lessonId).toBeGreaterThanOrEqual(2);
      expect(said.length, lessonId).toBeLessThanOrEqual(4);
    }
  });

  it('the check of a written line finds what is wrong with one', () => {
    expect(problemsOfWrittenLine('**Morgan’s rescue.** He let the Knickerbocker close.')).toEqual([]);
    expect(problemsOfWrittenLine('Morgan let the Knickerbocker close')).toEqual([
      'opens with no bold label',
      'ends with no full stop',
    ]);
    expect(problemsOfWrittenLine("**Morgan's rescue.** You would have run.")).toEqual([
      'speaks to the learner or holds a straight quote',
    ]);
  });

  it.each(lines)('$lessonId: "$line" is a labelled line of a sentence or two, in plain words', ({ line }) => {
    expect(problemsOfWrittenLine(line)).toEqual([]);
  });

  it.each(lines)(
    '$lessonId: "$line" holds only the lesson’s facts, in our own words',
    ({ lessonId, line }) => {
      expect(notFromLesson(lessonId, line)).toEqual({ figures: [], names: [], copied: [] });
    },
  );
});
