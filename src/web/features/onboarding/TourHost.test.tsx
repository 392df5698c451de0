import { Outlet } from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPath } from '../../../core/learning-path/path';
import { TOUR_DETECT_DELAY_MS } from '../../../core/onboarding/rules';
import { enterGuestMode } from '../../lib/session';
import { keys } from '../../lib/storage';
import { renderAtPath, stubPage } from '../../test-router';
import { PathList } from '../learning-path/PathMap';
import TourHost from './TourHost';
import { watchTyping } from './typing';
import { claimVisit, resetVisits, showPageGuide } from './visit';

// A tour waits TOUR_DETECT_DELAY_MS (1 s) on a page before it opens: the tests move the clock on
// rather than wait it out (they waited 25 s in all). `shouldAdvanceTime` keeps the timers going with
// real time as well, for testing-library's own waits.
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  resetVisits();
  enterGuestMode();
});

const Root = () => (
  <>
    <Outlet />
    <TourHost />
  </>
);

function mount(at: string) {
  return renderAtPath(
    at,
    { '/library': stubPage('Library'), '/learning-path': stubPage('Path'), '/games': stubPage('Games') },
    { root: Root },
  );
}

const sleep = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The tour's dialog, once its page's delay has passed. */
async function tourOpens(): Promise<HTMLElement> {
  await sleep(TOUR_DETECT_DELAY_MS);
  return screen.findByRole('dialog', {}, { timeout: 3000 });
}

async function finishTour(steps: number): Promise<string> {
  const tour = await tourOpens();
  for (let i = 1; i < steps; i++) fireEvent.click(within(tour).getByRole('button', { name: 'Next' }));
  const last = tour.textContent ?? '';
  fireEvent.click(within(tour).getByRole('button', { name: 'Get Started' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return last;
}

describe('the feature tours', () => {
  it('never chain: after the Welcome tour the Learning path tour waits for another page', async () => {
    const router = mount('/learning-path');
    const welcome = await tourOpens();
    expect(welcome.textContent).toContain('Welcome to ThinkStreet · Step 1 of 5');
    const last = await finishTour(5);
    expect(last).toContain('A two-minute setup builds a path for you');
    // The learning path's own tour applies on this page too, but not in this visit.
    await sleep(2000);
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate({ to: '/games' }));
    await screen.findByText('Games');
    await act(() => router.navigate({ to: '/learning-path' }));
    const path = await tourOpens();
    expect(path.textContent).toContain('Learning path · Step 1 of 4');
  }, 15_000);

  it('wait for a later visit when the personalise questionnaire had this one', async () => {
    claimVisit('/library');
    const router = mount('/library');
    await sleep(1800);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate({ to: '/games' }));
    expect(await tourOpens()).toBeTruthy();
  }, 10_000);

  it('do not offer the setup to a learner whose answers are saved', async () => {
    localStorage.setItem(keys.userPreferences, JSON.stringify({ experience: 'beginner' }));
    mount('/library');
    const last = await finishTour(5);
    expect(last).not.toContain('two-minute setup');
    expect(last).toContain('Your answers have already built your path');
  }, 10_000);
});

describe('a page guide (the guided first trade)', () => {
  it('is the one layer of its visit: no tour opens while it shows, nor in the visit it ends', async () => {
    const release = showPageGuide('/library');
    const router = mount('/library');
    await sleep(1800);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Another page while the guide is still on: still no tour (its page shows it again on return).
    await act(() => router.navigate({ to: '/games' }));
    await screen.findByText('Games');
    await sleep(1500);
    expect(screen.queryByRole('dialog')).toBeNull();
    release();
    await act(() => router.navigate({ to: '/learning-path' }));
    expect(await tourOpens()).toBeTruthy();
  }, 15_000);

  it('waits while the page still decides whether to show its guide', async () => {
    const pending = document.createElement('div');
    pending.setAttribute('data-guide-pending', '');
    document.body.append(pending);
    mount('/library');
    await sleep(1800);
    expect(screen.queryByRole('dialog')).toBeNull();
    pending.remove();
    expect(await tourOpens()).toBeTruthy();
  }, 10_000);
});

describe('a learner at work in a form', () => {
  afterEach(() => document.querySelector('#quantity')?.remove());

  /** A quantity field like the order ticket's, outside the routed page so it stays across pages. */
  function field(): HTMLInputElement {
    const input = document.createElement('input');
    input.id = 'quantity';
    input.type = 'number';
    document.body.append(input);
    return input;
  }

  it('gets no tour while the focus is in a field; it comes once the focus has left', async () => {
    const input = field();
    input.focus();
    mount('/library');
    await sleep(2500);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => input.blur());
    expect(await tourOpens()).toBeTruthy();
  }, 10_000);

  it('gets no tour on a page where they have typed, even after leaving the field; a later page has it', async () => {
    const input = field();
    const router = mount('/library');
    watchTyping(() => router.state.location.pathname); // the shell does it in the app
    await screen.findByText('Library');
    input.focus();
    fireEvent.input(input, { target: { value: '5' } });
    act(() => input.blur());
    await sleep(2500);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate({ to: '/games' }));
    expect(await tourOpens()).toBeTruthy();
  }, 10_000);

  it('still gets the tour after only ticking a box (no typing)', async () => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.id = 'quantity';
    document.body.append(box);
    mount('/library');
    box.focus();
    fireEvent.click(box);
    expect(await tourOpens()).toBeTruthy();
  }, 10_000);
});

