import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@tanstack/react-router';
import { Brain, Route as RouteIcon, Sparkles, X } from 'lucide-react';
import { continueLabel } from '../../../core/learning-path/next-step';
import { countText } from '../../../core/words';
import { PathList } from './PathMap';
import { useLearningPath } from './pathClient';
import { ReviewSessionButton } from './ReviewSession';

// The dashboard's AI Learning Path block (spec §2, the #learning-path target) with the
// learning-path modal, and the "N reviews due" card.

export function LearningPathBlock() {
  const query = useLearningPath();
  const steps = query.data?.path.steps ?? [];
  const nextIndex = steps.findIndex((s) => s.status === 'next');
  const upcoming = nextIndex === -1 ? [] : steps.slice(nextIndex, nextIndex + 3);
  return (
    <section
      id="learning-path"
      aria-labelledby="learning-path-title"
      data-tour="learning-path"
      className="scroll-mt-24 rounded-2xl border border-emerald-800/60 bg-gradient-to-br from-emerald-950/60 to-slate-900/70 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="learning-path-title" className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden className="h-5 w-5 text-emerald-400" /> AI Learning Path
        </h2>
        {query.data && (
          <span className="text-sm text-slate-300">
            {query.data.path.done} of {query.data.path.total} steps done
          </span>
        )}
      </div>
      {query.isPending ? (
        <div
          role="status"
          aria-label="Loading your path"
          className="mt-3 h-24 animate-pulse rounded-xl bg-slate-900"
        />
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-sm text-rose-300">
          We could not load your learning path.{' '}
          <button type="button" onClick={() => void query.refetch()} className="underline">
            Try again
          </button>
        </p>
      ) : upcoming.length === 0 ? (
        <p className="mt-3 text-slate-300">
          You have finished every step of your path.{' '}
          <Link to="/onboarding" className="text-emerald-300 underline">
            Set new goals
          </Link>{' '}
          for a fresh one.
        </p>
      ) : (
        <>
          <div className="mt-3">
            <PathList steps={upcoming} compact />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link
              to={upcoming[0]!.to}
              className="inline-flex items-center rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400 pointer-coarse:min-h-11"
            >
              {continueLabel(upcoming[0]!)}
            </Link>
            <Dialog.Root>
              <Dialog.Trigger className="rounded-lg border border-slate-600 px-4 py-2 hover:bg-slate-800">
                See the whole path
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
                <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-slate-700 bg-slate-950 text-white">
                  <div className="flex items-center justify-between border-b border-slate-800 p-4">
                    <Dialog.Title className="flex items-center gap-2 text-xl font-bold">
                      <RouteIcon aria-hidden className="h-5 w-5 text-emerald-400" /> Your learning path
                    </Dialog.Title>
                    <Dialog.Close
                      aria-label="Close"
                      className="rounded p-1 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center pointer-coarse:justify-center hover:bg-slate-800"
                    >
                      <X aria-hidden className="h-5 w-5" />
                    </Dialog.Close>
                  </div>
                  <Dialog.Description className="sr-only">
                    Every step of your path, with why it is there.
                  </Dialog.Description>
                  {/* Focusable, so the list scrolls from the keyboard too (axe scrollable-region-focusable). */}
                  <section
                    aria-label="Every step of your path"
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard
                    tabIndex={0}
                    className="overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-400"
                  >
                    <PathList steps={steps} compact />
                  </section>
                  <div className="border-t border-slate-800 p-4">
                    <Link to="/learning-path" className="font-semibold text-emerald-300 underline">
                      Open the path map
                    </Link>
                  </div>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
          </div>
        </>
      )}
    </section>
  );
}

export function ReviewsDueCard() {
  const query = useLearningPath();
  const due = query.data?.reviewsDue ?? 0;
  return (
    <section
      aria-labelledby="reviews-title"
      className="rounded-2xl border border-slate-800 bg-slate-900/70 p-5"
    >
      <h2 id="reviews-title" className="flex items-center gap-2 text-lg font-semibold">
        <Brain aria-hidden className="h-5 w-5 text-sky-300" /> Review
      </h2>
      <p className="mt-1 text-2xl font-bold">{query.isPending ? '…' : `${countText(due, 'review')} due`}</p>
      <p className="text-sm text-slate-400">
        {due > 0
          ? 'A few minutes of review keeps what you learned. Finishing one refills your hearts.'
          : 'Nothing is due. A practice session of questions you have met still refills your hearts.'}
      </p>
      <ReviewSessionButton
        label={due > 0 ? 'Review now' : 'Practise'}
        className="mt-3 rounded-lg bg-sky-500 px-4 py-2 font-semibold text-slate-950 hover:bg-sky-400"
      />
    </section>
  );
}
