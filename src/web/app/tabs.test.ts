import { expect, it } from 'vitest';
import { type Tab, tabReady, tabs, visibleTabs } from './tabs';

const built = (list: readonly Tab[]) => list.map((t) => ({ ...t, ready: true }));

it('hides every tab that is not built yet, from users and admins alike', () => {
  const gamesUnbuilt = tabs.map((t) => (t.id === 'games' ? { ...t, ready: false } : t));
  for (const admin of [false, true]) {
    for (const tab of visibleTabs(admin, gamesUnbuilt)) expect(tab.ready, tab.id).toBe(true);
    expect(visibleTabs(admin, gamesUnbuilt).some((t) => t.id === 'games')).toBe(false);
  }
  expect(tabReady('games', gamesUnbuilt)).toBe(false);
  expect(tabReady('simulator', gamesUnbuilt)).toBe(true);
});

it('builds every tab of the spec: none is hidden today', () => {
  expect(tabs.every((t) => t.ready)).toBe(true);
  expect(visibleTabs(false).map((t) => t.id)).toEqual([
    'dashboard',
    'library',
    'games',
    'simulator',
    'competitions',
    'profile',
    'ai-onboarding',
    'learning-path',
  ]);
});

it('shows Admin to an administrator only, once it is built', () => {
  const all = built(tabs);
  expect(visibleTabs(false, all).some((t) => t.id === 'admin')).toBe(false);
  expect(visibleTabs(true, all).some((t) => t.id === 'admin')).toBe(true);
  expect(tabReady('admin', all)).toBe(true);
});

it('gives every tab, built or not, its own id and address', () => {
  expect(new Set(tabs.map((t) => t.id)).size).toBe(tabs.length);
  expect(new Set(tabs.map((t) => t.to)).size).toBe(tabs.length);
});