describe("the tour's dialog on a laptop", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.querySelector('[data-tour="learning-path"]')?.remove();
  });

  it('sits beside what its step describes where there is room, else centred, keeping focus and Escape', async () => {
    // 1366 x 850, the dashboard's learning path block on the left (as measured there), the dialog 448 x 311.
    vi.stubGlobal('innerWidth', 1366);
    vi.stubGlobal('innerHeight', 850);
    vi.stubGlobal(
      'matchMedia',
      (q: string) => ({ matches: q === '(min-width: 640px)', media: q }) as MediaQueryList,
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const [top, left, width, height] =
        this.dataset.tour === 'learning-path' ? [165, 59, 826, 490] : [0, 0, 0, 0];
      return {
        top,
        left,
        width,
        height,
        right: left + width,
        bottom: top + height,
        x: left,
        y: top,
      } as DOMRect;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(448);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(311);
    const block = document.createElement('section');
    block.dataset.tour = 'learning-path';
    document.body.append(block);
    localStorage.setItem(keys.userPreferences, JSON.stringify({ experience: 'beginner' }));
    mount('/library');
    const tour = await tourOpens();
    // Step 1 (the welcome) is about nothing on the page in particular: centred.
    expect(tour.dataset.placement).toBe('centre');
    expect(tour.className).toContain('sm:top-1/2');
    expect(tour.hasAttribute('data-toasts-below')).toBe(false);
    for (let i = 1; i < 5; i++) fireEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(tour.textContent).toContain('Your learning path');
    // Step 5 describes the path: the dialog sits to its right, lined up with its top, and it is outlined.
    await waitFor(() => expect(tour.dataset.placement).toBe('right'));
    expect(tour.style.top).toBe('165px');
    expect(tour.style.left).toBe('901px');
    expect(tour.className).not.toContain('sm:top-1/2');
    // The toasts (top right) start below it, as below the carry notice.
    expect(tour.hasAttribute('data-toasts-below')).toBe(true);
    expect(block.style.outline).toContain('solid');
    expect(tour.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(block.style.outline).toBe('');
  }, 10_000);
});

