import fc from 'fast-check';
import { expect, it } from 'vitest';
import { FIRST_VISIT_HOURS, greeting } from './greeting';

const now = new Date('2026-03-11T14:30:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

it('greets an account made minutes ago with Welcome, even though signing in earned XP', () => {
  expect(greeting({ lessonsCompleted: 0, createdAt: hoursAgo(0.1), now })).toBe('Welcome');
});

it('greets a learner who has finished a lesson, or whose account is from an earlier visit, with Welcome back', () => {
  expect(greeting({ lessonsCompleted: 1, createdAt: hoursAgo(0.1), now })).toBe('Welcome back');
  expect(greeting({ lessonsCompleted: 0, createdAt: hoursAgo(FIRST_VISIT_HOURS + 1), now })).toBe(
    'Welcome back',
  );
});

it('greets a guest (no account date) by lessons alone', () => {
  expect(greeting({ lessonsCompleted: 0, now })).toBe('Welcome');
  expect(greeting({ lessonsCompleted: 0, createdAt: 'not a date', now })).toBe('Welcome');
  expect(greeting({ lessonsCompleted: 2, now })).toBe('Welcome back');
});

it('greets a new account whose guest lessons came along with Welcome, and with Welcome back once it finishes one of its own', () => {
  expect(greeting({ lessonsCompleted: 1, carriedLessons: 1, createdAt: hoursAgo(0.1), now })).toBe('Welcome');
  expect(greeting({ lessonsCompleted: 2, carriedLessons: 1, createdAt: hoursAgo(0.1), now })).toBe(
    'Welcome back',
  );
  expect(
    greeting({ lessonsCompleted: 1, carriedLessons: 1, createdAt: hoursAgo(FIRST_VISIT_HOURS), now }),
  ).toBe('Welcome back');
});

it('never calls a learner back before their account is FIRST_VISIT_HOURS old unless they finished a lesson in it', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.nat(5), fc.nat(5), (hours, own, carried) => {
      const said = greeting({
        lessonsCompleted: own + carried,
        carriedLessons: carried,
        createdAt: hoursAgo(hours),
        now,
      });
      expect(said === 'Welcome back').toBe(own > 0 || hours >= FIRST_VISIT_HOURS);
    }),
  );
});
