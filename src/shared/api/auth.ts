import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_USERNAME_LENGTH, tooLongMessage } from '../../core/auth/credentials';

// The /api/auth contract (spec app-and-learning §3 User, §7 Auth calls).

export const achievementRef = z.object({ id: z.string(), unlockedAt: z.string() });

export const userView = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['user', 'admin']),
  emailVerified: z
    .boolean()
    .describe('Whether the e-mail address is proven (an address on the administrators list must be)'),
  totalXP: z.number(),
  xp: z.number(),
  level: z.number(),
  currentStreak: z.number(),
  longestStreak: z.number(),
  totalLessonsCompleted: z.number(),
  totalStudyTimeMinutes: z.number(),
  courseProgress: z.record(z.string(), z.object({ completed: z.boolean(), percent: z.number() })),
  achievements: z.array(achievementRef),
  preferences: z.record(z.string(), z.unknown()),
  profilePicture: z.string().nullable(),
  timeZone: z.string(),
  onboardingCompleted: z.boolean(),
  hasCompletedOnboarding: z.boolean(),
  lastActiveDate: z.string().nullable(),
  createdAt: z.string(),
});
export type UserView = z.infer<typeof userView>;

// Fields are optional here so the server can answer with the spec's own messages
// ('Email is required', …) instead of a generic schema error.
// The name comes first: the sign-up form makes the username and first name from it, so a name that
// is too long is reported as the learner typed it ('Name must be at most 100 characters').
export const registerBody = z.object({
  name: z.string().max(MAX_NAME_LENGTH, tooLongMessage('Name')).optional(),
  email: z.string().max(320).optional(),
  username: z.string().max(MAX_USERNAME_LENGTH, tooLongMessage('Username', MAX_USERNAME_LENGTH)).optional(),
  password: z.string().max(1024).optional(),
  firstName: z.string().max(MAX_NAME_LENGTH, tooLongMessage('First name')).optional(),
  lastName: z.string().max(MAX_NAME_LENGTH, tooLongMessage('Last name')).optional(),
  acceptedTerms: z.boolean().optional(),
  acceptedPrivacy: z.boolean().optional(),
  timeZone: z.string().max(64).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
});

export const sessionAnswer = z.object({ token: z.string(), user: userView, message: z.string() });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const verifyAnswer = z.object({ valid: z.literal(true), user: userView });

/** Profile fields a user may change. E-mail, role and XP are not among them. */
export const profileBody = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Username cannot be empty')
    .max(MAX_USERNAME_LENGTH, tooLongMessage('Username', MAX_USERNAME_LENGTH))
    .optional(),
  firstName: z.string().trim().max(MAX_NAME_LENGTH, tooLongMessage('First name')).optional(),
  lastName: z.string().trim().max(MAX_NAME_LENGTH, tooLongMessage('Last name')).optional(),
  preferences: z.record(z.string(), z.unknown()).optional(),
  profilePicture: z.string().nullable().optional(),
  timeZone: z.string().max(64).optional(),
  onboardingCompleted: z.boolean().optional(),
  currentPassword: z.string().max(1024).optional(),
  newPassword: z.string().max(1024).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** A password change whose current password does not match (the form shows it at that field). */
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/** A password change whose new password is the current one: nothing would change (shown at the new one). */
export const SAME_PASSWORD = 'Choose a new password that is different from your current one.';

export const profileAnswer = z.object({ user: userView, token: z.string().optional(), message: z.string() });

export const errorAnswer = z.object({ error: z.string() });

/** profilePicture values longer than this are dropped (spec §3). */
export const PROFILE_PICTURE_LIMIT = 50_000;

/** POST /api/auth/exchange: the one-time code of a Google sign-in and this browser's binding value. */
export const exchangeBody = z.strictObject({
  code: z.string().min(1, 'code is required').max(200),
  binding: z.string().min(1, 'binding is required').max(200),
});
export type ExchangeBody = z.infer<typeof exchangeBody>;

/** GET /api/auth/providers: which sign-in providers this server is configured for. */
export const providersAnswer = z.object({ google: z.boolean() });
export type ProvidersAnswer = z.infer<typeof providersAnswer>;

/** sessionStorage key of the value that binds a Google sign-in's one-time code to this browser. */
export const OAUTH_BINDING_KEY = 'oauthBinding';

// Password reset (not in the spec; docs/decisions/0029-password-reset.md).

/** The one answer to a reset request, whether or not an account uses the address. */
export const RESET_REQUESTED = 'If an account uses that e-mail, we have sent a link to reset its password.';
/** A reset link that is unknown, expired or already used. */
export const RESET_LINK_REFUSED =
  'This password reset link has expired or was already used. Please ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Please sign in with your new password.';

export const forgotPasswordBody = z.object({ email: z.string().max(320).optional() });
export const resetPasswordBody = z.object({
  token: z.string().max(200).optional(),
  password: z.string().max(1024).optional(),
});
export const messageAnswer = z.object({ message: z.string() });
