import { lessons } from '../../content/catalogue';
import { listed, singular } from '../words';
import { type Citation, citation, link } from './cite';
import { centralTo } from './event';
import { lessonAliases } from './patterns';
import { sentences, storyNames, termHits } from './quote';
import {
  escapeRegExp,
  isStopWord,
  LEANS_BACK,
  type Passage,
  type Retriever,
  saysAnywhere,
  splitSentences,
  words,
} from './retrieval';
import { SUM } from './sentence-marks';
import { YEAR } from './years';

// "How did Volcker stop inflation?" asks about a person our lessons name among their historical
// figures: a sentence that answers names them. Without that, "Inflation that everyone expects is the
// hardest inflation to stop" (inflation, stop) outranked "Volcker’s Fed broke inflation … with very high
// interest rates" (Volcker, inflation).

/** The last names of the historical figures our lessons list, each with the lesson that lists them. */
const FIGURES: ReadonlyMap<string, string> = new Map(
  lessons.flatMap((l) =>
    (l.supportingCharacters ?? []).flatMap((c) => {
      const last = words(c.name).at(-1);
      return last && last.length > 2 ? [[last, l.id] as const] : [];
    }),
  ),
);

/** The full names of the figures our lessons list, as words ("john law"). */
const FULL_NAMES: ReadonlySet<string> = new Set(
  lessons.flatMap((l) => (l.supportingCharacters ?? []).map((c) => words(c.name).join(' '))),
);

/**
 * Names of things a figure's name is part of ("The Marshall Plan", "Nixon shock"): lesson titles and
 * aliases. Not an alias that is only the figure, initials and a year ("jp morgan 1907" names the panic
 * by the man, so "what did JP Morgan do in 1907?" asks of him), nor one that is the figure's full name
 * ("john law" names the Mississippi bubble, but "who was John Law?" asks of him).
 */
const THINGS: readonly string[][] = lessons
  .flatMap((l) =>
    [l.title, ...(lessonAliases[l.id] ?? [])].map((n) => words(n).filter((w) => !isStopWord(w))),
  )
  .filter(
    (name) =>
      !name.every((w) => FIGURES.has(w) || w.length <= 2 || /^\d{4}$/.test(w)) &&
      !FULL_NAMES.has(name.join(' ')),
  );

/**
 * "How much did the Dow fall in 1907?" asks of the index, not of Charles Dow (it said no lesson tells what
 * he did in 1907): "the Dow", "Dow Jones", or the Dow before a verb of moving. A sentence that answers
 * still names the Dow.
 */
const NAMES_THE_INDEX =
  /\bthe dow\b|\bdow (?:jones|industrials?|average|index)\b|\bdow (?:fell|falls?|fallen|dropped|drops?|rose|rises?|risen|crashed|crash(?:es)?|lost|loses?|gained|gains?|plunged|plunges?|sank|sinks?|tumbled|climbed|closed|hit)\b/i;

/** A figure the world calls by the first name alone: Bitcoin's pseudonymous maker is "Satoshi". */
const GOES_BY: Readonly<Record<string, string>> = { satoshi: 'nakamoto' };

/** "He", "him", "his", "she", "her": a person the conversation has named. */
export const PERSON_PRONOUN = /\b(?:he|him|his|she|her)\b/i;

/**
 * The last name of a historical figure the message names ("volcker"), if it names one and not a thing
 * named after them ("what was the goal of the Marshall Plan?").
 */
export function personAsked(message: string): string | undefined {
  const said = words(message).map((w) => GOES_BY[w] ?? w);
  return said.find(
    (w) =>
      FIGURES.has(w) &&
      !THINGS.some((name) => name.length > 1 && name.includes(w) && name.every((n) => said.includes(n))),
  );
}

/** The full name our lessons give a figure ("Warren Buffett"), from the first lesson that lists them. */
function fullName(last: string): string {
  for (const l of lessons)
    for (const c of l.supportingCharacters ?? []) if (words(c.name).at(-1) === last) return c.name;
  return last;
}

