import { getLesson, lessons } from '../../content/catalogue';
import { timeline } from '../../content/timeline';
import { richLevel } from '../gamification/levels';
import { RISK_LIMITS } from '../trading/constants';
import { listed, singular } from '../words';
import {
  ASKS_ADVICE,
  actsOnOneThing,
  composeChoiceAnswer,
  composeJudgedAnswer,
  composeTimingAnswer,
  NOT_ADVICE,
  notAsked,
} from './advice';
import { ACTION_ASKED, appHelpEntries, appHelpFor, composeAppAnswer } from './app-help';
import { composeCalcAnswer } from './calc';
import { composeCasesAnswer } from './cases';
import { asksCause } from './cause';
import { CAUSES_WRITTEN, FALLS_WRITTEN } from './causes-written';
import { type Citation, citation, link } from './cite';
import { composeCompareAnswer } from './compare';
import { ASKS_COUNTRIES, isCountry } from './countries';
import {
  composeBadDaysAnswer,
  composeCrashesAnswer,
  composeCrashFallAnswer,
  composePeakAnswer,
  composeRecoveryAnswer,
  composeWorstDayAnswer,
} from './crashes';
import { asksCrisisKind, causesOfCrises } from './crisis-kind';
import { composeCrisisLengthAnswer, composeKindLengthAnswer } from './crisis-length';
import { composeDatesAnswer } from './dates';
import { composeDecadeAnswer } from './decade';
import { asksHowItEnded, asksWhetherItWorked, composeEndingAnswer } from './endings';
import { asksHowLong, centralTo, eventSentences, POINTS_BACK, spanOfIdea } from './event';
import { composeExampleAnswer, exampleAsked, storyExample } from './examples';
import { composeExplainerAnswer } from './explainers';
import { withFindings } from './findings';
import { AGAIN, ROLE, restate } from './followup';
import { composeFortuneAnswer } from './fortunes';
import { composeGainersAnswer } from './gainers';
import { asksKinds, causesOfKind } from './kind-cause';
import { composeLeaderAnswer, composeLeadersAnswer } from './leader';
import { composeLengthsAnswer } from './lengths';
import { composeLevelAnswer } from './level';
import { composeLossAnswer } from './losses';
import { LOST_REPLY, repliesInKind } from './manners';
import { asksWhyItFell, restateLeaving } from './outcome';
import { passingMention } from './passing';
import { lessonAliases } from './patterns';
import {
  composeAbsentAnswer,
  composeDeedAnswer,
  composeMakerAnswer,
  figureAsked,
  figureTold,
  glossaryNaming,
  personAsked,
  repeatsAYear,
} from './person';
import { pairsAsked } from './phrases';
import { predicateAsked } from './predicate';
import { composePunishedAnswer } from './punished';
import {
  ASKS_WHY,
  bestSentences,
  counts,
  directionAsked,
  queryTerms,
  saysLittleMore,
  sentences,
  storyNames,
  termHits,
} from './quote';
import { causeDefinition, pairNamed, relationAsked, wordsAskedIn } from './relation';
import {
  allSaid,
  bareTerm,
  definitionText,
  escapeRegExp,
  type Hit,
  IRREGULAR,
  isStopWord,
  LEANS_BACK,
  namesLoosely,
  namesWhatWasAsked,
  opensName,
  opensWithWord,
  type Passage,
  type Retriever,
  rankLessons,
  rephrase,
  saysAnywhere,
  splitSentences,
  stem,
  words,
} from './retrieval';
import { composeDangerAnswer } from './risk';
import { sayingQuoted } from './sayings';
import { composeSensesAnswer } from './senses';
import { asksPlainerAlone, asksSimpler, composeSimplerAnswer } from './simpler';
import {
  askedInEventBefore,
  askedOfAnother,
  askedThen,
  BARE_WHY,
  inEventBefore,
  navigatedSubject,
  withEventBefore,
  withSubject,
} from './subject';
import { symbolsNamed } from './symbols';
import { composeTakeawaysAnswer } from './takeaways';
import { ofTimeAsked } from './time-asked';
import { causesOfToldKind } from './told-kinds';
import { ASKS_OPEN_NOW, MY_TRADES, type Topic, topicOf } from './topic';
import { placeNamed, wherePlaced } from './uses';
import { composeWayAnswer } from './way';
import { type WrittenTerm, writtenTerm } from './written-term';
import { xpLevelAnswer, xpLevelAsked } from './xp-level';
import { daysNamed, tellsAnotherTime, YEAR } from './years';

// The offline tutor's voice (DESIGN.md §5): an answer is built only from passages of our own content
// and from the learner's own figures, quoted as they are, with a link to each lesson used and, where
// it fits, a question back to make the learner think. It never invents: with nothing relevant it
// says so. The text uses a small Markdown subset (paragraphs, "- " items, **bold**, links to our own
// pages), which the widget renders as text.

export { composeAppAnswer } from './app-help';
export type { Citation } from './cite';
export { citation, lessonUrl } from './cite';
export { termHits } from './quote';

export type TutorAnswer = { text: string; citations: Citation[]; topic: Topic };

export type OrderFact = {
  symbol: string;
  side: 'buy' | 'sell';
  orderType: 'market' | 'limit' | 'stop' | 'stop-limit';
  shares: number;
  /** Dollars. */
  limitPrice: number | null;
  stopPrice: number | null;
  stopTriggered: boolean;
  status: 'PENDING' | 'FILLED' | 'CANCELLED' | 'EXPIRED' | 'REJECTED';
  timeInForce: string;
  reason: string | null;
  createdAt: string;
};

/** What the tutor may know about the learner asking (never anyone else). */
export type LearnerFacts = {
  signedIn: boolean;
  progress?: {
    totalXP: number;
    level: number;
    currentStreak: number;
    longestStreak: number;
    lessonsCompleted: number;
  };
  portfolio?: {
    totalValue: number;
    cash: number;
    allTimeReturnPercent: number;
    /** Dollars gained (or lost, negative) since the account started or was reset. */
    allTimeReturn?: number;
    positions: { symbol: string; shares: number; marketValue: number; unrealizedPnLPercent: number }[];
  };
  orders?: OrderFact[];
  /** How many fills the learner has, and the newest (price in dollars, `at` ISO). */
  trades?: {
    count: number;
    last?: {
      side: 'buy' | 'sell';
      symbol: string;
      shares: number;
      price: number;
      orderType: string;
      at: string;
    };
  };
  /** Current prices (dollars) of the symbols in `orders`. */
  prices?: Readonly<Record<string, number>>;
  market?: { open: boolean; note: string };
  next?: { lessonId: string; reason: string }[];
};

