import { Link } from '@tanstack/react-router';
import { AlertTriangle, Brain, Heart, RefreshCw, Route as RouteIcon } from 'lucide-react';
import { MAX_HEARTS } from '../../../core/gamification/constants';
import { countText } from '../../../core/words';
import { PathList } from './PathMap';
import { useLearningPath } from './pathClient';
import { ReviewSessionButton } from './ReviewSession';

// The AI learning-path visualizer at /learning-path (spec §2 Main tabs): the learner's path as a
// map, what is due for review, and the hearts.

export function LearningPathPage() {
  const query = useLearningPath();
  return (
    <div data-touch-targets className="mx-auto max-w-3xl px-4 pt-6 pb-24" data-tour="learning-path">
      <header className="mb-5">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <RouteIcon aria-hidden className="h-7 w-7 text-emerald-400" /> Your learning path
        </h1>
        <p className="mt-1 text-slate-400">
          Built from your answers, your placement check, what you finished and how your quizzes went. It
          changes as you learn.
        </p>
      </header>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading your path" className="space-y-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-20 animate-pulse rounded-xl bg-slate-900" />
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl border border-rose-800 bg-rose-950/40 p-6 text-center">
          <AlertTriangle aria-hidden className="mx-auto mb-2 h-8 w-8 text-rose-400" />
          <p className="mb-3">We could not load your learning path.</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="inline-flex items-center gap-2 rounded-lg bg-slate-800 px-4 py-2 hover:bg-slate-700"
          >
            <RefreshCw aria-hidden className="h-4 w-4" /> Try again
          </button>
        </div>
      ) : (
        <>
          {/* On a phone, progress spans the row and the two smaller cards share the next, so the first step shows above the fold. */}
          <div className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div className="col-span-2 rounded-xl border border-slate-800 bg-slate-900/70 p-3 sm:col-span-1">
              <p className="text-xs text-slate-400">Progress</p>
              <p className="text-xl font-bold">
                {query.data.path.done} of {query.data.path.total} steps done
              </p>
              <p className="text-xs text-slate-400 capitalize">{query.data.path.level} level</p>
            </div>
            <div className="rounded-xl border border-slate-800 bg-slate-900/70 p-3">
              <p className="flex items-center gap-1 text-xs text-slate-400">
                <Brain aria-hidden className="h-3.5 w-3.5" /> Reviews
              </p>
              <p className="text-xl font-bold">{countText(query.data.reviewsDue, 'review')} due</p>
              <ReviewSessionButton
                label="Start a review"
                className="mt-1 text-sm font-semibold text-sky-300 underline hover:text-sky-200"
              />
            </div>
            <div className="rounded-xl border border-slate-800 bg-slate-900/70 p-3">
              <p className="flex items-center gap-1 text-xs text-slate-400">
                <Heart aria-hidden className="h-3.5 w-3.5" /> Hearts
              </p>
              <p className="text-xl font-bold">
                {query.data.hearts.hearts}/{MAX_HEARTS}
              </p>
              <p className="text-xs text-slate-400">
                {query.data.hearts.nextHeartInMs === null
                  ? 'Full'
                  : `Next heart in ${Math.ceil(query.data.hearts.nextHeartInMs / 60000)} min, or refill with a review`}
              </p>
            </div>
          </div>
          {query.data.path.steps.length === 0 ? (
            <p className="rounded-xl border border-slate-800 p-6 text-center text-slate-300">
              Your path is empty.{' '}
              <Link to="/onboarding" className="text-emerald-300 underline">
                Answer the setup questions
              </Link>{' '}
              to build one.
            </p>
          ) : (
            // The steps' titles are h3s: this h2 keeps the outline from skipping a level.
            <section aria-labelledby="path-steps-title">
              <h2 id="path-steps-title" className="mb-3 text-lg font-semibold">
                Your steps
              </h2>
              <PathList steps={query.data.path.steps} />
            </section>
          )}
          <p className="mt-6 text-sm text-slate-400">
            Goals changed?{' '}
            <Link to="/onboarding" className="text-emerald-300 underline">
              Redo the setup
            </Link>
            .
          </p>
        </>
      )}
    </div>
  );
}
