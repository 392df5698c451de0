import { lessons, OPTIONS_COURSE_ID, optionsCourse } from '../../content/catalogue';
import { glossary } from '../../content/glossary';
import type { Difficulty, QuizQuestion } from '../../content/schema';

// Everything a learner can meet that becomes a review card: each quiz question of our lessons and
// each glossary concept. Card ids are stable: `quiz:<lesson>:<page>:<question>` and `term:<key>`.

export type QuizItem = {
  id: string;
  lessonId: string;
  lessonTitle: string;
  difficulty: Difficulty;
  question: QuizQuestion;
};

export function quizCardId(lessonId: string, pageId: string, index: number): string {
  return `quiz:${lessonId}:${pageId}:${index}`;
}

export function termCardId(key: string): string {
  return `term:${key}`;
}

export const quizBank: readonly QuizItem[] = lessons.flatMap((l) =>
  l.pages.flatMap((p) =>
    p.type === 'quiz'
      ? p.questions.map((q, i) => ({
          id: quizCardId(l.id, p.id, i),
          lessonId: l.id,
          lessonTitle: l.title,
          difficulty: l.difficulty,
          question: q,
        }))
      : [],
  ),
);

/** The options course's questions (its pages have numeric ids). */
const courseQuestions: readonly QuizItem[] = (optionsCourse?.pages ?? []).flatMap((p) =>
  (p.questions ?? []).map((q, i) => ({
    id: quizCardId(OPTIONS_COURSE_ID, String(p.id), i),
    lessonId: OPTIONS_COURSE_ID,
    lessonTitle: optionsCourse!.title,
    difficulty: optionsCourse!.difficulty,
    question: q,
  })),
);

/** Every question a learner can answer, lessons and the options course. */
export const allQuestions: readonly QuizItem[] = [...quizBank, ...courseQuestions];

const quizById = new Map(allQuestions.map((q) => [q.id, q]));

export function quizItem(id: string): QuizItem | undefined {
  return quizById.get(id);
}

export type TermItem = { id: string; key: string; text: string; definition: string };

export function termItem(id: string): TermItem | undefined {
  if (!id.startsWith('term:')) return undefined;
  const key = id.slice('term:'.length);
  const entry = glossary[key];
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
  return lessons.find((l) => l.pages.some((p) => p.definitions?.includes(key)))?.id;
}