const money = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}%`;

/** A reflection question from the lesson that shares a word with what was asked, if there is one. */
function followUpFrom(lessonId: string, terms: readonly string[]): string | undefined {
  const lesson = getLesson(lessonId);
  const questions = lesson?.pages.flatMap((p) => (p.type === 'reflection' ? p.questions : [])) ?? [];
  const best = [...questions].sort((a, b) => termHits(b, terms) - termHits(a, terms))[0];
  return best !== undefined && termHits(best, terms) > 0 ? best : undefined;
}

const CAN_HELP =
  'I can help with market history, trading terms, and your own progress, portfolio and orders. ' +
  'Try a term ("what is leverage?") or an event ("why did LTCM fail?").';
const NOTHING = `I looked through our lessons, glossary and timeline and found nothing on that, so I would rather not guess. ${CAN_HELP}`;

/** "How does short selling work?", "explain compounding": asks how a thing works, so its definition fits. */
const HOW_IT_WORKS =
  /\bhow (?:does|do) (?:an? |the )?(.+?) work\b|^\s*explain (?:an? |the )?(.+?)[?.!]*\s*$/i;

/**
 * "How do I read a candlestick chart?", "how do you read the RSI?": asks what the thing shows, which its
 * definition says (the RSI found nothing, and the candlestick quoted where the style came from).
 */
const HOW_TO_READ =
  /^\s*(?:how (?:do|can|should|would) (?:i|you|we|one) |how to )(?:read|interpret) (?:an? |the )?(.+?)[?.!]*\s*$/i;

/**
 * "Tell me about bubbles", "tell me about a margin call": asks what a thing is, as "explain bubbles"
 * does, unless it names an event a lesson tells ("tell me about bank runs", "…the panic of 1907"):
 * that event is told (asksDefinition).
 */
const TELL_ABOUT =
  /^\s*(?:(?:can|could|would) you )?(?:please )?tell me about (?:an? |the )?(.+?)[?.!]*\s*$/i;

/** "What does the Fed do?", "what do central banks do?": asks what a thing is for, so its definition fits. */
const WHAT_DOES_DO = /\bwhat (?:does|do) (?:an? |the )?(.+?) do\b[\s?.!]*$/i;

/**
 * "Why diversify?", "why should I diversify?": asks why an idea matters, so its definition fits when
 * the glossary names all that follows (not "why do stocks rise?", which asks about a movement).
 */
const WHY_IDEA =
  /^\s*why (?:(?:should|would|do|does|must) (?:i|we|you|people|investors|anyone) )?(.+?)[\s?.!]*$/i;

/**
 * "When was the SEC created?", "when did the euro start?": asks when a thing began, which a glossary
 * definition that names it answers when it gives a year.
 */
const WHEN_MADE =
  /\bwhen (?:was|were|did|is|are) (?:an? |the )?(.+?) (?:created|founded|set up|established|formed|started|start|begin|began|born|introduced|launched|launch|invented|made|passed|come in|come into being|appear)\b|^\s*when (?:was|were) (?:an? |the )?(.+?)[\s?.!]*$/i;

/**
 * The term a "what is …?" or "how does … work?" question asks about, without what follows it:
 * "what is diversification and why does it matter?" asks about diversification. Other questions are
 * taken whole.
 */
export function termAsked(message: string): string {
  const m =
    /\b(?:what is|what are|what's|whats|what was|what were|define|meaning of)\s+(.+?)(?:\s+(?:and|or|but|so)\b|[?,.;:!]|$)/i.exec(
      message,
    ) ??
    HOW_IT_WORKS.exec(message) ??
    HOW_TO_READ.exec(message) ??
    WHAT_DOES_DO.exec(message) ??
    /\bwhat (?:does|do) (?:an? |the )?(.+?) stand for\b|\bhow (?:is|are) (?:an? |the )?(.+?) (?:measured|calculated)\b/i.exec(
      message,
    ) ??
    // "What does pegged mean?" asks what "pegged" means, "what does 3-6-3 mean?" what "3-6-3" does.
    /^\s*what (?:does|do) (?:the (?:word|term) )?["“‘']?([\p{L}\p{N}][\p{L}\p{N}\s-]*?)["”’']? mean[\s?.!]*$/iu.exec(
      message,
    ) ??
    WHEN_MADE.exec(message) ??
    TELL_ABOUT.exec(message) ??
    WHY_IDEA.exec(message);
  return m?.[1] ?? m?.[2] ?? message;
}

const OPENERS = ['Good question.', 'Here is what our lessons say.', 'Let’s look at what history tells us.'];
/**
 * The opener is chosen by the words asked, so "What is a bond?" and "what is a bond" open alike. "What
 * history tells us" opens only an answer that tells history (an event's causes or sentences from an
 * event's lesson), not a definition or an idea's lesson.
 */
const opener = (message: string, history = false) =>
  OPENERS[words(message).join(' ').length % (history ? OPENERS.length : OPENERS.length - 1)]!;

/**
 * "Who is the president of France?", "who's the current CEO of Apple?": asks who holds an office
 * today, which no history lesson can know (once it quoted de Gaulle).
 */
const ASKS_OFFICE_NOW =
  /\bwho(?:'s|’s| is| are)(?: the)?(?: current| new)?(?: [a-z]+)? (?:president|prime minister|pm|chancellor|king|queen|ceo|chair(?:man|woman)?|governor|mayor|leader|head|boss|owner)s?\b/i;
const OUTSIDE_NOW = `Who holds an office today is outside what ThinkStreet teaches: our lessons are market history, so I would rather not guess. ${CAN_HELP}`;

/**
 * "Are we in a recession now?", "is a recession coming?": today's economy, or tomorrow's, which no
 * history lesson can know (they found nothing, or quoted the recession of 1981–82).
 */
const ASKS_ECONOMY_NOW =
  /\b(?:are we|is (?:the |our )?(?:us |american |world |global )?economy|is (?:the us|america|the world)) (?:(?:already|currently|now) )?(?:in|heading (?:for|into)|going into|entering|about to (?:enter|go into)) (?:a |an )?(?:recession|depression|downturn|slump)\b|\b(?:is|will) (?:a |an(?:other)? )?(?:recession|depression) (?:coming|on (?:its|the) way|likely|happen)\b|\bwill there be (?:a |an(?:other)? )?(?:recession|depression)\b/i;
const OUTSIDE_ECONOMY_NOW =
  'Whether the economy is in a recession now, or soon will be, is outside what ThinkStreet teaches: our lessons are history, I cannot see today’s figures, and no one can say when the next recession will come. What our lessons can tell is how past ones went: ask “what is a recession?” or “how long do recessions last?”.';

/** "What do I own when I buy a share?", "what do you get if you buy stock?": what a share is. */
const OWN_BY_BUYING =
  /^\s*what (?:do|would|will) (?:i|you|we|people) (?:own|get|have) (?:when|if|by) (?:i |you |we |people )?buy(?:ing)? (?:an? |one |some )?(share|stock)s?[\s?.!]*$/i;

/**
 * "What's a good starter stock?", "what is a good beginner stock?": asked as "…for beginners?", which
 * says it gives no advice and then what history shows (they found no definition, or no lesson).
 */
const STARTER_PICK =
  /^\s*what(?:'s|’s| is| are) (?:a )?good (?:first|starter|beginner(?:'s|’s)?|newbie|novice) (stock|share|investment)s?[\s?.!]*$/i;

/** "What does the S&P 500 measure?", "what does the VIX track?": what the index (or figure) is. */
const MEASURES =
  /^\s*what (?:does|do) ((?:(?:an?|the) )?[\w&.' -]{2,40}?) (?:measure|track|represent)[\s?.!]*$/i;

/**
 * "When does a straddle make money?", and "when does it make money?" after it: what the thing is, whose
 * entry says when it pays ("It profits from a large move in either direction"). It found nothing.
 */
const PAYS_WHEN =
  /^\s*when (?:does|do|would|will) ((?:(?:an?|the) )?[\w&.' -]{2,40}?) (?:make (?:money|a profit)|earn money|profit|pay off|pay)[\s?.!]*$/i;

/** "How much leverage did LTCM have?", "how many banks failed?": asks for a figure. */
const HOW_MUCH = /\bhow (?:much|many|big|large|high|low|far|bad)\b/i;

/** "How many banks failed?": the thing to count. */
const HOW_MANY = /\bhow many (\p{L}+)/iu;

/** The question without the words that ask for a figure ("how big was the TARP?" asks about the TARP). */
// "How much money did LTCM lose?": the money is the figure asked for, not a word the sentence must say.
const withoutQuantity = (message: string) =>
  message.replace(/\bhow much (?:money|cash) /i, 'how ').replace(HOW_MUCH, 'how');

/** "Who rescued LTCM?", "how was LTCM rescued?": asks who did something, not who someone was. */
const ASKS_AGENT = /^\s*who (?!(?:was|is|were|are|'s|’s)\b)\p{L}+|^\s*how (?:was|were) .+ rescued\b/iu;

/** "Who was Charles Ponzi?": asks about a person. */
const ASKS_WHO = /\bwho (?:was|is|were|are)\b/i;

/**
 * A glossary name as it reads inside a sentence: "Stop-loss order" → "stop-loss order", while a
 * proper name or an abbreviation keeps its capitals ("Dow Jones Industrial Average", "GDP", "VaR").
 */
export function inSentence(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  const proper = /\p{Lu}/u.test(first.slice(1)) || rest.some((w) => /^\p{Lu}/u.test(w));
  return proper ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * "What was the Plaza Accord?": a past thing the glossary may name, so its definition may open the
 * answer; unlike "what is…?", one it does not name is answered from the lessons.
 */
const WHAT_WAS = /\bwhat (?:was|were)\b/i;

/** A message that is only a term ("hyperinflation", "short squeeze"): asks what it is. */
const BARE_TERM = /^\s*[\p{L}][\p{L}\p{N}&/'’-]*(?:\s+[\p{L}\p{N}&/'’-]+){0,2}\s*[?.!]*\s*$/u;

/**
 * "Why did SVB collapse?", "what happened to Enron?", "tell me about the panic of 1907": asks about a
 * past event ("why do stocks go up?" asks about no event, though "stocks" names the basics lesson).
 */
const ASKS_EVENT =
  /\b(?:why did|how did|when did|when (?:was|were)|what (?:caused|happened|was|were)|tell me about|explain)\b/i;

/** Lessons that teach an idea ("The Banking System Explained"), not tell an event. */
const IDEA_CATEGORIES: ReadonlySet<string> = new Set(['foundations', 'theories']);

/** Whether a lesson tells an event (a crash, a bubble, a crisis), not an idea or the options course. */
const tellsHistory = (lessonId: string) => {
  const lesson = getLesson(lessonId);
  return lesson !== undefined && !IDEA_CATEGORIES.has(lesson.category);
};

type LessonName = { lessonId: string; words: string[]; idea: boolean };

/** Every lesson's title and the names learners use for it (patterns.ts), as words, built once. */
const LESSON_NAMES: readonly LessonName[] = Object.entries(lessonAliases).flatMap(([lessonId, aliases]) => {
  const lesson = getLesson(lessonId);
  const idea = IDEA_CATEGORIES.has(lesson?.category ?? '');
  return [lesson?.title ?? '', ...aliases]
    .map((name) => ({ lessonId, idea, words: words(name).filter((w) => !isStopWord(w)) }))
    .filter((name) => name.words.length > 0);
});

/**
 * The lesson the message names by its title or a name learners use for it ("SVB", "Black Monday",
 * "how banks work"), with that name's words: every word of the name is in the message. Only lessons
 * of the kind asked about count: an event's ("why did banks fail in 1930?" is not about the banking
 * lesson) or an idea's ("how do banks work?"). The fullest name wins; a tie names none.
 */
export function lessonNamed(message: string, kind: 'event' | 'idea'): LessonName | undefined {
  const written = words(message);
  const said = new Set(written);
  // "Why did the Great Depression last so long?" holds "great depression" in its order and "long
  // depression" (the Panic of 1873's) only out of it: the name said in order is the one meant.
  const inOrder = (name: LessonName) =>
    name.words.every((w, i) => i === 0 || written.indexOf(w) > written.indexOf(name.words[i - 1]!));
  let best: LessonName | undefined;
  let tied = false;
  for (const name of LESSON_NAMES) {
    if (name.idea !== (kind === 'idea') || !name.words.every((w) => said.has(w))) continue;
    if (!best || name.words.length > best.words.length) [best, tied] = [name, false];
    else if (name.words.length === best.words.length && name.lessonId !== best.lessonId) {
      const [was, is] = [inOrder(best), inOrder(name)];
      if (was && !is) continue;
      if (is && !was) [best, tied] = [name, false];
      else tied = true;
    }
  }
  return tied ? undefined : best;
}

/** The event lesson a text names, if any: what the answers that take a namer are given. */
const namesEvent = (text: string) => lessonNamed(text, 'event');

/** Words that say only that something went wrong, not what about it is asked ("why did SVB fail?"). */
/** Words that say a thing ended ("why do bubbles burst?"), not what thing. */
const ENDING = /^(?:burst|collaps|crash|end|fail|pop|stop|default)/;

const EVENT_WORDS =
  /^(?:bubble|burst|caus|collaps|crash|cris|default|end|fail|happen|panic|start|began|begin|peak)/;

/**
 * A lesson told in brief: an event's timeline entry, or else (an idea's lesson, whose timeline entry
 * is the event it starts from) the first of its key takeaways.
 */
/** Sentences less each that says again what one kept before it said ("On 17 August 1998 Russia devalued
 * the ruble…", told on two pages and in two lessons). A later sentence that says all an earlier one
 * said and more takes its place ("In all, roughly 9,000 American banks suspended operations…", then the
 * same count with what depositors lost). */
function distinct<T extends { text: string }>(found: readonly T[]): T[] {
  const kept: T[] = [];
  for (const s of found) {
    if (kept.some((k) => saysLittleMore(s.text, k.text, 4 / 5))) continue;
    const said = kept.findIndex((k) => saysLittleMore(k.text, s.text, 4 / 5));
    if (said >= 0) kept[said] = s;
    else kept.push(s);
  }
  return kept;
}

/** The timeline's events with no lesson of their own ("The COVID-19 Crash", told in the lesson on the
 * inflation that followed it). */
const UNLINKED_EVENTS = timeline.flatMap((era) => era.stories.filter((e) => !e.storyId));

function overviewOf(name: LessonName, message: string): string[] {
  const lessonId = name.lessonId;
  const own = name.idea
    ? undefined
    : timeline.flatMap((era) => era.stories).find((e) => e.storyId === lessonId);
  // An event the lesson tells beside its own, under the same name ("covid"), is the one meant when the
  // message names it better: "what was the covid crash?" asks about March 2020, not the inflation after.
  const said = new Set(words(message));
  type Told = { title: string; year: number; description: string };
  const named = (e: Told) => new Set([...words(`${e.title} ${e.description}`), String(e.year)]);
  const overlap = (e: Told) => [...named(e)].filter((w) => !isStopWord(w) && said.has(w)).length;
  const beside = name.idea
    ? []
    : UNLINKED_EVENTS.filter((e) => name.words.some((w) => !EVENT_WORDS.test(w) && named(e).has(w)));
  const event = beside.reduce((best, e) => (overlap(e) > (best ? overlap(best) : 0) ? e : best), own);
  const summary = getLesson(lessonId)?.pages.find((p) => p.type === 'summary');
  const takeaways = summary?.type === 'summary' ? summary.keyTakeaways : [];
  return splitSentences((event?.description ?? takeaways.slice(0, 2).join(' ')).replace(/\s+/g, ' ')).slice(
    0,
    4,
  );
}

/**
 * "What happened to bitcoin in 2022?": a lesson that tells many years, asked about one its overview does
 * not name. Its own sentences that name the year answer (three at most); before, the overview told the
 * 2008 white paper.
 */
function withYearAsked(overview: string[], message: string, lessonId: string, passages: readonly Passage[]) {
  const year = YEAR.exec(message)?.[1];
  if (!year || overview.some((t) => t.includes(year))) return overview;
  const said = passages
    .filter((p) => p.lessonId === lessonId)
    .flatMap((p) => sentences(p.text))
    // Not a question, a template ("{coins} bitcoins") or one that leans on the sentence before it.
    .filter((t) => t.includes(year) && !t.endsWith('?') && !t.includes('{') && !LEANS_BACK.test(t));
  return said.length > 0 ? [...new Set(said)].slice(0, 3) : overview;
}

/** A message that is only a name of up to five words, a year among them: "1987 crash", "2008". */
const BARE_NAME = /^\s*[\p{L}\p{N}][\p{L}\p{N}&/'’-]*(?:\s+[\p{L}\p{N}&/'’-]+){0,4}\s*[?.!]*\s*$/u;

/**
 * "What is Black Monday?", "what is a flash crash?", "black monday": asks what a named event is, as
 * "what was…?" does, when the term asked is the event's name and nothing more (a word that says what
 * kind of event, "crisis" or "bubble", may be added: "what is the 2008 crisis?"). The glossary has no
 * entry for an event; its timeline entry says in brief what it was.
 */
export function eventAsTerm(message: string, passages: readonly Passage[]): LessonName | undefined {
  if (!ASKS_MEANING.test(message) && !WHAT_WAS.test(message) && !BARE_NAME.test(message)) return undefined;
  const event = lessonNamed(message, 'event');
  const asked = words(termAsked(message)).filter((w) => !isStopWord(w) && !EVENT_WORDS.test(w));
  // "What was Black Monday 1987?": the lesson's own year may stand beside its name (it quoted the
  // sentences that say "1987" instead of the overview).
  const named = (w: string) => event?.words.includes(w) || w === lessonYear(event?.lessonId);
  if (!event || asked.length === 0 || !asked.every(named)) return undefined;
  // A name of one word is the event's only if the lesson writes it as a name ("Enron", "LTCM") or a
  // year: "what is a tulip?" asks about the flower the lesson writes of ("tulip bulbs"), not the mania.
  const [only] = event.words;
  return event.words.length > 1 || writtenAsName(only!, event.lessonId, passages) ? event : undefined;
}

/** A lesson's year as a question's word reads it ("1987"); undefined for none. */
function lessonYear(lessonId: string | undefined): string | undefined {
  const year = lessonId === undefined ? undefined : getLesson(lessonId)?.year;
  return year === undefined ? undefined : String(year);
}

/** Whether a lesson writes a word only with a capital ("Nikkei", "GameStop") or it is a year. */
function writtenAsName(word: string, lessonId: string, passages: readonly Passage[]): boolean {
  if (/\d/.test(word)) return true;
  const common = new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'u');
  return !passages.some((p) => p.lessonId === lessonId && saysAnywhere(p, common));
}

/** "What did the FDIC do in 2023?", "how did the Fed respond to covid?": asks what someone did in an event. */
const ASKS_DEED = /\bwhat did .+ do\b|\bhow did .+ (?:respond|react)\b/i;

/** "What is leverage?", "define margin", "what does VaR mean?": asks what a term means. */
const ASKS_MEANING =
  /\b(what is|what are|what were|what's|whats|define|meaning|mean|stands? for)\b|\bwhat (?:does|do) .+ do\b|\bhow (?:is|are) .+ (?:measured|calculated)\b/i;

/** The ways of asking what a thing is: a glossary definition, when one names it, opens the answer. */
const ASKS_DEFINITION = [ASKS_MEANING, HOW_IT_WORKS, HOW_TO_READ, BARE_TERM, WHAT_WAS, WHY_IDEA, WHEN_MADE];

/**
 * Whether a message asks what a thing is, so a glossary definition that names it opens the answer.
 * "Tell me about X" does when X names no event a lesson tells: "tell me about bubbles" was refused
 * (no sentence of the top lesson says "bubbles" on its own) while "explain bubbles" was defined.
 */
export const asksDefinition = (message: string) =>
  ASKS_DEFINITION.some((asks) => asks.test(message)) ||
  (TELL_ABOUT.test(message) && !lessonNamed(message, 'event'));

/** A year in a definition: it can say when a thing began. */
const GIVES_YEAR = /\b(?:1[6-9]|20)\d\d\b/;

/** A glossary passage ("Term: definition") as the answer's line: the term in bold. */
export function definitionLine(glossary: Pick<Hit, 'text'>): string {
  const [term, ...rest] = glossary.text.split(': ');
  return `**${term}**: ${rest.join(': ')}`;
}

/**
 * "Who is Maya?" while reading the GameStop story: the lesson whose protagonist the question names, in
 * full or by a first name no other protagonist has.
 */
export function protagonistAsked(message: string): string | undefined {
  if (!ASKS_WHO.test(message)) return undefined;
  const said = words(message);
  const named = lessons.filter((l) => {
    const [first = '', ...rest] = words(l.character.name);
    const at = said.indexOf(first);
    const next = said[at + 1];
    // "Who is Maya?", "who is Maya Torres?", but not "who was Michael Milken?" for Michael Chen.
    return at >= 0 && (next === undefined || isStopWord(next) || rest[0] === next);
  });
  return named.length === 1 ? named[0]!.id : undefined;
}

/**
 * "Why do bubbles burst?": asks how a thing ends. The glossary entry named by the rest of the words
 * answers it when its definition says how that thing ends, fails or collapses ("It ends when new
 * buyers stop appearing"); a definition that does not is no answer.
 */
function tellsHowItEnds(entry: Hit, asked: string): boolean {
  const said = words(asked);
  const ending = said.filter((w) => ENDING.test(w));
  const thing = said.filter((w) => !ENDING.test(w));
  if (ending.length === 0 || thing.length === 0 || !namesWhatWasAsked(entry.title, thing.join(' ')))
    return false;
  const definition = definitionText(entry);
  return words(definition).some((w) => ENDING.test(w));
}

/**
 * "What is an inverted yield curve?": an entry that names all the words asked but one ("Yield curve")
 * defines it when its definition uses that word ("…the curve is called inverted…"), or when the word
 * names the entry's own lesson ("what were the German reparations?": "Reparations", filed by the
 * lesson learners call "German hyperinflation").
 */
function namesAllButAWordItUses(entry: Hit, asked: string): boolean {
  const said = queryTerms(asked);
  if (said.length < 2) return false;
  const definition = definitionText(entry);
  // "What was the covid inflation?" names the lesson itself ("The COVID Crash and the Inflation That
  // Followed"): it asks of the event, not the entry.
  const names = [entry.lessonTitle, ...(lessonAliases[entry.lessonId] ?? [])];
  const lessonNames = names.some((a) => termHits(a, said) === said.length) ? '' : names.join('; ');
  return said.some(
    (word, i) =>
      (termHits(definition, [word]) > 0 || termHits(lessonNames, [word]) > 0) &&
      namesWhatWasAsked(entry.title, said.filter((_, j) => j !== i).join(' ')),
  );
}

/** For "why do bubbles burst?", the glossary entry of the thing asked, if it says how that thing ends. */
function endingDefinition(message: string, retriever: Retriever): Hit[] {
  if (!WHY_IDEA.test(message)) return [];
  const asked = termAsked(message);
  const thing = words(asked).filter((w) => !ENDING.test(w));
  if (thing.length === words(asked).length) return [];
  const entry = retriever
    .search(`what is ${thing.join(' ')}`)
    .find((h) => h.kind === 'glossary' && tellsHowItEnds(h, asked));
  return entry ? [entry] : [];
}

/**
 * "What is a recession and how do you know one is coming?": the term asked, searched alone, may find
 * its glossary entry where the whole question's words do not.
 */
function definitionOfTermAsked(message: string, retriever: Retriever): Hit[] {
  const term = termAsked(message);
  if (!(ASKS_MEANING.test(message) || WHEN_MADE.test(message)) || term === message) return [];
  const entry = entryNamed(term, retriever);
  return entry ? [entry] : [];
}

/** The glossary entry whose name is the term asked ("a bank run" → Bank run), if one is. */
function entryNamed(term: string, retriever: Retriever): Hit | undefined {
  return retriever
    .search(`what is ${term}`)
    .find((h) => h.kind === 'glossary' && namesWhatWasAsked(h.title, term));
}

const TERM_IN_EVENT = /^\s*(what (?:is|are|was|were) )(.+?)\s+(?:in|during) (.+?)[\s?.!]*$/i;

/**
 * "What were eyeballs in the dot-com era?": the term alone ("what were eyeballs?") when the glossary
 * entry that names it is filed by the lesson of the event asked. Asked whole, the event's name made it
 * the event's overview, which never says "eyeballs".
 */
function termOfItsEvent(message: string, retriever: Retriever): string | undefined {
  const m = TERM_IN_EVENT.exec(message);
  if (!m) return undefined;
  const event = lessonNamed(m[3]!, 'event');
  const entry = event ? entryNamed(m[2]!, retriever) : undefined;
  return entry && entry.lessonId === event?.lessonId ? `${m[1]}${m[2]}?` : undefined;
}

/** A word our content uses in at most this many passages is rare: a joke, a cup, Apple. */
const RARE = 2;

/**
 * Whether the sentences found answer the question only by chance: most words asked are ones our
 * content never uses ("what time is it in Tokyo?"), or the best sentence shares a single word with the
 * question and either that word is rare in our content ("tell me a joke" and the forum "full of
 * jokes") or another word asked is rare or never used ("who won the world cup?" and the Korean won).
 */
export function weakMatch(
  terms: readonly string[],
  sentences: readonly { text: string }[],
  content: { uses: Retriever['uses'] },
  /** "Who is Warren Buffett?": a person our content names once is still the one asked about. */
  person = false,
): boolean {
  if (terms.length === 0 || sentences.length === 0) return false;
  const uses = new Map(terms.map((t) => [t, content.uses(t)]));
  if (terms.filter((t) => uses.get(t) === 0).length * 2 > terms.length) return true;
  const best = Math.max(...sentences.map((s) => termHits(s.text, terms)));
  const shared = terms.filter((t) => sentences.some((s) => termHits(s.text, [t]) > 0));
  const rare = (t: string) => (uses.get(t) ?? 0) <= RARE;
  // Every word shared is one our content uses only in passing ("Super Bowl" ads of the dot-com
  // story), or a thing it names in passing is asked and no sentence names it ("a share of Apple").
  if (
    !person &&
    (shared.every(rare) || terms.some((t) => !shared.includes(t) && rare(t) && (uses.get(t) ?? 0) > 0))
  )
    return true;
  if (best > 1) return false;
  return shared.some(rare) || terms.some((t) => !shared.includes(t) && rare(t));
}

/**
 * The sentences of the event a question names that speak to what else it asks ("Fed", "respond"), or to
 * the span of time "how long…?" asks for; none if it names no event or asks nothing more.
 */
function aboutEvent(
  message: string,
  named: LessonName | undefined,
  content: { uses: Retriever['uses']; passages?: Retriever['passages'] } | undefined,
  /** The lesson the search found best. */
  best?: string,
): { text: string; lessonId: string }[] {
  const event = named && !named.idea ? named : lessonNamed(message, 'event');
  if (!event || !content?.passages) return [];
  const { rest, span } = asksHowLong(message);
  // Asked for a figure, a year or a decade says when, as the event's name does ("how high did inflation
  // get in the 1970s?" is read with "1970s 1970"): a sentence need not repeat it to give the figure.
  const figure = HOW_MUCH.test(message);
  const about = queryTerms(withoutQuantity(rest)).filter(
    (t) => !event.words.includes(t) && !EVENT_WORDS.test(t) && !(figure && /^\d{4}s?$/.test(t)),
  );
  if (about.length === 0) return [];
  // "How much gold did Korea collect?" names the gold standard's lesson by "gold", but asks about Korea,
  // which that lesson never names and the lesson the search found best tells: that lesson's story.
  const passages = content.passages;
  const tells = (lessonId: string, t: string) =>
    passages.some(
      (p) => p.lessonId === lessonId && p.kind !== 'glossary' && termHits(`${p.title} ${p.text}`, [t]) > 0,
    );
  if (
    best !== undefined &&
    best !== event.lessonId &&
    about.some((t) => !tells(event.lessonId, t) && tells(best, t))
  )
    return [];
  // "How much did Indonesia's economy shrink in 1998?" names Russia's lesson by its year alone, but asks
  // of a country that lesson never names: the sentences that answer name it (nameAsked).
  const name = nameAsked(message, content.uses, passages);
  if (name !== undefined && !tells(event.lessonId, name)) return [];
  const names = storyNames(event.lessonId);
  // A figure asked of a crisis named by its year ("how many people lost their homes in 2008?") may be
  // counted from the peak before it to the years after it.
  const anotherTime = tellsAnotherTime(
    message,
    figure && event.words.some((w) => YEAR.test(w)) ? { before: 2, after: 5 } : undefined,
  );
  // Each word counts once, a rarer one a little more: "recover" says more than "market".
  const weight = (t: string) => 1 + 1 / Math.log2(2 + content.uses(t));
  // "How did Volcker stop inflation?" names the lesson by a person: a sentence that answers names them.
  const person = personAsked(message);
  // "Who bought GameStop?": asked in a past form of its own, a sentence that tells it so ("investors …
  // bought GameStop shares") answers before one with the verb's other forms ("The Buy button…").
  const past = about.filter((t) => IRREGULAR.has(t));
  const tellsPast = (s: string) => past.filter((t) => words(s).includes(t)).length / 2;
  // "What did the Dow fall on Friday 16 October 1987?": a sentence that names the day asked says more
  // than one on the Dow that names none ("The Dow fell about 95 points that day…"), and may say "it" for
  // the person or thing asked ("On Friday 16 October it fell 108 points"; "Dow" is also a person's name).
  const days = daysNamed(message);
  const onDay = (s: string) => (days.length > 0 && daysNamed(s).some((d) => days.includes(d)) ? 1 : 0);
  // "What happened to Greece in 2012?": "Greece" names the euro crisis, but of the crisis's sentences
  // of 2012, one on Greece answers before one that only shares the year (Spain's bank rescue). A country
  // the lesson's title names ("The Japanese Asset Bubble") is what every sentence is about.
  const title = getLesson(event.lessonId)?.title ?? '';
  const countries = event.words.filter((w) => isCountry(w) && termHits(title, [w]) === 0);
  const ofCountry = (s: string) => (countries.some((c) => termHits(s, [c]) > 0) ? 0.25 : 0);
  const hits = (s: string) => {
    if (person && termHits(s, [person]) === 0 && onDay(s) === 0) return 0;
    const n =
      about.reduce((sum, t) => sum + (termHits(s, [t]) > 0 ? weight(t) : 0), 0) + tellsPast(s) + onDay(s);
    return n > 0 ? n + ofCountry(s) : 0;
  };
  const counted = HOW_MANY.exec(message)?.[1];
  const countriesAsked = ASKS_COUNTRIES.test(message);
  const own = eventSentences(event.lessonId, content.passages, hits, {
    span,
    figure,
    counted,
    agent: ASKS_AGENT.test(message),
    countries: countriesAsked,
    skip: (s) => words(s).some((w) => names.includes(w)) || anotherTime(s),
    central: ASKS_DEED.test(message) || countriesAsked ? centralTo(event.lessonId) : undefined,
    why: /^\s*why did\b/i.test(message) ? about[0] : undefined,
  }).map((text) => ({ text, lessonId: event.lessonId }));
  if (!counted || own.some((s) => counts(s.text, counted))) return own;
  // "How many banks failed in 2008?": the 2008 lesson gives no count, but SVB's does ("the 25 banks
  // that failed in 2008"): a sentence of any lesson that counts the thing asked in the year asked.
  const year = YEAR.exec(message)?.[1];
  const elsewhere = year
    ? passages
        .filter((p) => p.kind !== 'glossary')
        .flatMap((p) => sentences(p.text).map((text) => ({ text, lessonId: p.lessonId })))
        .filter(
          (s) => s.text.includes(year) && counts(s.text, counted) && termHits(s.text, about) === about.length,
        )
    : [];
  return elsewhere.length > 0 ? elsewhere.slice(0, 1) : own;
}

/**
 * A sentence with the label of the detail it is read from: "What is the impossible trinity?" is answered
 * by "A country cannot have all three of…" under "The impossible trinity", though the sentence never
 * says the rare words asked (it was taken for a chance match).
 */
const withLabel = (s: { text: string; about?: string }) => ({
  text: s.about ? `${s.text} ${s.about}` : s.text,
});

/** Passages that may name a place or a firm our lessons tell of in passing ("Indonesia", "Cisco"). */
const FEW_PASSAGES = 15;

/**
 * The words a set of passages writes as names, built once: with a capital inside a sentence ("output
 * fell … in Indonesia"), and never in lowercase ("Remember…" opens sentences, but "remember" is no name).
 */
const NAMES_WRITTEN = new WeakMap<readonly Passage[], ReadonlySet<string>>();
function namesWritten(passages: readonly Passage[]): ReadonlySet<string> {
  let names = NAMES_WRITTEN.get(passages);
  if (!names) {
    const texts = passages.map((p) => p.text);
    const lower = new Set(texts.flatMap((t) => t.split(/[^\p{L}]+/u).filter((w) => /^\p{Ll}+$/u.test(w))));
    const inside = texts.flatMap((t) => t.match(/(?<=[\p{Ll},;:]\s)\p{Lu}\p{Ll}+/gu) ?? []);
    names = new Set(inside.map((w) => w.toLowerCase()).filter((w) => !lower.has(w)));
    NAMES_WRITTEN.set(passages, names);
  }
  return names;
}

/**
 * A name asked ("How much did Indonesia's economy shrink?"), however it is typed: a word our lessons
 * write only with a capital, that a few passages name and no lesson is called by. A sentence that
 * answers names it (Russia's shrinking economy answered for Indonesia's).
 */
function nameAsked(
  message: string,
  uses: Retriever['uses'],
  passages: readonly Passage[],
): string | undefined {
  const names = namesWritten(passages);
  return words(message).find(
    (n) =>
      names.has(n) &&
      !isStopWord(n) &&
      uses(n) > 0 &&
      uses(n) <= FEW_PASSAGES &&
      !LESSON_NAMES.some((l) => l.words.includes(n)),
  );
}

/** A sentence that opens by saying what a thing is: "Vega is…", "The Greeks are…". */
const SAYS_WHAT = /^(?:the |an? )?((?:[\p{L}-]+ ){0,2}[\p{L}-]+),? (?:is|are|means)\b/iu;

/**
 * Whether a sentence says what a glossary term other than the one asked is ("Vega is the change…"
 * beside "what is volatility?"): its subject is that term's name, or the name in its brackets.
 */
export function definesAnother(sentence: string, asked: string, passages: readonly Passage[]): boolean {
  const subject = SAYS_WHAT.exec(sentence)?.[1]?.toLowerCase();
  if (subject === undefined) return false;
  const names = (title: string) => [title.replace(/\s*\([^)]*\)/g, ''), /\(([^)]+)\)/.exec(title)?.[1] ?? ''];
  return passages.some(
    (p) =>
      p.kind === 'glossary' &&
      names(p.title).some((n) => n.toLowerCase() === subject) &&
      !namesWhatWasAsked(p.title, asked),
  );
}

/**
 * Whether any passage says `phrase` as words, in any case, as one or many ("value stocks"), or as a
 * possessive ("Volcker’s shock").
 */
function saidAnywhere(phrase: string, passages: readonly Passage[]): boolean {
  const words = phrase.trim().toLowerCase().split(/\s+/).map(escapeRegExp);
  const said = new RegExp(`\\b${words.join("(?:'s|’s)?\\s+")}(?:s|es)?\\b`, 'i');
  return passages.some((p) => saysAnywhere(p, said) || said.test(p.title));
}

/**
 * The one tapped detail named for the term asked by its label ("The impossible trinity" in the euro's
 * lesson), or else by its tooltip (Black Wednesday's "Pick two of three"). "The momentum effect" is
 * the detail "Momentum": the word "effect" only says what kind of thing it is.
 */
function detailNamed(asked: string, passages: readonly Passage[]): Passage | undefined {
  const term = asked.replace(/\s+effect\b/i, '');
  const details = passages.filter((p) => p.about !== undefined);
  const by = (name: (p: Passage) => string) => {
    const named = details.filter((p) => name(p) !== '' && namesWhatWasAsked(name(p), term));
    return named.length === 1 ? named[0] : undefined;
  };
  return by((p) => p.title) ?? by((p) => (p.unquoted ?? '').replace(/[.!?]$/, ''));
}

/** A term a lesson writes (written-term.ts), if the message names no lesson ("what is black wednesday?"). */
const termWritten = (message: string, passages: readonly Passage[]) =>
  lessonNamed(message, 'event') || lessonNamed(message, 'idea') ? undefined : writtenTerm(message, passages);

/** A term a lesson writes, told by the lesson's own sentences, cited. */
function writtenTermAnswer(message: string, written: WrittenTerm): TutorAnswer {
  const where = citation(written.lessonId);
  const question = followUpFrom(written.lessonId, queryTerms(written.term));
  return {
    text: [
      opener(message),
      written.sentences.join(' '),
      `Read more in ${link(where)}.`,
      ...(question ? [`Something to think about: ${question}`] : []),
    ].join('\n\n'),
    citations: [where],
    topic: 'content',
  };
}

/** An answer grounded in our content: a definition if one fits, the best sentences, links, a question. */
export function composeContentAnswer(
  message: string,
  hits: readonly Hit[],
  content?: { uses: Retriever['uses']; passages?: Retriever['passages'] },
  /** The question a follow-up leans on: what it asked about counts as asked again. */
  before?: string,
  /** The question as typed, before its spelling was corrected. */
  typed = message,
): TutorAnswer {
  const protagonist = protagonistAsked(message);
  if (protagonist) {
    const lesson = getLesson(protagonist)!;
    const { name, profession, background } = lesson.character;
    const where = citation(protagonist);
    return {
      text: `${opener(message)}\n\n${name} (${profession.charAt(0).toLowerCase()}${profession.slice(1)}) is the one you follow in ${link(where)}. ${background}`,
      citations: [where],
      topic: 'content',
    };
  }
  // "Who was Hal Finney?": a figure a lesson's cast lists, though no page's sentence names them.
  const castOnly =
    hits.length === 0 && ASKS_WHO.test(message) && content?.passages
      ? figureAsked(message, content.passages)
      : undefined;
  if (castOnly) {
    const where = citation(castOnly.lessonId);
    return {
      text: [opener(message), castOnly.line, castOnly.deed, `Read more in ${link(where)}.`]
        .filter(Boolean)
        .join('\n\n'),
      citations: [where],
      topic: 'content',
    };
  }
  if (hits.length === 0) {
    // "What does T+1 mean?": no word the index keeps, but a lesson writes it as asked.
    const written = content?.passages ? termWritten(message, content.passages) : undefined;
    return written ? writtenTermAnswer(message, written) : { text: NOTHING, citations: [], topic: 'content' };
  }
  if (ASKS_OFFICE_NOW.test(message)) return { text: OUTSIDE_NOW, citations: [], topic: 'content' };
  const advice = ASKS_ADVICE.test(message);
  // "Is bitcoin a good investment?" asks about bitcoin as an investment; "good" would find "goods".
  // "How does inflation affect savings?" asks about inflation and savings; "affect" is how they meet.
  // A sentence must name both, every word of each (not options "on an interest rate", which names no
  // price), and say something moves.
  const relation = relationAsked(message) ?? pairNamed(message);
  const terms = [
    ...new Set([
      ...queryTerms(relation ? `${relation.cause} ${relation.effect}` : withoutQuantity(message)),
      ...(before ? wordsAskedIn(before, termAsked) : []),
    ]),
  ].filter((t) => !advice || !notAsked(t));
  const glossary = hits.filter((h) => h.kind === 'glossary');
  // What moves the other is defined ("Inflation"), not what the answer is about: it ranks no lesson.
  const causeDefined = relation && glossary.find((h) => namesWhatWasAsked(h.title, relation.cause));
  // "Who was Skilling?": a name the stemmer cuts ("skill") is looked for as written, so the lessons
  // that name the person rank, not one whose "skilled" craftsmen share the stem.
  const person = personAsked(message);
  const cutName = person !== undefined && stem(person) !== person ? person : undefined;
  const naming = cutName ? hits.filter((h) => words(`${h.title} ${h.text}`).includes(cutName)) : [];
  const ranked = rankLessons((naming.length > 0 ? naming : hits).filter((h) => h !== causeDefined)).map(
    (l) => l.lessonId,
  );
  // Asked for advice, the tutor says it gives none, then what history shows, if a lesson shows it.
  const lines: string[] = [advice ? `${NOT_ADVICE} Here is what history shows.` : opener(message)];
  const used: string[] = [];
  const asksMeaning = ASKS_MEANING.test(message);
  const asked = termAsked(message);
  // "How does X work?" opens with X's definition when the glossary names it; unlike "what is X?",
  // with none it is answered from the lessons as before.
  // "When was the SEC created?" is answered by a definition only if it gives a year.
  const whenMade = WHEN_MADE.test(message);
  const defining = glossary.filter((h) => !whenMade || GIVES_YEAR.test(h.text));
  // "What was the crash of 1987?" names an event: an entry that names it outright opens the answer, not
  // one near it ("Market crash"); the event's own overview is nearer.
  const event = eventAsTerm(message, content?.passages ?? []);
  const definition = asksDefinition(message)
    ? (defining.find((h) => namesWhatWasAsked(h.title, asked)) ??
      (event
        ? undefined
        : (defining.find((h) => namesLoosely(h.title, asked, h.key)) ??
          defining.find((h) => namesAllButAWordItUses(h, asked)) ??
          (WHY_IDEA.test(message)
            ? defining.find((h) => tellsHowItEnds(h, asked))
            : defining.find((h) => opensName(h.title, asked))))))
    : causeDefined || undefined;
  if (definition) {
    lines.push(definitionLine(definition));
    used.push(definition.lessonId);
  }
  // "Who was Paul Volcker?": who the lesson's cast says they were, then what the lessons tell of them.
  const figure =
    !definition && ASKS_WHO.test(message) && content?.passages
      ? figureAsked(message, content.passages)
      : undefined;
  if (figure) {
    lines.push(figure.line);
    used.push(figure.lessonId);
  }
  // Beside a definition, only sentences of the lesson that defines the term; for a single word asked
  // ("what happened in 1987?"), only the best lesson's, since one word in passing joins unrelated ones.
  // "Why did SVB collapse?" asks about a named event and nothing more specific: its timeline entry
  // tells it in brief. "Why did the Fed raise rates in 1979?" asks more, so it is searched as usual,
  // and told in brief only if no sentence answers.
  // "How do banks work?" names an idea's lesson and asks nothing more: its key takeaways tell it.
  // "How high did inflation get in 2022?" asks only a figure of the event it names ("inflation 2022"):
  // the event's own entry gives it (US consumer prices 9.1% up in the year to June 2022).
  // "How much did the S&P 500 rise on 13 October 2008?" asks a day's figure, not the event's.
  const figureOf =
    HOW_MUCH.test(message) && daysNamed(message).length === 0 ? lessonNamed(message, 'event') : undefined;
  const named = definition
    ? undefined
    : ((ASKS_EVENT.test(message) ? lessonNamed(message, 'event') : undefined) ??
      event ??
      (figureOf && terms.every((t) => figureOf.words.includes(t) || EVENT_WORDS.test(t))
        ? figureOf
        : undefined) ??
      (HOW_IT_WORKS.test(message) || ASKS_MEANING.test(message) ? lessonNamed(message, 'idea') : undefined));
  // "What is co-location?", "what does T+1 mean?": a term no entry defines, which a lesson writes as asked.
  const written =
    !definition && !named && !relation && !advice && content?.passages
      ? termWritten(message, content.passages)
      : undefined;
  if (written) return writtenTermAnswer(message, written);
  // The lesson's own year names it too ("Black Monday 1987"): it asks nothing more specific.
  const ownYear = lessonYear(named?.lessonId);
  const specific = terms.filter((t) => !named?.words.includes(t) && !EVENT_WORDS.test(t) && t !== ownYear);
  // What moves the other is defined; how it moves it may be told in any lesson.
  const only = relation ? undefined : (definition?.lessonId ?? (terms.length === 1 ? ranked[0] : undefined));
  const found = bestSentences(
    ofTimeAsked(message, hits).filter((h) => h !== definition && (!only || h.lessonId === only)),
    terms,
    {
      max: definition && !relation ? 2 : 3,
      topLesson: ranked[0]!,
      // Two words asked, as in "why do stocks split?", want a sentence on both: one on stocks alone answers
      // nothing asked.
      strict: asksMeaning || advice || terms.length === 2,
      // "Who was Paul Volcker?": a sentence that answers names him, at least by his last name.
      // "How did Volcker stop inflation?": a sentence that answers names the person asked about (person.ts).
      // "Is the stock market gambling?": one that names what it is asked to be (predicate.ts).
      must: ASKS_WHO.test(message)
        ? (cutName ?? terms.at(-1))
        : (person ??
          predicateAsked(message) ??
          (content?.passages ? nameAsked(message, content.uses, content.passages) : undefined)),
      mustAsWritten: cutName !== undefined,
      needed: relation ? terms.length : undefined,
      why: ASKS_WHY.test(message),
      pairs: pairsAsked(message),
      moves: relation !== undefined,
      subject: asksMeaning && terms.length === 1 ? terms[0] : undefined,
      figure: HOW_MUCH.test(message),
      direction: HOW_MUCH.test(message) ? directionAsked(message) : undefined,
      counted: HOW_MANY.exec(message)?.[1],
      agent: ASKS_AGENT.test(message),
    },
  );
  // A sentence that says again what the definition just said ("Euro notes and coins followed on 1
  // January 2002" after the euro's entry) tells the learner nothing more.
  // Nor does one that says what another term is ("Vega is the change for a one-point move in implied
  // volatility" after volatility's entry): it teaches a word not asked about.
  const anotherTime = tellsAnotherTime(message);
  const picked = definition
    ? found.filter(
        (s) =>
          !saysLittleMore(s.text, definition.text, 4 / 5) &&
          !definesAnother(s.text, asked, content?.passages ?? []),
      )
    : advice && actsOnOneThing(queryTerms(withoutQuantity(message)))
      ? []
      : distinct(
          found.filter(
            (s) =>
              !anotherTime(s.text) &&
              // "What is a value stock?" with no entry of its own is not answered by what intrinsic value is.
              !(asksMeaning && definesAnother(s.text, asked, content?.passages ?? [])),
          ),
        );
  // "What is a value stock?": a term of two words or more that no page, entry or event says is one we
  // do not teach; sentences that say "value" and "stock" apart are not its definition.
  const phrase = asked.trim().replace(/^(?:an?|the)\s+/i, '');
  const untaught =
    asksMeaning &&
    !definition &&
    !advice &&
    /^[a-z-]+(?: [a-z-]+){1,2}$/i.test(phrase) &&
    !/\b(?:of|between|and|or|the|in|for|to|on|with)\b/i.test(phrase) &&
    content?.passages !== undefined &&
    !saidAnywhere(phrase, content.passages);
  if (advice && !definition && picked.length === 0)
    return {
      text: `${NOT_ADVICE} Our lessons do not answer that directly, but I can explain the ideas behind such a choice ("what is compounding?", "what is diversification?") or what happened in a crisis.`,
      citations: [],
      topic: 'content',
    };
  // Words our content never uses ("zimbabwe", "weather"): no lesson is near what they ask about.
  const unknown = content ? terms.filter((t) => content.uses(t) === 0) : [];
  // …or use once or twice in passing (the pizza a bitcoin once bought).
  const unheard = content ? terms.filter((t) => content.uses(t) <= RARE) : [];
  // "Why did Zimbabwe have hyperinflation?" is not answered by the story of Weimar Germany.
  const told =
    named !== undefined && (specific.length === 0 || (picked.length === 0 && unknown.length === 0));
  // "How did the Fed respond to the 2008 crisis?": an event named and one thing asked about it is
  // answered from that event's lesson (event.ts).
  const ofEvent = told || definition ? [] : aboutEvent(message, named, content, ranked[0]);
  // "How much did the S&P 500 rise on 13 October 2008?": a day asked that the event's lesson never
  // names, but a sentence found does (in the bull and bear markets lesson), is answered by that one.
  const days = daysNamed(message);
  const onDayAsked = (s: { text: string }) => daysNamed(s.text).some((d) => days.includes(d));
  const fromEvent = days.length > 0 && picked.some(onDayAsked) && !ofEvent.some(onDayAsked) ? [] : ofEvent;
  // "How long do bear markets last?": the best lesson's sentence that gives a span, wherever it stands.
  const lasting =
    told || definition || fromEvent.length > 0 || !ranked[0] || !content?.passages
      ? []
      : spanOfIdea(ranked[0], content.passages, message);
  // Each route's sentences, less any that says again what one before it said: a glossary entry and
  // a story page may put the same point twice ("If everyone asks for their money on the same day…").
  const routed = distinct(
    told
      ? withYearAsked(overviewOf(named, message), message, named.lessonId, content?.passages ?? []).map(
          (text) => ({ text, lessonId: named.lessonId }),
        )
      : fromEvent.length > 0 || lasting.length > 0
        ? [...fromEvent, ...lasting]
        : untaught || (content && weakMatch(terms, picked.map(withLabel), content, ASKS_WHO.test(message)))
          ? []
          : picked,
  );
  // "Who was Satoshi Nakamoto?": three sentences that each told the 2008 paper give way to what the
  // figure's lesson tells of them, each thing once (person.ts).
  // "What did the Fed's review of SVB find?": after the sentence that tells of the review, what it found.
  const quoted = withFindings(
    message,
    figure?.name !== undefined && repeatsAYear(routed) && content?.passages
      ? figureTold(figure.name, figure.lessonId, content.passages)
      : routed,
    content?.passages ?? [],
  );
  // No entry for the term and no sentence that answers: say so, rather than quote a passage that only
  // shares a word with the question, or answer with nothing but a link.
  if (!definition && !figure && quoted.length === 0) {
    // "Who was Hyman Minsky?": no cast lists him, but a glossary entry is named after him.
    const naming = content?.passages ? glossaryNaming(message, content.passages) : undefined;
    if (naming) {
      const cited = citation(naming.entry.lessonId);
      return {
        topic: 'content',
        citations: [cited],
        text: [
          `Our lessons name ${naming.name} in the glossary, under ${naming.entry.title}:`,
          definitionLine(naming.entry),
          `Read more in ${link(cited)}.`,
        ].join('\n\n'),
      };
    }
    // "What is a zorbex spread?" is near the spread our glossary names; "who was Charles Ponzi?" or
    // "what is the weather in London?" is near nothing we teach, so no lesson is offered.
    if (unheard.length > 0 && !glossary.some((h) => termHits(h.title, terms) > 0)) {
      // A name respelled is a guess ("michael burry" read as "barry"): a name is looked for only as
      // typed; a word may be respelled ("stiver", the English spelling of the stuiver).
      const asTyped = queryTerms(typed);
      const found = content?.passages
        ? passingMention(
            message,
            unheard,
            content.passages,
            asksMeaning && oneWord(asked) && !JOINS.test(message),
          )
        : undefined;
      const mention = found?.quoted || unheard.every((t) => asTyped.includes(t)) ? found : undefined;
      // Nothing found is said of the words as typed: "burry", not the "barry" it was respelled as.
      const respelled = unheard.filter((t) => !asTyped.includes(t));
      const unused = asTyped.filter((t) => !unheard.includes(t) && content?.uses(t) === 0);
      // "What is confirmation bias?" found nothing on the phrase, though "biases" are named in passing.
      const nothingOn =
        asksMeaning && (!oneWord(asked) || JOINS.test(message))
          ? [phraseAsked(typed)]
          : respelled.length > 0 && unused.length > 0
            ? [...unheard.filter((t) => asTyped.includes(t)), ...unused]
            : unheard;
      if (mention) {
        const cited = citation(mention.lessonId);
        return {
          topic: 'content',
          citations: [cited],
          text: [
            `Our lessons ${mention.quoted ? 'mention' : 'name'} ${mention.name} only in passing:`,
            ...withFindings(
              message,
              mention.sentences.map((text) => ({ text, lessonId: mention.lessonId })),
              content?.passages ?? [],
            ).map((s) => s.text),
            `That is all they say of it, so I would rather not guess beyond it. Read more in ${link(cited)}.`,
          ].join('\n\n'),
        };
      }
      // "What happened to Olga's mother?": the lessons do say "mother", once, so "found nothing" would be
      // untrue; they say too little to answer.
      const quoted = (ts: readonly string[]) => ts.map((t) => `“${t}”`).join(' or ');
      // Written as asked, not only sharing a stem ("spac" is not "space").
      const written = (t: string) =>
        (content?.passages ?? []).some((p) =>
          saysAnywhere(p, new RegExp(`\\b${escapeRegExp(t)}(?:e?s)?\\b`, 'i')),
        );
      const used = nothingOn.filter((t) => !t.includes(' ') && (content?.uses(t) ?? 0) > 0 && written(t));
      const absent = nothingOn.filter((t) => !used.includes(t));
      return {
        text:
          absent.length > 0
            ? `I found nothing on ${quoted(absent)} in our lessons, glossary or timeline, so I would rather not guess. ${CAN_HELP}`
            : `Our lessons mention ${quoted(used)} only once or twice, and I could not find the answer there, so I would rather not guess. ${CAN_HELP}`,
        citations: [],
        topic: 'content',
      };
    }
    // "What does transitory mean?": no entry for the word alone, but one or two whose names open with it.
    // Only when that word is all that was asked: "what is buy and hold?" is not "Buying on margin".
    const opening =
      asksMeaning && !JOINS.test(message)
        ? (content?.passages ?? []).filter((p) => p.kind === 'glossary' && opensWithWord(p.title, asked))
        : [];
    if (opening.length > 0 && opening.length <= 2) {
      const cited = [...new Set(opening.map((p) => p.lessonId))].map(citation);
      return {
        topic: 'content',
        citations: cited,
        text: [
          `Our glossary has no entry for “${termWithoutArticle(asked)}” on its own, but it defines:`,
          ...opening.map(definitionLine),
          `Read more in ${listed(cited.map(link))}.`,
        ].join('\n\n'),
      };
    }
    // "What does not your keys, not your coins mean?": a saying our lessons quote, in the sentence that
    // quotes it and the one after it.
    const saying = sayingQuoted(typed, content?.passages ?? []);
    if (saying) {
      const cited = citation(saying.lessonId);
      return {
        topic: 'content',
        citations: [cited],
        text: [opener(message, true), saying.text, `Read more in ${link(cited)}.`].join('\n\n'),
      };
    }
    // "What is the impossible trinity?", "what is the momentum effect?": no entry, but a detail a reader
    // taps is named for it, by its label or its tooltip; its own sentences say what it is.
    const tapped = asksMeaning ? detailNamed(asked, content?.passages ?? []) : undefined;
    if (tapped) {
      const cited = citation(tapped.lessonId);
      return {
        topic: 'content',
        citations: [cited],
        text: [opener(message), tapped.text, `Read more in ${link(cited)}.`].join('\n\n'),
      };
    }
    const nearest = citation(ranked[0]!);
    const none = asksMeaning
      ? 'I could not find a definition of exactly that in our glossary'
      : 'I found nothing in our lessons that answers exactly that';
    return {
      text: `${none}, so I would rather not guess. The nearest lesson is ${link(nearest)}.`,
      citations: [nearest],
      topic: 'content',
    };
  }
  if (quoted.length > 0) {
    lines.push(quoted.map((s) => s.text).join(' '));
    for (const s of quoted) used.push(s.lessonId);
  } else if (figure?.deed) lines.push(figure.deed);
  // What history tells us, only before sentences of an event's lesson with no definition first.
  if (!advice)
    lines[0] = opener(message, !definition && quoted.length > 0 && tellsHistory(quoted[0]!.lessonId));
  // The lesson that answers best comes first, then any other lesson a quoted sentence came from.
  // A lesson nothing was quoted from is not offered beside the one that answered ("how far did the rupiah
  // fall?" quotes the Asian crisis lesson, though Black Monday's pages say "fall" more often).
  // A glossary entry is filed under one lesson but read in many: a sentence quoted from one says nothing
  // of which lesson tells the story.
  const fromPages = quoted.filter((q) => !glossary.some((g) => g.text.includes(q.text)));
  // "Who was Richard Fuld?": told from the cast alone, the figure's lesson answers, not the one the
  // search found best for another Richard (Nixon, in the gold standard's).
  const answered =
    !definition && fromPages.length > 0 && !quoted.some((q) => q.lessonId === ranked[0])
      ? fromPages[0]!.lessonId
      : figure && quoted.length === 0
        ? figure.lessonId
        : ranked[0]!;
  // A definition with nothing quoted beside it, filed by a lesson that teaches the idea, is read more
  // of there before in a story the search found best ("what is an ETF?": the funds of Stock Market
  // Basics, then the bitcoin ETFs).
  const lead =
    definition && quoted.length === 0 && !tellsHistory(definition.lessonId) && tellsHistory(answered)
      ? [definition.lessonId]
      : [];
  const lessonIds = [
    ...new Set([...lead, told ? named.lessonId : (fromEvent[0]?.lessonId ?? answered), ...used]),
  ].slice(0, 2);
  const citations = lessonIds.map(citation);
  lines.push(`Read more in ${listed(citations.map(link))}.`);
  const term = definition?.title;
  const question =
    followUpFrom(lessonIds[0]!, terms) ??
    (term
      ? `How would you explain “${inSentence(term.replace(/\s+\([^)]*\)/g, ''))}” to a friend in one sentence?`
      : followUpFrom(lessonIds[0]!, queryTerms(getLesson(lessonIds[0]!)?.concept ?? '')));
  if (question) lines.push(`Something to think about: ${question}`);
  return { text: lines.join('\n\n'), citations, topic: 'content' };
}

function explainOrder(o: OrderFact, price: number | undefined, market: LearnerFacts['market']): string {
  const what = `${o.side} ${o.shares} ${o.symbol}`;
  const kind = o.orderType;
  const buy = o.side === 'buy';
  const now = price === undefined ? '' : ` ${o.symbol} trades at ${money(price)} now`;
  const closed = market && !market.open ? ` ${market.note}` : '';
  switch (o.status) {
    case 'FILLED':
      return `Your ${kind} order to ${what} did fill; you can see the trade in your history.`;
    case 'CANCELLED':
      return `Your ${kind} order to ${what} was cancelled${o.reason ? ` (${o.reason})` : ''}, so it will not fill.`;
    case 'REJECTED':
      return `Your ${kind} order to ${what} was refused${o.reason ? `: ${o.reason}` : ''}.`;
    case 'EXPIRED':
      return `Your ${kind} order to ${what} expired before it could fill${o.reason ? ` (${o.reason})` : ''}. A Day order expires 24 hours after it is placed; a GTC order keeps working until it fills or you cancel it.`;
    default:
      break;
  }
  const waiting = `Your ${kind} order to ${what} is still waiting.`;
  if (o.orderType === 'market') return `${waiting}${closed || ' It fills at the next price check.'}`;
  if ((o.orderType === 'stop' || o.orderType === 'stop-limit') && !o.stopTriggered && o.stopPrice !== null) {
    const dir = buy ? 'rises to' : 'falls to';
    return `${waiting} A stop order sleeps until the price ${dir} your stop of ${money(o.stopPrice)};${now ? `${now}.` : ''}${closed}`;
  }
  if (o.limitPrice !== null) {
    const limit = money(o.limitPrice);
    if (price !== undefined) {
      const away = buy ? price > o.limitPrice : price < o.limitPrice;
      if (away)
        return `${waiting}${now}, ${buy ? 'above' : 'below'} your limit of ${limit}. A ${o.side} limit only fills at your price or better, so it fills if ${o.symbol} ${buy ? 'falls' : 'rises'} to ${limit}.`;
    }
    return `${waiting} Your limit of ${limit} is within reach${now ? `:${now}` : ''}.${closed || ' Resting orders are checked every 15 seconds, so it should fill at the next check.'}`;
  }
  return `${waiting}${closed}`;
}

/** Asks to see the learner's orders, not why one waits: "show my orders", "where are my orders?". */
const SHOW_ORDERS =
  /^\s*(?:(?:please|can you|could you)\s+)?(?:show|list|see|view|display)\b.*\borders?\b|\bwhere (?:are|is|can i (?:see|find)|do i (?:see|find)) (?:my |all my )?orders?\b/i;

/** A kind of order a lesson or the glossary defines ("my limit order"). */
const ORDER_KIND = /\b(?:limit|stop|stop[- ]loss|stop[- ]limit|market|trailing|bracket|oco|gtc|day)\b/i;

/** "6 Dec 2026, 15:02 UTC": a moment in the one zone every learner can read. */
const utcMoment = (iso: string) => {
  const d = new Date(iso);
  const day = d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${day}, ${d.toISOString().slice(11, 16)} UTC`;
};