/**
 * "What did Buffett do in 2008?": a person and a year, and no sentence of ours that names both. The
 * answer says no lesson tells it, shows where our lessons do name the person (one sentence each, as
 * written), and points to the lesson of that year. Undefined when a sentence names both (the question is
 * answered as any other) or the message names no figure and year.
 */
export function composeAbsentAnswer(
  message: string,
  retriever: Retriever,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const person = personAsked(message);
  const year = YEAR.exec(message)?.[1];
  if (!person || !year || (person === 'dow' && NAMES_THE_INDEX.test(message))) return undefined;
  const name = fullName(person);
  // What a lesson's cast says the figure did ("On the morning of 23 September he led an offer…"),
  // then our sentences that name them; one per lesson, the one with the full name first.
  const cast = lessons.flatMap((l) =>
    (l.supportingCharacters ?? [])
      .filter((c) => c.name === name)
      .map((c) => ({ text: `${c.name} (${c.role}): ${c.influence}`, lessonId: l.id })),
  );
  const statements = [
    ...cast,
    ...retriever.passages.flatMap((p) =>
      sentences(p.text)
        .filter((s) => !s.endsWith('?') && termHits(s, [person]) > 0)
        .map((text) => ({ text, lessonId: p.lessonId })),
    ),
  ];
  if (statements.some((s) => s.text.includes(year))) return undefined;
  const first = [...statements].sort((a, b) => Number(b.text.includes(name)) - Number(a.text.includes(name)));
  const mentions = [...new Map(first.reverse().map((s) => [s.lessonId, s])).values()].slice(0, 3);
  const ofYear = lessons.filter((l) => l.year === Number(year));
  const citations = [...new Set([...mentions.map((m) => m.lessonId), ...ofYear.map((l) => l.id)])].map(
    citation,
  );
  const cited = (id: string) => link(citations.find((c) => c.lessonId === id)!);
  const lines = [
    `None of our lessons tells what ${name} did in ${year}, so I would rather not guess.`,
    ...(mentions.length > 0
      ? [
          `Where our lessons do name ${name}:\n${mentions.map((m) => `- ${cited(m.lessonId)}: ${m.text}`).join('\n')}`,
        ]
      : []),
    ...(ofYear.length > 0 ? [`For ${year} itself, read ${listed(ofYear.map((l) => cited(l.id)))}.`] : []),
  ];
  return { text: lines.join('\n\n'), citations, topic: 'content' };
}

/**
 * "What did Morgan do in 1907?", "what did Volcker do?", "what happened to Ken Lay?", "did Newton lose
 * money?": asks what a figure did or what became of them (the last two found nothing, though the Enron
 * and South Sea lessons name them).
 */
const WHAT_DID_DO =
  /\bwhat did (.+?) do\b|\bwhat (?:happened|became) (?:to|of) \p{L}|\bdid (.+?) (?:lose|make) (?:money|a fortune|anything)\b/iu;

/**
 * "What did J. P. Morgan do in 1907?": what the cast of the lesson that lists the figure says they did,
 * then that lesson's sentences that name them, those nearest what the lesson sums up first (its key
 * takeaways and timeline entry), then those that give a sum (what the rescue cost). With a year, the lesson of that year that lists them; undefined for anyone else, or
 * when no lesson lists the figure.
 */
