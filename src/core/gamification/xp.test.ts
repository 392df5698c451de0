import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AwardInput,
  award,
  baseXp,
  levelPenalty,
  masteryFor,
  qualityMultiplier,
  repeatDecay,
  speedBonus,
  streakBonus,
} from './xp';

// A neutral moment: Wednesday 2026-03-11, 11:00 UTC (not morning, weekend, happy hour or event).
const NEUTRAL: AwardInput = {
  activity: 'lesson_complete',
  at: new Date('2026-03-11T11:00:00Z'),
  timeZone: 'UTC',
  totalXPBefore: 0,
  repeats: 0,
  firstActivityToday: false,
  streakDays: 1,
};
const at = (iso: string) => ({ ...NEUTRAL, at: new Date(iso) });

describe('base XP per activity', () => {
  it.each([
    ['lesson_complete', 50],
    ['lesson_perfect', 100],
    ['quiz_perfect', 75],
    ['daily_login', 10],
    ['daily_challenge', 40],
    ['weekly_challenge', 150],
    ['monthly_challenge', 500],
    ['something_new', 10],
  ])('%s earns %i', (activity, xp) => {
    expect(baseXp(activity)).toBe(xp);
    expect(award({ ...NEUTRAL, activity }).amount).toBe(xp);
  });

  it('uses the catalogue XP when one is given', () => {
    expect(award({ ...NEUTRAL, base: 150 }).amount).toBe(150);
  });

  it('never awards less than 1 XP', () => {
    const tiny = award({
      ...NEUTRAL,
      base: 1,
      repeats: 50,
      mastery: 'master',
      difficulty: 'easy',
      score: 10,
    });
    expect(tiny.amount).toBe(1);
  });
});

describe('each multiplier matches the spec', () => {
  it.each([
    [1, 1],
    [10, 1],
    [11, 0.95],
    [21, 0.9],
    [31, 0.85],
    [41, 0.8],
    [51, 0.75],
    [61, 0.7],
    [100, 0.7],
  ])('level %i penalty is %f', (level, factor) => expect(levelPenalty(level)).toBe(factor));

  it.each([
    [0, 'beginner'],
    [1, 'familiar'],
    [3, 'proficient'],
    [5, 'advanced'],
    [8, 'master'],
  ] as const)('%i lessons of the category before makes %s', (n, mastery) =>
    expect(masteryFor(n)).toBe(mastery),
  );

  it.each([
    ['beginner', 100],
    ['familiar', 90],
    ['proficient', 80],
    ['advanced', 70],
    ['master', 60],
  ] as const)('%s mastery turns 100 into %i', (mastery, xp) => {
    expect(award({ ...NEUTRAL, base: 100, mastery }).amount).toBe(xp);
  });

  it.each([
    [0, 1],
    [1, 0.8],
    [2, 0.6],
    [3, 0.4],
    [5, 0.4],
    [6, 0.2],
    [10, 0.2],
    [11, 0.1],
    [99, 0.1],
  ])('repeat decay after %i earlier awards is %f', (repeats, factor) =>
    expect(repeatDecay(repeats)).toBe(factor),
  );

  it.each([
    [1, 1],
    [2, 1],
    [3, 1.1],
    [7, 1.2],
    [30, 1.5],
    [100, 2],
    [365, 2],
  ])('a %i-day streak multiplies by %f', (days, factor) => expect(streakBonus(days)).toBe(factor));

  it.each([
    ['easy', 80],
    ['medium', 100],
    ['hard', 130],
    ['expert', 160],
  ] as const)('%s difficulty turns 100 into %i', (difficulty, xp) => {
    expect(award({ ...NEUTRAL, base: 100, difficulty }).amount).toBe(xp);
  });

  it.each([
    [1, 1],
    [1.2, 1],
    [1.21, 1.1],
    [1.5, 1.1],
    [1.51, 1.2],
  ])('pace %f gives a speed factor of %f', (pace, factor) => expect(speedBonus(pace)).toBe(factor));

  it.each([
    [100, 1.5],
    [95, 1.3],
    [90, 1.3],
    [85, 1.1],
    [80, 1.1],
    [70, 1],
    [69, 0.8],
    [0, 0.8],
  ])('score %i gives a quality factor of %f', (score, factor) =>
    expect(qualityMultiplier(score)).toBe(factor),
  );
});

