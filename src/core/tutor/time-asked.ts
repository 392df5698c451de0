import { getLesson } from '../../content/catalogue';
import { type Hit, splitSentences } from './retrieval';
import { tellsAnotherTime, YEAR } from './years';

// A question that names a year is not answered from a page of another time.

/**
 * "How much did the IMF lend Mexico in 1995?": a lesson's passage whose years are all of another time
 * (the debt crisis of 1982) tells another story, though its sentence on the IMF lending to Mexico names
 * no year of its own (it quoted 1982's loans). Two years either side are still the time asked (the
 * peso's December 1994); a passage that names no year, and every definition, may answer.
 */
export function ofTimeAsked(message: string, hits: readonly Hit[]): readonly Hit[] {
  if (!YEAR.test(message)) return hits;
  const anotherTime = tellsAnotherTime(message, { before: 2, after: 2 });
  const kept = hits.filter(
    (h) => h.kind === 'glossary' || !anotherTime(`${h.title} ${h.text} ${datelineOf(h.id)}`),
  );
  return kept.some((h) => h.kind !== 'glossary') ? kept : hits;
}

/**
 * The scene a lesson page sets ("November 1982. The IMF has agreed a program with Mexico…"): its dateline
 * is left out of the passage's quotable text, but still says when the page is.
 */
function datelineOf(passageId: string): string {
  const [, lessonId, pageId] = /^([^#]+)#([^/]+)/.exec(passageId) ?? [];
  const page = lessonId ? getLesson(lessonId)?.pages.find((p) => p.id === pageId) : undefined;
  if (!page) return '';
  const scene = page as { situation?: string; decision?: { situation?: string } };
  return [page.narrative?.setup, page.narrative?.situation, scene.situation, scene.decision?.situation]
    .map((t) => splitSentences(t ?? '')[0] ?? '')
    .join(' ');
}
