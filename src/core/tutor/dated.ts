import { getLesson } from '../../content/catalogue';
import { capitalised } from '../words';
import { LEANS_BACK, type Passage, splitSentences, words } from './retrieval';

// A lesson's own dated sentences, in the order of their dates: the timeline of a lesson that has no
// chart to mark its dates on ("timeline of tulip mania" quoted one sentence). One line per date the
// lesson gives, its timeline entry's sentence first, then its story's in page order; a sentence of
// several clauses gives the clause that holds the date.

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** When in a month or a year: "early February 1637", "the winter of 1636–37", "the first week of". */
const WHEN =
  '(?:(?:the )?(?:first (?:days|week|weeks)|end|start|beginning|middle|spring|summer|autumn|fall|winter) of |early |mid-|late )';
const DATE = new RegExp(
  `\\b(${WHEN})?(?:(\\d{1,2}) )?(?:(${MONTHS.join('|')}) )?(1[5-9]\\d\\d|20\\d\\d)(?:[–-](\\d{2}))?\\b`,
  'i',
);

/** Where in its year a season or a part of a month falls, as a month and a day to sort by. */
const SEASON: Record<string, number> = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 };

export type Dated = { date: string; text: string; sort: number; key: string; year: number; month: boolean };

/** The date a sentence gives first, as it says it, with a number to sort by and a key for "the same date". */
function dateIn(sentence: string): Omit<Dated, 'text'> | undefined {
  const m = DATE.exec(sentence);
  if (!m) return undefined;
  // A bare year late in a sentence dates something beside its event ("…after Washington Mutual in
  // 2008"), unless it ends one that tells a deed ("The South Sea Company was founded in 1711.").
  const deedEnds = /\b\w+ed in \d{4}\.$/.test(sentence);
  if (!m[1] && !m[2] && !m[3] && !deedEnds && words(sentence.slice(0, m.index)).length > 3) return undefined;
  const [said = '', when = '', day, monthName, year = ''] = m;
  // A date in brackets is a book's ("Famous First Bubbles, 2000"), not the event's; one after "before"
  // bounds something else ("bonds falling due before the end of 1999", decided in 1998).
  if (/\([^)]*$|\bbefore\s+$/i.test(sentence.slice(0, m.index))) return undefined;
  const part = when.toLowerCase().replace(/^the /, '').replace(/ of $/, '').trim();
  const month = monthName ? MONTHS.indexOf(monthName.toLowerCase() as (typeof MONTHS)[number]) + 1 : 0;
  // Part of a month gives the day; part of a year ("early 1720", "mid-1997") the month.
  const early = /^(?:first|early|start|beginning)/.test(part);
  const middle = /^(?:mid|middle)/.test(part);
  const late = /^(?:late|end)/.test(part);
  const at = month || SEASON[part] || (early ? 1 : middle ? 6 : late ? 12 : 0);
  const dayAt = day ? Number(day) : month ? (early ? 1 : middle ? 15 : late ? 28 : 0) : 0;
  const date = said.replace(/^the /i, '');
  return {
    date: capitalised(date),
    sort: Number(year) * 10_000 + at * 100 + dayAt,
    year: Number(year),
    month: at > 0,
    // Vague dates in one month are one date; a day is its own.
    key: `${year}-${month || part}-${day ?? ''}`,
  };
}

/** Years of the story a lesson tells, from its background to its aftermath: not the Second Bank's charter of 1836 for 1907. */
const AROUND = (lessonYear: number, year: number) => year >= lessonYear - 50 && year <= lessonYear + 30;

/** Words of a sentence about what was written later on the event, not about the event. */
const LATER_WRITING = /\b(?:book|argues|argued|historians?|wrote|written|published|archives)\b/i;

/**
 * A sentence that leans on the one before it in the lesson: "And it found…", "In 1717 he formed…",
 * "In 1719 the company offered…" (which company, among a lesson's two, only the page says), "Nine
 * months later…".
 */
