import type { PathStep } from './path';

/**
 * The lesson the learning path sends the learner to next: its first lesson or course step not yet
 * done (a game or simulator task on the way is passed over), among those `exists` knows. The
 * dashboard's 'Your Next Lesson' and the tutor's "what next?" both follow it, so they name the same one.
 */
export function nextPathLesson(
  steps: readonly PathStep[],
  exists: (id: string) => boolean,
): PathStep | undefined {
  return steps.find(
    (s) => (s.kind === 'lesson' || s.kind === 'course') && s.status !== 'done' && exists(s.id),
  );
}
