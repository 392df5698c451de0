import { listed } from '../words';
import { type Citation, citation, link } from './cite';
import { queryTerms, sentences, termHits } from './quote';
import { type Hit, namesWhatWasAsked, type Retriever } from './retrieval';

// "Is a high P/E bad?", "is a low P/E ratio good?": asks for a verdict on a level of a measure, which no
// lesson gives. The answer is the measure's definition and our sentences that set a level of it beside
// history (the long-run average, the peaks of 1929 and 1999), and no verdict.

const LEVEL =
  /^\s*(?:is|are) (?:an? |the )?(?:very |really )?(high|low|big|small|large)\s+(.+?)\s+(?:(?:a )?(?:good|bad)(?: thing| sign)?|(?:dangerous|risky|healthy|worrying))(?: or (?:a )?(?:good|bad))?[\s?.!]*$/i;

/** Words that set a level beside another: an average, a peak, "times earnings". */
const COMPARES =
  /\b(?:average\w*|mid-teens|peak\w*|highest|record|times (?:its |company |their )?(?:\w+ )?earnings|followed by)\b/i;

/** The level and the measure asked about ("high", "P/E"); undefined when the message asks no such thing. */
export function levelAsked(message: string): { level: string; measure: string } | undefined {
  const m = LEVEL.exec(message);
  return m ? { level: m[1]!.toLowerCase(), measure: m[2]! } : undefined;
}

/** The answer to "is a high X bad?" from the definition of X and our sentences on its levels. */
export function composeLevelAnswer(
  message: string,
  retriever: Retriever,
  definitionLine: (glossary: Hit) => string,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const asked = levelAsked(message);
  if (!asked) return undefined;
  const definition = retriever
    .search(`what is ${asked.measure}`)
    .find((h) => h.kind === 'glossary' && namesWhatWasAsked(h.title, asked.measure));
  // A ratio has levels history compares (a P/E against its long-run average); other things asked
  // "is low inflation good?" are answered as any other question.
  if (!definition || !/\bratio\b|\bP\/E\b/i.test(definition.title)) return undefined;
  // The measure as our sentences write it: its name's words ("price/earnings ratio"), or "earnings"
  // beside "times" ("60 times company earnings").
  const names = queryTerms(definition.title.replace(/\(.*?\)/g, ' ')).filter((t) => t !== 'ratio');
  const seen = new Set(sentences(definition.text));
  const found: { text: string; lessonId: string }[] = [];
  for (const p of retriever.passages) {
    if (p.kind === 'glossary' || p.kind === 'timeline') continue;
    for (const s of sentences(p.text)) {
      if (seen.has(s) || s.length > 320 || termHits(s, names) < names.length || !COMPARES.test(s)) continue;
      if (!/\d/.test(s)) continue;
      seen.add(s);
      found.push({ text: s, lessonId: p.lessonId });
    }
  }
  const quoted = found.slice(0, 3);
  if (quoted.length === 0) return undefined;
  const citations = [...new Set([definition.lessonId, ...quoted.map((q) => q.lessonId)])].map(citation);
  const lines = [
    `Our lessons give no rule for when a ${asked.level} ${asked.measure} is good or bad; here is what they say.`,
    definitionLine(definition),
    `What history shows:\n${quoted.map((q) => `- ${q.text}`).join('\n')}`,
    `Read more in ${listed(citations.map(link))}.`,
    'Something to think about: what would buyers have to believe about future profits to pay that price?',
  ];
  return { text: lines.join('\n\n'), citations, topic: 'content' };
}
