import { type Citation, citation, link } from './cite';
import { CRISIS_LENGTHS_WRITTEN } from './crisis-lengths-written';

// "How long did the 2008 crisis last?", "when did the euro crisis end?": the search answered with the
// sentences that share the crisis's words (Lehman's failure for 2008, a line about fear for the euro
// crisis), none of which says how long it went on. The answer is what we wrote of each crisis's span
// (crisis-lengths-written.ts), cited to its lesson.

/** "How long did X last?", "how long was X?", "when did X end?": the span of a crisis. */
const ASKS_LENGTH =
  /\bhow long (?:did|was|were)\b.*\b(?:last(?:ed)?|go on|went on|continue|drag on|run)\b|\bhow long (?:was|were) (?:the |that |this |it )?\S|\bwhen did\b.*\b(?:end|start|begin|finish|stop|break out)\b/i;

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
  if (!ASKS_LENGTH.test(message) || ASKS_OTHER.test(message)) return undefined;
  const lessonId = namesEvent(message)?.lessonId;
  const span = lessonId && CRISIS_LENGTHS_WRITTEN[lessonId];
  if (!lessonId || !span) return undefined;
  const cite = citation(lessonId);
  return { text: `${span}\n\nRead more in ${link(cite)}.`, citations: [cite], topic: 'content' };
}

/** The lessons whose crisis has a written span, for the tests. */
export const crisisLengthLessons: readonly string[] = Object.keys(CRISIS_LENGTHS_WRITTEN);