/** How many trades the learner has made and their newest; a guest's trades are in their browser. */
function composeTradesAnswer(facts: LearnerFacts): TutorAnswer {
  const history = appHelpEntries.find((e) => e.id === 'trade-history');
  const where = history ? `\n\n${composeAppAnswer(history).text}` : '';
  if (!facts.signedIn || !facts.trades)
    return {
      topic: 'orders',
      citations: [],
      text: `As a guest your trades live in this browser, so I can't see them from here; sign in and I can check them for you.${where}`,
    };
  const { count, last } = facts.trades;
  const text = last
    ? `You have made ${count === 1 ? 'one trade' : `${count.toLocaleString('en-US')} trades`} in the Simulator. The last: you ${last.side === 'buy' ? 'bought' : 'sold'} ${last.shares} ${last.symbol} at ${money(last.price)} a share (${last.orderType} order), ${utcMoment(last.at)}.`
    : 'You have not made a trade yet. Open the Simulator, pick a stock and place a market order: it fills at once while the market is open.';
  return {
    topic: 'orders',
    citations: [],
    text: `${text}\n\nThe Simulator’s Trade history lists every fill, newest first. You will find it on the [Simulator](/trade) page.`,
  };
}

/** Why the learner's orders did or did not fill, from their own orders and today's prices. */
export function composeOrdersAnswer(message: string, facts: LearnerFacts, hits: readonly Hit[]): TutorAnswer {
  if (MY_TRADES.test(message)) return composeTradesAnswer(facts);
  const background = composeContentAnswer(message, hits);
  // "Why was my order rejected?" from a guest: the reasons the Simulator gives, not a lesson; "…for
  // concentration?", "…by risk management?": its risk checks with their limits; "why did my limit
  // order not fill?": how long the Simulator keeps an order waiting.
  const refused = appHelpFor(message);
  if (
    (!facts.signedIn || !facts.orders) &&
    (refused?.id === 'order-refused' || refused?.id === 'risk-checks' || refused?.id === 'unfilled-order')
  )
    return {
      ...composeAppAnswer(refused),
      topic: 'orders',
      text: `As a guest your orders live in this browser, so I can't see them from here; sign in and I can check them for you.\n\n${composeAppAnswer(refused).text}`,
    };
  // "Show my orders", "where can I see my orders?" from a guest: where the Simulator lists them, not
  // when the market is open.
  if ((!facts.signedIn || !facts.orders) && SHOW_ORDERS.test(message))
    return {
      topic: 'orders',
      citations: [],
      text: `As a guest your orders live in this browser, so I can't see them from here; sign in and I can check them for you.\n\nYou can see them yourself in the Simulator: an order that waits is listed under **Orders**, and one that filled under **Positions** and your trade history.\n\nYou will find it on the [Simulator](/trade) page.`,
    };
  // "Why is my NVDA order still pending?" names no kind of order: how the Simulator's orders wait
  // answers it, where the lessons' nearest sentence was the CME's halt for "pending sell orders".
  const waits = appHelpEntries.find((e) => e.id === 'market-hours');
  if ((!facts.signedIn || !facts.orders) && waits && !ORDER_KIND.test(message))
    return {
      ...composeAppAnswer(waits),
      topic: 'orders',
      text: `As a guest your orders live in this browser, so I can't see them from here; sign in and I can check them for you.\n\n${composeAppAnswer(waits).text}`,
    };
  if (!facts.signedIn || !facts.orders) {
    return {
      ...background,
      topic: 'orders',
      text: `As a guest your orders live in this browser, so I can't see them from here; sign in and I can check them for you.\n\n${background.text}`,
    };
  }
  const named = new Set(symbolsNamed(message));
  const mine = facts.orders.filter((o) => named.size === 0 || named.has(o.symbol));
  const sorted = [...mine].sort((a, b) => Number(b.status === 'PENDING') - Number(a.status === 'PENDING'));
  if (sorted.length === 0) {
    const which = named.size > 0 ? ` for ${[...named].join(', ')}` : '';
    return {
      ...background,
      topic: 'orders',
      text: `I can't find any orders${which} in your account. A market order fills at once while the market is open; only limit and stop orders wait.${facts.market && !facts.market.open ? ` ${facts.market.note}` : ''}`,
    };
  }
  const lines = sorted.slice(0, 3).map((o) => `- ${explainOrder(o, facts.prices?.[o.symbol], facts.market)}`);
  const cite = citation('stock-exchanges-explained');
  return {
    topic: 'orders',
    citations: [cite],
    text: [
      'I checked your orders.',
      lines.join('\n'),
      `How orders wait in line is explained in ${link(cite)}.`,
      'Something to think about: is the price you asked for still the price you want, or is the market telling you something?',
    ].join('\n\n'),
  };
}

