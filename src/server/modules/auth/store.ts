import { and, eq, gt, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { authCodes, authEvents, passwordResetTokens, revokedTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return rows[0];
}

/** Inserts a user; undefined when the e-mail is already taken. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(user).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const rows = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return rows[0];
}

export async function revokeToken(db: Db, jti: string, expiresAt: Date, now: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  // Entries past their token's expiry mean nothing any more.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}

function prepareSessionUser(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      tokensValidAfter: users.tokensValidAfter,
      tokenEpoch: users.tokenEpoch,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        notExists(
          db
            .select({ one: sql`1` })
            .from(revokedTokens)
            .where(eq(revokedTokens.jti, sql.placeholder('jti'))),
        ),
      ),
    )
    .limit(1)
    .prepare('auth_session_user');
}
// Built once per database: this runs on every authenticated request, so neither drizzle nor
// PostgreSQL (a named statement, parsed once per connection) re-plans it each time.
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();

export type SessionUser = Pick<
  UserRow,
  'id' | 'email' | 'tokensValidAfter' | 'tokenEpoch' | 'role' | 'emailVerifiedAt'
>;

/**
 * What a bearer token needs on every request, in one round trip: the user's id, e-mail and
 * tokensValidAfter, only when the user exists and the token's id is not revoked.
 */
export async function findSessionUser(db: Db, userId: string, jti: string): Promise<SessionUser | undefined> {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = prepareSessionUser(db);
    sessionUserQueries.set(db, query);
  }
  const rows = await query.execute({ userId, jti });
  return rows[0];
}

export async function logAuthEvent(
  db: Db,
  event: { event: string; userId?: string | null; email?: string | null; ip?: string | null; at: Date },
): Promise<void> {
  await db.insert(authEvents).values({
    event: event.event,
    userId: event.userId ?? null,
    email: event.email ?? null,
    ip: event.ip ?? null,
    at: event.at,
  });
}

/** Auth events that mean the learner was there: a sign-in of any kind, or a session used that day. */
export const PRESENCE_EVENTS = ['register', 'login', 'login_google', 'password_changed', 'active'] as const;

/**
 * Records, once per UTC day, that a signed-in learner opened the app (their session was checked):
 * a learner who stays signed in and only reads counts as active that day, for the admin console.
 * One conditional insert; at most one row a day per learner (two instances at the same instant
 * may both write one, which counts once).
 */
export async function noteActiveToday(db: Db, userId: string, at: Date): Promise<void> {
  const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  await db.execute(sql`
    insert into ${authEvents} (user_id, event, at)
    select ${userId}, 'active', ${at.toISOString()}::timestamptz
    where not exists (
      select 1 from ${authEvents}
      where user_id = ${userId} and event = 'active' and at >= ${dayStart.toISOString()}::timestamptz
    )`);
}

/** True when another account (not `exceptId`) holds this folded username. */
export async function usernameTaken(db: Db, key: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(eq(users.usernameKey, key), ne(users.id, exceptId)) : eq(users.usernameKey, key))
    .limit(1);
  return rows.length > 0;
}

/** True when the error is PostgreSQL's unique violation (23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Stores a one-time code by its hash; expired codes older than a day are swept at the same time. */
export async function insertAuthCode(db: Db, code: typeof authCodes.$inferInsert, now: Date): Promise<void> {
  await db.delete(authCodes).where(lt(authCodes.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db.insert(authCodes).values(code);
}

/**
 * Uses a one-time code: marks it used and answers it, in one statement, only when it exists, has the
 * purpose, is unused and has not expired. A second use (even a concurrent one) answers undefined.
 */
export async function consumeAuthCode(
  db: Db,
  codeHash: string,
  purpose: 'login' | 'verify_email',
  now: Date,
): Promise<typeof authCodes.$inferSelect | undefined> {
  const rows = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(authCodes.codeHash, codeHash),
        eq(authCodes.purpose, purpose),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

/** Sets the stored role of the account with this e-mail; false when there is no such account. */
export async function setStoredRole(db: Db, email: string, role: 'user' | 'admin'): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Stores a new password reset link by its hash. The user's earlier unused links are void from now on
 * (deleted), and links long past their expiry are swept at the same time.
 */
export async function replaceResetToken(
  db: Db,
  row: { tokenHash: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - 86_400_000)));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ ...row, createdAt: now });
  });
}

/** The user of an unused, unexpired reset link, without using it; undefined otherwise. */
export async function findResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const rows = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0]?.userId;
}

/**
 * Uses a reset link and sets the new password hash, all or nothing: the link is marked used only when
 * it is unused and unexpired (a second, even concurrent, use gets undefined), the user's other unused
 * links are voided, and the token epoch is raised so every session of the account ends.
 */
export async function resetPasswordWithToken(
  db: Db,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return undefined;
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokensValidAfter: now, tokenEpoch: sql`${users.tokenEpoch} + 1` })
      .where(eq(users.id, used.userId))
      .returning();
    return user;
  });
}
