import { lessons } from '../../content/catalogue';
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
 * "How fast did SVB collapse?", "how quickly did the dot-com bubble burst?": the same span, when a crisis
 * is said (CRISIS_SAID). They quoted a lesson's lesson ("a price that rises only because people expect it
 * to keep rising can fall just as fast"). How fast prices rose in a hyperinflation is another question.
 */
const ASKS_SPEED =
  /\bhow (?:fast|quickly|rapidly|soon)\b(?!.*\binflation\b).*\b(?:collaps\w*|fail\w*|fall|fell|crash\w*|burst\w*|pop\w*|happen\w*|unfold\w*|spread|go under|went under|end)\b/i;
/** "How fast did the Dow fall in 1929?" asks of the fall itself, which the lesson's own sentences tell. */
const PRICES_FELL =
  /\b(?:dow|s&p(?: 500)?|nasdaq|nikkei|index|markets?|stocks?|shares?|prices?) (?:fall|fell|drop\w*)\b/i;

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

/** "How long do bubbles last?", "how long does a crash last?": the kind asked about, as a catalogue category. */
const ASKS_KIND =
  /\bhow long (?:do|does|can|will|would|should) (?:a |the )?(?:typical |usual )?(?:(?:stock )?market )?(bubbles?|manias?|crash(?:es)?)\b.*\b(?:last|go on|take)\b/i;

/** A span's first sentence: how long, in a few words ("A single winter, at its height."). */
const lengthOf = (span: string) => span.slice(0, span.indexOf('. ') + 1);

/**
 * "How long do bubbles last?": no rule says, so the answer is how long each one our lessons tell
 * lasted, oldest first, each linked to its lesson. It found a sentence on bull markets' average length.
 */
export function composeKindLengthAnswer(
  message: string,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const kind = ASKS_KIND.exec(message)?.[1]?.toLowerCase();
  if (!kind) return undefined;
  const category = kind.startsWith('crash') ? 'crashes' : 'bubbles';
  const told = lessons
    .filter((l) => l.category === category && CRISIS_LENGTHS_WRITTEN[l.id])
    .sort((a, b) => a.year - b.year);
  const citations = told.map((l) => citation(l.id));
  const lines = told.map((l, i) => `- ${link(citations[i]!)}: ${lengthOf(CRISIS_LENGTHS_WRITTEN[l.id]!)}`);
  return {
    text: `No rule says how long ${category} last, and ours differ a great deal. How long each one our lessons tell lasted:\n\n${lines.join('\n')}\n\nAsk how long one of them lasted to hear when it began and ended.`,
    citations,
    topic: 'content',
  };
}

/** The span of the crisis a question names, cited to its lesson; undefined for any other question. */
export function composeCrisisLengthAnswer(
  message: string,
  namesEvent: (text: string) => { lessonId: string } | undefined,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const asked =
    ASKS_LENGTH.test(message) ||
    ((ASKS_WHEN.test(message) || (ASKS_SPEED.test(message) && !PRICES_FELL.test(message))) &&
      CRISIS_SAID.test(message));
  if (!asked || ASKS_OTHER.test(message)) return undefined;
  const lessonId = namesEvent(message)?.lessonId;
  const span = lessonId && CRISIS_LENGTHS_WRITTEN[lessonId];
  if (!lessonId || !span) return undefined;
  const cite = citation(lessonId);
  // The span in a line of its own ("About two years, …"), then when it began and ended.
  const said = `**${lengthOf(span)}**\n\n${span.slice(lengthOf(span).length + 1)}`;
  return { text: `${said}\n\nRead more in ${link(cite)}.`, citations: [cite], topic: 'content' };
}

/** The lessons whose crisis has a written span, for the tests. */
export const crisisLengthLessons: readonly string[] = Object.keys(CRISIS_LENGTHS_WRITTEN);