export function composeNextAnswer(facts: LearnerFacts): TutorAnswer {
  // Nothing sent about the learner's lessons: nothing to say they have finished them all.
  if (facts.next === undefined)
    return {
      topic: 'next',
      citations: [],
      text: 'Your Learning Path shows the next lesson for you, and the Courses page lists them all. If you are new, Stock Market Basics is a good place to begin.',
    };
  const next = facts.next;
  if (next.length === 0) {
    return {
      topic: 'next',
      citations: [],
      text: 'You have completed every lesson we have. Revisit a favourite and try its quiz again without looking back: that is how knowledge sticks.',
    };
  }
  const citations = next.slice(0, 3).map((n) => citation(n.lessonId));
  const p = facts.progress;
  const where = p
    ? `You have completed ${p.lessonsCompleted} lesson${p.lessonsCompleted === 1 ? '' : 's'}${p.currentStreak > 0 ? ` and your streak is ${p.currentStreak} day${p.currentStreak === 1 ? '' : 's'}` : ''}. `
    : '';
  const first = next[0]!;
  const lesson = getLesson(first.lessonId);
  const lines = [
    `${where}Next I would study ${link(citations[0]!)}${first.reason ? ` (${first.reason})` : ''}.`,
  ];
  if (citations.length > 1) lines.push(`After that: ${citations.slice(1).map(link).join(' or ')}.`);
  if (lesson) lines.push(`Before you start: what do you already know about ${lesson.concept.toLowerCase()}?`);
  return { topic: 'next', citations, text: lines.join('\n\n') };
}