describe("the tour's sheet on a phone", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.querySelector('nav[aria-label="Primary"]')?.remove();
  });

  it('goes along the top for the Courses and Simulator tabs in the bottom tab bar, else along the bottom', async () => {
    // 390 x 844: the bottom tab bar (fixed) with its Courses and Simulator tabs, as measured there.
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 844);
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: false, media: q }) as MediaQueryList);
    const bar = document.createElement('nav');
    bar.setAttribute('aria-label', 'Primary');
    bar.style.position = 'fixed';
    for (const href of ['/dashboard', '/library', '/games', '/trade']) {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = href;
      bar.append(a);
    }
    document.body.append(bar);
    const tabs: Record<string, number> = { '/dashboard': 0, '/library': 65, '/games': 130, '/trade': 195 };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const href = this.closest('nav[aria-label="Primary"]') ? this.getAttribute('href') : null;
      const [top, left, width, height] = href ? [788, tabs[href] ?? 0, 65, 56] : [0, 0, 0, 0];
      return {
        top,
        left,
        width,
        height,
        right: left + width,
        bottom: top + height,
        x: left,
        y: top,
      } as DOMRect;
    });
    localStorage.setItem(keys.userPreferences, JSON.stringify({ experience: 'beginner' }));
    mount('/library');
    const tour = await tourOpens();
    const next = () => fireEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    // Step 1 (the welcome) is about nothing in particular: the sheet stays at the bottom.
    expect(tour.dataset.placement).toBe('centre');
    expect(tour.className).toContain('bottom-0');
    next();
    next();
    expect(tour.textContent).toContain('Step 3 of 5');
    // Step 3 describes the Courses tab: outlined, and the sheet goes along the top, clear of it.
    const courses = bar.querySelector<HTMLElement>('a[href="/library"]')!;
    await waitFor(() => expect(tour.dataset.placement).toBe('top'));
    expect(tour.className).toContain('top-0');
    expect(tour.className).not.toContain('bottom-0');
    expect(courses.style.outline).toContain('solid');
    // At the screen's bottom edge the outline is drawn inside the tab, not cut off below it.
    expect(courses.style.outlineOffset).toBe('-3px');
    // Toasts (top right) start below it.
    expect(tour.hasAttribute('data-toasts-below')).toBe(true);
    next();
    // Step 4, the Simulator tab: still along the top, the outline moved to it.
    const trade = bar.querySelector<HTMLElement>('a[href="/trade"]')!;
    await waitFor(() => expect(trade.style.outline).toContain('solid'));
    expect(courses.style.outline).toBe('');
    expect(tour.dataset.placement).toBe('top');
    next();
    // Step 5 (the learning path, not on this page): back along the bottom.
    await waitFor(() => expect(tour.dataset.placement).toBe('centre'));
    expect(tour.className).toContain('bottom-0');
    expect(tour.hasAttribute('data-toasts-below')).toBe(false);
    // The focus stays in the tour, and Escape closes it.
    fireEvent.click(within(tour).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(tour.dataset.placement).toBe('top'));
    expect(tour.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trade.style.outline).toBe('');
  }, 10_000);
});

describe('the Learning path tour', () => {
  it('says what the colours mean without pointing at a green step a new learner does not have', async () => {
    localStorage.setItem('thinkstreet:guest:tours', JSON.stringify({ general_onboarding: 'completed' }));
    const { steps } = buildPath({
      preferences: { experience: 'beginner' },
      placement: null,
      completed: new Set(),
      quizScores: {},
      mastery: {},
      tradesMade: 0,
      favouriteArea: null,
    });
    renderAtPath('/learning-path', { '/learning-path': () => <PathList steps={steps} /> }, { root: Root });
    const tour = await tourOpens();
    expect(tour.textContent).toContain('Learning path · Step 1 of 4');
    fireEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    await within(tour).findByText('Done, next, later');
    // Nothing is finished: no step on the page is green, and the tour does not say one is.
    expect(document.querySelectorAll('[data-status="done"]')).toHaveLength(0);
    expect(tour.textContent).not.toMatch(/Green steps are/);
    // What it does point at is there: one amber step, marked Next.
    expect(document.querySelectorAll('[data-status="next"]')).toHaveLength(1);
    expect(tour.textContent).toContain(
      'Each step is marked Done, Next or Later. The amber step is next; a step turns green with a tick once you finish it.',
    );
  }, 10_000);
});
