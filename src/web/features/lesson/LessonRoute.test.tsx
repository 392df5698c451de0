import { Outlet } from '@tanstack/react-router';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { getLesson, lessons, optionsCourse } from '../../../content/catalogue';
import { useFrameRequested } from '../../app/framedPage';
import { NotFound } from '../../app/NotFound';
import { usePageTitleAndFocus } from '../../app/usePageTitleAndFocus';
import { renderAtPath, stubPage } from '../../test-router';
import { LessonRoute } from './LessonRoute';

function open(path: string) {
  renderAtPath(path, {
    '/lessons/$lessonId': LessonRoute,
    '/learning-path': stubPage('Learning path tab'),
    '/games/$gameId/3d': stubPage('Crisis simulator'),
  });
}

const playerOf = async () =>
  (await screen.findByText(/Page 1 of/)).closest('[data-player]')?.getAttribute('data-player');

it('opens an ordinary story in the picture-book player', async () => {
  const plain = lessons.find(
    (l) => !l.hasAnimations && l.id !== 'covid-inflation' && l.id !== 'financial-crisis-2008',
  );
  if (!plain) return;
  open(`/lessons/${plain.id}`);
  expect(await playerOf()).toBe('picture-book');
});

it.runIf(getLesson('covid-inflation'))(
  'opens covid-inflation in the animated picture-book player',
  async () => {
    open('/lessons/covid-inflation');
    expect(await playerOf()).toBe('animated');
  },
);

it.runIf(getLesson('financial-crisis-2008'))('opens the 2008 lesson as its own chapter view', async () => {
  open('/lessons/financial-crisis-2008');
  expect(await playerOf()).toBe('chapter-2008');
  const rail = screen.getByRole('navigation', { name: 'Chapters' });
  // On the cover, before the first chapter, the phone's menu counts the chapters: no "Chapter 0 of 12:".
  const summary = rail.querySelector('summary')!.textContent;
  expect(summary).toMatch(/^\d+ chapters$/);
  expect(summary).not.toContain('Chapter 0');
});

it('sends learning-path to its tab and crisis-simulator to the 3D street, and says when a lesson does not exist', async () => {
  open('/lessons/learning-path');
  await screen.findByText('Learning path tab');
  cleanup();
  open('/lessons/crisis-simulator');
  await screen.findByText('Crisis simulator');
  cleanup();
  open('/lessons/no-such-thing');
  await screen.findByRole('heading', { name: 'Lesson not found' });
  // Its way back names the page as the tab bar does (Courses), not "the library".
  expect(screen.getByRole('link', { name: 'Back to Courses' }).getAttribute('href')).toBe('/library');
});

it('opens the options course in its own player, or says it is still being written', async () => {
  open('/lessons/options-derivatives');
  if (optionsCourse) {
    await screen.findByText(/Page 1 of 16/);
    expect(
      screen
        .getByText(/Page 1 of 16/)
        .closest('[data-player]')
        ?.getAttribute('data-player'),
    ).toBe('options-course');
  } else {
    await screen.findByRole('heading', { name: 'This course is still being written' });
  }
});

/** The shell's part that matters here: the tab's title, and whether a full-screen page wants the frame. */
function TitleAndFrame() {
  usePageTitleAndFocus();
  const framed = useFrameRequested();
  return (
    <div data-testid="root" data-framed={String(framed)}>
      <Outlet />
    </div>
  );
}

const framed = () => screen.getByTestId('root').getAttribute('data-framed');

it('titles a missing lesson "Lesson not found" and brings back the app frame, with ways out', async () => {
  renderAtPath('/lessons/no-such-lesson', { '/lessons/$lessonId': LessonRoute }, { root: TitleAndFrame });
  await screen.findByRole('heading', { name: 'Lesson not found' });
  await waitFor(() => expect(document.title).toBe('Lesson not found · ThinkStreet'));
  await waitFor(() => expect(framed()).toBe('true'));
  // Still shown once the frame is back (the page remounts inside it).
  expect(screen.getByRole('heading', { name: 'Lesson not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
});

it('keeps a real lesson full screen, titled by its name', async () => {
  const lesson = lessons[0]!;
  renderAtPath(`/lessons/${lesson.id}`, { '/lessons/$lessonId': LessonRoute }, { root: TitleAndFrame });
  await screen.findByText(/Page 1 of/);
  await waitFor(() => expect(document.title).toBe(`${lesson.title} · ThinkStreet`));
  expect(framed()).toBe('false');
});

it('titles the 404 page "Page not found"', async () => {
  renderAtPath('/nowhere', { '/nowhere': NotFound }, { root: TitleAndFrame });
  await screen.findByRole('heading', { name: 'This page is not on the map' });
  await waitFor(() => expect(document.title).toBe('Page not found · ThinkStreet'));
});
