import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from '@tanstack/react-router';
import { Download, KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { newPasswordError } from '../../../core/auth/credentials';
import { CURRENT_PASSWORD_WRONG, SAME_PASSWORD, type UserView } from '../../../shared/api/auth';
import { type ExportAnswer, RECENT_SIGN_IN_MINUTES } from '../../../shared/api/profile';
import { useReturnFocus } from '../../app/useReturnFocus';
import { ApiError, api } from '../../lib/api';
import { signOut } from '../../lib/session';
import { FieldError } from '../auth/FieldError';
import { PasswordField } from '../auth/PasswordField';
import { PasswordGuidance } from '../auth/PasswordGuidance';
import { cardClass, friendly } from './EditProfile';
import { useSaveProfile } from './useProfile';

/** Password change, the data download and account deletion. */
export function AccountSettings({ user, hasPassword }: { user: UserView; hasPassword: boolean }) {
  return (
    <>
      {hasPassword && <ChangePassword />}
      <YourData user={user} hasPassword={hasPassword} />
    </>
  );
}

type PasswordErrors = { current?: string; next?: string };

export const ENTER_CURRENT = 'Enter your current password.';
export const ENTER_NEW = 'Enter a new password.';

/** What is wrong with each field before anything is sent (the new one by the server's own rules). */
export function checkPasswordChange(current: string, next: string): PasswordErrors {
  return {
    current: current ? undefined : ENTER_CURRENT,
    next: next ? (newPasswordError(next) ?? (next === current ? SAME_PASSWORD : undefined)) : ENTER_NEW,
  };
}

function ChangePassword() {
  const id = useId();
  const save = useSaveProfile();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  // One message per field, all at once; `form` for what belongs to neither (no connection, throttled).
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: 'current' | 'new') => document.getElementById(`${id}-${name}`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found = checkPasswordChange(current, next);
    setErrors(found);
    if (found.current || found.next) {
      field(found.current ? 'current' : 'new')?.focus();
      return;
    }
    setBusy(true);
    try {
      await save({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      toast.success('Password changed. Your other sessions have been signed out.');
    } catch (e) {
      // The server's refusal goes to the field it is about, in its own words.
      if (e instanceof ApiError && e.status === 400 && e.message === CURRENT_PASSWORD_WRONG) {
        setErrors({ current: e.message });
        field('current')?.focus();
      } else if (e instanceof ApiError && e.status === 400) {
        setErrors({ next: e.message });
        field('new')?.focus();
      } else {
        setFormError(friendly(e));
        field('current')?.focus();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden className="h-5 w-5" /> Change password
      </h2>
      <form onSubmit={submit} className="grid grid-cols-1 gap-3" noValidate>
        <div className="grid gap-1">
          <label htmlFor={`${id}-current`} className="text-sm font-medium">
            Current password
          </label>
          <PasswordField
            id={`${id}-current`}
            value={current}
            onChange={(v) => {
              setCurrent(v);
              if (errors.current) setErrors((e) => ({ ...e, current: v ? undefined : ENTER_CURRENT }));
              // 'different from your current one' goes as soon as they differ, whichever field changed.
              if (errors.next === SAME_PASSWORD)
                setErrors((e) => ({ ...e, next: checkPasswordChange(v, next).next }));
            }}
            autoComplete="current-password"
            error={errors.current}
          />
          <FieldError id={`${id}-current-error`} message={errors.current} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-new`} className="text-sm font-medium">
            New password
          </label>
          <PasswordField
            id={`${id}-new`}
            value={next}
            onChange={(v) => {
              setNext(v);
              if (errors.next) setErrors((e) => ({ ...e, next: checkPasswordChange(current, v).next }));
            }}
            onBlur={() => next && setErrors((e) => ({ ...e, next: checkPasswordChange(current, next).next }))}
            autoComplete="new-password"
            error={errors.next}
            describedBy={`${errors.next ? '' : `${id}-new-rules `}${id}-new-note`}
          />
          <PasswordGuidance rulesId={`${id}-new-rules`} errorId={`${id}-new-error`} error={errors.next} />
          <p id={`${id}-new-note`} className="text-xs text-slate-400">
            Other devices will be signed out.
          </p>
        </div>
        {formError && (
          <p role="alert" className="text-sm text-rose-300">
            {formError}
          </p>
        )}
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className="justify-self-start rounded-lg bg-slate-700 px-4 py-2 font-semibold hover:bg-slate-600 aria-disabled:opacity-60"
        >
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}

function YourData({ user, hasPassword }: { user: UserView; hasPassword: boolean }) {
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const data = await api<ExportAnswer>('/api/profile/export');
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `thinkstreet-data-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (e) {
      toast.error(friendly(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="data-title" className={cardClass}>
      <h2 id="data-title" className="mb-2 text-lg font-semibold">
        Your data
      </h2>
      <p className="text-sm [overflow-wrap:anywhere] text-slate-300">
        Download everything ThinkStreet holds about {user.email} as a JSON file, or delete your account and
        all of its data.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void download()}
          aria-disabled={busy || undefined}
          className="inline-flex items-center gap-2 rounded-lg bg-slate-700 px-4 py-2 font-semibold hover:bg-slate-600 aria-disabled:opacity-60"
        >
          <Download aria-hidden className="h-4 w-4" /> {busy ? 'Preparing…' : 'Download my data'}
        </button>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex items-center gap-2 rounded-lg border border-rose-700 px-4 py-2 font-semibold text-rose-200 hover:bg-rose-950"
        >
          <Trash2 aria-hidden className="h-4 w-4" /> Delete account
        </button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} email={user.email} hasPassword={hasPassword} />
    </section>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  email,
  hasPassword,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  email: string;
  hasPassword: boolean;
}) {
  const focus = useReturnFocus();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [typedEmail, setTypedEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (hasPassword ? !password : !typedEmail.trim()) {
      setError(hasPassword ? 'Enter your password to confirm.' : 'Type your e-mail address to confirm.');
      return;
    }
    setBusy(true);
    try {
      await api('/api/profile', {
        method: 'DELETE',
        body: hasPassword ? { password } : { confirmEmail: typedEmail },
      });
      signOut();
      toast.success('Your account and all of its data have been deleted.');
      await navigate({ to: '/' });
    } catch (e) {
      setError(friendly(e));
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          {...focus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-700 bg-slate-900 p-6 text-slate-100 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold">Delete your account?</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-300">
            This removes your account, progress, portfolio, chats and feedback for good. It cannot be undone.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 grid gap-3" noValidate>
            {hasPassword ? (
              <>
                <label htmlFor="delete-password" className="text-sm font-medium">
                  Your password
                </label>
                <PasswordField
                  id="delete-password"
                  value={password}
                  onChange={setPassword}
                  autoComplete="current-password"
                />
              </>
            ) : (
              <>
                <label htmlFor="delete-email" className="text-sm font-medium">
                  Type your e-mail address, {email}
                </label>
                <input
                  id="delete-email"
                  type="email"
                  value={typedEmail}
                  onChange={(e) => setTypedEmail(e.target.value)}
                  autoComplete="off"
                  className="rounded-lg border border-slate-600 bg-slate-950 px-3 py-2"
                />
                <p className="text-xs text-slate-400">
                  You signed up with Google, so there is no password to ask for. If you signed in more than{' '}
                  {RECENT_SIGN_IN_MINUTES} minutes ago, sign in with Google again first.
                </p>
              </>
            )}
            {error && (
              <p role="alert" className="text-sm text-rose-300">
                {error}
              </p>
            )}
            <div className="mt-2 flex justify-end gap-3">
              <Dialog.Close className="rounded-lg border border-slate-700 px-4 py-2 font-medium hover:border-slate-500">
                Cancel
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className="rounded-lg bg-rose-700 px-4 py-2 font-semibold text-white hover:bg-rose-600 disabled:opacity-60"
              >
                {busy ? 'Deleting…' : 'Delete my account'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
