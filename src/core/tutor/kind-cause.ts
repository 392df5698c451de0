import { getLesson, lessons } from '../../content/catalogue';
import { causesIn, statesCause, takeawaysOf, tellsAftermath } from './cause';
import { lessonAliases } from './patterns';
import { queryTerms, saysLittleMore, storyNames } from './quote';
import {
  definitionText,
  LEANS_BACK,
  namesWhatWasAsked,
  type Passage,
  splitSentences,
  stem,
  words,
} from './retrieval';
import { YEAR } from './years';

// "What causes inflation?", "why do bubbles form?": asks what brings about a kind of thing, not one
// event, so no lesson is named. The answer is the thing's glossary entry, then the sentences of our
// lessons that say what brings it about: key takeaways first, each lesson once. Then what set off the
// ones our lessons tell ("what causes a crash?": 1929's margin calls, 1987's portfolio insurance, 2010's
// E-mini sale; "…a currency crisis?": each story whose pages define the term, Britain 1992 to Argentina
// 2001). An entry that states the cause itself (recession, deflation) answers though no lesson adds a
// rule. A banking crisis is asked as the runs our glossary and lessons tell.

const WHAT_CAUSES =
  /^\s*(?:so\s+)?what (?:causes|cause|leads to|triggers|creates|drives|sets off|starts)\s+(?:an? |the )?(.+?)\s*[?.!]*\s*$/i;
const WHY_DO =
  /^\s*why do(?:es)?\s+(?:an? |the )?(.+?)\s+(?:happen|form|start|occur|begin|get started)\s*[?.!]*\s*$/i;
// "How do bubbles form?", "how does a bank run start?": asked as "why do bubbles form?".
const HOW_DO =
  /^\s*how do(?:es)?\s+(?:an? |the )?(.+?)\s+(?:happen|form|start|occur|begin|get started|develop)\s*[?.!]*\s*$/i;
// "What do all bubbles have in common?": what brings each of them about is what they share.
const IN_COMMON = /^\s*what (?:do|did) (?:all |most |the )?(.+?)\s+have in common\s*[?.!]*\s*$/i;

/** A sentence of the story told to the learner ("if the run spreads you will need…"), not a rule. */
const SPEAKS_TO_YOU = /\b(?:you|your)\b/i;

/** Words of a general rule: "forms when", "takes off when", "because", "if". */
const GENERAL = /\b(?:when|whenever|because|if|once)\b/i;

const COMES_ABOUT =
  '(?:forms?|starts?|begins?|takes? off|happens?|occurs?|rises?|spirals?|spreads?|builds?|grows?|erupts?|feeds? on itself)';
const BRINGS_ABOUT =
  '(?:causes?|caused|pushe[sd]|push|drives?|drove|fuel(?:s|led|ed)?|leads? to|led to|triggers?|triggered|sparks?|sparked|sets? off|feeds?|fed|start|starts|started)';

/** Words too common in our lessons to stand for a kind of thing named with another word. */
const GENERIC_HEAD = /^(?:markets?|prices?|stocks?|shares?|banks?|rates?|funds?|cris[ie]s)$/;

/** Whether the thing asked is what a sentence's cause brings about: "A bubble forms when…",
 * "…expectations keep inflation rising", "what pushes prices into a bubble", not one that names it in
 * passing ("before the crash"). Built once per question, then run on every sentence searched. */
