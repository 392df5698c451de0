import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { gameById } from '../../../core/games/data';
import type { GameDefinition } from '../../../core/games/types';
import type { GameLeaderboardAnswer } from '../../../shared/api/games';
import { enterGuestMode } from '../../lib/session';
import { renderAtPath } from '../../test-router';
import { goalText } from './EndScreen';
import { Leaderboard } from './Leaderboard';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => {
  enterGuestMode();
});

const entry = (over: Partial<GameLeaderboardAnswer['entries'][number]>) => ({
  rank: 1,
  username: 'Trader C742',
  score: 1234,
  returnPercent: 10.23,
  indexReturnPercent: 0.45,
  maxDrawdownPercent: 22.1,
  finalValue: 110_230.75,
  isCurrentUser: true,
  ...over,
});

it('shows final values in whole dollars, like the rest of the end screen, and explains the anonymous name', async () => {
  const answer = { entries: [entry({})], explanation: 'Ranked by score.' };
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
  renderAtPath('/g', { '/g': () => <Leaderboard gameId="black-monday-1987" /> });
  // Once in the wide screen's column, once in the phone's line under the row.
  expect(await screen.findAllByText('$110,231')).toHaveLength(2);
  expect(screen.queryByText('$110,230.75')).toBeNull();
  const note = screen.getByTestId('anonymous-name');
  expect(note.textContent).toContain('“Trader C742” is the anonymous name you have on every leaderboard');
  expect(screen.getByRole('link', { name: 'Simulator’s leaderboard' }).getAttribute('href')).toBe('/trade');
});

it('on a phone puts the index, drawdown and final value under each row, so the table fits the screen', async () => {
  const answer = {
    entries: [entry({}), entry({ rank: 2, username: 'Ana', isCurrentUser: false })],
    explanation: '',
  };
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
  renderAtPath('/g', { '/g': () => <Leaderboard gameId="black-monday-1987" /> });
  await screen.findByText('Ana');
  // The three last columns are for wide screens only (seven columns were 500 px wide at 390)...
  const wideOnly = screen
    .getAllByRole('columnheader')
    .filter((th) => th.className.includes('hidden sm:table-cell'))
    .map((th) => th.textContent);
  expect(wideOnly).toEqual(['Index', 'Max drawdown', 'Final value']);
  // ...and each row says them again under it, hidden from the sm breakpoint up.
  const more = screen.getAllByTestId('board-row-more');
  expect(more.map((tr) => tr.className.split(' ').includes('sm:hidden'))).toEqual([true, true]);
  expect(more[1]?.textContent).toBe('Index +0.45%Max drawdown 22.1%Final value $110,231');
});

it('does not explain a name the learner chose', async () => {
  const answer = { entries: [entry({ username: 'Ana' })], explanation: 'Ranked by score.' };
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
  renderAtPath('/g', { '/g': () => <Leaderboard gameId="black-monday-1987" /> });
  await screen.findByText('Ana');
  expect(screen.queryByTestId('anonymous-name')).toBeNull();
});

it('says plainly whether the goal (finish ahead of the index) was met', () => {
  const g = gameById('black-monday-1987') as GameDefinition;
  expect(goalText(g, { return: 0.1023, indexReturn: 0.0045 })).toEqual({
    met: true,
    text: `Goal met: you finished ahead of the ${g.indexName} (+10.23% against +0.45%).`,
  });
  expect(goalText(g, { return: -0.05, indexReturn: 0.0045 }).text).toBe(
    `Goal not met: you did not finish ahead of the ${g.indexName} (-5.00% against +0.45%).`,
  );
  expect(goalText(g, { return: 0.01, indexReturn: 0.01 }).met).toBe(false);
});
