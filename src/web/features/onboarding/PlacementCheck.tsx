import { ArrowRight } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Placement } from '../../../core/learning-path/path';
import { drawPlacement, gradePlacement } from '../../../core/onboarding/placement';
import { useFocusOnChange } from '../../app/focus';
import { QuizQuestionView } from '../lesson/pages';

// The onboarding's placement check (a few questions from our own quizzes), in its own chunk: it
// carries the quiz bank, which the rest of the flow does not need (issue 14).

export type PlacementResult = { local: Placement; answers: { cardId: string; option: number }[] };

/** Calls `onFinish` with the graded answers, or null when the learner skips the check. */
export default function PlacementCheck({
  busy,
  newcomer,
  onFinish,
}: {
  busy: boolean;
  /** The learner said "New to finance": general questions only. */
  newcomer: boolean;
  onFinish: (result: PlacementResult | null) => void;
}) {
  const [questions] = useState(() => drawPlacement(Math.random, undefined, undefined, newcomer));
  const [qIndex, setQIndex] = useState(0);
  const [picked, setPicked] = useState<(number | undefined)[]>([]);
  // The next question is read from its heading ("Quick check: question 2 of 4").
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(qIndex, heading);

  function finish(skip: boolean) {
    if (skip) return onFinish(null);
    onFinish({
      local: gradePlacement(questions, picked),
      answers: questions
        .map((q, i) => ({ cardId: q.id, option: picked[i] ?? -1 }))
        .filter((a) => a.option >= 0),
    });
  }

  return (
    <section aria-labelledby="placement-title">
      <h2 id="placement-title" ref={heading} data-step-start className="text-xl font-semibold">
        Quick check: question {qIndex + 1} of {questions.length}
      </h2>
      <p className="mb-4 text-sm text-slate-400">
        From our lessons, so your path starts at the right level. No hearts or XP at stake.
      </p>
      <QuizQuestionView
        key={questions[qIndex]!.id}
        index={qIndex}
        question={questions[qIndex]!.question}
        answer={picked[qIndex]}
        onAnswer={(o) =>
          setPicked((p) => {
            const next = [...p];
            next[qIndex] ??= o;
            return next;
          })
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => finish(true)}
          disabled={busy}
          className="rounded-lg px-3 py-2 text-sm text-slate-300 hover:bg-slate-800"
        >
          Skip the check
        </button>
        <button
          type="button"
          disabled={picked[qIndex] === undefined || busy}
          onClick={() => (qIndex === questions.length - 1 ? finish(false) : setQIndex((i) => i + 1))}
          className="inline-flex items-center gap-2 rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-40"
        >
          {qIndex === questions.length - 1 ? 'See my path' : 'Next question'}
          <ArrowRight aria-hidden className="h-4 w-4" />
        </button>
      </div>
    </section>
  );
}
