import { patterns as allPatterns, type NavIntent, type NavPattern, patternKey } from './patterns';
import { decadeAsked } from './years';

// The navigation classifier (spec app-and-learning §4 AI chat, §9 Chat). Every chat message is
// scored against every pattern first: per keyword phrase, 0.3 per word found plus 0.2 when it is a
// whole word, divided by the phrase's word count and capped at 1 (the spec's rule); typos of one
// letter and plurals count as found but not whole. The best phrase then gains for covering the whole
// message, for other phrases of the same target and for what the learner's feedback taught it.
// A navigation verb ("take me to", "open", "what happened in") or a score above 0.5 navigates;
// questions ("why do bubbles burst?") go to the tutor instead.

export type ScoredAction = { intent: NavIntent; target: string; score: number };

export type Decision = 'navigate' | 'unclear' | 'answer';

export type Classification = {
  /** Scored actions, best first (at most `limit`). */
  actions: ScoredAction[];
  decision: Decision;
  /** The message carries a navigation verb. */
  verb: boolean;
  /** The message reads as a question or a request for an explanation. */
  question: boolean;
};

/** Learned weight per pattern key (`intent:target`), in 0..MAX_LEARNED. */
export type LearnedWeights = Readonly<Record<string, number>>;

export const NAVIGATE_ABOVE = 0.5;
export const UNCLEAR_BELOW = 0.3;
export const MAX_LEARNED = 0.15;
/** Spec §4: a course opens after 200 ms, a game after 100 ms. */
export const NAVIGATION_DELAY_MS: Record<NavIntent, number> = {
  navigate_tab: 0,
  open_course: 200,
  open_game: 100,
  open_modal: 0,
  action: 0,
};

export const UNCLEAR_MESSAGE = "I'm not sure where you want to go. Could you be more specific?";
export const NAVIGATION_FAILED = "I couldn't navigate there. Please try again or ask differently.";
export const COURSE_NOT_FOUND = "I couldn't find that course. Try asking differently.";

const STOP = new Set(
  (
    "a an the to me my i please now can you could would will us we our let lets let's go take bring what " +
    'open show want like see get find into in on of for at up this that it page tab section screen ' +
    'story lesson course one about some just quickly again back over there here and or is are with ' +
    'hey hi hello ok okay thanks thank where view visit load launch navigate head jump switch start ' +
    'play read also then so be id d yes'
  )
    .split(' ')
    .filter(Boolean),
);

const STRONG_VERB =
  /\b(take me|bring me|go(?: back)? to|goto|navigate|open(?: up)?|switch to|jump to|head to|let'?s go|get me to|show me (?:the|my|a)\b|i want to (?:go|see|open|visit)|i'?d like to (?:go|see|open|visit))\b/;
