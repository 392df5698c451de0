import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { signIn } from '../../lib/session';
import { renderAtPath } from '../../test-router';
import { AccountSettings } from './AccountSettings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  localStorage.clear();
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
});

it('keeps focus on Change password while it works, then sends it to the current password it refused', async () => {
  let answer: (r: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  const user = { id: 'u1', email: 'ada@example.com' } as unknown as UserView;
  renderAtPath('/profile', { '/profile': () => <AccountSettings user={user} hasPassword /> });
  fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'wrong-one' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-password' } });
  const button = screen.getByRole('button', { name: 'Change password' });
  button.focus();
  await act(async () => void fireEvent.click(button));
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(document.activeElement).toBe(button);
  await act(async () => answer(new Response('{"error":"Current password is incorrect"}', { status: 400 })));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Current password')));
  expect(screen.getByRole('alert').textContent).toBeTruthy();
});
