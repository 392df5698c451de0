import { type QuizItem, quizBank } from '../learning-path/cards';
import { type Level, placementLevel } from '../learning-path/path';

// The placement check of the onboarding flow: a few questions drawn from our own quizzes, half
// from beginner lessons and half from harder ones, so the path starts at the right level.

export const PLACEMENT_SIZE = 4;

/** Draws `size` (3–5) questions from distinct lessons with `random` (values in [0, 1)). */
export function drawPlacement(
  random: () => number,
  size: number = PLACEMENT_SIZE,
  bank: readonly QuizItem[] = quizBank,
): QuizItem[] {
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
  take(easy, Math.ceil(n / 2));
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
