// Quiz answers are correct when they match the stored zero-based index (spec §5 Lessons).

/**
 * The one pass mark (the spec sets none): a quiz with at least half its questions right is passed
 * (it earns the quiz XP, "Quiz passed"); below it the learning path sends the learner back to read
 * the lesson again, and the completion screen says so. Every screen asks this, so none calls a quiz
 * passed that another says to revisit.
 */
export const QUIZ_PASS_PERCENT = 50;

export function quizPassed(percent: number): boolean {
  return percent >= QUIZ_PASS_PERCENT;
}

export type GradableQuestion = { options: readonly string[]; correct: number };

export function isCorrectAnswer(question: GradableQuestion, answerIndex: number): boolean {
  return Number.isInteger(answerIndex) && answerIndex === question.correct;
}

export type QuizResult = {
  correct: number;
  answered: number;
  total: number;
  percent: number;
  perfect: boolean;
};

/** Grade answers given by index; a missing answer counts as wrong. */
export function gradeQuiz(
  questions: readonly GradableQuestion[],
  answers: readonly (number | undefined)[],
): QuizResult {
  let correct = 0;
  let answered = 0;
  questions.forEach((q, i) => {
    const a = answers[i];
    if (a === undefined) return;
    answered += 1;
    if (isCorrectAnswer(q, a)) correct += 1;
  });
  const total = questions.length;
  const percent = total === 0 ? 100 : Math.round((correct / total) * 100);
  return { correct, answered, total, percent, perfect: total > 0 && correct === total };
}
