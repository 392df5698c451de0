import { sentences } from './quote';
import type { Passage } from './retrieval';

// "What did the Fed's review of SVB find?" quoted "On 28 April 2023 the Federal Reserve published a
// review of its own supervision of SVB…" and stopped: what it found is the next sentence ("It found that
// SVB’s managers failed…"), which leans on that one and so is never quoted alone. "What did Brock,
// Lakonishok and LeBaron find?" stopped at "…tested 26 simple rules on the Dow from 1897 to 1986."

/** "What did X find?", "what did the report say?", "what did the study show?". */
const ASKS_FINDING =
  /\bwhat (?:did|does|do) .+? (?:find|found|show|conclude|say|report|discover|learn|prove)\b|\bwhat (?:was|were) .+? findings?\b/i;

/** A sentence that tells a study was made, and not yet what it found. */
const TELLS_STUDY = /\b(?:studied|tested|reviewed|published|examined|analy[sz]ed|looked at|surveyed)\b/i;
const TELLS_FINDING = /\b(?:found|finds|showed|shows|concluded|reported|proved|suggest(?:s|ed)?)\b/i;

/**
 * The sentences quoted, each followed by the one after it in its passage where the question asks what a
 * study found, the sentence quoted tells of a study, and none quoted tells a finding.
 */
export function withFindings<T extends { text: string; lessonId: string }>(
  message: string,
  quoted: readonly T[],
  passages: readonly Passage[],
): (T | { text: string; lessonId: string })[] {
  // "What did Eugene Fama find about chart rules?" is answered by "Fama concluded that chart rules…".
  if (!ASKS_FINDING.test(message) || quoted.some((q) => TELLS_FINDING.test(q.text))) return [...quoted];
  const said = new Set(quoted.map((q) => q.text));
  return quoted.flatMap((q) => {
    if (!TELLS_STUDY.test(q.text)) return [q];
    const next = nextSentence(q.text, q.lessonId, passages);
    if (next === undefined || said.has(next)) return [q];
    return [q, { text: next, lessonId: q.lessonId }];
  });
}

/**
 * The sentence after `text` in the lesson passage that holds it: after a study told without its finding,
 * the lessons go on to tell it ("It found that…", "In each, prices stopped…", "Moving-average and
 * breakout rules did predict returns").
 */
function nextSentence(text: string, lessonId: string, passages: readonly Passage[]): string | undefined {
  for (const p of passages) {
    if (p.lessonId !== lessonId || p.kind === 'glossary' || !p.text.includes(text)) continue;
    const said = sentences(p.text);
    const next = said[said.indexOf(text) + 1];
    if (next !== undefined && said.includes(text)) return next;
  }
  return undefined;
}
