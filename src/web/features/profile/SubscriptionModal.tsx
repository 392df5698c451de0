import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Crown } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { TUTOR_FREE_DAILY_DEFAULT } from '../../../shared/api/allowance';
import type { Billing } from '../../../shared/api/profile';
import { useReturnFocus } from '../../app/useReturnFocus';
import { api } from '../../lib/api';
import { friendly, inputClass } from './EditProfile';

export const PRO_FEATURES = [
  'Unlimited AI chat',
  'Advanced analytics',
  'Premium content',
  'Priority access',
] as const;

/**
 * The subscription modal (spec app-and-learning §1, §2). Its purchase flow is not shown: the app is
 * free while in beta, so the dialog says what Pro will include and records interest, with the
 * learner's preferred billing asked as a preference, not offered as a plan to buy.
 */
export function SubscriptionModal({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  email: string;
}) {
  const focus = useReturnFocus();
  const client = useQueryClient();
  const [billing, setBilling] = useState<Billing>('yearly');
  const [studentEmail, setStudentEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const body = { billing, ...(studentEmail.trim() ? { studentEmail: studentEmail.trim() } : {}) };
      const { message } = await api<{ message: string }>('/api/profile/pro-interest', { body });
      toast.success(message);
      await client.invalidateQueries({ queryKey: ['profile', 'summary'] });
      onOpenChange(false);
    } catch (e) {
      setError(friendly(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          {...focus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,34rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-amber-700/60 bg-slate-900 p-6 text-slate-100 shadow-2xl"
        >
          <Dialog.Title className="flex items-center gap-2 text-xl font-bold">
            <Crown aria-hidden className="h-6 w-6 text-amber-300" /> ThinkStreet Pro
          </Dialog.Title>
          <p className="mt-2">
            <span className="rounded-full bg-emerald-500/15 px-2.5 py-1 text-sm font-semibold text-emerald-300">
              Free while in beta
            </span>
          </p>
          <Dialog.Description className="mt-3 text-slate-300">
            Pro is not on sale yet: while ThinkStreet is in beta there is nothing to pay. When it opens, Pro
            will include:
          </Dialog.Description>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {PRO_FEATURES.map((f) => (
              <li key={f} className="flex items-center gap-2">
                <Check aria-hidden className="h-4 w-4 text-emerald-400" /> {f}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-300">
            The free plan includes {TUTOR_FREE_DAILY_DEFAULT} AI tutor questions a day; Pro is unlimited. Pro
            will come as a monthly or a yearly plan, with a 7-day free trial and a 20% student discount with a
            student email. Its prices are not set yet.
          </p>
          <form onSubmit={submit} className="mt-5 grid gap-4" noValidate>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">
                When Pro opens, would you rather pay monthly or yearly? (Nothing is charged now.)
              </legend>
              <div className="grid grid-cols-2 gap-2">
                {(['monthly', 'yearly'] as const).map((b) => (
                  <label
                    key={b}
                    className={`cursor-pointer rounded-xl border p-3 text-center font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-400 ${billing === b ? 'border-amber-400 bg-amber-950/40' : 'border-slate-700'}`}
                  >
                    <input
                      type="radio"
                      name="billing"
                      value={b}
                      checked={billing === b}
                      onChange={() => setBilling(b)}
                      className="sr-only"
                    />
                    {b === 'monthly' ? 'Monthly' : 'Yearly'}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-1">
              <label htmlFor="student-email" className="text-sm font-medium">
                Student email (optional, for the trial and the 20% discount)
              </label>
              <input
                id="student-email"
                type="email"
                value={studentEmail}
                onChange={(e) => setStudentEmail(e.target.value)}
                placeholder="you@university.edu"
                autoComplete="email"
                className={inputClass}
              />
            </div>
            <p className="rounded-xl bg-slate-800/70 p-3 text-sm [overflow-wrap:anywhere] text-slate-200">
              There is no payment in the app. An administrator grants Pro, and a student email gets the 7-day
              free trial. Tell us you are interested and we will get in touch at {email} when Pro opens.
            </p>
            {error && (
              <p role="alert" className="text-sm text-rose-300">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-3">
              <Dialog.Close className="rounded-lg border border-slate-700 px-4 py-2 font-medium hover:border-slate-500">
                Not now
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className="rounded-lg bg-amber-400 px-4 py-2 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-60"
              >
                {busy ? 'Sending…' : 'I’m interested'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
