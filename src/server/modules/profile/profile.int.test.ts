import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from '../trading/test-market';

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;
beforeAll(async () => {
  market = controlledMarket({ AAPL: 190, MSFT: 400, TSLA: 250, GOOGL: 170, AMZN: 180, SPY: 500 });
  s = await startTestServer({ now: new Date('2026-03-02T10:00:00Z') });
});
afterAll(async () => {
  market.restore();
  await s.close();
});

/** Gives a fresh user rows in as many modules as an API call reaches. */
async function busyUser() {
  const session = await s.signUp();
  const { token } = session;
  const calls: [string, unknown][] = [
    ['/api/auth/progress', { storyId: 'tulip-mania', completed: true, score: 100 }],
    ['/api/feedback', { message: 'Lovely lessons', category: 'general' }],
    ['/api/trading/trade', { type: 'buy', symbol: 'AAPL', shares: 2 }],
    ['/api/chat/messages', { message: 'what is a bear market?' }],
    ['/api/profile/pro-interest', { billing: 'yearly' }],
  ];
  for (const [path, body] of calls) {
    const res = await s.fetch(path, { token, body });
    expect(res.status, path).toBeLessThan(300);
  }
  return session;
}

/** Every public table with a user_id column, read from the database's own catalogue. */
async function userIdTables(): Promise<string[]> {
  const result = await s.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
}

async function rowsOf(table: string, userId: string): Promise<number> {
  const result = await s.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('GET /api/profile', () => {
  it('says a new account is on the free plan and has not asked for Pro', async () => {
    const { token } = await s.signUp();
    const res = await s.fetch('/api/profile', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ plan: 'free', proInterestAt: null, hasPassword: true });
  });

  it('refuses a guest with 401', async () => {
    expect((await s.fetch('/api/profile')).status).toBe(401);
  });
});

describe('POST /api/profile/pro-interest', () => {
  it('records interest and shows when it was asked', async () => {
    const { token } = await s.signUp();
    const res = await s.fetch('/api/profile/pro-interest', {
      token,
      body: { billing: 'monthly', studentEmail: 'ada@uni.ac.uk' },
    });
    expect(res.status).toBe(201);
    expect(await (await s.fetch('/api/profile', { token })).json()).toEqual({
      plan: 'free',
      proInterestAt: '2026-03-02T10:00:00.000Z',
      hasPassword: true,
    });
  });

  it('answers 400 for a bad plan, a bad e-mail or an unknown field', async () => {
    const { token } = await s.signUp();
    for (const body of [
      {},
      { billing: 'weekly' },
      { billing: 'monthly', studentEmail: 'not-an-email' },
      { billing: 'monthly', price: 0 },
    ]) {
      const res = await s.fetch('/api/profile/pro-interest', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
  });
});

describe('GET /api/profile/export', () => {
  it('downloads the user’s own rows without the password hash, and none of another user’s', async () => {
    const me = await busyUser();
    const other = await busyUser();
    const res = await s.fetch('/api/profile/export', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="thinkstreet-data-2026-03-02\.json"/,
    );
    const data = await res.json();
    expect(data.tables.users).toHaveLength(1);
    expect(data.tables.users[0]).toMatchObject({ id: me.user.id, email: me.email });
    expect(data.tables.users[0]).not.toHaveProperty('passwordHash');
    expect(data.tables.feedback).toEqual([expect.objectContaining({ message: 'Lovely lessons' })]);
    expect(data.tables.pro_interest).toEqual([expect.objectContaining({ billing: 'yearly' })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.user.id);
    expect(text).not.toContain('argon2');
  });
});

describe('DELETE /api/profile', () => {
  it('removes the account and leaves no row of the user in any table with a user_id', async () => {
    const me = await busyUser();
    const other = await busyUser();
    const tables = await userIdTables();
    expect(tables.length).toBeGreaterThan(5);
    const before = await Promise.all(tables.map((t) => rowsOf(t, me.user.id)));
    expect(before.some((n) => n > 0)).toBe(true);

    const res = await s.fetch('/api/profile', {
      method: 'DELETE',
      token: me.token,
      body: { password: me.password },
    });
    expect(res.status).toBe(200);

    for (const table of tables) expect(await rowsOf(table, me.user.id), table).toBe(0);
    const users = await s.db.execute(sql`select count(*)::int as n from users where id = ${me.user.id}`);
    expect((users as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // The other learner keeps everything.
    const kept = await Promise.all(tables.map((t) => rowsOf(t, other.user.id)));
    expect(kept).toEqual(await Promise.all(tables.map((t) => rowsOf(t, other.user.id))));
    expect(kept.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    // The old token no longer works and the e-mail can no longer sign in.
    expect((await s.fetch('/api/profile', { token: me.token })).status).toBe(401);
    const login = await s.fetch('/api/auth/login', { body: { email: me.email, password: me.password } });
    expect(login.status).toBe(401);
  });

  it('keeps the account when the password is wrong (400) or missing (400)', async () => {
    const me = await s.signUp();
    const wrong = await s.fetch('/api/profile', {
      method: 'DELETE',
      token: me.token,
      body: { password: 'nope-nope' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'Your password is incorrect.' });
    const missing = await s.fetch('/api/profile', { method: 'DELETE', token: me.token, body: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Enter your password to delete your account.' });
    expect((await s.fetch('/api/profile', { token: me.token })).status).toBe(200);
  });

  it('asks an account with no password (Google only) for its e-mail and a sign-in in the last 10 minutes', async () => {
    const me = await s.signUp();
    // What a Google sign-up leaves: an account with no password.
    await s.db.execute(sql`update users set password_hash = null where id = ${me.user.id}`);
    const googleSignIn = async () => {
      const code = await s.app.auth.createLoginCode(me.user.id, 'binding-1');
      const res = await s.fetch('/api/auth/exchange', { body: { code, binding: 'binding-1' } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { token: string }).token;
    };
    const start = new Date('2026-05-04T10:00:00Z');
    s.setNow(start);
    const token = await googleSignIn();
    expect(await (await s.fetch('/api/profile', { token })).json()).toMatchObject({ hasPassword: false });

    const del = (body: unknown, t = token) => s.fetch('/api/profile', { method: 'DELETE', token: t, body });
    const wrongEmail = await del({ confirmEmail: 'someone-else@example.com' });
    expect(wrongEmail.status).toBe(400);
    expect(await wrongEmail.json()).toEqual({ error: 'Type the e-mail address of this account to confirm.' });

    s.setNow(new Date(start.getTime() + 11 * 60_000));
    const stale = await del({ confirmEmail: me.email.toUpperCase() });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({
      error: 'For your safety, sign in with Google again, then delete your account within 10 minutes.',
    });

    const fresh = await googleSignIn();
    const done = await del({ confirmEmail: ` ${me.email} ` }, fresh);
    expect(done.status).toBe(200);
    expect((await s.fetch('/api/profile', { token: fresh })).status).toBe(401);
  });

  it('refuses a guest with 401', async () => {
    const res = await s.fetch('/api/profile', { method: 'DELETE', body: { password: 'whatever1' } });
    expect(res.status).toBe(401);
  });
});
