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
  localStorage.clear();
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
  expect(await screen.findByText('$110,231')).toBeTruthy();
  expect(screen.queryByText('$110,230.75')).toBeNull();
  const note = screen.getByTestId('anonymous-name');
  expect(note.textContent).toContain('“Trader C742” is the anonymous name you have on every leaderboard');
  expect(screen.getByRole('link', { name: 'Simulator’s leaderboard' }).getAttribute('href')).toBe('/trade');
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