describe('time bonuses in the learner zone', () => {
  it.each([
    ['2026-03-11T05:59:00Z', 100],
    ['2026-03-11T06:00:00Z', 120],
    ['2026-03-11T08:59:00Z', 120],
    ['2026-03-11T09:00:00Z', 100],
  ])('morning 6-9h: at %s 100 becomes %i', (iso, xp) => {
    expect(award({ ...at(iso), base: 100 }).amount).toBe(xp);
  });

  it('gives the weekend x1.25 on a Saturday that is not the first weekend', () => {
    expect(award({ ...at('2026-03-14T11:00:00Z'), base: 100 }).amount).toBe(125);
  });

  it('doubles XP on the first weekend of the month, on top of the weekend bonus', () => {
    expect(award({ ...at('2026-03-07T11:00:00Z'), base: 100 }).amount).toBe(250);
  });

  it('gives happy hour x1.5 at 15h local', () => {
    expect(award({ ...at('2026-03-11T15:30:00Z'), base: 100 }).amount).toBe(150);
    expect(award({ ...at('2026-03-11T15:30:00Z'), base: 100, timeZone: 'Europe/Paris' }).amount).toBe(100);
    expect(award({ ...at('2026-03-11T14:30:00Z'), base: 100, timeZone: 'Europe/Paris' }).amount).toBe(150);
  });

  it('gives x1.5 to the first activity of the day', () => {
    expect(award({ ...NEUTRAL, base: 100, firstActivityToday: true }).amount).toBe(150);
  });
});

describe('an award explains itself', () => {
  it('is the spec XP event with every factor listed and multiplied', () => {
    const event = award({
      ...at('2026-03-14T07:00:00Z'),
      base: 100,
      firstActivityToday: true,
      streakDays: 7,
      difficulty: 'hard',
      score: 100,
    });
    // morning 1.2 × weekend 1.25 × first 1.5 × streak 1.2 × hard 1.3 × quality 1.5
    expect(event.details.multiplier).toBeCloseTo(1.2 * 1.25 * 1.5 * 1.2 * 1.3 * 1.5, 3);
    expect(event.amount).toBe(Math.round(100 * event.details.multiplier));
    expect(event.activity).toBe('lesson_complete');
    expect(event.details.factors.map((f) => f.name)).toEqual([
      'morning',
      'weekend',
      'first lesson today',
      '7-day streak',
      'hard difficulty',
      'lesson score 100%',
    ]);
    expect(event.details.message).toContain(`+${event.amount} XP`);
    expect(event.details.message).toContain('weekend ×1.25');
  });

  it('applies the level penalty from the learner level before the award', () => {
    // 2,500 XP is level 20 of the rich system: penalty 0.95.
    expect(award({ ...NEUTRAL, base: 100, totalXPBefore: 2500 }).amount).toBe(95);
  });
});

describe('properties', () => {
  const input = fc.record({
    base: fc.integer({ min: 0, max: 1000 }),
    at: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
    totalXPBefore: fc.nat(500_000),
    repeats: fc.nat(200),
    firstActivityToday: fc.boolean(),
    streakDays: fc.nat(400),
    score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    difficulty: fc.option(fc.constantFrom('easy', 'medium', 'hard', 'expert' as const), { nil: undefined }),
    mastery: fc.option(fc.constantFrom('beginner', 'familiar', 'proficient', 'advanced', 'master' as const), {
      nil: undefined,
    }),
    timeZone: fc.constantFrom('UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'),
  });

  it('every award is at least 1 XP and its amount is base × multiplier', () => {
    fc.assert(
      fc.property(input, (i) => {
        const e = award({ activity: 'lesson_complete', ...i });
        expect(e.amount).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(e.amount)).toBe(true);
        expect(e.amount).toBe(Math.max(1, Math.round(i.base * e.details.multiplier)));
      }),
    );
  });

  it('a repeat never earns more than the first time', () => {
    fc.assert(
      fc.property(input, (i) => {
        const firstTime = award({ activity: 'lesson_complete', ...i, repeats: 0 });
        const again = award({ activity: 'lesson_complete', ...i });
        expect(again.amount).toBeLessThanOrEqual(firstTime.amount);
      }),
    );
  });
});
