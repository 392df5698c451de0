import { listed } from '../words';
import { type Citation, citation, link } from './cite';
import { queryTerms, sentences, storyNames, termHits } from './quote';
import { type Hit, namesWhatWasAsked, type Retriever, words } from './retrieval';

// "Why is leverage dangerous?", "is margin risky?", "what are the risks of short selling?", "is
// bitcoin a bubble?": a question about a thing's danger, in words no sentence uses ("dangerous"). Our
// lessons say it as losses, ruin, being forced out or a bubble: the answer is the thing's definition,
// if the glossary names it, then the sentences that name the thing and say how it hurts.

const DANGER: readonly RegExp[] = [
  /^\s*why (?:is|are) (?:an? |the )?(.+?) (?:so |that |too |really )?(?:dangerous|risky|a risk|bad|harmful)\b/i,
  /^\s*(?:is|are) (?:an? |the )?(.+?) (?:so |too |really )?(?:dangerous|risky)\b/i,
  /\b(?:risks?|dangers?) (?:of|in|with) (?:an? |the |using )?(.+?)[\s?.!]*$/i,
  /\bwhat(?:'s|’s| is) (?:so )?(?:dangerous|risky|bad) about (?:an? |the )?(.+?)[\s?.!]*$/i,
  // "Is it OK to use margin as a beginner?", "is it safe to buy options?": how it can hurt, no verdict.
  /^\s*is it (?:ok|okay|alright|all right|safe|wise|smart|a good idea|a bad idea|risky|dangerous) (?:for (?:me|a beginner|beginners) )?to (?:use|buy|trade|try|sell|go) (?:an? |the |on )?(.+?)(?: as an? (?:beginner|newbie|novice))?[\s?.!]*$/i,
];
const BUBBLE = /^\s*(?:is|was|are|were) (?:an? |the )?(.+?) (?:in )?an? (?:bubble|mania)\b/i;

/** Words our lessons use for how a thing hurts. */
const HURTS =
  /\b(?:los(?:e|es|s|ses|ing)|lost|wipe[sd]?|ruin\w*|collaps\w*|danger\w*|risk\w*|hurt|worthless|forc\w+|multipl\w+|bankrupt\w*|fail\w*|margin calls?)\b/gi;
const SPECULATES = /\b(?:bubbles?|speculat\w*|mania|no income)\b/gi;

/** A sentence of a story about its character ("his own money"), not the idea. */
const ABOUT_SOMEONE = /\b(?:he|his|him|she|her)\b/i;
/** A sentence that leans on the one before it ("That is why…"): alone it says too little. */
const LEANS_BACK = /^(?:that|this|these|those|it|so|but|and)\b/i;

/** The thing whose danger is asked about, and whether it is asked to be a bubble; undefined otherwise. */
export function dangerAsked(message: string): { thing: string; bubble: boolean } | undefined {
  const bubble = BUBBLE.exec(message);
  if (bubble) return { thing: bubble[1]!, bubble: true };
  for (const asks of DANGER) {
    const m = asks.exec(message);
    if (m && m[1]!.split(/\s+/).length <= 4) return { thing: m[1]!, bubble: false };
  }
  return undefined;
}

const distinct = (text: string, re: RegExp) =>
  new Set((text.match(re) ?? []).map((w) => w.toLowerCase())).size;

/** The answer to a question about a thing's danger, from our sentences; undefined if none says it. */
export function composeDangerAnswer(
  message: string,
  retriever: Retriever,
  definitionLine: (glossary: Hit) => string,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const asked = dangerAsked(message);
  if (!asked) return undefined;
  const terms = queryTerms(asked.thing);
  if (terms.length === 0) return undefined;
  const definition = retriever
    .search(`what is ${asked.thing}`)
    .find((h) => h.kind === 'glossary' && namesWhatWasAsked(h.title, asked.thing));
  const said = asked.bubble ? SPECULATES : HURTS;
  const seen = new Set(definition ? sentences(definition.text) : []);
  const found: { text: string; lessonId: string; score: number }[] = [];
  for (const p of retriever.passages) {
    if (p.kind === 'timeline') continue;
    const names = storyNames(p.lessonId);
    for (const s of sentences(p.text)) {
      if (seen.has(s) || termHits(s, terms) < terms.length || ABOUT_SOMEONE.test(s) || LEANS_BACK.test(s))
        continue;
      // Another entry's definition ("Short squeeze: …") answers what that entry is, not this.
      if (p.kind === 'glossary' && s.startsWith(`${p.title}:`)) continue;
      if (words(s).some((w) => names.includes(w))) continue;
      const score = distinct(s, said);
      if (score === 0) continue;
      seen.add(s);
      found.push({ text: s, lessonId: p.lessonId, score });
    }
  }
  // The sentences that say most about how it hurts, from at most two lessons, in their lessons' order.
  const best = [...found].sort((a, b) => b.score - a.score);
  const lessonIds = [
    ...new Set([definition?.lessonId, ...best.map((b) => b.lessonId)].filter(Boolean)),
  ].slice(0, 2) as string[];
  const quoted = best.filter((b) => lessonIds.includes(b.lessonId)).slice(0, asked.bubble ? 2 : 3);
  // "Is AI a bubble?": our content never speaks of AI, so no verdict and no story of another bubble,
  // only what a bubble is.
  if (quoted.length === 0 && asked.bubble && terms.every((t) => retriever.uses(t) === 0))
    return unknownBubble(asked.thing, message, retriever, definitionLine);
  if (quoted.length === 0) return undefined;
  const citations = lessonIds
    .filter((id) => id === definition?.lessonId || quoted.some((q) => q.lessonId === id))
    .map(citation);
  const lines = [
    'Here is what our lessons say.',
    ...(definition ? [definitionLine(definition)] : []),
    quoted.map((q) => q.text).join(' '),
    `Read more in ${listed(citations.map(link))}.`,
    asked.bubble
      ? 'Something to think about: a bubble is usually named only after it bursts. What would you watch to tell the difference beforehand?'
      : 'Something to think about: what would you do first to limit that risk?',
  ];
  return { text: lines.join('\n\n'), citations, topic: 'content' };
}

/** "Is AI a bubble?" about a thing our content never names: say so, and what a bubble is. */
function unknownBubble(
  thing: string,
  message: string,
  retriever: Retriever,
  definitionLine: (glossary: Hit) => string,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const bubble = retriever
    .search('what is a bubble')
    .find((h) => h.kind === 'glossary' && namesWhatWasAsked(h.title, 'bubble'));
  if (!bubble) return undefined;
  const written =
    new RegExp(`\\b${thing.replace(/[^\p{L}\p{N} ]/gu, '')}\\b`, 'iu').exec(message)?.[0] ?? thing;
  const where = citation(bubble.lessonId);
  return {
    topic: 'content',
    citations: [where],
    text: [
      `None of our lessons speaks of ${written}, so I would rather not guess whether it is a bubble. Here is what our glossary calls one:`,
      definitionLine(bubble),
      `Read more in ${link(where)}.`,
      'Something to think about: a bubble is usually named only after it bursts. What would you watch to tell the difference beforehand?',
    ].join('\n\n'),
  };
}
