import { type Citation, citation, link } from './cite';
import { bareTerm, glossaryEntry, type Passage } from './retrieval';

// A kind of event that several of our lessons tell a case of, asked bare ("what is a peg?", "what is a
// currency crisis?"): its glossary entry, then each lesson that tells a case, with where and when in a
// line of our own words taken from that lesson, oldest first. Search alone linked only the lesson that
// files the entry (the Asian crisis), and "what is a peg?" was refused, since two entries end in "peg".

type Case = { lessonId: string; line: string };

type Kind = {
  /** The bare term asked, lower-cased, with or without an article or a plural. */
  asks: RegExp;
  /** The glossary key of its definition. */
  key: string;
  /** What follows the definition, before the cases. */
  after?: string;
  /** The sentence that opens the list of cases. */
  intro: string;
  cases: readonly Case[];
};

const BRITAIN_1992: Case = {
  lessonId: 'black-wednesday-1992',
  line: 'Britain, 1992: on 16 September the government raised interest rates and spent billions from its reserves to keep the pound inside the European Exchange Rate Mechanism, failed, and let it float that evening.',
};
const MEXICO_1994: Case = {
  lessonId: 'mexican-peso-crisis-1994',
  line: 'Mexico, 1994: the peso’s band against the dollar was widened on 20 December and given up two days later; by March 1995 the peso had lost about half its value.',
};
const THAILAND_1997: Case = {
  lessonId: 'asian-crisis-1997',
  line: 'Thailand and its neighbours, 1997: after more than ten years near 25 baht to the dollar, Thailand stopped defending the baht on 2 July, and the panic spread to Indonesia, Malaysia, the Philippines and South Korea.',
};
const RUSSIA_1998: Case = {
  lessonId: 'russian-default-1998',
  line: 'Russia, 1998: the central bank spent its reserves defending the ruble’s corridor against the dollar; on 17 August Russia devalued the ruble, and on 2 September let it float.',
};
const ARGENTINA_2001: Case = {
  lessonId: 'argentina-crisis-2001',
  line: 'Argentina, 2001–02: for ten years a law held one peso equal to one dollar; in January 2002 the government ended it, and the peso fell to nearly 4 per dollar.',
};

const KINDS: readonly Kind[] = [
  {
    asks: /^(?:an? |the )?(?:(?:currency|exchange[- ]rate) )?pegs?$|^pegged(?: (?:currenc(?:y|ies)|exchange rates?))?$/,
    key: 'currency-peg',
    after:
      'Our glossary also names a softer and a stricter kind: a **crawling peg** or **currency band** lets the rate slide slowly or move within a range, and a **currency board** backs every unit of local money with foreign reserves.',
    intro: 'A peg lasts only as long as the central bank can defend it. Our lessons tell pegs that broke:',
    cases: [
      {
        lessonId: 'gold-standard',
        line: 'Bretton Woods, 1971–73: currencies were pegged to the dollar and the dollar to gold at $35 an ounce, until the United States suspended its gold promise in 1971; by 1973 the main currencies floated.',
      },
      BRITAIN_1992,
      MEXICO_1994,
      THAILAND_1997,
      RUSSIA_1998,
      ARGENTINA_2001,
    ],
  },
  {
    asks: /^(?:an? |the )?currency (?:crisis|crises)$/,
    key: 'currency-crisis',
    intro: 'Our lessons tell each of them:',
    cases: [BRITAIN_1992, MEXICO_1994, THAILAND_1997, RUSSIA_1998, ARGENTINA_2001],
  },
];

export type CasesAnswer = { text: string; citations: Citation[] };

/**
 * The answer to a kind of event asked bare: its definition, what follows it, then the cases our lessons
 * tell, each linked. The lesson that files the entry is cited first. Undefined for any other term, or
 * if the entry is missing.
 */
export function composeCasesAnswer(
  term: string,
  passages: readonly Passage[],
  definitionLine: (glossary: Passage) => string,
): CasesAnswer | undefined {
  const said = bareTerm(term);
  const kind = KINDS.find((k) => k.asks.test(said));
  if (!kind) return undefined;
  const entry = glossaryEntry(passages, kind.key);
  if (!entry) return undefined;
  const lessonIds = [...new Set([entry.lessonId, ...kind.cases.map((c) => c.lessonId)])];
  const citations = lessonIds.map(citation);
  const linked = (id: string) => link(citations.find((c) => c.lessonId === id)!);
  const text = [
    'Here is what our lessons say.',
    definitionLine(entry),
    ...(kind.after ? [kind.after] : []),
    `${kind.intro}\n${kind.cases.map((c) => `- ${linked(c.lessonId)}: ${c.line}`).join('\n')}`,
    'Something to think about: if you owed money in dollars and earned it in a pegged currency, what would a broken peg do to your debt?',
  ].join('\n\n');
  return { text, citations };
}

/** Every kind's glossary key and lessons, for the tests. */
export const kindsTold: readonly { key: string; lessonIds: readonly string[] }[] = KINDS.map((k) => ({
  key: k.key,
  lessonIds: k.cases.map((c) => c.lessonId),
}));
