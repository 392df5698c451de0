import { useQueryClient } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { chosenDailyGoal, DAILY_GOAL_CHOICES } from '../../../core/gamification/constants';
import type { UserView } from '../../../shared/api/auth';
import { api } from '../../lib/api';
import { type Answers, STEPS, toggle, toPreferences } from '../dashboard/questionnaire';
import { cardClass, friendly } from './EditProfile';
import { useSaveProfile } from './useProfile';

// Preferences on the profile (issue 13 point 1): the questionnaire's answers, the daily goal and the
// time zone the streak and the daily goal are counted in.

/** The saved answers back in the questionnaire's shape (single choices are stored as one value). */
export function answersFrom(preferences: Record<string, unknown>): Answers {
  const answers: Answers = {};
  for (const step of STEPS) {
    const value = preferences[step.key];
    const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    const known = list.filter((v): v is string => step.options.some((o) => o.id === v));
    if (known.length > 0) answers[step.key] = known;
  }
  return answers;
}

function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function Preferences({ user }: { user: UserView }) {
  const id = useId();
  const client = useQueryClient();
  const saveProfile = useSaveProfile();
  const [answers, setAnswers] = useState<Answers>(() => answersFrom(user.preferences));
  const [goal, setGoal] = useState(() => chosenDailyGoal(user.preferences));
  const [zone, setZone] = useState(user.timeZone);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const zones = useMemo(() => {
    const all = Intl.supportedValuesOf('timeZone');
    return all.includes(zone) ? all : [zone, ...all];
  }, [zone]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await api('/api/analytics/preferences', {
        method: 'PUT',
        body: { ...toPreferences(answers), daily_goal: goal },
      });
      if (zone !== user.timeZone) await saveProfile({ timeZone: zone });
      await client.invalidateQueries();
      toast.success('Preferences saved');
    } catch (e) {
      setError(friendly(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <SlidersHorizontal aria-hidden className="h-5 w-5" /> Preferences
      </h2>
      <form onSubmit={submit} className="grid grid-cols-1 gap-4" noValidate>
        {STEPS.map((step) => (
          <fieldset key={step.key}>
            <legend className="mb-1 text-sm font-medium">{step.title}</legend>
            <div className="flex flex-wrap gap-2">
              {step.options.map((option) => {
                const checked = answers[step.key]?.includes(option.id) ?? false;
                return (
                  <label
                    key={option.id}
                    className={`flex cursor-pointer items-center rounded-full border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-400 ${checked ? 'border-emerald-400 bg-emerald-900/50 text-white' : 'border-slate-600 text-slate-300'}`}
                  >
                    <input
                      type={step.multi ? 'checkbox' : 'radio'}
                      name={`${id}-${step.key}`}
                      checked={checked}
                      onChange={() => setAnswers(toggle(answers, step, option.id))}
                      className="sr-only"
                    />
                    {option.label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
        <fieldset>
          <legend className="mb-1 text-sm font-medium">Daily goal</legend>
          <div className="flex flex-wrap gap-2">
            {DAILY_GOAL_CHOICES.map((xp) => (
              <label
                key={xp}
                className={`flex cursor-pointer items-center rounded-full border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-400 ${goal === xp ? 'border-emerald-400 bg-emerald-900/50 text-white' : 'border-slate-600 text-slate-300'}`}
              >
                <input
                  type="radio"
                  name={`${id}-goal`}
                  checked={goal === xp}
                  onChange={() => setGoal(xp)}
                  className="sr-only"
                />
                {xp} XP a day
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-zone`} className="mb-1 block text-sm font-medium">
            Time zone (your day, streak and daily goal follow it)
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <select
              id={`${id}-zone`}
              value={zone}
              onChange={(e) => setZone(e.target.value)}
              className="max-w-full min-w-0 rounded-lg border border-slate-600 bg-slate-950 px-3 py-2"
            >
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            {deviceTimeZone() !== zone && (
              <button
                type="button"
                onClick={() => setZone(deviceTimeZone())}
                className="text-sm text-sky-300 underline"
              >
                Use this device’s ({deviceTimeZone().replaceAll('_', ' ')})
              </button>
            )}
          </div>
        </div>
        {error && (
          <p role="alert" className="text-sm text-rose-300">
            {error}
          </p>
        )}
        <button
          type="submit"
          // aria-disabled while saving, not disabled: a disabled button drops its focus to <body>.
          aria-disabled={busy || undefined}
          className="justify-self-start rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 aria-disabled:opacity-60"
        >
          {busy ? 'Saving…' : 'Save preferences'}
        </button>
      </form>
    </section>
  );
}
