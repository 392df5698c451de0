import { expect, it } from 'vitest';
import { type Tab, tabReady, tabs, visibleTabs } from './tabs';

const built = (list: readonly Tab[]) => list.map((t) => ({ ...t, ready: true }));

it('hides every tab that is not built yet, from users and admins alike', () => {
  for (const admin of [false, true])
    for (const tab of visibleTabs(admin)) expect(tab.ready, tab.id).toBe(true);
  expect(visibleTabs(true).map((t) => t.id)).toEqual(['dashboard', 'library', 'simulator']);
  expect(tabReady('games')).toBe(false);
  expect(tabReady('simulator')).toBe(true);
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
