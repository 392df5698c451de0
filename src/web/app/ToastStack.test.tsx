import { act, cleanup, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { EXIT_MS, REMOVE_DELAY, SHOWN_TOASTS, ToastStack } from './ToastStack';

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
  vi.restoreAllMocks();
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
  // The newest on its way out (its exit), the oldest drawn below.
  expect(drawn()).toEqual(['Fourth', 'Third', 'Second', 'First']);
  act(() => vi.advanceTimersByTime(REMOVE_DELAY + 10));
  expect(drawn()).toEqual(['Third', 'Second', 'First']);
  expect(screen.queryByText(/more/)).toBeNull();
});

/** Whether the reader asks for less motion (window.matchMedia, as the browser answers it). */
const reducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

/** The box a toast is drawn in, found by its words. */
const boxOf = (words: string) => screen.getByText(words).closest<HTMLElement>('[data-rht-toaster] > *');

it('fades and slides a dismissed toast out over a short exit, then removes it', () => {
  reducedMotion(false);
  render(<ToastStack style={{ top: 64, bottom: 16 }} />);
  let id = '';
  act(() => {
    toast('Staying', { duration: 10_000 });
    id = toast('Leaving', { duration: 10_000 });
  });
  act(() => toast.dismiss(id));
  // Still drawn, on its way out: see-through, moved aside, out of the tab order and the
  // accessibility tree; it used to vanish at once.
  const box = boxOf('Leaving')!;
  expect(box.hasAttribute('data-leaving')).toBe(true);
  expect(box.style.opacity).toBe('0');
  expect(box.style.transform).toBe('translateX(24px)');
  expect(box.style.transition).toContain(`opacity ${EXIT_MS}ms`);
  expect(box.hasAttribute('inert')).toBe(true);
  expect(EXIT_MS).toBeGreaterThanOrEqual(150);
  expect(EXIT_MS).toBeLessThanOrEqual(200);
  // It leaves react-hot-toast's store once its exit is over, not a second later.
  act(() => vi.advanceTimersByTime(REMOVE_DELAY + 10));
  expect(screen.queryByText('Leaving')).toBeNull();
  expect(boxOf('Staying')!.hasAttribute('data-leaving')).toBe(false);
  expect(boxOf('Staying')!.style.opacity).toBe('1');
});

it('removes a dismissed toast at once, with no exit, for a reader who asks for less motion', () => {
  reducedMotion(true);
  render(<ToastStack style={{ top: 64, bottom: 16 }} />);
  let id = '';
  act(() => {
    id = toast('Leaving', { duration: 10_000 });
  });
  act(() => toast.dismiss(id));
  expect(screen.queryByText('Leaving')).toBeNull();
});

it('never draws a toast that times out behind the "+N more" line on its way out', () => {
  reducedMotion(false);
  render(<ToastStack style={{ top: 64, bottom: 16 }} />);
  act(() => {
    toast('Old', { duration: 2000 });
    for (let i = 1; i <= 3; i++) toast(`New ${i}`, { duration: 10_000 });
  });
  act(() => vi.advanceTimersByTime(2100));
  expect(drawn()).toEqual(['New 3', 'New 2', 'New 1']);
  expect(screen.queryByText('Old')).toBeNull();
  expect(document.querySelector('[data-leaving]')).toBeNull();
});

/** The lines the host's live regions hold. */
const announced = (politeness: 'polite' | 'assertive') =>
  [...document.querySelectorAll(`[data-toast-announcer="${politeness}"] > *`)].map((el) => el.textContent);
/** Every place in the page that holds these words and would read them out as a live region. */
const readers = (words: string) =>
  [...document.querySelectorAll('body *')].filter((el) => {
    if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent === words))
      return false;
    const live = el.closest('[aria-live], [role="status"], [role="alert"], [role="log"]');
    return live !== null && live.closest('[hidden]') === null && live.getAttribute('aria-live') !== 'off';
  });

