import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { enterGuestMode } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { LibraryPage } from './LibraryPage';

// After the AI setup a beginner lands on the library (the spec's exit) with the path's next lesson
// as ?start=<id>: it is shown first, with a way straight in.

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  enterGuestMode();
});

const pages = { '/library': LibraryPage, '/lessons/$lessonId': stubPage('Lesson') };

it('puts the lesson the path marks next first, under Start here, with a Begin link to it', async () => {
  renderAtPath('/library?start=stock-market-basics', pages);
  const start = await screen.findByRole('region', { name: 'Start here' });
  const begin = within(start).getByRole('link', { name: /^Begin Stock Market Basics/ });
  expect(begin.getAttribute('href')).toBe('/lessons/stock-market-basics');
});

it('shows no Start here for an unknown lesson or without one', async () => {
  renderAtPath('/library?start=no-such-lesson', pages);
  await screen.findByRole('heading', { name: 'Courses' });
  expect(screen.queryByRole('region', { name: 'Start here' })).toBeNull();
  cleanup();
  renderAtPath('/library', pages);
  await screen.findByRole('heading', { name: 'Courses' });
  expect(screen.queryByRole('region', { name: 'Start here' })).toBeNull();
});
