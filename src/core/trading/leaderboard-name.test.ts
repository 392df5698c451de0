import fc from 'fast-check';
import { expect, it } from 'vitest';
import { anonymousHandle, leaderboardName } from './leaderboard-name';

it('gives an anonymous handle like "Trader 4F2A", the same for the same id', () => {
  const id = '6f1c2d3e-0000-4000-8000-000000000001';
  expect(anonymousHandle(id)).toMatch(/^Trader [0-9A-F]{4}$/);
  expect(anonymousHandle(id)).toBe(anonymousHandle(id));
  expect(anonymousHandle(id)).not.toBe(anonymousHandle('6f1c2d3e-0000-4000-8000-000000000002'));
});

it('shows the chosen name only when one was given with consent', () => {
  expect(leaderboardName('u1', 'Ada')).toBe('Ada');
  expect(leaderboardName('u1', null)).toBe(anonymousHandle('u1'));
  expect(leaderboardName('u1', '   ')).toBe(anonymousHandle('u1'));
});

it('never reveals anything but the handle without a chosen name (property)', () => {
  fc.assert(
    fc.property(fc.uuid(), (id) => {
      expect(leaderboardName(id, undefined)).toMatch(/^Trader [0-9A-F]{4}$/);
    }),
  );
});
