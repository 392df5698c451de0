// Parallel option buys and closes at one account on the real PostgreSQL server (PGlite runs one
// transaction at a time and proves nothing here): never overspend, never oversell, no cent lost.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionPositions, portfolios } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/server';
import { loadTrades } from '../trading/store';
import { controlledMarket } from '../trading/test-market';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres).each([{ sync: false }, { sync: true }])(
  'concurrent option trades on PostgreSQL (synchronous market: $sync)',
  ({ sync }) => {
    let s: TestServer;
    let market: ReturnType<typeof controlledMarket>;
    beforeAll(async () => {
      market = controlledMarket({ AAPL: 190 }, { sync });
      s = await startTestServer({ now: new Date('2026-11-24T15:00:00Z') });
    });
    afterAll(async () => {
      market.restore();
      await s.close();
    });

    it('40 simultaneous option buys and sells of one contract never overspend, oversell or lose a cent', async () => {
      const { token, user } = await s.signUp();
      const order = {
        symbol: 'AAPL',
        optionType: 'call',
        strike: 190,
        expiration: '2026-12-18',
        orderType: 'market',
      };
      const first = await s.fetch('/api/trading/options/trade', {
        token,
        body: { ...order, side: 'buy', contracts: 15 },
      });
      expect(first.status).toBe(200);

      // 24 buys of 10 contracts (about $5,700 each: the 25% concentration limit allows a few, cash
      // and the sells' credits about 19) and 16 sells of 2 (the first 15 contracts allow 7 without
      // any buy); each buy stays under the 10% position-size limit.
      const bodies = Array.from({ length: 40 }, (_, i) =>
        i % 5 < 3 ? { ...order, side: 'buy', contracts: 10 } : { ...order, side: 'sell', contracts: 2 },
      );
      const answers = await Promise.all(
        bodies.map(async (body) => {
          const res = await s.fetch('/api/trading/options/trade', { token, body });
          return { body, status: res.status, json: (await res.json()) as { error?: string } };
        }),
      );
      for (const a of answers) {
        if (a.status !== 200)
          expect(a.json.error).toMatch(
            /^(Insufficient funds|Insufficient contracts to sell|Daily trade limit|Concentration in AAPL would be)/,
          );
      }
      const bought = answers.filter((a) => a.status === 200 && a.body.side === 'buy').length;
      const sold = answers.filter((a) => a.status === 200 && a.body.side === 'sell').length;

      const [row] = await s.db.select().from(portfolios).where(eq(portfolios.userId, user.id));
      const [line] = await s.db.select().from(optionPositions).where(eq(optionPositions.userId, user.id));
      expect(row!.cash).toBeGreaterThanOrEqual(0);
      const held = 15 + 10 * bought - 2 * sold;
      expect(held).toBeGreaterThanOrEqual(0);
      expect(line?.contracts ?? 0).toBe(held);

      // Cash is exactly the start less every debit plus every credit in the history.
      const trades = await loadTrades(s.db, user.id);
      expect(trades).toHaveLength(1 + bought + sold);
      const flow = trades.reduce(
        (sum, t) =>
          sum + (t.type === 'option_buy' ? -(t.totalValue + t.commission) : t.totalValue - t.commission),
        0,
      );
      expect(row!.cash).toBe(100_000_00 + flow);
      expect(bought).toBeGreaterThan(0);
      expect(bought).toBeLessThan(24); // concentration or cash ran out: the race reached a limit
      expect(sold).toBeGreaterThan(0);
    });
  },
);
