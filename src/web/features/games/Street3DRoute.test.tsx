import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { enterGuestMode } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { GamePage } from './GamePage';
import { Street3DRoute } from './Street3DRoute';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => {
  enterGuestMode();
});

it('puts the street in the main landmark and changes crisis only on Go, not on each change of the select', async () => {
  const router = renderAtPath('/games/crash-1929/3d', { '/games/$gameId/3d': Street3DRoute });
  const main = await screen.findByRole('main');
  expect(main.querySelector('h1')?.textContent).toMatch(/^3D Wall Street: /);
  const select = screen.getByLabelText('Crisis') as HTMLSelectElement;
  const other = [...select.options].find((o) => o.value !== 'crash-1929')!.value;
  await act(async () => void fireEvent.change(select, { target: { value: other } }));
  expect(router.state.location.pathname).toBe('/games/crash-1929/3d');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Go' })));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/games/${other}/3d`));
});

it('shows in its HUD the index’s change since the start, the same figure as the game page for the same step', async () => {
  // The game page's leaderboard read: no server here.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  renderAtPath('/games/black-monday-1987/3d', { '/games/$gameId/3d': Street3DRoute });
  const hold = await screen.findByRole('button', { name: /Hold, next date/ });
  // Several steps in, the last step's change and the change since the start differ.
  for (let i = 0; i < 4; i++) await act(async () => void fireEvent.click(hold));
  const hudIndex = screen.getByTestId('street-index').textContent ?? '';
  const hudYou = screen.getByTestId('street-equity').textContent ?? '';
  const pct = (text: string) => text.match(/[+-]?\d+\.\d{2}%$/)?.[0];
  cleanup();

  renderAtPath('/games/black-monday-1987', { '/games/$gameId': GamePage, '/games': stubPage('Games') });
  const equity = await screen.findByTestId('equity');
  const line = equity.parentElement?.textContent ?? '';
  const [, mine, index] = line.match(/([+-]?\d+\.\d{2}%|0\.00%) · index ([+-]?\d+\.\d{2}%|0\.00%)$/) ?? [];
  expect(index).toBeDefined();
  expect(pct(hudIndex)).toBe(index);
  expect(pct(hudYou)).toBe(mine);
});
