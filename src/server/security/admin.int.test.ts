import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../cli/admin';
import { startTestServer, type TestServer } from '../test/server';
import { logCapture, STRONG } from './helpers';

// Issue 20, point 4: an address in ADMIN_EMAILS makes an administrator only once its owner proves it
// (the e-mail verification link), or an operator grants the role (npm run admin -- grant EMAIL).

const log = logCapture();
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    config: { ADMIN_EMAILS: 'chief@example.com,second@example.com' },
    logSink: log.sink,
  });
});
afterAll(() => s.close());

const register = (email: string) =>
  s.fetch('/api/auth/register', {
    body: { email, password: STRONG, name: 'Chief', acceptedTerms: true, acceptedPrivacy: true },
  });

/** The verification links the server wrote to its log for the operator (no SMTP_URL is set). */
function operatorLinks(): string[] {
  return log
    .text()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { operatorLink?: string })
    .flatMap((entry) => (entry.operatorLink ? [entry.operatorLink] : []));
}

describe('the administrator role', () => {
  it('is not given for registering an ADMIN_EMAILS address, only after its verification link is opened', async () => {
    const res = await register('chief@example.com');
    expect(res.status).toBe(201);
    const { token, user } = await res.json();
    expect(user.role).toBe('user');
    expect((await s.fetch('/api/trading/admin/analytics', { token })).status).toBe(403);

    const links = operatorLinks();
    expect(links).toHaveLength(1);
    const link = new URL(links[0]!);
    expect(link.pathname).toBe('/api/auth/verify-email');
    const opened = await s.fetch(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('E-mail address verified');
    expect((await (await s.fetch('/api/auth/verify', { token })).json()).user.role).toBe('admin');
    // The link works once.
    expect((await s.fetch(`${link.pathname}${link.search}`)).status).toBe(400);
  });

  it('refuses a made-up verification link', async () => {
    const res = await s.fetch('/api/auth/verify-email?token=not-a-real-key');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This link cannot be used');
  });

  it('is given by the operator grant, and taken back by revoke', async () => {
    const { token, email } = await s.signUp();
    expect((await (await s.fetch('/api/auth/verify', { token })).json()).user.role).toBe('user');
    await s.grantAdmin(email);
    expect((await (await s.fetch('/api/auth/verify', { token })).json()).user.role).toBe('admin');
  });

  it('lets a signed-in user ask for the link again, at most 3 times an hour', async () => {
    const { token } = await (await register('second@example.com')).json();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await s.fetch('/api/auth/verify-email', { method: 'POST', token })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('npm run admin', () => {
  it('explains its usage for anything but grant or revoke with an e-mail', async () => {
    const out: string[] = [];
    expect(await runAdminCommand(['promote', 'x@example.com'], (l) => out.push(l))).toBe(2);
    expect(await runAdminCommand(['grant'], (l) => out.push(l))).toBe(2);
    expect(out[0]).toBe('Usage: npm run admin -- grant EMAIL | revoke EMAIL');
  });
});
