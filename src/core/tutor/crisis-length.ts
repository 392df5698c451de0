import { type Citation, citation, link } from './cite';
import { CRISIS_LENGTHS_WRITTEN } from './crisis-lengths-written';

// "How long did the 2008 crisis last?", "when did the euro crisis end?": the search answered with the
// sentences that share the crisis's words (Lehman's failure for 2008, a line about fear for the euro
// crisis), none of which says how long it went on. The answer is what we wrote of each crisis's span
// (crisis-lengths-written.ts), cited to its lesson.

/** "How long did X last?", "how long was X?": the span of a crisis. */
const ASKS_LENGTH =
  /\bhow long (?:did|was|were)\b.*\b(?:last(?:ed)?|go on|went on|continue|drag on|run)\b|\bhow long (?:was|were) (?:the |that |this |it )?\S/i;

/**
 * "When did the euro crisis end?", "when did it start?": the same span, when what is asked of is the
 * crisis (or "it"), not a company or a currency the lesson is named for ("when did Enron start?" asks
 * when the company was founded).
 */
const ASKS_WHEN = /\bwhen did\b.*\b(?:end|start|begin|finish|stop|break out)\b/i;
// A year stands for its crisis: "when did it end?" after "what happened in 2008?" is asked as "when did 2008 end?".
const CRISIS_SAID =
  /\b(?:1[6-9]\d\d|20\d\d|it|crisis|crises|crash|panic|bubble|mania|squeeze|default|runs?|hyperinflation|inflation|stagflation|scandal|collapse|depression|recession|bust|meltdown|turmoil|corner)\b/i;

/**
 * What another answer covers: how long a market took to recover or fall ("how long did it take to
 * recover from 2008?"), when an index peaked or bottomed, how long an order lasts.
 */
const ASKS_OTHER =
  /\b(?:take|took|recover\w*|regain\w*|bottom\w*|peak\w*|orders?|streaks?|lessons?|quiz\w*|games?)\b|\bwhen did (?:the )?(?:(?:stock )?markets?|stocks|shares|dow|s&p|nasdaq|nikkei|index|prices)\b/i;

/** The span of the crisis a question names, cited to its lesson; undefined for any other question. */
export function composeCrisisLengthAnswer(
  message: string,
  namesEvent: (text: string) => { lessonId: string } | undefined,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const asked = ASKS_LENGTH.test(message) || (ASKS_WHEN.test(message) && CRISIS_SAID.test(message));
  if (!asked || ASKS_OTHER.test(message)) return undefined;
  const lessonId = namesEvent(message)?.lessonId;
  const span = lessonId && CRISIS_LENGTHS_WRITTEN[lessonId];
  if (!lessonId || !span) return undefined;
  const cite = citation(lessonId);
  // The span in a line of its own ("About two years, …"), then when it began and ended.
  const at = span.indexOf('. ');
  const said = `**${span.slice(0, at + 1)}**\n\n${span.slice(at + 2)}`;
  return { text: `${said}\n\nRead more in ${link(cite)}.`, citations: [cite], topic: 'content' };
}

/** The lessons whose crisis has a written span, for the tests. */
export const crisisLengthLessons: readonly string[] = Object.keys(CRISIS_LENGTHS_WRITTEN);
