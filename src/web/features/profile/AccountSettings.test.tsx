import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { signIn } from '../../lib/session';
import { renderAtPath } from '../../test-router';
import { AccountSettings } from './AccountSettings';

beforeEach(() => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
});

const user = { id: 'u1', email: 'ada@example.com' } as unknown as UserView;
const mountSettings = () =>
  renderAtPath('/profile', { '/profile': () => <AccountSettings user={user} hasPassword /> });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

it('keeps focus on Change password while it works, then sends it to the current password it refused', async () => {
  let answer: (r: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  mountSettings();
  fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'wrong-one' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fresh#Ledger42' } });
  const button = screen.getByRole('button', { name: 'Change password' });
  button.focus();
  await act(async () => void fireEvent.click(button));
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(document.activeElement).toBe(button);
  await act(async () => answer(new Response('{"error":"Current password is incorrect"}', { status: 400 })));
  const currentField = screen.getByLabelText('Current password');
  await waitFor(() => expect(document.activeElement).toBe(currentField));
  // The server's words, at the field they are about.
  expect(currentField.getAttribute('aria-invalid')).toBe('true');
  expect(errorOf(currentField)).toContain('Current password is incorrect');
  expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull();
});

it('checks the new password by the sign-up rule before sending, with every field error at once', async () => {
  const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  mountSettings();
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'short' } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
  const currentField = screen.getByLabelText('Current password');
  const newField = screen.getByLabelText('New password');
  expect(errorOf(currentField)).toContain('Enter your current password.');
  // The spec's message, word for word, as the server would give it.
  expect(errorOf(newField)).toContain(
    'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
  );
  expect(document.activeElement).toBe(currentField);
  expect(fetch).not.toHaveBeenCalled();

  // A wrong current password and a short new one: the length is known here, without a round trip.
  fireEvent.change(currentField, { target: { value: 'wrong' } });
  expect(currentField.getAttribute('aria-invalid')).toBeNull();
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
  expect(document.activeElement).toBe(newField);
  expect(newField.getAttribute('aria-invalid')).toBe('true');
  expect(fetch).not.toHaveBeenCalled();

  // Fixed as it is typed, then sent.
  fireEvent.change(newField, { target: { value: 'Fresh#Ledger42' } });
  expect(newField.getAttribute('aria-invalid')).toBeNull();
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
});

it("puts the server's other refusals at the new password, in its own words", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"error":"Password must be at most 128 characters"}', { status: 400 })),
  );
  mountSettings();
  fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'Old#Ledger42' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fresh#Ledger42' } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
  const newField = screen.getByLabelText('New password');
  await waitFor(() => expect(document.activeElement).toBe(newField));
  expect(errorOf(newField)).toContain('Password must be at most 128 characters');
});

it('refuses a new password equal to the current one before sending, and clears it once they differ', async () => {
  const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  mountSettings();
  fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'Fresh#Ledger42' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Fresh#Ledger42' } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
  const newField = screen.getByLabelText('New password');
  expect(document.activeElement).toBe(newField);
  expect(newField.getAttribute('aria-invalid')).toBe('true');
  expect(errorOf(newField)).toContain('Choose a new password that is different from your current one.');
  expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBeNull();
  expect(fetch).not.toHaveBeenCalled();

  fireEvent.change(newField, { target: { value: 'Fresh#Ledger43' } });
  expect(newField.getAttribute('aria-invalid')).toBeNull();
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
});
