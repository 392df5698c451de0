import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { createLocalTrading } from '../../lib/local-trading';
import { enterGuestMode } from '../../lib/session';
import { localBackend } from './backend';
import { TradingContext } from './useTrading';
import { Watchlist } from './Watchlist';

beforeEach(() => {
  enterGuestMode();
});

it('after a removal moves focus to the next symbol’s Remove, and to the add field once the list is empty', async () => {
  const backend = localBackend(createLocalTrading('guest'));
  await backend.setWatchlist(['AAPL', 'MSFT']);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TradingContext.Provider value={{ backend }}>
        <Watchlist quotes={{}} onSelect={() => undefined} />
      </TradingContext.Provider>
    </QueryClientProvider>,
  );
  const remove = await screen.findByRole('button', { name: 'Remove AAPL from the watchlist' });
  remove.focus();
  await act(async () => void fireEvent.click(remove));
  await waitFor(() =>
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove MSFT from the watchlist'),
  );
  await act(async () => void fireEvent.click(document.activeElement!));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Symbol to watch')));
});

it('empty, says what a watchlist is for and adds a suggested company with one tap', async () => {
  const backend = localBackend(createLocalTrading('guest'));
  await backend.setWatchlist([]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TradingContext.Provider value={{ backend }}>
        <Watchlist quotes={{}} onSelect={() => undefined} />
      </TradingContext.Provider>
    </QueryClientProvider>,
  );
  const empty = await screen.findByTestId('watchlist-empty');
  expect(empty.textContent).toContain('A watchlist keeps an eye on companies you might buy');
  expect(empty.textContent).toContain("Type a symbol or a company's name below");
  expect(
    screen.getAllByRole('button', { name: /^Add .* to the watchlist$/ }).map((b) => b.textContent),
  ).toEqual([
    'Add Apple AAPL to the watchlist',
    'Add Microsoft MSFT to the watchlist',
    'Add Coca-Cola KO to the watchlist',
  ]);
  await act(
    async () =>
      void fireEvent.click(screen.getByRole('button', { name: 'Add Microsoft MSFT to the watchlist' })),
  );
  await screen.findByRole('button', { name: 'Remove MSFT from the watchlist' });
  expect(screen.queryByTestId('watchlist-empty')).toBeNull();
  expect((await backend.watchlist()).symbols).toEqual(['MSFT']);
});

it('echoes at most 40 characters of a search that found nothing, in a message that wraps', async () => {
  const backend = localBackend(createLocalTrading('guest'));
  await backend.setWatchlist(['AAPL']);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TradingContext.Provider value={{ backend }}>
        <Watchlist quotes={{}} onSelect={() => undefined} />
      </TradingContext.Provider>
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: 'Remove AAPL from the watchlist' });
  fireEvent.change(screen.getByLabelText('Symbol to watch'), { target: { value: 'a'.repeat(500) } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Add' })));
  const alert = await screen.findByRole('alert');
  // 500 pasted characters widened a phone's page to 4,342 px.
  expect(alert.textContent).toBe(
    `We found no company or symbol called “${'a'.repeat(39)}…”. Type a symbol such as AAPL or a company name such as Apple.`,
  );
  expect(alert.className).toContain('wrap-anywhere');
});
