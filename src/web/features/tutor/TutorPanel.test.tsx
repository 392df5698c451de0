import { Outlet, useMatches } from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAtPath, stubPage } from '../../test-router';
import TutorPanel from './TutorPanel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderPanel() {
  renderAtPath('/', {
    '/': () => <TutorPanel hidden={false} onMinimise={() => undefined} onClose={() => undefined} />,
  });
  return screen.findByRole('dialog', { name: 'Tutor' });
}

it('never sends an empty or whitespace message', async () => {
  const calls = vi.spyOn(globalThis, 'fetch');
  await renderPanel();
  const input = screen.getByLabelText('Message the tutor');
  fireEvent.change(input, { target: { value: '   \n  ' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  expect(calls).not.toHaveBeenCalled();
  expect(screen.queryByTestId('tutor-answer')).toBeNull();
});

it('keeps session memory on by default and remembers the learner’s choice', async () => {
  await renderPanel();
  const memory = screen.getByRole('button', { name: 'Session memory' });
  expect(memory.getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(memory);
  expect(memory.getAttribute('aria-pressed')).toBe('false');
  expect(localStorage.getItem('thinkstreet_chat_memory')).toBe('false');
});

/** The window over a page of its own, as the shell mounts it; `phone` says what the screen matches. */
async function panelOverPages(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query }) as MediaQueryList);
  const onMinimise = vi.fn();
  const root = () => (
    <>
      <Outlet />
      <TutorPanel hidden={false} onMinimise={onMinimise} onClose={() => undefined} />
    </>
  );
  const router = renderAtPath(
    '/dashboard',
    { '/dashboard': stubPage('Dashboard'), '/trade': stubPage('Simulator') },
    { root },
  );
  await screen.findByRole('dialog', { name: 'Tutor' });
  return { router, onMinimise };
}

it('steps aside on a phone once it has taken the learner to another page, so they see it', async () => {
  const { router, onMinimise } = await panelOverPages(true);
  expect(onMinimise).not.toHaveBeenCalled();
  await act(() => router.navigate({ to: '/trade' }));
  await screen.findByText('Simulator');
  expect(onMinimise).toHaveBeenCalledWith(false);
  vi.unstubAllGlobals();
});

it('stays open beside the page on a wide screen when it navigates', async () => {
  const { router, onMinimise } = await panelOverPages(false);
  await act(() => router.navigate({ to: '/trade' }));
  await screen.findByText('Simulator');
  expect(onMinimise).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
});

it('is minimised by the learner with Escape, which says so', async () => {
  const onMinimise = vi.fn();
  renderAtPath('/', {
    '/': () => <TutorPanel hidden={false} onMinimise={onMinimise} onClose={() => undefined} />,
  });
  fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Tutor' }), { key: 'Escape' });
  expect(onMinimise).toHaveBeenCalledWith(true);
});

it('shows the conversation again on a phone when the learner comes back from a page where it hid', async () => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }) as MediaQueryList);
  const onMinimise = vi.fn();
  const router = renderAtPath(
    '/library',
    { '/library': stubPage('Courses'), '/lessons/$lessonId': stubPage('Lesson') },
    { root: () => <HidesOverLessons onMinimise={onMinimise} /> },
  );
  await screen.findByRole('dialog', { name: 'Tutor' });
  await act(() => router.navigate({ to: '/lessons/$lessonId', params: { lessonId: 'tulip-mania' } }));
  await screen.findByText('Lesson');
  await act(() => router.navigate({ to: '/library' }));
  await screen.findByText('Courses');
  expect(onMinimise).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
});

/** The window hidden over a full-screen lesson, as the launcher hides it there (from the page's matches). */
function HidesOverLessons({ onMinimise }: { onMinimise(byLearner?: boolean): void }) {
  const lesson = useMatches().some((m) => m.routeId.startsWith('/lessons/'));
  return (
    <>
      <Outlet />
      <TutorPanel hidden={lesson} onMinimise={onMinimise} onClose={() => undefined} />
    </>
  );
}

it('says when a tip stands in for an answer the tutor could not give, and asks the same question again', async () => {
  const calls = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await renderPanel();
  const question = 'Explain what a price-to-earnings ratio tells me';
  fireEvent.change(screen.getByLabelText('Message the tutor'), { target: { value: question } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const note = await screen.findByTestId('tutor-unreached');
  expect(note.textContent).toContain(
    'The tutor could not be reached, so this is a quick tip from this device.',
  );
  const asked = calls.mock.calls.length;
  fireEvent.click(screen.getByRole('button', { name: 'Ask again' }));
  await vi.waitFor(() => expect(screen.getAllByText(question)).toHaveLength(2));
  await vi.waitFor(() => expect(screen.getAllByTestId('tutor-unreached')).toHaveLength(2));
  expect(calls.mock.calls.length).toBeGreaterThan(asked);
  // Asked again once: only the newest tip still offers it.
  expect(screen.getAllByRole('button', { name: 'Ask again' })).toHaveLength(1);
});

it('adds no second banner landmark to the page: its top row is not a header', async () => {
  const panel = await renderPanel();
  expect(panel.querySelector('header')).toBeNull();
  expect(screen.queryByRole('banner')).toBeNull();
});

it('is a modal on a phone, where it covers the page: the page behind is inert until it is put away', async () => {
  await panelOverPages(true);
  const panel = screen.getByRole('dialog', { name: 'Tutor' });
  expect(panel.getAttribute('aria-modal')).toBe('true');
  const page = screen.getByText('Dashboard');
  expect(page.closest('[inert]')).not.toBeNull();
  expect(panel.closest('[inert]')).toBeNull();
  cleanup();
  expect(document.querySelector('[inert]')).toBeNull();
  vi.unstubAllGlobals();
});

it('stays a non-modal window beside a page that stays usable on a wide screen', async () => {
  await panelOverPages(false);
  expect(screen.getByRole('dialog', { name: 'Tutor' }).getAttribute('aria-modal')).toBe('false');
  expect(document.querySelector('[inert]')).toBeNull();
  vi.unstubAllGlobals();
});
