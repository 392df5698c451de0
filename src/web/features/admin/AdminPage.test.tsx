import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { enterGuestMode, signIn } from '../../lib/session';
import { AdminPage } from './AdminPage';

// src/web/test-setup.ts starts every test with empty storage, no session and no stubbed globals.

const REFUSAL = 'This page is for administrators only.';
const VERIFY_FIRST =
  'If you are an administrator, verify your e-mail address first: we sent you a link when you signed up.';

function renderAdmin() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AdminPage />
    </QueryClientProvider>,
  );
}

const learner = (extra: Record<string, unknown> = {}) =>
  ({ id: 'u1', firstName: 'Ada', email: 'ada@example.com', role: 'user', ...extra }) as unknown as UserView;

describe('the admin page refusing a non-administrator', () => {
  it('tells a signed-in account it may have to verify its address, and resends the link', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'We sent a verification link to your e-mail address.' })),
    );
    vi.stubGlobal('fetch', fetch);
    signIn('h.p.s', learner());
    renderAdmin();
    expect(screen.getByRole('alert').textContent).toBe(REFUSAL);
    expect(screen.getByText(VERIFY_FIRST)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByText('We sent a verification link to your e-mail address.')).role).toBe(
      'status',
    );
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/verify-email');
    expect(init.method).toBe('POST');
  });

  it('shows the server’s refusal when the link was sent too often', async () => {
    const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: TOO_MANY }), { status: 429 })),
    );
    signIn('h.p.s', learner());
    renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(TOO_MANY)).toBeTruthy();
  });

  it('says nothing about verification once the user object says the address is verified', () => {
    signIn('h.p.s', learner({ emailVerified: true }));
    renderAdmin();
    expect(screen.getByRole('alert').textContent).toBe(REFUSAL);
    expect(screen.queryByText(VERIFY_FIRST)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('says nothing about verification to a guest or a signed-out visitor', () => {
    renderAdmin();
    expect(screen.getByRole('alert').textContent).toBe(REFUSAL);
    expect(screen.queryByText(VERIFY_FIRST)).toBeNull();
    cleanup();
    enterGuestMode();
    renderAdmin();
    expect(screen.getByRole('alert').textContent).toBe(REFUSAL);
    expect(screen.queryByText(VERIFY_FIRST)).toBeNull();
  });
});

describe('the admin console for an administrator', () => {
  const day = (n: number, activeUsers: number, signUps: number) => ({
    day: `2026-11-${String(n).padStart(2, '0')}`,
    activeUsers,
    signUps,
  });
  const answerWith = (days: ReturnType<typeof day>[]) =>
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path.startsWith('/api/admin/activity')) return new Response(JSON.stringify({ days }));
      if (path.startsWith('/api/admin/users'))
        return new Response(
          JSON.stringify({
            users: [
              {
                id: 'u2',
                email: 'lara@example.com',
                username: 'Lara Laptop',
                name: 'Lara Laptop',
                createdAt: '2026-11-30T10:00:00.000Z',
                lastActiveAt: '2026-12-01T08:00:00.000Z',
                lessonsCompleted: 0,
                trades: 0,
                xp: 0,
                plan: 'free',
                disabledAt: null,
              },
            ],
            page: 1,
            pageSize: 25,
            total: 1,
          }),
        );
      return new Response('{}', { status: 404 });
    });
  const signInAdmin = () => signIn('h.p.s', learner({ role: 'admin', emailVerified: true }));

  it('says there was no activity instead of "0 in all, at most 1 a day" over a blank chart', async () => {
    vi.stubGlobal('fetch', answerWith([day(1, 0, 0), day(2, 0, 0)]));
    signInAdmin();
    renderAdmin();
    expect(await screen.findByText('No active learners in the last 2 days.')).toBeTruthy();
    expect(screen.getByText('No sign-ups in the last 2 days.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('at most');
  });

  it('gives the real busiest day, and says what counts as active', async () => {
    vi.stubGlobal('fetch', answerWith([day(1, 3, 1), day(2, 5, 0)]));
    signInAdmin();
    renderAdmin();
    expect(
      await screen.findByText(/Daily active users, last 2 days: 8 in all, at most 5 a day/),
    ).toBeTruthy();
    expect(screen.getByText(/Sign-ups, last 2 days: 1 in all, at most 1 a day/)).toBeTruthy();
    expect(screen.getByText(/Active: signed in, opened the app while signed in/)).toBeTruthy();
  });

  it('labels every value of a user row for the stacked phone layout, with both actions in the row', async () => {
    vi.stubGlobal('fetch', answerWith([day(1, 0, 0)]));
    signInAdmin();
    renderAdmin();
    const row = await screen.findByTestId('admin-user-row');
    expect(row.textContent).toContain('Last active1 Dec 2026');
    expect(row.textContent).toContain('Signed up30 Nov 2026');
    expect(row.querySelector('button[aria-label="Grant Pro to lara@example.com"]')).toBeTruthy();
    expect(row.querySelector('button[aria-label="Disable lara@example.com"]')).toBeTruthy();
    expect(screen.getByText(/^Last active: the latest sign-in/)).toBeTruthy();
  });
});
