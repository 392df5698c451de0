import type { AnyRouter } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { useToastArea } from '../../app/toastTop';
import { CARRY_REPORT } from '../../lib/guest-carry/carry';
import { signIn } from '../../lib/session';
import { userKey, writeJson } from '../../lib/storage';
import { CARRY_TOAST_ID } from './announce';
import { CarryNotice } from './CarryNotice';

// After a guest signs up, the dashboard's carry notice and the carried achievements' toasts arrive
// together: the toasts start below the notice while it shows (on a phone they stacked over it,
// its dismiss button included), and the sign-up's toast that says the same is dropped.

const router = { subscribe: () => () => undefined } as unknown as AnyRouter;

function ToastTop() {
  return <output data-testid="toast-top">{useToastArea(router).top}</output>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  toast.remove();
});
beforeEach(() => {
  signIn('t', { id: 'u1', firstName: 'Gale', role: 'user' } as unknown as UserView);
  writeJson(userKey('u1', CARRY_REPORT), {
    lessons: 1,
    quizzes: 1,
    games: 0,
    xp: 156,
    achievements: ['first_steps', 'getting_started'],
    refused: 0,
    preferences: null,
    at: new Date().toISOString(),
  });
  // The page's layout at 390 x 844: the header ends at 118 px, the notice runs from 278 to 560 px.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const [top, bottom] =
      this.tagName === 'HEADER' ? [60, 118] : this.hasAttribute('data-toasts-below') ? [278, 560] : [0, 0];
    return { top, bottom, left: 0, right: 390, width: 390, height: bottom - top, x: 0, y: top } as DOMRect;
  });
});

it('keeps the toasts below the notice while it shows, and under the header once it is dismissed', async () => {
  render(
    <>
      <header />
      <ToastTop />
      <CarryNotice />
    </>,
  );
  await waitFor(() => expect(screen.getByTestId('toast-top').textContent).toBe('568'));
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('region', { name: 'Progress from guest mode' })).toBeNull();
  await waitFor(() => expect(screen.getByTestId('toast-top').textContent).toBe('126'));
});

it("drops the sign-up's toast that says what the notice says", async () => {
  render(<Toaster />);
  act(() => {
    toast.success('Your 1 lesson from guest mode is now in your account', {
      id: CARRY_TOAST_ID,
      duration: 8000,
    });
  });
  await screen.findByText(/now in your account/);
  render(<CarryNotice />);
  await screen.findByRole('region', { name: 'Progress from guest mode' });
  // Dismissed toasts leave the page after react-hot-toast's 1 s exit.
  await waitFor(
    () => expect(screen.getAllByText(/now in your account/).every((el) => el.closest('section'))).toBe(true),
    { timeout: 3000 },
  );
});
