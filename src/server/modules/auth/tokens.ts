import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../env';

const ISSUER = 'thinkstreet';
const AUDIENCE = 'thinkstreet-web';

export type TokenClaims = {
  sub: string;
  email: string;
  jti: string;
  iat: number;
  exp: number;
  /** The account's token epoch when issued; a password change raises it and voids older tokens. */
  ep?: number;
};

/** The HS256 key: JWT_SECRET, or one generated once and kept in the data folder. */
export function loadSecret(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  if (config.DATA_DIR === 'memory' || config.DATABASE_URL) {
    if (config.DATABASE_URL && config.NODE_ENV === 'production') {
      throw new Error('Set JWT_SECRET (at least 32 characters) when running on PostgreSQL in production.');
    }
    return randomBytes(32);
  }
  const file = join(config.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function createTokens(secret: Uint8Array, ttlSeconds: number) {
  return {
    async sign(
      user: { id: string; email: string; tokenEpoch?: number },
      now: Date,
    ): Promise<{ token: string; claims: TokenClaims }> {
      const iat = Math.floor(now.getTime() / 1000);
      const claims: TokenClaims = {
        sub: user.id,
        email: user.email,
        jti: randomUUID(),
        iat,
        exp: iat + ttlSeconds,
        ep: user.tokenEpoch ?? 0,
      };
      // `id` and `userId` are what the spec's client reads from the payload.
      const token = await new SignJWT({ email: user.email, id: user.id, userId: user.id, ep: claims.ep })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setJti(claims.jti)
        .setIssuedAt(claims.iat)
        .setExpirationTime(claims.exp)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .sign(secret);
      return { token, claims };
    },
    /** The claims of a valid token, or null: wrong signature, algorithm, issuer, audience or expired. */
    async verify(token: string, now: Date): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          requiredClaims: ['sub', 'jti', 'iat', 'exp'],
        });
        if (typeof payload.email !== 'string') return null;
        return {
          sub: payload.sub!,
          email: payload.email,
          jti: payload.jti!,
          iat: payload.iat!,
          exp: payload.exp!,
          ...(typeof payload.ep === 'number' ? { ep: payload.ep } : {}),
        };
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
