import { FEEDBACK_MIN_LENGTH, FEEDBACK_TOO_SHORT } from '../../../shared/api/feedback';

// The beta banner's feedback form rules (spec §4 Feedback states, §5, §8).

export const SIGN_IN_FIRST = 'Please sign in to send feedback.';
export const SEND_FAILED = 'Could not send feedback. Please try again.';
export const CLOSE_AFTER_SUCCESS_MS = 1200;

/** Why this message cannot be sent yet, or null when it can. */
export function feedbackProblem(message: string, signedIn: boolean): string | null {
  if (!signedIn) return SIGN_IN_FIRST;
  if (message.trim().length < FEEDBACK_MIN_LENGTH) return FEEDBACK_TOO_SHORT;
  return null;
}
