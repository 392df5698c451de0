import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { enterGuestMode } from '../../lib/session';
import { renderAtPath } from '../../test-router';
import { Street3DRoute } from './Street3DRoute';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
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
