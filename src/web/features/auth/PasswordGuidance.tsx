import { passwordProblems } from '../../../core/auth/credentials';

/** The longest message a sign-up password can get (every rule missing): the room kept for it. */
const LONGEST_PASSWORD_ERROR = `Password must contain: ${passwordProblems('').join(', ')}`;

/**
 * The password rules under the sign-up password, replaced in place by the password's error.
 *
 * The hint, the error and an invisible copy of the longest error share one grid cell, so the cell is
 * always as tall as the longest of them: the error appearing when the field is left (the pointer
 * already pressing a checkbox below) moves nothing, and the click lands where it was aimed.
 * The error is a polite live region, so it is read out once it appears as well as through the
 * input's aria-describedby.
 */
export function PasswordGuidance({
  rulesId,
  errorId,
  error,
}: {
  rulesId: string;
  errorId: string;
  error?: string;
}) {
  const cell = 'col-start-1 row-start-1';
  return (
    <div className="mt-1.5 grid text-xs">
      <p id={rulesId} className={`${cell} text-slate-400 ${error ? 'invisible' : ''}`}>
        At least 8 characters with an uppercase and a lowercase letter, a number and a special character.
      </p>
      <p id={errorId} aria-live="polite" className={`${cell} text-rose-300`}>
        {error}
      </p>
      {/* Text drawn by CSS only: it holds the room without being found, read or announced. */}
      <span
        aria-hidden
        data-room={LONGEST_PASSWORD_ERROR}
        className={`${cell} invisible before:content-[attr(data-room)]`}
      />
    </div>
  );
}
