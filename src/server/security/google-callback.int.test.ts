import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleEndpoints } from '../modules/auth/google';
import { startTestServer, type TestServer } from '../test/server';
import { logCapture } from './helpers';

// Issue 20, point 3, through the whole callback: a local stand-in for Google's token endpoint answers
// an id_token signed with a key the server is told to trust. The callback's address carries a
// one-time code, never a session token, and only the browser's binding turns it into a session.

const BINDING = 'google-browser-binding-0123456789';
const log = logCapture();
let s: TestServer;
let google: Server;
let nextIdToken: () => Promise<string>;
let signIdToken: (claims: Record<string, unknown>) => Promise<string>;
const original = { ...googleEndpoints };

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  google = createServer((_req, res) => {
    void nextIdToken().then((idToken) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ id_token: idToken }));
    });
  });
  await new Promise<void>((r) => google.listen(0, '127.0.0.1', r));
  googleEndpoints.token = `http://127.0.0.1:${(google.address() as AddressInfo).port}/token`;
  googleEndpoints.keys = createLocalJWKSet({ keys: [jwk] }) as JWTVerifyGetKey;
  s = await startTestServer({
    config: {
      GOOGLE_CLIENT_ID: 'client-123',
      GOOGLE_CLIENT_SECRET: 'secret',
      ADMIN_EMAILS: 'owner@example.com,unproved@example.com',
    },
    logSink: log.sink,
  });
  nextIdToken = async () => {
    throw new Error('set per test');
  };
  signIdToken = (claims) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience('client-123')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
});
afterAll(async () => {
  Object.assign(googleEndpoints, original);
  await s.close();
  await new Promise((r) => google.close(r));
});

/** Starts a sign-in with the binding, lets "Google" answer, and follows the callback. */
async function signInWithGoogle(claims: Record<string, unknown>) {
  const start = await s.fetch(`/api/auth/google?binding=${BINDING}`);
  const authorize = new URL(start.headers.get('location')!);
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  nextIdToken = () => signIdToken({ ...claims, nonce: authorize.searchParams.get('nonce') });
  const callback = await s.fetch(
    `/api/auth/google/callback?code=google-auth-code-SECRET&state=${authorize.searchParams.get('state')}`,
    { headers: { cookie } },
  );
  expect(callback.status).toBe(302);
  return new URL(callback.headers.get('location')!, s.url);
}

describe('the Google callback', () => {
  it('passes a documented OAuth error code on to the web app, and no other text', async () => {
    const failure = async (error: string) => {
      const res = await s.fetch(`/api/auth/google/callback?error=${encodeURIComponent(error)}`);
      expect(res.status).toBe(302);
      return res.headers.get('location');
    };
    for (const code of [
      'access_denied',
      'consent_required',
      'temporarily_unavailable',
      'admin_policy_enforced',
    ])
      expect(await failure(code)).toBe(`/?auth=failed&error=${code}`);
    // A crafted link: markup, or "Bad Request" that the web app would read as "not configured".
    for (const text of [
      '<script>alert(1)</script>',
      'Bad Request: sign in at evil.example',
      'x'.repeat(5000),
    ])
      expect(await failure(text)).toBe('/?auth=failed&error=server_error');
  });

  it('redirects with the spec parameters, token being a one-time code that only this binding exchanges', async () => {
    const location = await signInWithGoogle({
      sub: 'g-1',
      email: 'learner@example.com',
      email_verified: true,
    });
    expect(location.pathname).toBe('/');
    expect(location.searchParams.get('auth')).toBe('success');
    const code = location.searchParams.get('token')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await s.fetch('/api/auth/verify', { token: code })).status).toBe(401);
    expect(
      (await s.fetch('/api/auth/exchange', { body: { code, binding: 'someone-else-binding-000' } })).status,
    ).toBe(400);
    const second = await signInWithGoogle({ sub: 'g-1', email: 'learner@example.com', email_verified: true });
    const fresh = second.searchParams.get('token')!;
    const session = await s.fetch('/api/auth/exchange', { body: { code: fresh, binding: BINDING } });
    expect(session.status).toBe(200);
    const { token, user } = await session.json();
    expect(user.email).toBe('learner@example.com');
    expect((await s.fetch('/api/auth/verify', { token })).status).toBe(200);
    expect(log.text()).not.toContain(fresh);
    expect(log.text()).not.toContain('google-auth-code-SECRET');
    expect(log.text()).not.toContain('learner@example.com');
  });

  it('counts an address Google calls verified as proved: an ADMIN_EMAILS owner becomes admin', async () => {
    const location = await signInWithGoogle({ sub: 'g-2', email: 'owner@example.com', email_verified: true });
    const code = location.searchParams.get('token')!;
    const { user } = await (await s.fetch('/api/auth/exchange', { body: { code, binding: BINDING } })).json();
    expect(user.role).toBe('admin');
  });

  it('does not make an unverified Google address an administrator', async () => {
    const location = await signInWithGoogle({
      sub: 'g-3',
      email: 'unproved@example.com',
      email_verified: false,
    });
    const code = location.searchParams.get('token')!;
    const { user } = await (await s.fetch('/api/auth/exchange', { body: { code, binding: BINDING } })).json();
    expect(user.role).toBe('user');
  });
});
