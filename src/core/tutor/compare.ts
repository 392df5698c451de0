import { timelineEvents } from '../../content/timeline';
import { listed } from '../words';
import { CAUSES_WRITTEN, FALLS_WRITTEN } from './causes-written';
import { type Citation, citation, link } from './cite';
import { TELLS_NO_CRISIS } from './endings';
import { ENDINGS_WRITTEN } from './endings-written';
import { splitSentences, words } from './retrieval';
import { YEAR } from './years';

// "What is the difference between 1929 and 2008?", "compare the dot-com bubble and tulip mania": two
// crises set side by side. The search found one sentence that happened to say "difference" (Black
// Monday against 1929) or "comparing" (a stock against similar stocks). The answer puts each crisis's
// timeline entry beside the labels of its written causes and of how it ended, so the two read across.

const ASKS_COMPARE = [
  /\b(?:differences?|similarit(?:y|ies)|compar(?:e|ing|ison)|contrast) (?:between |of )?(.+?) (?:and|vs\.?|versus|with|to) (.+?)[\s?.!]*$/i,
  /\bhow (?:is|was|were|are|did|does|do) (.+?) (?:differ(?:ent)?|similar|like|compare)(?: (?:from|to|with))? (.+?)[\s?.!]*$/i,
  /^\s*(.+?) (?:vs\.?|versus) (.+?)[\s?.!]*$/i,
  // "Is GameStop like the tulip mania?" (it quoted only the tulips).
  /^\s*(?:is|was|are|were) (.+?) (?:(?:just |really )?like|similar to|the same as|different from) (.+?)[\s?.!]*$/i,
];

/** The two things a question sets side by side, if it does. */
export function comparedAsked(message: string): [string, string] | undefined {
  for (const asks of ASKS_COMPARE) {
    const m = asks.exec(message);
    if (m) return [m[1]!, m[2]!];
  }
  return undefined;
}

/** "**Huge leverage.** Each convergence bet…" → "Huge leverage", as written (names keep their capitals). */
const labelOf = (line: string) => /^\*\*([^*]+?)\.?\*\*/.exec(line)?.[1] ?? '';

/** Words that say only what kind of event a side names ("the COVID crash"), not which. */
const KIND_OF_EVENT = /^(?:the|of|crash|crisis|collapse|fall|bust|bubble|panic|in|\d{4})$/;

/**
 * A crisis told in brief: its timeline entry's first two sentences. A side that names an event its
 * lesson tells beside its own, with no entry of its own, is told by that event's entry: "the COVID
 * crash" is the crash of March 2020, not the inflation its lesson is named for.
 */
function inBrief(
  lessonId: string,
  side: string,
  namesEvent: (text: string) => { lessonId: string } | undefined,
): string | undefined {
  const said = words(side).filter((w) => !KIND_OF_EVENT.test(w));
  const beside = timelineEvents.find(
    (e) =>
      !e.storyId &&
      said.length > 0 &&
      said.every((w) => words(e.title).includes(w)) &&
      namesEvent(e.title)?.lessonId === lessonId,
  );
  const entry = beside ?? timelineEvents.find((e) => e.storyId === lessonId);
  return entry ? splitSentences(entry.description.replace(/\s+/g, ' ')).slice(0, 2).join(' ') : undefined;
}

/** A side that names a fall ("the bitcoin crash of 2022"): asked of a lesson that tells no crisis, its falls. */
const NAMES_FALL = /\b(?:crash|collapse|fall|bust|burst|crisis)\b/i;

/** The falls we wrote for a lesson (causes-written.ts) that a side names, by its year if it gives one. */
function fallsNamed(lessonId: string, side: string): readonly string[] {
  const falls = NAMES_FALL.test(side) ? (FALLS_WRITTEN[lessonId] ?? []) : [];
  const year = YEAR.exec(side)?.[1];
  const thatYear = year ? falls.filter((f) => f.includes(year)) : [];
  return thatYear.length > 0 ? thatYear : falls;
}

/** A written fall without its label: "**Borrowing, then a run on FTX.** By 2022…" → "By 2022…". */
const withoutLabel = (line: string) => line.replace(/^\*\*[^*]+\*\*\s*/, '');

/**
 * "Compare 1929 and 2008": each crisis in brief, its causes and how it ended (the labels of what we
 * wrote of each), cited. Undefined unless both sides name a crisis our lessons tell (not a policy or
 * an invention), and two different ones.
 */
export function composeCompareAnswer(
  message: string,
  namesEvent: (text: string) => { lessonId: string } | undefined,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const sides = comparedAsked(message);
  if (!sides) return undefined;
  const [a, b] = sides.map((side) => namesEvent(side)?.lessonId);
  // "How is bitcoin different from gold?" asks about two assets, not the bitcoin and gold standard
  // lessons; "the bitcoin crash of 2022" names one of bitcoin's falls.
  const noCrisis = (lessonId: string, side: string) =>
    TELLS_NO_CRISIS.has(lessonId) && fallsNamed(lessonId, side).length === 0;
  if (!a || !b || a === b || noCrisis(a, sides[0]) || noCrisis(b, sides[1])) return undefined;
  const cites = [citation(a), citation(b)];
  const told = cites.map((cite, i) => {
    const side = sides[i]!;
    const falls = TELLS_NO_CRISIS.has(cite.lessonId) ? fallsNamed(cite.lessonId, side) : [];
    const brief = falls.length === 1 ? withoutLabel(falls[0]!) : inBrief(cite.lessonId, side, namesEvent);
    const causes = (
      falls.length > 1 ? falls : falls.length === 1 ? [] : (CAUSES_WRITTEN[cite.lessonId] ?? [])
    )
      .map(labelOf)
      .filter(Boolean);
    const endings =
      falls.length > 0 ? [] : (ENDINGS_WRITTEN[cite.lessonId] ?? []).map(labelOf).filter(Boolean);
    return [
      `**${cite.title}**: ${brief ?? ''}`.trim(),
      ...(causes.length ? [`- Why: ${causes.join(' · ')}`] : []),
      ...(endings.length ? [`- How it ended: ${endings.join(' · ')}`] : []),
    ].join('\n');
  });
  return {
    text: [
      'Side by side, as our lessons tell them:',
      ...told,
      `Ask "what caused…" or "how did … end?" of either for the whole story. Read more in ${listed(cites.map(link))}.`,
    ].join('\n\n'),
    citations: cites,
    topic: 'content',
  };
}
