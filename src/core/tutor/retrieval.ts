import MiniSearch from 'minisearch';
import { lessons, optionsCourse } from '../../content/catalogue';
import { glossarySources } from '../../content/glossary';
import type { Lesson, LessonPage } from '../../content/schema';
import { timeline } from '../../content/timeline';
import { withinOneEdit } from './classify';
import { countryOfPeople, PEOPLES_ECONOMY } from './countries';
import { lessonAliases } from './patterns';

// Retrieval over our own content (DESIGN.md §5): every lesson page, every glossary entry, the
// timeline and the options course become passages in one MiniSearch index. A search answers the
// passages best first; each names the lesson page a learner can open to read more.

export type PassageKind = 'lesson' | 'glossary' | 'timeline' | 'course';

export type Passage = {
  id: string;
  kind: PassageKind;
  /** The lesson or course the passage belongs to (the link a cited answer gives). */
  lessonId: string;
  lessonTitle: string;
  /** Heading of the passage: page title, glossary term or timeline event. */
  title: string;
  /** Sentences an answer may quote. */
  text: string;
  /** Searched with weight, never quoted (a lesson's concept names). */
  keywords?: string;
  /** Searched as plainly as the text, never quoted (a comparison's rows, a description's invitations). */
  unquoted?: string;
  /** Searched as the text itself, never quoted: a scene's sentences told as the reader's moment (pageText). */
  scene?: string;
  /** What every sentence of the passage is about, though it may not name it: a tapped detail's label. */
  about?: string;
  /** A glossary entry's key ("margin-loan"), another name for it. */
  key?: string;
};

export type Hit = Passage & {
  score: number;
  terms: string[];
  /** A glossary entry whose name is what was asked (its score counts double). */
  defines?: boolean;
};

const STOP_WORDS = new Set(
  (
    'a about after against all also an and any are as at be because been before being between both but by can ' +
    'could did do does doing done during each for from had has have having he her here him his how i if ' +
    'in into is it its just like me more most my no nor not now of off on once only or other our out over ' +
    'own same she should so some such than that the their them then there these they this those through ' +
    'to too under until up very was we were what when where which while who whom why will with would you ' +
    'your tell explain mean means meaning happen happened work works really thing things please know ' +
    'lesson lessons story course think want get got hello hi hey thanks thank ok okay ' +
    'simple simply plain english words briefly basically actually exactly wat wats far ' +
    // What is left of "didn't", "wasn't" and the rest once the apostrophe splits them: "not", as above.
    'didn doesn don isn wasn weren aren couldn wouldn shouldn hasn haven hadn'
  ).split(' '),
);

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/** `text` as a regular expression that matches it literally ("P/E", "T+2", "S&P 500"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** A finite verb of the present ("Britain has just joined…", "rates are 14 percent"), not an infinitive ("ready to do"). */
const PRESENT_VERB =
  /(?<!\bto )\b(?:is|are|am|has|have|does|do|says|can|cannot|will|isn['’]t|aren['’]t|doesn['’]t|don['’]t|won['’]t)\b/i;

/** A past form, not a participle after a comma or a form of "be" or "have" ("…, fixed at 15 percent"). */
function tellsPast(sentence: string): boolean {
  const said = sentence.toLowerCase().split(/\s+/);
  return said.some((raw, i) => {
    const w = raw.replace(/[^\p{L}]/gu, '');
    if (/^(?:was|were|had|did)$/.test(w)) return true;
    if (!IRREGULAR.has(w) && !/^\p{L}{2,}ed$/u.test(w)) return false;
    const before = said[i - 1] ?? '';
    return !before.endsWith(',') && !/^(?:is|are|be|been|being|has|have|get|gets)$/.test(before);
  });
}

/**
 * A scene's sentence told as the reader's moment ("Britain has just joined the ERM", "Every Friday she
 * deposits the week's takings…", "A British bank offers a five-year loan…"): quoted alone it reads as
 * history, and as the wrong time ("what changed after Black Wednesday?" was answered with the rates of
 * the day Britain joined, two years before). A scene's sentence in the past tells history.
 */
const toldNow = (sentence: string) =>
  !SINCE_A_DATE.test(sentence) && (PRESENT_VERB.test(sentence) || !tellsPast(sentence));

/**
 * What has changed since a date it names ("The Dow…, about 103 in January 1906, has fallen to about
 * 53"): a scene's sentence that tells its own time, read as history.
 */
const SINCE_A_DATE =
  /^(?=.*\b(?:1[6-9]|20)\d\d\b)(?!.*\b(?:is|are|am|does|do|says|can|will)\b).*\b(?:has|have) (?:\p{L}+ )?\p{L}+(?:ed|en|wn|un|ght)\b/iu;

/** The sentences of a page's text, less a scene's told as the reader's moment, and those. */
function pageText(page: LessonPage): { text: string; scene: string } {
  const scene = (s: string | undefined) => ({ s, scene: true });
  const told = (s: string | undefined) => ({ s, scene: false });
  const parts = [
    // A cover's subtitle is a tagline and a comparison's text introduces its table: see lessonPassages.
    told(page.type === 'interactive' ? undefined : page.mainText),
    scene(page.narrative?.setup),
    scene(page.narrative?.situation),
    scene(page.situation),
    told(page.keyPoint),
  ];
  switch (page.type) {
    case 'decision-point':
      parts.push(scene(page.decision.situation), told(page.lesson), told(page.historicalNote));
      break;
    case 'quiz':
      parts.push(...page.questions.map((q) => told(q.explanation)));
      break;
    case 'reflection':
      parts.push(told(page.finalThought));
      break;
    case 'chart':
      parts.push(told(page.chart.caption));
      break;
    case 'summary':
      // conceptLearned is a list of names, not a sentence to quote.
      parts.push(...page.keyTakeaways.map(told));
      break;
    default:
      break;
  }
  const sentences = parts.flatMap((p) =>
    splitSentences(quotable(sentence(p.s))).map((s) => ({ s, now: p.scene && toldNow(s) })),
  );
  const joined = (now: boolean) =>
    sentences
      .filter((x) => x.now === now)
      .map((x) => x.s)
      .join(' ');
  return { text: joined(false), scene: joined(true) };
}

/** A lesson's notes on its cast ("Built Enron from a pipeline merger…") and its sources: not its story. */
const NOT_TOLD = new Set(['character', 'supportingCharacters', 'sources', 'icon', 'id']);

/**
 * Every piece of text a lesson holds, in order: its pages, and what the passages leave out (a
 * choice's outcome, its endings, its quiz).
 */
export function lessonTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(lessonTexts);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => (NOT_TOLD.has(key) ? [] : lessonTexts(v)));
  return [];
}

/** The lowercase words of a text, in order ("S&L" stays one word, as the lessons' names have it). */
export const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);

/** All a passage says, quoted or not: its text and its scene's sentences told as the reader's moment. */
export const allSaid = (p: Pick<Passage, 'text' | 'scene'>) => (p.scene ? `${p.text} ${p.scene}` : p.text);

/** Whether a passage says what `pattern` matches anywhere, quoted or not (its text or its scene). */
export const saysAnywhere = (p: Pick<Passage, 'text' | 'scene'>, pattern: RegExp) =>
  pattern.test(p.text) || (p.scene !== undefined && pattern.test(p.scene));

/** A glossary passage's definition: its text after the "Term: " that opens it. */
export const definitionText = (entry: { text: string }) => entry.text.slice(entry.text.indexOf(': ') + 2);

/** The glossary entry filed under `key`, or undefined. */
export const glossaryEntry = (passages: readonly Passage[], key: string) =>
  passages.find((p) => p.kind === 'glossary' && p.key === key);

/** A term as asked ("What is a peg?" gives "a peg?"), lower-cased, its quotes straight, without its ending. */
export const bareTerm = (term: string) =>
  term
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[\s?.!]+$/, '')
    .trim();

/**
 * A sentence that leans on the one before it ("It found that…", "They…", "Over its long life the
 * company…", "…tells you nothing about that.", "On 2 August its council said…", "When the 2008 crisis
 * hit, this reversed."): quoted alone it leaves the reader asking who, or what. So does one that dates
 * itself by the story around it ("Today the index is near 1,180…", "Two days later Signature Bank… was
 * closed", "In the same days, buyers at Haarlem stopped…", "The 7% drop has triggered the first
 * market-wide circuit breaker…"): alone it leaves the reader asking when.
 */
