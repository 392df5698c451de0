import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, CheckCircle2, Compass, Loader2, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { isCatalogueId } from '../../../content/catalogue-index';
import { buildPath, type LearningPath, levelOf, type Placement } from '../../../core/learning-path/path';
import { startLearningTo } from '../../../core/onboarding/rules';
import type { PreferencesValue } from '../../../shared/api/learning-path';
import { useFocusOnChange } from '../../app/focus';
import { carryPending, carryReport, runCarry } from '../../lib/guest-carry/carry';
import { answersFromPreferences } from '../../lib/guest-carry/plan';
import { deriveLocal } from '../../lib/learning-state';
import { getSession, localUserId, useSession } from '../../lib/session';
import { keys, readJson, userKey } from '../../lib/storage';
import { type Answers, canProceed, STEPS, toggle, toPreferences } from '../dashboard/questionnaire';
import { StepNextButton } from '../dashboard/StepNextButton';
import { PathList } from '../learning-path/PathMap';
import { freshPath } from '../learning-path/pathClient';
import { completeFlow, localRecord, PLACEMENT_RECORD, savePlacement, savePreferences } from './flow';
import type { PlacementResult } from './PlacementCheck';

// The placement check needs the quiz bank: it loads while the learner answers the questions.
const loadPlacementCheck = () => import('./PlacementCheck');
const PlacementCheck = lazy(loadPlacementCheck);

// The AI onboarding flow at /onboarding (spec §2 overlays, §4 Onboarding (AI) and Questionnaire):
// five questions, a short placement check drawn from our quizzes, then the path they produced.

type Stage = 'questions' | 'placement' | 'result';

function chosenOf(answers: Answers): PreferencesValue {
  return toPreferences(answers) as PreferencesValue;
}

export function OnboardingPage() {
  const session = useSession();
  const user = session.user;
  const alreadyDone =
    user !== null &&
    (('onboardingCompleted' in user && user.onboardingCompleted) || localRecord(user.id) !== undefined);
  const [redo, setRedo] = useState(false);
  if (alreadyDone && !redo) return <AlreadyDone onRedo={() => setRedo(true)} />;
  return <Flow />;
}

function AlreadyDone({ onRedo }: { onRedo: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 text-center">
      <CheckCircle2 aria-hidden className="mx-auto mb-3 h-12 w-12 text-emerald-400" />
      <h1 className="text-3xl font-bold">Your learning path is set</h1>
      <p className="mt-2 text-slate-300">
        You answered the setup questions already. Your path adapts as you learn; redo the setup if your goals
        have changed.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/learning-path"
          className="rounded-lg bg-emerald-500 px-5 py-2.5 font-semibold text-slate-950 hover:bg-emerald-400"
        >
          See your learning path
        </Link>
        <button
          type="button"
          onClick={onRedo}
          className="rounded-lg border border-slate-600 px-5 py-2.5 hover:bg-slate-800"
        >
          Redo the setup
        </button>
      </div>
    </div>
  );
}

/** The questionnaire answers saved on this account or device (the dashboard's Personalise). */
function savedAnswers(): Record<string, unknown> | null {
  const { user } = getSession();
  const fromUser = user && 'preferences' in user ? user.preferences : undefined;
  if (fromUser && Object.keys(fromUser).length > 0) return fromUser as Record<string, unknown>;
  return readJson<Record<string, unknown>>(keys.userPreferences) ?? null;
}

/** Lessons already done: the account's (a carried guest lesson among them), or this device's guest's. */
function completedLessons(): Set<string> {
  const { user, isAuthenticated } = getSession();
  if (isAuthenticated && user && 'courseProgress' in user && user.courseProgress)
    return new Set(
      Object.entries(user.courseProgress)
        .filter(([, p]) => p.completed)
        .map(([id]) => id),
    );
  return new Set(deriveLocal().completedLessons);
}