export function composeDeedAnswer(
  message: string,
  retriever: Retriever,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const person = personAsked(message);
  if (!person || !WHAT_DID_DO.test(message)) return undefined;
  const year = Number(YEAR.exec(message)?.[1] ?? Number.NaN);
  const castMember = (l: (typeof lessons)[number]) =>
    l.supportingCharacters?.find((c) => words(c.name).at(-1) === person);
  // Each lesson that lists the figure, with its sentences that name them (read once per lesson).
  const listing = lessons
    .filter((l) => castMember(l))
    .map((l) => ({
      lesson: l,
      told: retriever.passages
        .filter((p) => p.lessonId === l.id && p.kind !== 'glossary')
        .flatMap((p) => sentences(p.text))
        .filter((s) => !s.endsWith('?') && termHits(s, [person]) > 0),
    }));
  // With no year, the lesson that names them most tells their story (Volcker's is the 1970s').
  const most = [...listing].sort((a, b) => b.told.length - a.told.length)[0];
  const found = Number.isNaN(year) ? most : listing.find((l) => l.lesson.year === year);
  const figure = found && castMember(found.lesson);
  if (!found || !figure) return undefined;
  const { lesson, told } = found;
  const central = centralTo(lesson.id);
  const picked = [...new Set(told)]
    .map((text, order) => ({ text, order, near: central(text), sum: SUM.test(text) }))
    .sort((a, b) => b.near - a.near || Number(b.sum) - Number(a.sum) || a.order - b.order)
    .slice(0, 2)
    .map((s) => s.text);
  const where = citation(lesson.id);
  // "(cryptographer …, 1956–2014)", not "(cryptographer … (real figure, 1956–2014))".
  const plain = readersRole(figure.role).replace(/\s*\(([^)]*)\)$/, ', $1');
  // "Chair of…" reads "(chair of…)" after a name, but "Enron founder…" keeps the capital our lessons
  // always give it.
  const first = /^\p{L}+/u.exec(plain)?.[0] ?? '';
  const used = (w: string) => retriever.passages.some((p) => saysAnywhere(p, new RegExp(`\\b${w}\\b`)));
  const proper = first !== '' && used(first) && !used(first.toLowerCase());
  const role = proper ? plain : plain.charAt(0).toLowerCase() + plain.slice(1);
  // "Ran the fund…" follows the name; "Records show he sold…" stands as its own sentence.
  const deed = OPENS_WITH_DEED.test(figure.influence)
    ? `**${figure.name}** (${role}) ${figure.influence.charAt(0).toLowerCase()}${figure.influence.slice(1)}`
    : `**${figure.name}** (${role}): ${figure.influence}`;
  return {
    text: [
      'Good question.',
      deed,
      ...(picked.length > 0 ? [picked.join(' ')] : []),
      `Read more in ${link(where)}.`,
    ].join('\n\n'),
    citations: [where],
    topic: 'content',
  };
}

/**
 * "Who was Paul Volcker?": the figure a lesson's cast lists, as "**name**: role.", from the lesson whose
 * pages name them most (Volcker's is the 1970s', not the savings and loans'). Undefined for anyone else
 * and for a composite character, who is no one to look up.
 */
export function figureAsked(
  message: string,
  passages: readonly Passage[],
): { line: string; lessonId: string; deed?: string; name?: string } | undefined {
  const person = personAsked(message);
  if (!person) return undefined;
  const named = (lessonId: string) =>
    passages.filter((p) => p.lessonId === lessonId && termHits(p.text, [person]) > 0).length;
  const [best] = lessons
    .flatMap((l) =>
      (l.supportingCharacters ?? [])
        .filter((c) => words(c.name).at(-1) === person && !/composite/i.test(c.role))
        .map((c) => ({ c, lessonId: l.id, n: named(l.id) })),
    )
    .sort((a, b) => b.n - a.n);
  if (!best) return undefined;
  const role = readersRole(best.c.role);
  // What the cast says they did, as a sentence ("Hal Finney ran the software on its first days…"),
  // when it opens with what they did, not "His exchange collapsed…" or "A scholar of…".
  const { influence } = best.c;
  // "Records show he sold…" tells it of them too, once "he" is their name.
  const deed = OPENS_WITH_DEED.test(influence)
    ? byName(best.c.name, influence)
    : RECORDS_SHOW.test(influence)
      ? influence.replace(RECORDS_SHOW, `$1 ${best.c.name} `)
      : undefined;
  return { line: `**${best.c.name}**: ${role}.`, lessonId: best.lessonId, deed, name: best.c.name };
}

/** The years a sentence gives ("On 31 October 2008…" → 2008). */
const yearsIn = (text: string): string[] => text.match(/\b(?:1[5-9]|20)\d\d\b/g) ?? [];