export const LEANS_BACK =
  /^(?:Today|Days later|Weeks later|Months later|In the same (?:hours|days|weeks|months|year)|(?:Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|A few|Several) (?:hours|days|weeks|months|years) later|A (?:day|week|month|year) later|The next (?:day|morning|evening|week)|That (?:day|morning|evening|night|week)|So (?:can|could|did|does|do|is|was|were|will|would|had)|The [\d.]+ ?(?:%|percent) (?:drop|fall|rise|decline|gain|jump))\b|^(?:At|By) (?:the|that) time (?:it|they|he|she)\b|^(?:It|They|This|These|Those|He|She|His|Her|Its|Their|Both|Such)\b|^(?:Over|In|For|During|By|After|Before|Throughout|Through|At|From|Under|Within|Despite) (?:its|their|his|her|this|these|those)\b|^(?:On|In|By) \d{1,2} [A-Z][a-z]+(?: \d{4})?,? (?:its|their|his|her)\b|\b(?:about|of|with|like|for) (?:that|this)[.!?]?$|^The (?:greatest|largest|biggest|worst|best|first|last|latter|former|same|next)(?: one)? (?:came|was|were|is|are|had|happened|followed)\b|^.{0,70} it[.!?]$|^(?:When|As|Once|After|Before|If|Until|While)\b[^,]{0,80}, (?:this|these|those)\b/;

/**
 * The sentences of a text: split after ".", "!" or "?" (and a closing quote or bracket) where a
 * capital, a digit or an opening quote follows, but never after an initial ("J. P. Morgan"), a short
 * title ("Mt. Gox", "Mr. Smith") or a time with its zone ("At 2:32 p.m. Eastern time a large mutual-fund
 * company…" was quoted from "Eastern"). The
 * readability grade splits its own way (content/readability.ts: at every stop, as its formula counts).
 */