/** The Simulator's own figures a learner may ask the meaning of along with their own. */
const FIGURE_HELP: ReadonlySet<string> = new Set(['buying-power', 'account-summary', 'profit-and-loss']);

/** "What's my best stock?", "which position is losing most?": asks which holding did best or worst. */
const BEST_OR_WORST = /\b(?:best|worst|top|winning|losing|biggest (?:winner|loser)|most|least)\b/i;
/** "What is my biggest position?", "my largest holding": by value. */
const BIGGEST = /\b(?:biggest|largest) (?:position|holding|stock|share|investment)s?\b/i;
/** "Am I diversified?", "is my portfolio too risky?": how much rides on one position. */
const SPREAD = /\b(?:diversif\w*|concentrated|spread out|too risky|risky|balanced)\b/i;
/** "How much have I made?", "how much did I lose?": the gain or loss in dollars. */
const MADE_ASKED =
  /\bhow much (?:money )?(?:have|did|do) i (?:made|make|earned|earn|lost|lose|gained|gain)\b/i;

/**
 * The learner's portfolio; `message`, when it asks what one of its figures means ("why is my buying
 * power lower than my cash?"), is also answered with the Simulator's help on that figure.
 */
export function composePortfolioAnswer(facts: LearnerFacts, message = ''): TutorAnswer {
  const p = facts.portfolio;
  const help = appHelpFor(message);
  const meaning = help && FIGURE_HELP.has(help.id) ? [help.text] : [];
  if (!facts.signedIn || !p)
    return {
      topic: 'portfolio',
      citations: [],
      text: [
        "As a guest your portfolio lives in this browser, so I can't see it from here. The Simulator tab shows it with every position and its return.",
        ...meaning,
      ].join('\n\n'),
    };
  const lines = [
    `Your portfolio is worth ${money(p.totalValue)}: ${money(p.cash)} in cash and ${p.positions.length} position${p.positions.length === 1 ? '' : 's'}. Since you started you are ${pct(p.allTimeReturnPercent)}.`,
    ...meaning,
  ];
  // "What's my best stock?", "my worst position": by return since bought.
  const byReturn = [...p.positions].sort((a, b) => b.unrealizedPnLPercent - a.unrealizedPnLPercent);
  if (BEST_OR_WORST.test(message) && byReturn.length > 1)
    lines.push(
      `By return since you bought, your best position is ${byReturn[0]!.symbol} (${pct(byReturn[0]!.unrealizedPnLPercent)}) and your worst is ${byReturn.at(-1)!.symbol} (${pct(byReturn.at(-1)!.unrealizedPnLPercent)}).`,
    );
  const share = (value: number) => `${((value / p.totalValue) * 100).toFixed(1)}%`;
  const byValue = [...p.positions].sort((a, b) => b.marketValue - a.marketValue);
  // "How much have I made?": in dollars, since the account started (or was last reset).
  if (MADE_ASKED.test(message) && p.allTimeReturn !== undefined)
    lines.push(
      `That is ${p.allTimeReturn >= 0 ? 'a gain' : 'a loss'} of ${money(Math.abs(p.allTimeReturn))}.`,
    );
  if (BIGGEST.test(message) && byValue[0] && p.totalValue > 0)
    lines.push(
      `Your biggest position is ${byValue[0].symbol}: ${money(byValue[0].marketValue)}, ${share(byValue[0].marketValue)} of your portfolio.`,
    );
  if (SPREAD.test(message) && p.totalValue > 0)
    lines.push(
      byValue[0]
        ? `Your largest position, ${byValue[0].symbol}, is ${share(byValue[0].marketValue)} of your portfolio, and cash is ${share(p.cash)}. The Simulator refuses a buy that would put more than ${RISK_LIMITS.concentration}% in one symbol. How spreading money over many companies protects you is in ${link(citation('stock-market-basics'))}.`
        : `You hold only cash. How spreading money over many companies protects you is in ${link(citation('stock-market-basics'))}.`,
    );
  const biggest = byValue.slice(0, 3);
  if (biggest.length > 0)
    lines.push(
      biggest
        .map(
          (x) =>
            `- ${x.symbol}: ${x.shares} shares, ${money(x.marketValue)} (${pct(x.unrealizedPnLPercent)})`,
        )
        .join('\n'),
    );
  const top = biggest[0];
  // Asked how the money is spread, that was said above.
  if (top && p.totalValue > 0 && top.marketValue / p.totalValue > 0.25 && !SPREAD.test(message))
    lines.push(
      `${top.symbol} is ${Math.round((top.marketValue / p.totalValue) * 100)}% of everything you have. How would you feel if it fell by a third, as many stocks did on ${link(citation('black-monday-1987'))}?`,
    );
  else
    lines.push(
      'Something to think about: what would each of these positions do in a crash, and would you sell?',
    );
  const citations = ['black-monday-1987', 'stock-market-basics']
    .filter((id) => lines.some((l) => l.includes(`/lessons/${id}`)))
    .map((id) => citation(id));
  return { topic: 'portfolio', citations, text: lines.join('\n\n') };
}

