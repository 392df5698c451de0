import { lessons } from '../../content/catalogue';
import { takeawaysOf } from './cause';
import { queryTerms, saysLittleMore } from './quote';
import { LEANS_BACK, namesWhatWasAsked, type Passage, splitSentences } from './retrieval';
import { YEAR } from './years';

// "What causes inflation?", "why do bubbles form?": asks what brings about a kind of thing, not one
// event, so no lesson is named. The answer is the thing's glossary entry, then the sentences of our
// lessons that say what brings it about: key takeaways first, each lesson once.

const WHAT_CAUSES =
  /^\s*(?:so\s+)?what (?:causes|cause|leads to|triggers|creates|drives|sets off|starts)\s+(?:an? |the )?(.+?)\s*[?.!]*\s*$/i;
const WHY_DO =
  /^\s*why do(?:es)?\s+(?:an? |the )?(.+?)\s+(?:happen|form|start|occur|begin|get started)\s*[?.!]*\s*$/i;

/** A sentence of the story told to the learner ("if the run spreads you will need…"), not a rule. */
const SPEAKS_TO_YOU = /\b(?:you|your)\b/i;

/** Words of a general rule: "forms when", "takes off when", "because", "if". */
const GENERAL = /\b(?:when|whenever|because|if|once)\b/i;

const COMES_ABOUT =
  '(?:forms?|starts?|begins?|takes? off|happens?|occurs?|rises?|spirals?|spreads?|builds?|grows?|erupts?|feeds? on itself)';
const BRINGS_ABOUT =
  '(?:causes?|pushe[sd]|push|drives?|drove|fuel(?:s|led|ed)?|leads? to|led to|triggers?|triggered|sparks?|sparked|sets? off|feeds?|fed)';

/** Whether the thing asked is what a sentence's cause brings about: "A bubble forms when…",
 * "…expectations keep inflation rising", "what pushes prices into a bubble", not one that names it in
 * passing ("before the crash"). Built once per question, then run on every sentence searched. */
function speaksOfCause(terms: readonly string[]): (sentence: string) => boolean {
  // The thing by its last word, the head of its name ("a run" for bank runs, once the lesson is on them).
  const head = `${terms.at(-1)!.replace(/s$/, '')}\\w*`;
  const thing = terms.map((t) => `${t.replace(/s$/, '')}\\w*`).join('\\s+');
  const comes = new RegExp(`\\b${head}\\s+(?:\\S+\\s+){0,2}?${COMES_ABOUT}\\b`, 'i');
  const brings = new RegExp(`\\b${BRINGS_ABOUT}\\s+(?:\\S+\\s+){0,4}?${thing}`, 'i');
  const expected = new RegExp(`\\bexpect\\w*\\s+(?:\\S+\\s+){0,2}?${thing}`, 'i');
  return (sentence) =>
    (GENERAL.test(sentence) && comes.test(sentence)) || brings.test(sentence) || expected.test(sentence);
}

/** The kind of thing whose causes are asked ("a bubble", "bank runs"), if the message asks that. */
export function kindAsked(message: string): string | undefined {
  return (WHAT_CAUSES.exec(message) ?? WHY_DO.exec(message))?.[1];
}

export type KindCauses = { entry: Passage; causes: { text: string; lessonId: string }[] };

/** The glossary entry of the kind asked and up to `max` sentences that state its causes; undefined if
 * no entry names it or no lesson states a cause of it. */
export function causesOfKind(message: string, passages: readonly Passage[], max = 3): KindCauses | undefined {
  const kind = kindAsked(message);
  if (!kind) return undefined;
  const entry = passages.find((p) => p.kind === 'glossary' && namesWhatWasAsked(p.title, kind));
  const terms = queryTerms(kind);
  if (!entry || terms.length === 0) return undefined;
  // A rule, not a story: a sentence that says when or why the thing comes about, in no one year.
  const causes = speaksOfCause(terms);
  const fits = (s: string) =>
    s.length >= 25 &&
    s.length <= 300 &&
    !LEANS_BACK.test(s) &&
    !YEAR.test(s) &&
    !SPEAKS_TO_YOU.test(s) &&
    causes(s);
  const candidates = [
    ...lessons.flatMap((l) => takeawaysOf(l.id).map((text) => ({ text, lessonId: l.id }))),
    ...passages
      .filter((p) => p.kind === 'lesson' || p.kind === 'timeline')
      .flatMap((p) => splitSentences(p.text).map((text) => ({ text, lessonId: p.lessonId }))),
  ].filter((c) => fits(c.text));
  const kept: KindCauses['causes'] = [];
  for (const c of candidates) {
    if (kept.length >= max) break;
    if (kept.some((k) => k.lessonId === c.lessonId || saysLittleMore(c.text, k.text, 4 / 5))) continue;
    if (saysLittleMore(c.text, entry.text, 4 / 5)) continue;
    kept.push(c);
  }
  return kept.length > 0 ? { entry, causes: kept } : undefined;
}
