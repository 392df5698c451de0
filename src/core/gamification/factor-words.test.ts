import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factorMeaning } from './factor-words';
import { award } from './xp';

describe('what each XP factor means', () => {
  it('explains the factors a learner meets most, in plain words', () => {
    expect(factorMeaning('happy hour')).toBe('Every day from 15:00 to 16:00 your XP is multiplied by 1.5.');
    expect(factorMeaning('easy difficulty')).toMatch(
      /^The lesson's level: Beginner lessons count as easy \(×0\.8\)/,
    );
    expect(factorMeaning('first lesson today')).toBe('Your first one of the day pays ×1.5.');
    // Shown under a trade's XP too ("Trade executed (morning ×1.2)"): not "Studying from 06:00…".
    expect(factorMeaning('morning')).toBe('Anything you do from 06:00 to 09:00 pays ×1.2.');
    expect(factorMeaning('weekend')).toMatch(/^Anything you do on a Saturday or Sunday pays ×\d/);
    expect(factorMeaning('3-day streak')).toBe('Learning on several days in a row raises every award.');
    expect(factorMeaning('quiz score 50%')).toMatch(/^Your score:/);
    expect(factorMeaning('something new')).toBeNull();
  });

  it('has a meaning for every factor the XP engine can apply', () => {
    const activities = ['lesson_complete', 'quiz_complete', 'trade_execute', 'daily_login', 'game_complete'];
    fc.assert(
      fc.property(
        fc.record({
          activity: fc.constantFrom(...activities),
          at: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
          totalXPBefore: fc.integer({ min: 0, max: 200_000 }),
          repeats: fc.integer({ min: 0, max: 20 }),
          streakDays: fc.integer({ min: 0, max: 200 }),
          firstActivityToday: fc.boolean(),
          difficulty: fc.constantFrom('easy', 'medium', 'hard', 'expert', undefined),
          mastery: fc.constantFrom('beginner', 'familiar', 'proficient', 'advanced', 'master', undefined),
          pace: fc.option(fc.double({ min: 0, max: 3, noNaN: true }), { nil: undefined }),
          score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        }),
        (input) => {
          const event = award({ ...input, timeZone: 'UTC' } as Parameters<typeof award>[0]);
          for (const f of event.details.factors) expect(factorMeaning(f.name), f.name).not.toBeNull();
        },
      ),
    );
  });
});
