import { isStopWord, stem, synonymsOf, words } from './retrieval';

// Two words asked side by side name one thing: "bond prices" are not "share prices", "interest rates"
// are not "exchange rates". A sentence that holds both words, but the second only after another
// thing's name, speaks of something else ("…so share prices tend to fall" does not say why bond prices
// fall), however many of the words asked it shares.

const same = (a: string, b: string) => {
  const [x, y] = [stem(a), stem(b)];
  return x === y || synonymsOf(x).includes(y);
};

const AUXILIARY = new Set(['do', 'does', 'did']);
const ARTICLE = new Set(['the', 'a', 'an']);

/** The pairs of words asked that stand side by side in the question, modifier first ("bond", "prices"). */
export function pairsAsked(question: string): [string, string][] {
  const said = words(question);
  const pairs: [string, string][] = [];
  // "How often does the FOMC meet?": a last word just after "does (the) X" is what X does, not part of
  // X's name ("FOMC meet" is no name, and "eight scheduled meetings" spoke of no other meet).
  const asksWhatItDoes = (i: number) =>
    i + 2 === said.length &&
    (AUXILIARY.has(said[i - 1] ?? '') ||
      (ARTICLE.has(said[i - 1] ?? '') && AUXILIARY.has(said[i - 2] ?? '')));
  for (let i = 0; i + 1 < said.length; i++) {
    const [a, b] = [said[i]!, said[i + 1]!];
    if (asksWhatItDoes(i)) continue;
    if (a.length > 2 && b.length > 2 && !isStopWord(a) && !isStopWord(b) && !/\d/.test(a + b))
      pairs.push([a, b]);
  }
  return pairs;
}

/**
 * Whether a sentence names the second word of a pair asked only after another word of substance, and
 * never the first word near it: "share prices" when "bond prices" were asked.
 */
export function speaksOfAnother(sentence: string, pairs: readonly [string, string][]): boolean {
  const said = words(sentence);
  return pairs.some(([a, b]) => {
    const at = said.flatMap((w, i) => (same(w, b) ? [i] : []));
    if (at.length === 0 || !said.some((w) => same(w, a))) return false;
    return at.every((i) => {
      const before = said[i - 1];
      const near = said.slice(Math.max(0, i - 4), i + 5).some((w) => same(w, a));
      return !near && before !== undefined && !isStopWord(before) && before.length > 2;
    });
  });
}

/** Words that say a thing moves: "rise", "fall", "lower the value", "worth less", "erode". */
export const MOVES =
  /\b(?:ris(?:e|es|ing)|rose|fall(?:s|ing)?|fell|lower\w*|rais\w*|increas\w*|cut\w*|drop\w*|declin\w*|climb\w*|worth (?:less|more)|los(?:e|es|ing|t)|cheap\w*|dear\w*|erod\w*|shr[ai]nk\w*|grow\w*|hurt\w*|boost\w*|push\w*|lifts?)\b/i;
