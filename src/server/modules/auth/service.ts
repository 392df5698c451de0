import { firstError, usernameFor, validateSignIn, validateSignUp } from '../../../core/auth/credentials';
import type { ProfileBody, RegisterBody, UserView } from '../../../shared/api/auth';
import { PROFILE_PICTURE_LIMIT } from '../../../shared/api/auth';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { progressSummary } from '../progress/summary';
import { AttemptCounter } from './attempts';
import { hashPassword, verifyPassword } from './passwords';
import {
  findSessionUser,
  findUserByEmail,
  findUserById,
  insertUser,
  logAuthEvent,
  revokeToken,
  type UserRow,
  updateUser,
} from './store';
import { createTokens, loadSecret, type TokenClaims } from './tokens';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

export type AuthUser = { id: string; email: string; role: 'user' | 'admin' };

export function createAuthService(deps: Deps) {
  const tokens = createTokens(loadSecret(deps.config), deps.config.JWT_TTL_SECONDS);
  const perIp = new AttemptCounter({ limit: deps.config.AUTH_IP_LIMIT_PER_MINUTE, ms: 60_000 });
  const failuresPerPair = new AttemptCounter({ limit: 5, ms: 15 * 60_000 });
  const failuresPerEmail = new AttemptCounter({ limit: 50, ms: 60 * 60_000 });
  const now = () => deps.clock();

  // Tokens already verified, by their exact text. The signature, algorithm, issuer and audience of the
  // same bytes under the same key cannot change, so a repeat skips the HMAC (a measurable share of CPU
  // per request); expiry is what can change, so it is checked against the clock on every use exactly as
  // jose does (valid while exp > now in whole seconds; our tokens carry no nbf). Revocation and
  // tokensValidAfter are still read from the database on every request. Oldest entries go first.
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

  const roleOf = (email: string): AuthUser['role'] =>
    deps.config.ADMIN_EMAILS.includes(email.toLowerCase()) ? 'admin' : 'user';

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
      role: roleOf(user.email),
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

  /** Throttles before any hashing: per IP for all attempts, per (e-mail, IP) and e-mail for failures. */
  function throttle(ip: string, email: string): void {
    const at = now().getTime();
    const wait = Math.max(
      perIp.retryAfter(ip, at),
      failuresPerPair.retryAfter(`${email}|${ip}`, at),
      failuresPerEmail.retryAfter(email, at),
    );
    if (wait > 0) throw httpError(429, TOO_MANY, { 'retry-after': String(Math.ceil(wait / 1000)) });
    perIp.hit(ip, at);
  }

  async function issue(user: UserRow, event: string, ip: string) {
    const { token } = await tokens.sign(user, now());
    await logAuthEvent(deps.db, { event, userId: user.id, email: user.email, ip, at: now() });
    deps.log.info({ event, userId: user.id }, 'auth event');
    return { token, user: await view(user) };
  }

  return {
    tokens,
    view,

    async register(body: RegisterBody, ip: string) {
      const email = (body.email ?? '').trim();
      const name = body.name ?? ([body.firstName, body.lastName].filter(Boolean).join(' ') || body.username);
      const problem = firstError(
        validateSignUp({
          ...body,
          email,
          name,
          acceptedTerms: body.acceptedTerms,
          acceptedPrivacy: body.acceptedPrivacy,
        }),
      );
      if (problem) throw httpError(400, problem);
      throttle(ip, email.toLowerCase());
      const [first = '', ...rest] = (name ?? '').trim().split(/\s+/);
      const created = await insertUser(deps.db, {
        email,
        username: body.username?.trim() || usernameFor(name, email),
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
      return { ...(await issue(created, 'register', ip)), message: 'Account created' };
    },

    async login(body: { email?: string; password?: string }, ip: string) {
      const email = (body.email ?? '').trim();
      const problem = firstError(validateSignIn({ email, password: body.password }));
      if (problem) throw httpError(400, problem);
      const key = email.toLowerCase();
      throttle(ip, key);
      const user = await findUserByEmail(deps.db, email);
      const ok = await verifyPassword(user?.passwordHash, body.password!);
      if (!user || !ok) {
        const at = now().getTime();
        failuresPerPair.hit(`${key}|${ip}`, at);
        failuresPerEmail.hit(key, at);
        await logAuthEvent(deps.db, { event: 'login_failed', userId: user?.id, email, ip, at: now() });
        throw httpError(401, INVALID_CREDENTIALS);
      }
      failuresPerPair.clear(`${key}|${ip}`);
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
      if (!user) return null;
      if (user.tokensValidAfter && claims.iat * 1000 < user.tokensValidAfter.getTime()) return null;
      return { id: user.id, email: user.email, role: roleOf(user.email), claims };
    },

    async logout(claims: TokenClaims, userId: string, ip: string) {
      await revokeToken(deps.db, claims.jti, new Date(claims.exp * 1000), now());
      await logAuthEvent(deps.db, { event: 'logout', userId, ip, at: now() });
    },

    async me(userId: string): Promise<UserView> {
      const user = await findUserById(deps.db, userId);
      if (!user) throw httpError(401, 'Your session has ended. Please sign in again.');
      return view(user);
    },

    async updateProfile(userId: string, body: ProfileBody, ip: string) {
      const user = await findUserById(deps.db, userId);
      if (!user) throw httpError(401, 'Your session has ended. Please sign in again.');
      const changes: Parameters<typeof updateUser>[2] = {};
      if (body.username !== undefined) changes.username = body.username;
      if (body.firstName !== undefined) changes.firstName = body.firstName;
      if (body.lastName !== undefined) changes.lastName = body.lastName;
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
      let token: string | undefined;
      if (body.newPassword !== undefined) {
        if (!(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) {
          throw httpError(400, 'Current password is incorrect');
        }
        const problem = firstError(
          validateSignUp({
            name: 'x',
            email: user.email,
            password: body.newPassword,
            acceptedTerms: true,
            acceptedPrivacy: true,
          }),
        );
        if (problem) throw httpError(400, problem);
        changes.passwordHash = await hashPassword(body.newPassword);
        // Every other session ends: tokens issued before this second are refused.
        changes.tokensValidAfter = new Date(Math.floor(now().getTime() / 1000) * 1000);
      }
      const updated = (await updateUser(deps.db, userId, changes)) ?? user;
      if (changes.passwordHash) {
        const fresh = await issue(updated, 'password_changed', ip);
        token = fresh.token;
      }
      return { user: await view(updated), token, message: 'Profile updated' };
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
