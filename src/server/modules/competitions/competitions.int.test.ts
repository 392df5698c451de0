import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassroomAnswer,
  CompetitionDetail,
  CompetitionLeaderboardAnswer,
  CompetitionSummary,
  CompetitionsAnswer,
} from '../../../shared/api/competitions';
import type { PortfolioAnswer } from '../../../shared/api/trading';
import { activities } from '../../db/schema';
import { runJob } from '../../jobs';
import { startTestServer, type TestServer } from '../../test/server';

// Trading games through the real server and database (issue 21 points 1, 3 and 7): the game's own
// portfolios beside the personal one, every rule refused with its message, the ranking by each
// measure, the organiser's removal, classroom consent and the end of the game.

const NOW = new Date('2026-11-24T15:00:00Z'); // a Tuesday, 10:00 in New York
const START = '2026-11-24';
const END = '2026-11-27';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: NOW, config: { JWT_TTL_SECONDS: String(60 * 86_400) } });
});
afterAll(() => s.close());

type Session = Awaited<ReturnType<TestServer['signUp']>>;

async function create(token: string, body: Record<string, unknown>): Promise<Response> {
  return s.fetch('/api/competitions', {
    token,
    body: {
      name: 'Class of 2026',
      startDate: START,
      endDate: END,
      startingCash: 50_000,
      visibility: 'private',
      ...body,
    },
  });
}

async function game(token: string, body: Record<string, unknown> = {}): Promise<CompetitionSummary> {
  const res = await create(token, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CompetitionSummary;
}

async function join(token: string, code: string): Promise<Response> {
  return s.fetch('/api/competitions/join', { token, body: { code } });
}

async function buy(token: string, competitionId: string | undefined, extra: Record<string, unknown> = {}) {
  return s.fetch('/api/trading/trade', {
    token,
    body: { type: 'buy', symbol: 'AAPL', shares: 5, ...(competitionId ? { competitionId } : {}), ...extra },
  });
}

async function portfolio(token: string, competitionId?: string): Promise<PortfolioAnswer> {
  const res = await s.fetch(
    `/api/trading/portfolio${competitionId ? `?competitionId=${competitionId}` : ''}`,
    {
      token,
    },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as PortfolioAnswer;
}

async function errorOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: string }).error;
}

describe('creating a game', () => {
  it('refuses bad dates, names and cash with a message that says what to change', async () => {
    const { token } = await s.signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '2026-11-20' }, 'The start date cannot be in the past.'],
      [{ endDate: '2026-11-24' }, 'The end date must be after the start date.'],
      [{ endDate: '2028-01-01' }, 'A competition can last at most 366 days.'],
      [{ startDate: '2026-02-30' }, 'The start date is not a real date (YYYY-MM-DD).'],
      [{ name: 'ab' }, 'Give the competition a name of at least 3 characters'],
      [{ startingCash: 10 }, 'Starting cash must be at least $1,000'],
      [{ visibility: 'secret' }, 'Visibility must be public or private'],
      [{ rules: { orderTypes: [] } }, 'Allow at least one order type'],
      [{ rules: { maxPositionPercent: 0 } }, 'The largest position must be at least 1% of the portfolio'],
    ];
    for (const [body, message] of cases) {
      const res = await create(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toContain(message);
    }
    expect(
      (
        await s.fetch('/api/competitions', {
          body: { name: 'No one', startDate: START, endDate: END, startingCash: 5000, visibility: 'public' },
        })
      ).status,
    ).toBe(401);
  });

  it('answers the game with its code; the organiser plays with the game’s starting cash', async () => {
    const ann = await s.signUp();
    const created = await game(ann.token, { rules: { maxPositionPercent: 50 } });
    expect(created).toMatchObject({
      name: 'Class of 2026',
      status: 'active',
      players: 1,
      isOrganiser: true,
      isPlayer: true,
      startingCash: 50_000,
      rules: {
        maxPositionPercent: 50,
        shorting: false,
        orderTypes: ['market', 'limit', 'stop', 'stop-limit'],
      },
    });
    expect(created.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await portfolio(ann.token, created.id)).portfolio.cash).toBe(50_000);
    expect((await portfolio(ann.token)).portfolio.cash).toBe(100_000);
  });
});

