import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { TIE_BREAK_RULE } from '../../../core/trading/rankings';
import type { LeaderboardAnswer } from '../../../shared/api/trading';
import { RankingBoard } from './RankingBoard';

const entry = (rank: number, username: string) => ({
  rank,
  username,
  isCurrentUser: rank === 2,
  totalValue: 10_000 + 100 * (3 - rank),
  returnAmount: 100 * (3 - rank),
  returnPercent: 3 - rank,
  trades: 2,
  sharpeRatio: null,
  excessReturn: 1,
  tradingDays: 1,
});

/** A ranking read through React Query, as the pages read it; `answer` never settles when undefined. */
function Board({ answer, expectedRows }: { answer?: LeaderboardAnswer; expectedRows?: number }) {
  const query = useQuery({
    queryKey: ['ranking'],
    queryFn: () => (answer ? Promise.resolve(answer) : new Promise<LeaderboardAnswer>(() => undefined)),
  });
  return <RankingBoard rank="return" onRank={() => undefined} query={query} expectedRows={expectedRows} />;
}

const renderBoard = (props: Parameters<typeof Board>[0]) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Board {...props} />
    </QueryClientProvider>,
  );

it('while a ranking of known length loads, holds a row for each entry and the place of its note', () => {
  const { container } = renderBoard({ expectedRows: 4 });
  const status = screen.getByRole('status');
  expect(status.textContent).toBe('Loading leaderboard');
  // Each as tall as a row to come: the name with the account's value under it (44 px).
  expect(status.querySelectorAll('.h-11')).toHaveLength(4);
  // The note is there with its rule; the time it will name is held by invisible text of its length.
  const note = container.querySelector('p.mt-2');
  expect(note?.textContent).toContain(TIE_BREAK_RULE);
  expect(note?.querySelector('.invisible')?.textContent).toBe(
    'Updated 00:00 (the rankings refresh every minute). ',
  );
});

it('while a ranking of unknown length loads, shows three lines and no note', () => {
  const { container } = renderBoard({});
  expect(screen.getByRole('status').querySelectorAll('.h-4')).toHaveLength(3);
  expect(container.querySelector('p.mt-2')).toBeNull();
});

it('once the ranking arrives, lists its entries and says when it was updated', async () => {
  const { container } = renderBoard({
    expectedRows: 2,
    answer: {
      period: 'overall',
      rank: 'return',
      entries: [entry(1, 'Ada'), entry(2, 'Ben')],
      total: 2,
      limit: 20,
      offset: 0,
      unranked: 0,
      updatedAt: '2026-03-11T14:30:00Z',
    },
  });
  const list = await screen.findByRole('list', { name: 'Ranked by Return' });
  expect(list.querySelectorAll('li')).toHaveLength(2);
  expect(screen.queryByRole('status')).toBeNull();
  const note = container.querySelector('p.mt-2');
  expect(note?.querySelector('.invisible')).toBeNull();
  expect(note?.textContent).toMatch(/^Updated \d\d:\d\d \(the rankings refresh every minute\)\. /);
  expect(note?.textContent).toContain(TIE_BREAK_RULE);
});
