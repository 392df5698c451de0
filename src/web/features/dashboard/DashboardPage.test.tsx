import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { deriveLocal, localDashboard, trackActivity } from '../../lib/learning-state';
import { enterGuestMode, signIn } from '../../lib/session';
import { keys, userKey } from '../../lib/storage';
import { renderAtPath, stubPage } from '../../test-router';
import { DashboardPage } from './DashboardPage';
import { markSimulatorOpened } from './onboarding';

beforeEach(() => {
  enterGuestMode();
  // A newcomer at 0 XP without answers is asked to personalise 2 s after the dashboard loads; under
  // load a test can take that long, and the dialog then hides the page. The prompt is tested in
  // questionnaire.test.ts and the dashboard journey; here the guest has answered, except where a test says otherwise.
  localStorage.setItem(keys.userPreferences, JSON.stringify({ experience: 'beginner' }));
});

function mountDashboard() {
  return renderAtPath('/dashboard', {
    '/dashboard': DashboardPage,
    '/lessons/$lessonId': stubPage('Lesson'),
    '/library': stubPage('Library'),
    '/learning-path': stubPage('Path'),
  });
}

async function renderDashboard() {
  const router = mountDashboard();
  await screen.findByText('Your Next Lesson');
  // The blocks below the first screen render a moment after it.
  await screen.findByTestId('progress-lessons');
  return router;
}

