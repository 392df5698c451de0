// Writes src/content/catalogue-index.data.ts (the cards), glossary.data.ts (every
// lesson's terms) and quiz-bank.data.ts (every quiz question) from the lessons and the options course
// (issue 14: the web app's first load carries this small index, not the lessons).
// Run after changing a lesson's card fields: `npx tsx scripts/write-catalogue-index.ts`.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogueItems, lessons, optionsCourse } from '../src/content/catalogue';
import { glossary } from '../src/content/glossary';
import { buildQuizBank } from '../src/content/quiz-bank';

const file = resolve(import.meta.dirname, '../src/content/catalogue-index.data.ts');
writeFileSync(
  file,
  [
    '// Written by scripts/write-catalogue-index.ts from the lessons: do not edit by hand.',
    "import type { CatalogueItem } from './catalogue-index';",
    '',
    `export const catalogueIndex: readonly CatalogueItem[] = ${JSON.stringify(catalogueItems)};`,
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
spawnSync('npx', ['biome', 'format', '--write', file, glossaryFile, quizFile], { stdio: 'inherit' });
console.log(`wrote ${file}, ${glossaryFile} and ${quizFile}`);
