import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { createCompetitionBody } from '../../../shared/api/competitions';
import { enterGuestMode, signIn } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { CompetitionsPage } from './CompetitionsPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as these forms see it: no games yet, and `answer` for every write. */
function server(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? answer() : json(200, { mine: [], public: [] }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const writes = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter((c) => c[1]?.method === 'POST').map((c) => [c[0], JSON.parse(String(c[1]?.body))]);

async function renderPage() {
  const pages = {
    '/competitions': CompetitionsPage,
    '/competitions/$id': stubPage('Game page'),
    '/signup': stubPage('Sign up'),
  };
  renderAtPath('/competitions', pages, { retry: false });
  await screen.findByRole('heading', { name: 'Competitions' });
}

const signedIn = () => signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);

describe('the Competitions screen', () => {
  it('invites a guest to sign up instead of showing the forms', async () => {
    enterGuestMode();
    const fetch = server(() => json(500, {}));
    await renderPage();
    expect(screen.getByRole('link', { name: 'Sign up to play' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('form', { name: 'Create a competition' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names every bad field of a new game before sending anything, then sends the game', async () => {
    signedIn();
    const fetch = server(() => json(200, { id: 'g1', code: 'ABCDEFGH' }));
    await renderPage();
    await screen.findByText(/You are in no competition yet/);
    const form = screen.getByRole('form', { name: 'Create a competition' });
    const f = within(form);
    fireEvent.change(f.getByLabelText('Starting cash ($)'), { target: { value: '500' } });
    fireEvent.change(f.getByLabelText('Largest position (% of the portfolio)'), { target: { value: '0' } });
    for (const type of ['Market', 'Limit', 'Stop', 'Stop-limit']) fireEvent.click(f.getByLabelText(type));
    fireEvent.click(f.getByRole('button', { name: 'Create competition' }));
    expect(f.getByText('Give the competition a name of at least 3 characters')).toBeTruthy();
    expect(f.getByText('Starting cash must be at least $1,000')).toBeTruthy();
    expect(f.getByText('The largest position must be at least 1% of the portfolio')).toBeTruthy();
    expect(f.getByText('Allow at least one order type')).toBeTruthy();
    expect(f.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(f.getByText('Please fix the 4 fields marked above.')).toBeTruthy();
    expect(document.activeElement).toBe(f.getByLabelText('Name'));
    expect(writes(fetch)).toEqual([]);

    fireEvent.change(f.getByLabelText('Name'), { target: { value: 'Class 9B' } });
    fireEvent.change(f.getByLabelText('Starting cash ($)'), { target: { value: '50,000' } });
    fireEvent.change(f.getByLabelText('Largest position (% of the portfolio)'), { target: { value: '25' } });
    fireEvent.click(f.getByLabelText('Market'));
    fireEvent.click(f.getByLabelText('Short selling'));
    fireEvent.click(f.getByRole('button', { name: 'Create competition' }));
    await screen.findByText('Game page');
    const [[url, body]] = writes(fetch) as [[string, Record<string, unknown>]];
    expect(url).toBe('/api/competitions');
    expect(body).toMatchObject({
      name: 'Class 9B',
      startingCash: 50_000,
      visibility: 'private',
      rules: { orderTypes: ['market'], shorting: true, maxPositionPercent: 25, minSharePrice: 0 },
    });
  });

  it('stops the name at the server’s limit, and counts the characters', async () => {
    signedIn();
    server(() => json(500, {}));
    await renderPage();
    const name = within(screen.getByRole('form', { name: 'Create a competition' })).getByLabelText(
      'Name',
    ) as HTMLInputElement;
    // The server's schema takes 60 characters and refuses 61: the field stops at the same place.
    expect(createCompetitionBody.shape.name.safeParse('x'.repeat(60)).success).toBe(true);
    expect(createCompetitionBody.shape.name.safeParse('x'.repeat(61)).success).toBe(false);
    expect(name.maxLength).toBe(60);
    expect(name.getAttribute('aria-describedby')).toBe(screen.getByText('0 of 60 characters').id);
    fireEvent.change(name, { target: { value: 'Class 9B' } });
    expect(screen.getByText('8 of 60 characters')).toBeTruthy();
  });

  it('says the dates are New York market days, with today’s date there', async () => {
    signedIn();
    server(() => json(500, {}));
    vi.useFakeTimers({ now: new Date('2026-12-01T03:44:00Z'), toFake: ['Date'] });
    try {
      await renderPage();
    } finally {
      vi.useRealTimers();
    }
    const f = within(screen.getByRole('form', { name: 'Create a competition' }));
    const note = screen.getByTestId('dates-note');
    // 03:44 UTC on 1 Dec is still 30 Nov in New York: the default start date, and the earliest.
    expect(note.textContent).toBe(
      'Dates are New York market days: it is 30 Nov 2026 in New York now, which can be a day behind or ahead of the date where you are.',
    );
    const start = f.getByLabelText('Start date') as HTMLInputElement;
    expect(start.value).toBe('2026-11-30');
    expect(start.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('labels each listed game’s dates as New York market days, as the game’s own page does', async () => {
    signedIn();
    const game = (id: string, name: string, startDate: string, endDate: string, isPlayer: boolean) => ({
      id,
      name,
      code: 'ABCDEFGH',
      startDate,
      endDate,
      startingCash: 100_000,
      visibility: 'public',
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
      isPlayer,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          mine: [game('g1', 'Amsterdam Cup', '2026-11-30', '2026-12-28', true)],
          public: [game('g2', 'Open December', '2026-12-01', '2026-12-31', false)],
        }),
      ),
    );
    await renderPage();
    const rows = await screen.findAllByTestId('game-row');
    expect(rows.map((r) => within(r).getByText(/New York market days/).textContent)).toEqual([
      '30 Nov 2026 – 28 Dec 2026 (New York market days)',
      '1 Dec 2026 – 31 Dec 2026 (New York market days)',
    ]);
  });

  it('shows the server’s refusal of a game', async () => {
    signedIn();
    server(() => json(400, { error: 'The start date cannot be in the past.' }));
    await renderPage();
    const f = within(screen.getByRole('form', { name: 'Create a competition' }));
    fireEvent.change(f.getByLabelText('Name'), { target: { value: 'Late game' } });
    fireEvent.click(f.getByRole('button', { name: 'Create competition' }));
    expect((await f.findByRole('alert')).textContent).toBe('The start date cannot be in the past.');
  });

  it('asks for a code, then shows why the server refused it', async () => {
    signedIn();
    const fetch = server(() => json(404, { error: 'No competition has that code.' }));
    await renderPage();
    const f = within(screen.getByRole('form', { name: 'Join with a code' }));
    fireEvent.click(f.getByRole('button', { name: 'Join competition' }));
    expect((await f.findByRole('alert')).textContent).toBe('Enter the invite code');
    expect(writes(fetch)).toEqual([]);
    fireEvent.change(f.getByLabelText('Invite code'), { target: { value: ' zzzz-9999 ' } });
    fireEvent.click(f.getByRole('button', { name: 'Join competition' }));
    await f.findByText('No competition has that code.');
    expect(writes(fetch)).toEqual([['/api/competitions/join', { code: 'zzzz-9999' }]]);
  });
});
