import type { Recommendation } from '../../../core/gamification/recommend';
import { lessonIdOf } from '../../../core/learning-path/next-step';
import type { PathStep } from '../../../core/learning-path/path';

/** One line of Recommended Next: a lesson the learning path has coming, or the model's pick. */
export type Suggestion =
  | { from: 'path'; lessonId: string; reason: string; next: boolean }
  | ({ from: 'model' } & Recommendation);

/**
 * What Recommended Next lists. With a learning path: its lessons still to do, in its order (the
 * first is the one 'Your Next Lesson', the path page and the library's Start here name), then the
 * model's picks not already listed if the path has fewer than `max` left. Without one (it could not
 * load, or nothing on it is left): the model's picks, as before. undefined while what decides it loads.
 */
export function suggestionsFor(input: {
  /** undefined while the path loads; null when it could not. */
  pathSteps: readonly PathStep[] | null | undefined;
  /** The model's picks, best first; undefined while they load. */
  recommended: readonly Recommendation[] | undefined;
  exists: (id: string) => boolean;
  max: number;
}): Suggestion[] | undefined {
  if (input.pathSteps === undefined) return undefined;
  const out: Suggestion[] = [];
  const listed = new Set<string>();
  for (const s of input.pathSteps ?? []) {
    if (out.length >= input.max) break;
    if ((s.kind !== 'lesson' && s.kind !== 'course') || s.status === 'done') continue;
    const lessonId = lessonIdOf(s);
    if (!input.exists(lessonId) || listed.has(lessonId)) continue;
    listed.add(lessonId);
    out.push({ from: 'path', lessonId, reason: s.reason, next: out.length === 0 });
  }
  if (out.length >= input.max) return out;
  if (input.recommended === undefined) return out.length > 0 ? out : undefined;
  for (const r of input.recommended) {
    if (out.length >= input.max) break;
    if (!input.exists(r.lessonId) || listed.has(r.lessonId)) continue;
    listed.add(r.lessonId);
    out.push({ from: 'model', ...r });
  }
  return out;
}