const WEAK_VERB =
  /\b(show me|launch|start|play|read|visit|load|view|resume|continue|i want to (?:read|play|learn about|try|do)|i'?d like to (?:read|play|learn about|try))\b/;
// "Could we see another Black Monday?" asks whether it will happen again, not to be shown it.
const NAV_QUESTION =
  /\b(where (?:is|are|can i|do i)(?! (?:start|begin)\b)|how (?:do|can) i (?:get|go) to|what happened (?:in|during|on|to|with|at)|(?:can|could|will|would) you (?:please )?(?:open|show|take|bring)|can i (?:see|go to|open|play)|(?:can|could|shall) we (?:please )?(?:go to|open|see(?! (?:another|a second|a new|it again)\b)|visit|start|read|play))\b/;
const HAPPENED = /\bwhat happened (?:in|during|on|to|with|at)\b/;
// "Give me a hot stock tip", "which stock should I buy": a request for advice, never a destination.
const ASKS_PICK =
  /\b(?:hot|stock|share|investment|trading) tips?\b|\bwhich (?:stocks?|shares?|coins?|crypto)\b|\bshould i (?:buy|sell|invest)\b/;
const QUESTION_START =
  /^(why|how|what|whats|what's|when|who|whom|which|is|are|does|do|did|can|could|should|would|will|explain|define|tell me|describe|compare)\b/;
// "Reasons for the dot-com crash", "causes of the 1929 crash": asks why, so the tutor answers (with a link).
// "Timeline of tulip mania", "key dates of the 1929 crash": asks when, answered with the lesson's dates
// (it opened the lesson instead).
const QUESTION_ANYWHERE =
  /\b(explain|meaning|mean|means|difference between|vs|versus|didn'?t|doesn'?t|won'?t|wasn'?t|isn'?t|not fill|why|how does|how do|what is|what are|what's|(?:causes?|reasons?) (?:of|for|behind)|what (?:caused|led to)|(?:timeline|chronology|dates) of)\b/;
const SHOW_HOW = /\bshow me (how|what|why|when|where)\b/;
// "Bring me to the glossary": the glossary lives in the lessons, no page of its own, so the tutor says
// where its terms are (app help) rather than "I'm not sure where you want to go".
const NO_PAGE = /\b(glossary|dictionary)\b/;

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9&' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function tokens(text: string): string[] {
  return normalise(text).replace(/'s\b/g, '').replace(/'/g, '').split(' ').filter(Boolean);
}

/** Damerau–Levenshtein distance, stopping early once it exceeds 1. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    return (
      diff.length === 2 &&
      diff[1] === diff[0]! + 1 &&
      a[diff[0]!] === b[diff[1]!] &&
      a[diff[1]!] === b[diff[0]!]
    );
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

const WHOLE = 0.5;
const FOUND = 0.3;

/** How well one query token matches one keyword word: whole word, inflected or one typo away, or not. */
const SUFFIXES = new Set(['s', 'es', 'd', 'ed', 'er', 'ers', 'ing', 'y']);
const inflected = (long: string, short: string) =>
  short.length >= 3 && long.startsWith(short) && SUFFIXES.has(long.slice(short.length));

function wordMatch(token: string, word: string): number {
  if (token === word) return WHOLE;
  // A year or a decade is itself or nothing: "1920s" is not a typo of "1970s".
  if (/\d/.test(word) || /\d/.test(token)) return 0;
  if (inflected(token, word) || inflected(word, token)) return FOUND + 0.15;
  if (token.length >= 5 && word.length >= 5 && withinOneEdit(token, word)) return FOUND + 0.1;
  return 0;
}

type Prepared = { pattern: NavPattern; phrases: string[][] };

function prepare(list: readonly NavPattern[]): Prepared[] {
  return list.map((pattern) => ({
    pattern,
    phrases: pattern.keywords.map((k) => {
      const w = tokens(k);
      const content = w.filter((x) => !STOP.has(x));
      return content.length > 0 ? content : w;
    }),
  }));
}

const preparedDefault = prepare(allPatterns);

/** The best phrase's score plus its coverage of the message's words and the other phrases found. */
function scorePattern(p: Prepared, query: string[], content: string[]): number {
  let best = 0;
  let bestCovered = 0;
  let others = 0;
  for (const phrase of p.phrases) {
    let sum = 0;
    const covered = new Set<number>();
    for (const word of phrase) {
      let top = 0;
      let at = -1;
      for (let i = 0; i < query.length; i++) {
        const m = wordMatch(query[i]!, word);
        if (m > top) {
          top = m;
          at = i;
        }
      }
      sum += top;
      if (at >= 0) covered.add(at);
    }
    const score = Math.min(1, sum / phrase.length);
    if (score >= 0.4) others += 1;
    const contentCovered = [...covered].filter((i) => content.includes(query[i]!)).length;
    if (score > best || (score === best && contentCovered > bestCovered)) {
      best = score;
      bestCovered = contentCovered;
    }
  }
  if (best === 0) return 0;
  const coverage = content.length > 0 ? bestCovered / content.length : 0;
  const extra = Math.min(2, Math.max(0, others - 1)) * 0.05;
  return best + 0.3 * coverage + extra;
}

export type ClassifyOptions = {
  patterns?: readonly NavPattern[];
  learned?: LearnedWeights;
  /** Patterns the caller may not open (e.g. admin for learners). */
  exclude?: (p: NavPattern) => boolean;
  limit?: number;
};

const round = (x: number) => Math.round(x * 100) / 100;

/** Scores a message against every pattern and decides: navigate, ask to be more specific, or answer. */
export function classify(message: string, options: ClassifyOptions = {}): Classification {
  const text = normalise(message);
  const prepared = options.patterns ? prepare(options.patterns) : preparedDefault;
  const query = tokens(message);
  const content = query.filter((t) => !STOP.has(t));
  const navQuestion = NAV_QUESTION.test(text);
  const question =
    !navQuestion &&
    // The question mark is read from the message as typed: normalise() drops it.
    (message.includes('?') ||
      QUESTION_START.test(text) ||
      QUESTION_ANYWHERE.test(text) ||
      SHOW_HOW.test(text) ||
      ASKS_PICK.test(text));
  const strong = navQuestion || (!question && STRONG_VERB.test(text));
  const weak = !question && !strong && WEAK_VERB.test(text);
  const verb = strong || weak;
  const playing = /\b(play|playing|game|simulate|simulation|sim)\b/.test(text);

  const actions: ScoredAction[] = [];
  for (const p of prepared) {
    if (options.exclude?.(p.pattern)) continue;
    if (p.pattern.intent === 'open_game' && !playing) continue;
    let score = scorePattern(p, content, content);
    if (score === 0) continue;
    // "Play the 1987 game" is the game; "the 1987 crash" is the lesson.
    if (playing)
      score += p.pattern.intent === 'open_game' ? 0.15 : p.pattern.intent === 'open_course' ? -0.15 : 0;
    score += Math.min(MAX_LEARNED, Math.max(0, options.learned?.[patternKey(p.pattern)] ?? 0));
    actions.push({ intent: p.pattern.intent, target: p.pattern.target, score: round(Math.min(1, score)) });
  }
  actions.sort((a, b) => b.score - a.score || a.target.localeCompare(b.target));
  const top = actions.slice(0, options.limit ?? 5);
  const best = top[0]?.score ?? 0;

  let decision: Decision = 'answer';
  if (NO_PAGE.test(text) && best < NAVIGATE_ABOVE) decision = 'answer';
  // "What happened in the 1920s?" asks about the decade's events, several lessons: the tutor answers.
  else if (decadeAsked(message) !== undefined) decision = 'answer';
  // "What happened to Bear Stearns?" goes to a lesson only if it names one whole: "bear" is half of
  // "bear market", and the tutor answers it from the 2008 lesson.
  else if (HAPPENED.test(text) && best < NAVIGATE_ABOVE) decision = 'answer';
  else if (verb && best >= UNCLEAR_BELOW) decision = 'navigate';
  // "Where do I change my password?" names no place of ours: the tutor answers it (app help).
  else if (strong && !navQuestion) decision = 'unclear';
  else if (!question && best > NAVIGATE_ABOVE) decision = 'navigate';
  return { actions: top, decision, verb, question };
}