/** Whether a sentence gives a year an earlier one gave: about one person, it tells the same thing again. */
export function repeatsAYear(found: readonly { text: string }[]): boolean {
  const seen = new Set<string>();
  for (const s of found) {
    const years = yearsIn(s.text);
    if (years.some((y) => seen.has(y))) return true;
    for (const y of years) seen.add(y);
  }
  return false;
}

/** "…strongly supported the first two": a sentence that counts back to things the one before it named. */
const POINTS_BACK = /\bthe (?:first|last|other) (?:two|three|four)\b|\bthe (?:former|latter)\b/i;

/** A lesson's blurb, its summary and its timeline entry: each tells again what its pages tell. */
const retold = (p: Passage) => p.kind === 'timeline' || /#(?:about|summary)$/.test(p.id);

/**
 * "Who was Satoshi Nakamoto?": what a figure's lesson tells of them, each thing once. The sentences of
 * that lesson's pages and tapped details that name them (by either name), in the lesson's order, then
 * those of its blurb, summary and timeline entry; a sentence that gives a year one kept gave is left
 * out ("In 2008 an unknown author calling themselves Satoshi Nakamoto proposed…" and "In October 2008 a
 * paper signed Satoshi Nakamoto…" after the white paper's page), and so is the invented protagonist's
 * page, which is about them.
 */
export function figureTold(
  name: string,
  lessonId: string,
  passages: readonly Passage[],
  max = 5,
): { text: string; lessonId: string }[] {
  const names = words(name).filter((w) => w.length > 2);
  const naming = new RegExp(`(?<![\\p{L}])(?:${names.join('|')})(?![\\p{L}])`, 'iu');
  const protagonist = storyNames(lessonId);
  const own = passages.filter(
    (p) =>
      p.lessonId === lessonId &&
      p.kind !== 'glossary' &&
      !words(`${p.id} ${p.title}`).some((w) => protagonist.includes(w)),
  );
  const kept: string[] = [];
  for (const p of [...own.filter((p) => !retold(p)), ...own.filter(retold)])
    for (const text of sentences(p.text)) {
      const years = yearsIn(text);
      if (LEANS_BACK.test(text) || POINTS_BACK.test(text)) continue;
      if (naming.test(text) && !kept.some((k) => k === text || yearsIn(k).some((y) => years.includes(y))))
        kept.push(text);
    }
  return kept.slice(0, max).map((text) => ({ text, lessonId }));
}

/** A cast note that opens with a verb of what they did ("Ran…", "Published…"), not a name or a "His". */
const OPENS_WITH_DEED =
  /^(?!(?:His|Her|Their|They|He|She|It|Its|A|An|The|In|On|At|Records|Former)\b)\p{Lu}\p{Ll}+ /u;

/** "Records show he…": a cast note whose deed follows what it rests on. */
const RECORDS_SHOW = /^(Records show) (?:he|she) /;

/** A cast note that opens with a deed, told of them by name: "Hal Finney ran the software…". */
export const byName = (name: string, deed: string) =>
  `${name} ${deed.charAt(0).toLowerCase()}${deed.slice(1)}`;

/** "(real figure, 1870–1946)" is a note for writers; the reader needs only the years. */
const readersRole = (role: string) => role.replace(/\s*\(real figure\)/, '').replace('(real figure, ', '(');

// "Who created bitcoin?", "who founded Vanguard?": asks for the person a lesson's cast names as its
// maker. The search answered "who founded bitcoin?" with Ross Ulbricht, founder of the Silk Road,
// and "who made bitcoin?" with FTX's token, since no sentence says bitcoin was "created".

const ASKS_MAKER =
  /^\s*who (?:(?:was|is) (?:the )?(?:(?:co-?)?founder|creator|inventor|designer) of|(?:first )?(?:founded|co-founded|created|invented|started|made|designed|came up with|set up)) (?:the )?(.+?)[\s?.!]*$/i;
