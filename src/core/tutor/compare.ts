import { timelineEvents } from '../../content/timeline';
import { listed } from '../words';
import { CAUSES_WRITTEN } from './causes-written';
import { type Citation, citation, link } from './cite';
import { TELLS_NO_CRISIS } from './endings';
import { ENDINGS_WRITTEN } from './endings-written';
import { splitSentences } from './retrieval';

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

/** A crisis told in brief: its timeline entry's first two sentences. */
function inBrief(lessonId: string): string | undefined {
  const entry = timelineEvents.find((e) => e.storyId === lessonId);
  return entry ? splitSentences(entry.description.replace(/\s+/g, ' ')).slice(0, 2).join(' ') : undefined;
}

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
  // "How is bitcoin different from gold?" asks about two assets, not the bitcoin and gold standard lessons.
  if (!a || !b || a === b || TELLS_NO_CRISIS.has(a) || TELLS_NO_CRISIS.has(b)) return undefined;
  const cites = [citation(a), citation(b)];
  const told = cites.map((cite) => {
    const causes = (CAUSES_WRITTEN[cite.lessonId] ?? []).map(labelOf).filter(Boolean);
    const endings = (ENDINGS_WRITTEN[cite.lessonId] ?? []).map(labelOf).filter(Boolean);
    return [
      `**${cite.title}**: ${inBrief(cite.lessonId) ?? ''}`.trim(),
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
