import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { enterGuestMode } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { GamePage } from './GamePage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => {
  enterGuestMode();
  // The leaderboard's read: no server here.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
});

const press = async (button: HTMLElement) => {
  button.focus();
  await act(async () => void fireEvent.click(button));
};

it('sends focus to what comes next when a game control goes away, never to <body>', async () => {
  renderAtPath('/games/crash-1929', { '/games/$gameId': GamePage, '/games': stubPage('Games') });
  // Undo with nothing left to undo: focus goes on to the next step's button.
  await press(await screen.findByRole('button', { name: /Hold and go to the next date/ }));
  await press(screen.getByRole('button', { name: /Undo last step/ }));
  await waitFor(() => expect(document.activeElement?.textContent).toMatch(/Hold and go to the next date/));
  // Hold to the end: the end-of-game heading.
  await press(screen.getByRole('button', { name: /Hold to the end/ }));
  await waitFor(() => expect(document.activeElement?.textContent).toMatch(/the last date/));
  expect(document.activeElement?.tagName).toBe('H2');
  // Finish: the result's heading, which reads the final value.
  await press(screen.getByRole('button', { name: 'Finish the game' }));
  await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^You finished with/));
});

it('says under the amount why Buy and Sell wait, and under the buttons why a decision was refused, until the date or the amount changes', async () => {
  const error = vi.spyOn(toast, 'error');
  renderAtPath('/games/covid-2020', { '/games/$gameId': GamePage, '/games': stubPage('Games') });
  const amount = await screen.findByLabelText('Amount ($)');
  expect(screen.queryByTestId('amount-hint')).toBeNull();
  fireEvent.change(amount, { target: { value: '0' } });
  expect(screen.getByTestId('amount-hint').textContent).toBe('Enter an amount above $0 to buy or sell.');
  expect(amount.getAttribute('aria-describedby')).toBe(screen.getByTestId('amount-hint').id);
  expect((screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(amount, { target: { value: '99999999' } });
  expect(screen.queryByTestId('amount-hint')).toBeNull();
  await press(screen.getByRole('button', { name: 'Buy' }));
  // Said under the buttons, in an alert, not in a toast that would lie over the panel on a phone.
  const refused = screen.getByTestId('decision-refused');
  expect(refused.getAttribute('role')).toBe('alert');
  expect(refused.textContent).toBe('Not enough cash for this purchase: you have $10,000 in cash');
  expect(error).not.toHaveBeenCalled();
  // A new amount clears it; so does a decision taken (the date moves on).
  fireEvent.change(amount, { target: { value: '99999998' } });
  expect(refused.textContent).toBe('');
  await press(screen.getByRole('button', { name: 'Buy' }));
  expect(refused.textContent).toMatch(/^Not enough cash/);
  fireEvent.change(amount, { target: { value: '100' } });
  await press(screen.getByRole('button', { name: 'Buy' }));
  expect(refused.textContent).toBe('');
  // Refused on the next date, then that buy undone: back a date, the refusal goes with it.
  fireEvent.change(amount, { target: { value: '99999999' } });
  await press(screen.getByRole('button', { name: 'Buy' }));
  expect(refused.textContent).toMatch(/^Not enough cash/);
  await press(screen.getByRole('button', { name: /Undo last step/ }));
  expect(refused.textContent).toBe('');
  await press(screen.getByRole('button', { name: 'Buy' }));
  expect(refused.textContent).toMatch(/^Not enough cash/);
  await press(screen.getByRole('button', { name: /Hold and go to the next date/ }));
  expect(refused.textContent).toBe('');
});
