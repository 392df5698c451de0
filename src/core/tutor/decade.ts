import { lessons, optionsCourse } from '../../content/catalogue';
import { timeline } from '../../content/timeline';
import { type Citation, citation, link } from './cite';
import { isStopWord, type Passage, splitSentences, words } from './retrieval';
import { decadeAsked, yearsNamed } from './years';

export { decadeAsked } from './years';

// "What happened in the 1920s?" asks for a decade's events, not for the one sentence of our lessons
// that says "1920s" (it quoted Sargent's study of four inflations). The answer is our timeline's
// events of those ten years, in order, each told briefly with a link to the lesson that tells it.

type Told = { year: number; title: string; description: string; lessonId?: string };

const EVENTS: readonly Told[] = timeline.flatMap((era) =>
  era.stories.map((e) => ({
    year: e.year,
    title: e.title,
    description: e.description,
    lessonId: e.storyId,
  })),
);

/** Words of an event's title that say only what kind of event it was, not which. */
const KIND_OF_EVENT =
  /^(?:crash|panic|bubble|crisis|created|founded|begins|born|act|conference|formula|first|market|collapses|fails|defaults?|peaks)$/;

/**
 * The lesson that tells an event the timeline gives no lesson of its own ("The Volcker Shock", told in
 * the 1970s lesson): the lesson or course whose passages most often name its year with a word of its
 * name; none if none does.
 */
function tellerOf(event: Told, passages: readonly Passage[]): string | undefined {
  const named = words(event.title).filter(
    (w) => !isStopWord(w) && w.length > 2 && !/\d/.test(w) && !KIND_OF_EVENT.test(w),
  );
  const year = String(event.year);
  const counts = new Map<string, number>();
  for (const p of passages) {
    if (p.kind === 'glossary' || p.kind === 'timeline' || !p.text.includes(year)) continue;
    const said = new Set(words(`${p.title} ${p.text}`));
    if (named.some((w) => said.has(w))) counts.set(p.lessonId, (counts.get(p.lessonId) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** An event in brief: its first sentence, and the next too when the first says little alone. */
function brief(description: string): string {
  const [first = '', second] = splitSentences(description.replace(/\s+/g, ' '));
  return first.length < 100 && second && first.length + second.length < 280 ? `${first} ${second}` : first;
}

/**
 * The answer to a decade question: each event of our timeline in those ten years (1920–1929) with its
 * year, its name, a sentence or two and a link to the lesson that tells it. A decade with no event
 * says so and names the nearest before and after. Undefined for any other question.
 */
export function composeDecadeAnswer(
  message: string,
  passages: readonly Passage[],
): { text: string; citations: Citation[]; topic: 'content' } | undefined {
  const decade = decadeAsked(message);
  if (decade === undefined) return undefined;
  const years = yearsNamed(`${decade}s`);
  const lessonOf = (e: Told) => e.lessonId ?? tellerOf(e, passages);
  const known = (id: string | undefined) =>
    id !== undefined && (lessons.some((l) => l.id === id) || id === optionsCourse?.id);
  const item = (e: Told) => {
    const id = lessonOf(e);
    return `- **${e.year}, ${e.title}**: ${brief(e.description)}${known(id) ? ` (${link(citation(id!))})` : ''}`;
  };
  const inDecade = EVENTS.filter((e) => years.includes(e.year)).sort((a, b) => a.year - b.year);
  const cited = (list: readonly Told[]) =>
    [...new Set(list.map(lessonOf).filter((id): id is string => known(id)))].map(citation);
  if (inDecade.length === 0) {
    const before = EVENTS.filter((e) => e.year < decade).sort((a, b) => b.year - a.year)[0];
    const after = EVENTS.filter((e) => e.year > decade + 9).sort((a, b) => a.year - b.year)[0];
    const nearest = [before, after].filter((e): e is Told => e !== undefined);
    return {
      text: [
        `Our timeline has no event from the ${decade}s, and I would rather not guess at one.`,
        ...(nearest.length > 0 ? [`The nearest events it holds:\n${nearest.map(item).join('\n')}`] : []),
      ].join('\n\n'),
      citations: cited(nearest),
      topic: 'content',
    };
  }
  return {
    text: [
      `Here is what our timeline holds for the ${decade}s.`,
      inDecade.map(item).join('\n'),
      'Something to think about: what did the people living through these years know then that we only see looking back?',
    ].join('\n\n'),
    citations: cited(inDecade),
    topic: 'content',
  };
}
