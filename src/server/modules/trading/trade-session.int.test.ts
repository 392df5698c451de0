// POST /trade checks the session inside its own transaction (under the portfolio lock, and in the
// pre-trade read when quotes are fetched first) rather than in the auth guard: signing out, a password
// change, an administrator's disable or a deleted account still refuse the very next order, with the
// guard's message, and nothing is written. Its answer's metrics come from the ledger read under the lock.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from './test-market';

let s: TestServer;
let admin: string;
const NOW = new Date('2026-11-24T15:00:00Z');
const BUY = { type: 'buy', symbol: 'AAPL', shares: 2, orderType: 'market' };
const SIGN_IN = { error: 'Please sign in to continue.' };

beforeAll(async () => {
  s = await startTestServer({ now: NOW, config: { ADMIN_EMAILS: 'desk-admin@example.com' } });
  const boss = await s.signUp({ email: 'desk-admin@example.com' });
  await s.grantAdmin(boss.email);
  const login = await s.fetch('/api/auth/login', { body: { email: boss.email, password: boss.password } });
  admin = ((await login.json()) as { token: string }).token;
});
afterAll(() => s.close());

const trade = async (
  token: string | undefined,
  body: unknown = BUY,
  headers: Record<string, string> = {},
) => {
  const res = await s.fetch('/api/trading/trade', { token, body, headers });
  return { status: res.status, json: await res.json() };
};

/** What the account has in the database: portfolio rows, trades, XP entries, stored keys. */
async function written(userId: string) {
  const count = async (table: string) => {
    const r = (await s.db.execute(
      sql`select count(*)::int as n from ${sql.raw(table)} where user_id = ${userId}`,
    )) as unknown as { rows: { n: number }[] };
    return Number(r.rows[0]?.n);
  };
  const portfolio = (await s.db.execute(
    sql`select cash from portfolios where user_id = ${userId}`,
  )) as unknown as { rows: { cash: unknown }[] };
  return {
    portfolios: portfolio.rows.length,
    cash: portfolio.rows[0] ? Number(portfolio.rows[0].cash) : null,
    trades: await count('trades'),
    xp: Number(
      (
        (await s.db.execute(
          sql`select count(*)::int as n from activities where user_id = ${userId} and type = 'trade_execute'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n,
    ),
    keys: await count('trade_idempotency_keys'),
  };
}

describe.each([
  { quotes: 'fetched before the transaction', sync: false },
  { quotes: 'read inside the transaction', sync: true },
])('with quotes $quotes', ({ sync }) => {
  let market: ReturnType<typeof controlledMarket>;
  beforeAll(() => {
    market = controlledMarket({ AAPL: 190, MSFT: 400 }, { sync });
  });
  afterAll(() => market.restore());

  it('answers 401 with the guard message without a token or with a forged one', async () => {
    expect(await trade(undefined)).toEqual({ status: 401, json: SIGN_IN });
    const { token } = await s.signUp();
    const [h, p] = token.split('.');
    expect(await trade(`${h}.${p}.${'A'.repeat(43)}`)).toEqual({ status: 401, json: SIGN_IN });
  });

  it('after sign-out the next order is refused and writes nothing, first order or not', async () => {
    const first = await s.signUp();
    expect((await s.fetch('/api/auth/logout', { method: 'POST', token: first.token })).status).toBe(200);
    expect(await trade(first.token)).toEqual({ status: 401, json: SIGN_IN });
    // Not even the portfolio a first order creates.
    expect(await written(first.user.id)).toEqual({ portfolios: 0, cash: null, trades: 0, xp: 0, keys: 0 });

    const later = await s.signUp();
    expect((await trade(later.token)).status).toBe(200);
    const before = await written(later.user.id);
    expect((await s.fetch('/api/auth/logout', { method: 'POST', token: later.token })).status).toBe(200);
    expect(await trade(later.token)).toEqual({ status: 401, json: SIGN_IN });
    expect(await written(later.user.id)).toEqual(before);
  });

  it('a stored answer is not replayed to a session that ended', async () => {
    const { token, user } = await s.signUp();
    const headers = { 'idempotency-key': `ended-${sync}` };
    expect((await trade(token, BUY, headers)).status).toBe(200);
    expect((await trade(token, BUY, headers)).status).toBe(200);
    expect((await s.fetch('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect(await trade(token, BUY, headers)).toEqual({ status: 401, json: SIGN_IN });
    expect(await written(user.id)).toMatchObject({ trades: 1, keys: 1 });
  });

  it('a password change refuses older tokens at once and the token it answered trades', async () => {
    const { token, password, user } = await s.signUp();
    expect((await trade(token)).status).toBe(200);
    const change = await s.fetch('/api/auth/profile', {
      method: 'PUT',
      token,
      body: { currentPassword: password, newPassword: `${password}-2x` },
    });
    expect(change.status).toBe(200);
    expect(await trade(token)).toEqual({ status: 401, json: SIGN_IN });
    expect(await written(user.id)).toMatchObject({ trades: 1 });
    const fresh = ((await change.json()) as { token: string }).token;
    expect((await trade(fresh)).status).toBe(200);
    expect(await written(user.id)).toMatchObject({ trades: 2 });
  });

  it("an administrator's disable refuses the next order; a deleted account's token is refused too", async () => {
    const learner = await s.signUp();
    expect((await trade(learner.token)).status).toBe(200);
    const off = await s.fetch(`/api/admin/users/${learner.user.id}/status`, {
      method: 'PUT',
      token: admin,
      body: { status: 'disabled' },
    });
    expect(off.status).toBe(200);
    expect(await trade(learner.token)).toEqual({ status: 401, json: SIGN_IN });
    expect(await written(learner.user.id)).toMatchObject({ trades: 1 });

    const gone = await s.signUp();
    await s.db.execute(sql`delete from users where id = ${gone.user.id}`);
    expect(await trade(gone.token)).toEqual({ status: 401, json: SIGN_IN });
    expect(await written(gone.user.id)).toMatchObject({ portfolios: 0, trades: 0 });
  });

  it("the answer's metrics are the ones a fresh read gives, and each fill writes one XP entry", async () => {
    const { token, user } = await s.signUp();
    market.set('MSFT', 400);
    const answers = [];
    answers.push((await trade(token, { type: 'buy', symbol: 'MSFT', shares: 10, orderType: 'market' })).json);
    market.set('MSFT', 420);
    answers.push((await trade(token, { type: 'sell', symbol: 'MSFT', shares: 4, orderType: 'market' })).json);
    market.set('MSFT', 380);
    answers.push((await trade(token, { type: 'sell', symbol: 'MSFT', shares: 3, orderType: 'market' })).json);
    const fresh = (await (await s.fetch('/api/trading/portfolio', { token })).json()) as {
      metrics: unknown;
      portfolio: { transactions: number };
    };
    const last = answers.at(-1) as { metrics: unknown; portfolio: { transactions: number } };
    expect(last.metrics).toEqual(fresh.metrics);
    expect(last.portfolio.transactions).toBe(3);
    expect(fresh.portfolio.transactions).toBe(3);
    expect(last.metrics).toMatchObject({ totalTrades: 3 });
    expect(await written(user.id)).toMatchObject({ trades: 3, xp: 3 });
    // A refused order (no shares left to sell) writes no XP entry.
    expect(
      (await trade(token, { type: 'sell', symbol: 'TSLA', shares: 1, orderType: 'market' })).status,
    ).toBe(400);
    expect(await written(user.id)).toMatchObject({ trades: 3, xp: 3 });
  });
});
