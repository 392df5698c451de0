import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { UserView } from '../../shared/api/auth';
import { enterGuestMode, getSession, signIn, signOut, useSession } from '../lib/session';
import { renderAtPath, stubPage } from '../test-router';
import { tabReady } from './tabs';
import { UserMenu } from './UserMenu';

function Frame() {
  return <UserMenu session={useSession()} />;
}

async function renderMenu() {
  const router = renderAtPath('/dashboard', {
    '/dashboard': Frame,
    '/': stubPage('Landing'),
    '/profile': () => null,
  });
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}

beforeEach(() => {
  signOut();
});

it('asks before logging out, revokes the token on the server, clears the session and goes home', async () => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
  localStorage.setItem('catalyst_auth', 'x');
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  const router = await renderMenu();

  fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  expect((await screen.findByRole('dialog')).textContent).toContain('Are you sure you want to logout?');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(getSession().isAuthenticated).toBe(true);
  expect(fetch).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await screen.findByRole('dialog'); // the dialog's code loads on first open (issue 14)
  fireEvent.click(screen.getAllByRole('button', { name: 'Log out' }).at(-1)!);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect([path, init.method]).toEqual(['/api/auth/logout', 'POST']);
  expect((init.headers as Record<string, string>).authorization).toBe('Bearer h.p.s');
  expect(getSession()).toMatchObject({ token: null, user: null });
  expect(localStorage.getItem('catalyst_auth')).toBeNull();
});

it('still logs out locally when the server cannot be reached', async () => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  const router = await renderMenu();
  fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await screen.findByRole('dialog'); // the dialog's code loads on first open (issue 14)
  fireEvent.click(screen.getAllByRole('button', { name: 'Log out' }).at(-1)!);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(getSession().isAuthenticated).toBe(false);
});

it('shows a guest the Guest Mode badge and confirms before exiting without a server call', async () => {
  enterGuestMode();
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const router = await renderMenu();
  expect(screen.getByText('Guest Mode')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Exit guest mode' }));
  expect((await screen.findByRole('dialog')).textContent).toContain(
    'Exit guest mode? Your progress will not be saved.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(getSession().isGuest).toBe(false);
  expect(fetch).not.toHaveBeenCalled();
});

it('gives focus back to the account menu button when the logout question is cancelled with Escape', async () => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
  await renderMenu();
  const menuButton = screen.getByRole('button', { name: /Account menu/ });
  fireEvent.click(menuButton);
  const item = screen.getByRole('button', { name: 'Log out' });
  item.focus();
  fireEvent.click(item);
  const dialog = await screen.findByRole('dialog');
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(menuButton));
});

it('closes the account menu on Escape and keeps focus on its button', async () => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
  await renderMenu();
  const menuButton = screen.getByRole('button', { name: /Account menu/ });
  fireEvent.click(menuButton);
  screen.getByRole('button', { name: 'Log out' }).focus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  expect(document.activeElement).toBe(menuButton);
});

it('links to the profile once its tab is built', async () => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
  await renderMenu();
  fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
  expect(tabReady('profile')).toBe(true);
  expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
});

it('is a disclosure, not a menu, and closes when focus moves on past it', async () => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
  await renderMenu();
  const menuButton = screen.getByRole('button', { name: /Account menu/ });
  expect(menuButton.hasAttribute('aria-haspopup')).toBe(false);
  fireEvent.click(menuButton);
  const list = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
  expect(list?.contains(screen.getByRole('button', { name: 'Log out' }))).toBe(true);
  const logOut = screen.getByRole('button', { name: 'Log out' });
  logOut.focus();
  const outside = document.createElement('button');
  document.body.append(outside);
  await act(async () => outside.focus());
  expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  outside.remove();
});
