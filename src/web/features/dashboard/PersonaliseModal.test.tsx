import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { enterGuestMode } from '../../lib/session';
import { renderAtPath } from '../../test-router';
import { PersonaliseModal } from './PersonaliseModal';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

it('keeps focus inside the dialog after Next, on the new step’s legend', async () => {
  enterGuestMode();
  renderAtPath('/dashboard', { '/dashboard': () => <PersonaliseModal totalXP={undefined} /> });
  fireEvent.click(await screen.findByRole('button', { name: 'Personalise' }));
  const dialog = await screen.findByRole('dialog', { name: 'Personalise your learning' });
  fireEvent.click(dialog.querySelector('input')!);
  const next = within(dialog).getByRole('button', { name: 'Next' });
  next.focus();
  fireEvent.click(next);
  await waitFor(() => {
    const legend = dialog.querySelector('legend');
    expect(document.activeElement).toBe(legend);
  });
  expect(within(dialog).getByText('Step 2 of 5')).toBeTruthy();
});