function speaksOfCause(terms: readonly string[]): (sentence: string) => boolean {
  // The thing by its last word, the head of its name ("a run" for bank runs, once the lesson is on them).
  // A head that names too much alone ("market" of "bear market") is not the thing without its other words.
  const thing = terms.map((t) => `${t.replace(/s$/, '')}\\w*`).join('\\s+');
  const head = GENERIC_HEAD.test(terms.at(-1)!) ? thing : `${terms.at(-1)!.replace(/s$/, '')}\\w*`;
  // A thing of two words is named by its head once the article or the plural says it is one: "start a
  // run", "set off runs".
  const plural = `${terms.at(-1)!.replace(/s$/, '')}s\\b`;
  const named = `(?:${thing}${terms.length > 1 && head !== thing ? `|(?:an?|the)\\s+${head}|${plural}` : ''})`;
  const comes = new RegExp(`\\b${head}\\s+(?:\\S+\\s+){0,2}?${COMES_ABOUT}\\b`, 'i');
  const brings = new RegExp(`\\b${BRINGS_ABOUT}\\s+(?:\\S+\\s+){0,4}?${named}`, 'i');
  const expected = new RegExp(`\\bexpect\\w*\\s+(?:\\S+\\s+){0,2}?${named}`, 'i');
  // "What makes a run possible", "what makes a bubble likely".
  const makes = new RegExp(`\\bmakes?\\s+${named}\\s+(?:possible|likely)\\b`, 'i');
  return (sentence) =>
    (GENERAL.test(sentence) && comes.test(sentence)) ||
    brings.test(sentence) ||
    expected.test(sentence) ||
    makes.test(sentence);
}

/** Other names learners give a kind our glossary files under one name: a banking crisis is told as runs. */
const OTHER_NAMES: readonly (readonly [RegExp, string])[] = [
  [/^(?:banking|bank) (?:cris[ie]s|panics?)$/i, 'bank runs'],
];

/** The kind of thing whose causes are asked ("a bubble", "bank runs"), if the message asks that. */
export function kindAsked(message: string): string | undefined {
  const kind = (WHAT_CAUSES.exec(message) ??
    WHY_DO.exec(message) ??
    HOW_DO.exec(message) ??
    IN_COMMON.exec(message))?.[1];
  return kind && (OTHER_NAMES.find(([name]) => name.test(kind))?.[1] ?? kind);
}

/** Whether the kind is asked in the plural ("what causes bank runs?"): many of a kind, not one event. */
export const asksKinds = (message: string) => /[^s]s$/i.test(kindAsked(message) ?? '');

type Said = { text: string; lessonId: string };

export type KindCauses = {
  entry: Passage;
  /** Rules our lessons state, in no one year: "A bubble forms when…". */
  causes: Said[];
  /** What set off the ones our lessons tell. */
  cases: Said[];
};

/** A sentence that opens on "That" leans on the one before: "That is valuable, and it is exactly what makes…". */
const OPENS_ON_THAT = /^That\b/;

/**
 * A sentence, and its first clause when a semicolon ends a rule that the rest tells in one year: "Runs
 * happen when depositors fear losses; the bank holiday of 1933 and the FDIC … ended the era of mass runs."
 */
const withFirstClause = (c: Said): Said[] => {
  const [first = '', ...rest] = c.text.split(/;\s+/);
  return rest.length > 0 && first.length >= 25 ? [c, { ...c, text: `${first}.` }] : [c];
};

/**
 * Lessons that tell one of the kind asked ("crash": The 1929 Crash and the Bank Runs, The 2010 Flash
 * Crash, Black Monday), those that name it most first: in their title, their category ("crashes") and
 * the names learners give them ("1987 crash").
 */
function storiesOf(head: string): string[] {
  const names = (text: string) => words(text).filter((w) => stem(w) === stem(head)).length;
  return lessons
    .map((l) => ({
      id: l.id,
      n:
        2 * names(l.title) +
        2 * names(l.category) +
        (lessonAliases[l.id] ?? []).filter((a) => names(a) > 0).length,
    }))
    .filter((l) => l.n > 0)
    .sort((a, b) => b.n - a.n)
    .map((l) => l.id);
}

/**
 * A kind named only in full ("currency crisis": "crisis" alone names any): the stories whose pages
 * define its entry (Black Wednesday, the peso crisis…), oldest first; not a foundations lesson, which
 * explains the kind without telling one.
 */
function storiesDefining(entry: Passage): string[] {
  return lessons
    .filter(
      (l) =>
        l.category !== 'foundations' &&
        l.pages.some((p) => 'definitions' in p && p.definitions?.includes(entry.key ?? '')),
    )
    .sort((a, b) => a.year - b.year)
    .map((l) => l.id);
}

/** The glossary entry of the kind asked, the rules our lessons state for what brings it about and what
 * set off the ones they tell; undefined if no entry names it or nothing is found (an entry that states
 * no cause itself needs a rule of our lessons). */
