import { type Citation, citation, link } from './cite';
import { workedSentences } from './examples';
import { ONLY_HOW } from './followup';
import { LOST } from './manners';
import { sentences } from './quote';
import { type Passage, PLAINLY } from './retrieval';

// "Simpler please", "explain it like I'm five" or "I don't understand" after "what is a short
// squeeze?": the same entry again, shorter, and a real case of it from our stories. Asked again whole,
// the answer was the same paragraph (or nothing found on "simpler", or the advice to ask one word at a
// time), when what helps a beginner most is its first sentence and the story that shows it.

/** "Can you say that more simply?", "simpler please", "that's too complicated". */
const PLAINER =
  /^\s*(?:(?:ok(?:ay)?|hmm|sorry|um+)[\s,]+)?(?:(?:can|could|would) you |please )?(?:(?:say|explain|put|tell me|describe) (?:it|that|this)(?: to me)? (?:more )?(?:simply|simpler|plainly|more plainly|in (?:simpler|plainer|easier) (?:words|terms|english))|(?:make|say|explain) (?:it|that|this) (?:simpler|easier|more simply)|(?:even |much )?simpler|more simply|dumb it down|(?:it|that|this)(?:['’]s| is) (?:too|very|so) (?:complicated|complex|hard|technical|confusing|difficult))(?: please| pls)?[\s?.!]*$/i;

/** "What does that mean?", "what do you mean?": the answer before was not understood. */
const WHAT_MEANS =
  /^\s*(?:so |sorry,? )?what (?:does|did) (?:that|this|it) mean[\s?.!]*$|^\s*what do you mean[\s?.!]*$/i;

/**
 * "Simpler please", "what does that mean?": asked after no term, what the learner can do is ask of one
 * word at a time (manners.ts), not hear the same answer again ("explain like I'm 12" after "why did
 * LTCM fail?" still asks the question again: followup.ts). Either found nothing on "simpler" or "mean".
 */
export const asksPlainerAlone = (message: string) => PLAINER.test(message) || WHAT_MEANS.test(message);

/** Whether a message asks for the answer before again, in plainer words. */
export function asksSimpler(message: string): boolean {
  const plainly = message.replace(PLAINLY, ' ');
  return (plainly !== message && ONLY_HOW.test(plainly)) || LOST.test(message) || asksPlainerAlone(message);
}

/**
 * The entry's first sentence, then the story that shows it (examples.ts, storyExample), or the figures
 * its entry works through. An entry with neither is given whole: its other sentences are the plainest
 * words we have ("Owning one share out of a million means owning a millionth of the business").
 */
export function composeSimplerAnswer(
  entry: Passage,
  story: { text: string; citations: Citation[] } | undefined,
): { text: string; citations: Citation[]; topic: 'content' } {
  // A glossary passage's text is "Name: definition".
  const definition = entry.text.startsWith(`${entry.title}: `)
    ? entry.text.slice(entry.title.length + 2)
    : entry.text;
  const own = citation(entry.lessonId);
  const worked = story ? [] : workedSentences(entry);
  const first = sentences(definition)[0];
  const said = story || worked.length > 0 ? (first ?? definition) : definition;
  return {
    topic: 'content',
    citations: [own, ...(story?.citations ?? []).filter((c) => c.lessonId !== own.lessonId)],
    text: [
      `Put simply, **${entry.title}**: ${said}`,
      story
        ? `A real case shows it best. ${story.text}`
        : worked.length > 0
          ? `In numbers: ${worked.join(' ')}\n\nRead more in ${link(own)}.`
          : `Read more in ${link(own)}.`,
      'If a word here is still new to you, ask me what it means, one word at a time.',
    ].join('\n\n'),
  };
}
