import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ config: { ADMIN_EMAILS: 'Boss@Example.com' } });
});
afterAll(() => s.close());

const strong = 'Str0ng!passw0rd';
const signUpBody = (email: string) => ({
  email,
  password: strong,
  name: 'Ada Lovelace',
  acceptedTerms: true,
  acceptedPrivacy: true,
});
const unique = (tag: string) => `${tag}-${Math.random().toString(36).slice(2)}@example.com`;

describe('POST /api/auth/register', () => {
  it('creates an account and answers a token and the user', async () => {
    const email = unique('ada');
    const res = await s.fetch('/api/auth/register', { body: signUpBody(email) });
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json.token.split('.')).toHaveLength(3);
    expect(json.user).toMatchObject({
      email,
      username: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'user',
      totalXP: 0,
      level: 1,
    });
    expect(json.user).not.toHaveProperty('passwordHash');
  });

  it('uses the part of the email before the @ when no name is given as username', async () => {
    const email = unique('grace');
    const res = await s.fetch('/api/auth/register', {
      body: {
        email,
        password: strong,
        firstName: 'Grace',
        lastName: 'Hopper',
        acceptedTerms: true,
        acceptedPrivacy: true,
      },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).user.username).toBe('Grace Hopper');
  });

  it.each([
    [{ password: strong, name: 'A', acceptedTerms: true, acceptedPrivacy: true }, 'Email is required'],
    [
      { email: 'nope', password: strong, name: 'A', acceptedTerms: true, acceptedPrivacy: true },
      'Email is invalid',
    ],
    [{ email: 'a@b.co', name: 'A', acceptedTerms: true, acceptedPrivacy: true }, 'Password is required'],
    [{ email: 'a@b.co', password: strong, acceptedTerms: true, acceptedPrivacy: true }, 'Name is required'],
    [
      { email: 'a@b.co', password: strong, name: 'A', acceptedTerms: true },
      'You must accept both the Terms of Service and Privacy Policy',
    ],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await s.fetch('/api/auth/register', { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it('refuses a name over 100 characters with a sentence about the name, whatever the form derived from it', async () => {
    const long = 'a'.repeat(500);
    // What the sign-up form sends: the name, and the username and first name made from it.
    const res = await s.fetch('/api/auth/register', {
      body: { ...signUpBody(unique('long')), name: long, username: long, firstName: long, lastName: '' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Name must be at most 100 characters' });
    const split = await s.fetch('/api/auth/register', {
      body: { ...signUpBody(unique('long')), name: undefined, firstName: 'Ada', lastName: long },
    });
    expect(split.status).toBe(400);
    expect(await split.json()).toEqual({ error: 'Last name must be at most 100 characters' });
  });

  it('lists every missing part of a weak password', async () => {
    const res = await s.fetch('/api/auth/register', {
      body: { ...signUpBody(unique('weak')), password: 'abc' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(
      'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
    );
  });

  it('answers 409 for an email already taken, whatever its case', async () => {
    const email = unique('taken');
    expect((await s.fetch('/api/auth/register', { body: signUpBody(email) })).status).toBe(201);
    const again = await s.fetch('/api/auth/register', { body: signUpBody(email.toUpperCase()) });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatch(/already exists/);
  });

  it('answers 400, not 500, for a body of the wrong shape', async () => {
    const res = await s.fetch('/api/auth/register', { body: { email: 42 } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain('email');
    const broken = await s.fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(broken.status).toBe(400);
  });

  it('gives an address listed in ADMIN_EMAILS the admin role only once an operator grants it', async () => {
    // Registering the address proves nothing (issue 20, point 4; the e-mail link is in the security suite).
    const res = await s.fetch('/api/auth/register', { body: signUpBody('boss@example.com') });
    const { token, user } = await res.json();
    expect(user.role).toBe('user');
    await s.grantAdmin('boss@example.com');
    expect((await (await s.fetch('/api/auth/verify', { token })).json()).user.role).toBe('admin');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and issues a fresh token each time', async () => {
    const { email, password, token } = await s.signUp();
    const res = await s.fetch('/api/auth/login', { body: { email: email.toUpperCase(), password } });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.user.email).toBe(email);
    expect(json.token).not.toBe(token);
  });

  it('gives a wrong password and an unknown email the same 401', async () => {
    const { email } = await s.signUp();
    const wrong = await s.fetch('/api/auth/login', { body: { email, password: 'Wrong!pass1' } });
    const unknown = await s.fetch('/api/auth/login', {
      body: { email: unique('ghost'), password: 'Wrong!pass1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('asks for the missing email or password', async () => {
    const res = await s.fetch('/api/auth/login', { body: { email: 'a@b.co' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Password is required' });
  });

  it('throttles repeated failures for one email from one address with 429', async () => {
    const { email, password } = await s.signUp();
    for (let i = 0; i < 5; i++) {
      expect((await s.fetch('/api/auth/login', { body: { email, password: 'Wrong!pass1' } })).status).toBe(
        401,
      );
    }
    const blocked = await s.fetch('/api/auth/login', { body: { email, password } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('per-address throttling', () => {
  it('limits sign-in and sign-up attempts per IP address', async () => {
    const limited = await startTestServer({ config: { AUTH_IP_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await limited.fetch('/api/auth/login', { body: { email: unique('x'), password: 'x' } })).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/auth/verify and POST /api/auth/logout', () => {
  it('answers the signed-in user', async () => {
    const { token, email } = await s.signUp();
    const res = await s.fetch('/api/auth/verify', { token });
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe(email);
  });

  it('refuses a missing, forged or tampered token with 401', async () => {
    const { token } = await s.signUp();
    expect((await s.fetch('/api/auth/verify')).status).toBe(401);
    expect((await s.fetch('/api/auth/verify', { token: 'a.b.c' })).status).toBe(401);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await s.fetch('/api/auth/verify', { token: forged })).status).toBe(401);
  });

  it('revokes the token it was called with, and only that one', async () => {
    const { token, email, password } = await s.signUp();
    const other = (await (await s.fetch('/api/auth/login', { body: { email, password } })).json()).token;
    expect((await s.fetch('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await s.fetch('/api/auth/verify', { token })).status).toBe(401);
    expect((await s.fetch('/api/auth/verify', { token: other })).status).toBe(200);
  });

  it('refuses a token after it expires', async () => {
    const start = new Date('2026-01-05T12:00:00Z');
    const timed = await startTestServer({ now: start, config: { JWT_TTL_SECONDS: '60' } });
    try {
      const { token } = await timed.signUp();
      expect((await timed.fetch('/api/auth/verify', { token })).status).toBe(200);
      timed.setNow(new Date(start.getTime() + 61_000));
      expect((await timed.fetch('/api/auth/verify', { token })).status).toBe(401);
    } finally {
      await timed.close();
    }
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates names and preferences but never email, role or XP', async () => {
    const { token, email } = await s.signUp();
    const res = await s.fetch('/api/auth/profile', {
      method: 'PUT',
      token,
      body: {
        firstName: 'Ada',
        preferences: { theme: 'dark' },
        email: 'evil@example.com',
        role: 'admin',
        totalXP: 99999,
      },
    });
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user).toMatchObject({
      firstName: 'Ada',
      email,
      role: 'user',
      totalXP: 0,
      preferences: { theme: 'dark' },
    });
  });

  it('keeps a profile picture up to 50,000 characters and drops a longer one', async () => {
    const { token } = await s.signUp();
    const small = `data:image/png;base64,${'A'.repeat(1000)}`;
    const kept = await s.fetch('/api/auth/profile', {
      method: 'PUT',
      token,
      body: { profilePicture: small },
    });
    expect((await kept.json()).user.profilePicture).toBe(small);
    const dropped = await s.fetch('/api/auth/profile', {
      method: 'PUT',
      token,
      body: { profilePicture: 'A'.repeat(50_001), lastName: 'Byron' },
    });
    const { user } = await dropped.json();
    expect(user.profilePicture).toBe(small);
    expect(user.lastName).toBe('Byron');
  });

  it('never answers 500: an empty or all-dropped update returns the user unchanged, bad fields 400', async () => {
    const { token, user: before } = await s.signUp();
    for (const body of [{}, { profilePicture: 'A'.repeat(50_001) }]) {
      const res = await s.fetch('/api/auth/profile', { method: 'PUT', token, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(200);
      const { user } = await res.json();
      expect(user).toMatchObject({
        id: before.id,
        username: before.username,
        firstName: before.firstName,
        profilePicture: before.profilePicture,
      });
    }
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ timeZone: 'Mars/Olympus' }, /^Time zone is not recognised$/],
      [{ firstName: 'Ada\u202e' }, /First name/],
      [{ lastName: 'x\u200b' }, /Last name/],
      [{ username: '' }, /sername/],
      [{ preferences: 'dark' }, /./],
      [{ onboardingCompleted: 'yes' }, /./],
    ];
    for (const [body, message] of bad) {
      const res = await s.fetch('/api/auth/profile', { method: 'PUT', token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toMatch(message);
    }
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const start = new Date('2026-03-02T09:00:00Z');
    const timed = await startTestServer({ now: start });
    try {
      const { token, email, password } = await timed.signUp();
      const wrong = await timed.fetch('/api/auth/profile', {
        method: 'PUT',
        token,
        body: { currentPassword: 'nope', newPassword: 'N3w!password' },
      });
      expect(wrong.status).toBe(400);
      timed.setNow(new Date(start.getTime() + 5000));
      const changed = await timed.fetch('/api/auth/profile', {
        method: 'PUT',
        token,
        body: { currentPassword: password, newPassword: 'N3w!password' },
      });
      expect(changed.status).toBe(200);
      const fresh = (await changed.json()).token;
      expect((await timed.fetch('/api/auth/verify', { token })).status).toBe(401);
      expect((await timed.fetch('/api/auth/verify', { token: fresh })).status).toBe(200);
      const login = await timed.fetch('/api/auth/login', { body: { email, password: 'N3w!password' } });
      expect(login.status).toBe(200);
    } finally {
      await timed.close();
    }
  });

  it('refuses a new password equal to the current one with 400, and changes nothing', async () => {
    const { token, email, password, user: before } = await s.signUp();
    const res = await s.fetch('/api/auth/profile', {
      method: 'PUT',
      token,
      body: { currentPassword: password, newPassword: password, firstName: 'Changed' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Choose a new password that is different from your current one.');
    // The session goes on, the password and the other fields are as they were.
    const verified = await s.fetch('/api/auth/verify', { token });
    expect(verified.status).toBe(200);
    expect((await verified.json()).user.firstName).toBe(before.firstName);
    expect((await s.fetch('/api/auth/login', { body: { email, password } })).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await s.fetch('/api/auth/profile', { method: 'PUT', body: { firstName: 'x' } })).status).toBe(
      401,
    );
  });
});

describe('GET /api/auth/google', () => {
  it('without configuration ends in the not-configured message the client recognises', async () => {
    const res = await s.fetch('/api/auth/google');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, s.url);
    expect(location.searchParams.get('auth')).toBe('failed');
    expect(location.searchParams.get('error')).toContain('Bad Request');
  });

  it('with configuration starts an authorization-code flow with state, nonce and PKCE', async () => {
    const google = await startTestServer({
      config: {
        GOOGLE_CLIENT_ID: 'client-123',
        GOOGLE_CLIENT_SECRET: 'secret',
        PUBLIC_URL: 'https://app.example.com',
      },
    });
    try {
      // The page sends the binding value it kept in sessionStorage (issue 20, point 3).
      const res = await google.fetch('/api/auth/google?binding=browser-binding-0123456789');
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.host).toBe('accounts.google.com');
      const q = location.searchParams;
      expect(q.get('client_id')).toBe('client-123');
      expect(q.get('redirect_uri')).toBe('https://app.example.com/api/auth/google/callback');
      expect(q.get('response_type')).toBe('code');
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('state')?.length).toBeGreaterThan(20);
      expect(q.get('nonce')?.length).toBeGreaterThan(20);
      expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/);

      const forged = await google.fetch('/api/auth/google/callback?code=abc&state=forged');
      expect(forged.status).toBe(302);
      expect(new URL(forged.headers.get('location')!, google.url).searchParams.get('auth')).toBe('failed');
    } finally {
      await google.close();
    }
  });
});

describe('server basics', () => {
  it('reports the database in /health and /api/test/db', async () => {
    const health = await s.fetch('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(await (await s.fetch('/api/test/db')).json()).toMatchObject({ ok: true });
  });

  it('answers an unknown /api route with 404 JSON', async () => {
    const res = await s.fetch('/api/no-such-thing');
    expect(res.status).toBe(404);
    const { error } = await res.json();
    expect(error).toBe('Not found: no route answers this method and address.');
    expect(error).not.toContain('no-such-thing');
  });

  it('publishes the OpenAPI document at /docs', async () => {
    const doc = await (await s.fetch('/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/auth/login']));
  });

  it('sends security headers', async () => {
    const res = await s.fetch('/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const stranger = await s.fetch('/health', { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const cors = await startTestServer({ config: { CORS_ORIGINS: 'https://app.example.com' } });
    try {
      const friend = await cors.fetch('/health', { headers: { origin: 'https://app.example.com' } });
      expect(friend.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    } finally {
      await cors.close();
    }
  });
});
