import { sentences } from './quote';
import { type Passage, words } from './retrieval';

// A saying asked the meaning of ("not your keys, not your coins"), answered by the page that quotes it.

/** "What does not your keys, not your coins mean?": the words of a saying asked the meaning of. */
const SAYING_ASKED =
  /^\s*what (?:does|do) ["“‘']?(.+?)["”’']? mean[\s?.!]*$|^\s*what is meant by ["“‘']?(.+?)["”’']?[\s?.!]*$/i;

/** Words a saying must have to be one, not a term ("what does bullish mean?"). */
const SAYING_WORDS = 4;

/**
 * The first sentence of a page that quotes, word for word, a saying of four words or more asked the
 * meaning of, with the sentence after it: what the lesson says of it.
 */
export function sayingQuoted(
  message: string,
  passages: readonly Passage[],
): { text: string; lessonId: string } | undefined {
  const m = SAYING_ASKED.exec(message);
  const asked = words(m?.[1] ?? m?.[2] ?? '');
  if (asked.length < SAYING_WORDS) return undefined;
  const holds = (said: readonly string[]) => said.some((_, i) => asked.every((w, j) => said[i + j] === w));
  for (const p of passages) {
    if (p.kind === 'glossary') continue;
    const said = sentences(p.text);
    const at = said.findIndex((t) => holds(words(t)));
    if (at >= 0) return { text: said.slice(at, at + 2).join(' '), lessonId: p.lessonId };
  }
  return undefined;
}
