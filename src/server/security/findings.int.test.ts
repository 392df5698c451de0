import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';
import { STRONG, unique } from './helpers';

// Issue 20, point 7: the smaller findings of the probe.

const START = new Date('2026-04-06T10:00:00.250Z');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: START });
});
afterAll(() => s.close());

const put = (token: string, body: unknown) => s.fetch('/api/auth/profile', { method: 'PUT', token, body });

describe('sessions after a password change', () => {
  it('ends a session issued in the same millisecond as the change, and keeps the fresh one', async () => {
    s.setNow(START);
    const { token, email, password } = await s.signUp();
    const other = (await (await s.fetch('/api/auth/login', { body: { email, password } })).json()).token;
    const changed = await put(token, { currentPassword: password, newPassword: 'N3w!passphrase' });
    expect(changed.status).toBe(200);
    const fresh = (await changed.json()).token;
    expect((await s.fetch('/api/auth/verify', { token: other })).status).toBe(401);
    expect((await s.fetch('/api/auth/verify', { token })).status).toBe(401);
    expect((await s.fetch('/api/auth/verify', { token: fresh })).status).toBe(200);
  });
});

describe('PUT /api/auth/profile', () => {
  it('answers an empty update with the profile unchanged', async () => {
    const { token, user } = await s.signUp();
    const res = await put(token, {});
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ id: user.id, username: user.username });
  });

  it('answers an update whose only field is a dropped oversized picture with the profile unchanged', async () => {
    const { token, user } = await s.signUp();
    const res = await put(token, { profilePicture: 'A'.repeat(50_001) });
    expect(res.status).toBe(200);
    expect((await res.json()).user.profilePicture).toBe(user.profilePicture);
  });

  it.each([
    [{ username: '' }, /username/i],
    [{ username: 'x'.repeat(101) }, /username/i],
    [{ username: 'ad\u202Emin' }, 'Username cannot contain invisible or text-direction characters'],
    [{ username: 'ad\u200Bmin' }, 'Username cannot contain invisible or text-direction characters'],
    [{ firstName: 'A\u2066B' }, 'First name cannot contain invisible or text-direction characters'],
    [{ lastName: 'A\u0007' }, 'Last name cannot contain control characters'],
    [{ timeZone: 'Mars/Olympus' }, 'Time zone is not recognised'],
    [{ onboardingCompleted: 'yes' }, /onboardingCompleted/],
    [{ preferences: 'dark' }, /preferences/],
  ])('refuses %j with its own 400 message', async (body, message) => {
    const { token } = await s.signUp();
    const res = await put(token, body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
  });
});

describe('usernames', () => {
  it('are unique whatever the case or compatibility form, so no learner passes for another', async () => {
    const a = await s.signUp();
    const b = await s.signUp();
    expect((await put(a.token, { username: 'TraderJoe' })).status).toBe(200);
    for (const lookalike of ['traderjoe', 'TRADERJOE', 'ＴｒａｄｅｒＪｏｅ']) {
      const res = await put(b.token, { username: lookalike });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toBe('This username is already taken. Please choose another.');
    }
    // Keeping one's own name is not a clash.
    expect((await put(a.token, { username: 'traderjoe' })).status).toBe(200);
  });

  it('registering under a name already in use gets a distinct username', async () => {
    const first = await s.signUp({ name: 'Same Name' });
    const second = await s.signUp({ name: 'Same Name' });
    expect(first.user.username).toBe('Same Name');
    expect(second.user.username).not.toBe('Same Name');
    expect(second.user.username.startsWith('Same Name ')).toBe(true);
  });

  it('refuses a name with direction or zero-width characters at registration', async () => {
    const res = await s.fetch('/api/auth/register', {
      body: {
        email: unique('bidi'),
        password: STRONG,
        name: 'Ada\u202E',
        acceptedTerms: true,
        acceptedPrivacy: true,
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Name cannot contain invisible or text-direction characters');
  });
});

describe('passwords', () => {
  it.each(['Password1!', 'P@ssw0rd!', 'Summer2024!', 'Qwerty123!'])(
    'refuses the common password %s',
    async (password) => {
      const res = await s.fetch('/api/auth/register', {
        body: {
          email: unique('common'),
          password,
          name: 'Common',
          acceptedTerms: true,
          acceptedPrivacy: true,
        },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(
        'This password is too common and easy to guess. Please choose a less predictable one.',
      );
    },
  );

  it('refuses a common password as the new one on password change', async () => {
    const { token, password } = await s.signUp();
    const res = await put(token, { currentPassword: password, newPassword: 'Welcome1!' });
    expect(res.status).toBe(400);
  });
});

describe('caching', () => {
  it('marks sign-in answers and user data no-store', async () => {
    const email = unique('cache');
    const reg = await s.fetch('/api/auth/register', {
      body: { email, password: STRONG, name: 'Cache', acceptedTerms: true, acceptedPrivacy: true },
    });
    expect(reg.headers.get('cache-control')).toBe('no-store');
    const { token } = await reg.json();
    const login = await s.fetch('/api/auth/login', { body: { email, password: STRONG } });
    expect(login.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/api/auth/verify', '/api/trading/portfolio', '/api/progress/user'])
      expect((await s.fetch(path, { token })).headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/test/db', () => {
  it('says only whether the database answers', async () => {
    const res = await s.fetch('/api/test/db');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('is rate-limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await s.fetch('/api/test/db')).status);
    expect(statuses).toContain(429);
  });
});

describe('XP for trading', () => {
  it('is not given for self-reported trade_execute events, only for trades the server made', async () => {
    const { token } = await s.signUp();
    for (let i = 0; i < 3; i++) {
      const res = await s.fetch('/api/analytics/track', {
        token,
        body: {
          activityType: 'trade_execute',
          activityData: { symbol: 'AAPL', type: 'buy', quantity: 1, price: 1, timestamp: Date.now() },
        },
      });
      expect(res.status).toBe(200);
      expect((await res.json()).xpEarned).toBe(0);
    }
    const user = (await (await s.fetch('/api/auth/verify', { token })).json()).user;
    expect(user.totalXP).toBe(0);
  });
});
