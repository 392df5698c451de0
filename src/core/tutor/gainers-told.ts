import { getLesson } from '../../content/catalogue';
import type { Lesson } from '../../content/schema';
import { timeline } from '../../content/timeline';
import { saysLittleMore, storyNames } from './quote';
import { LEANS_BACK, splitSentences, words } from './retrieval';

// What a crisis's lesson tells of who came out ahead and who lost (gainers.ts answers with it): its
// sentences that say so of someone named ("Short sellers as a group lost billions…", "Holders of the
// survivors, such as Amazon, eventually recovered and more…"), the plainest and most central first.
// Sentences are the lesson's own, whole; one that leans on the sentence before is quoted with it.

export type Side = 'gain' | 'loss';

/**
 * What a sentence says of someone who came out ahead, each with how plainly it says so: a fortune made
 * or kept says more than a firm that survived or "lost less" than its rivals.
 */
const GAINS: readonly (readonly [RegExp, number])[] = [
  [/\bprofit(?:ed|ing)\b|\b(?:at|with) a profit\b|\bpa(?:id|ying) (?:himself|herself|themselves)\b/i, 3],
  [
    /\bmade (?:about |roughly |more than |over |nearly |large |big |huge |enormous |a )?(?:\$[\d.,]+|profits?|fortunes?|killing|money)\b/i,
    3,
  ],
  [/\b(?:became|become|got|grew|gotten) rich\b|\brich overnight\b/i, 3],
  [/\bkept (?:\w+ ){0,3}(?:money|wealth|gains|coin|cash)\b|\blocked in (?:\w+ ){0,3}gains\b/i, 3],
  [
    /\bsold (?:\w+ ){0,4}for (?:double|twice)\b|\brecovered and more\b|\b(?:had|got) (?:their|its) money back\b/i,
    2,
  ],
  [/\braising (?:about |roughly )?\$|\b(?:given|gave) (?:\w+ )?shares to\b|^The (?:\w+ )?winners\b/i, 3],
  [/\bsold large amounts\b/i, 2],
  [/\b(?:earned|returned) (?:about |roughly )?\d+(?:\.\d+)?%|\breturned more than\b|\bearned fees\b/i, 2],
  [/\bworth (?:close to |about |nearly |over |more than )?\$[\d.,]+ (?:million|billion)\b/i, 1],
  [/\bdid better\b|\bgained\b/i, 2],
  [/\bsurviv(?:ed|ors?)\b|\bescap(?:ed|ing)\b|\bproved right\b|\brecovered\b(?! (?:much|some|part)\b)/i, 1],
  [/(?<!\b(?:not|no|never)\b.{0,20})\bprotected\b/i, 1],
  [/(?<!Nobel |[Pp]rize )\bwinners?\b/, 1],
  [/\blost (?:far )?less\b|\blost nothing\b/i, 1],
];

/** What a sentence says of someone who came out behind, each with how plainly it says so. */
const LOSSES: readonly (readonly [RegExp, number])[] = [
  // Not "lost less" or "not lost", nor a thing lost that is no money ("lost its federal charter", "lost control").
  [
    /(?<!\b(?:not|never) )\blost\b(?! (?:far )?less\b| nothing\b| (?:its |their |the )?(?:\w+ )?(?:control|charter|confidence|faith|patience)\b)|\blocked in the loss\b/i,
    3,
  ],
  [/\bwiped out\b|\bruin(?:ed)?\b/i, 3],
  [
    /\blost (?:their|his|her) (?:homes?|jobs?|savings|money|stake)\b|\blost most of\b|\brecovered (?:much|some|part)\b[^.;]*\bnot all\b/i,
    2,
  ],
  [
    /\bbankrupt(?:cy|cies)?\b|\bseized\b|\bvictims\b|\bforced to sell\b|\bmargin calls?\b|\bsold (?:near|at) the (?:low|bottom)s?\b/i,
    2,
  ],
  [/\bnot (?:be )?protected\b/i, 3],
  // A firm that closed, not a price that "closed at $58.25", a short position closed, nor one who
  // "Closed the Bank of United States".
  [
    /\bclosed\b(?! (?:at|above|below|up|higher|lower|the|its (?:\w+ )?(?:short|position))\b| \d)|\bw(?:ou|i)nd down\b|\b(?:still )?ow(?:ed|ing)\b/i,
    2,
  ],
  [
    /\bfail(?:ed|ures?)\b|\bhurts?\b|\bsuffer(?:ed|s)?\b|(?<!\b(?:prevent|avoid|without)\w*\b.{0,30})\bcollapse\b/i,
    1,
  ],
];

/** Who a sentence can be about: a group of people or firms, or one that acts ("those who…"). */
const GROUP =
  /\b(?:investors?|holders?|shareholders?|buyers?|sellers?|shorts|speculators?|traders?|savers?|depositors?|employees?|workers?|staff|famil(?:y|ies)|households?|homeowners?|borrowers?|lenders?|banks|bankers?|brokers?|firms|companies|funds|partners?|executives?|directors?|insiders?|ministers?|courtiers?|taxpayers?|professionals?|skeptics?|crowd|winners?|losers?|victims?|founders?|co-founder|owners?|creditors?|clients?|customers?|people|Americans|whoever|(?:those|anyone|many|someone|some|others?) who|(?:shares|stocks?) bought|(?:a|an) [\p{L}-]+ who)\b/iu;

