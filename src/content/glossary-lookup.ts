import { glossaryIndex } from './glossary.data';
import type { GlossaryEntry } from './schema';

// The whole catalogue's glossary without the lessons (issue 14): the lesson player looks terms up
// here. glossary.data.ts is written by scripts/write-catalogue-index.ts from glossary.ts, and
// src/content/catalogue-index.test.ts fails when they diverge.

export function lookupTerm(key: string): GlossaryEntry | undefined {
  return Object.hasOwn(glossaryIndex, key) ? glossaryIndex[key] : undefined;
}
