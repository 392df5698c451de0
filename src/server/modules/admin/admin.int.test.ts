import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({
    now: new Date('2026-03-02T10:00:00Z'),
    config: { ADMIN_EMAILS: 'boss@example.com' },
  });
  // ADMIN_EMAILS alone is not enough: the address is proved (here, the operator's grant).
  const boss = await s.signUp({ email: 'boss@example.com' });
  await s.grantAdmin(boss.email);
  const login = await s.fetch('/api/auth/login', {
    method: 'POST',
    body: { email: boss.email, password: boss.password },
  });
  admin = ((await login.json()) as { token: string }).token;
});
afterAll(() => s.close());

describe('admin calls', () => {
  it('answer 403 to a signed-in non-admin and 401 to a guest, on every call', async () => {
    const { token, user } = await s.signUp();
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/users', undefined],
      ['GET', '/api/admin/audit', undefined],
      ['PUT', `/api/admin/users/${user.id}/plan`, { plan: 'pro' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await s.fetch(path, { method, token, body })).status, path).toBe(403);
      expect((await s.fetch(path, { method, body })).status, path).toBe(401);
    }
    expect(await (await s.fetch('/api/profile', { token })).json()).toMatchObject({ plan: 'free' });
  });

  it('let an admin find a user, grant Pro (the user sees it) and revoke it, each written to the audit log', async () => {
    const learner = await s.signUp({ email: `findme-${Date.now()}@example.com` });
    const list = await (await s.fetch('/api/admin/users?search=findme', { token: admin })).json();
    expect(list.users).toEqual([
      expect.objectContaining({ id: learner.user.id, plan: 'free', lessonsCompleted: 0, trades: 0 }),
    ]);
    expect(list.users[0].createdAt).toBe('2026-03-02T10:00:00.000Z');

    const grant = await s.fetch(`/api/admin/users/${learner.user.id}/plan`, {
      method: 'PUT',
      token: admin,
      body: { plan: 'pro' },
    });
    expect(grant.status).toBe(200);
    expect(await (await s.fetch('/api/profile', { token: learner.token })).json()).toMatchObject({
      plan: 'pro',
    });

    await s.fetch(`/api/admin/users/${learner.user.id}/plan`, {
      method: 'PUT',
      token: admin,
      body: { plan: 'free' },
    });
    expect(await (await s.fetch('/api/profile', { token: learner.token })).json()).toMatchObject({
      plan: 'free',
    });

    const audit = await (await s.fetch('/api/admin/audit', { token: admin })).json();
    const mine = audit.entries.filter((e: { targetUserId: string }) => e.targetUserId === learner.user.id);
    expect(mine.map((e: { action: string }) => e.action).sort()).toEqual(['plan.free', 'plan.pro']);
  });

  it('answer 400 for bad input and 404 for an unknown user', async () => {
    const { user } = await s.signUp();
    const bad = [
      [`/api/admin/users/not-a-uuid/plan`, { plan: 'pro' }],
      [`/api/admin/users/${user.id}/plan`, { plan: 'gold' }],
      [`/api/admin/users/${user.id}/plan`, { plan: 'pro', extra: 1 }],
    ] as const;
    for (const [path, body] of bad) {
      const res = await s.fetch(path, { method: 'PUT', token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
    const unknown = await s.fetch('/api/admin/users/00000000-0000-4000-8000-000000000000/plan', {
      method: 'PUT',
      token: admin,
      body: { plan: 'pro' },
    });
    expect(unknown.status).toBe(404);
    expect((await s.fetch('/api/admin/users?search=x&y=1', { token: admin })).status).toBe(400);
  });
});
