import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  describedBy?: string;
};

/** A password input with a show/hide toggle; paste stays allowed (DESIGN.md §6). */
export function PasswordField({ id, value, onChange, onBlur, autoComplete, error, describedBy }: Props) {
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="relative">
      <input
        id={id}
        name="password"
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
        className="w-full rounded-lg border border-slate-700 bg-slate-900 px-3 py-2.5 pr-11 outline-none focus:border-emerald-400 aria-invalid:border-rose-400"
      />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-400 hover:text-slate-200"
      >
        {shown ? <EyeOff aria-hidden className="h-4 w-4" /> : <Eye aria-hidden className="h-4 w-4" />}
      </button>
    </div>
  );
}