function Flow() {
  const navigate = useNavigate();
  const [startedAt] = useState(() => Date.now());
  const [stage, setStage] = useState<Stage>('questions');
  const [step, setStep] = useState(0);
  // A new account made from guest mode: the answers given there are filled in, to confirm or change.
  // The same five questions are never asked twice: answers given in guest mode (carried into the
  // new account) or in the dashboard's Personalise are filled in, to keep with one press or change.
  const [fromGuest] = useState(() => carryReport(localUserId())?.preferences ?? null);
  const [carried] = useState(() => answersFromPreferences(fromGuest ?? savedAnswers(), STEPS));
  const [answers, setAnswers] = useState<Answers>(carried);
  // The quick check a guest took, graded for the new account on the way in: kept, not asked again.
  const [keptPlacement] = useState(() =>
    fromGuest ? (readJson<Placement>(userKey(localUserId(), PLACEMENT_RECORD)) ?? null) : null,
  );
  const [placement, setPlacement] = useState<Placement | null>(keptPlacement);
  const [busy, setBusy] = useState(false);
  // The path as the dashboard and the library will show it (the server's, with the guest progress
  // carried in and its quiz scores), read once the answers are saved; null until then, or if it
  // could not be read (this device's answers and lessons then draw it).
  const [current, setCurrent] = useState<LearningPath | null>(null);
  const client = useQueryClient();
  useEffect(() => void loadPlacementCheck(), []);

  const chosen = useMemo(() => chosenOf(answers), [answers]);
  const drawn = useMemo(
    () =>
      buildPath({
        preferences: chosen,
        placement,
        completed: completedLessons(),
        quizScores: {},
        mastery: {},
        tradesMade: 0,
        favouriteArea: null,
      }),
    [chosen, placement],
  );
  const path = current ?? drawn;

  /** Reads the learner's path as it now is: a carry of guest progress still on its way lands first. */
  async function toResult() {
    if (carryPending()) await runCarry();
    setCurrent(
      await freshPath(client).then(
        (a) => a.path,
        () => null,
      ),
    );
    setStage('result');
  }

  async function toPlacement() {
    setBusy(true);
    await savePreferences(chosen);
    if (keptPlacement) await toResult();
    else setStage('placement');
    setBusy(false);
  }

  async function finishPlacement(result: PlacementResult | null) {
    setBusy(true);
    if (result) setPlacement(await savePlacement(result.answers, result.local));
    await toResult();
    setBusy(false);
  }

  async function finish() {
    setBusy(true);
    const result = await completeFlow(chosen, placement, levelOf(chosen, placement), startedAt);
    setBusy(false);
    if (result.synced)
      toast.success(result.xpAwarded > 0 ? `${result.message} · +${result.xpAwarded} XP` : result.message);
    else toast.error(result.message);
    // The step the path just shown marks Next (its first lesson for a beginner), not a list to search.
    await navigate({ href: startLearningTo(path.steps, path.level, isCatalogueId) });
  }

  // Each new step, the quick check and the result are read from their heading or legend: focus goes
  // there, instead of falling to <body> with the Next button that the new step disables.
  const flow = useRef<HTMLDivElement>(null);
  useFocusOnChange(stage === 'questions' ? step : stage, () =>
    flow.current?.querySelector<HTMLElement>('[data-step-start]'),
  );

  const total = STEPS.length + 2;
  const position = stage === 'questions' ? step + 1 : stage === 'placement' ? STEPS.length + 1 : total;

  return (
    <div ref={flow} className="mx-auto max-w-2xl px-4 pt-6 pb-24">
      <header className="mb-5">
        <p className="flex items-center gap-2 text-sm font-semibold text-emerald-400">
          <Sparkles aria-hidden className="h-4 w-4" /> AI setup · about two minutes
        </p>
        <h1 className="mt-1 text-3xl font-bold">Let’s build your learning path</h1>
        <div className="mt-3 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label="Setup progress"
            aria-valuemin={1}
            aria-valuemax={total}
            aria-valuenow={position}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-800"
          >
            <div
              className="h-full bg-emerald-500 transition-all"
              style={{ width: `${(position / total) * 100}%` }}
            />
          </div>
          <span className="text-sm text-slate-400">
            Step {position} of {total}
          </span>
        </div>
      </header>

      {stage === 'questions' && STEPS.every((q) => carried[q.key]) && (
        <div className="mb-5 rounded-xl border border-emerald-700/60 bg-emerald-950/40 p-4 text-sm">
          <p className="text-slate-200">
            {fromGuest
              ? 'You answered these questions in guest mode, so your answers are filled in.'
              : 'You answered these questions when you personalised your dashboard, so your answers are filled in.'}{' '}
            {keptPlacement
              ? `Check them step by step, or keep them and your quick check result (${keptPlacement.correct} of ${keptPlacement.total} right).`
              : 'Check them step by step, or keep them and go on to the optional quick check.'}
          </p>
          <button
            type="button"
            onClick={() => void toPlacement()}
            disabled={busy || !STEPS.every((q) => canProceed(answers, q))}
            className="mt-3 inline-flex min-h-11 items-center gap-1 rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-40"
          >
            Keep my answers <ArrowRight aria-hidden className="h-4 w-4" />
          </button>
        </div>
      )}
      {stage === 'questions' && (
        <QuestionStep
          step={step}
          answers={answers}
          onToggle={(o) => setAnswers((a) => toggle(a, STEPS[step]!, o))}
          onBack={() => setStep((s) => Math.max(0, s - 1))}
          onNext={() => (step === STEPS.length - 1 ? void toPlacement() : setStep((s) => s + 1))}
          busy={busy}
        />
      )}

      {stage === 'placement' && (
        <Suspense fallback={<PlacementLoading />}>
          <PlacementCheck
            busy={busy}
            newcomer={answers.experience?.includes('beginner') === true}
            onFinish={(result) => void finishPlacement(result)}
          />
        </Suspense>
      )}

      {stage === 'result' && (
        <section aria-labelledby="result-title">
          <h2 id="result-title" data-step-start className="flex items-center gap-2 text-xl font-semibold">
            <Compass aria-hidden className="h-5 w-5 text-emerald-400" /> Your path
          </h2>
          <p className="mt-1 mb-4 text-slate-300">
            {placement
              ? `You got ${placement.correct} of ${placement.total} right: you start at ${path.level} level.`
              : `You start at ${path.level} level.`}{' '}
            {path.total} steps, each with the reason it is there. It changes as you learn.
          </p>
          <PathList steps={path.steps.slice(0, 6)} compact />
          {path.total > 6 && (
            <p className="mt-2 text-sm text-slate-400">…and {path.total - 6} more on your path.</p>
          )}
          <button
            type="button"
            onClick={() => void finish()}
            disabled={busy}
            className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-500 px-5 py-3 text-lg font-bold text-slate-950 hover:bg-emerald-400 disabled:opacity-50 sm:w-auto"
          >
            {busy && <Loader2 aria-hidden className="h-5 w-5 animate-spin" />}
            Start learning
          </button>
        </section>
      )}
    </div>
  );
}

