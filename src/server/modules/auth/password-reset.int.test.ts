import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PASSWORD_RESET_DONE,
  RESET_LINK_REFUSED,
  RESET_REQUESTED,
  SAME_PASSWORD,
} from '../../../shared/api/auth';
import { logCapture } from '../../security/helpers';
import { startTestServer, type TestServer } from '../../test/server';

// Password reset (docs/decisions/0029-password-reset.md): POST /api/auth/forgot-password answers the
// same for every address and sends a one-hour, single-use link (to the log for the operator, as no
// SMTP_URL is set); POST /api/auth/reset-password sets the new password and ends every session.

const log = logCapture();
let s: TestServer;
let visitor = 0;
beforeAll(async () => {
  // Each test speaks from its own client address, so the per-address limit of one test does not
  // hold up another.
  s = await startTestServer({
    config: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://learn.example' },
    logSink: log.sink,
  });
});
afterAll(() => s.close());

const NEW_PASSWORD = 'Brand-new#Passw0rd';

function from(address: string) {
  return { 'x-forwarded-for': address };
}

function forgot(email: unknown, address: string) {
  return s.fetch('/api/auth/forgot-password', { body: { email }, headers: from(address) });
}

function reset(body: unknown, address = '198.51.100.1') {
  return s.fetch('/api/auth/reset-password', { body, headers: from(address) });
}

/** The reset links the server wrote to its log for the operator, oldest first. */
function resetLinks(): string[] {
  return log
    .text()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { operatorLink?: string })
    .flatMap((entry) => (entry.operatorLink?.includes('/reset-password?') ? [entry.operatorLink] : []));
}

/** The link is made after the answer: waits for the next one to reach the log. */
async function nextLink(before: number): Promise<string> {
  await vi.waitFor(() => expect(resetLinks().length).toBeGreaterThan(before), { timeout: 5000 });
  return resetLinks().at(-1)!;
}

const keyOf = (link: string) => new URL(link).searchParams.get('token')!;

