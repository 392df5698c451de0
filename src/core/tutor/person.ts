import { lessons } from '../../content/catalogue';
import { type Citation, citation, link } from './cite';
import { lessonAliases } from './patterns';
import { sentences, termHits } from './quote';
import { isStopWord, type Retriever, words } from './retrieval';

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

/** Names of things a figure's name is part of ("The Marshall Plan", "Nixon shock"): lesson titles and aliases. */
const THINGS: readonly string[][] = lessons.flatMap((l) =>
  [l.title, ...(lessonAliases[l.id] ?? [])].map((n) => words(n).filter((w) => !isStopWord(w))),
);

/**
 * The last name of a historical figure the message names ("volcker"), if it names one and not a thing
 * named after them ("what was the goal of the Marshall Plan?").
 */
export function personAsked(message: string): string | undefined {
  const said = words(message);
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

const YEAR = /\b(1[6-9]\d\d|20\d\d)\b/;

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
  if (!person || !year) return undefined;
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
    ...(ofYear.length > 0
      ? [`For ${year} itself, read ${ofYear.map((l) => cited(l.id)).join(' and ')}.`]
      : []),
  ];
  return { text: lines.join('\n\n'), citations, topic: 'content' };
}
