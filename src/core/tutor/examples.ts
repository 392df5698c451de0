import { getLesson, lessons } from '../../content/catalogue';
import { timelineEvents } from '../../content/timeline';
import { type Citation, citation, link } from './cite';
import { sentences } from './quote';
import { type Passage, words } from './retrieval';

// "Give me an example" after "what is a bank run?": the story that files the term, told by its
// timeline entry, and the other stories that tell it (it quoted another sentence of the definition, or
// "The real S&P 500 gives a famous example" from a chart).

/** "Give me an example", "examples?", "can you give an example?", "for instance?", "name one". */
const ASKS_EXAMPLE =
  /^\s*(?:(?:can|could|would) you |please )?(?:(?:give|show|tell)(?: me| us)? )?(?:an? |another |some |more )?(?:examples?|instances?)(?: please)?[\s?.!]*$|^\s*for (?:example|instance)[\s?.!]*$|^\s*(?:(?:can|could) you )?name (?:one|some|a few|any)(?: please)?[\s?.!]*$/i;

/** "Give me an example of a bubble", "examples of hyperinflation": the thing named. */
const ASKS_EXAMPLE_OF =
  /^\s*(?:(?:can|could|would) you |please )?(?:(?:give|show|tell)(?: me| us)? )?(?:an? |another |some |more )?(?:examples?|instances?) of (.+?)[\s?.!]*$/i;

/**
 * What a message asks an example of: the thing it names ("an example of a bubble"), or `true` when it
 * names none and leans on the question before; undefined when it asks for no example.
 */
export function exampleAsked(message: string): string | true | undefined {
  const of = ASKS_EXAMPLE_OF.exec(message)?.[1];
  if (of) return of;
  return ASKS_EXAMPLE.test(message) ? true : undefined;
}

/** A timeline kind an entry's name may be ("Bubble", "Market crash"): its events are examples too. */
const KINDS = ['bubble', 'crash', 'scandal'] as const;

/** The year a lesson's story is set: its first timeline event, else the lesson's own year. */
function yearOf(lessonId: string): number | undefined {
  return timelineEvents.find((e) => e.storyId === lessonId)?.year ?? getLesson(lessonId)?.year;
}

/** A lesson's timeline entry: what happened, told to stand alone. */
const timelineOf = (lessonId: string, passages: readonly Passage[]) =>
  passages.find((p) => p.kind === 'timeline' && p.lessonId === lessonId);

type ExampleAnswer = { text: string; citations: Citation[]; topic: 'content' };

/** An entry's name without what its brackets add ("Compounding (compound interest)": "Compounding"). */
const nameOf = (entry: Passage) => entry.title.replace(/\s*\([^)]*\)/g, '');

/**
 * Examples of what a glossary entry names: the stories that tell it (storyExample), else the example
 * its own entry works through (workedExample).
 */
export function composeExampleAnswer(
  entry: Passage,
  passages: readonly Passage[],
  tellsHistory: (lessonId: string) => boolean,
): ExampleAnswer {
  return storyExample(entry, passages, tellsHistory) ?? workedExample(entry);
}

/**
 * The stories that tell what a glossary entry names, from the lessons that tell an event: the lesson
 * that files the entry, told by its timeline entry, then the others whose pages define it and, for a
 * kind of event (a bubble, a crash), the timeline's events of that kind, oldest first (at most `max`).
 * Undefined when no lesson that tells an event has it.
 */
export function storyExample(
  entry: Passage,
  passages: readonly Passage[],
  tellsHistory: (lessonId: string) => boolean,
  max = 5,
): ExampleAnswer | undefined {
  const name = nameOf(entry);
  const kind = KINDS.find((k) => words(name).includes(k));
  const defining = lessons
    .filter((l) => entry.key !== undefined && l.pages.some((p) => p.definitions?.includes(entry.key!)))
    .map((l) => l.id);
  const ofKind = kind
    ? timelineEvents.filter((e) => e.type === kind && e.storyId).map((e) => e.storyId!)
    : [];
  // Each story once, with its year and timeline entry, read once.
  const stories = [...new Set([entry.lessonId, ...ofKind, ...defining])].flatMap((lessonId) => {
    const year = yearOf(lessonId);
    const told = timelineOf(lessonId, passages);
    return tellsHistory(lessonId) && year !== undefined && told
      ? [{ cite: citation(lessonId), year, told }]
      : [];
  });
  const [featured, ...rest] = stories;
  if (featured === undefined) return undefined;
  const others = rest.sort((a, b) => a.year - b.year).slice(0, max);
  // "The Panic of 1907 (1907)" says its year twice.
  const when = (s: (typeof stories)[number]) => (s.cite.title.includes(String(s.year)) ? '' : ` (${s.year})`);
  return {
    topic: 'content',
    citations: [featured, ...others].map((s) => s.cite),
    text: [
      `An example from our lessons is **${featured.cite.title}**${when(featured)}. ${featured.told.text}`,
      others.length > 0
        ? `${others.length === 1 ? 'Another story' : 'Other stories'} in our lessons that tell of it:\n${others.map((s) => `- ${link(s.cite)}${when(s)}`).join('\n')}`
        : '',
      `Read more in ${link(featured.cite)}.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/**
 * An idea no story tells ("compound interest"): the example its own entry works through, a sentence
 * with a figure after the definition; else that no story shows it (it quoted a chart's "famous example").
 */
function workedExample(entry: Passage): ExampleAnswer {
  const name = nameOf(entry);
  const cited = citation(entry.lessonId);
  const worked = workedSentences(entry);
  return {
    topic: 'content',
    citations: [cited],
    text: [
      worked.length > 0
        ? `No story in our lessons is filed under ${name.toLowerCase()}, but its entry works one through: ${worked.join(' ')}`
        : `No story in our lessons is filed under ${name.toLowerCase()}, so I would rather not make one up. What it is: **${entry.title}**: ${entry.text}`,
      `Read more in ${link(cited)}.`,
    ].join('\n\n'),
  };
}

/** The sentences after an entry's first that work it through with figures ("At 7 percent a year…"). */
export function workedSentences(entry: Passage): string[] {
  return sentences(entry.text)
    .slice(1)
    .filter((s) => /\d/.test(s));
}
