import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { catalogueItems } from '../../../content/catalogue-index';
import { isRevisit, lessonIdOf, nextPathLesson } from '../../../core/learning-path/next-step';
import type { PathStep } from '../../../core/learning-path/path';
import { useLearningPath } from '../learning-path/pathClient';

const itemById = new Map(catalogueItems.map((i) => [i.id, i]));
const exists = (id: string) => itemById.has(id);

export type StartStep = { lessonId: string; title: string; note: string; revisit: boolean };

const FROM_SETUP = 'The next step of the path your setup just made.';

/**
 * The lesson under Start here: the learning path's next lesson as it is now (a revisit too, so it
 * names what the dashboard's 'Your Next Lesson' names), or, when the path could not load, the one
 * `startId` (the setup's ?start) names if it is not finished. 'pending' while the path loads; null
 * when there is none, or `startId` names no lesson.
 */
export function startStep(
  startId: string,
  pathSteps: readonly PathStep[] | null | undefined,
  completed: ReadonlySet<string>,
): StartStep | 'pending' | null {
  if (!exists(startId)) return null;
  if (pathSteps === undefined) return 'pending';
  const step = pathSteps && nextPathLesson(pathSteps, exists);
  if (step)
    return {
      lessonId: lessonIdOf(step),
      title: step.title,
      note: isRevisit(step) ? step.reason : FROM_SETUP,
      revisit: isRevisit(step),
    };
  const item = pathSteps === null && !completed.has(startId) ? itemById.get(startId) : undefined;
  return item ? { lessonId: item.id, title: item.title, note: FROM_SETUP, revisit: false } : null;
}

/** Start here, at the top of the library after the AI setup. */
export function StartHere({ startId, completed }: { startId: string; completed: ReadonlySet<string> }) {
  const path = useLearningPath();
  const step = startStep(startId, path.isPending ? undefined : (path.data?.path.steps ?? null), completed);
  if (step === null || step === 'pending') return null;
  const lesson = itemById.get(step.lessonId)!;
  return (
    <section
      aria-labelledby="start-here"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-700 bg-emerald-950/40 p-4"
    >
      <div>
        <h2 id="start-here" className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">
          Start here
        </h2>
        <p className="text-lg font-semibold text-white">{step.title}</p>
        <p className="text-sm text-slate-300">{step.note}</p>
      </div>
      <Link
        to="/lessons/$lessonId"
        params={{ lessonId: step.lessonId }}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400"
      >
        {step.revisit ? 'Revisit' : 'Begin'} {lesson.title} <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </section>
  );
}
