import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAtPath } from '../test-router';
import { SETTLE_AT_MOST_MS, usePageSettled } from './usePageSettled';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** What the page reads, set by each test. */
let read: () => Promise<string> = async () => '';

/** A page reading `read` (a query), beside a mark of whether the page has settled. */
function Page() {
  const answer = useQuery({ queryKey: ['page'], queryFn: () => read() });
  const settled = usePageSettled();
  return (
    <>
      <p>{answer.data ?? 'loading'}</p>
      <p data-testid="settled">{String(settled)}</p>
    </>
  );
}

function renderPage(reads: () => Promise<string>) {
  read = reads;
  renderAtPath('/', { '/': Page }, { retry: false });
}

it('settles once the page has nothing in flight, not while its data is on the way', async () => {
  let answer: (value: string) => void = () => undefined;
  renderPage(() => new Promise((resolve) => (answer = resolve)));
  await screen.findByText('loading');
  // Frames pass while the read is out: the page has not settled.
  await new Promise((r) => setTimeout(r, 100));
  expect(screen.getByTestId('settled').textContent).toBe('false');
  answer('here');
  await screen.findByText('here');
  await waitFor(() => expect(screen.getByTestId('settled').textContent).toBe('true'));
});

it('settles at the latest after a few seconds, whatever is still in flight', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderPage(() => new Promise<string>(() => undefined));
  await vi.waitFor(() => expect(screen.getByText('loading')).toBeTruthy());
  expect(screen.getByTestId('settled').textContent).toBe('false');
  await vi.advanceTimersByTimeAsync(SETTLE_AT_MOST_MS - 100);
  expect(screen.getByTestId('settled').textContent).toBe('false');
  await vi.advanceTimersByTimeAsync(100);
  await vi.waitFor(() => expect(screen.getByTestId('settled').textContent).toBe('true'));
});
