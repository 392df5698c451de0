import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAtPath, stubPage } from '../test-router';
import { RouteError, ShellErrorBoundary } from './ErrorScreens';

let fail = true;
function Flaky() {
  if (fail) throw new Error('boom');
  return <p>Loaded fine</p>;
}
function Bomb(): never {
  throw new Error('frame exploded');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('shows the page-level error screen and recovers with Try Again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fail = true;
  renderAtPath('/flaky', { '/flaky': Flaky, '/': stubPage('Home') }, { errorComponent: RouteError });
  await screen.findByText('Oops! Something went wrong');
  expect(screen.getByText("We're having trouble loading this page. Please try again.")).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  await screen.findByText('Loaded fine');
});

it('catches a crash anywhere in the frame and offers a page refresh', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  render(
    <ShellErrorBoundary>
      <Bomb />
    </ShellErrorBoundary>,
  );
  expect(screen.getByText('Something went wrong')).toBeTruthy();
  expect(
    screen.getByText('We encountered an unexpected error. Please try refreshing the page.'),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
  await waitFor(() => expect(reload).toHaveBeenCalled());
});
