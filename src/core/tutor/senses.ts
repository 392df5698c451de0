import { listed } from '../words';
import { type Citation, citation, link } from './cite';
import { bareTerm, definitionText, glossaryEntry, type Passage } from './retrieval';

// A word the glossary defines in more than one sense, asked bare ("what is the spread?"): a learner of
// a paper-trading app means the trading sense, so it comes first, and the other common sense is named
// after it, both quoted from our glossary (a learner once got only the bond-market spread).

type Sense = {
  /** The bare word asked, with or without an article or a plural. */
  asks: RegExp;
  /** Glossary keys: the sense a trader means, then what explains its words. */
  first: readonly string[];
  /** The glossary key of the other common sense, and where it is used. */
  other: { key: string; where: string };
};

const SENSES: readonly Sense[] = [
  {
    asks: /^(?:an? |the )?spreads?$/,
    first: ['bid-ask-spread', 'bid-and-ask'],
    other: { key: 'credit-spread', where: 'In bond markets' },
  },
];

/** The first sentence of a glossary definition, to follow a colon ("The extra…" → "the extra…"). */
const firstSentence = (p: Passage) => {
  const definition = definitionText(p);
  const first = /^.+?[.!?](?=\s|$)/.exec(definition)?.[0] ?? definition;
  return /^\p{Lu}\p{Ll}/u.test(first) ? first.charAt(0).toLowerCase() + first.slice(1) : first;
};

export type SensesAnswer = { text: string; citations: Citation[] };

/**
 * The answer to a bare word of two senses: the trading sense's definition (and the entry that explains
 * its words), then the other sense in a sentence, each linked to the lesson that files it. Undefined
 * for any other term, or if an entry is missing.
 */
export function composeSensesAnswer(
  term: string,
  passages: readonly Passage[],
  definitionLine: (glossary: Passage) => string,
): SensesAnswer | undefined {
  const said = bareTerm(term);
  const sense = SENSES.find((s) => s.asks.test(said));
  if (!sense) return undefined;
  const entry = (key: string) => glossaryEntry(passages, key);
  const first = sense.first.map(entry);
  const other = entry(sense.other.key);
  if (first.some((p) => p === undefined) || !other) return undefined;
  const lessonIds = [...new Set([first[0]!.lessonId, other.lessonId])];
  const citations = lessonIds.map(citation);
  const name = other.title.replace(/\s*\([^)]*\)/g, '').toLowerCase();
  const text = [
    'Here is what our lessons say.',
    ...first.map((p) => definitionLine(p!)),
    `${sense.other.where}, “${said.replace(/^(?:an? |the )/, '').replace(/s$/, '')}” often means something else, the **${name}**: ${firstSentence(other)}`,
    `Read more in ${listed(citations.map(link))}.`,
  ].join('\n\n');
  return { text, citations };
}
