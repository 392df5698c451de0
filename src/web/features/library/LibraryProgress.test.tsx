import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { UserView } from '../../../shared/api/auth';
import { signIn } from '../../lib/session';
import { userKey } from '../../lib/storage';
import { renderAtPath, stubPage } from '../../test-router';
import { LibraryPage } from './LibraryPage';

// When a signed-in learner's progress cannot be read, the page says so and offers to try again; it
// never claims "0 completed", which reads as progress lost. Lessons finished on this device stay marked.

it('says progress could not be loaded, marks what this device knows, and counts once the server answers', async () => {
  signIn('h.p.s', { id: 'u1', firstName: 'Ada', role: 'user' } as unknown as UserView);
  localStorage.setItem(
    userKey('u1', 'story-progress'),
    JSON.stringify({ 'tulip-mania': { storyId: 'tulip-mania', completed: true, score: 90, timestamp: 't' } }),
  );
  let up = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://app').pathname;
      if (path !== '/api/auth/progress') return new Response('{}', { status: 200 });
      if (!up) return new Response('{"error":"boom"}', { status: 500 });
      const done = (id: string) => ({ storyId: id, completed: true, score: 100, timestamp: 't' });
      return new Response(JSON.stringify({ progress: [done('tulip-mania'), done('dotcom-bubble')] }), {
        status: 200,
      });
    }),
  );
  renderAtPath('/library', { '/library': LibraryPage, '/lessons/$lessonId': stubPage('Lesson') });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('We could not load your progress');
  expect(document.body.textContent).not.toMatch(/\d+ completed/);
  expect(screen.getByTestId('course-tulip-mania').getAttribute('aria-label')).toContain('(completed)');

  up = true;
  screen.getByRole('button', { name: 'Try again' }).click();
  await screen.findByText(/· 2 completed/);
  expect(screen.queryByRole('alert')).toBeNull();
});
