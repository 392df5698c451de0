import { describe, expect, it } from 'vitest';
import { lessons } from '../../content/catalogue';
import { ENDINGS_WRITTEN } from './endings-written';
import { splitSentences } from './retrieval';
import { notFromLesson } from './test-helpers';

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

  it.each(lines)('$lessonId: "$line" is a labelled line of a sentence or two, in plain words', ({ line }) => {
    expect(line).toMatch(/^\*\*\p{Lu}[^*]+\.\*\* \S/u);
    expect(line).toMatch(/\.$/);
    expect(splitSentences(line.replace(/^\*\*[^*]+\*\* /, '')).length).toBeLessThanOrEqual(2);
    expect(line.split(/\s+/).length).toBeLessThanOrEqual(50);
    expect(line).not.toMatch(/\b(?:you|your|would have)\b|[?{}']/i);
  });

  it.each(lines)(
    '$lessonId: "$line" holds only the lesson’s facts, in our own words',
    ({ lessonId, line }) => {
      expect(notFromLesson(lessonId, line)).toEqual({ figures: [], names: [], copied: [] });
    },
  );
});
