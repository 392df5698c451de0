import { useState } from 'react';
import { api, userMessage } from '../../lib/api';
import type { Session } from '../../lib/session';
import { card } from './parts';

/**
 * Whether the signed-in account may still have to prove its e-mail address to become an
 * administrator: the server makes an address on its administrators list an administrator only once it
 * is verified. The user view says whether it is (`emailVerified`); a user object stored before it did
 * is told too (the line says "if you are an administrator", and the resend answers "already verified"
 * for a proven address). Guests and signed-out visitors have no address to verify.
 */
export function mayNeedVerification(session: Session): boolean {
  const user = session.user;
  if (!session.isAuthenticated || !user || 'isGuest' in user) return false;
  return user.emailVerified !== true;
}

/** What /admin shows to an account that is not an administrator, and how to become one if it should. */
export function NotAdmin({ session }: { session: Session }) {
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  async function resend() {
    setSending(true);
    try {
      const { message } = await api<{ message: string }>('/api/auth/verify-email', { method: 'POST' });
      setAnswer(message);
    } catch (error) {
      setAnswer(userMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={`${card} text-slate-200`}>
      <p role="alert">This page is for administrators only.</p>
      {mayNeedVerification(session) && (
        <>
          <p className="mt-2 text-sm text-slate-300">
            If you are an administrator, verify your e-mail address first: we sent you a link when you signed
            up.
          </p>
          <button
            type="button"
            onClick={() => void resend()}
            disabled={sending}
            className="mt-3 rounded-lg bg-slate-800 px-3 py-1.5 text-sm hover:bg-slate-700 disabled:cursor-wait disabled:opacity-60"
          >
            {sending ? 'Sending…' : 'Send the link again'}
          </button>
          <p role="status" className="mt-2 text-sm text-slate-300">
            {answer}
          </p>
        </>
      )}
    </div>
  );
}