/** Capitalised words that name no one: an index, a month, a weekday, a word that opens a clause. */
const NO_ONE =
  /^(?:Nasdaq|Dow|S&P|Nikkei|FTSE|Composite|Jones|Index|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|If|When|But|And|The|A|An|In|On|By|At|Its|It|Their|His|Her|US|AAA)$/;

/**
 * A sentence that leans on the one before: retrieval's rule ("It…", "They…", though "Those who…" names
 * its own), a firm named before ("The company cut costs"), a pronoun in its first words ("By October
 * 2002 it had lost…"), or a word that answers the sentence before ("Even so, …", "But …").
 */
const leans = (s: string) =>
  (LEANS_BACK.test(s) && !/^Those (?:who|with|that)\b/.test(s)) ||
  /^(?:Even so|But|Still|Yet|However|Instead|Also|So|Then|Meanwhile|Worse)\b/.test(s) ||
  /^(?:The|That) (?:company|firm|fund|bank)\b/.test(s) ||
  /^(?:\S+ ){0,3}(?:it|they|them|he|she|his|her|its|their)\b/i.test(s);

/** A sentence as quoted (with those it leans on), the sentence itself, and how central its place is. */
type Told = { text: string; self: string; order: number; weight: number };

/**
 * The lesson's sentences that tell what happened, each with how central its place is: a key takeaway
 * or a cast member's influence counts most, a quiz's explanation least. What a choice promises or risks
 * is a "what if", not what happened, and is left out; so is the invented protagonist's own story.
 */
function toldIn(lesson: Lesson): Told[] {
  const told: Told[] = [];
  const names = storyNames(lesson.id);
  const add = (text: string | undefined, weight: number) => {
    if (!text) return;
    const said = splitSentences(text.replace(/\s+/g, ' '));
    said.forEach((self, i) => {
      // A sentence that leans back is read with those before it, up to one that stands alone.
      let from = i;
      while (from > 0 && leans(said[from]!) && i - from < 2) from--;
      if (leans(said[from]!)) return;
      const joined = said.slice(from, i + 1).join(' ');
      if (joined.length > 360 || !quotable(joined, names)) return;
      told.push({ text: joined, self, order: told.length, weight });
    });
  };
  // A cast member's line names who they are, so its "His fund…" stands on its own.
  for (const c of lesson.supportingCharacters ?? []) {
    if (/\bcomposite\b/i.test(c.role)) continue;
    const role = c.role.replace(/\s*\(real figure[^)]*\)/gi, '').trim();
    const influence = splitSentences(c.influence)[0] ?? '';
    if (quotable(influence, names))
      told.push({
        text: `**${c.name}** (${role}): ${influence}`,
        self: influence,
        order: told.length,
        weight: 1.5,
      });
  }
  for (const page of lesson.pages) {
    // A page's narrative and situation tell the invented story ("Morris comes home pale"), not the history.
    add(page.mainText, 0);
    add(page.keyPoint, 1);
    if (page.type === 'decision-point') {
      add(page.lesson, 1);
      add(page.historicalNote, 1);
      for (const c of page.decision.choices) add(c.consequence, 0);
    }
    if (page.type === 'quiz') for (const q of page.questions) add(q.explanation, -1);
    if (page.type === 'summary') {
      for (const t of page.keyTakeaways) add(t, 1.5);
      for (const r of page.ending?.rows ?? []) add(r.history, 1);
    }
    for (const e of page.interactiveElements ?? []) add(e.detail, 0);
  }
  for (const era of timeline) for (const e of era.stories) if (e.storyId === lesson.id) add(e.description, 1);
  return told;
}

/**
 * A sentence that can be quoted as history: no reader's figures ("{shares}"), no "you" (a choice told
 * to the reader), no question, not the invented protagonist, not a scene set for the reader.
 */
function quotable(s: string, names: readonly string[]): boolean {
  return (
    s.length >= 25 &&
    !/[{}?]/.test(s) &&
    !/\b(?:you|your|yours)\b/i.test(s) &&
    !splitSentences(s).some((part) => /^(?:If|Imagine|Here (?:is|are))\b/.test(part)) &&
    !words(s).some((w) => names.includes(w))
  );
}

