import { lessons } from '../../content/catalogue';
import { timeline } from '../../content/timeline';
import { takeawaysOf } from './cause';
import { type Citation, citation, link } from './cite';
import { LEANS_BACK, splitSentences } from './retrieval';

// "What were the biggest crashes?" names no event, and no one passage compares them: each lesson
// gives its own crash's fall in its own words. The answer lists the falls our lessons state with a
// figure, largest first, each in the lesson's own sentence and with its link. Nothing is computed or
// compared beyond the order of the figures the sentences give.

/** "What were the biggest crashes?", "worst stock market crash", "biggest crashes in history". */
const ASKS_BIGGEST = /\b(?:biggest|largest|worst|greatest|deadliest|most severe)\b/i;
const NAMES_CRASH =
  /\bcrash(?:es)?\b|\b(?:stock[- ]?market|share[- ]price|market) (?:falls?|drops?|collapses?)\b/i;
/** "What was the largest one-day fall?" asks about one day, which the lessons' own sentences answer. */
const ONE_DAY = /\bone[- ]day\b|\bsingle[- ]day\b|\bin (?:a|one) day\b/i;

/** A market index or the market as a whole: bitcoin's or one firm's fall is not a market crash. */
const INDEX = /\b(?:Dow|S&P 500|Nasdaq|Nikkei|FTSE)\b/;
/** A fall stated with its size in percent: "fell about 78%", "about 89 percent below its peak". */
const FALL =
  /\b(?:fell|lost|dropped|plunged|down)\b[^.;]*?\b(\d+(?:\.\d+)?)(?: percent|%)|\b(\d+(?:\.\d+)?)(?: percent|%) below its (?:peak|high)\b/i;

export type Fall = { lessonId: string; text: string; size: number };

/** A fall told in sentences: the size it states, if they name an index and give its fall in percent. */
function fallIn(text: string): number | undefined {
  if (!INDEX.test(text)) return undefined;
  const m = FALL.exec(text);
  return m ? Number(m[1] ?? m[2]) : undefined;
}

/**
 * Each lesson's market fall with its figure, largest first: its key takeaway that states one, or else
 * its timeline entry up to the sentence that does, when that is among its first three ("The Dow peaked
 * in September 1929. … It kept falling until July 1932, when it was about 89 percent below its peak.").
 */
function readFalls(): Fall[] {
  const events = timeline.flatMap((era) => era.stories);
  const falls: Fall[] = [];
  for (const lesson of lessons) {
    const taken = takeawaysOf(lesson.id).find((t) => fallIn(t) !== undefined && !LEANS_BACK.test(t));
    if (taken) {
      falls.push({ lessonId: lesson.id, text: taken, size: fallIn(taken)! });
      continue;
    }
    const event = events.find((e) => e.storyId === lesson.id);
    const sentences = splitSentences((event?.description ?? '').replace(/\s+/g, ' '));
    const at = sentences.findIndex((s) => FALL.test(s));
    // The entry from its start, so the index and the dates the figure leans on are told with it.
    if (at < 0 || at > 2) continue;
    const text = sentences.slice(0, at + 1).join(' ');
    const size = fallIn(text);
    if (size !== undefined) falls.push({ lessonId: lesson.id, text, size });
  }
  return falls.sort((a, b) => b.size - a.size);
}

// The content does not change while the server runs: the falls are read once, on the first question.
let told: Fall[] | undefined;
export const fallsTold = (): readonly Fall[] => (told ??= readFalls());

type FallsAnswer = { text: string; citations: Citation[]; topic: 'content' };

/** The falls as a list, each in its lesson's sentence with its link, between an opening and a prompt. */
function fallsAnswer(falls: readonly Fall[], opening: string, prompt: string): FallsAnswer {
  const citations = falls.map((f) => citation(f.lessonId));
  return {
    topic: 'content',
    citations,
    text: [opening, falls.map((f, i) => `- ${link(citations[i]!)}: ${f.text}`).join('\n'), prompt].join(
      '\n\n',
    ),
  };
}

/** One crash's answer from its lesson: what the lesson says, where to read more, and a prompt. */
function lessonSays(lessonId: string, paragraphs: readonly string[], prompt: string): FallsAnswer {
  const cited = citation(lessonId);
  return {
    topic: 'content',
    citations: [cited],
    text: ['Here is what our lessons say.', ...paragraphs, `Read more in ${link(cited)}.`, prompt].join(
      '\n\n',
    ),
  };
}