describe('playing a game', () => {
  let ann: Session;
  let ben: Session;
  let cat: Session;
  let g: CompetitionSummary;
  beforeAll(async () => {
    ann = await s.signUp();
    ben = await s.signUp();
    cat = await s.signUp();
    g = await game(ann.token, { classroom: true });
  });

  it('lets a second learner join by code (case, spaces and dashes ignored) and only players see a private game', async () => {
    const typed = `${g.code!.slice(0, 4).toLowerCase()}-${g.code!.slice(4)} `;
    const joined = await join(ben.token, typed);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ id: g.id, isPlayer: true, isOrganiser: false, players: 2 });
    expect((await join(ben.token, g.code!)).status).toBe(200); // joining twice changes nothing
    expect(await errorOf(await join(cat.token, 'NOPE2345'))).toBe(
      'No competition has that code. Check it with the organiser.',
    );

    const list = (await (
      await s.fetch('/api/competitions', { token: ben.token })
    ).json()) as CompetitionsAnswer;
    expect(list.mine.map((x) => x.id)).toContain(g.id);
    const cats = (await (
      await s.fetch('/api/competitions', { token: cat.token })
    ).json()) as CompetitionsAnswer;
    expect([...cats.mine, ...cats.public].map((x) => x.id)).not.toContain(g.id);
    expect((await s.fetch(`/api/competitions/${g.id}`, { token: cat.token })).status).toBe(404);
    expect((await s.fetch(`/api/competitions/${g.id}/leaderboard`, { token: cat.token })).status).toBe(404);
    expect((await s.fetch('/api/competitions/not-a-uuid', { token: cat.token })).status).toBe(404);
  });

  it('trades in the game portfolio and never in the personal one; outsiders and bad ids are refused', async () => {
    const res = await buy(ben.token, g.id);
    expect(res.status).toBe(200);
    const inGame = await portfolio(ben.token, g.id);
    expect(inGame.portfolio.positions.map((p) => [p.symbol, p.shares])).toEqual([['AAPL', 5]]);
    expect(inGame.portfolio.cash).toBeLessThan(50_000);
    const personal = await portfolio(ben.token);
    expect(personal.portfolio.cash).toBe(100_000);
    expect(personal.portfolio.positions).toEqual([]);
    // The same via the query string, and the game's history holds only the game's trade.
    const history = await s.fetch(`/api/trading/trades?competitionId=${g.id}`, { token: ben.token });
    expect(((await history.json()) as { total: number }).total).toBe(1);
    expect((await buy(ann.token, g.id)).status).toBe(200);

    expect(await errorOf(await buy(cat.token, g.id))).toBe(
      'Competition not found, or you do not play in it.',
    );
    const bad = await buy(cat.token, 'x');
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe('competitionId must be the id of a competition.');
    expect((await portfolio(cat.token)).portfolio.cash).toBe(100_000);
  });

  it('gives trades in a game no XP of their own', async () => {
    const rows = await s.db.select().from(activities).where(eq(activities.userId, ben.user.id));
    expect(rows.filter((r) => r.type === 'trade_execute')).toHaveLength(0);
  });

  it('ranks both players by return and excess return, and by Sharpe only from five trading days', async () => {
    const board = async (rank: string) => {
      const res = await s.fetch(`/api/competitions/${g.id}/leaderboard?rank=${rank}`, { token: ann.token });
      expect(res.status).toBe(200);
      return (await res.json()) as CompetitionLeaderboardAnswer;
    };
    for (const rank of ['return', 'excess']) {
      const b = await board(rank);
      expect(b.entries.map((e) => e.rank)).toEqual([1, 2]);
      expect(b.entries.filter((e) => e.isCurrentUser)).toHaveLength(1);
      expect(b).toMatchObject({ total: 2, frozen: false, period: 'overall' });
    }
    const sharpe = await board('sharpe');
    expect(sharpe).toMatchObject({ entries: [], total: 0, unranked: 2 });
    const res = await s.fetch(`/api/competitions/${g.id}/leaderboard?rank=luck`, { token: ann.token });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toContain('rank must be one of: return, sharpe, excess');
    const far = await s.fetch(`/api/competitions/${g.id}/leaderboard?offset=130809805692`, {
      token: ann.token,
    });
    expect(far.status).toBe(400);
    expect(await errorOf(far)).toBe('offset must be between 0 and 1000000');
    // The personal leaderboard does not list game portfolios.
    await runJob(s.deps, 'rankings');
    const overall = await s.fetch('/api/trading/leaderboard?limit=100', { token: ben.token });
    const entries = ((await overall.json()) as { entries: { isCurrentUser: boolean; trades: number }[] })
      .entries;
    expect(entries.find((e) => e.isCurrentUser)?.trades ?? 0).toBe(0);
  });

  it('shows players and the organiser anonymously until each consents to a name, then by it at once', async () => {
    const seen = async (token: string) => {
      const d = (await (await s.fetch(`/api/competitions/${g.id}`, { token })).json()) as CompetitionDetail;
      const b = (await (
        await s.fetch(`/api/competitions/${g.id}/leaderboard`, { token })
      ).json()) as CompetitionLeaderboardAnswer;
      return {
        organiser: d.organiser,
        players: d.playerList.map((p) => p.name).sort(),
        ranked: b.entries.map((e) => e.username).sort(),
      };
    };
    const consent = (token: string, name: string | null) =>
      s.fetch('/api/trading/leaderboard/consent', {
        method: 'PUT',
        token,
        body: name === null ? { showOnLeaderboard: false } : { showOnLeaderboard: true, name },
      });
    const anonymous = /^Trader [0-9A-F]{4}$/;
    const before = await seen(ben.token);
    expect(before.organiser).toMatch(anonymous);
    expect(before.players.every((n) => anonymous.test(n))).toBe(true);
    expect(before.ranked).toEqual(before.players);

    // The control on the competition page: the one consent of every leaderboard.
    expect((await consent(ann.token, 'Ann')).status).toBe(200);
    expect((await consent(ben.token, 'Ben')).status).toBe(200);
    const after = await seen(ben.token);
    expect(after.organiser).toBe('Ann');
    expect(after.players).toEqual(['Ann', 'Ben']);
    expect(after.ranked).toEqual(['Ann', 'Ben']);
    expect((await seen(ann.token)).players).toEqual(['Ann', 'Ben']);

    // Withdrawn: the same anonymous handles as before.
    expect((await consent(ann.token, null)).status).toBe(200);
    expect((await consent(ben.token, null)).status).toBe(200);
    expect(await seen(ben.token)).toEqual(before);
  });

  it('shares lesson progress with the organiser only with consent, and as CSV', async () => {
    const table = async () => {
      const res = await s.fetch(`/api/competitions/${g.id}/classroom`, { token: ann.token });
      expect(res.status).toBe(200);
      return (await res.json()) as ClassroomAnswer;
    };
    expect(await table()).toEqual({ players: [], notSharing: 1 });
    expect((await s.fetch(`/api/competitions/${g.id}/classroom`, { token: ben.token })).status).toBe(403);
    const consent = (share: boolean) =>
      s.fetch(`/api/competitions/${g.id}/consent`, {
        token: ben.token,
        method: 'PUT',
        body: { shareProgress: share },
      });
    expect(await (await consent(true)).json()).toEqual({ shareProgress: true });
    const shared = await table();
    expect(shared.players).toEqual([
      {
        userId: ben.user.id,
        name: ben.user.name,
        lessonsCompleted: 0,
        quizAccuracy: null,
        trades: 1,
        rank: expect.any(Number),
      },
    ]);
    const csv = await s.fetch(`/api/competitions/${g.id}/classroom.csv`, { token: ann.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Player,Lessons completed,Quiz accuracy (%),Trades,Rank');
    expect(lines[1]).toMatch(new RegExp(`^${ben.user.name},0,,1,[12]$`));
    await consent(false);
    expect(await table()).toEqual({ players: [], notSharing: 1 });
  });

  it('lets only the organiser remove a player, who then can neither trade, be ranked nor join again', async () => {
    const remove = (token: string, who: string) =>
      s.fetch(`/api/competitions/${g.id}/players/${who}`, { token, method: 'DELETE' });
    expect((await remove(ben.token, ann.user.id)).status).toBe(403);
    expect((await remove(ann.token, ann.user.id)).status).toBe(400);
    // The same id written in capitals is the same organiser (a UUID's hex digits have no case).
    expect((await remove(ann.token, ann.user.id.toUpperCase())).status).toBe(400);
    expect((await remove(ann.token, ben.user.id)).status).toBe(200);
    expect((await remove(ann.token, ben.user.id)).status).toBe(404);
    const refused = await buy(ben.token, g.id);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe('The organiser removed you from this competition.');
    expect((await join(ben.token, g.code!)).status).toBe(403);
    const detail = (await (
      await s.fetch(`/api/competitions/${g.id}`, { token: ann.token })
    ).json()) as CompetitionDetail;
    expect(detail.playerList.map((p) => p.userId)).toEqual([ann.user.id]);
    const board = await s.fetch(`/api/competitions/${g.id}/leaderboard`, { token: ann.token });
    expect(((await board.json()) as CompetitionLeaderboardAnswer).total).toBe(1);
  });
});

