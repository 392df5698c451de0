import { getLesson } from '../../content/catalogue';
import { classify } from './classify';
import { lessonAliases } from './patterns';

// What a short follow-up is about when it only points back: "why is it dangerous?" after "what is
// leverage?" asks why leverage is dangerous; "is a high one bad?" after "what is a P/E ratio?" asks
// about a high P/E ratio. A message that opened a lesson ("covid crash 2020", "open the dot-com
// lesson") makes that lesson's first name the one carried, so "why did inflation follow?" is asked of it.

/** "What is a P/E ratio?", "define leverage", "whats bitcoin": the thing asked, without its article. */
const ASKED =
  /^\s*(?:what(?:'s|’s| is| are| was| were|s)|define|explain|meaning of|tell me about)\s+(?:an? )?(.+?)[\s?.!]*$/i;

/** The subject the learner's previous message leaves for a follow-up, if it has one. */
export function subjectOf(previous: string): string | undefined {
  const nav = classify(previous);
  const opened = nav.decision === 'navigate' ? nav.actions[0] : undefined;
  if (opened?.intent === 'open_course') {
    // The first name learners use for the lesson ("covid", not "covid crash 2020", which would ask
    // about the crash rather than the inflation after it), else its title.
    return lessonAliases[opened.target]?.[0] ?? getLesson(opened.target)?.title;
  }
  if (nav.decision === 'navigate') return undefined;
  const asked = ASKED.exec(previous)?.[1];
  if (asked && asked.split(/\s+/).length <= 4 && !/\b(?:it|they|that|this)\b/i.test(asked)) return asked;
  return undefined;
}

/**
 * "It", "they" standing for the thing; "one" after an adjective ("a high one"). "That" and "this" are
 * left to the search with the message before (compose.ts followsOn): "why do companies do that?"
 * after a stock split points to the splitting, not to the word.
 */
const POINTER = /\b(it|they|them)\b/i;
const ONE = /\b(an?|the)\s+(\p{L}+)\s+one\b/iu;

/** The follow-up with the subject in place of the word that points to it; undefined when none does. */
export function withSubject(message: string, earlier: readonly string[]): string | undefined {
  if (earlier.length === 0 || message.trim().split(/\s+/).length > 7) return undefined;
  const subject = lastSubject(earlier);
  if (!subject) return undefined;
  if (ONE.test(message))
    return message.replace(ONE, (_, article, adjective) => `${article} ${adjective} ${subject}`);
  if (POINTER.test(message)) return message.replace(POINTER, subject);
  return undefined;
}

/** A short message that names nothing of its own ("who got rich?") leans on the one before it. */
const SHORT = 5;

/**
 * The subject of the learner's last message, or of the one before when the last was a short
 * follow-up of its own: "why did it collapse?" after "what was the South Sea Bubble?" and "who got
 * rich?" asks why the bubble collapsed (it found "Argentina’s Collapse" by its title).
 */
function lastSubject(earlier: readonly string[]): string | undefined {
  for (let i = earlier.length - 1; i >= Math.max(0, earlier.length - 3); i--) {
    const subject = subjectOf(earlier[i]!);
    if (subject) return subject;
    if (earlier[i]!.trim().split(/\s+/).length > SHORT) return undefined;
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
export function eventNamedOrBefore<T>(
  message: string,
  earlier: readonly string[],
  namesEvent: (text: string) => T | undefined,
): T | undefined {
  let named = namesEvent(message);
  for (let i = earlier.length - 1; !named && i >= 0; i--) named = namesEvent(earlier[i]!);
  return named;
}

/** The first name of a lesson that finds it again (the learner's own word for it: "enron", "2008"). */
function nameOf(lessonId: string, namesEvent: (text: string) => { lessonId: string } | undefined) {
  return lessonAliases[lessonId]?.find((a) => namesEvent(a)?.lessonId === lessonId);
}

/**
 * "How long did it last?" after "what was the South Sea Bubble?" and two questions that named no
 * thing to point to: "it" is the crisis named last. Undefined when the message is long, points to
 * nothing, names its own crisis, or none was named before.
 */
export function withEventBefore(
  message: string,
  earlier: readonly string[],
  namesEvent: (text: string) => { lessonId: string } | undefined,
): string | undefined {
  if (!POINTER.test(message) || message.trim().split(/\s+/).length > 7 || namesEvent(message))
    return undefined;
  const before = eventNamedOrBefore('', earlier.slice(-4), namesEvent);
  const name = before && nameOf(before.lessonId, namesEvent);
  return name ? message.replace(POINTER, name) : undefined;
}

/** "Then", "at the time", "back then" closing a question: the time of a crisis asked about before. */
const THEN = /\s+(?:back then|at the time|at that time|then)(?=[\s?.!]*$)/i;
const YEAR_SAID = /\b(?:1[6-9]\d\d|20\d\d)s?\b/;

/**
 * "Who was the Treasury secretary then?" after "why did Lehman Brothers fail?": the question asked "in"
 * the crisis named before, by the first name of its lesson that finds it again. Undefined when the
 * message says no "then", names its own time or crisis, or no crisis was named before.
 */
export function askedThen(
  message: string,
  earlier: readonly string[],
  namesEvent: (text: string) => { lessonId: string } | undefined,
): string | undefined {
  if (!THEN.test(message) || YEAR_SAID.test(message) || namesEvent(message)) return undefined;
  const before = eventNamedOrBefore('', earlier, namesEvent);
  const name = before && nameOf(before.lessonId, namesEvent);
  return name ? message.replace(THEN, ` in ${name}`) : undefined;
}
