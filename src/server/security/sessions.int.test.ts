import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';
import { STRONG } from './helpers';

// Issue 15, point 5: a session token is refused (401 with a message) unless this server signed it,
// with its own key and algorithm, and it is still live.

const SECRET = 'k'.repeat(40);
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ config: { JWT_SECRET: SECRET } });
});
afterAll(() => s.close());

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** The claims of a real token, re-signed (or not signed) as an attacker would. */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

async function refused(token: string): Promise<void> {
  const res = await s.fetch('/api/auth/verify', { token });
  expect(res.status).toBe(401);
  expect((await res.json()).error).toEqual(expect.any(String));
  // And on a route with the learner's data, not only on verify.
  expect((await s.fetch('/api/trading/portfolio', { token })).status).toBe(401);
}

describe('session tokens', () => {
  it('accepts the token the server issued (the control for every refusal below)', async () => {
    const { token } = await s.signUp();
    expect((await s.fetch('/api/auth/verify', { token })).status).toBe(200);
  });

  it('refuses a token with alg none, whatever its claims', async () => {
    const { token } = await s.signUp();
    const claims = claimsOf(token);
    await refused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
    await refused(`${b64({ alg: 'NONE', typ: 'JWT' })}.${b64(claims)}.`);
    await refused(`${b64({ alg: 'none' })}.${b64(claims)}.${token.split('.')[2]}`);
  });

  it('refuses a token signed with another key, or with another algorithm', async () => {
    const { token } = await s.signUp();
    const claims = claimsOf(token);
    const wrongKey = new TextEncoder().encode('w'.repeat(40));
    await refused(await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(wrongKey));
    const sameKey = new TextEncoder().encode(SECRET);
    await refused(await new SignJWT(claims).setProtectedHeader({ alg: 'HS512', typ: 'JWT' }).sign(sameKey));
  });

  it('refuses a token whose claims were edited after signing', async () => {
    const { token } = await s.signUp();
    const other = await s.signUp();
    const [header, , signature] = token.split('.');
    await refused(
      `${header}.${b64({ ...claimsOf(token), sub: other.user.id, id: other.user.id })}.${signature}`,
    );
  });

  it('refuses an expired token, and a token signed by the right key but already past its exp', async () => {
    const start = new Date('2026-01-05T12:00:00Z');
    s.setNow(start);
    const { token } = await s.signUp();
    s.setNow(new Date(start.getTime() + 8 * 24 * 3600_000));
    await refused(token);
    s.setNow(start);
    const past = Math.floor(start.getTime() / 1000) - 10;
    const claims = { ...claimsOf(token), iat: past - 60, exp: past };
    await refused(
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(SECRET)),
    );
  });

  it('refuses a token after logout', async () => {
    const { token } = await s.signUp();
    expect((await s.fetch('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    await refused(token);
  });

  it('refuses every older token after a password change, and keeps the one the change answered', async () => {
    const start = new Date('2026-01-06T12:00:00Z');
    s.setNow(start);
    const { token, email, password } = await s.signUp();
    const second = (await (await s.fetch('/api/auth/login', { body: { email, password } })).json()).token;
    s.setNow(new Date(start.getTime() + 5000));
    const change = await s.fetch('/api/auth/profile', {
      method: 'PUT',
      token,
      body: { currentPassword: password, newPassword: `${STRONG}x2` },
    });
    expect(change.status).toBe(200);
    await refused(token);
    await refused(second);
    const fresh = (await change.json()).token;
    expect((await s.fetch('/api/auth/verify', { token: fresh })).status).toBe(200);
  });
});