function QuestionStep({
  step,
  answers,
  onToggle,
  onBack,
  onNext,
  busy,
}: {
  step: number;
  answers: Answers;
  onToggle: (option: string) => void;
  onBack: () => void;
  onNext: () => void;
  busy: boolean;
}) {
  const current = STEPS[step]!;
  const selected = answers[current.key] ?? [];
  return (
    <section>
      <fieldset>
        <legend data-step-start className="text-xl font-semibold">
          {current.title}
        </legend>
        <p className="mb-3 text-sm text-slate-400">
          {current.multi ? 'Choose all that apply.' : 'Choose one.'}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {current.options.map((o) => {
            const on = selected.includes(o.id);
            return (
              <label
                key={o.id}
                className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-400 ${on ? 'border-emerald-400 bg-emerald-500/10' : 'border-slate-700 hover:border-slate-500'}`}
              >
                <input
                  type={current.multi ? 'checkbox' : 'radio'}
                  name={current.key}
                  value={o.id}
                  checked={on}
                  onChange={() => onToggle(o.id)}
                  className="h-4 w-4 accent-emerald-500"
                />
                <span className="font-medium">{o.label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-6 flex items-start justify-between">
        <button
          type="button"
          onClick={onBack}
          disabled={step === 0}
          className="inline-flex items-center gap-1 rounded-lg px-4 py-2 text-slate-300 hover:bg-slate-800 disabled:opacity-40"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Back
        </button>
        <StepNextButton
          ready={canProceed(answers, current)}
          multi={current.multi}
          busy={busy}
          onNext={onNext}
        >
          Next <ArrowRight aria-hidden className="h-4 w-4" />
        </StepNextButton>
      </div>
    </section>
  );
}

function PlacementLoading() {
  return (
    <p role="status" className="flex min-h-64 items-center gap-2 text-slate-300">
      <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> Loading the quick check…
    </p>
  );
}