/** A cast role that names someone as a thing's maker ("Pseudonymous creator of Bitcoin"). */
const MAKER = /\b(?:creat(?:or|ed)|(?:co-?)?found(?:er|ed|ing)|invent(?:or|ed)|designed)\b/i;

/**
 * The cast member whose role names them maker of the thing asked about, with their lesson; undefined
 * when the question asks no such thing or no role names every word of the thing.
 */
export function makerAsked(
  message: string,
): { name: string; role: string; influence: string; lessonId: string } | undefined {
  const thing = ASKS_MAKER.exec(message)?.[1];
  if (!thing) return undefined;
  const asked = words(thing).filter((w) => !isStopWord(w));
  if (asked.length === 0) return undefined;
  for (const l of lessons)
    for (const c of l.supportingCharacters ?? []) {
      const said = words(c.role);
      if (MAKER.test(c.role) && !/composite/i.test(c.role) && asked.every((w) => said.includes(w)))
        return { name: c.name, role: c.role, influence: c.influence, lessonId: l.id };
    }
  // "Who invented the index fund?": no role names it, but Bogle's note says he "launched the first index
  // fund for ordinary investors" (it quoted Buffett's praise of index funds).
  const thingAsked = asked.filter((w) => w !== 'first');
  for (const l of lessons)
    for (const c of l.supportingCharacters ?? []) {
      const first = FIRST_MADE.exec(c.influence)?.[1];
      // "Index funds" asks of the index fund: one word or many.
      const said = first ? words(first).map(singular) : [];
      if (thingAsked.length > 0 && thingAsked.every((w) => said.includes(singular(w))))
        return { name: c.name, role: c.role, influence: c.influence, lessonId: l.id };
    }
  return undefined;
}

/** A note that says its person made the first of a thing: "launched the first index fund for…". */
const FIRST_MADE =
  /\b(?:launched|created|founded|invented|started|introduced|built|opened) the first ([^.,;]+?)(?: for\b| in\b|[.,;]|$)/i;

/** "Who created bitcoin?": who the cast says made it, what they did, cited to their lesson. */
export function composeMakerAnswer(
  message: string,
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const maker = makerAsked(message);
  if (!maker) return undefined;
  const where = citation(maker.lessonId);
  // A note that opens with what they did is told of them by name, its first sentence only: the next
  // ("Made a last public forum post…") has no subject of its own.
  const first = splitSentences(maker.influence)[0] ?? maker.influence;
  const deed = OPENS_WITH_DEED.test(first) ? byName(maker.name, first) : maker.influence;
  return {
    text: [`**${maker.name}**: ${readersRole(maker.role)}.`, deed, `Read more in ${link(where)}.`].join(
      '\n\n',
    ),
    citations: [where],
    topic: 'content',
  };
}

/** "Who was Hyman Minsky?", "who was Minsky?": the name asked, one to four words. */
const WHO_NAMED = /^\s*who (?:was|is) ((?:[\p{L}.'’-]+ ){0,3}[\p{L}'’-]{3,})\s*[?.!]*\s*$/iu;

/**
 * "Who was Hyman Minsky?": a person no lesson's cast lists, whom a glossary entry names ("It is named
 * after the economist Hyman Minsky…"). The entry, with the name as it writes it; undefined when no
 * entry, or more than one, names them in full.
 */
export function glossaryNaming(
  message: string,
  passages: readonly Passage[],
): { entry: Passage; name: string } | undefined {
  const asked = WHO_NAMED.exec(message)?.[1]?.trim();
  if (!asked || isStopWord(asked.toLowerCase())) return undefined;
  const said = new RegExp(`\\b${escapeRegExp(asked)}\\b`, 'i');
  // As a name is written: "Minsky", not the "bubble" of "who is bubble?".
  const nameIn = (p: Passage) => said.exec(p.text.slice(p.title.length))?.[0];
  const entries = passages.filter((p) => p.kind === 'glossary' && /^\p{Lu}/u.test(nameIn(p) ?? ''));
  return entries.length === 1 ? { entry: entries[0]!, name: nameIn(entries[0]!)! } : undefined;
}
