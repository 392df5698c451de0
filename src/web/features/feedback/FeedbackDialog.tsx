import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FeedbackAnswer } from '../../../shared/api/feedback';
import { useReturnFocus } from '../../app/useReturnFocus';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { CLOSE_AFTER_SUCCESS_MS, feedbackProblem, SEND_FAILED } from './feedback';

type Phase = 'idle' | 'submitting' | 'success' | 'error';

/** The beta banner's feedback modal: idle → submitting → success (closes after 1.2 s) or error. */
export function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const session = useSession();
  const id = useId();
  const [message, setMessage] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const focus = useReturnFocus();
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => {
      onOpenChange(false);
      setMessage('');
      setPhase('idle');
    }, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase, onOpenChange]);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const problem = feedbackProblem(message, session.isAuthenticated);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setPhase('submitting');
    try {
      await api<FeedbackAnswer>('/api/feedback', {
        method: 'POST',
        body: {
          message: message.trim(),
          category: 'beta-banner',
          page: window.location.pathname.slice(0, 300),
        },
      });
      setPhase('success');
    } catch {
      setError(SEND_FAILED);
      setPhase('idle');
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          {...focus}
          onOpenAutoFocus={(event) => {
            // Start in the message box (the first tabbable element is the close button).
            focus.onOpenAutoFocus();
            event.preventDefault();
            box.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-700 bg-slate-900 p-6 text-slate-100 shadow-2xl"
        >
          <div className="flex items-start justify-between">
            <Dialog.Title className="text-lg font-semibold">Share your feedback</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="rounded p-1 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center pointer-coarse:justify-center text-slate-400 hover:text-slate-100"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-400">
            ThinkStreet is in beta. What works, what's confusing, what's missing?
          </Dialog.Description>
          {phase === 'success' ? (
            <p role="status" className="mt-6 rounded-lg bg-emerald-500/10 p-4 text-emerald-300">
              Thank you! Your feedback was sent.
            </p>
          ) : (
            <form onSubmit={send} className="mt-4">
              <label htmlFor={`${id}-message`} className="sr-only">
                Your feedback
              </label>
              <textarea
                ref={box}
                id={`${id}-message`}
                rows={5}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="w-full rounded-lg border border-slate-700 bg-slate-950 p-3 outline-none focus:border-emerald-400"
              />
              {error && (
                <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-rose-300">
                  {error}
                </p>
              )}
              <div className="mt-4 flex justify-end">
                <button
                  type="submit"
                  disabled={phase === 'submitting'}
                  className="rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-60"
                >
                  {phase === 'submitting' ? 'Sending...' : 'Send feedback'}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