/** Whether the message asks for the biggest crashes, naming none ("the 1929 crash" is told as itself). */
export function asksBiggestCrashes(message: string, namesEvent: (text: string) => unknown): boolean {
  return (
    ASKS_BIGGEST.test(message) && NAMES_CRASH.test(message) && !ONE_DAY.test(message) && !namesEvent(message)
  );
}

/** "What was the biggest one-day drop?", "the worst day in stock market history". */
// "the worst day to buy stocks" asks when to trade, not about a fall: only the worst day ever counts.
const WORST_DAY =
  /\bworst (?:single |trading )?day (?:ever|on record|in (?:(?:the )?(?:stock )?market )?history|(?:in|for|of) the (?:stock )?markets?(?: ever| history)?)\b/i;
const NAMES_FALL = /\b(?:crash(?:es)?|drops?|falls?|declines?|plunges?|collapses?)\b/i;

/** Whether the message asks for the largest fall in one day, naming no event. */
export function asksWorstDay(message: string, namesEvent: (text: string) => unknown): boolean {
  const oneDay = ASKS_BIGGEST.test(message) && ONE_DAY.test(message) && NAMES_FALL.test(message);
  return (oneDay || WORST_DAY.test(message)) && !namesEvent(message);
}

/**
 * "What was the biggest one-day drop?": the falls our lessons state as a one-day record, in their own
 * sentences (search alone quoted bitcoin's fall on Mt. Gox "within hours", or nothing at all).
 */
export function composeWorstDayAnswer(
  message: string,
  namesEvent: (text: string) => unknown,
): FallsAnswer | undefined {
  if (!asksWorstDay(message, namesEvent)) return undefined;
  const days = fallsTold().filter((f) => ONE_DAY.test(f.text));
  if (days.length === 0) return undefined;
  return fallsAnswer(
    days,
    days.length === 1
      ? 'The largest one-day fall our lessons tell:'
      : 'The largest one-day falls our lessons tell, biggest first:',
    'Something to think about: a fall that large in one day is rare; what would you have done with your shares the next morning?',
  );
}

/** "What were the biggest crashes?": the falls our lessons state, largest first, each with its lesson. */
export function composeCrashesAnswer(
  message: string,
  namesEvent: (text: string) => unknown,
): FallsAnswer | undefined {
  if (!asksBiggestCrashes(message, namesEvent)) return undefined;
  const falls = fallsTold();
  if (falls.length < 2) return undefined;
  return fallsAnswer(
    falls,
    'Here are the largest market falls our lessons tell, biggest figure first. They are measured over very different spans, from minutes to years, so read each figure with its dates.',
    'Something to think about: which matters more to someone who owns shares, how far a market falls or how long it takes to recover?',
  );
}

/**
 * "What was the worst day of the 1929 crash?" names a crash of several bad days: the lesson's own
 * sentences about those days, then which fell most by its figures. Search quoted the bank runs' mechanics
 * ("If everyone asks for their money on the same day…"), which shared only "day".
 */
type BadDays = {
  lessonId: string;
  /** The days in brief, in our words from the lesson's timeline entry. */
  intro: string;
  /** Sentences of the lesson, quoted as they are. */
  told: readonly string[];
  /** Which day fell most, by the figures those sentences give. */
  worst: string;
};

const BAD_DAYS: readonly BadDays[] = [
  {
    lessonId: 'bank-runs-1929',
    intro:
      'The worst of the 1929 crash came on three days our lesson names Black Thursday, Black Monday and Black Tuesday (24–29 October), over which the Dow fell by about a quarter.',
    told: [
      'On Thursday 24 October 1929, Black Thursday, prices on the New York Stock Exchange went into free fall in the morning before leading bankers organized a buying effort.',
      'The relief did not last.',
      'On Black Monday, 28 October, the Dow fell about 13 percent, and on Black Tuesday, 29 October, about 12 percent more, as margin calls forced borrowers to sell.',
    ],
    worst:
      'So by our lesson’s figures the largest one-day fall was Black Monday, 28 October 1929, and Black Tuesday the next day was nearly as bad. The fall did not stop there: the Dow kept falling until July 1932, to about 89 percent below its peak.',
  },
];

/** "The worst day of…", "the biggest one-day drop in…", "which day was the worst…". */
const ASKS_DAY =
  /\b(?:worst|biggest|largest|blackest|heaviest) (?:single |trading |one[- ])?day\b|\b(?:which|what) (?:single )?day\b.*\b(?:worst|biggest|largest|fell most|dropped most)\b|\b(?:biggest|largest|worst) (?:one[- ]day|single[- ]day|daily) (?:fall|drop|decline|loss)\b/i;