describe('a game’s rules', () => {
  it('refuses each broken rule with a message that names it', async () => {
    const ann = await s.signUp();
    const g = await game(ann.token, {
      rules: {
        orderTypes: ['market'],
        advancedOrders: false,
        options: false,
        maxPositionPercent: 10,
        minSharePrice: 1000,
      },
    });
    const refusal = async (res: Promise<Response>) => {
      const r = await res;
      expect(r.status).toBe(400);
      return errorOf(r);
    };
    expect(await refusal(buy(ann.token, g.id, { orderType: 'limit', price: 100 }))).toBe(
      "This competition's rules do not allow limit orders. Allowed: market.",
    );
    expect(await refusal(buy(ann.token, g.id))).toMatch(
      /^This competition's rules do not allow buying shares priced under \$1,000\.00 \(AAPL is \$[\d,.]+\)\.$/,
    );
    expect(
      await refusal(
        s.fetch('/api/trading/trade', {
          token: ann.token,
          body: { type: 'sell', symbol: 'AAPL', shares: 1, competitionId: g.id },
        }),
      ),
    ).toBe("This competition's rules do not allow short selling: you can sell only the shares you hold.");
    expect(
      await refusal(
        s.fetch(`/api/trading/advanced-orders?competitionId=${g.id}`, {
          token: ann.token,
          body: { type: 'STOP_LOSS', symbol: 'AAPL', shares: 1, stopPrice: 1 },
        }),
      ),
    ).toContain('do not allow advanced orders');
    expect(
      await refusal(
        s.fetch(`/api/trading/options/trade?competitionId=${g.id}`, {
          token: ann.token,
          body: {
            symbol: 'AAPL',
            optionType: 'call',
            strike: 200,
            expiration: '2026-12-18',
            side: 'buy',
            contracts: 1,
          },
        }),
      ),
    ).toBe("This competition's rules do not allow options.");
    expect(
      await refusal(s.fetch(`/api/trading/reset?competitionId=${g.id}`, { token: ann.token, body: {} })),
    ).toBe('A competition portfolio cannot be reset: it is ranked against the other players.');
    expect(
      await refusal(
        s.fetch(`/api/trading/settings?competitionId=${g.id}`, {
          token: ann.token,
          method: 'PUT',
          body: { accountType: 'margin' },
        }),
      ),
    ).toContain("This competition's rules set the account type");

    const capped = await game(ann.token, { rules: { maxPositionPercent: 10 } });
    expect(await refusal(buy(ann.token, capped.id, { shares: 200 }))).toMatch(
      /^This competition's rules limit any position to 10% of the portfolio: this order would make AAPL \d+\.\d%\.$/,
    );
    expect((await buy(ann.token, capped.id, { shares: 1 })).status).toBe(200);
  });

  it('charges the game’s commission on every fill, from the game portfolio’s cash', async () => {
    const ann = await s.signUp();
    const g = await game(ann.token, { rules: { commission: 4.95 } });
    expect(g.rules.commission).toBe(4.95);
    const res = await buy(ann.token, g.id);
    expect(res.status).toBe(200);
    const { trade } = (await res.json()) as { trade: { totalValue: number; commission: number } };
    expect(trade.commission).toBe(4.95);
    const after = await portfolio(ann.token, g.id);
    expect(after.portfolio.cash).toBeCloseTo(50_000 - trade.totalValue - 4.95, 2);
    const sold = await s.fetch('/api/trading/trade', {
      token: ann.token,
      body: { type: 'sell', symbol: 'AAPL', shares: 5, competitionId: g.id },
    });
    expect(((await sold.json()) as { trade: { commission: number } }).trade.commission).toBe(4.95);
    // The personal portfolio pays none.
    const own = (await (await buy(ann.token, undefined)).json()) as { trade: { commission: number } };
    expect(own.trade.commission).toBe(0);
  });

  it('opens trading on the start date and closes it after the end date', async () => {
    const ann = await s.signUp();
    const later = await game(ann.token, { startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(later.status).toBe('upcoming');
    expect(await errorOf(await buy(ann.token, later.id))).toBe(
      'This competition has not started yet: trading opens on 2026-12-01.',
    );
  });
});

describe('the end of a game', () => {
  it('freezes the ranking once and gives the top three their XP', async () => {
    const ann = await s.signUp();
    const ben = await s.signUp();
    const g = await game(ann.token);
    expect((await join(ben.token, g.code!)).status).toBe(200);
    expect((await buy(ben.token, g.id)).status).toBe(200);

    s.setNow(new Date('2026-11-30T15:00:00Z'));
    try {
      expect(await errorOf(await buy(ann.token, g.id))).toBe(
        'This competition ended on 2026-11-27: its ranking is final.',
      );
      expect(await runJob(s.deps, 'rankings')).toBe(true);
      expect(await runJob(s.deps, 'rankings')).toBe(true); // a second run gives nothing twice
      const podium = await s.db
        .select()
        .from(activities)
        .where(and(eq(activities.type, 'competition_podium')));
      const mine = podium.filter((r) => (r.data as { competitionId?: string }).competitionId === g.id);
      expect(mine.map((r) => (r.data as { rank: number }).rank).sort()).toEqual([1, 2]);
      const board = (await (
        await s.fetch(`/api/competitions/${g.id}/leaderboard`, { token: ann.token })
      ).json()) as CompetitionLeaderboardAnswer;
      expect(board.frozen).toBe(true);
      expect(board.entries).toHaveLength(2);
      const detail = (await (
        await s.fetch(`/api/competitions/${g.id}`, { token: ben.token })
      ).json()) as CompetitionDetail;
      expect(detail).toMatchObject({ status: 'ended', rankingFrozenAt: expect.any(String) });
      expect([1, 2]).toContain(detail.me?.finalRank);
      const me = await s.fetch('/api/progress/user', { token: ben.token });
      expect(((await me.json()) as { user: { totalXP: number } }).user.totalXP).toBeGreaterThanOrEqual(50);
      expect(await errorOf(await join((await s.signUp()).token, g.code!))).toBe(
        'This competition ended on 2026-11-27: it cannot be joined any more.',
      );
    } finally {
      s.setNow(NOW);
    }
  });
});
