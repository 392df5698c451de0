import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalTrading } from '../../lib/local-trading';
import { enterGuestMode } from '../../lib/session';
import { TradingPage } from './TradingPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  localStorage.clear();
  enterGuestMode();
});

async function renderPage() {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/trade', component: TradingPage }),
      createRoute({ getParentRoute: () => root, path: '/signup', component: () => <p>Sign up</p> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/trade'] }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Trading simulator' });
}

describe('the simulator tab for a guest', () => {
  it('shows the $100,000 account, empty positions and orders, and invites to the leaderboard', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderPage();
    expect((await screen.findByTestId('cash')).textContent).toBe('$100,000.00');
    expect(screen.getByText('No positions yet. Buy a stock with the order ticket.')).toBeTruthy();
    expect(screen.getByText('No resting orders.')).toBeTruthy();
    expect(await screen.findByText(/The leaderboard ranks signed-in traders/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists the positions kept on this device', async () => {
    createLocalTrading('guest').buy('MSFT', 3);
    await renderPage();
    const row = await screen.findByTestId('position-MSFT');
    expect(within(row).getByTestId('position-shares').textContent).toBe('3');
    expect((await screen.findAllByTestId('trade-row')).length).toBe(1);
  });
});