export function composeProgressAnswer(facts: LearnerFacts, message = ''): TutorAnswer {
  const p = facts.progress;
  const level = xpLevelAsked(message);
  if (level !== undefined)
    return { topic: 'progress', citations: [], text: xpLevelAnswer(level, p?.totalXP) };
  if (!p)
    return {
      topic: 'progress',
      citations: [],
      text: 'Your progress is on the Dashboard: XP, level, streak and achievements.',
    };
  // "How much XP do I need for the next level?": the level after the one the Dashboard shows.
  if (/\bnext level\b/i.test(message))
    return { topic: 'progress', citations: [], text: xpLevelAnswer(richLevel(p.totalXP) + 1, p.totalXP) };
  return {
    topic: 'progress',
    citations: [],
    text: `You have ${p.totalXP} XP (level ${p.level}), ${p.lessonsCompleted} lesson${p.lessonsCompleted === 1 ? '' : 's'} completed and a ${p.currentStreak}-day streak (your longest is ${p.longestStreak}). One lesson a day keeps the streak alive.`,
  };
}

/**
 * "What caused the Great Depression?", "why did tulip mania happen?": a cause question about an event
 * a lesson tells. The answer is that lesson's causes (its key takeaways that state one, or its other
 * sentences that do), and at most one sentence of another lesson that names the same event and says
 * what caused it; both lessons are cited. A question that names no event is answered as any other.
 */
/** "What causes inflation?": the kind's entry, then what our lessons say brings it about (kind-cause.ts). */
export function composeKindCauseAnswer(message: string, retriever: Retriever): TutorAnswer | undefined {
  const found = causesOfKind(message, retriever.passages);
  if (!found) return undefined;
  const told = [...found.causes, ...found.cases];
  const citations = [...new Set(told.length > 0 ? told.map((c) => c.lessonId) : [found.entry.lessonId])].map(
    citation,
  );
  const cited = (id: string) => link(citations.find((c) => c.lessonId === id)!);
  const lines = [
    opener(message),
    definitionLine(found.entry),
    ...(found.causes.length > 0
      ? [`What our lessons say brings it about:\n${found.causes.map((c) => `- ${c.text}`).join('\n')}`]
      : []),
    // What set off the ones our lessons tell, each with the lesson that tells it.
    ...(found.cases.length > 0
      ? [
          `${found.causes.length > 0 ? 'And in' : 'In'} the cases our lessons tell:\n${found.cases.map((c) => `- ${cited(c.lessonId)}: ${c.text}`).join('\n')}`,
        ]
      : []),
    `Read more in ${listed(citations.map(link))}.`,
  ];
  const question = followUpFrom(citations[0]!.lessonId, queryTerms(message));
  if (question) lines.push(`Something to think about: ${question}`);
  return { text: lines.join('\n\n'), citations, topic: 'content' };
}

/**
 * "What causes a financial crisis?" (crisis-kind.ts), "what causes a panic?", "why do countries
 * default?" (told-kinds.ts): the causes our lessons come back to, then the cases they tell.
 */
export function composeToldKindAnswer(message: string, retriever: Retriever): TutorAnswer | undefined {
  const found = asksCrisisKind(message)
    ? causesOfCrises(retriever.passages)
    : causesOfToldKind(message, retriever.passages);
  if (!found || found.causes.length === 0) return undefined;
  const { entry, causes, cases } = found;
  const citations = [...new Set([...causes, ...cases].map((c) => c.lessonId))].map(citation);
  const cited = (id: string) => link(citations.find((c) => c.lessonId === id)!);
  const lines = [
    opener(message),
    ...(entry ? [definitionLine(entry)] : []),
    `${found.causesIntro}\n${causes.map((c) => `- **${c.label}**: ${c.text} (${cited(c.lessonId)})`).join('\n')}`,
    ...(cases.length > 0
      ? [`${found.casesIntro}\n${cases.map((c) => `- ${cited(c.lessonId)}: ${c.text}`).join('\n')}`]
      : []),
    `Read more in ${listed(citations.map(link))}.`,
  ];
  return { text: lines.join('\n\n'), citations, topic: 'content' };
}

/**
 * "Why did my streak reset?", "why did I get less XP?", "my progress disappeared": a worry about one's
 * progress is answered by the rule behind it (app help), not by where progress is shown.
 */
const PROGRESS_WHY =
  /\b(?:why|how come)\b|\b(?:did ?n[o'’]?t|never|have ?n[o'’]?t) (?:get|got|earn|receive)\b|\b(?:lost|reset|disappear\w*|gone|vanished|broke|broken)\b|\bonly (?:got|get|earned)\b|\b(?:less|fewer) xp\b|\bwhere (?:did|has|have) (?:all )?my\b/;

/** A term as asked, bare and without its article: "a treasury?" → "treasury". */
const termWithoutArticle = (term: string) => bareTerm(term).replace(/^(?:an?|the)\s+/, '');

/** Whether a term asked is one word ("the bancor"), not a phrase ("confirmation bias"). */
const oneWord = (term: string) => termWithoutArticle(term).split(/\s+/).length === 1;

