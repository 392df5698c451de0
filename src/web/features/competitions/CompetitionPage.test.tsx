import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import type { CompetitionDetail } from '../../../shared/api/competitions';
import { signIn } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { CompetitionPage } from './CompetitionPage';

// A learner in Tokyo, where 20:00 UTC on 1 Dec is already 2 Dec (set before the date formats are made).
const zone = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'Asia/Tokyo';
  return before;
});
afterAll(() => {
  process.env.TZ = zone;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  localStorage.clear();
  signIn('h.p.s', { id: 'u2', firstName: 'Joe', role: 'user' } as unknown as UserView);
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Cora's private game, created late on 30 Nov in New York (1 Dec 03:44 UTC); Joe joined it. */
function detail(joeAs = 'Trader 5E34'): CompetitionDetail {
  return {
    id: 'g1',
    name: 'Amsterdam Finance Society Cup',
    code: 'ABCDEFGH',
    startDate: '2026-11-30',
    endDate: '2026-12-28',
    startingCash: 100_000,
    visibility: 'private',
    classroom: false,
    rules: {
      orderTypes: ['market'],
      advancedOrders: false,
      shorting: false,
      options: false,
      maxPositionPercent: 100,
      minSharePrice: 0,
      commission: 0,
    },
    status: 'active',
    players: 2,
    organiser: 'Trader 6479',
    isOrganiser: false,
    isPlayer: true,
    playerList: [
      {
        userId: 'u1',
        name: 'Trader 6479',
        joinedAt: '2026-12-01T03:44:00.000Z',
        isMe: false,
        sharesProgress: false,
      },
      { userId: 'u2', name: joeAs, joinedAt: '2026-12-01T20:00:00.000Z', isMe: true, sharesProgress: false },
    ],
    me: { sharesProgress: false, finalRank: null },
    rankingFrozenAt: null,
  };
}

/** The server: the game (Joe's name as last saved), no ranking yet, and the name consent. */
function server() {
  let joe = 'Trader 5E34';
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/trading/leaderboard/consent') {
      const body = JSON.parse(String(init?.body));
      if (body.name === 'Trader 1234')
        return json(400, {
          error: 'That name is kept for anonymous learners and for ThinkStreet itself: choose another.',
        });
      joe = body.showOnLeaderboard ? body.name : 'Trader 5E34';
      return json(200, { showOnLeaderboard: body.showOnLeaderboard, leaderboardName: joe });
    }
    if (url === '/api/competitions/g1') return json(200, detail(joe));
    return json(503, { error: 'Not now' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
async function renderPage() {
  renderAtPath('/competitions/g1', {
    '/competitions/$id': CompetitionPage,
    '/competitions': stubPage('All'),
    '/trade': stubPage('Trade'),
  });
  await screen.findByRole('heading', { name: /Amsterdam Finance Society Cup/ });
}

describe('a competition page', () => {
  it('says its dates are New York market days, and when each player joined in the learner’s own date', async () => {
    server();
    await renderPage();
    expect(
      screen.getByText(/^30 Nov 2026 – 28 Dec 2026 \(New York market days\) · \$100,000 to start/),
    ).toBeTruthy();
    expect(screen.getByTestId('game-status').textContent).toBe(
      'Trading runs until the end of 28 Dec 2026. Competition dates are New York market days, so they can be a day behind or ahead of the date where you are.',
    );
    // A moment, in the learner's time zone (not the UTC day cut from the timestamp).
    const joined = screen.getAllByTestId('player').map((li) => li.textContent?.match(/joined (.*)$/)?.[1]);
    expect(joined).toEqual(['1 Dec 2026', '2 Dec 2026']);
  });
});
