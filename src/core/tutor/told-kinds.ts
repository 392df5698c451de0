import { getLesson } from '../../content/catalogue';
import { takeawaysOf } from './cause';
import { type Passage, splitSentences } from './retrieval';

// "What causes a panic?", "why do countries default?": asks about a kind of event that no rule of our
// lessons names in one sentence, so kind-cause.ts cannot answer (panics were refused; a default gave one
// Argentine sentence). Our lessons tell many of each, and say again and again what brought them about.
// The answer is those causes, each a lesson's own sentence with its lesson, then what brought about each
// one the lessons tell, oldest first, in that lesson's own sentences. A sentence is named by its opening
// and quoted whole from the lesson; one the lesson no longer says is left out.

/** A sentence (or sentences, read in turn) of one lesson, named by how each opens. */
export type Told = { lessonId: string; openings: readonly string[]; label?: string };

type Kind = {
  /** Whether a message asks what brings this kind about. */
  asks: RegExp;
  /** The glossary entry that defines the kind, if one does. */
  entry?: string;
  causesIntro: string;
  casesIntro: string;
  causes: readonly Told[];
  /** Oldest first. */
  cases: readonly Told[];
};

/** "What causes a (financial) panic?", "what causes market panics?", "why do panics happen?"; a bank panic is asked as runs (kind-cause.ts). */
const PANIC: Kind = {
  asks: /^\s*(?:so\s+)?(?:what (?:causes|cause|leads to|triggers|sets off|starts)\s+(?:an?\s+)?(?:financial\s+|(?:stock\s+)?market\s+)?panics?|why do(?:es)?\s+(?:an?\s+)?(?:financial\s+|(?:stock\s+)?market\s+)?panics?\s+(?:happen|occur|start|begin|spread))\s*[?.!]*\s*$/i,
  causesIntro: 'Our lessons tell many panics, and the same few things set them off and spread them:',
  casesIntro: 'And what set off the panics our lessons tell, oldest first:',
  causes: [
    {
      label: 'A trusted name fails',
      lessonId: 'panic-of-1873',
      openings: ['The failure of a trusted name does more damage'],
    },
    {
      label: 'Runs',
      lessonId: 'bank-runs-1929',
      openings: ['Without insurance, running first is rational'],
    },
    {
      label: 'Hoarding cash',
      lessonId: 'panic-of-1907',
      openings: ['What is wise for one household in a panic'],
    },
    {
      label: 'Forced selling',
      lessonId: 'bank-runs-1929',
      openings: ['Borrowed money turned a falling market into a forced-selling stampede'],
    },
    {
      label: 'Selling whatever looks alike',
      lessonId: 'asian-crisis-1997',
      openings: ['In a panic, investors sell what looks similar'],
    },
    {
      label: 'Tight money',
      lessonId: 'federal-reserve-explained',
      openings: ['The supply of banknotes could not expand when demand rose at harvest time'],
    },
  ],
  cases: [
    {
      lessonId: 'south-sea-bubble-1720',
      openings: [
        'In late September 1720 the Sword Blade Company',
        'Goldsmith bankers who had lent on South Sea',
      ],
    },
    {
      lessonId: 'wall-street-explained',
      openings: ['William Duer, a well-connected financier', 'In March 1792 prices turned'],
    },
    {
      lessonId: 'black-friday-1869',
      openings: ['Jay Gould and James Fisk tried to corner', 'On 24 September 1869 gold reached'],
    },
    {
      lessonId: 'panic-of-1873',
      openings: ['Jay Cooke & Company sold Northern Pacific bonds', 'Runs spread, banks limited cash'],
    },
    {
      lessonId: 'panic-of-1907',
      openings: ['A failed corner of United Copper', 'A failed bet by a few men became a crisis'],
    },
    { lessonId: 'bank-runs-1929', openings: ['Buying stocks on margin magnified the 1929 crash'] },
    {
      lessonId: 'financial-crisis-2008',
      openings: ['Lehman’s bankruptcy on 15 September 2008 spread panic'],
    },
  ],
};

/** "What causes a (sovereign) default?", "why do countries default?", "why do governments go bankrupt?". */
const DEFAULT: Kind = {
  asks: /^\s*(?:so\s+)?(?:what (?:causes|cause|leads to|triggers|sets off)\s+(?:an?\s+)?(?:sovereign\s+|government\s+|debt\s+)?defaults?|what makes (?:an?\s+)?(?:country|government|nation|state)\s+default|why (?:do|does|would)\s+(?:an?\s+|the\s+)?(?:countries|country|governments?|nations?|states?)\s+(?:default|go bankrupt|go bust|stop paying(?: (?:its|their) debts?)?)|why do(?:es)?\s+(?:an?\s+)?(?:sovereign\s+)?defaults?\s+(?:happen|occur))\s*[?.!]*\s*$/i,
  entry: 'sovereign-default',
  causesIntro: 'Our lessons tell governments that stopped paying, and the same few things bring it about:',
  casesIntro: 'And why each default our lessons tell came about, oldest first:',
  causes: [
    {
      label: 'Debts in a currency it cannot print',
      lessonId: 'euro-debt-crisis-2010',
      openings: ['Without its own currency, a government that cannot borrow can be forced to default'],
    },
    {
      label: 'Short-term debt',
      lessonId: 'russian-default-1998',
      openings: ['A government that must refinance its debt every few months'],
    },
    {
      label: 'Rates it does not control',
      lessonId: 'latin-american-debt-1982',
      openings: ['Borrowing in someone else’s currency at a rate you do not control'],
    },
    {
      label: 'Borrowing more dollars than it earns',
      lessonId: 'argentina-crisis-2001',
      openings: ['A fixed exchange rate cannot protect a country that borrows more dollars'],
    },
  ],
  cases: [
    {
      lessonId: 'latin-american-debt-1982',
      openings: ['In the 1970s banks recycled oil exporters', 'When US interest rates soared after 1979'],
    },
    {
      lessonId: 'russian-default-1998',
      openings: [
        'Russia financed large budget deficits',
        'When the Asian crisis and cheap oil scared investors',
      ],
    },
    {
      lessonId: 'argentina-crisis-2001',
      openings: ['A strong dollar, Brazil’s 1999 devaluation', 'After deadly riots the president resigned'],
    },
    {
      lessonId: 'euro-debt-crisis-2010',
      openings: [
        'In October 2009 Greece put its 2009 deficit',
        'By late 2011 it was clear that Greece could not repay',
        'In March 2012 private holders of Greek bonds took',
      ],
    },
  ],
};

