import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ScoreLine } from './ScoreLine';

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

it('divides the parts on one line, and a part that wraps starts its line without a divider', () => {
  render(<ScoreLine score={771} best={false} rank={2} savedOnDevice signedIn />);
  const list = screen.getByRole('list', { name: 'Your score' });
  // jsdom lays nothing out, so the geometry is read from the classes: each part draws its divider
  // inside its own left padding, and the list reaches that padding's width past the left edge of a
  // box that clips it. Every line starts at the list's edge, so a line's first divider is cut off.
  const units = (cls: string, prefix: string) => {
    const hit = cls.split(/\s+/).find((c) => c.startsWith(prefix));
    return hit === undefined ? Number.NaN : Number(hit.slice(prefix.length));
  };
  expect(list.parentElement?.className).toContain('overflow-hidden');
  const pullLeft = units(list.className, '-ml-');
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  for (const li of items) {
    expect(li.className).toContain("before:content-['']");
    expect(li.className).toContain('before:absolute');
    expect(units(li.className, 'pl-')).toBe(pullLeft);
    const dividerAt = units(li.className, 'before:left-');
    expect(dividerAt).toBeGreaterThan(0);
    expect(dividerAt).toBeLessThan(pullLeft);
  }
});