const LEANS_ON_BEFORE =
  /^(?:And|Yet|But|So|Still|Then)\b|^(?:\S+\s+){0,7}?(?:it|he|she|they|him|them|his|her|their)\b|^(?:\S+\s+){0,5}?the (?:company|bank|firm|fund)\b|^(?:\S+\s+){1,2}(?:later|earlier)\b/i;

/**
 * A sentence told from inside the story, looking ahead ("In January 1998 three zeros will be knocked
 * off"): a timeline lists what happened. A "will" after a colon or a quotation mark is someone's words.
 */
const LOOKS_AHEAD = /^[^:“"]*\bwill\b/i;

/** The role of an "it" the sentence does not name: "agents arrested its founder" (Silk Road's, not Bitcoin's). */
const ROLE_OF_IT = /\bits (?:founder|owner|creator|chairman|chief|boss|head)\b/i;

/**
 * The made-up names of a lesson's invented protagonist's world: the character's name, and the
 * capitalised words of a background sentence that calls a thing fictional ("He runs Bayou Federal
 * Savings, a fictional … thrift") that no other lesson uses (not "Federal").
 */
function inventedNames(lessonId: string, passages: readonly Passage[]): Set<string> {
  const character = getLesson(lessonId)?.character;
  if (!character || character.historical) return new Set();
  const capitalised = splitSentences(character.background)
    .filter((s) => /\bfictional\b/i.test(s))
    .flatMap((s) => [...s.matchAll(/(?<=\S\s+)([A-Z][a-z]+)/g)].map((m) => m[1]!.toLowerCase()));
  const elsewhere = new Set(passages.filter((p) => p.lessonId !== lessonId).flatMap((p) => words(p.text)));
  return new Set([...words(character.name), ...capitalised.filter((w) => !elsewhere.has(w))]);
}

/** The clause of a sentence that holds its first date: "…; and in 1638 Haarlem lets buyers walk away…". */
function clauseDated(sentence: string): string {
  const clauses = sentence.split(/;\s+/);
  if (clauses.length < 2) return sentence;
  const clause = clauses.find((c) => DATE.test(c)) ?? sentence;
  const bare = clause.replace(/^(?:and|but|then)\s+/i, '').replace(/[.!?]*$/, '');
  return `${capitalised(bare)}.`;
}

/** A lesson's dated sentences, oldest date first, one per date, at most `max`; none for an unknown lesson. */
export function datedSentences(lessonId: string, passages: readonly Passage[], max = 12): Dated[] {
  const lesson = getLesson(lessonId);
  if (!lesson) return [];
  const names = inventedNames(lessonId, passages);
  const own = passages.filter((p) => p.lessonId === lessonId);
  const sentences = [
    ...own.filter((p) => p.kind === 'timeline'),
    ...own.filter((p) => p.kind === 'lesson'),
  ].flatMap((p) => splitSentences(p.text));
  const byKey = new Map<string, Dated>();
  for (const sentence of sentences) {
    if (
      sentence.length > 300 ||
      LEANS_BACK.test(sentence) ||
      LATER_WRITING.test(sentence) ||
      LOOKS_AHEAD.test(sentence) ||
      ROLE_OF_IT.test(sentence) ||
      /\b(?:you|your)\b/i.test(sentence) ||
      words(sentence).some((w) => names.has(w))
    )
      continue;
    const text = clauseDated(sentence);
    const date = dateIn(text);
    if (LEANS_ON_BEFORE.test(text)) continue;
    if (!date || byKey.has(date.key) || !AROUND(lesson.year, date.year)) continue;
    // A line that says little beside its date ("Late January 1637.", "Lower Manhattan, Monday 14
    // October 1907.") heads a page; it tells nothing.
    if (words(text.replace(DATE, '')).length < 5) continue;
    byKey.set(date.key, { ...date, text });
  }
  const all = [...byKey.values()];
  // A year alone ("There is no deposit insurance in 1907.") says less than a month of that year does.
  return all
    .filter((d) => d.month || !all.some((o) => o.month && o.year === d.year))
    .sort((a, b) => a.sort - b.sort)
    .slice(0, max);
}
