import { getLesson } from '../../content/catalogue';
import { timeline } from '../../content/timeline';
import { splitSentences } from './retrieval';

// For the tutor's tests: a line the tutor quotes must be a lesson's own words, and one written in ours
// from a lesson must hold only that lesson's facts.

/** Every string a value holds, however deep: a lesson's titles, pages, quizzes and takeaways. */
export const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(strings)
        : [];

/** All a lesson says (its pages, cast, endings and sources, and its timeline entry), as one text. */
export function toldIn(lessonId: string): string {
  return [
    ...strings(getLesson(lessonId)),
    ...timeline.flatMap((era) => era.stories.filter((e) => e.storyId === lessonId)).map((e) => e.description),
  ]
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** A line's text after its bold label ("**Homeowners**: ", "**Borrowed money.** "). */
const unlabelled = (line: string) => line.replace(/^\*\*[^*]+\*\*:? /, '');

/** A text's words in lower case, without figures or punctuation: how copying is looked for. */
const plainWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
    .split(' ');

/**
 * What in a line written in our own words from a lesson is not that lesson's own: a figure it does not
 * give, written as it writes it ("$15 billion", "57%", "3.5 percent", "1637", "£800 million"); a capitalised word after a
 * sentence's first that it never writes (a name); a run of ten words copied from it (figures aside).
 */
export function notFromLesson(
  lessonId: string,
  line: string,
): { figures: string[]; names: string[]; copied: string[] } {
  const text = toldIn(lessonId);
  const body = unlabelled(line);
  const given = (f: string) => new RegExp(`(?<![\\d.,])${f.replace(/[.$]/g, '\\$&')}`).test(text);
  const names = splitSentences(body)
    .flatMap((s) => s.split(/[\s,;:()]+/).slice(1))
    .map((w) => w.replace(/[.’']s?$/, ''))
    .filter((w) => /^\p{Lu}/u.test(w));
  const lesson = ` ${plainWords(text).join(' ')} `;
  const own = plainWords(line.replace(/\*\*/g, ''));
  const runs = own.map((_, i) => own.slice(i, i + 10).join(' ')).slice(0, Math.max(0, own.length - 9));
  return {
    figures: (
      body.match(/[$£€¥]?\d(?:[\d.,]*\d)?(?:%| percent\b| (?:million|billion|trillion)\b)?/g) ?? []
    ).filter((f) => !given(f)),
    names: names.filter((n) => !text.includes(n)),
    copied: runs.filter((run) => lesson.includes(` ${run} `)),
  };
}

/**
 * What is wrong with a line written in our words for the tutor (a cause, how a crisis ended): it must
 * open with a bold label ("**Huge leverage.** "), end with a full stop, say it in one or two sentences
 * of at most 50 words, and speak to no one ("you") nor hold a straight quote. Empty when it passes.
 */
export function problemsOfWrittenLine(line: string): string[] {
  return [
    /^\*\*\p{Lu}[^*]+\.\*\* \S/u.test(line) ? '' : 'opens with no bold label',
    /\.$/.test(line) ? '' : 'ends with no full stop',
    splitSentences(line.replace(/^\*\*[^*]+\*\* /, '')).length <= 2 ? '' : 'more than two sentences',
    line.split(/\s+/).length <= 50 ? '' : 'more than 50 words',
    /\b(?:you|your|would have)\b|[?{}']/i.test(line) ? 'speaks to the learner or holds a straight quote' : '',
  ].filter(Boolean);
}
