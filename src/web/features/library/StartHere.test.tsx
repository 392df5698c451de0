import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { enterGuestMode } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { LibraryPage } from './LibraryPage';
import { saveStoryCompletion } from './progress';

// After the AI setup a beginner lands on the library (the spec's exit) with the path's next lesson
// as ?start=<id>: it is shown first, with a way straight in.

beforeEach(() => {
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

it('names the path’s next step as it is now: a lesson finished with a weak quiz comes back as a revisit, whatever ?start says', async () => {
  // A beginner finished Stock Market Basics with 0% in its quiz: their path sends them back to it,
  // as the dashboard's 'Your Next Lesson' does, not on to the lesson the setup's link named.
  localStorage.setItem('userPreferences', JSON.stringify({ experience: ['beginner'] }));
  await saveStoryCompletion('stock-market-basics', 0, { quizPercent: 0, announce: false });
  renderAtPath('/library?start=wall-street-explained', pages);
  const start = await screen.findByRole('region', { name: 'Start here' });
  await within(start).findByText('Revisit: Stock Market Basics');
  within(start).getByText('Your quiz score was 0%: another read makes it stick.');
  const again = within(start).getByRole('link', { name: /^Revisit Stock Market Basics/ });
  expect(again.getAttribute('href')).toBe('/lessons/stock-market-basics');
  expect(within(start).queryByText(/Wall Street Explained/)).toBeNull();
});
