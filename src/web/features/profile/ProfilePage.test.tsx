import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { calledName, getSession, resetVerifyThrottle, signIn } from '../../lib/session';
import { renderAtPath } from '../../test-router';
import { Avatar, ProfilePage, stickyColumnTop, usernameLine } from './ProfilePage';

// A profile that cannot be loaded says why in the learner's words: the connection only when it was
// the connection; a failure on our side as ours.

beforeEach(() => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
});

const mount = () => renderAtPath('/profile', { '/profile': ProfilePage }, { retry: false });

it('blames our side, not the connection, when the server fails', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"error":"boom"}', { status: 500 })),
  );
  mount();
  expect((await screen.findByRole('alert')).textContent).toContain(
    'We could not load your profile. Something went wrong on our side. Please try again.',
  );
});

it('names the connection when the server cannot be reached', async () => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  mount();
  expect((await screen.findByRole('alert')).textContent).toContain(
    'We could not load your profile. We could not reach the server. Check your connection and try again.',
  );
});

it('tries again by itself once the server can be reached again, and says it will', async () => {
  const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  vi.stubGlobal('fetch', fetch);
  mount();
  await screen.findByText('We will try again by ourselves as soon as the server can be reached.');
  const asked = fetch.mock.calls.length;
  fetch.mockImplementation(async (input: RequestInfo | URL) =>
    String(input).includes('/api/auth/verify')
      ? new Response(JSON.stringify({ valid: true, user: { ...me, firstName: 'Ada', lastName: 'Lovelace' } }))
      : new Response('{}', { status: 404 }),
  );
  await act(async () => void window.dispatchEvent(new Event('online')));
  expect((await screen.findByTestId('profile-name')).textContent).toBe('Ada Lovelace');
  expect(fetch.mock.calls.length).toBeGreaterThan(asked);
});

it('sends a learner whose session the server no longer knows to sign in again', async () => {
  resetVerifyThrottle();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"error":"Please sign in to continue."}', { status: 401 })),
  );
  mount();
  expect((await screen.findByRole('alert')).textContent).toContain(
    'We could not load your profile. Your session has ended. Please sign in again.',
  );
  // /api/auth/verify answered 401 too: the session is cleared (spec §4), so the app asks for a sign-in.
  await waitFor(() => expect(getSession().isAuthenticated).toBe(false));
});

it('offers a sign-in, not a retry that cannot work, when the session has ended', async () => {
  // The profile's read is refused (and its one retry); the session check after it gets no answer (a 500), so the
  // session stays until the learner chooses to sign in again.
  let reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/auth/verify') && reads++ < 2
        ? new Response('{"error":"Please sign in to continue."}', { status: 401 })
        : new Response('{}', { status: 500 }),
    ),
  );
  resetVerifyThrottle();
  mount();
  await screen.findByText(/Your session has ended/);
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
  expect(getSession().isAuthenticated).toBe(false);
});

const me = {
  id: 'u1',
  email: 'ada@example.com',
  username: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  totalXP: 0,
  currentStreak: 0,
  longestStreak: 0,
  totalLessonsCompleted: 0,
  totalStudyTimeMinutes: 0,
  achievements: [],
  courseProgress: {},
  preferences: {},
  timeZone: 'UTC',
  role: 'user',
  onboardingCompleted: true,
  hasCompletedOnboarding: true,
  lastActiveDate: null,
  profilePicture: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

it('shows a username as an @handle only when it is one (the spec defaults it to the name, spaces and all)', () => {
  expect(usernameLine('Lara Laptop', 'Lara Laptop')).toBeNull();
  expect(usernameLine('Lara Laptop 4821', 'Lara Laptop')).toBe('Username: Lara Laptop 4821');
  expect(usernameLine('lara.laptop', 'Lara Laptop')).toBe('@lara.laptop');
  expect(usernameLine('  ', 'Lara Laptop')).toBeNull();
});

it('never shows "@" before a name with a space on the card', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/auth/verify')
        ? new Response(JSON.stringify({ valid: true, user: me }))
        : new Response('{}', { status: 404 }),
    ),
  );
  mount();
  expect((await screen.findByTestId('profile-name')).textContent).toBe('Ada Lovelace');
  expect(screen.queryByTestId('profile-username')).toBeNull();
  expect(document.body.textContent).not.toContain('@Ada');
});

