import { queryTerms, sentences } from './quote';
import { escapeRegExp, type Passage } from './retrieval';

/** At most this many sentences of a name told in passing. */
const MAX_SENTENCES = 2;

export type PassingMention = {
  /** The name as written ("Merrill Lynch"), or a word asked about in quotes ("“bancor”"). */
  name: string;
  /** Whether it is a word in quotes, which the lessons mention, rather than a name they name. */
  quoted: boolean;
  lessonId: string;
  sentences: string[];
};

/**
 * "Who bought Merrill Lynch?": a name our lessons write only in passing (in one or two passages), so no
 * sentence answers well enough to quote, yet "I found nothing on “merrill”" would be untrue. The
 * sentences of one lesson that name it, to be given as all our lessons say of it. Only a name as a
 * name is written, every word capitalised ("Merrill Lynch", "Nomura", "Super Bowl"): a rare word in
 * lowercase ("a joke", the Korean won) is not what the question asks about, unless the question asks
 * what that one word means (`word`): "what is the bancor?" is told the sentence that mentions it.
 */
export function passingMention(
  message: string,
  /** The words asked that our content uses rarely, as `queryTerms` gives them. */
  rare: readonly string[],
  passages: readonly Passage[],
  word = false,
): PassingMention | undefined {
  if (rare.length === 0) return undefined;
  // The runs of words asked that are rare ones, in the order asked ("Merrill Lynch"), each word with
  // its term as `queryTerms` reads it.
  const runs: { word: string; term: string }[][] = [[]];
  for (const word of message.match(/\p{L}+/gu) ?? []) {
    const term = queryTerms(word)[0];
    if (term !== undefined && rare.includes(term)) runs.at(-1)!.push({ word, term });
    else if (runs.at(-1)!.length > 0) runs.push([]);
  }
  const named = runs.filter((r) => r.length > 0);
  // One name, holding every rare word asked; or two a sentence names together ("What did Christie and
  // Schultz find?", which the lessons write "William Christie and Paul Schultz").
  if (
    named.length === 0 ||
    named.length > 2 ||
    !rare.every((t) => named.some((r) => r.some((w) => w.term === t)))
  )
    return undefined;
  // Two names only as a pair: "Christie and Schultz", not "did acme buy holdings?".
  if (
    named.length === 2 &&
    !new RegExp(
      `\\b${escapeRegExp(named[0]!.at(-1)!.word)}\\s+(?:and|&)\\s+${escapeRegExp(named[1]![0]!.word)}\\b`,
      'i',
    ).test(message)
  )
    return undefined;
  const aWord = word && named.length === 1 && named[0]!.length === 1;
  // With the "the" our lessons write before it: "the Super Bowl"; a word asked, also its plural. Words
  // joined by a hyphen as asked may be joined by a dash as written ("Gramm–Leach–Bliley"), and a law is
  // named with its "Act".
  const saids = named.map(
    (r) =>
      new RegExp(
        `\\b(the\\s+)?(${r.map((w) => escapeRegExp(w.word)).join('[\\s‐–-]+')}(?: Act)?)${aWord ? '(?:e?s)?' : ''}\\b`,
        'i',
      ),
  );
  const nameIn = (said: RegExp, text: string) => {
    const match = said.exec(text);
    const name = match?.[2];
    if (!match || !name) return undefined;
    // A word in lowercase is a word (“bancor”); capitalised, it is a name, as for any question.
    if (/^\p{Ll}/u.test(name)) return aWord ? `“${name}”` : undefined;
    if (!name.split(/\s+/).every((w) => /^\p{Lu}/u.test(w))) return undefined;
    return match[1] !== undefined ? `the ${name}` : name;
  };
  const asName = (text: string) => {
    const names = saids.map((said) => nameIn(said, text));
    return names.every((n) => n !== undefined) ? names.join(' and ') : undefined;
  };
  // A word asked about may be in a glossary entry, which tells most of it ("Guilder: …divided into 20
  // stuivers"), so those come first; a name is told by the lessons' own sentences.
  const read = aWord
    ? [...passages.filter((p) => p.kind === 'glossary'), ...passages.filter((p) => p.kind !== 'glossary')]
    : passages.filter((p) => p.kind !== 'glossary');
  // The first lesson, in that order, with a sentence that names it.
  const naming = read.filter((p) => asName(p.text) !== undefined);
  for (const lessonId of new Set(naming.map((p) => p.lessonId))) {
    const told = [...new Set(read.filter((p) => p.lessonId === lessonId).flatMap((p) => sentences(p.text)))]
      .filter((s) => asName(s) !== undefined)
      .slice(0, MAX_SENTENCES);
    if (told.length === 0) continue;
    // An entry's first sentence reads as the entry: "**Guilder**: The main unit of money…".
    const entries = read.filter((p) => p.kind === 'glossary' && p.lessonId === lessonId).map((p) => p.title);
    const shown = told.map((s) => {
      const entry = entries.find((t) => s.startsWith(`${t}: `));
      return entry ? `**${entry}**${s.slice(entry.length)}` : s;
    });
    const name = asName(told[0]!)!;
    return { name, quoted: name.startsWith('“'), lessonId, sentences: shown };
  }
  return undefined;
}
