import { sentences } from './quote';
import { escapeRegExp, LEANS_BACK, type Passage, words } from './retrieval';

// "What is co-location?", "what does T+1 mean?", "what is book-building?", "what does the 3-6-3 rule
// mean?", "what does held to maturity mean?": terms no glossary entry defines, which a lesson writes as
// asked, as the label of a detail ("Co-location", "Loans for shares") or in its own sentence ("This is
// called book-building", "labeled “held to maturity,”"). The search split them into words too short or
// too common to find them ("co", "location", "3"), and answered with nothing, or with Basel III.
// "What was the panic of 1792?" found nothing, though a page of Wall Street Explained bears its name.

/** "What is X?", "what does X mean?", "define X": the X. */
const ASKS_TERM =
  /^\s*(?:what(?:'s|’s| is| was| are| were)|what (?:does|do|did)|what happened (?:in|during|at)|define|meaning of)\s+(?:an? |the )?(.+?)(?:\s+mean)?[\s?.!]*$/i;

/** A term joined by a hyphen or a plus ("co-location", "T+1", "3-6-3 rule"), not "the crash of 1987". */
const COMPOUND = /[\p{L}\p{N}][-‐+][\p{L}\p{N}]/u;

/**
 * Where the sentence before says what the one that names the term is ("This is called book-building",
 * "…called their ideas “Dow’s theory.”").
 */
const NAMES_WHAT_CAME_BEFORE =
  /^(?:This|These|That|It) (?:is|are|was|were) (?:called|known as)\b|\bcalled (?:their|his|her|its) (?:ideas?|views?|methods?)\b/;

export type WrittenTerm = { term: string; lessonId: string; sentences: string[] };

/**
 * The lesson sentences that tell a term asked about, where no glossary entry names it: a sentence that
 * writes it as asked (a compound, or a phrase in quotes), after the sentence it leans on, or else a
 * detail labelled with it. Undefined for anything else.
 */
export function writtenTerm(message: string, passages: readonly Passage[]): WrittenTerm | undefined {
  const term = ASKS_TERM.exec(message)?.[1]?.trim();
  if (!term) return undefined;
  const key = words(term).join(' ');
  // One plain word ("transitory") is the search's to find, with the entries whose names open with it.
  if (!COMPOUND.test(term) && !key.includes(' ')) return undefined;
  if (passages.some((p) => p.kind === 'glossary' && words(p.title).join(' ') === key)) return undefined;
  const lessonPages = passages.filter((p) => p.kind === 'lesson');
  // "What was the panic of 1792?": a page titled with it ("The Panic of 1792") tells it from its start.
  const page = lessonPages.find(
    (p) => p.about === undefined && words(p.title).join(' ').replace(/^the /, '') === key,
  );
  if (page && sentences(page.text).length > 0 && !LEANS_BACK.test(sentences(page.text)[0]!))
    return { term, lessonId: page.lessonId, sentences: sentences(page.text).slice(0, 3) };
  const parts = term.split(/[\s‐-]+/).map(escapeRegExp);
  const written = parts.join('[\\s‐-]+');
  const said = new RegExp(`(?<![\\p{L}\\p{N}])${written}(?![\\p{L}\\p{N}])`, 'iu');
  // Written as a term: in quotes, in brackets, or named ("This is called book-building").
  const asTerm = new RegExp(`[“"‘(]${written}[,.]?[”"’,)]|\\bcalled ${written}\\b`, 'iu');
  const sentence = (writes: RegExp) => {
    for (const p of lessonPages) {
      const all = sentences(p.text);
      const i = all.findIndex((s) => writes.test(s));
      if (i < 0) continue;
      const leans = LEANS_BACK.test(all[i]!) || NAMES_WHAT_CAME_BEFORE.test(all[i]!);
      if (leans && i === 0) continue;
      return { term, lessonId: p.lessonId, sentences: leans ? all.slice(i - 1, i + 1) : [all[i]!] };
    }
    return undefined;
  };
  // A detail labelled with a compound tells it ("Co-location", "Loans for shares"), unless a sentence
  // writes it as a term; a compound written anywhere comes last ("in the loans-for-shares privatizations").
  const labelled = COMPOUND.test(term)
    ? lessonPages.find(
        (p) =>
          p.about !== undefined &&
          words(p.about).join(' ') === key &&
          !LEANS_BACK.test(sentences(p.text)[0] ?? ''),
      )
    : undefined;
  return (
    sentence(asTerm) ??
    (labelled && { term, lessonId: labelled.lessonId, sentences: sentences(labelled.text).slice(0, 2) }) ??
    (COMPOUND.test(term) ? sentence(said) : undefined)
  );
}
