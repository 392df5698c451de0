import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { expect, it, vi } from 'vitest';
import { LazyPanel } from './Panel';

it('shows a lazy part once its code arrives, with its loading state before', async () => {
  const Chart = lazy(async () => ({ default: () => <p>the chart</p> }));
  render(<LazyPanel loading="Loading the chart">{<Chart />}</LazyPanel>);
  expect(screen.getByRole('status').textContent).toContain('Loading the chart');
  await screen.findByText('the chart');
});

it('keeps a part whose code cannot load in its own place, beside the rest of the page', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
  render(
    <div>
      <form aria-label="Order ticket" />
      <LazyPanel loading="Loading risk">
        <Broken />
      </LazyPanel>
    </div>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(
    'This part of the page could not load. Check your connection, then reload.',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.getByRole('form', { name: 'Order ticket' })).toBeTruthy();
  errors.mockRestore();
});