describe('the dashboard for a guest', () => {
  it('starts at level 1 with 0 XP, no streak and a next lesson to open', async () => {
    await renderDashboard();
    expect(screen.getByTestId('total-xp').textContent).toBe('0 XP');
    expect(screen.getByTestId('level').textContent).toBe('Level 1');
    expect(screen.getByTestId('streak').textContent).toBe('0 days');
    expect(screen.getByTestId('progress-lessons').textContent).toBe('0');
    expect(await screen.findByRole('link', { name: /Start lesson/ })).toBeTruthy();
    expect(screen.getByText('Nothing yet. Finish a lesson to start your story.')).toBeTruthy();
    // The onboarding checklist shows below 300 XP, once the learning path has loaded.
    await screen.findByRole('heading', { name: /Getting started/ });
    expect(screen.getByText('Finish your first lesson').closest('li')?.textContent).toContain('(to do)');
    expect(screen.getByText('Open the trading simulator').closest('li')?.textContent).toContain('(to do)');
  });

  it("offers as the next lesson the one the learning path says is next, never 'every lesson finished' while loading", async () => {
    mountDashboard();
    const card = (await screen.findByText('Your Next Lesson')).closest('section')!;
    // Until the path has answered the card holds its place; it never says everything is done.
    expect(card.textContent).not.toContain('finished every lesson');
    const start = await within(card).findByRole('link', { name: /Start lesson/ });
    expect(card.textContent).toContain('Stock Market Basics');
    // The lesson's title is the card's own heading, under its h2.
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toContain('Stock Market Basics');
    expect(start.getAttribute('href')).toBe('/lessons/stock-market-basics');
    const pathBlock = screen.getByRole('heading', { name: /AI Learning Path/ }).closest('section')!;
    expect(within(pathBlock).getByRole('link', { name: /^Continue: / }).textContent).toBe(
      'Continue: Stock Market Basics',
    );
  });

  it('names one next lesson in both cards when the path sends the learner back (a revisit)', async () => {
    const now = new Date().toISOString();
    localStorage.setItem(
      userKey('guest', 'story-progress'),
      JSON.stringify({
        'stock-market-basics': { storyId: 'stock-market-basics', completed: true, score: 25, timestamp: now },
      }),
    );
    await act(async () => {
      await trackActivity({
        activityType: 'quiz_complete',
        activityData: { quizId: 'stock-market-basics', score: 25, passed: false },
      });
    });
    mountDashboard();
    const pathBlock = (await screen.findByRole('heading', { name: /AI Learning Path/ })).closest('section')!;
    const revisit = await within(pathBlock).findByRole('link', { name: 'Revisit Stock Market Basics' });
    expect(revisit.getAttribute('href')).toBe('/lessons/stock-market-basics');
    const card = screen.getByText('Your Next Lesson').closest('section')!;
    const open = await within(card).findByRole('link', { name: /Revisit lesson/ });
    expect(open.getAttribute('href')).toBe('/lessons/stock-market-basics');
    expect(card.textContent).toContain('Review · next on your path');
    expect(card.textContent).toContain('quiz score was 25%');
    expect(card.textContent).not.toContain('Wall Street Explained');
  });

  it("lets the keyboard reach the whole path's scrolling list", async () => {
    mountDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'See the whole path' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your learning path' });
    const list = within(dialog).getByRole('region', { name: 'Every step of your path' });
    expect(list.tabIndex).toBe(0);
    expect(list.className).toContain('overflow-y-auto');
  });

  it('follows the path where it and the recommendation model part (a learner who is past the basics)', async () => {
    localStorage.setItem(keys.userPreferences, JSON.stringify({ experience: ['intermediate'] }));
    mountDashboard();
    const pathBlock = (await screen.findByRole('heading', { name: /AI Learning Path/ })).closest('section')!;
    const next = within(pathBlock)
      .getByRole('link', { name: /^Continue: / })
      .textContent!.replace('Continue: ', '');
    // The model alone would start a newcomer with the basics; this learner's path skips them.
    expect(next).not.toBe('Stock Market Basics');
    const card = screen.getByText('Your Next Lesson').closest('section')!;
    await within(card).findByRole('link', { name: /Start lesson/ });
    expect(card.textContent).toContain(next);
  });

  it('recommends next the lesson the path marks next, where the path and the model part', async () => {
    localStorage.setItem(keys.userPreferences, JSON.stringify({ experience: ['intermediate'] }));
    await renderDashboard();
    const pathBlock = screen.getByRole('heading', { name: /AI Learning Path/ }).closest('section')!;
    const next = within(pathBlock)
      .getByRole('link', { name: /^Continue: / })
      .textContent!.replace('Continue: ', '');
    const widget = screen.getByRole('heading', { name: 'Recommended Next' }).closest('section')!;
    const first = (await within(widget).findAllByRole('link'))[0]!;
    expect(first.textContent).toContain(next);
    expect(first.textContent).toContain('Next on your path');
    // The model alone would put the basics first for this learner.
    expect(widget.textContent).not.toContain('Stock Market Basics');
  });

  it('holds one placeholder for the learning path and the checklist until both can show (no layout shift)', async () => {
    await renderDashboard();
    // With the cards below already on screen: the placeholder alone, or both blocks, never one of them.
    const placeholder = screen.queryByRole('status', { name: 'Loading your learning path' });
    const path = screen.queryByRole('heading', { name: /AI Learning Path/ });
    const checklist = screen.queryByRole('heading', { name: /Getting started/ });
    if (placeholder) expect([path, checklist]).toEqual([null, null]);
    else expect(path && checklist).toBeTruthy();
    await screen.findByRole('heading', { name: /Getting started/ });
    expect(screen.getByRole('heading', { name: /AI Learning Path/ })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your learning path' })).toBeNull();
  });

  it('ticks "Open the trading simulator" once the learner has opened it', async () => {
    markSimulatorOpened('guest');
    await renderDashboard();
    await screen.findByRole('heading', { name: /Getting started/ });
    expect(screen.getByText('Open the trading simulator').closest('li')?.textContent).toContain('(done)');
  });

  it('greets a first-time guest with Welcome, and one who has earned XP with Welcome back', async () => {
    await renderDashboard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Guest');
    cleanup();
    localStorage.setItem(
      userKey('guest', 'story-progress'),
      JSON.stringify({
        'tulip-mania': {
          storyId: 'tulip-mania',
          completed: true,
          score: 100,
          timestamp: new Date().toISOString(),
        },
      }),
    );
    await renderDashboard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Guest');
  });

  it('derives XP, streak, lessons and achievements from a story the lesson player saved locally', async () => {
    const now = new Date().toISOString();
    localStorage.setItem(
      userKey('guest', 'story-progress'),
      JSON.stringify({
        'tulip-mania': { storyId: 'tulip-mania', completed: true, score: 100, timestamp: now },
      }),
    );
    await renderDashboard();
    const xp = Number(screen.getByTestId('total-xp').textContent?.replace(/\D/g, ''));
    expect(xp).toBeGreaterThanOrEqual(100);
    expect(screen.getByTestId('progress-xp').textContent?.replace(/\D/g, '')).toBe(String(xp));
    expect(screen.getByTestId('streak').textContent).toBe('1 day');
    expect(screen.getByTestId('progress-lessons').textContent).toBe('1');
    expect(screen.getByTestId('progress-events').textContent).toBe('1');
    const unlocked = screen.getByTestId('unlocked-achievements');
    expect(within(unlocked).getByText('First Steps')).toBeTruthy();
    expect(screen.getByTestId('recent-list').textContent).toContain('Completed Tulip Mania');
    fireEvent.click(screen.getByRole('button', { name: 'View all achievements' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/of 31 unlocked/);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(31);
  });

  it('refreshes every XP figure when a guest earns XP (xp-updated)', async () => {
    await renderDashboard();
    await act(async () => {
      await trackActivity({ activityType: 'trade_execute', activityData: { symbol: 'AAPL' } });
    });
    // 10 × first trade today 1.5, and whatever the hour adds (morning, happy hour): the engine's figure.
    const xp = deriveLocal().totalXP;
    expect(xp).toBeGreaterThanOrEqual(15);
    await screen.findByText(`${xp} XP`);
    expect(screen.getByTestId('progress-xp').textContent).toBe(String(xp));
    expect(screen.getByTestId('today-xp').textContent).toBe(`${xp}/10 XP`);
  });

  it('does not count signing in towards the daily goal or the streak', async () => {
    await renderDashboard();
    await act(async () => {
      await trackActivity({ activityType: 'login' });
    });
    await screen.findByText(`${deriveLocal().totalXP} XP`); // the daily login's XP
    expect(screen.getByTestId('today-xp').textContent).toBe('0/10 XP');
    expect(screen.getByTestId('streak').textContent).toBe('0 days');
  });

  it('shows 2 recent items and a third on request', async () => {
    const at = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    localStorage.setItem(
      userKey('guest', 'activity-log'),
      JSON.stringify([
        { id: 'a', type: 'login', at: at(30), data: {} },
        { id: 'b', type: 'trade_execute', at: at(20), data: { symbol: 'AAPL' } },
        { id: 'c', type: 'lesson_complete', lessonId: 'dotcom-bubble', at: at(10), data: {} },
      ]),
    );
    await renderDashboard();
    const list = screen.getByTestId('recent-list');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 more' }));
    expect(screen.getByTestId('recent-list').querySelectorAll('li')).toHaveLength(3);
  });

  it('filters the timeline by week, month and year and opens the full timeline', async () => {
    localStorage.setItem(
      userKey('guest', 'story-progress'),
      JSON.stringify({
        'tulip-mania': {
          storyId: 'tulip-mania',
          completed: true,
          score: 100,
          timestamp: new Date(Date.now() - 20 * 86_400_000).toISOString(),
        },
      }),
    );
    await renderDashboard();
    fireEvent.click(screen.getByLabelText('Week'));
    expect(screen.getByTestId('timeline-studied').textContent).toContain('Nothing studied this week');
    fireEvent.click(screen.getByLabelText('Month'));
    expect(screen.getByTestId('timeline-studied').textContent).toBe('1 event studied this month.');
    fireEvent.click(screen.getByRole('button', { name: 'Expand the timeline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Early Markets')).toBeTruthy();
  });

  it('offers Personalise in the page header, in the flow of the page, not floating over the cards', async () => {
    mountDashboard();
    const button = await screen.findByRole('button', { name: 'Personalise' });
    expect(button.closest('header')?.textContent).toContain('Guest');
    expect(button.className).not.toMatch(/\b(fixed|absolute|sticky)\b/);
  });

  it('asks five questions, one step at a time, and saves the answers', async () => {
    localStorage.removeItem(keys.userPreferences);
    await renderDashboard();
    expect(screen.getByText('Tell us your goals (Personalise)').closest('li')?.textContent).toContain(
      '(to do)',
    );
    const count = () =>
      screen
        .getByRole('heading', { name: /AI Learning Path/ })
        .closest('section')!
        .querySelector('span')!.textContent;
    expect(count()).toMatch(/^0 of \d+ steps done$/);
    const before = count();
    fireEvent.click(screen.getByRole('button', { name: 'Personalise' }));
    const dialog = await screen.findByRole('dialog');
    const next = () => within(dialog).getByRole('button', { name: /^(Next|Complete)$/ });
    // Not ready yet: it says so (aria-disabled, with the reason as its description), and a press
    // shows the reason instead of moving on.
    expect(next().getAttribute('aria-disabled')).toBe('true');
    const why = document.getElementById(next().getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe('Choose at least one to go on.');
    fireEvent.click(next());
    expect(within(dialog).getByText('Step 1 of 5')).toBeTruthy();
    for (const answer of [
      'Charts and visuals',
      'Start investing',
      'I know the basics',
      'Crashes',
      'Mostly weekends',
    ]) {
      fireEvent.click(within(dialog).getByLabelText(answer));
      fireEvent.click(next());
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The checklist ticks the step at once, not after a reload.
    await waitFor(() =>
      expect(screen.getByText('Tell us your goals (Personalise)').closest('li')?.textContent).toContain(
        '(done)',
      ),
    );
    expect(JSON.parse(localStorage.getItem('userPreferences') ?? '{}')).toEqual({
      learning_style: ['visual'],
      goals: ['start-investing'],
      experience: 'intermediate',
      interests: ['crashes'],
      time_commitment: 'weekends',
    });
    // The path is rebuilt from the answers at once: its step count is the new path's.
    await waitFor(() => expect(count()).not.toBe(before));
  });
});

describe('the dashboard for a signed-in learner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the learning path with the dashboard, not once the dashboard has answered', async () => {
    signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
    const asked: string[] = [];
    // The server never answers: whatever is asked for was asked for before any answer came.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        asked.push(new URL(String(input instanceof Request ? input.url : input), 'http://app').pathname);
        return new Promise<Response>(() => undefined);
      }),
    );
    mountDashboard();
    await waitFor(() => expect(asked).toContain('/api/learning-path'));
    expect(asked).toContain('/api/analytics/dashboard');
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeTruthy();
  });
});

describe('the greeting of a signed-in learner', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A learner with one lesson on the account, made `hoursAgo` ago; the server does not answer yet. */
  function mountFor(hoursAgo: number, lessons: number, firstName = 'Ada') {
    const createdAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    signIn('h.p.s', {
      id: 'u1',
      firstName,
      username: 'ada_l',
      role: 'user',
      createdAt,
      totalLessonsCompleted: lessons,
    } as unknown as UserView);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    mountDashboard();
  }

  it('greets a brand-new account whose one lesson came from guest mode with a first welcome', async () => {
    localStorage.setItem(
      userKey('u1', 'from-guest'),
      JSON.stringify({ lessons: 1, quizzes: 1, games: 0, xp: 150, achievements: [], refused: 0 }),
    );
    mountFor(0.1, 1);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, Ada');
  });

  it('greets a learner who finished a lesson in the account, or made it on an earlier day, with Welcome back', async () => {
    mountFor(0.1, 1);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome back, Ada');
    cleanup();
    localStorage.setItem(
      userKey('u1', 'from-guest'),
      JSON.stringify({ lessons: 1, quizzes: 0, games: 0, xp: 150, achievements: [], refused: 0 }),
    );
    mountFor(30, 1);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome back, Ada');
  });

  it('greets a learner who cleared their first name by their username', async () => {
    mountFor(30, 1, '');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome back, ada_l');
  });
});

describe('the dashboard when its progress cannot be loaded', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the server could not be reached, offers a retry, and loads once it can', async () => {
    signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    renderAtPath('/dashboard', { '/dashboard': DashboardPage }, { retry: false });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'We could not load your progress. We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByText(/try again by ourselves/)).toBeTruthy();
    fetch.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes('/api/analytics/dashboard')
        ? new Response(JSON.stringify(localDashboard()))
        : new Response('{}', { status: 404 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Your Next Lesson', {}, { timeout: 5000 });
  });

  it('blames our side for a server failure, not the connection', async () => {
    signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"boom"}', { status: 500 })),
    );
    renderAtPath('/dashboard', { '/dashboard': DashboardPage }, { retry: false });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'We could not load your progress. Something went wrong on our side. Please try again.',
    );
    expect(screen.queryByText(/try again by ourselves/)).toBeNull();
  });
});
