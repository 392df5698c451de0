import { type QuizItem, quizBank } from '../learning-path/cards';
import { FOUNDATIONS } from '../learning-path/foundations';
import { type Level, placementLevel } from '../learning-path/path';

// The placement check of the onboarding flow: a few questions drawn from our own quizzes, half
// from beginner lessons and half from harder ones, so the path starts at the right level. Never a
// question that reads a lesson's table ("According to the … table"): the check shows no table.
// A learner new to finance is asked only general questions: the explainer lessons' questions on a
// concept (what sets a share's price, when a bear market begins), never a story's sums, which name
// its characters ("Marcus owes…", "If Amara buys…"), nor another lesson's events ("the gold squeeze").

export const PLACEMENT_SIZE = 4;

const foundations = new Set<string>(FOUNDATIONS);

/** The questions the check may ask: a newcomer's general ones, or any that needs no lesson's table. */
export function placementPool(bank: readonly QuizItem[], newcomer: boolean): QuizItem[] {
  return bank.filter((q) =>
    newcomer ? foundations.has(q.lessonId) && q.question.kind === undefined : q.question.kind !== 'reading',
  );
}

/**
 * Draws `size` (3–5) questions from distinct lessons with `random` (values in [0, 1)); `newcomer`
 * for a learner who said "New to finance".
 */
export function drawPlacement(
  random: () => number,
  size: number = PLACEMENT_SIZE,
  bank: readonly QuizItem[] = quizBank,
  newcomer = false,
): QuizItem[] {
  bank = placementPool(bank, newcomer);
  const n = Math.max(3, Math.min(5, Math.floor(size)));
  const shuffle = (items: readonly QuizItem[]) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  const easy = shuffle(bank.filter((q) => q.difficulty === 'Beginner'));
  const hard = shuffle(bank.filter((q) => q.difficulty !== 'Beginner'));
  const picked: QuizItem[] = [];
  const lessonsUsed = new Set<string>();
  const take = (from: QuizItem[], count: number) => {
    for (const q of from) {
      if (count === 0) break;
      if (lessonsUsed.has(q.lessonId) || picked.includes(q)) continue;
      picked.push(q);
      lessonsUsed.add(q.lessonId);
      count -= 1;
    }
  };
  // A newcomer’s questions are all from the (Beginner) explainers, each from its own lesson.
  take(easy, newcomer ? n : Math.ceil(n / 2));
  take(hard, n - picked.length);
  // A small bank may not have enough distinct lessons: fill from anything left.
  for (const q of [...easy, ...hard]) if (picked.length < n && !picked.includes(q)) picked.push(q);
  return picked.slice(0, n);
}

export type PlacementResult = { level: Level; correct: number; total: number };

export function gradePlacement(
  questions: readonly QuizItem[],
  answers: readonly (number | undefined)[],
): PlacementResult {
  const correct = questions.filter((q, i) => answers[i] === q.question.correct).length;
  return { level: placementLevel(correct, questions.length), correct, total: questions.length };
}
