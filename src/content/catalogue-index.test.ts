import { describe, expect, it } from 'vitest';
import {
  catalogueItems as fromLessons,
  isCatalogueId as isIdFromLessons,
  lessonFactOf,
  lessons,
  optionsCourse,
  summaryOf,
} from './catalogue';
import {
  catalogueItems,
  isCatalogueId,
  OPTIONS_COURSE_ID,
  optionsCoursePrerequisites,
  timelineLinks,
} from './catalogue-index';
import { libraryItems } from './catalogue-texts';
import { catalogueTexts } from './catalogue-texts.data';
import { glossary } from './glossary';
import { lookupTerm } from './glossary-lookup';
import { lessonFacts } from './lesson-facts.data';
import { lessonFileIds, loadLesson, loadOptionsCourse } from './lesson-loaders';
import { buildQuizBank } from './quiz-bank';
import { quizBankIndex } from './quiz-bank.data';
import { timelineEvents, timelineLinksOf } from './timeline';

const STALE = 'stale: run `npx tsx scripts/write-catalogue-index.ts` after changing a lesson';

describe('the catalogue index the web app loads first (issue 14)', () => {
  it('equals the cards computed from the lessons and the options course, less their longer texts', () => {
    expect(catalogueItems, STALE).toEqual(fromLessons.map(summaryOf));
    for (const item of catalogueItems) {
      expect(item).not.toHaveProperty('preview');
      expect(item).not.toHaveProperty('description');
    }
  });

  it('gives the library every card whole, texts and all, in the same order', () => {
    expect(libraryItems, STALE).toEqual(fromLessons);
    expect(Object.keys(catalogueTexts).sort(), STALE).toEqual(fromLessons.map((i) => i.id).sort());
  });

  it('gives the XP engine the same facts of each lesson as the cards', () => {
    expect(lessonFacts, STALE).toEqual(catalogueItems.map(lessonFactOf));
  });

  it('holds the lesson of each timeline event and the prerequisites of the options course', () => {
    expect(timelineLinks, STALE).toEqual(timelineLinksOf(timelineEvents));
    expect(optionsCoursePrerequisites, STALE).toEqual(optionsCourse?.prerequisites ?? []);
  });

  it('knows the same catalogue ids as the full catalogue', () => {
    for (const id of [...lessons.map((l) => l.id), OPTIONS_COURSE_ID, 'no-such-lesson', ''])
      expect(isCatalogueId(id)).toBe(isIdFromLessons(id));
  });

  it('holds the same glossary as the lessons define', () => {
    for (const key of Object.keys(glossary)) expect(lookupTerm(key), STALE).toEqual(glossary[key]);
    expect(lookupTerm('no-such-term')).toBeUndefined();
    expect(lookupTerm('toString')).toBeUndefined();
  });

  it('holds every quiz question of the lessons and the options course, and who names each term', () => {
    const built = buildQuizBank(lessons, optionsCourse);
    expect(quizBankIndex, STALE).toEqual(built);
    expect(built.questions.length).toBeGreaterThan(lessons.length);
    const firstTerm = lessons.flatMap((l) => l.pages.flatMap((p) => p.definitions ?? []))[0];
    if (firstTerm)
      expect(built.termLessons[firstTerm]).toBe(
        lessons.find((l) => l.pages.some((p) => p.definitions?.includes(firstTerm)))?.id,
      );
  });
});

describe('the lesson loaders', () => {
  it('find one file per lesson of the catalogue, named after its id', () => {
    expect(lessonFileIds().sort()).toEqual(lessons.map((l) => l.id).sort());
  });

  it('load each lesson with its pages', async () => {
    for (const lesson of lessons) expect(await loadLesson(lesson.id)).toEqual(lesson);
  });

  it('answer undefined for an id that is not a lesson', async () => {
    expect(await loadLesson('no-such-lesson')).toBeUndefined();
    expect(await loadLesson('../catalogue')).toBeUndefined();
    expect(await loadLesson('index')).toBeUndefined();
  });

  it('load the options course', async () => {
    expect(await loadOptionsCourse()).toEqual(optionsCourse);
  });
});
