import { getLesson, optionsCourse } from '../../content/catalogue';

// A lesson an answer cites, and the Markdown link to it: the tutor links only to our own lesson pages.

export type Citation = { lessonId: string; title: string; url: string };

export const lessonUrl = (lessonId: string) => `/lessons/${lessonId}`;

function titleOf(lessonId: string): string {
  if (optionsCourse && lessonId === optionsCourse.id) return optionsCourse.title;
  return getLesson(lessonId)?.title ?? lessonId;
}

export function citation(lessonId: string): Citation {
  return { lessonId, title: titleOf(lessonId), url: lessonUrl(lessonId) };
}

export const link = (c: Citation) => `[${c.title}](${c.url})`;
