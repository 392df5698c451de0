import fc from 'fast-check';
import { expect, it } from 'vitest';
import { anonymousHandle, chosenNameError, leaderboardName } from './leaderboard-name';

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

it('refuses a chosen name that poses as another learner’s handle or as ThinkStreet, or hides characters', () => {
  for (const name of [
    'Trader 93CA',
    'trader 93ca',
    'Trader  0F0F',
    'Ｔｒａｄｅｒ 93CA',
    'admin',
    'ThinkStreet',
    'Support',
  ])
    expect(chosenNameError(name), name).toBe(
      'That name is kept for anonymous learners and for ThinkStreet itself: choose another.',
    );
  expect(chosenNameError('\u202eevil')).toBe(
    'Your leaderboard name cannot contain invisible or text-direction characters',
  );
  expect(chosenNameError('ab\u0000cd')).toBe('Your leaderboard name cannot contain control characters');
  for (const name of ['Ada', 'Trader Joe', 'Trader 93CAX', 'Admiral', 'Zoë Støck'])
    expect(chosenNameError(name)).toBeUndefined();
});

it('refuses every anonymous handle as a chosen name (property)', () => {
  fc.assert(
    fc.property(fc.uuid(), (id) => {
      expect(chosenNameError(anonymousHandle(id))).toBeDefined();
    }),
  );
});