/** "Why do companies go bankrupt?", "what causes bankruptcy?", "why do firms fail?". */
const BANKRUPTCY: Kind = {
  asks: /^\s*(?:so\s+)?(?:what (?:causes|cause|leads to)\s+(?:a\s+)?(?:corporate\s+|company\s+)?bankruptc(?:y|ies)|what (?:causes|makes) (?:an?|the)\s+(?:company|firm|business|corporation)\s+(?:to\s+)?(?:fail|go bankrupt|go bust|go under)|why do(?:es)?\s+(?:an?\s+|the\s+)?(?:companies|company|firms?|businesses|business|corporations?)\s+(?:fail|go bankrupt|go bust|go under|collapse))\s*[?.!]*\s*$/i,
  causesIntro: 'Our lessons tell companies that went bankrupt, and the same few things bring it about:',
  casesIntro: 'And what brought down the companies our lessons tell, oldest first:',
  causes: [
    {
      label: 'Borrowed money',
      lessonId: 'tulip-mania',
      openings: ['Leverage multiplies losses'],
    },
    {
      label: 'Borrowing short',
      lessonId: 'financial-crisis-2008',
      openings: ['A firm that borrows short and lends long'],
    },
    {
      label: 'Burning cash',
      lessonId: 'dotcom-bubble',
      openings: ['Companies that burned cash and depended on new share sales'],
    },
    {
      label: 'Lost confidence',
      lessonId: 'enron-scandal',
      openings: ['Companies that live on borrowed confidence'],
    },
  ],
  cases: [
    {
      lessonId: 'panic-of-1873',
      openings: [
        'After the Civil War, railroads were built ahead of demand',
        'In 1873 the most trusted banker in America failed',
        'By 1876 dozens of railroads had gone bankrupt',
      ],
    },
    {
      lessonId: 'enron-scandal',
      openings: [
        'Partnerships funded with Enron’s own shares hid debt',
        'Enron filed for bankruptcy on 2 December 2001;',
      ],
    },
    {
      lessonId: 'enron-scandal',
      openings: [
        'In June 2002 the telecom giant WorldCom admitted',
        'Its July 2002 bankruptcy was even bigger',
      ],
    },
    {
      lessonId: 'financial-crisis-2008',
      openings: [
        'High leverage plus overnight borrowing let Bear Stearns and Lehman',
        'Lehman Brothers filed for bankruptcy on 15 September 2008',
      ],
    },
    { lessonId: 'bitcoin', openings: ['The failure was FTX’s'] },
  ],
};

const KINDS: readonly Kind[] = [PANIC, DEFAULT, BANKRUPTCY];

export type Said = { label?: string; text: string; lessonId: string };

export type ToldKind = {
  /** The glossary passage that defines the kind, if one does. */
  entry?: Passage;
  causesIntro: string;
  casesIntro: string;
  causes: Said[];
  cases: Said[];
};

/** The lesson's sentences that open so, in turn; undefined if it no longer says any one of them. */
export function saidIn(told: Told, passages: readonly Passage[]): Said | undefined {
  const sentences = [
    ...takeawaysOf(told.lessonId),
    ...passages
      .filter((p) => p.lessonId === told.lessonId && p.kind !== 'glossary')
      .flatMap((p) => splitSentences(p.text)),
  ];
  const found = told.openings.map((o) => sentences.find((s) => s.startsWith(o)));
  if (!getLesson(told.lessonId) || found.some((s) => s === undefined)) return undefined;
  return { label: told.label, text: found.join(' '), lessonId: told.lessonId };
}

export const asksToldKind = (message: string) => KINDS.some((k) => k.asks.test(message));

/** What our lessons say brings about the kind asked, and the cases they tell; undefined if none is asked. */
export function causesOfToldKind(message: string, passages: readonly Passage[]): ToldKind | undefined {
  const kind = KINDS.find((k) => k.asks.test(message));
  if (!kind) return undefined;
  const said = (list: readonly Told[]) => list.flatMap((t) => saidIn(t, passages) ?? []);
  return {
    entry: kind.entry ? passages.find((p) => p.kind === 'glossary' && p.key === kind.entry) : undefined,
    causesIntro: kind.causesIntro,
    casesIntro: kind.casesIntro,
    causes: said(kind.causes),
    cases: said(kind.cases),
  };
}
