import fc from 'fast-check';
import { expect, it } from 'vitest';
import { type Tab, tabReady, tabs, tabsThatFit, visibleTabs } from './tabs';

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

it('shows every tab that fits and puts the rest under More, never past the row', () => {
  // Room for all four: no More.
  expect(tabsThatFit(400, [100, 100, 100, 94], 80, 2)).toBe(4);
  // One pixel short: More (80) takes the last tab's place.
  expect(tabsThatFit(399, [100, 100, 100, 94], 80, 2)).toBe(3);
  // Not even one tab beside More.
  expect(tabsThatFit(150, [100, 100], 80, 2)).toBe(0);
  fc.assert(
    fc.property(
      fc.nat({ max: 3000 }),
      fc.array(fc.integer({ min: 20, max: 400 }), { maxLength: 10 }),
      fc.integer({ min: 20, max: 200 }),
      fc.nat({ max: 8 }),
      (available, widths, more, gap) => {
        const shown = tabsThatFit(available, widths, more, gap);
        const row = (n: number) => widths.slice(0, n).reduce((s, w, i) => s + w + (i > 0 ? gap : 0), 0);
        if (shown === widths.length) {
          expect(row(shown)).toBeLessThanOrEqual(available);
        } else {
          // Shown tabs and More fit (More alone may not); one tab more would not.
          expect(row(shown) + (shown > 0 ? gap : 0) + more).toBeLessThanOrEqual(Math.max(available, more));
          expect(row(shown + 1) + gap + more).toBeGreaterThan(available);
        }
      },
    ),
  );
});
