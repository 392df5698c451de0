import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { userKey } from '../../lib/storage';
import { serverBackend } from './backend';
import { OrderOutbox } from './OrderOutbox';
import { TradingContext } from './useTrading';

// The outbox sends its waiting orders when it opens, when the browser is back online, and every
// 15 s while some wait, except while the browser says it is offline, when a send could only fail.

const RETRY_MS = 15_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  localStorage.clear();
  localStorage.setItem(
    userKey('u1', 'order-outbox'),
    JSON.stringify([
      { key: 'k1', body: { type: 'buy', symbol: 'AAPL', shares: 3 }, queuedAt: new Date().toISOString() },
    ]),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const unreachable = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));

function mount() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TradingContext.Provider value={{ backend: serverBackend('u1') }}>
        <OrderOutbox />
      </TradingContext.Provider>
    </QueryClientProvider>,
  );
}

it('while the browser says it is offline, sends once on opening and then waits for it to be back', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const fetch = unreachable();
  vi.stubGlobal('fetch', fetch);
  mount();
  await screen.findByRole('heading', { name: '1 order waiting to be sent' });
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send now' })).toBeTruthy());
  // No request every 15 s that could only fail ("Send now" flickering to "Sending…" each time).
  await act(async () => void vi.advanceTimersByTime(RETRY_MS * 3));
  expect(fetch).toHaveBeenCalledTimes(1);

  onLine.mockReturnValue(true);
  fetch.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
  await act(async () => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
});

it('while orders wait and the browser is online, tries again every 15 s, and stops once none wait', async () => {
  const fetch = unreachable();
  vi.stubGlobal('fetch', fetch);
  mount();
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send now' })).toBeTruthy());
  await act(async () => void vi.advanceTimersByTime(RETRY_MS));
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

  localStorage.setItem(userKey('u1', 'order-outbox'), '[]');
  await act(async () => void window.dispatchEvent(new Event('thinkstreet:order-outbox-changed')));
  await act(async () => void vi.advanceTimersByTime(RETRY_MS * 2));
  expect(fetch).toHaveBeenCalledTimes(2);
});
