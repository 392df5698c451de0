import type { Difficulty, Lesson, OptionsCourse, QuizQuestion } from './schema';

// Every quiz question of the catalogue without the lessons' other pages (issue 14): the review
// cards, the placement check and the learning path read this small index, so the dashboard,
// library and onboarding never load every lesson. quiz-bank.data.ts is written by
// scripts/write-catalogue-index.ts with `buildQuizBank`; src/content/catalogue-index.test.ts fails
// when the two diverge.

export type QuizItem = {
  id: string;
  lessonId: string;
  lessonTitle: string;
  difficulty: Difficulty;
  question: QuizQuestion;
};

export type QuizBankIndex = {
  /** The lessons' questions in catalogue order, then the options course's. */
  questions: readonly QuizItem[];
  /** For each glossary key a page names, the first lesson (catalogue order) that names it. */
  termLessons: Readonly<Record<string, string>>;
  /** The options course's prerequisite lesson ids. */
  optionsCoursePrerequisites: readonly string[];
};

export function quizCardId(lessonId: string, pageId: string, index: number): string {
  return `quiz:${lessonId}:${pageId}:${index}`;
}

export function buildQuizBank(lessons: readonly Lesson[], course: OptionsCourse | undefined): QuizBankIndex {
  const fromLessons = lessons.flatMap((l) =>
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
  const fromCourse = course
    ? course.pages.flatMap((p) =>
        (p.questions ?? []).map((q, i) => ({
          id: quizCardId(course.id, String(p.id), i),
          lessonId: course.id,
          lessonTitle: course.title,
          difficulty: course.difficulty,
          question: q,
        })),
      )
    : [];
  const termLessons: Record<string, string> = {};
  for (const l of lessons)
    for (const p of l.pages)
      for (const key of p.definitions ?? []) if (!Object.hasOwn(termLessons, key)) termLessons[key] = l.id;
  return {
    questions: [...fromLessons, ...fromCourse],
    termLessons,
    optionsCoursePrerequisites: course?.prerequisites ?? [],
  };
}
