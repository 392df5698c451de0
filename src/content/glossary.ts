import { optionsCourse } from './catalogue';
import { lessonModules } from './lessons';
import type { GlossaryEntry } from './schema';

// One glossary for the whole catalogue. Each lesson file defines the terms it introduces; keys are
// global, so a term defined by two lessons must mean the same thing (checked by `glossaryConflicts`).

export type GlossarySource = { owner: string; entries: Record<string, GlossaryEntry> };

export const glossarySources: readonly GlossarySource[] = [
  ...lessonModules.map((m) => ({ owner: m.lesson.id, entries: m.glossary })),
  ...(optionsCourse ? [{ owner: optionsCourse.id, entries: optionsCourse.glossary }] : []),
];

/** Merge glossaries; the first definition of a key wins. */
export function mergeGlossaries(sources: readonly GlossarySource[]): Record<string, GlossaryEntry> {
  const merged: Record<string, GlossaryEntry> = {};
  for (const { entries } of sources) {
    for (const [key, entry] of Object.entries(entries)) {
      if (!(key in merged)) merged[key] = entry;
    }
  }
  return merged;
}

export type GlossaryConflict = { key: string; owners: string[] };

/** Keys defined more than once with different text or definition. */
export function glossaryConflicts(sources: readonly GlossarySource[]): GlossaryConflict[] {
  const seen = new Map<string, { entry: GlossaryEntry; owners: string[] }>();
  const conflicts = new Map<string, string[]>();
  for (const { owner, entries } of sources) {
    for (const [key, entry] of Object.entries(entries)) {
      const first = seen.get(key);
      if (!first) {
        seen.set(key, { entry, owners: [owner] });
        continue;
      }
      first.owners.push(owner);
      if (first.entry.text !== entry.text || first.entry.definition !== entry.definition) {
        conflicts.set(key, first.owners);
      }
    }
  }
  return [...conflicts].map(([key, owners]) => ({ key, owners }));
}

export const glossary: Readonly<Record<string, GlossaryEntry>> = mergeGlossaries(glossarySources);

export function lookupTerm(key: string): GlossaryEntry | undefined {
  return Object.hasOwn(glossary, key) ? glossary[key] : undefined;
}
