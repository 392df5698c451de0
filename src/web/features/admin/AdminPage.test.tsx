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
