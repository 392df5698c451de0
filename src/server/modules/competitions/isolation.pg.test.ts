// Concurrent orders across one learner's portfolios on the real PostgreSQL server (issue 21 point 7):
// the personal portfolio and two games, traded at once. Each portfolio's cash and shares follow from
// its own trades alone, and no order lands in another portfolio.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayTrades } from '../../../core/trading';
import type { CompetitionSummary } from '../../../shared/api/competitions';
import { competitionPlayers, portfolios, positions } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/server';
import { loadTrades } from '../trading/store';
import { controlledMarket } from '../trading/test-market';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('game portfolios on PostgreSQL', () => {
  let s: TestServer;
  let market: ReturnType<typeof controlledMarket>;
  beforeAll(async () => {
    market = controlledMarket({ AAA: 10, BBB: 20, CCC: 40 });
    s = await startTestServer({ now: new Date('2026-11-24T15:00:00Z') });
  });
  afterAll(async () => {
    market.restore();
    await s.close();
  });

  it('120 simultaneous orders across the personal portfolio and two games stay in their own portfolio', async () => {
    const { token, user } = await s.signUp();
    const newGame = async (startingCash: number) => {
      const res = await s.fetch('/api/competitions', {
        token,
        body: {
          name: `Game ${startingCash}`,
          startDate: '2026-11-24',
          endDate: '2026-12-24',
          startingCash,
          visibility: 'private',
        },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as CompetitionSummary;
    };
    const games = [await newGame(20_000), await newGame(5_000)];
    const targets: (string | undefined)[] = [undefined, games[0]!.id, games[1]!.id];
    const symbols = ['AAA', 'BBB', 'CCC'];
    // Buys of 20 shares ($200–$800 each) and sells of 10, to every portfolio, all at once.
    const bodies = Array.from({ length: 120 }, (_, i) => ({
      type: i % 4 === 3 ? 'sell' : 'buy',
      symbol: symbols[i % 3]!,
      shares: i % 4 === 3 ? 10 : 20,
      ...(targets[i % 3] ? { competitionId: targets[i % 3] } : {}),
    }));
    const answers = await Promise.all(
      bodies.map(async (body) => (await s.fetch('/api/trading/trade', { token, body })).status),
    );
    expect(answers.filter((x) => x === 200).length).toBeGreaterThan(40);
    expect(answers.every((x) => x === 200 || x === 400)).toBe(true);

    const accounts = [
      { key: user.id, cash: 100_000 },
      ...(await Promise.all(
        games.map(async (g) => {
          const [row] = await s.db
            .select()
            .from(competitionPlayers)
            .where(eq(competitionPlayers.competitionId, g.id));
          return { key: row!.accountId, cash: g.startingCash };
        }),
      )),
    ];
    for (const [i, account] of accounts.entries()) {
      const [row] = await s.db.select().from(portfolios).where(eq(portfolios.userId, account.key));
      expect(row!.startingCash).toBe(account.cash * 100);
      expect(row!.cash).toBeGreaterThanOrEqual(0);
      const trades = await loadTrades(s.db, account.key, 1000, 0);
      // Only the orders sent to this portfolio traded in it: every symbol here came from its own bodies.
      const sent = bodies.filter((_, j) => j % 3 === i).map((b) => b.symbol);
      expect(trades.every((t) => sent.includes(t.symbol))).toBe(true);
      // Cash and shares follow from this portfolio's own trade log.
      const replay = replayTrades(account.cash * 100, [...trades].reverse());
      expect(replay.cash).toBe(row!.cash);
      const held = await s.db.select().from(positions).where(eq(positions.userId, account.key));
      expect(Object.fromEntries(held.map((p) => [p.symbol, p.shares]))).toEqual(
        Object.fromEntries(replay.positions.map((p) => [p.symbol, p.shares])),
      );
    }
  });
});
