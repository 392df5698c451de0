import { getLesson, lessons } from '../../content/catalogue';
import { listed } from '../words';
import { citation, link } from './cite';
import type { TutorAnswer } from './compose';
import { glossaryEntry, LEANS_BACK, type Passage, splitSentences } from './retrieval';

// "What was the longest bull market?": our lessons name no record, and search quoted a key point that
// said nothing of length. The answer says so, then what the lesson that defines the term says of how
// long such markets have lasted: its sentences that give one a length (an average, a span of years),
// with the lesson linked. "…the longest bear market?" alike. ("The worst bear market" our lessons do
// name, so only the longest is asked here.)

const ASKS = /\b(?:longest|longest-running|longest-lasting)\s+(bull|bear)\s+(?:markets?|runs?)\b/i;

/** How long, as our lessons say it: "about four and a half years", "almost eleven years", "1982–2000". */
const LENGTH =
  /\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|half)\s+(?:and a half\s+)?(?:years?|months?|decades?)\b|\b\d{4}[–-]\d{2,4}\b|\bquarter of a century\b/i;

/** A sentence that needs the one before to say when: "…in the following twelve months". */
const NEEDS_BEFORE = /\b(?:the following|the next)\b/i;

/** Every sentence a lesson tells, in page order, with what its choices led to. */
function lessonSentences(lessonId: string, passages: readonly Passage[]): string[][] {
  const told = passages
    .filter((p) => p.lessonId === lessonId && p.kind === 'lesson')
    .map((p) => splitSentences(p.text));
  const lesson = getLesson(lessonId);
  const outcomes = (lesson?.pages ?? []).flatMap((p) =>
    p.type === 'decision-point' ? p.decision.choices.map((c) => splitSentences(c.consequence)) : [],
  );
  return [...told, ...outcomes];
}

/** The lessons' sentences that give a market of the kind a length, at most `max`, each said once. */
function lengthsTold(
  kind: 'bull' | 'bear',
  lessonIds: readonly string[],
  passages: readonly Passage[],
  max = 4,
) {
  const names = new RegExp(`\\b${kind}(?:s|\\s+markets?)?\\b`, 'i');
  const lines: { text: string; lessonId: string }[] = [];
  for (const lessonId of lessonIds)
    for (const sentences of lessonSentences(lessonId, passages)) {
      sentences.forEach((s, i) => {
        if (!names.test(s) || !LENGTH.test(s) || s.length > 300 || /\b(?:you|your)\b/i.test(s)) return;
        // "Falls of 10% … are much more common than bear markets": a length of something else.
        if (new RegExp(`\\bthan\\s+(?:\\w+\\s+)?${kind}`, 'i').test(s)) return;
        const before = sentences[i - 1];
        const text = NEEDS_BEFORE.test(s) && before ? `${before} ${s}` : s;
        // "By the 20% rule that was a bear market of its own" leans on the sentence before (1987).
        if (LEANS_BACK.test(text) || /\b(?:that|this) (?:was|is|were)\b/i.test(text)) return;
        if (lines.some((l) => l.text.includes(s))) return;
        lines.push({ text, lessonId });
      });
    }
  // A sentence that says how long they lasted says most; it comes first.
  const average = (l: { text: string }) => /\blast(?:s|ed)?\b/i.test(l.text);
  return [...lines.filter(average), ...lines.filter((l) => !average(l))].slice(0, max);
}

/** "What was the longest bull market?": no record is named; what the lesson says of their lengths. */
export function composeLengthsAnswer(message: string, passages: readonly Passage[]): TutorAnswer | undefined {
  const kind = ASKS.exec(message)?.[1]?.toLowerCase() as 'bull' | 'bear' | undefined;
  if (!kind) return undefined;
  // The lesson that files the term, then those whose pages define it (a foundations lesson may explain
  // the bear market that a crash lesson files).
  const key = `${kind}-market`;
  const entry = glossaryEntry(passages, key);
  if (!entry) return undefined;
  const defining = lessons.filter((l) => l.pages.some((p) => p.definitions?.includes(key))).map((l) => l.id);
  const lines = lengthsTold(kind, [...new Set([entry.lessonId, ...defining])], passages);
  if (lines.length === 0) return undefined;
  const citations = [...new Set(lines.map((l) => l.lessonId))].map(citation);
  return {
    topic: 'content',
    citations,
    text: [
      `Our lessons do not say which ${kind} market was the longest. What they do say about how long ${kind} markets have lasted:`,
      lines.map((l) => `- ${l.text}`).join('\n'),
      `Read more in ${listed(citations.map(link))}.`,
    ].join('\n\n'),
  };
}
