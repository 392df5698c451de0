import { z } from 'zod';

// The /api/profile contract: the user's plan, their data as JSON, deleting the account and
// recording interest in Pro (issue 13). Editing the profile itself stays PUT /api/auth/profile.

export const PLANS = ['free', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

export const profileSummary = z.object({
  plan: z.enum(PLANS),
  /** When the user last asked for Pro from the subscription modal, if ever. */
  proInterestAt: z.string().nullable(),
  /** False for an account made with Google that never set a password (deletion asks otherwise). */
  hasPassword: z.boolean(),
});
export type ProfileSummary = z.infer<typeof profileSummary>;

/**
 * Deleting the account: the current password, or, for an account with no password (Google only),
 * the account's e-mail typed out, within RECENT_SIGN_IN_MINUTES of signing in.
 */
export const deleteAccountBody = z.strictObject({
  password: z.string().min(1).max(1024).optional(),
  confirmEmail: z.string().max(320).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
export const WRONG_PASSWORD = 'Your password is incorrect.';
export const PASSWORD_NEEDED = 'Enter your password to delete your account.';
export const RECENT_SIGN_IN_MINUTES = 10;
export const EMAIL_MISMATCH = 'Type the e-mail address of this account to confirm.';
export const SIGN_IN_AGAIN = `For your safety, sign in with Google again, then delete your account within ${RECENT_SIGN_IN_MINUTES} minutes.`;

export const BILLING = ['monthly', 'yearly'] as const;
export type Billing = (typeof BILLING)[number];

export const proInterestBody = z.strictObject({
  billing: z.enum(BILLING),
  /** Optional: a school or university address, for the student trial and discount. */
  studentEmail: z.string().trim().max(320).email().optional(),
});
export type ProInterestBody = z.infer<typeof proInterestBody>;

export const proInterestAnswer = z.object({ message: z.string() });

/** Every row the app holds about the user, table by table (GET /api/profile/export). */
export const exportAnswer = z.object({
  exportedAt: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type ExportAnswer = z.infer<typeof exportAnswer>;
