import { render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { GAMES } from '../../../core/games/data';
import { START_CENTS } from '../../../core/games/engine';
import EquityLines from './EquityLines';

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

it('paints the learner’s own line last, over the others (SVG paints in document order)', async () => {
  // happy-dom lays nothing out: the chart's container gets a laptop's chart size, so recharts draws.
  const measure = HTMLElement.prototype.getBoundingClientRect;
  const sized = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!this.classList.contains('recharts-responsive-container')) return measure.call(this);
    return { x: 0, y: 0, top: 0, left: 0, right: 600, bottom: 256, width: 600, height: 256 } as DOMRect;
  });
  try {
    const game = GAMES[0]!;
    const curve = [START_CENTS, START_CENTS * 1.1, START_CENTS * 0.8];
    render(
      <EquityLines
        game={game}
        curves={{ you: curve, 'buy and hold': curve, 'sold at the bottom': curve }}
        upTo={2}
      />,
    );
    const painted = () =>
      [...document.querySelectorAll('path.recharts-line-curve')].map((p) => p.getAttribute('name'));
    await waitFor(() => expect(painted()).toHaveLength(4));
    expect(painted()).toEqual(['buy and hold', 'sold at the bottom', game.indexName, 'you']);
  } finally {
    sized.mockRestore();
  }
});
