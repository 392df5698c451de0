import { signOut } from '../../lib/session';

/**
 * "Sign in again", inline where a write met an ended session: ending the dead session sends the
 * learner to the sign-in screen, which brings them back here and sends this device's waiting writes.
 */
export function SignInAgain() {
  return (
    <button type="button" onClick={() => signOut()} className="font-semibold underline">
      Sign in again
    </button>
  );
}
