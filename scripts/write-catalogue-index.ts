// Writes src/content/catalogue-index.data.ts (the cards' summaries), catalogue-texts.data.ts (their
// longer texts, for the library), glossary.data.ts (every
// lesson's terms) and quiz-bank.data.ts (every quiz question) from the lessons and the options course
// (issue 14: the web app's first load carries this small index, not the lessons).
// Run after changing a lesson's card fields: `npx tsx scripts/write-catalogue-index.ts`.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  catalogueItems,
  lessonFactOf,
  lessons,
  optionsCourse,
  summaryOf,
  textOf,
} from '../src/content/catalogue';
import { glossary } from '../src/content/glossary';
import { buildQuizBank } from '../src/content/quiz-bank';
import { timelineEvents, timelineLinksOf } from '../src/content/timeline';

const file = resolve(import.meta.dirname, '../src/content/catalogue-index.data.ts');
writeFileSync(
  file,
  [
    '// Written by scripts/write-catalogue-index.ts from the lessons: do not edit by hand.',
    "import type { CatalogueSummary } from './catalogue-index';",
    '',
    `export const catalogueIndex: readonly CatalogueSummary[] = ${JSON.stringify(catalogueItems.map(summaryOf))};`,
    '',
  ].join('\n'),
);
const textsFile = resolve(import.meta.dirname, '../src/content/catalogue-texts.data.ts');
writeFileSync(
  textsFile,
  [
    '// Written by scripts/write-catalogue-index.ts from the lessons: do not edit by hand.',
    "import type { CatalogueText } from './catalogue-index';",
    '',
    `export const catalogueTexts: Readonly<Record<string, CatalogueText>> = ${JSON.stringify(Object.fromEntries(catalogueItems.map((i) => [i.id, textOf(i)])))};`,
    '',
  ].join('\n'),
);
// The small facts the XP engine and the dashboard read (lesson XP, events studied), without the cards' text:
// every route that awards XP loads this; the summaries (above) only the routes that list lessons.
const factsFile = resolve(import.meta.dirname, '../src/content/lesson-facts.data.ts');
const facts = catalogueItems.map(lessonFactOf);
writeFileSync(
  factsFile,
  [
    '// Written by scripts/write-catalogue-index.ts from the lessons: do not edit by hand.',
    "import type { CatalogueItem } from './catalogue-index';",
    '',
    '/** The catalogue fields the XP engine reads (core/gamification/lesson-info). */',
    "export type LessonFacts = Pick<CatalogueItem, 'id' | 'kind' | 'title' | 'xp' | 'difficulty' | 'category' | 'estimatedTime' | 'year' | 'icon' | 'hasQuiz' | 'scoredByPath'>;",
    '',
    `export const lessonFacts: readonly LessonFacts[] = ${JSON.stringify(facts)};`,
    '',
    '/** The lesson and year of each timeline event that links one (counts "events studied", orders the library). */',
    `export const timelineLinks: readonly { storyId: string; year: number }[] = ${JSON.stringify(timelineLinksOf(timelineEvents))};`,
    '',
    '/** The lessons the options course builds on (the learning path orders them first). */',
    `export const optionsCoursePrerequisites: readonly string[] = ${JSON.stringify(optionsCourse?.prerequisites ?? [])};`,
    '',
  ].join('\n'),
);
const glossaryFile = resolve(import.meta.dirname, '../src/content/glossary.data.ts');
writeFileSync(
  glossaryFile,
  [
    '// Written by scripts/write-catalogue-index.ts from the lessons: do not edit by hand.',
    "import type { GlossaryEntry } from './schema';",
    '',
    `export const glossaryIndex: Readonly<Record<string, GlossaryEntry>> = ${JSON.stringify(glossary)};`,
    '',
  ].join('\n'),
);
const quizFile = resolve(import.meta.dirname, '../src/content/quiz-bank.data.ts');
writeFileSync(
  quizFile,
  [
    '// Written by scripts/write-catalogue-index.ts from the lessons: do not edit by hand.',
    "import type { QuizBankIndex } from './quiz-bank';",
    '',
    `export const quizBankIndex: QuizBankIndex = ${JSON.stringify(buildQuizBank(lessons, optionsCourse))};`,
    '',
  ].join('\n'),
);
spawnSync('npx', ['biome', 'format', '--write', file, textsFile, factsFile, glossaryFile, quizFile], {
  stdio: 'inherit',
});
console.log(`wrote ${file}, ${textsFile}, ${factsFile}, ${glossaryFile} and ${quizFile}`);
