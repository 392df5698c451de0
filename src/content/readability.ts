import { syllable } from 'syllable';
import type { Lesson, TimelineEvent } from './schema';

// Readability of the catalogue's prose (issue 19 point 7): a Flesch–Kincaid grade level,
//   grade = 0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59,
// from Kincaid, Fishburne, Rogers and Chissom, "Derivation of new readability formulas ... for Navy
// enlisted personnel" (1975). Syllables of words come from the `syllable` package (pinned), which
// uses a pronunciation word list and rules; a number such as 1929 or 4.6 is read as one word of one
// syllable per two digits (a rough "nine-teen twen-ty-nine" would be more, so numbers never make a
// text look harder than it is). Sentences end at ".", "!" or "?", as in the original formula.

/** Syllables in one word (at least one for any word with a letter). */
export function syllables(word: string): number {
  if (!/\p{L}/u.test(word)) {
    const digits = word.replace(/[^0-9]/g, '').length;
    return digits === 0 ? 0 : Math.ceil(digits / 2);
  }
  return Math.max(1, syllable(word));
}

/** Words of a text: runs of letters, digits and inner apostrophes, hyphens, dots or commas. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu) ?? [];
}

/**
 * Sentences of a text: split after ".", "!" or "?" (and any closing quote or bracket) when a space
 * follows. Each prose field passed in counts as at least one sentence of its own.
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])["”’)]*\s+/u)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

export type Readability = { sentences: number; words: number; syllables: number; grade: number };

/** Flesch–Kincaid grade level of some prose fields taken together. */
export function fleschKincaid(texts: readonly string[]): Readability {
  let sentenceCount = 0;
  let wordCount = 0;
  let syllableCount = 0;
  for (const text of texts) {
    for (const s of sentences(text)) {
      const ws = words(s);
      sentenceCount += 1;
      wordCount += ws.length;
      for (const w of ws) syllableCount += syllables(w);
    }
  }
  if (wordCount === 0) return { sentences: 0, words: 0, syllables: 0, grade: 0 };
  const grade = 0.39 * (wordCount / sentenceCount) + 11.8 * (syllableCount / wordCount) - 15.59;
  return {
    sentences: sentenceCount,
    words: wordCount,
    syllables: syllableCount,
    grade: Math.round(grade * 10) / 10,
  };
}

/**
 * The prose a reader reads in a lesson: running text, narration, dialogue, details, decisions and
 * their consequences, quiz questions and explanations, reflections and takeaways. Titles, labels,
 * table cells and answer options are left out: they are fragments, and counting them would make
 * the text look easier than it is.
 */
export function lessonProse(l: Lesson): string[] {
  const out: string[] = [l.description, l.character.background];
  for (const p of l.pages) {
    out.push(p.mainText ?? '', p.situation ?? '', p.keyPoint ?? '');
    if (p.narrative)
      out.push(p.narrative.setup, p.narrative.situation ?? '', p.narrative.characterThoughts ?? '');
    for (const d of p.dialogue ?? []) out.push(d.text);
    for (const e of p.interactiveElements ?? []) out.push(e.detail);
    switch (p.type) {
      case 'decision-point':
        out.push(p.decision.situation, p.decision.prompt, p.lesson, p.historicalNote);
        for (const c of p.decision.choices) out.push(c.description, c.consequence);
        for (const c of (p.variants ?? []).flatMap((v) => v.choices ?? []))
          out.push(c.description ?? '', c.consequence ?? '');
        break;
      case 'quiz':
        for (const q of p.questions) out.push(q.question, q.explanation);
        break;
      case 'reflection':
        out.push(p.prompt, ...p.questions, p.finalThought);
        break;
      case 'summary':
        out.push(p.conceptLearned, ...p.keyTakeaways);
        break;
      case 'chart':
        out.push(p.chart.caption);
        break;
      default:
        break;
    }
  }
  return out.filter((t) => t.length > 0);
}

/** The prose of the timeline: each event's description. */
export function timelineProse(events: readonly TimelineEvent[]): string[] {
  return events.map((e) => e.description);
}
