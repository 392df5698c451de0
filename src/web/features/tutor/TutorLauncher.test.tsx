import { Outlet } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ErrorFallback } from '../../app/ErrorScreens';
import { enterGuestMode } from '../../lib/session';
import { renderAtPath } from '../../test-router';
import { TutorLauncher } from './TutorLauncher';

// The tutor window's code does not arrive, as when the connection drops before the first open.
vi.mock('./TutorPanel', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('keeps a tutor window whose code cannot load in its corner, and the page stays', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  enterGuestMode();
  const root = () => (
    <ErrorFallback fallback={<p>the page failed</p>}>
      <Outlet />
      <TutorLauncher />
    </ErrorFallback>
  );
  const router = renderAtPath('/trade', { '/trade': () => <h1>Trading simulator</h1> }, { root });
  await waitFor(() => expect(router.state.status).toBe('idle'));

  fireEvent.click(await screen.findByRole('button', { name: 'Ask the tutor' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(
    'The tutor could not load. Check your connection, then reload the page.',
  );
  expect(screen.getByRole('heading', { name: 'Trading simulator' })).toBeTruthy();
  expect(screen.queryByText('the page failed')).toBeNull();

  // Closed, the launcher is back for another try.
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await screen.findByRole('button', { name: 'Ask the tutor' });
  expect(screen.queryByRole('alert')).toBeNull();
  errors.mockRestore();
});
