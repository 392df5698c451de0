import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { getLesson, lessons, optionsCourse } from '../../../content/catalogue';
import { LessonRoute } from './LessonRoute';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

function open(path: string) {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/lessons/$lessonId', component: LessonRoute }),
      createRoute({
        getParentRoute: () => root,
        path: '/learning-path',
        component: () => <p>Learning path tab</p>,
      }),
      createRoute({
        getParentRoute: () => root,
        path: '/games/$gameId/3d',
        component: () => <p>Crisis simulator</p>,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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
  expect(screen.getByRole('navigation', { name: 'Chapters' })).toBeTruthy();
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
