import { sql } from 'drizzle-orm';
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
      ['PUT', `/api/admin/users/${user.id}/status`, { status: 'disabled' }],
      ['GET', '/api/admin/feedback', undefined],
      ['PUT', '/api/admin/feedback/00000000-0000-4000-8000-000000000000/status', { status: 'done' }],
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

  it('answer 400 for bad input and 404 for an unknown or malformed user id', async () => {
    const { user } = await s.signUp();
    const malformed = await s.fetch('/api/admin/users/not-a-uuid/plan', {
      method: 'PUT',
      token: admin,
      body: { plan: 'pro' },
    });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({ error: 'No such user' });
    const bad = [
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

describe('disabling an account', () => {
  it('ends every session at once, refuses sign-in with a clear message, and re-enabling lets them back', async () => {
    const learner = await s.signUp({ email: `off-${Date.now()}@example.com` });
    const second = await s.fetch('/api/auth/login', {
      method: 'POST',
      body: { email: learner.email, password: learner.password },
    });
    const otherToken = ((await second.json()) as { token: string }).token;
    expect((await s.fetch('/api/auth/verify', { token: learner.token })).status).toBe(200);

    const off = await s.fetch(`/api/admin/users/${learner.user.id}/status`, {
      method: 'PUT',
      token: admin,
      body: { status: 'disabled' },
    });
    expect(off.status).toBe(200);
    for (const token of [learner.token, otherToken]) {
      expect((await s.fetch('/api/auth/verify', { token })).status).toBe(401);
      expect((await s.fetch('/api/profile', { token })).status).toBe(401);
    }
    const refused = await s.fetch('/api/auth/login', {
      method: 'POST',
      body: { email: learner.email, password: learner.password },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatch(/disabled by an administrator/);
    // A wrong password still gets the usual answer: being disabled is only told to the owner.
    const wrong = await s.fetch('/api/auth/login', {
      method: 'POST',
      body: { email: learner.email, password: 'not-the-password-1' },
    });
    expect(wrong.status).toBe(401);

    const list = await (await s.fetch(`/api/admin/users?search=${learner.email}`, { token: admin })).json();
    expect(list.users[0].disabledAt).toBe('2026-03-02T10:00:00.000Z');

    const on = await s.fetch(`/api/admin/users/${learner.user.id}/status`, {
      method: 'PUT',
      token: admin,
      body: { status: 'active' },
    });
    expect(on.status).toBe(200);
    const back = await s.fetch('/api/auth/login', {
      method: 'POST',
      body: { email: learner.email, password: learner.password },
    });
    expect(back.status).toBe(200);
    const fresh = ((await back.json()) as { token: string }).token;
    expect((await s.fetch('/api/auth/verify', { token: fresh })).status).toBe(200);
    // The sessions that were ended stay ended.
    expect((await s.fetch('/api/auth/verify', { token: learner.token })).status).toBe(401);

    const audit = await (await s.fetch('/api/admin/audit', { token: admin })).json();
    const mine = audit.entries.filter((e: { targetUserId: string }) => e.targetUserId === learner.user.id);
    expect(mine.map((e: { action: string }) => e.action).sort()).toEqual(['user.disable', 'user.enable']);
  });

  it('is refused for the administrator themself, for bad input and for an unknown user', async () => {
    const me = await (await s.fetch('/api/auth/verify', { token: admin })).json();
    const self = await s.fetch(`/api/admin/users/${me.user.id}/status`, {
      method: 'PUT',
      token: admin,
      body: { status: 'disabled' },
    });
    expect(self.status).toBe(400);
    expect((await self.json()).error).toBe('You cannot disable your own account.');
    // The same id in capitals is the same account (a UUID's hex digits have no case).
    const shouted = await s.fetch(`/api/admin/users/${me.user.id.toUpperCase()}/status`, {
      method: 'PUT',
      token: admin,
      body: { status: 'disabled' },
    });
    expect(shouted.status).toBe(400);
    expect((await s.fetch('/api/auth/verify', { token: admin })).status).toBe(200);

    const { user, token } = await s.signUp();
    for (const body of [{ status: 'gone' }, {}, { status: 'disabled', x: 1 }]) {
      const res = await s.fetch(`/api/admin/users/${user.id}/status`, { method: 'PUT', token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
    const unknown = await s.fetch('/api/admin/users/00000000-0000-4000-8000-000000000000/status', {
      method: 'PUT',
      token: admin,
      body: { status: 'disabled' },
    });
    expect(unknown.status).toBe(404);
    // A learner cannot disable anyone, themself included.
    const byLearner = await s.fetch(`/api/admin/users/${user.id}/status`, {
      method: 'PUT',
      token,
      body: { status: 'disabled' },
    });
    expect(byLearner.status).toBe(403);
  });
});

describe('users list', () => {
  it('pages through the users with the total and shows XP', async () => {
    const tag = `pager-${Date.now()}`;
    for (let i = 0; i < 27; i++) await s.signUp({ email: `${tag}-${i}@example.com` });
    const first = await (await s.fetch(`/api/admin/users?search=${tag}`, { token: admin })).json();
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 27 });
    expect(first.users).toHaveLength(25);
    expect(first.users[0]).toMatchObject({ xp: expect.any(Number), disabledAt: null });
    const second = await (await s.fetch(`/api/admin/users?search=${tag}&page=2`, { token: admin })).json();
    expect(second.users).toHaveLength(2);
    const ids = new Set([...first.users, ...second.users].map((u: { id: string }) => u.id));
    expect(ids.size).toBe(27);
    expect((await s.fetch('/api/admin/users?page=0', { token: admin })).status).toBe(400);
    expect((await s.fetch('/api/admin/users?page=abc', { token: admin })).status).toBe(400);
  });
});

describe('feedback inbox', () => {
  it('lists every message with its sender, page and status, filters by status, and audits each change', async () => {
    const sender = await s.signUp({ email: `fb-${Date.now()}@example.com` });
    const sent = await s.fetch('/api/feedback', {
      method: 'POST',
      token: sender.token,
      body: { message: 'The quiz button is hard to find', category: 'beta-banner', page: '/lessons/x' },
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    const inbox = await (await s.fetch('/api/admin/feedback?status=new', { token: admin })).json();
    expect(inbox.items).toContainEqual({
      id,
      sender: sender.email,
      createdAt: '2026-03-02T10:00:00.000Z',
      page: '/lessons/x',
      category: 'beta-banner',
      message: 'The quiz button is hard to find',
      status: 'new',
    });

    for (const status of ['read', 'done'] as const) {
      const res = await s.fetch(`/api/admin/feedback/${id}/status`, {
        method: 'PUT',
        token: admin,
        body: { status },
      });
      expect(res.status).toBe(200);
    }
    const done = await (await s.fetch('/api/admin/feedback?status=done', { token: admin })).json();
    expect(done.items.map((i: { id: string }) => i.id)).toContain(id);
    const fresh = await (await s.fetch('/api/admin/feedback?status=new', { token: admin })).json();
    expect(fresh.items.map((i: { id: string }) => i.id)).not.toContain(id);

    const audit = await (await s.fetch('/api/admin/audit', { token: admin })).json();
    const actions = audit.entries
      .filter((e: { detail: { feedbackId?: string } }) => e.detail.feedbackId === id)
      .map((e: { action: string }) => e.action)
      .sort();
    expect(actions).toEqual(['feedback.done', 'feedback.read']);
  });

  it('answers 400 for bad input, 404 for an unknown or malformed message id and 403 to a learner', async () => {
    const { token } = await s.signUp();
    expect((await s.fetch('/api/admin/feedback?status=closed', { token: admin })).status).toBe(400);
    expect((await s.fetch('/api/admin/feedback', { token })).status).toBe(403);
    expect((await s.fetch('/api/admin/feedback')).status).toBe(401);
    const bad = await s.fetch('/api/admin/feedback/not-a-uuid/status', {
      method: 'PUT',
      token: admin,
      body: { status: 'done' },
    });
    expect(bad.status).toBe(404);
    const wrong = await s.fetch('/api/admin/feedback/00000000-0000-4000-8000-000000000000/status', {
      method: 'PUT',
      token: admin,
      body: { status: 'archived' },
    });
    expect(wrong.status).toBe(400);
    const unknown = await s.fetch('/api/admin/feedback/00000000-0000-4000-8000-000000000000/status', {
      method: 'PUT',
      token: admin,
      body: { status: 'done' },
    });
    expect(unknown.status).toBe(404);
    const byLearner = await s.fetch('/api/admin/feedback/00000000-0000-4000-8000-000000000000/status', {
      method: 'PUT',
      token,
      body: { status: 'done' },
    });
    expect(byLearner.status).toBe(403);
    const badPage = await s.fetch('/api/feedback', {
      method: 'POST',
      token,
      body: { message: 'hello there friends', page: 'https://evil.example/x?y' },
    });
    expect(badPage.status).toBe(400);
  });
});

describe('daily activity', () => {
  it('counts sign-ups and active learners per UTC day for the last 30 days, zero elsewhere', async () => {
    const before = await (await s.fetch('/api/admin/activity', { token: admin })).json();
    expect(before.days).toHaveLength(30);
    expect(before.days.at(-1).day).toBe('2026-03-02');
    const today = before.days.at(-1);
    const learner = await s.signUp();
    const tracked = await s.fetch('/api/analytics/track', {
      method: 'POST',
      token: learner.token,
      body: { activityType: 'login' },
    });
    expect(tracked.status).toBeLessThan(300);
    const after = await (await s.fetch('/api/admin/activity', { token: admin })).json();
    expect(after.days.at(-1)).toEqual({
      day: '2026-03-02',
      signUps: today.signUps + 1,
      activeUsers: today.activeUsers + 1,
    });
    expect(after.days.slice(0, -1).every((d: { signUps: number }) => d.signUps === 0)).toBe(true);
    const { token } = await s.signUp();
    expect((await s.fetch('/api/admin/activity', { token })).status).toBe(403);
  });
});

describe('who counts as active', () => {
  const row = async (email: string) => {
    const page = await (
      await s.fetch(`/api/admin/users?search=${encodeURIComponent(email)}`, { token: admin })
    ).json();
    return page.users[0] as { lastActiveAt: string | null };
  };
  const today = async () =>
    (await (await s.fetch('/api/admin/activity', { token: admin })).json()).days.at(-1);

  it('counts a learner who only signed up, or only opened the app with a saved session, and says when', async () => {
    s.setNow(new Date('2026-03-02T10:00:00Z'));
    const before = await today();
    // Signed up through the API, no lesson, quiz or trade: active on the day, last active then.
    const learner = await s.signUp();
    expect((await row(learner.email)).lastActiveAt).toBe('2026-03-02T10:00:00.000Z');
    expect((await today()).activeUsers).toBe(before.activeUsers + 1);

    // Two days later the app is opened with the saved session (GET /api/auth/verify), nothing else.
    s.setNow(new Date('2026-03-04T08:30:00Z'));
    const fresh = await today();
    expect((await s.fetch('/api/auth/verify', { token: learner.token })).status).toBe(200);
    expect((await row(learner.email)).lastActiveAt).toBe('2026-03-04T08:30:00.000Z');
    expect((await today()).activeUsers).toBe(fresh.activeUsers + 1);

    // Opened again the same day: still one learner, one row for the day.
    s.setNow(new Date('2026-03-04T09:00:00Z'));
    expect((await s.fetch('/api/auth/verify', { token: learner.token })).status).toBe(200);
    expect((await today()).activeUsers).toBe(fresh.activeUsers + 1);
    const marks = await s.db.execute(
      sql`select count(*)::int as n from auth_events where user_id = ${learner.user.id} and event = 'active'`,
    );
    expect((marks as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    s.setNow(new Date('2026-03-02T10:00:00Z'));
  });
});

describe('audit rows of a deleted account', () => {
  it('stay, with the user reference removed', async () => {
    const learner = await s.signUp();
    await s.fetch(`/api/admin/users/${learner.user.id}/plan`, {
      method: 'PUT',
      token: admin,
      body: { plan: 'pro' },
    });
    const entries = async () =>
      (await (await s.fetch('/api/admin/audit', { token: admin })).json()).entries as {
        id: number;
        targetUserId: string | null;
        action: string;
      }[];
    const row = (await entries()).find((e) => e.targetUserId === learner.user.id)!;
    expect(row.action).toBe('plan.pro');
    const gone = await s.fetch('/api/profile', {
      method: 'DELETE',
      token: learner.token,
      body: { password: learner.password },
    });
    expect(gone.status).toBe(200);
    const after = (await entries()).find((e) => e.id === row.id);
    expect(after).toMatchObject({ action: 'plan.pro', targetUserId: null });
  });
});
