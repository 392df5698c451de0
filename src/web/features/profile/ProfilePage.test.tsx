import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { signIn } from '../../lib/session';
import { renderAtPath } from '../../test-router';
import { ProfilePage } from './ProfilePage';

// A profile that cannot be loaded says why in the learner's words: the connection only when it was
// the connection; a failure on our side as ours.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  localStorage.clear();
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