/** The whole term a "what is…?" asks, as typed, with its "and" ("pump and dump"), lower-cased. */
function phraseAsked(typed: string): string {
  const whole =
    /^\s*(?:what(?:'s|’s| is| are| was| were)|define|meaning of)\s+(?:an? |the )?(.+?)[\s?.!]*$/i.exec(
      typed,
    )?.[1];
  return termWithoutArticle(whole ?? termAsked(typed));
}

/** A question that joins two things ("what is a pump and dump?"), whose term asked stops at the first. */
const JOINS = /\s(?:and|or|but|so|vs\.?|versus|&)\s/i;

/** Asks why something ended, was left or was abandoned. */
const ASKS_LEFT =
  /\b(?:end|ends|ended|ending|abandon(?:s|ed|ing)?|left|leave|leaves|leaving|quit|dropped|drop|collapse[sd]?|fell apart|f[ae]ll|(?:break|broke|breaking) (?:down|up|apart)|broken (?:down|up))\b/i;

/**
 * "Why did Nixon end the gold standard?": a lesson whose causes are the phases of a story ("Why it came
 * about", "Why it finally ended") answers with the phase asked, by a year it gives, a name it holds or,
 * for an end, the phase of the end. Undefined when the causes are no phases or none is asked.
 */
function phaseAsked(message: string, causes: readonly string[]): readonly string[] | undefined {
  if (!causes.every((c) => /^\*\*Why\b/.test(c))) return undefined;
  // "In the 1930s": any year of that decade the phase gives (1931), not the decade's first year.
  const decade = /\b((?:1[5-9]|20)\d)0s\b/.exec(message)?.[1];
  const year = decade === undefined ? YEAR.exec(message)?.[1] : undefined;
  const ofDecade = (c: string) => decade !== undefined && new RegExp(`\\b${decade}\\d\\b`).test(c);
  const names = (message.match(/(?<=\S\s+)\p{Lu}\p{Ll}+/gu) ?? []).filter(
    (n) => causes.filter((c) => c.includes(n)).length === 1,
  );
  const ended = ASKS_LEFT.test(message)
    ? causes.filter((c) => /^\*\*Why it (?:finally )?ended\b/.test(c))
    : [];
  // "Why did the gold standard break down in the 1930s?": the time asked names the phase first.
  const dated = causes.filter(
    (c) => (year !== undefined && c.includes(year)) || ofDecade(c) || names.some((n) => c.includes(n)),
  );
  const timeAsked = year !== undefined || decade !== undefined;
  const picked = timeAsked && dated.length > 0 ? dated : ended.length > 0 ? ended : dated;
  return picked.length > 0 && picked.length < causes.length ? picked : undefined;
}

/**
 * The event a message names, or the one the messages it leans on name: "why?" after "when did it
 * end?" after "what is the gold standard?" asks of the gold standard. A message that leans on nothing
 * before it ("what is a bond?") stops the search.
 */
function eventLeanedOn(message: string, earlier: readonly string[]): LessonName | undefined {
  const named = lessonNamed(message, 'event');
  if (named) return named;
  const before = followsOn(message, earlier);
  return before === undefined
    ? undefined
    : eventLeanedOn(before, earlier.slice(0, earlier.lastIndexOf(before)));
}

/** "What did the auditors do wrong?": who, in a crisis, is asked about. */
const WRONG_DOER = /\bwhat did (?:the )?(.+?) do wrong\b/i;

/**
 * "What did the auditors do wrong?" after Enron, "what did the rating agencies do wrong in 2008?": the
 * causes that name them ("Gatekeepers who looked away. Arthur Andersen, the auditor…"), not all four.
 * Undefined when none names them, or all do.
 */
function doerAsked(message: string, causes: readonly string[]): readonly string[] | undefined {
  const doer = WRONG_DOER.exec(message)?.[1];
  const terms = doer ? queryTerms(doer) : [];
  if (terms.length === 0) return undefined;
  const naming = causes.filter((c) => termHits(c, terms) === terms.length);
  return naming.length > 0 && naming.length < causes.length ? naming : undefined;
}

export function composeCauseAnswer(
  message: string,
  earlier: readonly string[] = [],
): TutorAnswer | undefined {
  if (!asksCause(message)) return undefined;
  // "Who was to blame?" after "tell me about the 2008 crisis": a follow-up asks of the event before.
  const before = followsOn(message, earlier);
  const named = eventLeanedOn(message, earlier);
  if (!named) return undefined;
  // The causes we wrote for the lesson (causes-written.ts): every lesson that tells an event has them.
  const falls = asksWhyItFell(message) ? FALLS_WRITTEN[named.lessonId] : undefined;
  // "Why did bitcoin crash in 2022?" asks about one of its falls: the one that names that year.
  const year = YEAR.exec(message)?.[1];
  const thatYear = year ? falls?.filter((c) => c.includes(year)) : undefined;
  const written = (thatYear?.length ? thatYear : falls) || CAUSES_WRITTEN[named.lessonId];
  if (!written) return undefined;
  // "Why?" after "when did it end?": the phase the question before asked of.
  const causes =
    phaseAsked(message, written) ??
    (before ? phaseAsked(before, written) : undefined) ??
    doerAsked(message, written) ??
    written;
  const citations = [citation(named.lessonId)];
  const lines = [
    opener(message, true),
    `What our lessons give as the causes:\n${causes.map((c) => `- ${c}`).join('\n')}`,
    `Read more in ${link(citations[0]!)}.`,
  ];
  const question =
    followUpFrom(named.lessonId, queryTerms(message)) ??
    followUpFrom(named.lessonId, queryTerms(getLesson(named.lessonId)?.concept ?? ''));
  if (question) lines.push(`Something to think about: ${question}`);
  return { text: lines.join('\n\n'), citations, topic: 'content' };
}

/**
 * A message that leans on the one before: it points back ("it", "they", "that") or carries on from
 * it ("and…", "so…", "what about…"), or asks of it without naming it ("who was to blame?", "give me
 * an example"). "What is diversification?" is short but stands alone.
 */
const FOLLOWS_ON =
  /^\s*(?:and|but|so|also|then|what about|how about)\b|\b(?:it|its|it's|they|them|their|this|that|these|those|he|she|him|her|there)\b|^\s*(?:who|which|what) (?:was|were|is|are) (?:to blame|responsible|riskier|safer|better|worse|cheaper|more risky)\b|^\s*(?:(?:can you |could you |please )?(?:give|show|tell) me )?(?:an? |another |some |more )?(?:example|examples)\b|^\s*for example\b/i;

/**
 * The term the learner last asked the meaning of, through the follow-ups since that point back to it:
 * "what is leverage?", "why is it dangerous?", then "give me an example" (it quoted a chart's "famous
 * example"). At most three messages back.
 */
function meaningAskedBefore(earlier: readonly string[]): string | undefined {
  for (const m of earlier.slice(-3).reverse()) {
    if (ASKS_MEANING.test(m)) return termAsked(m);
    if (!POINTS_BACK.test(m) && !BARE_WHY.test(m) && !asksSimpler(m)) return undefined;
  }
  return undefined;
}

/**
 * Examples of the term a message names ("give me an example of a bubble"), or of the one the question
 * before asked the meaning of ("what is a bank run?", then "give me an example").
 */
function exampleOf(
  message: string,
  earlier: readonly string[],
  retriever: Retriever,
): TutorAnswer | undefined {
  const asked = exampleAsked(message);
  const term = asked === true ? meaningAskedBefore(earlier) : asked;
  // "Give me an example" of nothing asked yet, or of no term asked before (it quoted a chart's "famous
  // example").
  if (asked === true && term === undefined)
    return {
      topic: 'content',
      citations: [],
      text: 'An example of what? Name it, as in “give me an example of a bubble”, or ask me what a term means and then for an example.',
    };
  if (term === undefined) return undefined;
  const entry = entryNamed(term, retriever);
  return entry ? composeExampleAnswer(entry, retriever.passages, tellsHistory) : undefined;
}

/**
 * "Simpler please", "I don't understand" after the meaning of a term was asked: its entry said shortly,
 * with a real case of it (simpler.ts). Undefined when no term's meaning was asked before.
 */
function simplerOf(
  message: string,
  earlier: readonly string[],
  retriever: Retriever,
): TutorAnswer | undefined {
  if (!asksSimpler(message)) return undefined;
  const term = meaningAskedBefore(earlier);
  const entry = term === undefined ? undefined : entryNamed(term, retriever);
  if (!entry)
    return asksPlainerAlone(message) ? { topic: 'content', citations: [], text: LOST_REPLY } : undefined;
  return composeSimplerAnswer(entry, storyExample(entry, retriever.passages, tellsHistory));
}

/** "What is a margin call?": asks the meaning of a term a glossary entry is named for. */
function definesOutright(message: string, retriever: Retriever): boolean {
  if (!ASKS_MEANING.test(message)) return false;
  const asked = termAsked(message);
  return retriever.search(message).some((h) => h.kind === 'glossary' && namesWhatWasAsked(h.title, asked));
}

/** The message a short follow-up leans on ("why do companies do that?" after "what is a stock split?"), if any. */
export function followsOn(message: string, earlier: readonly string[]): string | undefined {
  const previous = earlier.at(-1);
  const terms = queryTerms(message).length;
  // "Why?" names nothing of its own: it is about what came before too.
  if (!previous || terms > 2 || (terms > 0 && !FOLLOWS_ON.test(message))) return undefined;
  return previous;
}

/**
 * "What did he say about irrational exuberance?" after Greenspan's 1987: the words asked, all of them,
 * are told together only in another lesson (the dot-com bubble's), so the question is not asked "in
 * black monday" (it quoted a fund's computer model).
 */
function toldOfAnother(message: string, restated: string, retriever: Retriever): boolean {
  const own = queryTerms(message);
  const event = namesEvent(restated);
  // A rare word ("exuberance") names a thing; "how long did it take to recover?" names none.
  if (own.length < 2 || !event || !own.some((t) => retriever.uses(t) <= FEW_USE)) return false;
  const holds = (p: Passage) => p.kind !== 'glossary' && termsSaid(p, own) === own.length;
  const telling = retriever.search(message).filter(holds);
  return telling.length > 0 && !retriever.passages.some((p) => p.lessonId === event.lessonId && holds(p));
}

/** How many of `terms` a passage says, in its title or anywhere in its text or scene. */
const termsSaid = (p: Passage, terms: readonly string[]) => termHits(`${p.title} ${allSaid(p)}`, terms);

/** Passages that use a word this rarely are the few that can tell of it ("Cisco": 3). */
const FEW_USE = 5;

/**
 * "Why did Cisco's shares fall?": "shares" and "fall" rank the stock market basics lesson (its title
 * says "stock") above the only passages that name Cisco. A word asked that few passages use, and that
 * none found holds, brings those passages in front, from further down the same search.
 */
function withRareWord(message: string, retriever: Retriever, hits: Hit[]): Hit[] {
  const rare = queryTerms(message).filter((t) => {
    const n = retriever.uses(t);
    return n > 0 && n <= FEW_USE && !hits.some((h) => termsSaid(h, [t]) > 0);
  });
  if (rare.length === 0) return hits;
  const naming = retriever.search(message, 40).filter((h) => rare.some((t) => termsSaid(h, [t]) > 0));
  return naming.length > 0 ? [...naming, ...hits.filter((h) => !naming.some((n) => n.id === h.id))] : hits;
}

/** Searches the message; a short follow-up ("and who rescued it?") together with the one before. */
export function searchWithMemory(
  message: string,
  retriever: Retriever,
  earlier: readonly string[] = [],
): Hit[] {
  // A "why" is answered by a sentence that gives a reason, which may be a passage or two further down.
  // "What is a tulip?" with no entry for it: the page whose subject it is may be a few passages down.
  const thing = ASKS_MEANING.test(message) && queryTerms(message).length === 1;
  // "Who rescued AIG?": the sentence that tells who did it may be on a page the word's glossary entry
  // and other rescues outrank.
  // "How much did house prices fall?": the fall's figure may be further down than the pages on the rise.
  // "How big was South Korea's IMF bailout?": a figure of a place or firm named may be in a passage
  // below the event's others (the lesson's key takeaways list each country's rescue).
  const limit =
    HOW_MUCH.test(message) && directionAsked(message)
      ? 12
      : ASKS_WHY.test(message) ||
          relationAsked(message) ||
          thing ||
          ASKS_AGENT.test(message) ||
          (HOW_MUCH.test(message) && nameAsked(message, retriever.uses, retriever.passages) !== undefined)
        ? 10
        : undefined;
  const hits = withRareWord(message, retriever, retriever.search(message, limit));
  const previous = followsOn(message, earlier);
  if (!previous) return hits;
  const joint = retriever.search(`${previous} ${message}`, limit);
  return joint.length > 0 ? joint : hits;
}

/**
 * "What is the difference between a bull market and a bear market?" or "limit order vs market
 * order?": both definitions, side by side, each found by its own search, when the glossary names both.
 */
export function composeDifferenceAnswer(message: string, retriever: Retriever): TutorAnswer | undefined {
  const pair =
    /\bdifference between (.+?) and (.+?)[\s?.!]*$/i.exec(message) ??
    // "Whats a call vs put": "whats" as typed, or it was the first of the two things asked.
    /^(?:(?:what(?:'s|’s| is|s)|explain|compare)\s+)?(.+?)\s+(?:vs\.?|versus)\s+(.+?)[\s?.!]*$/i.exec(
      message,
    );
  if (!pair) return undefined;
  const defs = [pair[1]!, pair[2]!].map((p) =>
    retriever
      // Deeper than the first six: "a crash" ranks "Flash crash" and five pages above "Market crash".
      .search(`what is ${p}`, 12)
      .filter((h) => h.kind === 'glossary')
      .find((h, _, all) =>
        all.some((g) => namesWhatWasAsked(g.title, p))
          ? namesWhatWasAsked(h.title, p)
          : namesLoosely(h.title, p, h.key),
      ),
  );
  const [a, b] = defs;
  if (!a || !b || a.title === b.title) return undefined;
  const cites = [...new Set([a.lessonId, b.lessonId])].map(citation);
  return {
    topic: 'content',
    citations: cites,
    text: [
      opener(message),
      ...[a, b].map(definitionLine),
      `Read more in ${listed(cites.map(link))}.`,
      // A bubble and a crash happen to a learner; a limit and a market order are theirs to choose.
      [a, b].every((d) => CONDITION.test(d.title))
        ? 'Something to think about: how would you tell which of the two you are living through, while it is happening?'
        : 'Something to think about: when would each of the two serve you better?',
    ].join('\n\n'),
  };
}

/** Glossary names of what markets and economies go through, not tools a learner picks. */
const CONDITION =
  /\b(?:bubble|crash|recession|depression|inflation|deflation|stagflation|hyperinflation|panic|crisis|correction|bull market|bear market)\b/i;

// "What happens when I level up?", "what happens if I lose all my hearts?" ask a rule, not the learner's figures.
const HOW_DO_I =
  /\b(how|where) (do|can|should|would) i\b|\bcan i\b|\bwhat happens (?:when|if) i\b|\b(?:will|do|would) i lose\b|\b(?:is|are) my (?:data|progress|work) (?:saved|safe|kept|stored)\b|\bwhere (?:is|are) my (?:data|progress|work)\b/;
/**
 * Signing up or in, or guest mode: "will I lose my progress if I sign up?" is about the account, not my
 * figures; so are "will I lose my streak?" and "is my progress saved?" (HOW_DO_I), which are the app's rules.
 */
const ACCOUNT_MOVE = /\b(?:sign(?:ing)? ?up|sign(?:ing)? in|log(?:ging)? ?in|register|guest)\b/;

/** An answer that found nothing to say ("I found nothing…", "I could not find a definition…"). */
const FOUND_NOTHING = /^(?:I found nothing|I could not find|I looked through our lessons)/;

/**
 * The offline tutor's whole answer. `earlier` are the learner's previous messages (session memory):
 * a short follow-up such as "and why did it fail?" is searched together with the one before it.
 */
export function composeAnswer(
  message: string,
  facts: LearnerFacts,
  retriever: Retriever,
  earlier: readonly string[] = [],
): TutorAnswer {
  const answer = composeAnswerOnce(message, facts, retriever, earlier);
  if (earlier.length === 0 || !FOUND_NOTHING.test(answer.text)) return answer;
  // "Who bailed Mexico out?" after "what was the Tequila crisis?", "which country defaulted first?"
  // after the Latin American debt crisis: a follow-up that found nothing alone is asked of the crisis
  // the conversation is about (they offered an unrelated lesson as the nearest).
  const inEvent = askedInEventBefore(message, earlier, namesEvent);
  if (inEvent === undefined) return answer;
  const retried = composeAnswerOnce(inEvent, facts, retriever, []);
  return FOUND_NOTHING.test(retried.text) ? answer : retried;
}

function composeAnswerOnce(
  message: string,
  facts: LearnerFacts,
  retriever: Retriever,
  earlier: readonly string[],
): TutorAnswer {
  // "Wat is a stock", "y did lehman fail": the question word as typed in a hurry (they were searched
  // for "wat" and "y", and the stock's definition was missed). "How  long  did  svb  last", typed with
  // doubled spaces or a tab, is the question typed plainly: every answer below reads single spaces.
  const typed = message
    .replace(/\s+/g, ' ')
    .replace(/^(\s*)(?:wat|wut|wht|waht|whta)(s?)\b/i, '$1what$2')
    .replace(/^(\s*)(?:wheres|where['’]s)\b/i, '$1where is')
    .replace(
      /^(\s*)y(?= (?:did|do|does|is|are|was|were|would|should|can|cant|can't|don't|dont)\b)/i,
      '$1why',
    );
  if (typed !== message) return composeAnswer(typed, facts, retriever, earlier);
  // "What do I own when I buy a share?" asks what a share is (it found nothing).
  const owned = OWN_BY_BUYING.exec(message);
  if (owned) return composeAnswer(`what is a ${owned[1]!.toLowerCase()}?`, facts, retriever, earlier);
  // It found nothing; asked what the thing is, the entry says what it measures (or when it pays). Kept
  // as asked when that finds nothing either.
  const measured = MEASURES.exec(message) ?? PAYS_WHEN.exec(message);
  if (measured) {
    const thing = measured[1]!.replace(/^(?:an?|the) /i, (article) => article.toLowerCase());
    const what = composeAnswer(`what is ${thing}?`, facts, retriever, earlier);
    // Only an entry for the thing itself says it: "the market" is not defined by "Market order". The
    // entry's name, or the one in its brackets ("Dow Jones Industrial Average (the Dow)"), must end
    // with the thing and hold all of it.
    const entry = /\*\*([^*]+)\*\*: /.exec(what.text)?.[1] ?? '';
    const asked = words(thing)
      .filter((w) => !isStopWord(w))
      .map(singular);
    const named = entry
      .split(/[()]/)
      .map((name) =>
        words(name)
          .filter((w) => !isStopWord(w))
          .map(singular),
      )
      .some((name) => name.at(-1) === asked.at(-1) && asked.every((w) => name.includes(w)));
    if (!FOUND_NOTHING.test(what.text) && named) return what;
  }
  if (ASKS_ECONOMY_NOW.test(message)) return { text: OUTSIDE_ECONOMY_NOW, citations: [], topic: 'content' };
  const starter = STARTER_PICK.exec(message);
  if (starter)
    return composeAnswer(
      `what is a good ${starter[1]!.toLowerCase()} for beginners?`,
      facts,
      retriever,
      earlier,
    );
  // "Simpler please" after "what is a short squeeze?": the entry's first sentence and a real case of it.
  const simpler = simplerOf(message, earlier, retriever);
  if (simpler) return simpler;
  // "Explain like I'm 12", "what about in 2008?": the question the message stands for, answered as asked.
  // "What is the point of a stock split?" has an explainer of its own, asked in those words.
  const restated =
    ROLE.test(message) && composeExplainerAnswer(message) ? undefined : restate(message, earlier);
  if (restated !== undefined) {
    const at = earlier.lastIndexOf(restated);
    return composeAnswer(restated, facts, retriever, at >= 0 ? earlier.slice(0, at) : earlier);
  }
  // "And a bear market?" after "what is a bull market?": the same question of the other thing.
  const instead = askedOfAnother(message, earlier);
  if (instead !== undefined) return composeAnswer(instead, facts, retriever, earlier);
  // "Can you explain that again?" with nothing before it (it quoted a sentence on Asia's reserves).
  if (AGAIN.test(message))
    return {
      topic: 'content',
      citations: [],
      text: 'Explain what again? Ask me your question, a term ("what is a bond?") or a crisis ("why did LTCM fail?"), and I will answer it.',
    };
  // "Why did we leave the gold standard?" asks why the thing the lesson is named for ended (outcome.ts).
  const leaving = restateLeaving(message, namesEvent);
  if (leaving !== undefined) return composeAnswer(leaving, facts, retriever, earlier);
  // "What were eyeballs in the dot-com era?": a term the event's own lesson defines, asked as the term.
  const termOnly = termOfItsEvent(message, retriever);
  if (termOnly !== undefined) return composeAnswer(termOnly, facts, retriever, earlier);
  // "Did it work?" after "what did Draghi say?": what came of it in the crisis talked about (endings.ts),
  // before "it" is read as the thing named (it told the euro crisis, or Draghi's words, again).
  const worked = asksWhetherItWorked(message) ? composeEndingAnswer(message, namesEvent, earlier) : undefined;
  if (worked) return worked;
  // "Why is it dangerous?" after "what is leverage?": the thing pointed to, named (subject.ts).
  const carried = withSubject(message, earlier);
  if (carried !== undefined) return composeAnswer(carried, facts, retriever, []);
  // "How long did it last?" when the thing last asked about was no thing: "it" is the crisis named before.
  const ofEvent =
    withEventBefore(message, earlier, namesEvent) ?? inEventBefore(message, earlier, namesEvent);
  if (ofEvent !== undefined && !toldOfAnother(message, ofEvent, retriever))
    return composeAnswer(ofEvent, facts, retriever, earlier);
  // "Who was the Treasury secretary then?" after "why did Lehman fail?": asked of that crisis.
  const then = asksHowItEnded(message) ? undefined : askedThen(message, earlier, namesEvent);
  if (then !== undefined) return composeAnswer(then, facts, retriever, earlier);
  // "Why did inflation follow?" after "covid crash 2020" opened its lesson: asked of that lesson. "Who
  // was Charles Dickens?" names what no lesson tells: asked of the lesson, it was answered with that lesson.
  const opened = navigatedSubject(earlier);
  if (
    opened !== undefined &&
    !lessonNamed(message, 'event') &&
    // "What is a margin call?" after "what happened in 2008?" opened that lesson asks what the glossary
    // defines, wherever it is read: asked "in 2008", it was answered with a mortgage's "margin" of 9–11%.
    !definesOutright(message, retriever) &&
    !queryTerms(retriever.correct(message)).some((t) => retriever.uses(t) === 0) &&
    /\?|^\s*(?:why|how|what|when|who)\b/i.test(message) &&
    // A bare "why?" asks the causes of what was asked before (composeCauseAnswer): "why in Black
    // Monday?" gave the crash's overview again.
    !/^\s*why\s*[?!.]*\s*$/i.test(message)
  )
    return composeAnswer(`${message.replace(/[\s?.!]+$/, '')} in ${opened}?`, facts, retriever, []);
  // "Take me to the 2008 lesson" reached the tutor (navigation mode off, or the HTTP route): the link.
  const way = composeWayAnswer(message);
  if (way) return way;
  // "Why do companies split their stock?", "is bitcoin money?": reasoning no one passage gives.
  const explained = composeExplainerAnswer(message);
  if (explained) return explained;
  // "Give me an example" after "what is a bank run?": the stories that tell one (examples.ts).
  const example = exampleOf(message, earlier, retriever);
  if (example) return example;
  // "How long did the panic of 1907 last?", "when did the euro crisis end?": when it began and ended.
  const lasted = composeCrisisLengthAnswer(message, namesEvent) ?? composeKindLengthAnswer(message);
  if (lasted) return lasted;
  // "What is the timeline of the 2008 crisis?": the dates its lesson marks on its chart (dates.ts).
  const dated = composeDatesAnswer(message, namesEvent(message)?.lessonId, retriever.passages);
  if (dated) return dated;
  const topic = topicOf(message);
  // A question about the app itself, or how to do something in it ("how do I earn XP?", though it
  // says "I"); "what is my streak?" stays the learner's own figures.
  const lower = message.toLowerCase();
  // "How do I reach level 10?" asks the level's XP, not how XP is earned in general.
  if (xpLevelAsked(message) !== undefined) return composeProgressAnswer(facts, message);
  const help =
    topic === 'content' ||
    HOW_DO_I.test(lower) ||
    ACCOUNT_MOVE.test(lower) ||
    ACTION_ASKED.test(lower) ||
    (topic === 'progress' && PROGRESS_WHY.test(lower))
      ? appHelpFor(message)
      : undefined;
  // "How do I place a stop order?": what that order is, and where the Simulator places it.
  const placed = help?.id === 'orders' ? placeNamed(message) : undefined;
  if (help && placed) {
    const entry = retriever
      .search(`what is ${placed.name}`)
      .find((h) => h.kind === 'glossary' && namesLoosely(h.title, placed.name, h.key));
    const how = `To place one in ThinkStreet, ${placed.where}. It uses your virtual cash only.`;
    return composeAppAnswer({ ...help, text: entry ? `${definitionLine(entry)}\n\n${how}` : how });
  }
  // "Is the market open?": the market's state as the server's clock reads it, then its hours.
  if (help?.id === 'market-hours' && facts.market && ASKS_OPEN_NOW.test(message))
    return composeAppAnswer({ ...help, text: `${facts.market.note}\n\n${help.text}` });
  if (help) return composeAppAnswer(help);
  const manners = repliesInKind(message);
  if (manners) return { topic: 'content', citations: [], text: manners };
  // "What is 15% of 200?", "how much is $1000 at 7% for 10 years?": worked out (calc.ts).
  const sum = composeCalcAnswer(message);
  if (sum) return sum;
  if (topic === 'next') return composeNextAnswer(facts);
  if (topic === 'portfolio') return composePortfolioAnswer(facts, message);
  if (topic === 'progress') return composeProgressAnswer(facts, message);
  // The question in the content's own words, spelled as the content spells them: "whats a stok"
  // asks about a stock, "why do stocks go up" about stocks that rise.
  const asked = retriever.correct(rephrase(message.replace(/\s+/g, ' ').trim()));
  // "What happened in the 1920s?": the timeline's events of those ten years, each with its lesson (decade.ts).
  const decade = topic === 'content' ? composeDecadeAnswer(message, retriever.passages) : undefined;
  if (decade) return decade;
  // "What can we learn from the 2008 crisis?": the lesson's key takeaways (takeaways.ts).
  const learned = topic === 'content' ? composeTakeawaysAnswer(message, lessonNamed, earlier) : undefined;
  if (learned) return learned;
  // "What is the difference between 1929 and 2008?": two crises side by side (compare.ts).
  const compared = topic === 'content' ? composeCompareAnswer(message, namesEvent) : undefined;
  if (compared) return compared;
  const difference = topic === 'content' ? composeDifferenceAnswer(asked, retriever) : undefined;
  if (difference) return difference;
  // "Who made money in 2008?", "who was hurt by the Enron collapse?", then "and who lost?": who that
  // crisis's lesson says gained or lost (gainers.ts), before the office-holders' answer takes "who was…" as an office.
  const gainers = topic === 'content' ? composeGainersAnswer(message, namesEvent, earlier) : undefined;
  if (gainers) return gainers;
  // "Who went to jail for Enron?": the lesson's sentences on who was convicted or sentenced (punished.ts).
  const punished =
    topic === 'content' ? composePunishedAnswer(message, namesEvent, retriever.passages, earlier) : undefined;
  if (punished) return punished;
  // "How much did Soros make?": what the lessons say a named person or firm gained or lost (fortunes.ts).
  const fortune = topic === 'content' ? composeFortuneAnswer(message) : undefined;
  if (fortune) return fortune;
  // "Who created bitcoin?", "who founded Vanguard?": the maker the lesson's cast names (person.ts).
  const maker = topic === 'content' ? composeMakerAnswer(message) : undefined;
  if (maker) return maker;
  // "Who was the Fed chairman in 2008?": the office as the lessons list their real figures (leader.ts).
  const leader =
    topic === 'content' ? composeLeaderAnswer(message, namesEvent, retriever.passages) : undefined;
  if (leader) return leader;
  // "Who ran LTCM?", "who led Enron?": asked with no time, every leader our lessons list for it.
  const leaders = topic === 'content' ? composeLeadersAnswer(message) : undefined;
  if (leaders) return leaders;
  // "What did Buffett do in 2008?": no sentence of ours tells it; say so, and where we do name him.
  const absent = topic === 'content' ? composeAbsentAnswer(message, retriever) : undefined;
  if (absent) return absent;
  const deed = topic === 'content' ? composeDeedAnswer(message, retriever) : undefined;
  if (deed) return deed;
  // "What causes a financial crisis?" asks of the kind, though "financial crisis" names the 2008 lesson;
  // "what causes a panic?", "why do countries default?": kinds our lessons tell many of.
  const toldKind = topic === 'content' ? composeToldKindAnswer(asked, retriever) : undefined;
  if (toldKind) return toldKind;
  // "What causes bank runs?" asks of many, though a lesson is named so ("The 1929 Crash and the Bank Runs").
  const kinds =
    topic === 'content' && asksKinds(asked) ? composeKindCauseAnswer(asked, retriever) : undefined;
  if (kinds) return kinds;
  // "How did the panic of 1907 end?", "how did the government respond to SVB?" (endings.ts).
  const ending = topic === 'content' ? composeEndingAnswer(asked, namesEvent, earlier) : undefined;
  if (ending) return ending;
  const cause = topic === 'content' ? composeCauseAnswer(asked, earlier) : undefined;
  if (cause) return cause;
  const kindCause = topic === 'content' ? composeKindCauseAnswer(asked, retriever) : undefined;
  if (kindCause) return kindCause;
  const loss = topic === 'content' ? composeLossAnswer(asked, retriever) : undefined;
  if (loss) return loss;
  // "What was the worst day of the 1929 crash?": the crash's bad days as its lesson tells them (crashes.ts).
  const badDays = topic === 'content' ? composeBadDaysAnswer(asked, namesEvent) : undefined;
  if (badDays) return badDays;
  // "What were the biggest crashes?": the falls our lessons state with a figure, largest first (crashes.ts).
  const crashes = topic === 'content' ? composeCrashesAnswer(asked, namesEvent) : undefined;
  if (crashes) return crashes;
  // "How much did the market fall in 2008?": the fall that crash's lesson states (crashes.ts).
  const fell = topic === 'content' ? composeCrashFallAnswer(asked, namesEvent) : undefined;
  if (fell) return fell;
  // "How high did the Dow get in 1929?": the peak before that crash, as its lesson tells it (crashes.ts).
  const peaked = topic === 'content' ? composePeakAnswer(asked, namesEvent) : undefined;
  if (peaked) return peaked;
  // "How long did it take to recover from 1929?": when its lesson says the fall was undone (crashes.ts).
  const recovered = topic === 'content' ? composeRecoveryAnswer(asked, namesEvent) : undefined;
  if (recovered) return recovered;
  // "What was the longest bull market?": no record in our lessons; what they say of lengths (lengths.ts).
  const lengths = topic === 'content' ? composeLengthsAnswer(asked, retriever.passages) : undefined;
  if (lengths) return lengths;
  const worstDay = topic === 'content' ? composeWorstDayAnswer(asked, namesEvent) : undefined;
  if (worstDay) return worstDay;
  // "Is a high P/E bad?": the measure, and what history shows at its levels, with no verdict (level.ts).
  const level = topic === 'content' ? composeLevelAnswer(asked, retriever, definitionLine) : undefined;
  if (level) return level;
  // "Why is leverage dangerous?", "is bitcoin a bubble?": how our lessons say it hurts (risk.ts).
  const danger = topic === 'content' ? composeDangerAnswer(asked, retriever, definitionLine) : undefined;
  if (danger) return danger;
  // "Is now a good time to buy?", "should I buy stocks or bonds?": no advice, then what history shows.
  const advice =
    topic === 'content'
      ? (composeTimingAnswer(asked) ??
        composeChoiceAnswer(asked, retriever, definitionLine) ??
        composeJudgedAnswer(asked, retriever, definitionLine))
      : undefined;
  if (advice) return advice;
  // "What is a peg?", "what is a currency crisis?": the kind, then each case our lessons tell (cases.ts).
  const cases =
    topic === 'content' && asksDefinition(asked)
      ? composeCasesAnswer(termAsked(asked), retriever.passages, definitionLine)
      : undefined;
  if (cases) return { ...cases, topic };
  // "What is the spread?": the trading sense of a word of two, then the other (senses.ts).
  const senses = asksDefinition(asked)
    ? composeSensesAnswer(termAsked(asked), retriever.passages, definitionLine)
    : undefined;
  if (senses) return { ...senses, topic };
  const found = [
    ...endingDefinition(asked, retriever),
    ...causeDefinition(asked, retriever),
    ...searchWithMemory(asked, retriever, earlier),
  ];
  const term = termAsked(asked);
  const hits = found.some((h) => h.kind === 'glossary' && namesWhatWasAsked(h.title, term))
    ? found
    : [...definitionOfTermAsked(asked, retriever), ...found];
  if (topic === 'orders') return composeOrdersAnswer(message, facts, hits);
  const answer = composeContentAnswer(asked, hits, retriever, followsOn(asked, earlier), message);
  // "…and when should I use one?": where the Simulator places that order, after what it is (uses.ts).
  const place = answer.citations.length > 0 ? wherePlaced(message) : undefined;
  if (!place) return answer;
  const paragraphs = answer.text.split('\n\n');
  const at = paragraphs.findIndex((p) => p.startsWith('Read more in '));
  paragraphs.splice(at < 0 ? paragraphs.length : at, 0, place);
  return { ...answer, text: paragraphs.join('\n\n') };
}