export function causesOfKind(
  message: string,
  passages: readonly Passage[],
  max = 3,
  maxCases = 5,
): KindCauses | undefined {
  const kind = kindAsked(message);
  if (!kind) return undefined;
  const entry = passages.find((p) => p.kind === 'glossary' && namesWhatWasAsked(p.title, kind));
  const terms = queryTerms(kind);
  if (!entry || terms.length === 0) return undefined;
  const causes = speaksOfCause(terms);
  const states = (s: string) =>
    s.length >= 25 &&
    s.length <= 300 &&
    !LEANS_BACK.test(s) &&
    !OPENS_ON_THAT.test(s) &&
    !SPEAKS_TO_YOU.test(s) &&
    causes(s);
  const said = [
    ...lessons.flatMap((l) => takeawaysOf(l.id).map((text) => ({ text, lessonId: l.id }))),
    ...passages
      .filter((p) => p.kind === 'lesson' || p.kind === 'timeline')
      .flatMap((p) => splitSentences(p.text).map((text) => ({ text, lessonId: p.lessonId }))),
  ]
    .flatMap(withFirstClause)
    .filter((c) => states(c.text));
  const kept: Said[] = [];
  const keep = (c: Said, into: Said[], limit: number) => {
    const all = [...kept, ...into];
    if (
      into.length >= limit ||
      all.some((k) => k.lessonId === c.lessonId || saysLittleMore(c.text, k.text, 4 / 5))
    )
      return;
    if (!saysLittleMore(c.text, entry.text, 4 / 5)) into.push(c);
  };
  // A rule, not a story: a sentence that says when or why the thing comes about, in no one year and
  // with no one case's figures ("Unemployment rose from 7.1% to 9.6% as Volcker's high rates caused…").
  const oneCase = (s: string) => YEAR.test(s) || /\d/.test(s);
  for (const c of said.filter((c) => !oneCase(c.text))) keep(c, kept, max);
  const cases: Said[] = [];
  // One year's: a sentence that says what brought one about ("Volcker's high rates caused a deep
  // recession"), then the first cause each story of the kind gives (cause.ts).
  const head = terms.at(-1)!;
  const generic = GENERIC_HEAD.test(head);
  // Every story filed under a kind named in full; a few of those that name a kind by its head.
  const limit = generic ? maxCases : max;
  for (const c of said.filter((c) => oneCase(c.text))) keep(c, cases, limit);
  // A lesson filed under another kind that tells two events ("The 1929 Crash and the Bank Runs", for
  // runs) gives the causes of the one asked, and not of its end ("runs stopped, because…").
  const one = head.replace(/s$/, '');
  const asked = new RegExp(`\\b${one}`, 'i');
  const ends = new RegExp(
    `\\b(?:${one}\\w*\\s+(?:stopped|ended)|(?:stop|end)\\w*\\s+(?:\\S+\\s+){0,3}?${one})`,
    'i',
  );
  for (const lessonId of generic ? storiesDefining(entry) : storiesOf(head)) {
    const names = storyNames(lessonId);
    const lesson = getLesson(lessonId);
    const twoEvents = !generic && / and /.test(lesson?.title ?? '') && !asked.test(lesson?.category ?? '');
    const told = causesIn(
      lessonId,
      passages,
      [head],
      3,
      (s) => words(s).some((w) => names.includes(w)),
      twoEvents ? asked : undefined,
    ).filter((s) => !LEANS_BACK.test(s) && !tellsAftermath(s) && !ends.test(s));
    // The first that states a cause; a story of two events, or one filed under the kind's entry, gives
    // its first cause though no cause word says so ("A strong dollar… kept Argentina in recession").
    const first = told.find(statesCause) ?? (twoEvents || generic ? told[0] : undefined);
    if (first) keep({ text: first, lessonId }, cases, limit);
  }
  const definition = definitionText(entry);
  const entryStates = statesCause(definition) || causes(definition);
  // An entry that says what brings the thing about answers alone when our lessons add nothing.
  if (kept.length === 0 && !entryStates) return undefined;
  return { entry, causes: kept, cases };
}
