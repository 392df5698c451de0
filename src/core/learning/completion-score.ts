import type { Lesson } from '../../content/schema';
import { learnedConcepts } from './concepts';
import { gradeQuiz, type QuizResult } from './quiz';
import { endingOf, scoreTulip, type TulipScore } from './tulip-score';

// The score a finished lesson reports with its progress record (POST /api/auth/progress `score`,
// a percent; the server turns it into XP from the lesson's own XP). In order:
// - a lesson with its own `scoring` (the tulip story) reports its path score, kept within 0–100
//   (the spec's numbers give 0–125 on the story's paths; the breakdown shows the raw total);
// - a lesson whose path went through a quiz reports the percent of its questions answered right;
// - any other lesson reports 100, the spec's default story score.

export type Completion = { score: number; breakdown?: TulipScore; quiz?: QuizResult };

export const DEFAULT_STORY_SCORE = 100;

export function completionScore(
  lesson: Pick<Lesson, 'scoring' | 'concepts' | 'pages'>,
  trail: readonly string[],
  choices: Readonly<Record<string, string>>,
  answers: Readonly<Record<string, readonly (number | undefined)[]>> = {},
): Completion {
  const quizPages = lesson.pages.flatMap((p) => (p.type === 'quiz' && trail.includes(p.id) ? [p] : []));
  const quiz =
    quizPages.length > 0
      ? gradeQuiz(
          quizPages.flatMap((p) => p.questions),
          quizPages.flatMap((p) => p.questions.map((_, i) => answers[p.id]?.[i])),
        )
      : undefined;
  if (lesson.scoring) {
    const choiceIds = trail.flatMap((id) => (choices[id] ? [choices[id]] : []));
    const learned = learnedConcepts(lesson.concepts, lesson.pages, trail);
    const breakdown = scoreTulip(lesson.scoring, {
      choiceIds,
      ending: endingOf(lesson.scoring, trail),
      learnedAllConcepts: learned.length === lesson.concepts.length,
    });
    return { score: Math.min(100, Math.max(0, breakdown.total)), breakdown, ...(quiz ? { quiz } : {}) };
  }
  if (quiz) return { score: quiz.percent, quiz };
  return { score: DEFAULT_STORY_SCORE };
}
