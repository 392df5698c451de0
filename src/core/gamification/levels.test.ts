import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_MILESTONES } from './constants';
import {
  dashboardLevel,
  levelTitle,
  milestoneProgress,
  profileLevel,
  RICH_LEVELS,
  richLevel,
  richLevelProgress,
  richLevelRequirement,
  richLevelStart,
} from './levels';

describe('profile and simple dashboard levels', () => {
  it.each([
    [0, 1, 1],
    [249, 1, 1],
    [250, 1, 2],
    [999, 1, 4],
    [1000, 2, 5],
    [2500, 3, 11],
  ])('%i XP is profile level %i and dashboard level %i', (xp, profile, dashboard) => {
    expect(profileLevel(xp)).toBe(profile);
    expect(dashboardLevel(xp)).toBe(dashboard);
  });
});

describe('the rich 100-level system', () => {
  it.each([
    [1, 60],
    [10, 150],
    [11, 425],
    [25, 775],
    [26, 1540],
    [50, 2500],
    [51, 4560],
    [75, 6000],
    [76, 9080],
    [100, 11000],
  ])('level %i takes %i XP (base + per-level × level of its band)', (level, xp) => {
    expect(richLevelRequirement(level)).toBe(xp);
  });

  it('has exactly 100 levels whose cumulative requirement adds up each level', () => {
    expect(RICH_LEVELS).toHaveLength(100);
    let sum = 0;
    for (const l of RICH_LEVELS) {
      sum += richLevelRequirement(l.level);
      expect(l.cumulativeXP).toBe(sum);
    }
  });

  it('starts level 2, 3, 4 and 5 at the dashboard milestones 60, 130, 210 and 300 XP', () => {
    expect([2, 3, 4, 5].map(richLevelStart)).toEqual([60, 130, 210, 300]);
    expect(richLevel(59)).toBe(1);
    expect(richLevel(60)).toBe(2);
    expect(richLevel(299)).toBe(4);
    expect(richLevel(300)).toBe(5);
  });

  it('stops at level 100 however much XP there is', () => {
    expect(richLevel(10_000_000)).toBe(100);
    expect(richLevelProgress(10_000_000)).toMatchObject({ level: 100, nextLevelXP: null, percent: 100 });
  });

  it('reports the XP into the level and to the next one', () => {
    expect(richLevelProgress(95)).toMatchObject({
      level: 2,
      levelStartXP: 60,
      nextLevelXP: 130,
      xpIntoLevel: 35,
      xpToNext: 35,
      percent: 50,
      title: 'Novice Investor',
    });
  });

  it('never goes down as XP grows (property)', () => {
    fc.assert(
      fc.property(fc.nat(2_000_000), fc.nat(100_000), (xp, more) => {
        expect(richLevel(xp + more)).toBeGreaterThanOrEqual(richLevel(xp));
        expect(profileLevel(xp + more)).toBeGreaterThanOrEqual(profileLevel(xp));
        expect(dashboardLevel(xp + more)).toBeGreaterThanOrEqual(dashboardLevel(xp));
      }),
    );
  });

  it('keeps XP within the level it reports (property)', () => {
    fc.assert(
      fc.property(fc.nat(200_000), (xp) => {
        const p = richLevelProgress(xp);
        expect(xp).toBeGreaterThanOrEqual(p.levelStartXP);
        if (p.nextLevelXP !== null) expect(xp).toBeLessThan(p.nextLevelXP);
        expect(p.percent).toBeGreaterThanOrEqual(0);
        expect(p.percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('level titles', () => {
  it.each([
    [1, 'Novice Investor'],
    [5, 'Novice Investor'],
    [6, 'Market Explorer'],
    [10, 'Market Explorer'],
    [11, 'Trading Apprentice'],
    [20, 'Trading Apprentice'],
    [21, 'Finance Student'],
    [31, 'Market Analyst'],
    [41, 'Portfolio Manager'],
    [51, 'Investment Strategist'],
    [61, 'Market Expert'],
    [71, 'Finance Master'],
    [81, 'Trading Legend'],
    [91, 'Market Titan'],
    [99, 'Market Titan'],
    [100, 'Wall Street Oracle'],
  ])('level %i is titled %s', (level, title) => {
    expect(levelTitle(level)).toBe(title);
  });
});

describe('dashboard milestones', () => {
  it('lists 0, 60, 130, 210, 300, 650, 2400 and 10000 XP in order', () => {
    expect(milestoneProgress(1_000_000).reached.map((m) => m.xp)).toEqual([
      0, 60, 130, 210, 300, 650, 2400, 10000,
    ]);
  });

  it('shows the way from the last milestone reached to the next', () => {
    const p = milestoneProgress(475);
    expect(p.reached.at(-1)?.xp).toBe(300);
    expect(p.next?.xp).toBe(650);
    expect(p.percent).toBe(50);
  });

  it('is complete past 10000 XP', () => {
    expect(milestoneProgress(10_000)).toMatchObject({ next: null, percent: 100 });
  });

  it('never names a level the level card beside it does not show at that XP', () => {
    // "Level 10" at 650 XP sat beside a card saying level 8.
    for (const m of DASHBOARD_MILESTONES) {
      const named = /\blevel (\d+)\b/i.exec(m.label)?.[1];
      if (named) expect(richLevel(m.xp), m.label).toBe(Number(named));
    }
  });
});