/** A capitalised word that may name someone ("GameStop", "Melvin's"), as written. */
const CAPITALISED = /^\p{Lu}[\p{L}&.'’-]+$/u;
const bare = (w: string) => w.replace(/['’]s$/, '');
const wordsOf = (s: string) => s.replace(/\*\*/g, '').split(/[\s,;:()]+/);

/**
 * The names a lesson writes in capitals inside a sentence and never in lower case ("GameStop", "LTCM",
 * not "Leverage" of a report's title): a sentence may open with one.
 */
function namesIn(told: readonly Told[]): ReadonlySet<string> {
  const said = told.flatMap((t) => splitSentences(t.text).flatMap((s) => wordsOf(s).map(bare)));
  const lower = new Set(said.filter((w) => /^\p{Ll}/u.test(w)));
  return new Set(
    told.flatMap((t) =>
      splitSentences(t.text)
        .flatMap((s) => wordsOf(s).slice(1).map(bare))
        .filter((w) => CAPITALISED.test(w) && !NO_ONE.test(w) && !lower.has(w.toLowerCase())),
    ),
  );
}

/**
 * Whether a sentence names who it is about: a group, or a name in capitals that is not an index or a
 * date; its first word only when the lesson writes it as a name elsewhere ("GameStop itself…", not "Many…").
 */
function namesWho(s: string, proper: ReadonlySet<string>): boolean {
  if (GROUP.test(s)) return true;
  return wordsOf(s).some(
    (w, i) => CAPITALISED.test(w) && !NO_ONE.test(bare(w)) && (i > 0 || proper.has(bare(w))),
  );
}

/** A sentence without its clauses on what would have happened ("…; the $1,000 stake would have been wiped out"). */
const factual = (s: string) =>
  s
    .split(/;\s+|,\s+(?=which\b)/)
    .filter((part) => !/\bwould have\b/.test(part))
    .join('; ');

/** How plainly a sentence tells one side: the strengths of the patterns it holds, added up. */
const strength = (s: string, patterns: readonly (readonly [RegExp, number])[]) =>
  patterns.reduce((sum, [p, n]) => sum + (p.test(s) ? n : 0), 0);

/**
 * At most `max` of the lesson's sentences on one side, the fullest and most central first, none that
 * repeats one chosen before it; in the lesson's order.
 */
export function sideOf(lessonId: string, side: Side, max = 3): string[] {
  const lesson = getLesson(lessonId);
  if (!lesson) return [];
  const [own, other] = side === 'gain' ? [GAINS, LOSSES] : [LOSSES, GAINS];
  const told = toldIn(lesson);
  const proper = namesIn(told);
  const scored = told
    .map((t) => ({ ...t, own: strength(factual(t.text), own), other: strength(factual(t.text), other) }))
    // The sentence itself tells the side, at least half of what is quoted with it: one it leans on is
    // only context ("…lost their jobs… This is how…", "…made about $15 billion… But some winners worried…").
    .filter((t) => t.own > 0 && strength(t.self, own) * 2 >= t.own && namesWho(t.text, proper))
    // A sentence that tells the other side more plainly than this one ("…survived; …failed") comes after.
    // One that names a firm or a person, or gives a figure, tells more than a rule of thumb ("Bubbles
    // leave behind both ruined investors…").
    .map((t) => ({
      ...t,
      // What would have happened ("…which would have wiped out…"), or might ("…unless…"), did not.
      // A central place counts for a sentence that tells the side plainly, not for one that only says
      // "collapse" ("Led the bank through its rapid growth and its collapse").
      score:
        t.own +
        (t.own >= 2 ? t.weight : 0) +
        specific(t.text) / 2 -
        (t.other > t.own ? 2 : t.other === t.own ? 1 : 0) -
        (/\b(?:would have|unless|if)\b/.test(t.text) ? 2 : 0),
    }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const kept: typeof scored = [];
  // One that tells the side far less plainly than the best ("…which would have wiped out…") is left out.
  const floor = (scored[0]?.score ?? 0) / 2;
  for (const t of scored) {
    if (t.score < floor) break;
    // Of two that tell the same thing, the one in the more central place (an ending's history row
    // rather than a choice's "…the $1,000 stake would have been wiped out").
    const same = kept.findIndex((k) => repeats(t.text, k.text));
    if (same < 0 && kept.length < max) kept.push(t);
    else if (same >= 0 && t.weight > kept[same]!.weight && t.own >= kept[same]!.own) kept[same] = t;
  }
  return kept.sort((a, b) => a.order - b.order).map((t) => t.text);
}

/** A name inside a sentence, and a figure: what make a sentence about this crisis, not any (one point each). */
const specific = (s: string) =>
  Number(/\d/.test(s)) +
  Number(wordsOf(s).some((w, i) => i > 0 && CAPITALISED.test(w) && !NO_ONE.test(bare(w))));

/** A sum or a share a sentence gives ("$4.6 billion", "53%"), not a date. */
const FIGURE = /\$\s?\d[\d.,]*(?: (?:million|billion|trillion))?|\b\d[\d.,]*(?:%| percent\b)/g;

/**
 * Whether two sentences tell the same thing: most of one's words are in the other, or both give the
 * same sum ("In 1998 as a whole LTCM lost about $4.6 billion…", and the timeline's "…it lost about $4.6 billion").
 */
function repeats(a: string, b: string): boolean {
  const sums = new Set(b.match(FIGURE) ?? []);
  return (
    saysLittleMore(a, b, 2 / 3) ||
    saysLittleMore(b, a, 2 / 3) ||
    (a.match(FIGURE) ?? []).some((f) => sums.has(f))
  );
}
