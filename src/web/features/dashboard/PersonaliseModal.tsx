import * as Dialog from '@radix-ui/react-dialog';
import { useRouterState } from '@tanstack/react-router';
import { Check, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFocusOnChange } from '../../app/focus';
import { api } from '../../lib/api';
import { refreshUserData } from '../../lib/learning-state';
import { personaliseDismissed, rememberPersonaliseDismissed } from '../../lib/personalise-dismissed';
import { localUserId, useSession } from '../../lib/session';
import { keys, readJson, writeJson } from '../../lib/storage';
import { isTypingField } from '../onboarding/typing';
import { claimVisit } from '../onboarding/visit';
import { useModalRequest } from '../tutor/modals';
import { announcePreferencesSaved } from './preferencesSaved';
import {
  type Answers,
  canProceed,
  STEPS,
  shouldPromptPersonalise,
  toggle,
  toPreferences,
} from './questionnaire';
import { StepNextButton } from './StepNextButton';

const PROMPT_DELAY_MS = 2000;
let promptedThisLoad = false;

function savedPreferences(user: unknown): Record<string, unknown> | null {
  const fromUser = user && typeof user === 'object' && 'preferences' in user ? user.preferences : null;
  if (fromUser && typeof fromUser === 'object' && Object.keys(fromUser).length > 0)
    return fromUser as Record<string, unknown>;
  return readJson<Record<string, unknown>>(keys.userPreferences) ?? null;
}

/**
 * The personalise button (in the dashboard's header) and the five-step preference questionnaire.
 * `totalXP` is undefined while the dashboard loads: the prompt waits for it.
 */
export function PersonaliseModal({ totalXP }: { totalXP: number | undefined }) {
  const session = useSession();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [open, setOpenState] = useState(false);
  // Opened, it takes this page visit: no feature tour follows it until the learner moves on.
  const setOpen = (next: boolean) => {
    if (next) claimVisit(path);
    setOpenState(next);
  };
  useModalRequest('personalise', () => setOpen(true));
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [saving, setSaving] = useState(false);
  // A new step is read from its legend: focus goes there, inside the dialog, instead of falling out
  // of it with the Next button that the new step disables.
  const legend = useRef<HTMLLegendElement>(null);
  useFocusOnChange(step, legend);

  useEffect(() => {
    if (
      totalXP === undefined ||
      promptedThisLoad ||
      // Closed unfinished on an earlier visit: the Personalise button is there when they want it.
      personaliseDismissed(localUserId(session)) ||
      !shouldPromptPersonalise(savedPreferences(session.user), totalXP)
    )
      return;
    // Never on top of another dialog (feedback, a confirmation), nor while the learner is typing (a
    // search, a trade's quantity): wait until it has closed or the field is left.
    let timer: ReturnType<typeof setTimeout>;
    const prompt = () => {
      if (
        document.querySelector('[role="dialog"], [role="alertdialog"]') ||
        isTypingField(document.activeElement)
      ) {
        timer = setTimeout(prompt, PROMPT_DELAY_MS);
        return;
      }
      // A feature tour already had this visit: ask on a later one, never right after it.
      if (!claimVisit(path)) return;
      promptedThisLoad = true;
      setOpenState(true);
    };
    timer = setTimeout(prompt, PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session, totalXP, path]);

  const current = STEPS[step]!;
  const last = step === STEPS.length - 1;

  async function complete() {
    const preferences = toPreferences(answers);
    setSaving(true);
    writeJson(keys.userPreferences, preferences);
    announcePreferencesSaved();
    if (session.isAuthenticated) {
      try {
        await api('/api/analytics/preferences', { method: 'PUT', body: preferences });
        await refreshUserData();
      } catch (error) {
        console.warn('Saving preferences failed; kept on this device.', error); // spec: silent
      }
      // The server's path is built from the saved answers: ask for it again now they are there.
      announcePreferencesSaved();
    }
    setSaving(false);
    setOpen(false);
    setStep(0);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Closed unfinished (×, Escape, a tap outside): not prompted again on a later visit.
        if (!next) rememberPersonaliseDismissed(localUserId(session));
        setOpen(next);
      }}
    >
      {/* A pill in the dashboard's header, in the page's flow: it covers nothing at any width. */}
      <Dialog.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-full bg-violet-600 px-4 py-2 font-semibold text-white shadow-lg hover:bg-violet-500">
        <SlidersHorizontal aria-hidden className="h-5 w-5" />
        Personalise
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-700 bg-slate-950 p-6 text-white">
          <div className="mb-1 flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold">Personalise your learning</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="rounded p-1 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center pointer-coarse:justify-center hover:bg-slate-800"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-400">
            Step {step + 1} of {STEPS.length}
          </Dialog.Description>
          <fieldset>
            <legend ref={legend} className="mb-3 font-semibold">
              {current.title}
            </legend>
            <div className="grid gap-2">
              {current.options.map((o) => {
                const chosen = answers[current.key]?.includes(o.id) ?? false;
                return (
                  <label
                    key={o.id}
                    className={`flex cursor-pointer items-center justify-between rounded-lg border px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-400 ${chosen ? 'border-emerald-500 bg-emerald-500/10' : 'border-slate-700 hover:bg-slate-900'}`}
                  >
                    <input
                      type={current.multi ? 'checkbox' : 'radio'}
                      name={current.key}
                      value={o.id}
                      checked={chosen}
                      onChange={() => setAnswers((a) => toggle(a, current, o.id))}
                      className="sr-only"
                    />
                    {o.label}
                    {chosen && <Check aria-hidden className="h-4 w-4 text-emerald-400" />}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="mt-5 flex items-start justify-between">
            <button
              type="button"
              onClick={() => setStep((s) => Math.max(0, s - 1))}
              disabled={step === 0}
              className="rounded-lg px-4 py-2 text-slate-300 hover:bg-slate-800 disabled:opacity-40"
            >
              Back
            </button>
            <StepNextButton
              ready={canProceed(answers, current)}
              multi={current.multi}
              busy={saving}
              onNext={() => (last ? void complete() : setStep((s) => s + 1))}
            >
              {last ? (saving ? 'Saving…' : 'Complete') : 'Next'}
            </StepNextButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
