import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** The name shown on the leaderboard, set only with the learner's consent; null: an anonymous handle. */
    leaderboardName: text('leaderboard_name'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** argon2id hash; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    acceptedPrivacyAt: timestamp('accepted_privacy_at', { withTimezone: true }),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    profilePicture: text('profile_picture'),
    timeZone: text('time_zone').notNull().default('UTC'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** Tokens issued before this instant are void (set on password change). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /** Raised by a password change; a token carrying an older epoch is void (docs/security.md). */
    tokenEpoch: integer('token_epoch').notNull().default(0),
    /** When the owner proved the e-mail address (verification link or Google's verified e-mail). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** 'admin' when an operator granted it (npm run admin -- grant EMAIL); ADMIN_EMAILS adds verified ones. */
    role: text('role').$type<'user' | 'admin'>().notNull().default('user'),
    /** The username folded for comparison (NFKC, lower case): unique, so no two learners look alike. */
    usernameKey: text('username_key'),
    /** Set by an administrator: no token is issued while set (login, Google, exchange refuse). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    uniqueIndex('users_username_key_unique').on(t.usernameKey),
  ],
);

/** Logged-out tokens, kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every authentication event (never the password or the token). */
export const authEvents = pgTable(
  'auth_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id'),
    email: text('email'),
    event: text('event').notNull(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_events_user_idx').on(t.userId)],
);

/**
 * One-time secrets, stored only as SHA-256 hashes: the 60-second code that finishes a Google sign-in
 * (bound to a value the browser kept) and the e-mail verification key. Used at most once.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    purpose: text('purpose').$type<'login' | 'verify_email'>().notNull(),
    userId: uuid('user_id').notNull(),
    /** SHA-256 of the browser's binding value (login codes). */
    bindingHash: text('binding_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_codes_expires_idx').on(t.expiresAt)],
);

/**
 * Password reset links (POST /api/auth/forgot-password): 256 random bits, stored only as a SHA-256
 * hash, valid for an hour, used at most once. Asking again voids the user's earlier unused links.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
  ],
);
