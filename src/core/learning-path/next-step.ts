import type { PathStep } from './path';

const REVISIT = 'revisit:';

/** Whether a step sends the learner back to a lesson they finished with a weak quiz. */
export function isRevisit(step: Pick<PathStep, 'id'>): boolean {
  return step.id.startsWith(REVISIT);
}

/** The lesson a lesson or course step opens: a revisit step (`revisit:<id>`) opens `<id>` again. */
export function lessonIdOf(step: Pick<PathStep, 'id'>): string {
  return isRevisit(step) ? step.id.slice(REVISIT.length) : step.id;
}

/**
 * The lesson the learning path sends the learner to next: its first lesson or course step not yet
 * done (a game or simulator task on the way is passed over; a revisit counts, as the lesson it
 * revisits), among those `exists` knows. The dashboard's 'Your Next Lesson', the path's Continue
 * button and the tutor's "what next?" all follow it, so they name the same one.
 */
export function nextPathLesson(
  steps: readonly PathStep[],
  exists: (id: string) => boolean,
): PathStep | undefined {
  return steps.find(
    (s) => (s.kind === 'lesson' || s.kind === 'course') && s.status !== 'done' && exists(lessonIdOf(s)),
  );
}

/** The button that opens a path step: "Revisit Stock Market Basics", else "Continue: <title>". */
export function continueLabel(step: Pick<PathStep, 'id' | 'title'>): string {
  if (!isRevisit(step)) return `Continue: ${step.title}`;
  return `Revisit ${step.title.replace(/^Revisit:\s*/, '')}`;
}

/**
 * What the path says after finishing `currentId`: read it again (its next step revisits this very
 * lesson, with the path's reason: the quiz was below the pass mark), else its next other lesson.
 * The completion screen follows it, so it never says "Next lesson" where the path says revisit.
 */
export function afterLesson(
  steps: readonly PathStep[],
  currentId: string,
  exists: (id: string) => boolean,
): { revisit: string } | { lessonId: string } | undefined {
  const first = nextPathLesson(steps, exists);
  if (first && isRevisit(first) && lessonIdOf(first) === currentId) return { revisit: first.reason };
  const step = nextPathLesson(steps, (id) => id !== currentId && exists(id));
  return step ? { lessonId: lessonIdOf(step) } : undefined;
}
