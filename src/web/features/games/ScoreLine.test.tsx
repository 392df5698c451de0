import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ScoreLine } from './ScoreLine';

afterEach(cleanup);

const parts = () =>
  within(screen.getByRole('list', { name: 'Your score' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

it('lists the score, the place and where it was saved as separate parts, none starting with a separator', () => {
  render(<ScoreLine score={1771} best rank={1} savedOnDevice signedIn />);
  // Each part may wrap onto a line of its own: none of them begins with "·".
  expect(parts()).toEqual([
    'Score 1,771Your best',
    'Place 1 on the leaderboard',
    'Saved in this browser (the server could not be reached)',
  ]);
  expect(screen.getByTestId('score').textContent).toBe('1,771');
});

it('leaves out what does not apply: no best, no place, a guest saved in the browser', () => {
  render(<ScoreLine score={640} best={false} rank={null} savedOnDevice signedIn={false} />);
  expect(parts()).toEqual(['Score 640', 'Saved in this browser']);
});