/** The bad days of a crash the message names, as its lesson tells them, or undefined. */
export function composeBadDaysAnswer(
  message: string,
  namesEvent: (text: string) => { lessonId: string } | undefined,
): FallsAnswer | undefined {
  if (!ASKS_DAY.test(message)) return undefined;
  const lessonId = namesEvent(message)?.lessonId;
  const days = BAD_DAYS.find((d) => d.lessonId === lessonId);
  if (!days) return undefined;
  return lessonSays(
    days.lessonId,
    [days.intro, days.told.join(' '), days.worst],
    'Something to think about: what did buying on margin have to do with how fast prices fell on those days?',
  );
}

/** Every crash's bad days as told, for the tests. */
export const badDaysTold: readonly BadDays[] = BAD_DAYS;

/**
 * "How much did the market fall in 2008?", "how much did investors lose in 1929?", "how much money was
 * lost in the covid crash?": the size of one crash's fall. Not "how much did the peso fall?" or "how
 * far did house prices drop?": the market, its shares, an index or its investors must be what fell.
 */
const ASKS_FALL =
  /\bhow (?:much|far|badly|bad|big)\b.*\b(?:(?:stock )?markets?|stocks|shares|investors|shareholders|dow|s&p(?: 500)?|nasdaq|index|wall street)\b.*\b(?:fall|fell|drop|dropped|lose|lost|decline|declined|crash|crashed|plunge|plunged|sink|sank)\b|\bhow much (?:money |value )?(?:was|got|were) (?:lost|wiped out)\b/i;

/** "How much did the market fall in 2008?": the fall that crash's lesson states, in its own words. */
export function composeCrashFallAnswer(
  message: string,
  namesEvent: (text: string) => { lessonId: string } | undefined,
): FallsAnswer | undefined {
  if (!ASKS_FALL.test(message)) return undefined;
  const lessonId = namesEvent(message)?.lessonId;
  const fall = fallsTold().find((f) => f.lessonId === lessonId);
  if (!fall) return undefined;
  return lessonSays(
    fall.lessonId,
    [fall.text],
    'Something to think about: had you owned shares at the peak, what would you have done on the way down?',
  );
}

/**
 * How high the market stood before each crash, in its lesson's own sentences (the tests hold each to
 * its lesson's text); `index`, the index a question may name without naming the crash.
 */
const PEAKS: readonly { lessonId: string; told: string; index?: RegExp }[] = [
  {
    lessonId: 'bank-runs-1929',
    told: 'The Dow Jones Industrial Average has roughly quadrupled since 1924 and reached a record of about 381 on 3 September.',
  },
  {
    lessonId: 'black-monday-1987',
    told: 'Since the summer of 1982 the Dow Jones Industrial Average has more than tripled, from under 800 to a record of 2,722 on 25 August 1987.',
  },
  {
    lessonId: 'japan-bubble-1989',
    told: 'On the last trading day of 1989 the Nikkei 225 closed at 38,915.87, about three times its level of four years earlier.',
    index: /\bnikkei\b/i,
  },
  {
    lessonId: 'dotcom-bubble',
    told: 'On Friday 10 March 2000 the Nasdaq Composite closed at 5,048.62. It was the top.',
    index: /\bnasdaq\b/i,
  },
  {
    lessonId: 'financial-crisis-2008',
    told: 'In September 2007 depositors lined up outside branches of Britain’s Northern Rock, the country’s first bank run in over a century. Yet the stock market shrugged: the S&P 500 hit an all-time closing high of 1,565 on 9 October 2007.',
  },
  {
    // "What was Enron's highest share price?" quoted the Sarbanes–Oxley debate: a company's shares.
    lessonId: 'enron-scandal',
    told: 'In August 2000 Enron’s shares hit $90.',
  },
  {
    // "When did the market peak in 2020?" quoted how the money came and markets soared after the crash.
    lessonId: 'covid-inflation',
    told: 'From the peak on 19 February to the low on 23 March 2020 the S&P 500 fell about 34% in 23 trading days. It regained its peak on 18 August, about five months after the low, one of the fastest recoveries on record.',
  },
];

/**
 * "How high did the Dow get in 1929?", "when did the Nasdaq peak?", "what was the Nikkei's peak?", "what
 * was Enron's highest share price?".
 */
