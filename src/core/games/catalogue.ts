// The games' names without their market data, for lists that only need a title (the dashboard's
// recent activity, the timeline), so they do not pull in the price paths.
import type { GameId } from './types';

export const GAME_TITLES: Record<GameId, string> = {
  'crash-1929': 'The Crash of 1929',
  'black-monday-1987': 'Black Monday 1987',
  'dotcom-2000': 'The Dot-Com Bust',
  'financial-crisis-2008': 'The 2008 Financial Crisis',
  'covid-2020': 'The COVID Crash',
};

export function gameTitle(id: string): string | undefined {
  return (GAME_TITLES as Record<string, string>)[id];
}
