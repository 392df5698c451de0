import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { BetaBanner } from './BetaBanner';

it('moves focus to the page’s heading when the notice is dismissed', async () => {
  render(
    <>
      <BetaBanner />
      <main id="main">
        <h1>Courses</h1>
      </main>
    </>,
  );
  const dismiss = screen.getByRole('button', { name: 'Dismiss beta notice' });
  dismiss.focus();
  fireEvent.click(dismiss);
  expect(screen.queryByRole('complementary', { name: 'Beta notice' })).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Courses' })));
});
