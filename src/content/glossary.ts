import { optionsCourse } from './catalogue';
import { lessonModules } from './lessons';
import type { GlossaryEntry } from './schema';

// One glossary for the whole catalogue. Each lesson file defines the terms it introduces; keys are
// global, so a term defined by two lessons must mean the same thing (checked by `glossaryConflicts`).

export type GlossarySource = { owner: string; entries: Record<string, GlossaryEntry> };

export const glossarySources: readonly GlossarySource[] = [
  ...lessonModules.map((m) => ({ owner: m.lesson.id, entries: m.glossary })),
  ...(optionsCourse ? [{ owner: optionsCourse.id, entries: optionsCourse.glossary }] : []),
  ...termsOfNoLesson(),
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

/**
 * Words learners ask about that no lesson's file defines: each is filed under the lesson that tells
 * its story, which an answer quoting it links. Append only.
 */
function termsOfNoLesson(): GlossarySource[] {
  return [
    {
      owner: 'bitcoin',
      entries: {
        bitcoin: {
          text: 'Bitcoin',
          definition:
            'The first cryptocurrency, described in a 2008 white paper by someone calling themselves Satoshi Nakamoto and running since January 2009. Its payments are recorded on a public blockchain kept by a network of computers, with no central bank or company in charge, and its software caps the supply at 21 million coins.',
        },
        hodl: {
          text: 'HODL',
          definition:
            'Crypto slang for holding on to a coin through its falls instead of selling. It began as a misspelling of “hold” in a bitcoin forum post of December 2013 titled “I AM HODLING”, and was later read as “hold on for dear life”.',
        },
      },
    },
    {
      owner: 'gamestop-squeeze-2021',
      entries: {
        'diamond-hands': {
          text: 'Diamond hands',
          definition:
            'Forum slang, common on r/wallstreetbets during the GameStop squeeze of 2021, for holding a position through big swings and losses instead of selling; “paper hands” mocks those who sell early. GameStop closed at $347.51 on 27 January 2021 and at $40.59 on 19 February.',
        },
        'to-the-moon': {
          text: 'To the moon',
          definition:
            'Slang for the hope that a price will keep rising a very long way, heard in the crypto booms and the meme-stock frenzy of 2021. It names a hope, not a reason the price should rise.',
        },
        stonks: {
          text: 'Stonks',
          definition:
            'A deliberate misspelling of “stocks” from an internet meme, used jokingly about trading shares, especially the meme-stock trading of 2021.',
        },
      },
    },
  ];
}
