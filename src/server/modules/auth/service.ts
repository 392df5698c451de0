import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  emailError,
  firstError,
  hiddenCharacterError,
  newPasswordError,
  usernameError,
  usernameFor,
  usernameKey,
  validateSignIn,
  validateSignUp,
} from '../../../core/auth/credentials';
import type { ProfileBody, RegisterBody, UserView } from '../../../shared/api/auth';
import {
  CURRENT_PASSWORD_WRONG,
  PASSWORD_RESET_DONE,
  PROFILE_PICTURE_LIMIT,
  RESET_LINK_REFUSED,
  RESET_REQUESTED,
  SAME_PASSWORD,
} from '../../../shared/api/auth';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { progressSummary } from '../progress/summary';
import { createThrottle, memoryStores } from './attempts';
import { createMailer } from './mail';
import { hashPassword, verifyPassword } from './passwords';
import { redisStores } from './redis-attempts';
import { sessionStands } from './session';
import {
  consumeAuthCode,
  findResetToken,
  findSessionUser,
  findUserByEmail,
  findUserById,
  insertAuthCode,
  insertUser,
  isUniqueViolation,
  logAuthEvent,
  type NewUser,
  replaceResetToken,
  resetPasswordWithToken,
  revokeToken,
  type UserRow,
  updateUser,
  usernameTaken,
} from './store';
import { createTokens, loadSecret, type TokenClaims } from './tokens';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';
export const USERNAME_TAKEN = 'This username is already taken. Please choose another.';
export const CODE_REFUSED = 'This sign-in link has expired or was already used. Please sign in again.';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const ACCOUNT_DISABLED =
  'This account has been disabled by an administrator. Please contact support if you think this is a mistake.';

/** A Google sign-in's one-time code lives this long. */
export const LOGIN_CODE_TTL_MS = 60_000;
/** An e-mail verification link lives this long. */
export const VERIFY_LINK_TTL_MS = 24 * 3600_000;
/** A password reset link lives this long. */
export const RESET_LINK_TTL_MS = 3600_000;
/** Reset e-mails one address (account) may be sent an hour; past it, requests are answered but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;
/** Reset requests one client address may make an hour; past it, 429. */
export const RESET_REQUESTS_PER_HOUR = 10;

