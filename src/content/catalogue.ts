import {
  type CatalogueItem,
  type CatalogueSummary,
  type CatalogueText,
  OPTIONS_COURSE_ID,
} from './catalogue-index';
import { type LessonModule, lessonModules } from './lessons';
import { course } from './options-course';
import type { Lesson, OptionsCourse } from './schema';

export { type CatalogueItem, OPTIONS_COURSE_ID } from './catalogue-index';

// The lesson catalogue: every lesson registered in lessons/index.ts plus the options course.
// The server validates progress ids against `isCatalogueId`, the library lists `catalogueItems`.

/** The stories of the spec's catalogue table, in the order of the table. */
export const PLANNED_STORY_IDS = [
  'financial-crisis-2008',
  'bank-runs-1929',
  'covid-inflation',
  'dotcom-bubble',
  'tulip-mania',
  'stagflation-1970s',
  'asian-crisis-1997',
  'black-monday-1987',
  'flash-crash-2010',
  'savings-and-loan-crisis',
  'latin-american-debt-1982',
  'enron-scandal',
  'ltcm-1998',
  'japan-bubble-1989',
  'russian-default-1998',
  'euro-creation-1999',
  'marshall-plan-1948',
  'efficient-market-hypothesis',
  'gamestop-squeeze-2021',
  'gold-standard',
  'bitcoin',
] as const;

/** The six foundations lessons and their XP (spec §9 XP per lesson). */
export const FOUNDATION_XP = {
  'stock-market-basics': 150,
  'wall-street-explained': 120,
  'bull-bear-markets': 150,
  'stock-exchanges-explained': 140,
  'federal-reserve-explained': 180,
  'banking-system-explained': 160,
} as const;

/**
 * Lessons added after the spec's table (issue 19): the technical-analysis lesson the options course
 * names as a prerequisite, and further crisis stories. Each is linked from one timeline event.
 */
export const ADDED_LESSON_IDS = [
  'technical-analysis',
  'panic-of-1907',
  'south-sea-bubble-1720',
  'weimar-hyperinflation-1923',
  'black-wednesday-1992',
  'mexican-peso-crisis-1994',
  'argentina-crisis-2001',
  'euro-debt-crisis-2010',
  'silicon-valley-bank-2023',
  'panic-of-1873',
  'black-friday-1869',
] as const;

export const PLANNED_LESSON_IDS: readonly string[] = [
  ...PLANNED_STORY_IDS,
  ...Object.keys(FOUNDATION_XP),
  ...ADDED_LESSON_IDS,
];

/** Every id the catalogue holds: 21 stories, 6 foundations, the added lessons, the options course. */
export const PLANNED_CATALOGUE_IDS: readonly string[] = [...PLANNED_LESSON_IDS, OPTIONS_COURSE_ID];

/** The options course (its own file, its own page kinds); the library shows it as a course card. */
export const optionsCourse: OptionsCourse | undefined = course;

export const lessons: readonly Lesson[] = lessonModules.map((m: LessonModule) => m.lesson);

const byId = new Map<string, Lesson>(lessons.map((l) => [l.id, l]));

export function getLesson(id: string): Lesson | undefined {
  return byId.get(id);
}

/** Ids a learner can record progress for: the lessons written so far and the options course. */
export const catalogueIds: readonly string[] = [...new Set([...lessons.map((l) => l.id), OPTIONS_COURSE_ID])];

const idSet = new Set(catalogueIds);
export function isCatalogueId(id: string): boolean {
  return idSet.has(id);
}

/** An item without its longer texts: the small index every route loads (catalogue-index.data.ts). */
export function summaryOf({
  preview,
  description,
  protagonist,
  ...summary
}: CatalogueItem): CatalogueSummary {
  return summary;
}

/** An item's longer texts, which only the library loads (catalogue-texts.data.ts). */
export function textOf({ preview, description, protagonist }: CatalogueItem): CatalogueText {
  return protagonist ? { preview, description, protagonist } : { preview, description };
}

/** The card fields the XP engine reads (written to lesson-facts.data.ts), without the cards' text. */
export function lessonFactOf({
  id,
  kind,
  title,
  xp,
  difficulty,
  category,
  estimatedTime,
  year,
  icon,
  hasQuiz,
  scoredByPath,
}: CatalogueSummary) {
  return {
    id,
    kind,
    title,
    xp,
    difficulty,
    category,
    estimatedTime,
    year,
    icon,
    hasQuiz,
    ...(scoredByPath ? { scoredByPath } : {}),
  };
}

export function lessonToItem(l: Lesson): CatalogueItem {
  return {
    id: l.id,
    kind: 'story',
    title: l.title,
    subtitle: l.subtitle,
    concept: l.concept,
    preview: l.preview,
    description: l.description,
    category: l.category,
    difficulty: l.difficulty,
    estimatedTime: l.estimatedTime,
    topics: l.topics,
    year: l.year,
    color: l.color,
    icon: l.icon,
    xp: l.xp,
    protagonist: { name: l.character.name, profession: l.character.profession },
    pageCount: l.pages.length,
    hasAnimations: l.hasAnimations === true,
    hasQuiz: l.pages.some((p) => p.type === 'quiz'),
    ...(l.scoring ? { scoredByPath: true as const } : {}),
  };
}

export function courseToItem(c: OptionsCourse): CatalogueItem {
  return {
    id: c.id,
    kind: 'course',
    title: c.title,
    subtitle: `${c.pages.length}-page course · certificate: ${c.certificate.title}`,
    concept: c.skills.join(', '),
    preview: c.description,
    description: c.description,
    category: c.category,
    difficulty: c.difficulty,
    estimatedTime: c.duration,
    topics: [],
    year: 1973,
    color: { from: 'violet', to: 'fuchsia' },
    icon: '📈',
    xp: c.xpReward,
    pageCount: c.pages.length,
    hasAnimations: false,
    hasQuiz: c.pages.some((p) => p.type === 'quiz'),
  };
}

export const catalogueItems: readonly CatalogueItem[] = [
  ...lessons.map(lessonToItem),
  ...(optionsCourse ? [courseToItem(optionsCourse)] : []),
];
