import { getLesson } from '../../content/catalogue';
import { classify } from './classify';
import { lessonAliases } from './patterns';
import { PERSON_PRONOUN, personAsked } from './person';
import { escapeRegExp } from './retrieval';

// What a short follow-up is about when it only points back: "why is it dangerous?" after "what is
// leverage?" asks why leverage is dangerous; "is a high one bad?" after "what is a P/E ratio?" asks
// about a high P/E ratio. A message that opened a lesson ("covid crash 2020", "open the dot-com
// lesson") makes that lesson's first name the one carried, so "why did inflation follow?" is asked of it.

/** How many words a message holds, counted at its spaces. */
const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** "What is a P/E ratio?", "define leverage", "whats bitcoin": the thing asked, without its article. */
const ASKED =
  /^\s*(?:what(?:'s|’s| is| are| was| were|s)|define|explain|meaning of|tell me about)\s+(?:an? )?(.+?)[\s?.!]*$/i;

/** "What happened to Lehman?": the firm or person asked after, even when it opens their lesson. */
const HAPPENED_TO = /^\s*what (?:happened|has happened) to (?:the )?(.+?)[\s?.!]*$/i;

/** The subject the learner's previous message leaves for a follow-up, if it has one. */
export function subjectOf(previous: string): string | undefined {
  // Not a person: "it" after "what happened to Isaac Newton?" is still the bubble he lost in.
  const after = HAPPENED_TO.exec(previous)?.[1];
  if (after && wordCount(after) <= 3 && !/\b(?:it|they|that|this)\b/i.test(after) && !personAsked(after))
    return after;
  const nav = classify(previous);
  const opened = nav.decision === 'navigate' ? nav.actions[0] : undefined;
  if (opened?.intent === 'open_course') {
    // The first name learners use for the lesson ("covid", not "covid crash 2020", which would ask
    // about the crash rather than the inflation after it), else its title.
    return lessonAliases[opened.target]?.[0] ?? getLesson(opened.target)?.title;
  }
  if (nav.decision === 'navigate') return undefined;
  // "And a put?": the other thing, now the one asked about.
  const instead = thingInstead(previous)?.[2];
  if (instead) return instead;
  const asked = ASKED.exec(previous)?.[1];
  if (asked && wordCount(asked) <= 4 && !/\b(?:it|they|that|this)\b/i.test(asked)) return asked;
  return undefined;
}

/**
 * "It", "they" standing for the thing; "one" after an adjective ("a high one"). "That" and "this" are
 * left to the search with the message before (compose.ts followsOn): "why do companies do that?"
 * after a stock split points to the splitting, not to the word.
 */
const POINTER = /\b(it|they|them)\b/i;
const IT = /\bit\b/i;
/** "Why do companies do that?", "why would anyone do this?": the thing before, as something done. */
const DO_THAT =
  /(?<=^\s*why (?:do|does|did|would|should|will) \S+(?: \S+)? )(do|did|does) (?:that|this|it)\b/i;
const ONE = /\b(an?|the)\s+(\p{L}+)\s+one\b/iu;
/** "In one", "into one": the thing before as a place to be ("are we in one now?"). */
const IN_ONE = /\b(in|into|heading for|entering) one\b(?! (?:day|year|week|month|go|piece|place)\b)/i;
/**
 * "One" as the thing used or held: "when should I use one instead of a market order?" after "what is a
 * limit order?", "how much can I lose on one?" after "what is a call option?"; not "on one day".
 */
const USE_ONE =
  /\b(use|place|set|buy|sell|on|with)\s+one\b(?!\s+(?:of|day|days|week|month|year|hour|minute|share|stock|side|hand)\b)/i;

/** What is asked of an event, not of a thing: how it began, ended or lasted. */
const OF_AN_EVENT = /\b(?:end|ended|stop|stopped|last|lasted|start|started|begin|began)\b/i;

/** A question closed by where or when it is asked: "…in Weimar Germany?", "…in the 1970s?". */
const ASKED_IN = /\bin (?:the )?\p{L}*\d*(?: \p{L}+)?[\s?.!]*$/iu;

/** "How much can I lose?" with no thing named: asked of the thing before ("…on a call option?"). */
const LOSE_BARE = /^\s*how much (?:can|could|might|would|will) (?:i|you|we) lose[\s?.!]*$/i;

/** "What is the risk?" with no thing named: asked of the thing before ("…of a covered call?"). */
const RISK_BARE =
  /^\s*(?:and |so |but )?what(?:'s|’s| is| are) the (?:main |biggest |real )?risks?[\s?.!]*$/i;

/** "Why?" alone: a follow-up of the message before, as one that says "it" is. */
export const BARE_WHY = /^\s*(?:but |and )?why[\s?.!]*$/i;

/** Things that happen (a kind of crisis), which "why?" after "what is a crash?" asks the causes of. */
const HAPPENS =
  /^(?:an? )?(?:(?:market |stock market )?crash|bubble|(?:bank )?run|(?:bank(?:ing)? |financial )?panic|recession|depression|(?:hyper)?inflation|deflation|default|short squeeze|mania|financial crisis|crisis)$/i;

/** "How do I protect myself?", "how can I protect my savings?": from what, the message does not say. */
const PROTECT_BARE =
  /^\s*how (?:do|can|should|could|would) (?:i|we|you|people) (?:protect|guard|shield) (?:myself|ourselves|yourself|themselves|my (?:money|savings|portfolio)|our (?:money|savings))[\s?.!]*$/i;

/** The follow-up with the subject in place of the word that points to it; undefined when none does. */
export function withSubject(message: string, earlier: readonly string[]): string | undefined {
  // "Use one" may be weighed against another thing ("…instead of a market order?"): a longer message.
  // So may a place or a time it is asked in ("how high did it get in Weimar Germany?").
  const longest = USE_ONE.test(message) ? 10 : ASKED_IN.test(message) ? 9 : 7;
  if (earlier.length === 0 || wordCount(message) > longest) return undefined;
  const subject = lastSubject(earlier, OF_AN_EVENT.test(message));
  if (!subject) return undefined;
  if (LOSE_BARE.test(message)) return `how much can I lose on ${withArticle(subject)}?`;
  // After "what is a covered call?": the covered call's risk, not what risk is (it defined "Risk").
  if (RISK_BARE.test(message)) return `what is the risk of ${withArticle(subject)}?`;
  // "Why?" after "what is a crash?": why crashes happen (it quoted how long the Flash Crash lasted).
  if (BARE_WHY.test(message))
    return HAPPENS.test(subject)
      ? `why does ${withArticle(subject.replace(/^an? /i, ''))} happen?`
      : undefined;
  // After "what is inflation?": "how do I protect myself?" asks how, from inflation (it found nothing).
  if (PROTECT_BARE.test(message)) return `${message.replace(/[\s?.!]+$/, '')} from ${subject}?`;
  // "Are we in one now?" after "what is a recession?": in a recession.
  if (IN_ONE.test(message)) return message.replace(IN_ONE, (_, into) => `${into} ${withArticle(subject)}`);
  if (ONE.test(message))
    return message.replace(ONE, (_, article, adjective) => `${article} ${adjective} ${subject}`);
  if (USE_ONE.test(message)) return message.replace(USE_ONE, (_, verb) => `${verb} a ${subject}`);
  // "Why do companies do that?" after "what is a stock split?": why they do a stock split (it gave the
  // split's definition again, without the reason).
  if (DO_THAT.test(message))
    return message.replace(
      DO_THAT,
      (_, verb) => `${verb} ${/ing$/i.test(subject) ? subject : withArticle(subject.replace(/^an? /i, ''))}`,
    );
  // "Why didn't they save it?" after "what happened to Lehman?": "they" acted, "it" is the thing asked.
  if (IT.test(message)) return message.replace(IT, subject);
  if (POINTER.test(message)) return message.replace(POINTER, subject);
  return undefined;
}

/** "A put", "an ETF": a thing named with the article it takes. */
const withArticle = (thing: string) => `${/^[aeiou]/i.test(thing) ? 'an' : 'a'} ${thing}`;

/** "And a bear market?", "what about a put?": the same question of another thing. */
const INSTEAD = /^\s*(?:and|what about|how about)\s+(?:(an?|the) )?(.+?)[\s?.!]*$/i;

/** The thing an "and…?" names, not another question ("and why?", "and who rescued it?"). */
function thingInstead(message: string): RegExpExecArray | undefined {
  const instead = INSTEAD.exec(message);
  const other = instead?.[2];
  if (!other || wordCount(other) > 4 || POINTER.test(other) || /\b(?:this|that)\b/i.test(other))
    return undefined;
  return QUESTION_WORD.test(other) ? undefined : instead!;
}

/** A question's own first word: "and why?", "what about in 2008?", "and did it work?". */
const QUESTION_WORD =
  /^(?:who|whom|whose|what|why|how|when|where|which|did|does|do|is|are|was|were|can|could|should|would|will|in|then|so|also|after|before|during)\b/i;

/**
 * "And a bear market?" after "what is a bull market?": the question before, asked of the other thing
 * (it quoted what a bull market is again). Also after a question that carried its subject: "and a put?"
 * after "what is a call?" and "how much can I lose?" asks how much can be lost on a put. Undefined
 * when the question before named no thing of its own ("why did Lehman fail?").
 */
export function askedOfAnother(message: string, earlier: readonly string[]): string | undefined {
  const [, article, other] = thingInstead(message) ?? [];
  const previous = earlier.at(-1);
  if (!other || !previous) return undefined;
  const before = earlier.slice(0, -1);
  const carried = withSubject(previous, before);
  const subject = carried ? lastSubject(before, OF_AN_EVENT.test(previous)) : subjectOf(previous);
  const asked = carried ?? previous;
  // "And Tesla?" after "what is my best stock?" is not "what is a Tesla?".
  if (!subject || /^(?:my|your|our)\b/i.test(subject)) return undefined;
  const named = new RegExp(`\\b(?:(?:an?|the) )?${escapeRegExp(subject)}\\b`, 'i');
  if (!named.test(asked)) return undefined;
  return asked.replace(named, article === 'the' ? `the ${other}` : withArticle(other));
}

/** A short message that names nothing of its own ("who got rich?") leans on the one before it. */
const SHORT = 5;

/**
 * The subject of the learner's last message, or of the one before when the last was a short
 * follow-up of its own: "why did it collapse?" after "what was the South Sea Bubble?" and "who got
 * rich?" asks why the bubble collapsed (it found "Argentina’s Collapse" by its title).
 */
function lastSubject(earlier: readonly string[], ofEvent: boolean): string | undefined {
  // "How did it end?" after "what is inflation?" and "how high did it get in Weimar Germany?": the
  // inflation in Weimar Germany, where the follow-up between took it (it found nothing on inflation's end).
  let where: string | undefined;
  for (let i = earlier.length - 1; i >= Math.max(0, earlier.length - 3); i--) {
    const subject = subjectOf(earlier[i]!);
    if (subject) return where ? `${subject} ${where}` : subject;
    if (ofEvent && POINTER.test(earlier[i]!))
      where ??= ASKED_IN.exec(earlier[i]!)?.[0].replace(/[\s?.!]+$/, '');
    // A longer one that itself pointed back ("when should I use one instead of a market order?")
    // kept to the same subject.
    const pointed = [ONE, USE_ONE, POINTER].some((p) => p.test(earlier[i]!));
    if (wordCount(earlier[i]!) > SHORT && !pointed) return undefined;
  }
  return undefined;
}

/** After a message that opened a lesson, the lesson's subject, for a follow-up that names none. */
export function navigatedSubject(earlier: readonly string[]): string | undefined {
  const previous = earlier.at(-1);
  if (!previous) return undefined;
  const nav = classify(previous);
  return nav.decision === 'navigate' && nav.actions[0]?.intent === 'open_course'
    ? subjectOf(previous)
    : undefined;
}

/**
 * The crisis a message names, or else the one the learner named last: "and who lost?", "how did it
 * end?" and "who went to jail?" ask of the crisis asked about before.
 */
export function eventNamedOrBefore<T extends { lessonId: string; words?: readonly string[] }>(
  message: string,
  earlier: readonly string[],
  namesEvent: (text: string) => T | undefined,
): T | undefined {
  const own = namesEvent(message);
  if (own) return own;
  // "How much did the peso fall?" after Argentina's crisis names Mexico's lesson by a word Argentina's
  // also goes by: the conversation is still about Argentina ("who was president?" named Mexico's).
  let named: T | undefined;
  for (const m of earlier) {
    const n = namesEvent(m);
    if (n && !(named && n.lessonId !== named.lessonId && alsoNames(n.words, named.lessonId))) named = n;
  }
  return named;
}

type NamesEvent = (text: string) => { lessonId: string; words?: readonly string[] } | undefined;

/**
 * Whether the words a message names its crisis by are also in a name of another lesson: "the peso" is
 * Mexico's crisis alone, but Argentina's lesson is also found as "peso 2002".
 */
const alsoNames = (words: readonly string[] | undefined, lessonId: string) =>
  words !== undefined &&
  (lessonAliases[lessonId] ?? []).some((alias) => words.every((w) => alias.split(' ').includes(w)));

const YEAR_SAID = /\b(?:1[6-9]\d\d|20\d\d)s?\b/;

/**
 * The message asked of the crisis named in `earlier`, by `ask(message, name)`, the name being the first
 * of the lesson's that finds it again ("enron", "south sea bubble"). Undefined when the message names its
 * own time or crisis, no crisis was named, or the question asked no longer finds that crisis alone.
 */
function askedOfEventBefore(
  message: string,
  earlier: readonly string[],
  namesEvent: NamesEvent,
  ask: (message: string, name: string) => string,
): string | undefined {
  if (YEAR_SAID.test(message)) return undefined;
  const own = namesEvent(message);
  const before = eventNamedOrBefore('', earlier, namesEvent);
  if (!before) return undefined;
  // "How much did the peso fall?" after "what happened in Argentina in 2001?": Argentina's peso.
  const shared =
    own !== undefined && own.lessonId !== before.lessonId && alsoNames(own.words, before.lessonId);
  if (own && !shared) return undefined;
  // Asked of a person, the crisis goes by a name without a year ("great depression", not "1929"): a
  // person and a year ask what they did that year (person.ts), and Roosevelt did nothing in 1929 that
  // the lesson tells, though it tells his bank holiday of 1933.
  const names = (lessonAliases[before.lessonId] ?? []).filter(
    (a) => namesEvent(a)?.lessonId === before.lessonId,
  );
  const name = (personAsked(message) ? names.find((a) => !/\d{4}/.test(a)) : undefined) ?? names[0];
  const asked = name && ask(message, name);
  // Asked "in argentina", "peso" and "argentina" name a lesson each: neither is found alone.
  return asked && (shared || namesEvent(asked)?.lessonId === before.lessonId) ? asked : undefined;
}

/**
 * "How long did it last?" after "what was the South Sea Bubble?" and two questions that named no
 * thing to point to: "it" is the crisis named in the last four messages. Undefined for a long message
 * or one that points to nothing.
 */
export function withEventBefore(message: string, earlier: readonly string[], namesEvent: NamesEvent) {
  if (!POINTER.test(message) || wordCount(message) > 7) return undefined;
  return askedOfEventBefore(message, earlier.slice(-4), namesEvent, (m, name) => m.replace(POINTER, name));
}

/** The question asked "in" a crisis named ("how much did the Dow fall in black monday?"). */
const askedIn = (message: string, name: string) => `${message.replace(/[\s?.!]+$/, '')} in ${name}?`;

/**
 * Any question asked "in" the crisis named in the last four messages ("who was president?" after
 * Argentina's 2001): the last resort of a follow-up that found nothing alone. Undefined when the
 * message names its own time or crisis, or no crisis was named.
 */
export function askedInEventBefore(message: string, earlier: readonly string[], namesEvent: NamesEvent) {
  // "What happened to him?" asks of a person: the crisis alone answers of someone else.
  if (OWN.test(message) || PERSON_PRONOUN.test(message)) return undefined;
  return askedOfEventBefore(message, earlier.slice(-4), namesEvent, askedIn);
}

/** "Then", "at the time", "back then" closing a question: the time of a crisis asked about before. */
const THEN = /\s+(?:back then|at the time|at that time|then)(?=[\s?.!]*$)/i;

/** "Who was the Treasury secretary then?" after "why did Lehman Brothers fail?": asked "in" that crisis. */
export function askedThen(message: string, earlier: readonly string[], namesEvent: NamesEvent) {
  if (!THEN.test(message)) return undefined;
  return askedOfEventBefore(message, earlier, namesEvent, (m, name) => m.replace(THEN, ` in ${name}`));
}

/**
 * A short question of how much or what was done in a story: "how much did the Dow fall?", "how high did
 * unemployment get?", "what did the Fed do?", "who bought the shares?" (not "who was…?", which asks of a
 * person), "which countries needed bailouts?" (it quoted the rescue fund, and cited Mexico's crisis). Not the learner's own ("what did I buy?"). A "why" is left to its own words: "why did
 * Robinhood stop trading?" found the clearing house's demand for cash, and lost it when asked "in
 * gamestop".
 */
const OF_THE_STORY =
  /^\s*(?:how (?:much|many|long|far|fast|badly|big|high|low)|what did|who (?:got|gets|paid|pays|lost|loses|gained|made|bailed|rescued|saved|bought|sold)|which (?:countries|nations|governments|banks|firms|companies|funds|people|investors) (?:were|was|got|needed|went|had|did|lost|failed|defaulted|collapsed|survived))\b/i;
const OWN = /\b(?:i|my|me|mine)\b/i;

/**
 * "How much did the Dow fall?" after "what was Black Monday?": asked in the crisis named in the last
 * three messages (it quoted the Flash Crash's fall and cited the efficient-market lesson), unless the
 * last asked what a thing is ("what is inflation?" then "how much did prices rise?").
 */
export function inEventBefore(message: string, earlier: readonly string[], namesEvent: NamesEvent) {
  if (!OF_THE_STORY.test(message) || OWN.test(message) || wordCount(message) > 9) return undefined;
  const last = earlier.at(-1);
  if (last === undefined || (subjectOf(last) !== undefined && !namesEvent(last))) return undefined;
  return askedOfEventBefore(message, earlier.slice(-3), namesEvent, askedIn);
}
