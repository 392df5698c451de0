import { act, cleanup, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SHOWN_TOASTS, ToastStack } from './ToastStack';

// The toasts' host draws the newest three and a "+N more" line for the rest, which keep timing out.

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // The store is one per module, shared by every test file of this run (isolate: false): a toast
  // another file left (no host mounted, so never timed out) would be counted here.
  act(() => toast.remove());
});
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
});

const drawn = () =>
  [...document.querySelectorAll('[data-rht-toaster] [role="status"]')].map((el) => el.textContent);

it('shows the newest three toasts and says how many more are waiting', () => {
  render(<ToastStack style={{ top: 64, bottom: 16 }} />);
  act(() => {
    for (let i = 1; i <= 8; i++) toast(`Toast ${i}`, { duration: 4000 });
  });
  expect(SHOWN_TOASTS).toBe(3);
  expect(drawn()).toEqual(['Toast 8', 'Toast 7', 'Toast 6']);
  const more = screen.getByText('+5 more');
  // Read out in full, and nothing to focus or get stuck on.
  expect(more.textContent).toBe('+5 more notifications waiting');
  expect(more.closest('[role], [aria-live], button, a')).toBeNull();
  expect(more.querySelector('[tabindex], button, a')).toBeNull();
});

it('lets the toasts not shown time out as usual, the line counting down to none', () => {
  render(<ToastStack style={{ top: 64, bottom: 16 }} />);
  act(() => {
    toast('Old 1', { duration: 2000 });
    toast('Old 2', { duration: 2000 });
    toast('New 1', { duration: 10_000 });
    toast('New 2', { duration: 10_000 });
    toast('New 3', { duration: 10_000 });
  });
  expect(screen.getByText('+2 more')).toBeTruthy();
  // The two oldest, never shown, time out on their own clock: the newest three stay.
  act(() => vi.advanceTimersByTime(2500));
  expect(screen.queryByText(/more/)).toBeNull();
  expect(drawn()).toEqual(['New 3', 'New 2', 'New 1']);
});

it('shows an older toast once a newer one leaves, and no line for three or fewer', () => {
  render(<ToastStack style={{ top: 64, bottom: 16 }} />);
  act(() => {
    toast('First', { duration: 10_000 });
    toast('Second', { duration: 10_000 });
    toast('Third', { duration: 10_000 });
  });
  expect(screen.queryByText(/more/)).toBeNull();
  let last = '';
  act(() => {
    last = toast('Fourth', { duration: 10_000 });
  });
  expect(drawn()).toEqual(['Fourth', 'Third', 'Second']);
  expect(screen.getByText('+1 more').textContent).toBe('+1 more notification waiting');
  act(() => toast.dismiss(last));
  expect(drawn()).toEqual(['Third', 'Second', 'First']);
  expect(screen.queryByText(/more/)).toBeNull();
});
