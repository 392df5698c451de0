import { z } from 'zod';

// The learning path, spaced review and hearts contract (issue 10; spec app-and-learning §7
// POST /api/ai-learning/preferences).

const choice = z.string().max(40);
export const preferencesValue = z.strictObject({
  learning_style: z.array(choice).max(10).optional(),
  goals: z.array(choice).max(10).optional(),
  experience: choice.optional(),
  interests: z.array(choice).max(10).optional(),
  time_commitment: choice.optional(),
});
export type PreferencesValue = z.infer<typeof preferencesValue>;

export const aiPreferencesBody = z.strictObject({
  preferences: preferencesValue,
  timestamp: z.union([z.string().max(40), z.number()]).optional(),
});
export const aiPreferencesAnswer = z.object({
  success: z.boolean(),
  preferences: z.record(z.string(), z.unknown()),
});

export const level = z.enum(['beginner', 'intermediate', 'advanced']);

export const placementBody = z.strictObject({
  answers: z
    .array(z.strictObject({ cardId: z.string().max(200), option: z.number().int().min(0).max(3) }))
    .min(3)
    .max(5),
});
export const placementAnswer = z.object({
  placement: z.object({ level, correct: z.number().int(), total: z.number().int() }),
});

export const pathStep = z.object({
  id: z.string(),
  kind: z.enum(['lesson', 'course', 'game', 'simulator']),
  title: z.string(),
  reason: z.string(),
  to: z.string(),
  prerequisites: z.array(z.string()),
  status: z.enum(['done', 'next', 'later']),
  mastery: z.number().nullable(),
});
export const heartsView = z.object({ hearts: z.number().int(), nextHeartInMs: z.number().int().nullable() });
export type HeartsView = z.infer<typeof heartsView>;

export const pathAnswer = z.object({
  path: z.object({
    level,
    steps: z.array(pathStep),
    next: z.string().nullable(),
    done: z.number().int(),
    total: z.number().int(),
  }),
  reviewsDue: z.number().int(),
  hearts: heartsView,
});
export type PathAnswer = z.infer<typeof pathAnswer>;

export const cardView = z.object({ cardId: z.string(), due: z.string(), mastery: z.number().int() });
export type CardView = z.infer<typeof cardView>;
export const reviewsAnswer = z.object({ dueCount: z.number().int(), session: z.array(cardView) });
export type ReviewsAnswer = z.infer<typeof reviewsAnswer>;

export const grade = z.enum(['again', 'hard', 'good', 'easy']);
export const reviewSessionBody = z.strictObject({
  grades: z
    .array(z.strictObject({ cardId: z.string().max(200), grade }))
    .min(1)
    .max(10),
});
export const reviewSessionAnswer = z.object({
  reviewed: z.array(cardView),
  dueCount: z.number().int(),
  hearts: heartsView,
});
export type ReviewSessionAnswer = z.infer<typeof reviewSessionAnswer>;

export const answerBody = z.strictObject({
  cardId: z.string().max(200),
  option: z.number().int().min(0).max(3),
});
export const answerAnswer = z.object({ correct: z.boolean(), card: cardView, hearts: heartsView });
export type AnswerAnswer = z.infer<typeof answerAnswer>;

export const termsBody = z.strictObject({ keys: z.array(z.string().max(100)).min(1).max(50) });
export const termsAnswer = z.object({ met: z.number().int() });

/** A review card as FSRS keeps it (guest mode keeps the same shape on the device). */
const isoTime = z.iso.datetime({ offset: true });
export const storedCard = z.strictObject({
  due: isoTime,
  stability: z.number().min(0).max(36_500),
  difficulty: z.number().min(0).max(10),
  elapsed_days: z.number().int().min(0).max(36_500),
  scheduled_days: z.number().int().min(0).max(36_500),
  learning_steps: z.number().int().min(0).max(100),
  reps: z.number().int().min(0).max(10_000),
  lapses: z.number().int().min(0).max(10_000),
  state: z.number().int().min(0).max(3),
  last_review: isoTime.optional(),
});
// POST /api/learning-path/cards: guest-mode review cards carried into the account.
export const carryCardsBody = z.strictObject({
  cards: z
    .array(z.strictObject({ cardId: z.string().min(1).max(200), card: storedCard }))
    .min(1)
    .max(500),
});
export const carryCardsAnswer = z.object({ added: z.number().int(), reviewsDue: z.number().int() });
export const heartsAnswer = z.object({ hearts: heartsView });
