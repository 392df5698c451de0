import { ImageUp } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { ProfileBody, UserView } from '../../../shared/api/auth';
import { ApiError } from '../../lib/api';
import { Avatar } from './ProfilePage';
import { PICTURE_TOO_LARGE, resizePicture } from './picture';
import { useSaveProfile } from './useProfile';

export const inputClass =
  'w-full rounded-lg border border-slate-700 bg-slate-900 px-3 py-2.5 outline-none focus:border-emerald-400';
export const cardClass = 'rounded-2xl border border-slate-800 bg-slate-900/60 p-5';

/** The server's own message for a 400 (it names the field); a plain sentence otherwise. */
export function friendly(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message;
  }
  if (error instanceof ApiError && error.status === 401)
    return 'Your session has ended. Please sign in again.';
  return 'We could not reach the server. Please try again.';
}

/** First/last name, username and picture (resized here to stay under 50,000 characters). */
export function EditProfile({ user }: { user: UserView }) {
  const save = useSaveProfile();
  const id = useId();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [username, setUsername] = useState(user.username);
  const [picture, setPicture] = useState<string | null | undefined>(undefined);
  const [fileName, setFileName] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [pictureNote, setPictureNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    setPictureNote(null);
    if (!file) return;
    try {
      const url = await resizePicture(file);
      if (url === null) {
        setPicture(undefined);
        setPictureNote(PICTURE_TOO_LARGE);
      } else setPicture(url);
    } catch (e) {
      setPictureNote((e as Error).message);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const body: ProfileBody = {};
    if (firstName.trim() !== user.firstName) body.firstName = firstName.trim();
    if (lastName.trim() !== user.lastName) body.lastName = lastName.trim();
    if (username.trim() !== user.username) body.username = username.trim();
    if (picture !== undefined) body.profilePicture = picture;
    if (Object.keys(body).length === 0) {
      toast.success('Nothing to change');
      return;
    }
    if (body.username === '') {
      setError('Username cannot be empty');
      return;
    }
    setBusy(true);
    try {
      await save(body);
      setPicture(undefined);
      setFileName(null);
      toast.success('Profile saved');
    } catch (e) {
      setError(friendly(e));
    } finally {
      setBusy(false);
    }
  }

  const shown = picture === undefined ? user : { ...user, profilePicture: picture };
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        Edit profile
      </h2>
      <form onSubmit={submit} className="grid grid-cols-1 gap-3" noValidate>
        {/* The picture field takes the row's width and wraps under the avatar when the text is large. */}
        <div className="flex flex-wrap items-center gap-3">
          <Avatar user={shown} size="h-14 w-14" />
          <div className="grid min-w-0 flex-1 basis-56 gap-1">
            <span id={`${id}-pic-label`} className="text-sm font-medium">
              Profile picture
            </span>
            {/* A button of our own, not the browser's file field, whose "No file chosen" was cut off
                in a narrow card; the chosen file's whole name wraps beside it. */}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <button
                type="button"
                id={`${id}-pic-button`}
                aria-labelledby={`${id}-pic-label ${id}-pic-button`}
                aria-describedby={`${id}-pic-name`}
                onClick={() => fileInput.current?.click()}
                className="inline-flex items-center gap-2 rounded-md bg-slate-700 px-3 py-1.5 text-sm text-slate-100 hover:bg-slate-600 pointer-coarse:min-h-11"
              >
                <ImageUp aria-hidden className="h-4 w-4 shrink-0" />
                Choose picture
              </button>
              <span id={`${id}-pic-name`} className="min-w-0 text-sm text-slate-300 wrap-anywhere">
                {fileName ?? 'No file chosen'}
              </span>
            </div>
            <input
              ref={fileInput}
              data-testid="picture-input"
              type="file"
              tabIndex={-1}
              aria-hidden
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(e) => {
                const file = e.target.files?.[0];
                setFileName(file?.name ?? null);
                void choose(file);
                // Cleared, so choosing the same file again (after Remove picture) is a change too.
                e.target.value = '';
              }}
              className="sr-only"
            />
            {(user.profilePicture || picture) && picture !== null && (
              <button
                type="button"
                onClick={() => {
                  setPicture(null);
                  setFileName(null);
                }}
                className="justify-self-start text-sm text-rose-300 underline"
              >
                Remove picture
              </button>
            )}
          </div>
        </div>
        {pictureNote && (
          <p role="alert" className="text-sm text-amber-300" data-testid="picture-note">
            {pictureNote}
          </p>
        )}
        {/* A first name may be cleared (a Google account may have none): the app then greets the
            learner by the username, which is why only the username is required. */}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id={`${id}-first`}
            label="First name"
            value={firstName}
            onChange={setFirstName}
            autoComplete="given-name"
            describedBy={`${id}-names-hint`}
          />
          <Field
            id={`${id}-last`}
            label="Last name"
            value={lastName}
            onChange={setLastName}
            autoComplete="family-name"
            describedBy={`${id}-names-hint`}
          />
          <p id={`${id}-names-hint`} className="-mt-1 text-sm text-slate-400 sm:col-span-2">
            First and last name are optional. Without a first name, we greet you by your username.
          </p>
        </div>
        <Field
          id={`${id}-user`}
          label="Username"
          value={username}
          onChange={setUsername}
          autoComplete="username"
        />
        {error && (
          <p role="alert" className="text-sm text-rose-300">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="justify-self-start rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-60"
        >
          {busy ? 'Saving…' : 'Save profile'}
        </button>
      </form>
    </section>
  );
}

export function Field({
  id,
  label,
  value,
  onChange,
  autoComplete,
  type = 'text',
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete?: string;
  type?: string;
  /** The id of a hint that explains the field. */
  describedBy?: string;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={100}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        aria-describedby={describedBy}
        className={inputClass}
      />
    </div>
  );
}
