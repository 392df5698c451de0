import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import type { CompetitionDetail } from '../../../shared/api/competitions';
import { dateText } from '../../lib/dates';
import { signIn } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { CompetitionPage } from './CompetitionPage';

beforeEach(() => {
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
const consents = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls
    .filter((c) => c[0] === '/api/trading/leaderboard/consent')
    .map((c) => JSON.parse(String(c[1]?.body)));

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
    // (20:00 UTC on 1 Dec is 2 Dec in Tokyo: the old UTC cut said 1 Dec there.)
    expect(joined).toEqual([dateText('2026-12-01T03:44:00.000Z'), dateText('2026-12-01T20:00:00.000Z')]);
  });

  it('tells a player they appear anonymously and lets them show their name, then go back', async () => {
    const fetch = server();
    await renderPage();
    const panel = within(screen.getByRole('region', { name: 'Your name here' }));
    expect(panel.getByTestId('shown-name').textContent).toMatch(
      /^The other players see you as Trader 5E34: an anonymous name/,
    );
    expect(panel.queryByRole('button', { name: 'Go back to an anonymous name' })).toBeNull();
    // Nothing typed: said, not sent.
    fireEvent.click(panel.getByRole('button', { name: 'Show my name' }));
    expect(panel.getByText('Type the name to show.')).toBeTruthy();
    expect(panel.getByLabelText('Name to show').getAttribute('aria-invalid')).toBe('true');
    // A name the server refuses: its reason.
    fireEvent.change(panel.getByLabelText('Name to show'), { target: { value: 'Trader 1234' } });
    fireEvent.click(panel.getByRole('button', { name: 'Show my name' }));
    await panel.findByText(/That name is kept for anonymous learners/);
    // A good one: shown at once in the panel and the player list.
    fireEvent.change(panel.getByLabelText('Name to show'), { target: { value: ' Joe ' } });
    fireEvent.click(panel.getByRole('button', { name: 'Show my name' }));
    await panel.findByText('You now appear as Joe.');
    await waitFor(() =>
      expect(panel.getByTestId('shown-name').textContent).toMatch(
        /^The other players see you as Joe, the name you chose/,
      ),
    );
    expect(screen.getAllByTestId('player')[1]?.textContent).toMatch(/^Joe \(you\)/);
    fireEvent.click(panel.getByRole('button', { name: 'Go back to an anonymous name' }));
    await panel.findByText('You now appear as Trader 5E34.');
    expect(consents(fetch)).toEqual([
      { showOnLeaderboard: true, name: 'Trader 1234' },
      { showOnLeaderboard: true, name: 'Joe' },
      { showOnLeaderboard: false },
    ]);
  });
});
