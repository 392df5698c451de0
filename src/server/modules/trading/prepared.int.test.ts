// The order path's writes run as statements built once (prepared.ts) with their values encoded per
// order: what they store must be what drizzle's query builder stored, SQL NULL included (a null bound
// through a JSON column's encoder would be stored as the JSON value null), for every account that
// reuses the same statement.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from './test-market';

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;
const NOW = new Date('2026-11-24T15:00:00Z');

beforeAll(async () => {
  market = controlledMarket({ ZZZ: 100 });
  s = await startTestServer({ now: NOW });
});
afterAll(async () => {
  market.restore();
  await s.close();
});

const trade = async (token: string, type: 'buy' | 'sell', shares: number) => {
  const res = await s.fetch('/api/trading/trade', {
    token,
    body: { type, symbol: 'ZZZ', shares, orderType: 'market' },
  });
  expect(res.status).toBe(200);
  return res.json();
};
const rows = async (query: ReturnType<typeof sql>) =>
  ((await s.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('the prepared writes of an order', () => {
  it('store fills, orders, positions, the portfolio and the XP entry as the query builder did, account after account', async () => {
    for (let account = 0; account < 3; account++) {
      const { token, user } = await s.signUp();
      await trade(token, 'buy', 10);
      await trade(token, 'buy', 5);
      await trade(token, 'sell', 15);
      // realized_pnl is SQL NULL on a buy; execution is an object (a realistic fill) or SQL NULL,
      // never the JSON value null.
      const fills = await rows(sql`
        select type, shares, realized_pnl is null as no_pnl, realized_pnl_percent is null as no_pnl_percent,
          coalesce(jsonb_typeof(execution), 'sql null') as execution, order_id is not null as has_order,
          timestamp = ${NOW.toISOString()}::timestamptz as at_now
        from trades where user_id = ${user.id} order by seq`);
      expect(fills).toEqual([
        {
          type: 'BUY',
          shares: 10,
          no_pnl: true,
          no_pnl_percent: true,
          execution: 'object',
          has_order: true,
          at_now: true,
        },
        {
          type: 'BUY',
          shares: 5,
          no_pnl: true,
          no_pnl_percent: true,
          execution: 'object',
          has_order: true,
          at_now: true,
        },
        {
          type: 'SELL',
          shares: 15,
          no_pnl: false,
          no_pnl_percent: false,
          execution: 'object',
          has_order: true,
          at_now: true,
        },
      ]);
      const orders = await rows(sql`
        select status, shares, limit_price is null as no_limit, reason is null as no_reason, reserved_cash,
          filled_shares, trade_id is not null as has_trade, created_at = ${NOW.toISOString()}::timestamptz as at_now
        from orders where user_id = ${user.id} order by created_at, shares`);
      expect(orders).toHaveLength(3);
      for (const o of orders)
        expect(o).toMatchObject({
          status: 'FILLED',
          no_limit: true,
          no_reason: true,
          has_trade: true,
          at_now: true,
        });
      // Sold out: the position row went.
      expect(await rows(sql`select symbol from positions where user_id = ${user.id}`)).toEqual([]);
      const [portfolio] = await rows(sql`
        select cash < starting_cash as paid_spread, trades_today, margin_call_deadline is null as no_call,
          updated_at = ${NOW.toISOString()}::timestamptz as at_now
        from portfolios where user_id = ${user.id}`);
      expect(portfolio).toMatchObject({ paid_spread: true, no_call: true, at_now: true });
      expect(Number(portfolio!.trades_today)).toBe(3);
      const xp = await rows(sql`
        select type, lesson_id is null as no_lesson, jsonb_typeof(data) as data_type, data
        from activities where user_id = ${user.id} and type = 'trade_execute' order by seq`);
      expect(xp.map((a) => [a.no_lesson, a.data_type, (a.data as { quantity: number }).quantity])).toEqual([
        [true, 'object', 10],
        [true, 'object', 5],
        [true, 'object', 15],
      ]);
    }
  });
});
