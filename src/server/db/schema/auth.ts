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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
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
