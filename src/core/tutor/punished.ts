import { getLesson } from '../../content/catalogue';
import { type Citation, citation, link } from './cite';
import { saysLittleMore, sentences } from './quote';
import { LEANS_BACK, lessonTexts, type Passage, words } from './retrieval';
import { ADDRESSED } from './sentence-marks';
import { eventNamedOrBefore } from './subject';

// "Who went to jail for Enron?", "was anyone punished for 2008?": asks who answered for a crisis in
// court. The search found no "jail" in our lessons (they say "sentenced", "convicted", "prison") or
// quoted the law that made false accounts a crime ("up to 10 years in prison"). The answer is the
// sentences of the crisis's own lesson that tell who was convicted, sentenced or jailed.

const ASKS_PUNISHED = new RegExp(
  [
    String.raw`\bwho (?:went|was sent|got sent|ended up|was put) (?:to |in )?(?:jail|prison)\b`,
    String.raw`\bwho (?:was|were|got) (?:jailed|imprisoned|convicted|prosecuted|punished|charged|sentenced|arrested)\b`,
    String.raw`\b(?:did|was|were) (?:any(?:one|body)|someone|no ?one|they|the bankers|the executives) (?:go|sent|get sent|jailed|punished|prosecuted|convicted|charged|sentenced|arrested|go to (?:jail|prison))\b`,
  ].join('|'),
  'i',
);

/** A sentence that tells of a conviction, a sentence or a jailing. */
const TOLD =
  /\b(?:sentenced|convicted|convictions?|pleaded guilty|jailed|imprisoned|in prison|to prison|served about|arrested|sent to the Tower)\b|\bcharged (?:\S+ ){1,3}with\b/i;
/** A law's penalty ("up to 10 years in prison"), not what befell anyone. */
const PENALTY = /\bup to \d+ years\b|\bmade it a crime\b/i;

/** Sentences told at most. */
const MAX = 4;

/** A sentence that leans on one before it: "The firm was convicted…", "US courts then…". */
const LEANS_ON = /^The (?:firm|company|bank|fund|exchange)\b|^\S+ \S+ then\b/;

/**
 * "Who went to jail for FTX?" names the bitcoin lesson by a part of its story, not by its title: of
 * its texts, those that name that part (the FTX verdict, not Silk Road's founder), where any tells of
 * a conviction. A crisis named by its title keeps all its texts.
 */
function narrowed(
  texts: readonly string[],
  named: { lessonId: string; words?: readonly string[] },
): readonly string[] {
  const title = new Set(words(getLesson(named.lessonId)?.title ?? ''));
  const part = (named.words ?? []).filter((w) => !title.has(w));
  if (part.length === 0) return texts;
  const naming = texts.filter((t) => {
    const said = new Set(words(t));
    return part.every((w) => said.has(w)) && sentences(t).some((s) => TOLD.test(s));
  });
  return naming.length > 0 ? naming : texts;
}

/** Whether a question asks who was punished for a crisis. */
export function asksWhoWasPunished(message: string): boolean {
  return ASKS_PUNISHED.test(message);
}

/**
 * "Who went to jail for Enron?": the sentences of the named crisis's lesson (or of the crisis last
 * named) that tell who was convicted, sentenced or jailed, at most four, in the lesson's order, or that
 * it tells of no one. Undefined for any other question, or one that names no crisis.
 */
export function composePunishedAnswer(
  message: string,
  namesEvent: (text: string) => { lessonId: string; words?: readonly string[] } | undefined,
  passages: readonly Passage[],
  earlier: readonly string[] = [],
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  if (!asksWhoWasPunished(message)) return undefined;
  const named = eventNamedOrBefore(message, earlier, namesEvent);
  if (!named) return undefined;
  // The pages first, then what the rest of the lesson tells (a decision's outcome, its ending).
  const texts = [
    ...passages.filter((p) => p.lessonId === named.lessonId && p.kind !== 'glossary').map((p) => p.text),
    ...lessonTexts(getLesson(named.lessonId)),
  ];
  const told: string[] = [];
  for (const text of narrowed(texts, named)) {
    // "He pleaded guilty in 2016…" is told after the sentence that names him, never alone.
    let kept = false;
    for (const s of sentences(text)) {
      const leans = LEANS_BACK.test(s) || LEANS_ON.test(s);
      kept =
        TOLD.test(s) &&
        !PENALTY.test(s) &&
        !ADDRESSED.test(s) &&
        /\.$/.test(s) &&
        (!leans || kept) &&
        // The same conviction told twice ("Prosecutors won more than a thousand felony convictions…").
        !told.some((t) => saysLittleMore(s, t, 3 / 4) || saysLittleMore(t, s, 3 / 4)) &&
        told.length < MAX;
      if (kept) told.push(s);
    }
  }
  const cite = citation(named.lessonId);
  // A crisis whose lesson tells of no one punished is said so, not answered with whatever says "prison".
  const said = told.length > 0 ? told.join(' ') : `Our lesson tells of no one convicted or jailed for it.`;
  return {
    text: `Who answered for it in court, as ${link(cite)} tells it:\n\n${said}\n\nRead more in ${link(cite)}.`,
    citations: [cite],
    topic: 'content',
  };
}
