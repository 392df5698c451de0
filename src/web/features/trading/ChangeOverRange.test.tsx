import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ChangeOverRange } from './PriceChart';

it('names the period of the change beside the chart’s price, in words a learner sees, not only a screen reader', () => {
  const { rerender } = render(<ChangeOverRange last={213.07} change={-0.67} range="1M" />);
  const period = screen.getByText('over 1 month', { exact: false });
  expect(period.className).not.toContain('sr-only');
  expect(period.closest('span.ml-auto')?.textContent).toBe('$213.07 -0.67% over 1 month');
  rerender(<ChangeOverRange last={213.07} change={1.1} range="1D" />);
  expect(screen.getByText('over 1 day', { exact: false })).toBeTruthy();
  rerender(<ChangeOverRange last={213.07} change={12} range="5Y" />);
  expect(screen.getByText('over 5 years', { exact: false })).toBeTruthy();
});