export type AuthUser = { id: string; email: string; role: 'user' | 'admin' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const secretCode = () => randomBytes(32).toString('base64url');

export function createAuthService(deps: Deps) {
  const tokens = createTokens(loadSecret(deps.config), deps.config.JWT_TTL_SECONDS);
  // With REDIS_URL every instance counts into the same counters (a guess refused here is refused there).
  const stores = deps.redis ? redisStores(deps.redis, `${deps.config.REDIS_PREFIX}:auth`) : memoryStores;
  const throttle = createThrottle(
    {
      ipAttemptsPerMinute: deps.config.AUTH_IP_LIMIT_PER_MINUTE,
      ipFreeFailures: deps.config.AUTH_IP_FREE_FAILURES,
    },
    stores,
  );
  const verificationMails = stores.counter('verification-mails', { limit: 3, ms: 3600_000 });
  const resetMails = stores.counter('reset-mails', { limit: RESET_MAILS_PER_HOUR, ms: 3600_000 });
  const resetRequests = stores.counter('reset-requests', { limit: RESET_REQUESTS_PER_HOUR, ms: 3600_000 });
  const mailer = createMailer(deps.config, deps.log);
  // Test runs with the test clock only (journeys, whose server log they cannot read): the last reset
  // link sent to each address, for POST /api/test/reset-link.
  const testOutbox =
    deps.config.NODE_ENV === 'test' && deps.config.TEST_CLOCK ? new Map<string, string>() : undefined;
  const now = () => deps.clock();
  const linkBase =
    deps.config.PUBLIC_URL ??
    `http://${deps.config.HOST === '0.0.0.0' ? 'localhost' : deps.config.HOST}:${deps.config.PORT}`;

  // Tokens already verified, by their exact text. The signature, algorithm, issuer and audience of the
  // same bytes under the same key cannot change, so a repeat skips the HMAC (a measurable share of CPU
  // per request); expiry is what can change, so it is checked against the clock on every use exactly as
  // jose does (valid while exp > now in whole seconds; our tokens carry no nbf). Revocation and the
  // token epoch are still read from the database on every request. Oldest entries go first.
  const verified = new Map<string, TokenClaims>();
  const VERIFIED_MAX = 10_000;
  async function verifyToken(token: string, at: Date): Promise<TokenClaims | null> {
    const seen = verified.get(token);
    if (seen) {
      if (seen.exp > Math.floor(at.getTime() / 1000)) return seen;
      verified.delete(token);
      return null;
    }
    const claims = await tokens.verify(token, at);
    if (claims) {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(token, Object.freeze(claims));
    }
    return claims;
  }

  /**
   * Administrators: accounts an operator granted (npm run admin -- grant EMAIL), and accounts whose
   * address is in ADMIN_EMAILS once its owner has proved the address. Registering it is not enough.
   */
  const roleOf = (user: Pick<UserRow, 'email' | 'role' | 'emailVerifiedAt'>): AuthUser['role'] =>
    user.role === 'admin' ||
    (user.emailVerifiedAt !== null && deps.config.ADMIN_EMAILS.includes(user.email.toLowerCase()))
      ? 'admin'
      : 'user';
  const wantsAdmin = (email: string) => deps.config.ADMIN_EMAILS.includes(email.toLowerCase());

  async function view(user: UserRow): Promise<UserView> {
    const progress = await progressSummary(deps, user.id);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
    return {
      id: user.id,
      userId: user.id,
      email: user.email,
      username: user.username,
      name,
      firstName: user.firstName,
      lastName: user.lastName,
      role: roleOf(user),
      emailVerified: user.emailVerifiedAt !== null,
      ...progress,
      xp: progress.totalXP,
      preferences: user.preferences,
      profilePicture: user.profilePicture,
      timeZone: user.timeZone,
      onboardingCompleted: user.onboardingCompleted,
      hasCompletedOnboarding: user.onboardingCompleted,
      createdAt: user.createdAt.toISOString(),
    };
  }

  /** Throttles before any hashing (see attempts.ts); 429 with Retry-After when the client must wait. */
  async function guard(account: string, ip: string): Promise<void> {
    const wait = await throttle.check(account, ip, now().getTime());
    if (wait > 0) throw httpError(429, TOO_MANY, { 'retry-after': String(Math.ceil(wait / 1000)) });
  }

  /** 403 for an account an administrator disabled (logged as `<event>_refused_disabled`). */
  async function refuseDisabled(user: UserRow, event: string, ip: string): Promise<void> {
    if (!user.disabledAt) return;
    const at = now();
    await logAuthEvent(deps.db, { event: `${event}_refused_disabled`, userId: user.id, ip, at });
    throw httpError(403, ACCOUNT_DISABLED);
  }

  /** Every token is issued here, so a disabled account cannot get one by any path. */
  async function issue(user: UserRow, event: string, ip: string) {
    await refuseDisabled(user, event, ip);
    const { token } = await tokens.sign(user, now());
    await logAuthEvent(deps.db, { event, userId: user.id, email: user.email, ip, at: now() });
    deps.log.info({ event, userId: user.id }, 'auth event');
    return { token, user: await view(user) };
  }

  /** Inserts the account under a username no one else holds: the one asked for, else with a number. */
  async function insertWithFreeUsername(user: NewUser & { username: string }): Promise<UserRow | undefined> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const username =
        attempt === 0 ? user.username : `${user.username} ${randomInt(1000, 10 ** (4 + attempt))}`;
      const key = usernameKey(username);
      if (attempt < 7 && (await usernameTaken(deps.db, key))) continue;
      const created = await insertUser(deps.db, { ...user, username, usernameKey: key });
      if (created) return created;
      // Nothing inserted: the e-mail is taken, or the username was taken a moment ago.
      if (await findUserByEmail(deps.db, user.email)) return undefined;
    }
    throw httpError(409, USERNAME_TAKEN);
  }

  async function sendVerification(user: UserRow): Promise<void> {
    const key = secretCode();
    await insertAuthCode(
      deps.db,
      {
        codeHash: sha256(key),
        purpose: 'verify_email',
        userId: user.id,
        expiresAt: new Date(now().getTime() + VERIFY_LINK_TTL_MS),
      },
      now(),
    );
    const link = `${linkBase}/api/auth/verify-email?token=${key}`;
    await mailer.sendVerification({ to: user.email, link, userId: user.id });
  }

  return {
    tokens,
    view,
    refuseDisabled,
    /** Inserts an account under a free username; undefined when the e-mail is taken. */
    createAccount: insertWithFreeUsername,

    async register(body: RegisterBody, ip: string) {
      const email = (body.email ?? '').trim();
      const name = body.name ?? ([body.firstName, body.lastName].filter(Boolean).join(' ') || body.username);
      const problem =
        firstError(
          validateSignUp({
            ...body,
            email,
            name,
            acceptedTerms: body.acceptedTerms,
            acceptedPrivacy: body.acceptedPrivacy,
          }),
        ) ??
        hiddenCharacterError('First name', body.firstName) ??
        hiddenCharacterError('Last name', body.lastName) ??
        (body.username === undefined ? undefined : usernameError(body.username));
      if (problem) throw httpError(400, problem);
      await guard(email.toLowerCase(), ip);
      const [first = '', ...rest] = (name ?? '').trim().split(/\s+/);
      const created = await insertWithFreeUsername({
        email,
        username: (body.username?.trim() || usernameFor(name, email)).slice(0, 100),
        firstName: body.firstName?.trim() ?? first,
        lastName: body.lastName?.trim() ?? rest.join(' '),
        passwordHash: await hashPassword(body.password!),
        acceptedTermsAt: now(),
        acceptedPrivacyAt: now(),
        timeZone: validTimeZone(body.timeZone) ?? 'UTC',
        createdAt: now(),
        lastLoginAt: now(),
      });
      if (!created) {
        await logAuthEvent(deps.db, { event: 'register_conflict', email, ip, at: now() });
        throw httpError(409, EMAIL_TAKEN);
      }
      if (wantsAdmin(created.email)) await sendVerification(created);
      return { ...(await issue(created, 'register', ip)), message: 'Account created' };
    },

    async login(body: { email?: string; password?: string }, ip: string) {
      const email = (body.email ?? '').trim();
      const problem = firstError(validateSignIn({ email, password: body.password }));
      if (problem) throw httpError(400, problem);
      const account = email.toLowerCase();
      await guard(account, ip);
      const user = await findUserByEmail(deps.db, email);
      const ok = await verifyPassword(user?.passwordHash, body.password!);
      if (!user || !ok) {
        await throttle.failed(account, ip, now().getTime());
        await logAuthEvent(deps.db, { event: 'login_failed', userId: user?.id, email, ip, at: now() });
        throw httpError(401, INVALID_CREDENTIALS);
      }
      await throttle.succeeded(account, ip);
      await refuseDisabled(user, 'login', ip);
      const updated = (await updateUser(deps.db, user.id, { lastLoginAt: now() })) ?? user;
      return { ...(await issue(updated, 'login', ip)), message: 'Login successful' };
    },

    /** The signed-in user of a bearer token, or null when it is missing, invalid, revoked or stale. */
    async authenticate(token: string | undefined): Promise<(AuthUser & { claims: TokenClaims }) | null> {
      if (!token) return null;
      const claims = await verifyToken(token, now());
      if (!claims) return null;
      // One query: null when the user is gone or the token's id is revoked.
      const user = await findSessionUser(deps.db, claims.sub, claims.jti);
      if (!user || !sessionStands(claims, { ...user, revoked: false })) return null;
      return { id: user.id, email: user.email, role: roleOf(user), claims };
    },

    /**
     * The claims of a bearer token whose signature and expiry hold, or null; nothing is read from the
     * database, so the caller must check the session itself (`sessionStands`) before acting on it.
     */
    async signedClaims(token: string | undefined): Promise<TokenClaims | null> {
      return token ? verifyToken(token, now()) : null;
    },

    async logout(claims: TokenClaims, userId: string, ip: string) {
      await revokeToken(deps.db, claims.jti, new Date(claims.exp * 1000), now());
      await logAuthEvent(deps.db, { event: 'logout', userId, ip, at: now() });
    },

    async me(userId: string): Promise<UserView> {
      const user = await findUserById(deps.db, userId);
      if (!user) throw httpError(401, SESSION_ENDED);
      return view(user);
    },

    async updateProfile(userId: string, body: ProfileBody, ip: string) {
      const user = await findUserById(deps.db, userId);
      if (!user) throw httpError(401, SESSION_ENDED);
      const changes: Partial<NewUser> = {};
      if (body.username !== undefined) {
        const problem = usernameError(body.username);
        if (problem) throw httpError(400, problem);
        changes.username = body.username.trim();
        changes.usernameKey = usernameKey(changes.username);
        if (await usernameTaken(deps.db, changes.usernameKey, userId)) throw httpError(409, USERNAME_TAKEN);
      }
      for (const [field, label] of [
        ['firstName', 'First name'],
        ['lastName', 'Last name'],
      ] as const) {
        const value = body[field];
        if (value === undefined) continue;
        const problem = hiddenCharacterError(label, value);
        if (problem) throw httpError(400, problem);
        changes[field] = value;
      }
      if (body.preferences !== undefined) changes.preferences = body.preferences;
      if (body.onboardingCompleted !== undefined) changes.onboardingCompleted = body.onboardingCompleted;
      if (body.timeZone !== undefined) {
        const zone = validTimeZone(body.timeZone);
        if (!zone) throw httpError(400, 'Time zone is not recognised');
        changes.timeZone = zone;
      }
      // Pictures over the limit are dropped, as the spec says, rather than refusing the whole update.
      if (body.profilePicture !== undefined && (body.profilePicture?.length ?? 0) <= PROFILE_PICTURE_LIMIT) {
        changes.profilePicture = body.profilePicture;
      }
      if (body.newPassword !== undefined) {
        const problem = newPasswordError(body.newPassword);
        // Guessing the current password is throttled exactly like signing in.
        const account = user.email.toLowerCase();
        await guard(account, ip);
        if (!(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) {
          await throttle.failed(account, ip, now().getTime());
          await logAuthEvent(deps.db, { event: 'password_change_failed', userId, ip, at: now() });
          throw httpError(400, CURRENT_PASSWORD_WRONG);
        }
        await throttle.succeeded(account, ip);
        if (problem) throw httpError(400, problem);
        // Checked once the current one is known to be right, so it tells nothing a wrong guess would not.
        if (body.newPassword === body.currentPassword) throw httpError(400, SAME_PASSWORD);
        changes.passwordHash = await hashPassword(body.newPassword);
        // Every other session ends: tokens of an older epoch (or issued before this instant) are refused.
        changes.tokensValidAfter = now();
        changes.tokenEpoch = user.tokenEpoch + 1;
      }
      // Nothing to change (an empty body, or only a dropped picture): the profile as it is.
      if (Object.keys(changes).length === 0) {
        return { user: await view(user), message: 'Profile updated' };
      }
      let updated: UserRow;
      try {
        updated = (await updateUser(deps.db, userId, changes)) ?? user;
      } catch (error) {
        if (isUniqueViolation(error)) throw httpError(409, USERNAME_TAKEN);
        throw error;
      }
      let token: string | undefined;
      if (changes.passwordHash) token = (await issue(updated, 'password_changed', ip)).token;
      return { user: await view(updated), token, message: 'Profile updated' };
    },

    /**
     * A one-time code for a finished Google sign-in: lives 60 s, used once, and only by the browser that
     * holds `binding` (the value it kept in sessionStorage before it left for Google).
     */
    async createLoginCode(userId: string, binding: string): Promise<string> {
      const code = secretCode();
      await insertAuthCode(
        deps.db,
        {
          codeHash: sha256(code),
          purpose: 'login',
          userId,
          bindingHash: sha256(binding),
          expiresAt: new Date(now().getTime() + LOGIN_CODE_TTL_MS),
        },
        now(),
      );
      return code;
    },

    /** Exchanges a login code for a session; 400 for a wrong, used, expired or foreign code. */
    async exchange(code: string, binding: string, ip: string) {
      const used = await consumeAuthCode(deps.db, sha256(code), 'login', now());
      const expected = Buffer.from(used?.bindingHash ?? '');
      const given = Buffer.from(sha256(binding));
      if (!used || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await logAuthEvent(deps.db, { event: 'code_refused', ip, at: now() });
        throw httpError(400, CODE_REFUSED);
      }
      const user = await findUserById(deps.db, used.userId);
      if (!user) throw httpError(400, CODE_REFUSED);
      return { ...(await issue(user, 'login_google', ip)), message: 'Login successful' };
    },

    /** Sends (again) the verification link of the signed-in user's address; at most 3 an hour. */
    async requestVerification(userId: string): Promise<{ message: string }> {
      const user = await findUserById(deps.db, userId);
      if (!user) throw httpError(401, SESSION_ENDED);
      if (user.emailVerifiedAt) return { message: 'Your e-mail address is already verified.' };
      const at = now().getTime();
      const wait = await verificationMails.retryAfter(userId, at);
      if (wait > 0) throw httpError(429, TOO_MANY, { 'retry-after': String(Math.ceil(wait / 1000)) });
      await verificationMails.hit(userId, at);
      await sendVerification(user);
      return { message: 'We sent a verification link to your e-mail address.' };
    },

    /**
     * Asks for a password reset link. The answer is the same whether or not an account uses the address
     * (and takes as long: the link is made and sent after answering). At most RESET_REQUESTS_PER_HOUR
     * requests per client address (429), and RESET_MAILS_PER_HOUR e-mails per address (past it, the
     * same answer and no e-mail, so no one can flood a mailbox).
     */
    async forgotPassword(body: { email?: string }, ip: string): Promise<{ message: string }> {
      const email = (body.email ?? '').trim();
      const problem = emailError(email);
      if (problem) throw httpError(400, problem);
      const at = now().getTime();
      const wait = await resetRequests.retryAfter(ip, at);
      if (wait > 0) throw httpError(429, TOO_MANY, { 'retry-after': String(Math.ceil(wait / 1000)) });
      await resetRequests.hit(ip, at);
      const account = email.toLowerCase();
      const mailsLeft = (await resetMails.retryAfter(account, at)) === 0;
      if (mailsLeft) await resetMails.hit(account, at);
      void (async () => {
        const user = await findUserByEmail(deps.db, email);
        const event = !user
          ? 'password_reset_unknown'
          : user.disabledAt
            ? 'password_reset_refused_disabled'
            : mailsLeft
              ? 'password_reset_requested'
              : 'password_reset_throttled';
        await logAuthEvent(deps.db, { event, userId: user?.id, email, ip, at: now() });
        if (!user || user.disabledAt || !mailsLeft) return;
        const key = secretCode();
        await replaceResetToken(
          deps.db,
          {
            tokenHash: sha256(key),
            userId: user.id,
            expiresAt: new Date(now().getTime() + RESET_LINK_TTL_MS),
          },
          now(),
        );
        const link = `${linkBase}/reset-password?token=${key}`;
        testOutbox?.set(user.email.toLowerCase(), link);
        await mailer.sendPasswordReset({ to: user.email, link, userId: user.id });
      })().catch((error: unknown) => deps.log.error({ err: error }, 'password reset request failed'));
      return { message: RESET_REQUESTED };
    },

    /**
     * Sets a new password with a reset link's key: 400 RESET_LINK_REFUSED for an unknown, expired or
     * used key; 400 with the sign-up rule that failed for a weak password, or SAME_PASSWORD for the
     * current one (the link stays usable either way).
     * Every session of the account ends; the learner signs in with the new password.
     */
    async resetPassword(
      body: { token?: string; password?: string },
      ip: string,
    ): Promise<{ message: string }> {
      const key = body.token ?? '';
      const tokenHash = sha256(key);
      const userId = key ? await findResetToken(deps.db, tokenHash, now()) : undefined;
      const user = userId ? await findUserById(deps.db, userId) : undefined;
      if (!user) {
        await logAuthEvent(deps.db, { event: 'password_reset_link_refused', ip, at: now() });
        throw httpError(400, RESET_LINK_REFUSED);
      }
      const problem = firstError(
        validateSignUp({
          name: 'x',
          email: user.email,
          password: body.password,
          acceptedTerms: true,
          acceptedPrivacy: true,
        }),
      );
      if (problem) throw httpError(400, problem);
      await refuseDisabled(user, 'password_reset', ip);
      // As in a password change: the current password would change nothing. Checked before the link
      // is used, so it stays usable for another try.
      if (await verifyPassword(user.passwordHash, body.password!)) throw httpError(400, SAME_PASSWORD);
      const updated = await resetPasswordWithToken(
        deps.db,
        tokenHash,
        await hashPassword(body.password!),
        now(),
      );
      if (!updated) throw httpError(400, RESET_LINK_REFUSED);
      // The owner proved the mailbox: earlier failed sign-ins from here no longer hold them back.
      await throttle.succeeded(updated.email.toLowerCase(), ip);
      await logAuthEvent(deps.db, { event: 'password_reset', userId: updated.id, ip, at: now() });
      deps.log.info({ event: 'password_reset', userId: updated.id }, 'auth event');
      mailer
        .sendPasswordChanged({ to: updated.email, userId: updated.id })
        .catch((error: unknown) => deps.log.error({ err: error }, 'password changed e-mail failed'));
      return { message: PASSWORD_RESET_DONE };
    },

    /** Test runs with the test clock only: the last reset link sent to this address. */
    lastResetLink(email: string): string | undefined {
      return testOutbox?.get(email.toLowerCase());
    },

    /** Uses an e-mail verification key; true when it was valid and the address is now verified. */
    async verifyEmail(key: string, ip: string): Promise<boolean> {
      const used = await consumeAuthCode(deps.db, sha256(key), 'verify_email', now());
      if (!used) return false;
      await updateUser(deps.db, used.userId, { emailVerifiedAt: now() });
      await logAuthEvent(deps.db, { event: 'email_verified', userId: used.userId, ip, at: now() });
      return true;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function validTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}
