import { getLesson } from '../../content/catalogue';
import { type Citation, citation, link } from './cite';
import { eventNamedOrBefore } from './subject';

// "What can we learn from the 2008 crisis?", "what are the key takeaways from Enron?", "what is the
// biggest lesson of 1929?": asks what a lesson leaves the learner with. The search quoted Lehman's
// bankruptcy twice, found no "takeaways", or read "the biggest lesson" as a term to define. Every
// lesson ends with its key takeaways: the answer is those, cited.

const ASKS_TAKEAWAYS = new RegExp(
  [
    String.raw`\bwhat (?:can|should|do|did|could) (?:we|i|you|investors|people|anyone|one) (?:learn|take away|take from)\b`,
    // "What did Asian countries learn from the 1997 crisis?" (it quoted the crisis's causes).
    String.raw`\bwhat did (?:the )?(?:\w+ )?(?:countries|governments|nations|banks|central banks|regulators|economists|markets|the world) learn from\b`,
    // "What lesson should I learn from it?" (read as asking for advice, and refused).
    String.raw`\bwhat (?:lessons?|takeaways?) (?:can|should|do|did|could) (?:we|i|you|investors|people|anyone|one) (?:learn|take)\b`,
    String.raw`\b(?:main |key |biggest |big |most important |real |greatest )?(?:lessons?|takeaways?|morals?) (?:of|from|to (?:learn|take) from|learn(?:ed|t) from)\b`,
    String.raw`\bwhat (?:is|are|was|were) the (?:main |key |biggest |big |most important |real |greatest )?(?:lessons?|takeaways?|morals?)\b`,
  ].join('|'),
  'i',
);

/** Whether a question asks what a lesson teaches: its lessons, its takeaways. */
export function asksTakeaways(message: string): boolean {
  return ASKS_TAKEAWAYS.test(message);
}

/**
 * "What can we learn from the 2008 crisis?": the key takeaways of the lesson the message names (an
 * event's, else an idea's), as its summary page lists them, cited. One that names none ("what can we
 * learn from it?") asks of the crisis the learner last named. Undefined for any other question or
 * when no lesson is named.
 */
export function composeTakeawaysAnswer(
  message: string,
  lessonNamed: (text: string, kind: 'event' | 'idea') => { lessonId: string } | undefined,
  earlier: readonly string[] = [],
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  if (!asksTakeaways(message)) return undefined;
  const named =
    lessonNamed(message, 'event') ??
    lessonNamed(message, 'idea') ??
    eventNamedOrBefore('', earlier, (text) => lessonNamed(text, 'event'));
  const summary = named && getLesson(named.lessonId)?.pages.find((p) => p.type === 'summary');
  if (!named || summary?.type !== 'summary') return undefined;
  const cite = citation(named.lessonId);
  return {
    text: [
      `What ${link(cite)} leaves you with:`,
      summary.keyTakeaways.map((t) => `- ${t}`).join('\n'),
      `Read more in ${link(cite)}.`,
    ].join('\n\n'),
    citations: [cite],
    topic: 'content',
  };
}
