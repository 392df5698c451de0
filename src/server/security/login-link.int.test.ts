import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';

// Issue 20, point 3: a link must not sign a browser in as someone else. The Google callback's `token`
// parameter is a one-time code (60 s, used once) bound to the browser that started the sign-in, and is
// exchanged for the session with a POST.

const START = new Date('2026-04-06T10:00:00Z');
const BINDING = 'this-browser-binding-value-0123456789';
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    now: START,
    config: { GOOGLE_CLIENT_ID: 'client-123', GOOGLE_CLIENT_SECRET: 'secret' },
  });
});
afterAll(() => s.close());

const exchange = (code: string, binding: string) =>
  s.fetch('/api/auth/exchange', { body: { code, binding } });

describe('POST /api/auth/exchange', () => {
  it('turns a fresh code and its binding into a session, once', async () => {
    s.setNow(START);
    const { user } = await s.signUp();
    const code = await s.app.auth.createLoginCode(user.id, BINDING);
    expect(code.split('.')).toHaveLength(1); // not a JWT: nothing to use without the exchange
    const first = await exchange(code, BINDING);
    expect(first.status).toBe(200);
    const session = await first.json();
    expect(session.user.id).toBe(user.id);
    expect((await s.fetch('/api/auth/verify', { token: session.token })).status).toBe(200);
    const again = await exchange(code, BINDING);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe(
      'This sign-in link has expired or was already used. Please sign in again.',
    );
  });

  it("refuses a code with another browser's binding (the attacker's link), and burns it", async () => {
    s.setNow(START);
    const attacker = await s.signUp();
    const code = await s.app.auth.createLoginCode(attacker.user.id, BINDING);
    expect((await exchange(code, 'the-victims-own-binding-value-xyz')).status).toBe(400);
    expect((await exchange(code, BINDING)).status).toBe(400);
  });

  it('refuses a code older than 60 seconds', async () => {
    s.setNow(START);
    const { user } = await s.signUp();
    const code = await s.app.auth.createLoginCode(user.id, BINDING);
    s.setNow(new Date(START.getTime() + 60_001));
    expect((await exchange(code, BINDING)).status).toBe(400);
  });

  it('refuses a session token passed off as a code', async () => {
    s.setNow(START);
    const { token } = await s.signUp();
    expect((await exchange(token, BINDING)).status).toBe(400);
  });

  it('answers 400 for a body of the wrong shape', async () => {
    expect((await s.fetch('/api/auth/exchange', { body: { code: 'x' } })).status).toBe(400);
    expect(
      (await s.fetch('/api/auth/exchange', { body: { code: 'x', binding: 'y', extra: 1 } })).status,
    ).toBe(400);
  });
});

describe('GET /api/auth/google', () => {
  it('refuses to start without the browser binding value, and keeps it in the signed cookie', async () => {
    const missing = await s.fetch('/api/auth/google');
    expect(missing.status).toBe(302);
    expect(new URL(missing.headers.get('location')!, s.url).searchParams.get('auth')).toBe('failed');
    const started = await s.fetch(`/api/auth/google?binding=${BINDING}`);
    expect(new URL(started.headers.get('location')!).host).toBe('accounts.google.com');
    const cookie = started.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    const jwt = cookie.split(';')[0]!.split('=')[1]!;
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    expect(payload.binding).toBe(BINDING);
  });
});

describe('GET /api/auth/providers', () => {
  it('says whether Google sign-in is configured', async () => {
    expect(await (await s.fetch('/api/auth/providers')).json()).toEqual({ google: true });
    const bare = await startTestServer();
    try {
      expect(await (await bare.fetch('/api/auth/providers')).json()).toEqual({ google: false });
    } finally {
      await bare.close();
    }
  });
});
