import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { enterGuestMode } from '../../lib/session';
import { renderAtPath, stubPage } from '../../test-router';
import { OnboardingPage } from './OnboardingPage';
import PlacementCheck from './PlacementCheck';

const press = (button: HTMLElement) => {
  button.focus();
  fireEvent.click(button);
};

it('moves focus to the next question’s heading after Next question, not to <body>', async () => {
  render(<PlacementCheck busy={false} newcomer onFinish={() => undefined} />);
  const heading = screen.getByRole('heading', { name: /Quick check: question 1 of/ });
  const first = screen.getAllByRole('listitem')[0]!.querySelector('button')!;
  press(first);
  // The answer pressed keeps focus while its feedback is read.
  expect(document.activeElement).toBe(first);
  press(screen.getByRole('button', { name: 'Next question' }));
  expect(heading.textContent).toMatch(/question 2 of/);
  await waitFor(() => expect(document.activeElement).toBe(heading));
});

it('moves focus to each new setup question’s legend after Next', async () => {
  enterGuestMode();
  renderAtPath('/onboarding', { '/onboarding': OnboardingPage, '/dashboard': stubPage('Dashboard') });
  const first = await screen.findByRole('group');
  const option = first.querySelector('input')!;
  await act(() => void fireEvent.click(option));
  press(screen.getByRole('button', { name: /Next/ }));
  await waitFor(() => {
    const legend = screen.getByRole('group').querySelector('legend');
    expect(document.activeElement).toBe(legend);
  });
  expect(screen.getByText(/Step 2 of/)).toBeTruthy();
});
