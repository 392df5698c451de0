import { catalogueIndex } from './catalogue-index.data';

export { optionsCoursePrerequisites, timelineLinks } from './lesson-facts.data';

import type { Category, Difficulty, LessonColor } from './schema';

// The catalogue's small index: what the stats, XP, the learning path and the recommendations need of
// every lesson and of the options course, without their pages or their longer texts. The web app's
// first load imports this, never the lessons themselves (issue 14); the library adds the texts it
// shows and searches (catalogue-texts.ts). The data files are written by
// `npx tsx scripts/write-catalogue-index.ts` from the lessons; src/content/catalogue-index.test.ts
// fails when they diverge.

/** The options course lives in its own file with its own page kinds (spec §3 Options course). */
export const OPTIONS_COURSE_ID = 'options-derivatives';

/** A card in the library (app-and-learning §3 Story/course item). */
export type CatalogueItem = {
  id: string;
  kind: 'story' | 'course';
  title: string;
  subtitle: string;
  concept: string;
  preview: string;
  description: string;
  category: Category;
  difficulty: Difficulty;
  estimatedTime: string;
  topics: readonly string[];
  year: number;
  color: LessonColor;
  icon: string;
  xp: number;
  protagonist?: { name: string; profession: string };
  /** Number of pages a player can render; 0 while a course is not written yet. */
  pageCount: number;
  hasAnimations: boolean;
  /** Whether the lesson has a quiz page. */
  hasQuiz: boolean;
  /**
   * Set when the lesson scores the reader's path (choices and ending, by its `scoring`: the tulip
   * story) and not the quiz: the XP factor is then named "story path score", not "lesson score".
   */
  scoredByPath?: true;
};

/** A card's longer texts, which only the library shows and searches (most of the index's bytes). */
export type CatalogueText = Pick<CatalogueItem, 'preview' | 'description' | 'protagonist'>;

/** A catalogue item without its longer texts: what every route but the library needs of a lesson. */
export type CatalogueSummary = Omit<CatalogueItem, keyof CatalogueText>;

/** Every lesson's summary, in the catalogue's order, then the options course's. */
export const catalogueItems: readonly CatalogueSummary[] = catalogueIndex;

const idSet = new Set([...catalogueItems.map((i) => i.id), OPTIONS_COURSE_ID]);

/** Ids a learner can record progress for: the lessons written so far and the options course. */
export function isCatalogueId(id: string): boolean {
  return idSet.has(id);
}
