import { isRevisit, lessonIdOf, nextPathLesson } from '../../../core/learning-path/next-step';
import type { PathStep } from '../../../core/learning-path/path';

/** `revisit`: the path's next step, a finished lesson to read again (its reason says why). */
export type NextLessonChoice =
  | { id: string; from: 'started' | 'path' | 'recommended' }
  | { id: string; from: 'revisit'; reason: string };

/**
 * The lesson 'Your Next Lesson' offers: one already started (the furthest along), else the learning
 * path's next lesson (a revisit too), so the card and the path above it name the same one, else the recommendation
 * model's first pick. 'pending' while what decides it is still on its way (the card must not claim
 * every lesson is finished before the answers are in); null when nothing is left.
 */
export function chooseNextLesson(input: {
  courseProgress: Readonly<Record<string, { completed: boolean; percent: number }>>;
  /** undefined while the path loads; null when it could not load. */
  pathSteps: readonly PathStep[] | null | undefined;
  /** Lesson ids, best first; undefined while they load. */
  recommended: readonly string[] | undefined;
  exists: (id: string) => boolean;
}): NextLessonChoice | 'pending' | null {
  const started = Object.entries(input.courseProgress)
    .filter(([id, p]) => !p.completed && p.percent > 0 && input.exists(id))
    .sort((a, b) => b[1].percent - a[1].percent)[0];
  if (started) return { id: started[0], from: 'started' };
  if (input.pathSteps === undefined) return 'pending';
  const onPath = input.pathSteps && nextPathLesson(input.pathSteps, input.exists);
  if (onPath)
    return isRevisit(onPath)
      ? { id: lessonIdOf(onPath), from: 'revisit', reason: onPath.reason }
      : { id: onPath.id, from: 'path' };
  if (input.recommended === undefined) return 'pending';
  const id = input.recommended.find(input.exists);
  return id ? { id, from: 'recommended' } : null;
}
