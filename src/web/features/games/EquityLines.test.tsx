import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { GAMES } from '../../../core/games/data';
import { START_CENTS } from '../../../core/games/engine';
import EquityLines from './EquityLines';

afterEach(cleanup);

it('gives the chart a text alternative with each line’s start, end, high and low, and hides the drawing', () => {
  const game = GAMES[0]!;
  render(
    <EquityLines
      game={game}
      curves={{ you: [START_CENTS, START_CENTS * 1.1, START_CENTS * 0.8] }}
      upTo={2}
    />,
  );
  const figure = screen.getByRole('figure');
  const summary = screen.getByTestId('chart-summary').textContent ?? '';
  expect(summary).toMatch(
    /^Portfolio value in dollars, .+ to .+\. You: from \$100,000 to \$80,000, high \$110,000, low \$80,000\. /,
  );
  expect(summary).toContain(`${game.indexName}: from $100,000`);
  expect(figure.querySelector('[role="application"], [tabindex]')).toBeNull();
  expect(
    figure.querySelector('.recharts-responsive-container')?.closest('[aria-hidden="true"]'),
  ).not.toBeNull();
});
