import { OPTIONS_COURSE_ID } from '../../content/catalogue-index';
import { lookupTerm } from '../../content/glossary-lookup';
import type { QuizItem } from '../../content/quiz-bank';
import { quizBankIndex } from '../../content/quiz-bank.data';

export { type QuizItem, quizCardId } from '../../content/quiz-bank';

// Everything a learner can meet that becomes a review card: each quiz question of our lessons and
// each glossary concept. Card ids are stable: `quiz:<lesson>:<page>:<question>` and `term:<key>`.
// It reads the small generated indexes, never the lessons' pages (issue 14).

export function termCardId(key: string): string {
  return `term:${key}`;
}

/** The lessons' quiz questions (the placement check draws from these). */
export const quizBank: readonly QuizItem[] = quizBankIndex.questions.filter(
  (q) => q.lessonId !== OPTIONS_COURSE_ID,
);

/** Every question a learner can answer, lessons and the options course. */
export const allQuestions: readonly QuizItem[] = quizBankIndex.questions;

const quizById = new Map(allQuestions.map((q) => [q.id, q]));

export function quizItem(id: string): QuizItem | undefined {
  return quizById.get(id);
}

export type TermItem = { id: string; key: string; text: string; definition: string };

export function termItem(id: string): TermItem | undefined {
  if (!id.startsWith('term:')) return undefined;
  const key = id.slice('term:'.length);
  const entry = lookupTerm(key);
  return entry ? { id, key, text: entry.text, definition: entry.definition } : undefined;
}

export function isKnownCard(id: string): boolean {
  return quizById.has(id) || termItem(id) !== undefined;
}

/** The lesson a card belongs to: its quiz's lesson, or for a term the first lesson that uses it. */
export function lessonOfCard(id: string): string | undefined {
  const quiz = quizById.get(id);
  if (quiz) return quiz.lessonId;
  const key = id.startsWith('term:') ? id.slice(5) : undefined;
  if (!key) return undefined;
  return Object.hasOwn(quizBankIndex.termLessons, key) ? quizBankIndex.termLessons[key] : undefined;
}