it('reads out each toast of a burst once: the three drawn themselves, the rest through the host', () => {
  render(<ToastStack style={{ top: 64, bottom: 16 }} />);
  act(() => {
    for (let i = 1; i <= 5; i++) toast(`Toast ${i}`, { id: `t${i}`, duration: 10_000 });
  });
  expect(drawn()).toEqual(['Toast 5', 'Toast 4', 'Toast 3']);
  // The two behind the "+2 more" line were counted and never read out.
  expect(announced('polite')).toEqual(['Toast 2', 'Toast 1']);
  expect(document.querySelector('[data-toast-announcer="polite"]')!.getAttribute('aria-live')).toBe('polite');
  for (let i = 1; i <= 5; i++) expect(readers(`Toast ${i}`), `Toast ${i}`).toHaveLength(1);
  // Drawn once newer ones leave, an announced toast is not read out a second time: its own live
  // region is off, and the host's line for it is gone.
  act(() => {
    toast.dismiss('t5');
    toast.dismiss('t4');
  });
  act(() => vi.advanceTimersByTime(REMOVE_DELAY + 10));
  expect(drawn()).toEqual(['Toast 3', 'Toast 2', 'Toast 1']);
  expect(announced('polite')).toEqual([]);
  expect(readers('Toast 3')).toHaveLength(1);
  expect(readers('Toast 2')).toHaveLength(0);
  expect(readers('Toast 1')).toHaveLength(0);
  expect(screen.getByText('Toast 2').getAttribute('aria-live')).toBe('off');
});

it('does not read out again the toasts already drawn when newer ones push them behind the line', () => {
  render(<ToastStack style={{ top: 64, bottom: 16 }} />);
  act(() => {
    for (let i = 1; i <= 3; i++) toast(`First ${i}`, { id: `first-${i}`, duration: 10_000 });
  });
  for (let i = 1; i <= 3; i++) expect(readers(`First ${i}`), `First ${i}`).toHaveLength(1);
  act(() => {
    for (let i = 1; i <= 3; i++) toast(`Then ${i}`, { id: `then-${i}`, duration: 10_000 });
  });
  expect(drawn()).toEqual(['Then 3', 'Then 2', 'Then 1']);
  expect(announced('polite')).toEqual([]);
  expect(announced('assertive')).toEqual([]);
  // Drawn again once the newer ones leave: read out already, so their own live region is off.
  act(() => {
    for (let i = 1; i <= 3; i++) toast.dismiss(`then-${i}`);
  });
  act(() => vi.advanceTimersByTime(REMOVE_DELAY + 10));
  expect(drawn()).toEqual(['First 3', 'First 2', 'First 1']);
  for (let i = 1; i <= 3; i++) expect(readers(`First ${i}`), `First ${i}`).toHaveLength(0);
  expect(announced('polite')).toEqual([]);
});

it('reads an undrawn custom alert (an achievement) out urgently as words, without its controls', () => {
  render(<ToastStack style={{ top: 64, bottom: 16 }} />);
  act(() => {
    toast.custom(
      (t) => (
        <div role="alert">
          <p>Achievement unlocked</p>
          <p>Quiz Whiz</p>
          <p>+{25} achievement points</p>
          <button type="button" aria-label="Close achievement" onClick={() => toast.dismiss(t.id)}>
            <span aria-hidden>×</span>
          </button>
        </div>
      ),
      { id: 'achievement-a1', duration: 8000 },
    );
    for (let i = 1; i <= 3; i++) toast(`XP ${i}`, { id: `xp-${i}`, duration: 3000 });
  });
  expect(announced('assertive')).toEqual(['Achievement unlocked Quiz Whiz +25 achievement points']);
  expect(announced('polite')).toEqual([]);
  // Its button is drawn nowhere yet: the words read out hold none.
  expect(screen.queryByRole('button', { name: 'Close achievement' })).toBeNull();
  // Drawn once the XP toasts time out: its own alert is off, and the host's line gone.
  act(() => vi.advanceTimersByTime(3000 + REMOVE_DELAY + 10));
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('Quiz Whiz');
  expect(alert.getAttribute('aria-live')).toBe('off');
  expect(announced('assertive')).toEqual([]);
  expect(screen.getAllByRole('button', { name: 'Close achievement' })).toHaveLength(1);
});