/** A fresh account, its session, and a reset link for it. */
async function accountWithLink() {
  const account = await s.signUp();
  const address = `203.0.113.${++visitor}`;
  const before = resetLinks().length;
  expect((await forgot(account.email, address)).status).toBe(202);
  return { ...account, address, link: await nextLink(before) };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers an unknown address exactly as a known one, and only mails the known one', async () => {
    const { email } = await s.signUp();
    const before = resetLinks().length;
    const known = await forgot(email, '192.0.2.10');
    const unknown = await forgot('nobody-here@example.com', '192.0.2.10');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const [a, b] = [await known.json(), await unknown.json()];
    expect(a).toEqual({ message: RESET_REQUESTED });
    expect(b).toEqual(a);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    await nextLink(before);
    await new Promise((r) => setTimeout(r, 100));
    expect(resetLinks().length).toBe(before + 1);
  });

  it('builds the link from PUBLIC_URL (never the request), for the web page /reset-password, with 256 random bits', async () => {
    const { link } = await accountWithLink();
    const url = new URL(link);
    expect(url.origin).toBe('https://learn.example');
    expect(url.pathname).toBe('/reset-password');
    expect(keyOf(link)).toMatch(/^[\w-]{43}$/);
  });

  it('sends at most 3 links an hour to one address, with the same answer past it', async () => {
    const { email } = await s.signUp();
    const before = resetLinks().length;
    for (let i = 0; i < 5; i++) {
      const res = await forgot(email, `192.0.2.${20 + i}`);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: RESET_REQUESTED });
    }
    await nextLink(before + 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(resetLinks().length).toBe(before + 3);
  });

  it('refuses an address asking for more than 10 links an hour (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await forgot(`someone-${i}@example.com`, '192.0.2.99');
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.json()).toHaveProperty('error');
    // Another address is not held up.
    expect((await forgot('someone@example.com', '192.0.2.98')).status).toBe(202);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-address' }, 'Email is invalid'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await s.fetch('/api/auth/forgot-password', { body, headers: from('192.0.2.50') });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it.each([
    ['a number', { email: 42 }],
    ['a list', { email: ['a@example.com'] }],
    ['an address over 320 characters', { email: `${'a'.repeat(400)}@example.com` }],
    ['an array body', []],
    ['a string body', 'just a string'],
  ])('answers 400, never 500, for %s', async (_what, body) => {
    const res = await s.fetch('/api/auth/forgot-password', { body, headers: from('192.0.2.51') });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, ends every session, and refuses the old password', async () => {
    const { email, password, token, link } = await accountWithLink();
    const second = await (
      await s.fetch('/api/auth/login', { body: { email, password }, headers: from('198.51.100.7') })
    ).json();

    const res = await reset({ token: keyOf(link), password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: PASSWORD_RESET_DONE });

    // Both sessions from before the reset are over.
    expect((await s.fetch('/api/auth/verify', { token })).status).toBe(401);
    expect((await s.fetch('/api/auth/verify', { token: second.token })).status).toBe(401);
    // The old password no longer signs in; the new one does.
    const old = await s.fetch('/api/auth/login', {
      body: { email, password },
      headers: from('198.51.100.8'),
    });
    expect(old.status).toBe(401);
    const fresh = await s.fetch('/api/auth/login', {
      body: { email, password: NEW_PASSWORD },
      headers: from('198.51.100.8'),
    });
    expect(fresh.status).toBe(200);
    expect((await s.fetch('/api/auth/verify', { token: (await fresh.json()).token })).status).toBe(200);

    // The link works once.
    const again = await reset({ token: keyOf(link), password: 'Another#Passw0rd2' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: RESET_LINK_REFUSED });
  });

  it('refuses a weak password with the sign-up message, and the link stays usable', async () => {
    const { link } = await accountWithLink();
    const weak = await reset({ token: keyOf(link), password: 'abc' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({
      error:
        'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
    });
    const common = await reset({ token: keyOf(link), password: 'P@ssw0rd123!' });
    expect(common.status).toBe(400);
    expect((await common.json()).error).toBe(
      'This password is too common and easy to guess. Please choose a less predictable one.',
    );
    const missing = await reset({ token: keyOf(link) });
    expect(await missing.json()).toEqual({ error: 'Password is required' });
    expect((await reset({ token: keyOf(link), password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses the current password as a password change does, and the link stays usable', async () => {
    const { email, password, token, link, address } = await accountWithLink();
    const same = await reset({ token: keyOf(link), password }, address);
    expect(same.status).toBe(400);
    expect(await same.json()).toEqual({ error: SAME_PASSWORD });
    expect(SAME_PASSWORD).toBe('Choose a new password that is different from your current one.');
    // Nothing changed: the session goes on and the password still signs in.
    expect((await s.fetch('/api/auth/verify', { token })).status).toBe(200);
    const login = await s.fetch('/api/auth/login', {
      body: { email, password },
      headers: from('198.51.100.10'),
    });
    expect(login.status).toBe(200);
    // The same link then sets a different password.
    expect((await reset({ token: keyOf(link), password: NEW_PASSWORD }, address)).status).toBe(200);
    const fresh = await s.fetch('/api/auth/login', {
      body: { email, password: NEW_PASSWORD },
      headers: from('198.51.100.10'),
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses a link older than an hour', async () => {
    const { link } = await accountWithLink();
    s.setNow(new Date(Date.now() + 61 * 60_000));
    try {
      const res = await reset({ token: keyOf(link), password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: RESET_LINK_REFUSED });
    } finally {
      s.setNow(null as unknown as Date);
    }
  });

  it('voids an earlier unused link when a new one is asked for', async () => {
    const { email, address, link: first } = await accountWithLink();
    const before = resetLinks().length;
    expect((await forgot(email, address)).status).toBe(202);
    const second = await nextLink(before);
    expect(second).not.toBe(first);
    expect((await reset({ token: keyOf(first), password: NEW_PASSWORD })).status).toBe(400);
    expect((await reset({ token: keyOf(second), password: NEW_PASSWORD })).status).toBe(200);
  });

  it('keeps the password when the link is made up', async () => {
    const { email, password } = await s.signUp();
    const res = await reset({ token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: RESET_LINK_REFUSED });
    const login = await s.fetch('/api/auth/login', {
      body: { email, password },
      headers: from('198.51.100.9'),
    });
    expect(login.status).toBe(200);
  });

  it.each([
    ['an empty body', {}],
    ['an empty token', { token: '' }],
    ['no token', { password: NEW_PASSWORD }],
    ['a number token', { token: 12, password: NEW_PASSWORD }],
    ['a token over 200 characters', { token: 'x'.repeat(500), password: NEW_PASSWORD }],
    ['a password over 1024 characters', { token: 'abc', password: 'x'.repeat(2000) }],
    ['nulls', { token: null, password: null }],
    ['a string body', 'not json at all'],
  ])('answers 400, never 500, for %s', async (_what, body) => {
    const res = await reset(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
  });

  it('never writes the password or the key to the log, except the link for the operator', async () => {
    const { link } = await accountWithLink();
    const key = keyOf(link);
    await reset({ token: key, password: 'abc' });
    expect((await reset({ token: key, password: NEW_PASSWORD })).status).toBe(200);
    await reset({ token: key, password: NEW_PASSWORD });
    const lines = log.text().split('\n').filter(Boolean);
    expect(lines.some((line) => line.includes(NEW_PASSWORD))).toBe(false);
    const withKey = lines.filter((line) => line.includes(key));
    expect(withKey).toHaveLength(1);
    expect(JSON.parse(withKey[0]!).operatorLink).toBe(link);
  });
});