export function splitSentences(text: string): string[] {
  return text
    .split(
      /(?<=[.!?]["”’)]?)(?<!\b\p{Lu}\.)(?<!\b(?:Mt|St|Mr|Mrs|Ms|Dr|Jr|Sr|vs)\.)(?<!\b[ap]\.m\.(?=\s+(?:Eastern|Central|Pacific|Mountain|GMT|UTC|ET)\b))\s+(?=[\p{Lu}\p{N}“"‘'(])/u,
    )
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A scene's dateline ("Buenos Aires, March 2001.", "San Francisco, 2022–23.", "Autumn 2022."): it sets
 * the scene and tells nothing quoted alone.
 */
const DATELINE =
  /^(?:(?:\p{Lu}[\p{L}’'-]*\s?){1,3},\s*)?(?:(?:early|late|mid-?)\s*)?(?:\d{1,2}\s)?(?:\p{Lu}\p{Ll}+\s)?(?:1[6-9]|20)\d\d(?:[–-]\d{2,4})?\.$/u;

/** A sentence about the chart on the page ("the dates shown as dots"), which means nothing quoted. */
const CHART_TALK =
  /\b(?:shown as dots|are not drawn|this chart|decisions? (?:(?:is|are) )?marked|the (?:\w+ )?line is|the table|this table|the last column)\b/i;

/**
 * The sentences of a page the tutor may quote. A story's text may read the learner's own figures
 * ("Maya now holds {shares} shares"); the tutor quotes the history, not one reader's path, so
 * sentences with a placeholder are left out, as are those that describe the chart beside them ("Here
 * is the S&P 500 at the close…") or set the reader a scene ("Imagine you sit on the FOMC…").
 */
function quotable(text: string): string {
  return splitSentences(text)
    .filter(
      (s) =>
        !/[{}]/.test(s) &&
        !CHART_TALK.test(s) &&
        !/^(?:Imagine|Here (?:is|are))\b/.test(s) &&
        !DATELINE.test(s),
    )
    .join(' ');
}

/**
 * A lesson description's sentence that invites the reader ("Manage a Boston pension fund…", "As an
 * importer…, watch…", "As finance director…, choose…", "Where is the money you keep?") rather than
 * tells what happened.
 */
const INVITING_VERBS =
  'choose|decide|draw|follow|join|keep|learn|live|manage|run|see|sit|steer|walk|watch|weigh|work';
const INVITES = new RegExp(
  `^(?:then\\s+)?(?:${INVITING_VERBS})\\b|^as (?:an?|the) [^,]+, \\w+ |^as [^,]+, (?:${INVITING_VERBS})\\b|, follow\\b|\\byour?\\b|\\?$`,
  'i',
);

/** Cleans a piece of text and ends it with a full stop, so joined parts stay separate sentences. */
function sentence(s: string | undefined): string {
  const t = clean(s);
  return t === '' || /[.!?:”"’)]$/.test(t) ? t : `${t}.`;
}

/**
 * What a reader finds by tapping a page's icons ("Korea’s gold drive": "In early 1998 millions of South
 * Koreans handed in gold…"): each detail is a passage of its own, headed by its label, so a question
 * about it finds it rather than the page around it. Its tooltip ("Citizens handing in their jewelry")
 * is searched but not quoted, like a cover's tagline.
 */
function detailPassages(lesson: Lesson, page: LessonPage): Passage[] {
  return (page.interactiveElements ?? []).flatMap((element) => {
    const text = quotable(sentence(element.detail));
    if (text === '') return [];
    return [
      {
        lessonId: lesson.id,
        lessonTitle: lesson.title,
        id: `${lesson.id}#${page.id}/${element.id}`,
        kind: 'lesson' as const,
        title: element.label,
        about: element.label,
        text,
        unquoted: sentence(element.tooltip),
      },
    ];
  });
}

function lessonPassages(lesson: Lesson): Passage[] {
  const base = { lessonId: lesson.id, lessonTitle: lesson.title };
  const described = splitSentences(clean(lesson.description));
  const out: Passage[] = [
    {
      ...base,
      id: `${lesson.id}#about`,
      kind: 'lesson',
      title: `${lesson.title}: ${lesson.subtitle}`,
      // The description's invitations are searched but only its facts are quoted.
      text: described.filter((s) => !INVITES.test(s) && !DATELINE.test(s)).join(' '),
      // The names learners give the event ("SVB", "dot com") find the lesson's description.
      keywords: [
        lesson.concept,
        ...lesson.concepts.map((c) => c.name),
        ...(lessonAliases[lesson.id] ?? []),
      ].join('; '),
      unquoted: described.filter((s) => INVITES.test(s)).join(' '),
    },
  ];
  for (const page of lesson.pages) {
    const { text, scene } = pageText(page);
    // A cover's tagline ("New York, October 1907: the runs begin"), a comparison's rows ("Fed chair:
    // Arthur Burns; Paul Volcker") and the text that introduces them ("Approximate totals of Marshall
    // aid…") are searched but read badly quoted.
    const unquoted =
      [
        sentence(page.subtitle),
        ...(page.type === 'interactive'
          ? [
              sentence(page.mainText),
              ...page.comparison.rows.map((r) => `${r.label}: ${r.values.join('; ')}.`),
            ]
          : []),
      ]
        .filter(Boolean)
        .join(' ') || undefined;
    if (text.length >= 40 || unquoted)
      out.push({
        ...base,
        id: `${lesson.id}#${page.id}`,
        kind: 'lesson',
        title: page.title,
        text,
        unquoted,
        ...(scene ? { scene } : {}),
      });
    out.push(...detailPassages(lesson, page));
  }
  return out;
}

/** Every passage of the catalogue (pure; built once by `createRetriever`). */
export function buildPassages(): Passage[] {
  const titles = new Map<string, string>(lessons.map((l) => [l.id, l.title]));
  if (optionsCourse) titles.set(optionsCourse.id, optionsCourse.title);
  const out: Passage[] = lessons.flatMap(lessonPassages);
  for (const source of glossarySources) {
    for (const [key, entry] of Object.entries(source.entries)) {
      out.push({
        id: `glossary:${source.owner}:${key}`,
        kind: 'glossary',
        key,
        lessonId: source.owner,
        lessonTitle: titles.get(source.owner) ?? source.owner,
        title: entry.text,
        text: clean(`${entry.text}: ${entry.definition}`),
      });
    }
  }
  for (const era of timeline) {
    for (const event of era.stories) {
      if (!event.storyId) continue;
      out.push({
        id: `timeline:${event.id}`,
        kind: 'timeline',
        lessonId: event.storyId,
        lessonTitle: titles.get(event.storyId) ?? event.storyId,
        title: `${event.year}: ${event.title}`,
        text: clean(event.description),
      });
    }
  }
  if (optionsCourse) {
    for (const page of optionsCourse.pages) {
      // The welcome's plan ("In the next 45 minutes you will learn…", "Pages 6–9: covered calls…") and
      // the farewell ("You have finished… You can explain what a derivative is…") speak to the reader:
      // searched, but no answer to a question.
      const aside = (s: string) =>
        (page.type === 'intro' && (/^Pages \d/.test(s) || /\byou will learn\b/.test(s))) ||
        (page.type === 'completion' && page.body.includes(s));
      const parts = [...page.body, ...(page.bullets ?? []), page.keyPoint].filter((s): s is string => !!s);
      const unquoted = parts.filter(aside).map(sentence).join(' ');
      out.push({
        id: `${optionsCourse.id}#${page.id}`,
        kind: 'course',
        lessonId: optionsCourse.id,
        lessonTitle: optionsCourse.title,
        title: page.title,
        // A bullet ("Pages 2–5: history, calls and puts…") is a sentence of its own, not the start of the next.
        // A sentence on the page's table ("The table compares three positions…") means nothing quoted.
        text: quotable(
          parts
            .filter((s) => !aside(s))
            .map(sentence)
            .filter(Boolean)
            .join(' '),
        ),
        ...(unquoted ? { unquoted } : {}),
      });
    }
  }
  return out;
}

// A light suffix stemmer, applied alike to passages and questions, so "create", "created" and
// "creation" meet at "creat", "runs" at "run" and "reserves" at "reserv". A
// rule applies only when a stem of at least four letters remains (three for a plural "s"), and words
// ending in "ss", "us" or "is" (loss, bonus, crisis) keep their form. The "-ify" family meets at
// "-if", so "diversify" finds "diversification".
const SUFFIX_RULES = [
  'ifications',
  'ification',
  'ifying',
  'ified',
  'ifies',
  'ify',
  'ations',
  'ation',
  'ions',
  'ion',
  'ings',
  'ing',
  'ies',
  'ed',
  'es',
  's',
];

/** Endings of a verb's forms: "buying" and "paying" keep a stem of three letters, "buy" and "pay". */
const VERB_ENDINGS: ReadonlySet<string> = new Set(['ing', 'ings', 'ed']);

/** Nouns whose plural shares no ending with them: "crises" is "crisis", as "bubbles" is "bubble". */
const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([['crises', 'crisis']]);

export function stem(term: string): string {
  return IRREGULAR.get(term) ?? IRREGULAR_PLURALS.get(term) ?? regularStem(withoutAccents(term));
}

/** A word as typed on a keyboard without accents: "de la Rua" finds "de la Rúa". */
const withoutAccents = (term: string) =>
  /[^a-z0-9]/i.test(term) ? term.normalize('NFD').replace(/\p{M}/gu, '') : term;

function regularStem(term: string): string {
  if (/\d/.test(term) || /(ss|us|is)$/.test(term)) return term;
  for (const suffix of SUFFIX_RULES) {
    if (!term.endsWith(suffix)) continue;
    const base = term.slice(0, -suffix.length);
    // "Buying", "paying": a verb of three letters ending in a vowel and "y" is "buy", as "buys" is.
    if (VERB_ENDINGS.has(suffix) && /^[a-z][aeiou]y$/.test(base)) return base;
    if (base.length < (suffix === 's' ? 3 : 4)) continue;
    if (suffix.startsWith('if')) return `${base}if`;
    if (VERB_ENDINGS.has(suffix)) return undoubled(base, suffix);
    return suffix === 'ies' ? `${base}y` : withoutFinalE(base);
  }
  return withoutFinalE(term);
}

/**
 * A consonant doubled before "-ed" is one in the verb: "topped" meets "top", "stopped" "stop", "pegged"
 * "peg". Before "-ing" it stays, since "topping" is also a pizza's, not a market's top. Of a double "l",
 * only "-ell" and "-oll" after another vowel lose one, before either ending ("cancelled", "controlled",
 * "controlling" meet "control"), since "called", "selling", "recalled" and "installed" keep theirs;
 * "ss", "ff" and "zz" stay ("passed", "staffed").
 */
function undoubled(base: string, suffix: string): string {
  if (suffix === 'ed' && /([bdgmnprt])\1$/.test(base)) return base.slice(0, -1);
  if (/[aeiou][^aeiou]*(?:ell|oll)$/.test(base)) return base.slice(0, -1);
  return withoutFinalE(base);
}

/**
 * A word's silent final "e" goes, as "-es" and "-ed" take it: "share", "shares" and "shared" all
 * meet at "shar", "price" and "prices" at "pric", "create" and "creation" at "creat". A stem of at
 * least four letters must remain, so "rate" and "rise" keep theirs.
 */
const withoutFinalE = (t: string) =>
  t.length > 4 && t.endsWith('e') && !t.endsWith('ee') ? t.slice(0, -1) : t;

/**
 * Past forms that share no ending with their verb, as the verb's stem: "sold" is "sell" as "sells" is,
 * so a sentence that says "sold" repeats a definition that says "selling", and "what did Tesla buy?"
 * finds "Tesla said it had bought…". Only verbs our lessons use of markets and money, and none whose
 * past form is also another word we use: "won" is Korea's currency, "fed" the Federal Reserve, "found"
 * is also "to found", "led" stands in "led to", a cause's words, "left" a side.
 */
const IRREGULAR_FORMS: readonly (readonly [verb: string, ...past: string[]])[] = [
  ['buy', 'bought'],
  ['sell', 'sold'],
  ['pay', 'paid'],
  // "What did Draghi say?" finds "Mario Draghi said…".
  ['say', 'said'],
  ['lose', 'lost'],
  ['hold', 'held'],
  ['lend', 'lent'],
  ['spend', 'spent'],
  ['bring', 'brought'],
  ['seek', 'sought'],
  ['make', 'made'],
  ['take', 'took', 'taken'],
  ['fall', 'fell', 'fallen'],
  ['rise', 'rose', 'risen'],
  ['grow', 'grew', 'grown'],
  ['begin', 'began', 'begun'],
  ['break', 'broke', 'broken'],
  ['drive', 'drove', 'driven'],
  ['freeze', 'froze', 'frozen'],
  ['shrink', 'shrank', 'shrunk'],
  ['sink', 'sank', 'sunk'],
  ['run', 'ran'],
];

/** Each irregular past form with the stem of its verb ("driven" → "driv", as "drives" is). */
export const IRREGULAR: ReadonlyMap<string, string> = new Map(
  IRREGULAR_FORMS.flatMap(([verb, ...past]) => past.map((form) => [form, regularStem(verb)] as const)),
);

/**
 * Words a learner uses for what the lessons call otherwise, as stems: a question about "stocks"
 * finds the lessons' "shares", one about prices that "rise" finds those that "climb". Applied to
 * the question only; each group is one word asked, whichever of its members a passage holds.
 */
// Each word's plural too, since the stemmer cuts some plurals shorter ("shares" is "shar").
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['stock', 'share'],
  ['rise', 'rising', 'rose', 'climb', 'increase', 'gain'],
  // A currency "weakened" or "plunged" is one that fell: "how far did the rupiah fall?" finds the rupiah weakening.
  ['fall', 'falling', 'fell', 'drop', 'decline', 'weaken', 'plunge'],
  // The learner's verb, the lessons' noun: "can I lose more…?" finds "the possible loss", "savings" the "savers".
  ['lose', 'loss', 'losing', 'lost'],
  ['saving', 'saver'],
  // An irregular verb: "how much did Soros make?" finds "made large profits".
  ['make', 'made', 'making'],
  // "When did Volcker become Fed chairman?" finds "named Paul Volcker … to chair the Federal Reserve".
  ['chair', 'chairman', 'chairwoman', 'chairperson'],
  // "How much did house prices fall?" finds "US home prices fell roughly 27%".
  ['house', 'home'],
  // "How big was the Mexican bailout?" finds the rescue package.
  ['rescue', 'bailout', 'bail-out', 'bail'],
  // "Why did the Soviet Union refuse the Marshall Plan?" finds Molotov "rejecting American conditions".
  ['refuse', 'refused', 'refusing', 'reject', 'rejected', 'rejecting'],
  // An irregular verb: "did Mexico repay the US loan?" finds "Mexico repaid the US loans early".
  ['repay', 'repaid'],
  // "Who invented the RSI?" finds "The RSI was introduced by J. Welles Wilder Jr. in 1978" (it found nothing).
  ['invent', 'invented', 'inventing', 'introduce', 'introduced', 'introducing'],
].map((group) => [...new Set(group.flatMap((w) => [stem(w), stem(`${w}s`)]))]);

/** The other words that stand for a stem (none for most). */
export function synonymsOf(term: string): readonly string[] {
  const group = SYNONYM_GROUPS.find((g) => g.includes(term));
  return group ? group.filter((t) => t !== term) : [];
}

/** The word of a synonym group a stem stands for, so "share" and "stock" count once as asked. */
const groupOf = (term: string) => SYNONYM_GROUPS.find((g) => g.includes(term))?.[0] ?? term;

/**
 * How simply to say it ("like I'm 12", "in plain English", "eli5"): asks for the same answer, and
 * its words ("twelve", "plain") would otherwise be searched for as the subject.
 */
export const PLAINLY =
  /\s*,?\s*\b(?:(?:like|as if) (?:i'?m|i am|i was|you'?re talking to) (?:a |an )?(?:\d{1,2}|five|ten|twelve|kid|child|beginner|newbie)(?: years? old)?|(?:in|using) (?:simple|plain|easy|basic) (?:terms|words|english|language)|simply|for (?:a |an )?(?:beginner|newbie|kid|child|dummies)s?|eli5)\b/gi;

/** The glossary name that gives a single word's meaning (rephrase). */
const LONGER_NAME: Readonly<Record<string, string>> = {
  strike: 'a strike price',
  short: 'short selling',
  breakeven: 'a breakeven price',
  expiry: 'an expiration date',
  expiration: 'an expiration date',
  yield: 'a bond yield',
  // The plainest swap our glossary defines; "swap" alone quoted South Sea annuity holders invited to swap.
  swap: 'an interest-rate swap',
  // "What is a gap down?": the price gap a stop-loss can be filled across ("gap" alone found nothing).
  gap: 'a price gap',
};

/**
 * A question in the words the lessons use: "go up" is "rise", "go down" is "fall" and "make money"
 * is "earn" (a "go", an "up" or a "make" alone say nothing the index could find); how simply to say
 * it is left out.
 */
export function rephrase(text: string): string {
  return (
    text
      .replace(PLAINLY, '')
      // "Can you explain leverage?" asks what "explain leverage" asks.
      .replace(/^\s*(?:(?:can|could|would|will) you (?:please )?|please )(?=explain\b|define\b)/i, '')
      // "What is the 2% rule?": the options course's rule for sizing a trade (it found Basel III's rules).
      .replace(/\b(?:the )?\d(?:\.\d+)?% rule\b/gi, 'position sizing')
      // "What happens if everyone wants their money back?" asks about a bank run (it quoted shareholders
      // who "wanted their money back" selling their shares).
      .replace(
        /\b(?:everyone|everybody|all (?:the )?(?:depositors|customers|savers))\b.{0,20}\b(?:wants?|asks? for|takes? out|withdraws?|pulls? out)\b.{0,20}\b(?:money|savings|deposits|cash)(?: back| out)?(?: at once| at the same time)?\b/gi,
        'bank run',
      )
      // "What does it mean to write a call?": the option's seller, the writer (it found no definition).
      .replace(
        /\bwhat does it mean to write (?:an? )?(?:calls?|puts?|options?)\b/gi,
        'what is an option writer',
      )
      // "How did Madoff get caught?": the lessons say a fraud was "exposed" (it found nothing).
      .replace(/\b(?:get|gets|got) caught\b(?! (?:out|up|in)\b)/gi, 'exposed')
      .replace(/^(\s*(?:how|when) (?:was|were) .+?) caught\b(?! (?:out|up|in)\b)/i, '$1 exposed')
      // "How much did the government spend on TARP?" asks how big it was: the glossary gives what it
      // authorised ("spend" found the Marshall Plan's spending).
      .replace(/\bhow much (?:money )?(?:was|were|did [\p{L} .]{1,30}?) spen[dt] on\b/giu, 'how big was')
      .replace(/\b(?:go|goes|going|gone|went) up\b/gi, 'rise')
      .replace(/\b(?:go|goes|going|gone|went) down\b/gi, 'fall')
      .replace(/\b(?:make|makes|making|made) (?:their |its |your )?money\b/gi, 'earn')
      .replace(/\b(?:go|goes|going|gone|went) public\b/gi, 'sell shares')
      // "What is a drawdown?": the glossary names only the largest one, "maximum drawdown".
      .replace(/(?<!\b(?:max|maximum|largest|biggest) )\bdrawdowns?\b/gi, 'maximum drawdown')
      // "What is a 401k?", "401 k", "a 401(k)": the glossary's "401(k) plan" (the number alone found nothing).
      .replace(/\b401\s?\(?k\)?(?: plans?)?(?![\p{L}\p{N}])/giu, '401(k) plan')
      // "What is a short sale?", "what is shorting?", "what is a short position?": what the glossary
      // calls short selling (the words alone found a sentence on short covering, or nothing).
      .replace(
        /\b(?:short[- ]sales?|shorting(?: (?:an? )?(?:stocks?|shares?))?|short positions?|(?:go|going|selling) short)\b/gi,
        'short selling',
      )
      // "What is a bull run?": the glossary's bull market (the words alone found no entry); "a zombie
      // bank" its zombie company, whose entry tells of zombie thrifts too, and "zombie lending" the loans
      // rolled over that keep such a firm alive (it found no definition).
      .replace(/\bbull runs?\b/gi, 'bull market')
      // "What is a split?": a stock split (it quoted a chart's note on GameStop's split).
      .replace(/^(\s*what(?:'s|’s| is| are) (?:an? )?)splits?(?=[\s?.!]*$)/i, '$1stock split')
      // "Did Mexico pay back the US loan?": the lessons say it "repaid" them ("pay" found the payments
      // Mexico could not make in 1982).
      .replace(/\bpa(?:y|ys|ying|id) back\b/gi, 'repay')
      // "How much did the Greek economy shrink?": the lessons write the country's economy ("Greece’s
      // economy shrank…"); the adjective alone found Russia's.
      .replace(PEOPLES_ECONOMY, (_, people: string) => `${countryOfPeople(people)}’s economy`)
      .replace(/\bzombie (?:banks?|thrifts?|businesses|lending|loans)\b/gi, 'zombie company')
      // "What is an index?", "a market index": the glossary's stock index (they quoted Buffett's bet on
      // an index fund, or found nothing).
      .replace(
        /^\s*what(?:'s|’s| is| are) (?:an |the )?(?:index|indices|indexes)[\s?.!]*$/i,
        'what is a stock index?',
      )
      .replace(/\b(?:market|share|equity) (?:index|indices|indexes)\b/gi, 'stock index')
      // "How many people lost their homes?": the lessons count the families who did (it found nothing).
      .replace(
        /\b(?:people|americans|homeowners|households|borrowers) (?:lost|lose|losing) (?:their |his |her )?(?:homes?|houses?)\b/gi,
        'families lost their homes',
      )
      // "How many people lost their jobs in the Great Depression?": its lessons count the unemployed, a
      // quarter of workers in 1933 (it quoted the bank suspensions that "cut off credit"); so does a
      // follow-up to "what was the Great Depression?", asked "in 1929".
      .replace(
        /\bhow many (?:people|workers|americans)? ?(?:lost (?:their )?jobs|were (?:unemployed|out of work))\b(?=.*\b(?:great depression|depression|1929|193\d)\b)/gi,
        'how high did unemployment reach',
      )
      // "How many people lost their jobs in 2008?": the lessons say employers "cut" jobs (it quoted CDOs
      // that "lost" value).
      .replace(
        /\b(?:(?:people|workers|americans|employees) )?(?:lost|lose|losing) (?:their |his |her )?jobs\b/gi,
        'jobs cut',
      )
      // "How much did the peso fall?": Mexico's lesson tells the fall as the value it lost (it quoted the
      // fall in Mexico's reserves); Argentina's, of 2002, and other currencies' give rates, which the
      // words as asked find.
      .replace(
        /\bhow (?:much|far) did (?:the )?(?:mexican )?peso (?:fall|drop|lose|sink|plunge|collapse|decline)\b(?!.*\b(?:argentin\w*|200[0-9])\b)/gi,
        'how much value did the peso lose',
      )
      // "How much did the ruble lose against the dollar?": the lessons tell how far a currency fell per
      // dollar (it quoted the state that "lost valuable taxpayers").
      .replace(
        /\b(?:lose|lost|loses|losing) (?:value )?(?:against|to) the (dollar|pound|mark)\b/gi,
        'fall per $1',
      )
      // "How much do banks charge for an IPO?": the lessons name the bank's fee (it quoted the cost of SVB's
      // rescue "charged to the banking industry").
      .replace(/\b(?:charge|charges|charged|charging) (?:for|on)\b/gi, 'fee for')
      // "What is Dow theory?": the lessons write "Dow’s theory" (it found no definition).
      .replace(/\bdow(?:'s|’s)? theory\b/gi, 'Dow’s theory')
      // "Saving vs investing?": the entry for investing sets it against saving (it quoted the savings
      // and loans of the 1980s).
      .replace(
        /^\s*(?:what(?:'s|’s| is| are) (?:the difference between )?)?sav(?:ing|ings)(?: money)? (?:vs\.?|versus|or|and|compared (?:to|with)) invest(?:ing|ment)(?: money)?[\s?.!]*$/i,
        'what is investing?',
      )
      // "When does an option expire?": on its expiration date, as its entry says (it quoted what an
      // option chain lists).
      .replace(
        /^\s*when (?:do|does|will) (?:an? |the )?(?:stock )?(?:options?|calls?|puts?|option contracts?) expire[\s?.!]*$/i,
        'what is an expiration date?',
      )
      // "Who regulates the stock market?": the SEC, as its entry says (it quoted what a stock market is).
      .replace(
        /^\s*who (?:regulates|oversees|polices|supervises|watches over) (?:the )?(?:us |american )?(?:stock ?markets?|markets|wall street|securities(?: markets)?|stock exchanges?|brokers)[\s?.!]*$/i,
        'what is the Securities and Exchange Commission?',
      )
      // "What is a 60/40 portfolio?": the glossary's asset allocation, whose example it is.
      .replace(/\b(?:an? )?60\s*\/\s*40(?: portfolio| mix| split| plan)?\b/gi, 'asset allocation')
      // "What is a stock market correction?": the glossary's correction (it quoted the VOC's shares).
      .replace(/\b(?:stock )?market (corrections?)\b/gi, '$1')
      // "Who took over SVB?": the lessons say who bought a failed firm (it quoted "a run took days").
      .replace(/\bwho (?:took|takes|has taken) over\b/gi, 'who bought')
      // "What is an ETF expense ratio?": the glossary's expense ratio, which is a fund's (it found nothing).
      .replace(/\b(?:etf|(?:index |mutual )?fund)(?:'s|’s)? (expense ratios?)\b/gi, '$1')
      // "When did the NYSE start?": the founding sentences name it in full (it found nothing).
      .replace(/\b(when (?:was|did) (?:the )?)NYSE\b/i, '$1New York Stock Exchange')
      // "What is a short seller?": the glossary's short selling (it quoted the sellers' GameStop losses).
      .replace(/^(\s*what(?:'s|’s| is| are| does) )(?:an? )?short[- ]sellers?\b/i, '$1short selling')
      // "What is a fiat currency?": the glossary's fiat money.
      .replace(/\bfiat currenc(?:y|ies)\b/gi, 'fiat money')
      // "A haircut on debt", "duration risk", "the Brady Plan": what the glossary names "haircut on bonds",
      // "interest rate risk" and "Brady bond" (whose entry tells the plan).
      .replace(
        /\b(?:haircuts? on (?:the )?(?:debts?|loans?|government debt)|(?:debt|sovereign) haircuts?)\b/gi,
        'haircut on bonds',
      )
      .replace(/\bduration risk\b/gi, 'interest rate risk')
      .replace(/\bbrady plan\b/gi, 'Brady bond')
      // "An American option": the glossary's American-style option (and European).
      .replace(/\b(american|european)(?:-| )(?:style )?(options?)\b/gi, '$1-style $2')
      // "Who broke the Bank of England?": the nickname of the traders who bet against the pound in 1992
      // (it quoted the Bank buying pounds, and its rate rises under the gold standard).
      .replace(/\b(?:broke|break|breaking) the bank of england\b/gi, 'bet against the pound')
      // "OPEC's embargo": the Arab members' oil embargo of 1973.
      .replace(/\bopec(?:'s|’s)? (?:oil )?embargo\b/gi, 'Arab oil embargo')
      // "What happens to an option at expiry?" asks what its expiration date means; "when would someone buy
      // a put?" what a put is for, which its definition says.
      .replace(
        /^\s*what happens (?:to (?:an? |my |your |the )?(options?|calls?|puts?) (?:at|on|after) (?:expiry|expiration)|when (?:an? |my |your |the )?(options?|calls?|puts?) expires?)\b/i,
        (_, a, b) => `what is the expiration date of ${(a ?? b).replace(/s$/, '')}`,
      )
      // "Who saved LTCM?", "who bailed out AIG?", "why did AIG get bailed out?": the lessons tell of a rescue.
      .replace(/\b(who|what|which \p{L}+) (?:saved|bailed out|bailed-out)\b/giu, '$1 rescued')
      .replace(/\b(was|were) ([\p{L}\d .&'’-]{1,40}?) (?:saved|bailed out)\b/giu, '$1 $2 rescued')
      .replace(/\b(get|got|(?:need|needed|have|had) to be) (?:saved|bailed out)\b/giu, '$1 rescued')
      // "The 1930s" are found where the lessons write "1930–33" or "between 1930 and 1933".
      .replace(/\b((?:1[6-9]|20)\d)0[’']?s\b/g, '$10s $10')
      // "What happens if I can't pay a margin call?": its entry says (it quoted a covered call assigned).
      .replace(
        /^\s*what happens (?:if|when) (?:you|i|someone|an investor|investors|people) (?:can't|can’t|cannot|can not|don't|don’t|do not|fail to|doesn't|doesn’t) (?:pay|meet|cover|answer) (?:an? |the |my |your )?margin calls?[\s?.!]*$/i,
        'what is a margin call?',
      )
      // "How many banks failed in the S&L crisis?": the failed banks of that crisis were thrifts, as its
      // lesson counts them (it quoted the prime rate of 1980).
      .replace(/\bbanks\b(?=.*\b(?:savings and loans?|s ?& ?ls?)\b)/gi, 'thrifts')
      // "How much gold did the US hold in 1971?": the lesson counts American gold reserves (it quoted
      // Nixon closing the gold window).
      .replace(
        /\bhow much gold did (?:the )?(?:us|u\.s\.|usa|america|united states|american government) (?:have|hold|own|keep)\b/gi,
        'how large were American gold reserves',
      )
      // "What happens in a margin call?", "what happens when you get a margin call?" ask what one is.
      .replace(
        /^\s*what happens (?:in|during|with|when (?:you|i|someone|an investor|investors|people) (?:get|gets|receive|receives|face|faces|have|has)) (?:an? |the )?(?=[^\d]+$)/i,
        'what is a ',
      )
      .replace(
        /^\s*(?:when|why) (?:would|do|does|should|might) (?:someone|anyone|people|investors?|traders?|i|you|one) buy (?:an? )?(puts?|calls?)\b/i,
        (_, o) => `what is a ${o.replace(/s$/, '')} option`,
      )
      // "What does strike mean?", "what is short?": one word whose meaning the glossary gives under a
      // longer name (it quoted a "50-strike call", and short covering).
      .replace(
        /^\s*(?:what(?:'s|’s| is| are| does)|define|meaning of) (?:an? |the |being |to be )?(strike|short|break-?even|expiry|expiration|yield|swap|gap)(?:s? (?:up|down))?(?: mean)?[\s?.!]*$/i,
        (_, w: string) => `what is ${LONGER_NAME[w.toLowerCase().replace('-', '')]}?`,
      )
      // "When should I use a limit order?": what the order does, whose entry says what it protects
      // from and what it risks (it was refused as advice on money, with nothing of the order).
      .replace(
        /^\s*(?:when|why) (?:should|would|do|does|can|might) (?:i|you|we|one|someone|traders?|investors?) use (?:an? )?(limit|market|stop|stop[- ]loss|stop[- ]limit|trailing stop)(?: orders?)?[\s?.!]*$/i,
        'what is a $1 order?',
      )
      // Questions whose words the lessons put otherwise (each found nothing or another page): banks
      // creating money is the detail "Loans create deposits"; the names bull and bear, "Why bulls and
      // bears?"; the three forms of efficiency, the weak form's entry, which names the other two; the
      // most bitcoins there can be, bitcoin's fixed supply.
      .replace(
        /^\s*(?:do|can|how do|how can|how does|does) (?:a |the )?banks? (?:really |actually )?(?:create|make|print) (?:new )?money(?: when (?:they|banks) (?:lend|make loans?))?[\s?.!]*$/i,
        'how do loans create deposits?',
      )
      .replace(
        /^(?=.*\bbulls? and (?:the )?bears?\b|.*\bbears? and (?:the )?bulls?\b)(?=.*\b(?:names?|terms?|called|come from|comes from|origins?)\b).*$/i,
        'why bulls and bears?',
      )
      .replace(
        /^\s*what (?:are|were) the (?:three |3 )?(?:forms|kinds|types|versions) of (?:the )?(?:market )?efficiency(?: hypothesis)?[\s?.!]*$/i,
        'what is weak-form efficiency?',
      )
      .replace(
        /^(?=.*\bbitcoins?\b)(?:.*\b(?:max(?:imum)?|total|most) (?:number of )?bitcoins?\b.*\b(?:exist|ever|be made|be mined|be created)\b|.*\bhow many bitcoins (?:can|will|could) (?:there )?(?:ever )?(?:be|exist)\b).*$/i,
        'what is the maximum supply of bitcoin?',
      )
      // Options asked in a learner's words: "what happens at expiration?" (it found nothing), "what is the
      // breakeven of a call?" (it quoted a covered call's worked example), "why is selling options
      // risky?" (GameStop's "dealers who had sold call options").
      .replace(
        /^\s*what happens (?:at|on|after) (?:the )?(?:expiration|expiry)(?: date)?[\s?.!]*$|^\s*what happens when (?:an? |my )?options? expires?[\s?.!]*$/i,
        'what is an expiration date?',
      )
      .replace(
        /^\s*what(?:'s|’s| is) the break-?even(?: price| point)? (?:of|for|on) (?:an? |my )?(?:call|put|option)s?(?: options?)?[\s?.!]*$/i,
        'what is a breakeven price?',
      )
      .replace(
        /^\s*(?:why|how) (?:is|are) (?:selling|writing|shorting) (?:an? )?(?:options?|calls?|puts?) (?:so )?(?:risky|dangerous)[\s?.!]*$|^\s*what(?:'s|’s| is) the risk (?:of|in) (?:selling|writing) (?:an? )?(?:options?|calls?|puts?)[\s?.!]*$/i,
        'how much can I lose selling an option?',
      )
      // "Who runs the Fed?": its rate-setting committee and who sits on it (it found nothing; a
      // sentence had to name both "run" and "Fed").
      .replace(
        /^\s*who (?:runs|controls|is in charge of|makes decisions at|decides things at) (?:the )?(?:fed|federal reserve)[\s?.!]*$/i,
        'what is the FOMC?',
      )
      // "Why do companies issue shares?": the lessons say companies sell them (it quoted Amsterdam's
      // daily share market); "how often are dividends paid?" what a dividend is, whose entry says.
      .replace(/\bissu(?:e|es|ed|ing) (?:new |their |its )?(shares|stocks?)\b/gi, 'sell $1')
      .replace(
        /^\s*how often (?:are|is|do|does|will) (?:a |the )?(?:companies |company |stocks? |shares? )?(?:pay )?dividends?(?: (?:get |be )?paid(?: out)?)?[\s?.!]*$/i,
        'what is a dividend?',
      )
      // "What is a treasury bond?", "the 10 year yield": the glossary's Treasuries (they quoted SVB buying
      // bonds, or found nothing); "a bond rating" is the credit rating its agencies give.
      .replace(
        /\b(?:(?:us |u\.s\. )?treasury (?:bonds?|notes?|securities)|t-(?:bonds?|notes?)|(?:the )?10[- ]?(?:year|yr) (?:treasury (?:yield|note|bond)|yield|note|bond)(?: yield)?)\b/gi,
        'Treasuries',
      )
      .replace(/\bbond ratings?\b/gi, 'credit rating')
      // "What is an inflation-adjusted return?": the glossary's real return (it found nothing).
      .replace(/\binflation[- ]adjusted returns?\b/gi, 'real return')
      // "Roth vs traditional IRA": the glossary's IRA entry sets the two side by side (it found nothing).
      .replace(
        /^\s*(?:what(?:'s|’s| is| are) (?:the )?(?:difference between )?(?:an? )?)?(?:roth|traditional)(?: iras?)? (?:vs\.?|versus|or|and) (?:an? |a )?(?:roth|traditional)(?: iras?)?[\s?.!]*$/i,
        'what is an individual retirement account?',
      )
      // "How many countries use the euro?": its entry counts them, to Bulgaria's joining in 2026 (it quoted
      // the ERM's beginnings).
      .replace(
        /^\s*(?:how many|which|what) (?:countries|nations|states|members) (?:use|have|are in|share|adopted|have adopted|joined|have joined) (?:the )?(?:euro|eurozone|euro ?area)[\s?.!]*$/i,
        'what is the euro?',
      )
      // "Is insider trading illegal?", "is debt bad?": the entry says (each found nothing).
      .replace(
        /^\s*is insider trading (?:illegal|legal|a crime|against the law|allowed)[\s?.!]*$/i,
        'what is insider trading?',
      )
      // ("Is debt dangerous?" is risk.ts's: the definition and the sentences that say how it hurts.)
      .replace(/^\s*is (?:having )?debt (?:bad|good|a bad thing|a good thing)[\s?.!]*$/i, 'what is debt?')
      // "What did FDR do?": the lessons name him in full (it found nothing).
      .replace(/\bfdr\b/gi, 'Franklin D. Roosevelt')
      // "Who was the CEO of SVB?": the lessons say "chief executive" (it found nothing).
      .replace(/\bceos?\b/gi, (w) => (w.length > 3 ? 'chief executives' : 'chief executive'))
      // "What is time decay?": the value an option loses each day, the glossary's theta (it quoted a
      // holder paying $64 a day in time decay).
      .replace(
        /^\s*(?:what(?:'s|’s| is| does)|define|meaning of) (?:an? |the )?(?:option )?time decay(?: mean)?[\s?.!]*$/i,
        'what is theta?',
      )
      // "Why did tulips become so expensive?" asks why their prices rose: the lessons speak of prices.
      .replace(
        /\b(?:(?:become|became|get|got|grow|grew) (?:so |very |too |that )?|(?:so|that) )(?:expensive|pricey|costly)\b/gi,
        'prices rise',
      )
  );
}

function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/[’']s$/, '');
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  return stem(t);
}

/** The processed terms of a piece of text, in order, as the index sees them. */
function termList(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((t): t is string => t !== null);
}

/** The processed terms of a piece of text, each once. */
function termsOf(text: string): Set<string> {
  return new Set(termList(text));
}

/** A glossary entry whose name holds every word asked, and at most one more ("what is a bank run?"
 * → "Bank run", "what is a stop-loss?" → "Stop-loss order"), is the passage that defines it, so it
 * counts double beside passages that only use the words. */
const DEFINES = 2;

// "P/E" is one word ("pe"), not two letters too short to count; nor is the savings and loans' "3-6-3
// rule" three digits too short ("363").
const tokenize = (text: string) =>
  text
    .replace(/\b(\p{L})\/(\p{L})\b/gu, '$1$2')
    .replace(/\b\d(?:-\d){2,}\b/g, (digits) => digits.replaceAll('-', ''))
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);

/**
 * Words that only say what kind of thing a term is, or that it is about money ("Financial contagion"
 * for "what is contagion?"), so a name may add one to what was asked.
 */
const KIND_WORDS = new Set(
  [
    'order',
    'rate',
    'ratio',
    'market',
    'contract',
    'account',
    'option',
    'mortgage',
    'loan',
    'share',
    'financial',
  ].map(stem),
);

/**
 * "In the money", "at the money" and "out of the money" differ only in a word the index drops: a name
 * that opens with one is not what was asked unless that word was asked.
 */
const LEAD = /^(in|at|out)\s/i;

function leadNotAsked(name: string, question: string): boolean {
  const lead = LEAD.exec(name)?.[1]?.toLowerCase();
  return lead !== undefined && !words(question).includes(lead);
}

/**
 * Whether a glossary entry's name is what the question asks about, so its definition may open the
 * answer: the name holds every word asked, adding at most a word of kind ("what is a stop-loss?" →
 * "Stop-loss order", "what is a put?" → "Put option", "what is max drawdown?" → "Maximum drawdown");
 * the words in its brackets are another name for it ("what is a stock?" → "Share (stock)"); or its
 * abbreviation was asked ("what is VaR?" → "Value at risk (VaR)"). A name that shares only a word is
 * not: "what is a trailing stop?" is not answered by "Sudden stop", nor the Sharpe ratio by the P/E,
 * nor volatility by "Volatility crush", nor a hedge by "Hedge fund", nor a stock split by "Share".
 */
export function namesWhatWasAsked(name: string, question: string): boolean {
  const aside = /\(([^)]+)\)/.exec(name)?.[1]?.trim();
  // "What does OTM mean?" names "Out of the money (OTM)" by its abbreviation, with no "out" asked.
  if (aside !== undefined && abbreviationAsked(aside, question)) return true;
  if (leadNotAsked(name, question)) return false;
  const wanted = [...termsOf(question)];
  if (covers(termsOf(name.replace(/\([^)]*\)/g, ' ')), wanted)) return true;
  if (PAIRS.get(name)?.some((half) => covers(termsOf(half), wanted))) return true;
  if (aside === undefined) return false;
  return covers(termsOf(aside), wanted);
}

/** An abbreviation ("VaR", "P/E", "T+2") asked, which may stand in a longer question. */
function abbreviationAsked(aside: string, question: string): boolean {
  if (!/[A-Z].*[A-Z]|[/+&\d]/.test(aside)) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(aside)}($|[^\\p{L}\\p{N}])`, 'iu').test(question);
}

/**
 * Entries that name two things and define each in its own words ("Support and resistance": "Support is
 * a level below…; resistance is a level above…"): either one asked alone is that entry. Not "Savings and
 * loan", which defines neither, so "what is a loan?" is not a thrift.
 */
const PAIRS: ReadonlyMap<string, readonly string[]> = new Map(
  glossarySources
    .flatMap((source) => Object.values(source.entries))
    .flatMap((entry) => {
      const halves = /^(\p{L}+) and (\p{L}+)(?: \(|$)/u.exec(entry.text)?.slice(1, 3) ?? [];
      const defines = (half: string) =>
        new RegExp(`(?<![\\p{L}])${half}(?: \\([^)]*\\))? is\\b`, 'iu').test(entry.definition);
      return halves.length === 2 && halves.every(defines) ? [[entry.text, halves] as const] : [];
    }),
);

// "max" asks for "maximum": a word of three letters or more may be the start of the name's word.
const same = (asked: string, word: string) => word === asked || (asked.length >= 3 && word.startsWith(asked));

/** Whether a name's words are every word asked, adding at most one word of kind. */
function covers(named: ReadonlySet<string>, wanted: readonly string[]): boolean {
  const extra = [...named].filter((w) => !wanted.some((t) => same(t, w)));
  return (
    named.size > 0 &&
    wanted.length > 0 &&
    wanted.every((t) => [...named].some((w) => same(t, w))) &&
    extra.length <= 1 &&
    extra.every((w) => KIND_WORDS.has(w))
  );
}

/**
 * A looser way a glossary entry may be what was asked, tried once no entry is named outright
 * (`namesWhatWasAsked`): by its key, the short name the lessons file it under ("what is margin?" →
 * "margin-loan", "Buying on margin"), or by its name once a word of kind the question adds is set
 * aside ("what is an option premium?" → "Premium"). A name that only shares a word still is not.
 */
export function namesLoosely(name: string, question: string, key?: string): boolean {
  if (leadNotAsked(name, question)) return false;
  const wanted = [...termsOf(question)];
  // A key's hyphens part words, not the digits of a name ("3-6-3-rule" is not "the 2% rule").
  if (key !== undefined && covers(termsOf(key.replace(/(?<=\p{L})-|-(?=\p{L})/gu, ' ')), wanted)) return true;
  const kinds = wanted.filter((w) => KIND_WORDS.has(w));
  if (wanted.length < 2 || kinds.length !== 1) return false;
  const rest = wanted.filter((w) => !KIND_WORDS.has(w));
  const named = termsOf(name.replace(/\([^)]*\)/g, ' '));
  return rest.length === named.size && rest.every((t) => [...named].some((w) => same(t, w)));
}

/**
 * Whether two or more words asked are the first words of a glossary entry's name, its short form:
 * "the Dow Jones" → "Dow Jones Industrial Average (the Dow)". Weaker than `namesWhatWasAsked`,
 * so an answer looks for an entry named exactly first.
 */
export function opensName(name: string, question: string): boolean {
  const asked = termList(question);
  const named = termList(name.replace(/\([^)]*\)/g, ' '));
  return asked.length >= 2 && asked.length < named.length && asked.every((w, i) => named[i] === w);
}

/**
 * Whether one word asked is the first word of a longer glossary name: "what does transitory mean?" →
 * "Transitory inflation", "fiscal" → "Fiscal stimulus". Too loose to open an answer ("a hedge" is not
 * "Hedge fund"); it only offers the entry when no definition was found.
 */
export function opensWithWord(name: string, question: string): boolean {
  const asked = termList(question);
  const named = termList(name.replace(/\([^)]*\)/g, ' '));
  return asked.length === 1 && named.length >= 2 && named[0] === asked[0];
}

export type Retriever = {
  search(query: string, limit?: number): Hit[];
  /** The text with each word our content never uses spelled as the nearest one it does ("stok" → "stock"). */
  correct(text: string): string;
  /** In how many passages a word (as the index stems it) appears: 0 for a word our content never uses. */
  uses(word: string): number;
  passages: readonly Passage[];
};

/** How much a tapped detail's score counts beside a page's. */
const DETAIL_WEIGHT = 0.5;

/** Minimum MiniSearch score for a passage to count as relevant at all. */
export const MIN_SCORE = 4;

/** Whether two different words differ by one letter added, dropped, changed, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  return a !== b && withinOneEdit(a, b);
}

/**
 * The words of our content, each with how often it appears, for spelling: a word asked that the
 * content never uses is read as the most used word one edit from it.
 */
function vocabularyOf(passages: readonly Passage[]): { counts: Map<string, number>; lowercase: Set<string> } {
  const counts = new Map<string, number>();
  // Words a passage's text writes in lowercase somewhere: a misspelling is never respelled as a name
  // ("spin" is not "Spain", which is only ever a name).
  const lowercase = new Set<string>();
  for (const p of passages)
    for (const field of [p.title, p.text, p.keywords, p.unquoted, p.scene])
      for (const word of tokenize(field ?? '')) {
        const w = word.toLowerCase();
        counts.set(w, (counts.get(w) ?? 0) + 1);
        if ((field === p.text || field === p.scene) && word === w) lowercase.add(w);
      }
  return { counts, lowercase };
}

/**
 * A misspelt word is corrected only if it is this long (shorter words have too many neighbours), and
 * only to a word with the same first letter, which typing rarely gets wrong ("topping" is not a
 * misspelt "stopping").
 */
const MIN_CORRECTED = 4;

export function createRetriever(passages: readonly Passage[] = buildPassages()): Retriever {
  const newIndex = () =>
    new MiniSearch<Passage>({
      fields: ['title', 'text', 'lessonTitle', 'keywords', 'unquoted'],
      storeFields: ['id'],
      processTerm,
      tokenize,
      // A scene's sentences are searched as the text they stood in, so pages rank as before.
      extractField: (p, field) => (field === 'text' ? allSaid(p) : (p[field as keyof Passage] as string)),
    });
  // The tapped details are an index of their own, so that adding them leaves how the pages rank against
  // each other as it was (a word's weight depends on how many passages of the index use it).
  const index = newIndex();
  index.addAll(passages.filter((p) => p.about === undefined) as Passage[]);
  const details = newIndex();
  details.addAll(passages.filter((p) => p.about !== undefined) as Passage[]);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const { counts: vocabulary, lowercase } = vocabularyOf(passages);
  const known = new Set([...vocabulary.keys()].map((w) => processTerm(w)).filter((t) => t !== null));
  const passagesUsing = new Map<string, number>();
  for (const p of passages)
    for (const t of termsOf([p.title, p.text, p.keywords, p.unquoted, p.scene].join(' ')))
      passagesUsing.set(t, (passagesUsing.get(t) ?? 0) + 1);
  const byLength = new Map<number, [string, number][]>();
  for (const [w, n] of vocabulary) {
    if (/\d/.test(w) || !lowercase.has(w)) continue;
    byLength.set(w.length, [...(byLength.get(w.length) ?? []), [w, n]]);
  }
  const spelled = (word: string): string => {
    const w = word.toLowerCase();
    const t = processTerm(w);
    // "whats" is a way of asking, not a misspelt word to find.
    if (w.length < MIN_CORRECTED || /\d/.test(w) || t === null || STOP_WORDS.has(t)) return word;
    if (known.has(t) || vocabulary.has(w)) return word;
    let best: [string, number] | undefined;
    // A short word is only ever missing a letter ("stok"): "beta" is not a misspelt "bet" or "beat".
    for (const len of w.length <= MIN_CORRECTED ? [w.length + 1] : [w.length - 1, w.length, w.length + 1])
      for (const [v, n] of byLength.get(len) ?? [])
        if (
          !STOP_WORDS.has(v) &&
          v[0] === w[0] &&
          oneEditApart(w, v) &&
          (!best || n > best[1] || (n === best[1] && v < best[0]))
        )
          best = [v, n];
    return best?.[0] ?? word;
  };
  return {
    passages,
    // A word written with a capital inside the question is a name as typed ("who is Michael Burry?"):
    // spelled as the nearest word we use, it became another man ("Barry" Eichengreen). In a question
    // with every word capitalised ("Whats A Stok") a capital says nothing.
    correct: (text) => {
      const cased = /(?:^|[^\p{L}])\p{Ll}/u.test(text);
      return text.replace(/[\p{L}]+/gu, (word, at: number) =>
        cased && at > 0 && /^\p{Lu}/u.test(word) && !/[.!?]\s*$/.test(text.slice(0, at))
          ? word
          : spelled(word),
      );
    },
    uses: (word) => {
      const t = processTerm(word);
      return t === null ? 0 : (passagesUsing.get(t) ?? 0);
    },
    search(query, limit = 6) {
      const text = rephrase(query.slice(0, 500));
      const wanted = new Set([...termsOf(text)].map(groupOf));
      if (wanted.size === 0) return [];
      const options = {
        boost: { title: 3, lessonTitle: 2, keywords: 2, text: 1, unquoted: 1 },
        fuzzy: (term: string) => (term.length > 5 ? 0.2 : false),
        prefix: (term: string) => term.length > 4,
        combineWith: 'OR',
        // A word asked is searched with the words that stand for it ("stocks" with "shares").
        processTerm: (term: string) => {
          const t = processTerm(term);
          return t === null ? null : [t, ...synonymsOf(t)];
        },
      } as const;
      const results = [
        ...index.search(text, options),
        // A tapped detail is a side note: it answers what it alone tells (Korea's gold drive), but does
        // not push a page that tells the story out of the first passages read.
        ...details.search(text, options).map((r) => ({ ...r, score: r.score * DETAIL_WEIGHT })),
      ];
      // Relevant only if the passage speaks of at least half of what was asked (a lone "pizza" in
      // the bitcoin story does not answer a question about Naples).
      const enough = Math.ceil(wanted.size / 2);
      const defines = (p: Passage) => {
        if (p.kind !== 'glossary') return false;
        const named = new Set([...termsOf(p.title)].map(groupOf));
        return named.size <= wanted.size + 1 && [...wanted].every((t) => named.has(t));
      };
      // "What happened to Bear Stearns?": a name written in capitals is one name, and a passage that
      // says it whole tells of it; "bear" alone found the bull and bear markets lesson first.
      // Only where the best passage does not say it: the Marshall Plan's pages all do, as they rank.
      const names = namesWritten(query);
      const sayName = (r: { id: unknown }) => {
        const p = byId.get(r.id as string)!;
        return names.some((n) => p.text.includes(n) || p.title.includes(n));
      };
      const best = results.reduce<(typeof results)[number] | undefined>(
        (a, r) => (a === undefined || r.score > a.score ? r : a),
        undefined,
      );
      const split = best !== undefined && !sayName(best) && results.some(sayName);
      return results
        .filter((r) => r.score >= MIN_SCORE && new Set(r.queryTerms.map(groupOf)).size >= enough)
        .map((r) => (split && sayName(r) ? { ...r, score: r.score * NAME_SAID } : r))
        .map((r) => {
          const p = byId.get(r.id as string)!;
          // "Out of the money" asked: the entry whose opening word was asked, over "In the money".
          const lead = LEAD.exec(p.title)?.[1]?.toLowerCase();
          const own = lead !== undefined && !leadNotAsked(p.title, text) ? DEFINES : 1;
          return defines(p)
            ? { ...p, score: r.score * DEFINES * own, terms: r.queryTerms, defines: true }
            : { ...p, score: r.score, terms: r.queryTerms };
        })
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}

/** How much more a passage counts when it says whole a name the question writes in capitals. */
const NAME_SAID = 4;

/** Names a question writes in capitals, two words or more ("Bear Stearns", "Bank of England"). */
export function namesWritten(text: string): string[] {
  // "J. P. Morgan" keeps its points; a full stop after a name ("…the Dodd-Frank Act.") is no part of it.
  return [...text.matchAll(/\p{Lu}[\p{L}’'.-]*(?:\s+(?:of\s+|&\s+)?\p{Lu}[\p{L}’'.-]*)+/gu)].map((m) =>
    m[0].replace(/\.+$/, '').replace(/[’']s$/, ''),
  );
}

/** The lessons of a list of hits, best first, each once. */
export function rankLessons(
  hits: readonly Hit[],
): { lessonId: string; lessonTitle: string; score: number }[] {
  const total = new Map<string, { lessonId: string; lessonTitle: string; score: number; pages: boolean }>();
  for (const h of hits) {
    const seen = total.get(h.lessonId);
    // A glossary entry is filed under one lesson but read in many: unless it defines what was asked,
    // it adds nothing to a lesson already found by its own pages.
    if (seen) seen.score += h.kind === 'glossary' && !h.defines && seen.pages ? 0 : h.score / 2;
    else
      total.set(h.lessonId, {
        lessonId: h.lessonId,
        lessonTitle: h.lessonTitle,
        score: h.score,
        pages: h.kind !== 'glossary',
      });
  }
  return [...total.values()]
    .sort((a, b) => b.score - a.score)
    .map(({ lessonId, lessonTitle, score }) => ({ lessonId, lessonTitle, score }));
}