const ASKS_PEAK =
  /\bwhat was (?:the )?(?:[\p{L}&-]+(?:'s|’s) )?(?:highest|peak|record|top) (?:share |stock )?price\b|\bhow high did (?:the )?(?:(?:stock )?markets?|stocks|shares|dow(?: jones)?|s&p(?: 500)?|nasdaq|nikkei(?: 225)?|index|prices) (?:get|go|rise|climb|reach)\b|\bwhen did (?:the )?(?:(?:stock )?markets?|stocks|dow(?: jones)?|s&p(?: 500)?|nasdaq|nikkei(?: 225)?|index) (?:peak|top out|hit (?:its|a) (?:peak|record|high))\b|\bwhat was (?:the )?(?:(?:stock )?market|dow(?: jones)?|s&p(?: 500)?|nasdaq|nikkei(?: 225)?|index)(?:'s|’s)? (?:peak|record|high|top)\b|\bwhat was the (?:peak|record|high|top) of the (?:(?:stock )?market|dow(?: jones)?|s&p(?: 500)?|nasdaq|nikkei(?: 225)?)\b/iu;

/** "How high did the Dow get in 1929?": the peak the crash's lesson tells, before the fall. */
export function composePeakAnswer(
  message: string,
  namesEvent: (text: string) => { lessonId: string } | undefined,
): FallsAnswer | undefined {
  if (!ASKS_PEAK.test(message)) return undefined;
  const lessonId = namesEvent(message)?.lessonId;
  const peak = lessonId
    ? PEAKS.find((p) => p.lessonId === lessonId)
    : PEAKS.find((p) => p.index?.test(message));
  if (!peak) return undefined;
  return lessonSays(
    peak.lessonId,
    [peak.told],
    'Something to think about: at that peak, what would have told you the prices were too high?',
  );
}

/** Each crash's peak as told, for the tests. */
export const peaksTold = PEAKS;

/**
 * How long each crash took to undo, in its lesson's own sentence (the tests hold each to its lesson's
 * text): the index back at its old peak, or a holder's losses recovered; `think`, a prompt for a fall
 * undone in minutes.
 */
const RECOVERIES: readonly { lessonId: string; told: string; think?: string }[] = [
  { lessonId: 'bank-runs-1929', told: 'It took until 1954 for the Dow to regain its 1929 peak.' },
  {
    lessonId: 'black-monday-1987',
    told: 'No recession followed, and the Dow regained its August 1987 peak by August 1989.',
  },
  {
    lessonId: 'japan-bubble-1989',
    told: 'Japan suffered a lost decade of slow growth and years of deflation, and the Nikkei did not regain its 1989 high until February 2024.',
  },
  { lessonId: 'dotcom-bubble', told: 'The Nasdaq did not regain its March 2000 high until 2015.' },
  {
    lessonId: 'financial-crisis-2008',
    told: 'Someone who kept holding a broad index fund through the crash recovered their losses, counting dividends, in about four and a half years.',
  },
  {
    lessonId: 'flash-crash-2010',
    told: 'On 6 May 2010 the Dow fell about 998 points (about 9%) within minutes, then recovered most of it within about 20 minutes.',
    think:
      'Something to think about: what would a stop-loss order on your shares have done in those minutes?',
  },
  {
    lessonId: 'covid-inflation',
    told: 'The market bottomed on 23 March and set a new record on 18 August 2020.',
  },
];

/** "How long did it take to recover from 1929?", "when did the market get back to its peak after 2008?". */
const ASKS_RECOVERY =
  /\bhow long\b.*\b(?:recover|recovery|regain|come back|get back|bounce back|back to (?:its|the) (?:old |previous )?(?:peak|high))\b|\bwhen did (?:the )?(?:(?:stock )?market|stocks|shares|dow|s&p(?: 500)?|nasdaq|nikkei|it|prices) (?:recover|regain|come back|get back|bounce back)\b/i;

/** "How long did it take to recover from 1929?": when that crash's lesson says it was undone. */
export function composeRecoveryAnswer(
  message: string,
  namesEvent: (text: string) => { lessonId: string } | undefined,
): FallsAnswer | undefined {
  if (!ASKS_RECOVERY.test(message)) return undefined;
  const lessonId = namesEvent(message)?.lessonId;
  const recovery = RECOVERIES.find((r) => r.lessonId === lessonId);
  if (!recovery) return undefined;
  // The fall first, unless the sentence that tells the recovery tells the fall too.
  const fall = fallsTold().find((f) => f.lessonId === lessonId && !recovery.told.includes(f.text));
  return lessonSays(
    recovery.lessonId,
    [[fall?.text, recovery.told].filter(Boolean).join(' ')],
    recovery.think ??
      'Something to think about: what would you have needed, in money and in nerve, to wait that long?',
  );
}

/** Each crash's recovery as told, for the tests. */
export const recoveriesTold = RECOVERIES;
