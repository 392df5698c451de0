import { queryTerms, sentences } from './quote';
import { escapeRegExp, type Passage } from './retrieval';

/** At most this many sentences of a name told in passing. */
const MAX_SENTENCES = 2;

export type PassingMention = { name: string; lessonId: string; sentences: string[] };

/**
 * "Who bought Merrill Lynch?": a name our lessons write only in passing (in one or two passages), so no
 * sentence answers well enough to quote, yet "I found nothing on “merrill”" would be untrue. The
 * sentences of one lesson that name it, to be given as all our lessons say of it. Only a name as a
 * name is written, every word capitalised ("Merrill Lynch", "Nomura", "Super Bowl"): a rare word in
 * lowercase ("a joke", the Korean won) is not what the question asks about.
 */
export function passingMention(
  message: string,
  /** The words asked that our content uses rarely, as `queryTerms` gives them. */
  rare: readonly string[],
  passages: readonly Passage[],
): PassingMention | undefined {
  if (rare.length === 0) return undefined;
  const written = message.match(/\p{L}+/gu) ?? [];
  // The run of words asked that are the rare ones, in the order asked: "Merrill Lynch".
  const runs: string[][] = [[]];
  for (const word of written) {
    const term = queryTerms(word)[0];
    if (term !== undefined && rare.includes(term)) runs[runs.length - 1]!.push(word);
    else if (runs[runs.length - 1]!.length > 0) runs.push([]);
  }
  const named = runs.filter((r) => r.length > 0);
  if (named.length !== 1) return undefined;
  const run = named[0]!;
  if (!rare.every((t) => run.some((w) => queryTerms(w)[0] === t))) return undefined;
  // With the "the" our lessons write before it: "the Super Bowl".
  const said = new RegExp(`\\b(the\\s+)?(${run.map(escapeRegExp).join('\\s+')})\\b`, 'i');
  const asName = (text: string) => {
    const match = said.exec(text);
    const name = match?.[2];
    if (!match || !name?.split(/\s+/).every((w) => /^\p{Lu}/u.test(w))) return undefined;
    return match[1] === 'the ' ? `the ${name}` : name;
  };
  for (const p of passages) {
    if (p.kind === 'glossary' || !asName(p.text)) continue;
    const told = passages
      .filter((q) => q.lessonId === p.lessonId && q.kind !== 'glossary')
      .flatMap((q) => sentences(q.text))
      .filter((s, i, all) => asName(s) !== undefined && all.indexOf(s) === i)
      .slice(0, MAX_SENTENCES);
    if (told.length > 0) return { name: asName(told[0]!)!, lessonId: p.lessonId, sentences: told };
  }
  return undefined;
}
