// The free plan's daily AI tutor questions (docs/decisions/0013-admin-and-pro.md). Kept apart from
// the zod contracts so the subscription modal can show it without loading them.

/** TUTOR_FREE_DAILY_MESSAGES unless the operator sets another number. */
export const TUTOR_FREE_DAILY_DEFAULT = 20;
