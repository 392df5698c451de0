import { getLesson } from '../../content/catalogue';
import { citation, link } from './cite';
import type { TutorAnswer } from './compose';
import { datedSentences } from './dated';
import type { Passage } from './retrieval';

// "What is the timeline of the 2008 crisis?", "key dates of the dot-com bubble": the dated moments a
// lesson marks on its own chart (its chart page's events), oldest first. Search found nothing on
// "timeline" for 2008, and quoted one sentence on margin calls for 1929.

const ASKS_DATES =
  /\b(?:timeline|chronology|key (?:dates|moments|events)|main (?:dates|events)|dates of|sequence of events|order of events|step by step|what happened when (?:in|during)\b)\b|what happened when\W*$/;

/** A chart's ISO date as the lessons write one: "9 October 2007". */
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
export const dayText = (iso: string) => DAY.format(new Date(`${iso}T00:00:00Z`));

/** A lesson with no chart: its own dated sentences in the order of their dates, if it gives three or more. */
function datedAnswer(lessonId: string, passages: readonly Passage[]): TutorAnswer | undefined {
  const dated = datedSentences(lessonId, passages);
  if (dated.length < 3) return undefined;
  const cited = citation(lessonId);
  return {
    topic: 'content',
    citations: [cited],
    text: [
      `The dates ${link(cited)} gives, in order:`,
      dated.map((d) => `- **${d.date}**: ${d.text}`).join('\n'),
      'The lesson tells what happened between them, and asks what you would have done.',
    ].join('\n\n'),
  };
}

/** The dated moments of the lesson a question names, or undefined when it asks no dates or the lesson marks none. */
export function composeDatesAnswer(
  message: string,
  lessonId: string | undefined,
  passages: readonly Passage[] = [],
): TutorAnswer | undefined {
  if (!lessonId || !ASKS_DATES.test(message.toLowerCase())) return undefined;
  const lesson = getLesson(lessonId);
  const chart = lesson?.pages.find((p) => p.type === 'chart');
  if (!lesson) return undefined;
  if (chart?.type !== 'chart') return datedAnswer(lessonId, passages);
  const events = [...chart.chart.events].sort((a, b) => a.date.localeCompare(b.date));
  const cited = citation(lessonId);
  return {
    topic: 'content',
    citations: [cited],
    text: [
      `The dates ${link(cited)} marks on its chart:`,
      events.map((e) => `- **${dayText(e.date)}**: ${e.label}.`).join('\n'),
      `${chart.chart.caption} The lesson tells what happened between them, and asks what you would have done.`,
    ].join('\n\n'),
  };
}
