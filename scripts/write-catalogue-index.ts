// Writes src/content/catalogue-index.data.ts (the cards) and glossary.data.ts (every
// lesson's terms) from the lessons and the options course
// (issue 14: the web app's first load carries this small index, not the lessons).
// Run after changing a lesson's card fields: `npx tsx scripts/write-catalogue-index.ts`.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogueItems } from '../src/content/catalogue';
import { glossary } from '../src/content/glossary';

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
spawnSync('npx', ['biome', 'format', '--write', file, glossaryFile], { stdio: 'inherit' });
console.log(`wrote ${file} and ${glossaryFile}`);
