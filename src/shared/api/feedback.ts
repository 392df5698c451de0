import { z } from 'zod';

// POST /api/feedback (spec app-and-learning §3 Feedback, §5, §7).

export const FEEDBACK_MIN_LENGTH = 5;
export const FEEDBACK_MAX_LENGTH = 5000;
export const FEEDBACK_TOO_SHORT = 'Please share at least a few words of feedback.';

export const feedbackBody = z.object({
  message: z.string().max(FEEDBACK_MAX_LENGTH),
  category: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z0-9-]+$/)
    .default('general'),
  /** The path the sender was on (no query string), shown in the admin inbox. */
  page: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/[^?#\s]*$/, 'page must be a path such as /dashboard')
    .optional(),
});
export type FeedbackBody = z.input<typeof feedbackBody>;

export const feedbackAnswer = z.object({ id: z.string(), message: z.string() });
export type FeedbackAnswer = z.infer<typeof feedbackAnswer>;