it('shows a brand-new account the days before it joined on the streak calendar as not missed', async () => {
  // Made at 02:00 UTC on 4 Dec, in New York still the 3rd: the calendar counts New York days.
  const fresh = { ...me, createdAt: '2026-12-04T02:00:00.000Z', timeZone: 'America/New_York' };
  const calendar = ['2026-12-01', '2026-12-02', '2026-12-03'].map((day) => ({
    day,
    status: day === '2026-12-03' ? 'today' : 'missed',
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/auth/verify')
        ? new Response(JSON.stringify({ valid: true, user: fresh }))
        : String(input).includes('/api/analytics/streak')
          ? new Response(
              JSON.stringify({
                currentStreak: 0,
                longestStreak: 0,
                lastActiveDate: null,
                freezes: 0,
                vacationUntil: null,
                vacationDaysLeft: 14,
                calendar,
              }),
            )
          : new Response('{}', { status: 404 }),
    ),
  );
  mount();
  await screen.findByTestId('streak-range');
  expect(screen.getByLabelText('Tue 1 Dec 2026: before you joined').getAttribute('data-status')).toBe(
    'before',
  );
  expect(screen.getByLabelText('Wed 2 Dec 2026: before you joined')).toBeTruthy();
  expect(screen.getByLabelText('Thu 3 Dec 2026: today, nothing yet')).toBeTruthy();
  expect(screen.queryByLabelText(/: missed$/)).toBeNull();
});

it('saves a cleared first name (it is optional, and says so) and then calls the learner by the rest', async () => {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/api/auth/verify')) return new Response(JSON.stringify({ valid: true, user: me }));
      if (url.includes('/api/auth/profile')) {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return new Response(JSON.stringify({ user: { ...me, ...body }, message: 'Profile updated' }));
      }
      return new Response('{}', { status: 404 });
    }),
  );
  mount();
  const first = await screen.findByLabelText('First name');
  const hint = document.getElementById(first.getAttribute('aria-describedby') ?? '');
  expect(hint?.textContent).toBe(
    'First and last name are optional. Without a first name, we greet you by your username.',
  );
  fireEvent.change(first, { target: { value: '  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  await waitFor(() => expect(sent).toEqual([{ firstName: '' }]));
  expect(screen.queryByRole('alert')).toBeNull();
  expect((await screen.findByTestId('profile-name')).textContent).toBe('Lovelace');
  expect(screen.getByTestId('profile-username').textContent).toBe('Username: Ada Lovelace');
});

// The avatar's initial is the initial of the name the app calls the learner (calledName), so a
// spaces-only first name gives the username's letter, not a blank disc.
it('draws the initial of the name calledName gives, for a blank or spaces-only first name', () => {
  for (const firstName of ['', '   ', ' Ada ']) {
    const user = { firstName, username: 'zed', profilePicture: null };
    const { container, unmount } = render(<Avatar user={user} />);
    expect(container.textContent).toBe(calledName(user)!.charAt(0).toUpperCase());
    unmount();
  }
  expect(calledName({ firstName: '  ', username: 'zed' })).toBe('zed');
});

it('shows the username on the card, not a blank heading, when first and last names are spaces', async () => {
  const blank = { ...me, firstName: '  ', lastName: ' ', name: '', username: 'zed' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/auth/verify')
        ? new Response(JSON.stringify({ valid: true, user: blank }))
        : new Response('{}', { status: 404 }),
    ),
  );
  mount();
  await waitFor(async () => expect((await screen.findByTestId('profile-name')).textContent).toBe('zed'));
  expect(screen.getByTestId('profile-username').textContent).toBe('@zed');
});

it('sticks the laptop’s left column under the header when it fits, else with its bottom at the window’s', () => {
  // A column that fits in the window stays under the app header.
  expect(stickyColumnTop(850, 600)).toBe(96);
  // A new learner's column at 1366x850 (1,309 px): it scrolls until its end shows, 16 px above the edge.
  expect(stickyColumnTop(850, 1309)).toBe(850 - 1309 - 16);
});
