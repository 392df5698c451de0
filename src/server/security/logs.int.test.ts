import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';
import { logCapture, STRONG, unique } from './helpers';

// Issue 20, point 6: no password, hash, token, code, cookie, authorization header or e-mail address in
// any log line.

const log = logCapture();
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    config: { GOOGLE_CLIENT_ID: 'client-123', GOOGLE_CLIENT_SECRET: 'secret' },
    logSink: log.sink,
  });
});
afterAll(() => s.close());

function expectClean(text: string, secrets: string[]) {
  expect(text.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/\$argon2/);
  expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  expect(text).not.toMatch(/[\w.+-]+@example\.com/);
}

describe('the server log', () => {
  it('carries no password, hash or e-mail address after failed registrations', async () => {
    const email = unique('leak');
    const password = 'Leaky!passw0rd';
    const body = { email, password, name: 'Leak', acceptedTerms: true, acceptedPrivacy: true };
    expect((await s.fetch('/api/auth/register', { body })).status).toBe(201);
    expect((await s.fetch('/api/auth/register', { body })).status).toBe(409);
    // A NUL byte once reached PostgreSQL, failed with a 500 and logged the hash and the e-mail.
    const nul = await s.fetch('/api/auth/register', { body: { ...body, email: `nul\u0000${email}` } });
    expect(nul.status).toBe(400);
    const nulName = await s.fetch('/api/auth/register', {
      body: { ...body, email: unique('n'), name: 'A\u0000' },
    });
    expect(nulName.status).toBe(400);
    await s.fetch('/api/auth/login', { body: { email, password: 'Wrong!pass1' } });
    await s.fetch(`/api/auth/register?email=${encodeURIComponent(email)}`, { body });
    expectClean(log.text(), [password, email]);
  });

  it('carries no code, state, token or authorization header from a callback or a signed-in request', async () => {
    const { token } = await s.signUp({ password: STRONG });
    const code = 'google-code-SECRET-4f9a2c';
    await s.fetch(`/api/auth/google/callback?code=${code}&state=state-SECRET-77`);
    await s.fetch(`/?token=one-time-SECRET-81b2&auth=success`);
    await s.fetch(`/api/auth/verify?token=${token}`, {
      token,
      headers: { cookie: 'ts_oauth=cookie-SECRET-1' },
    });
    await s.fetch('/api/auth/exchange', { body: { code: 'exchange-SECRET-3', binding: 'binding-SECRET-4' } });
    await s.fetch('/api/auth/verify-email?token=verify-SECRET-5');
    const text = log.text();
    expect(text).toContain('/api/auth/google/callback?code=[redacted]');
    expectClean(text, [
      code,
      'state-SECRET-77',
      'one-time-SECRET-81b2',
      token,
      'cookie-SECRET-1',
      'exchange-SECRET-3',
      'binding-SECRET-4',
      'verify-SECRET-5',
    ]);
  });
});
