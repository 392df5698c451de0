import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HIGHEST_TIER,
  LEAGUE_SIZE,
  LOWEST_TIER,
  movementSlots,
  nextTiers,
  placeLeagues,
  previousWeek,
  standings,
  TIERS,
  tierName,
  weekEnd,
  weekKey,
  weekStart,
} from './leagues';

const ids = (n: number, prefix = 'u') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('the league week', () => {
  it('starts on Monday at 00:00 UTC', () => {
    expect(weekStart(new Date('2026-11-24T19:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekKey(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekKey(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-16');
    expect(weekKey(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23');
    expect(weekEnd('2026-11-23').toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(previousWeek('2026-11-23')).toBe('2026-11-16');
  });

  it('is always a Monday no more than 7 days back (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const start = weekStart(d);
          expect(start.getUTCDay()).toBe(1);
          expect(d.getTime() - start.getTime()).toBeGreaterThanOrEqual(0);
          expect(d.getTime() - start.getTime()).toBeLessThan(7 * 86_400_000);
        },
      ),
    );
  });
});

describe('tiers', () => {
  it('are ten, from Penny Stock to Blue Chip', () => {
    expect(TIERS).toHaveLength(10);
    expect(tierName(1)).toBe('Penny Stock');
    expect(tierName(10)).toBe('Blue Chip');
    expect(tierName(0)).toBe('Penny Stock');
    expect(tierName(99)).toBe('Blue Chip');
  });
});

describe('placement', () => {
  it('splits a tier into the fewest leagues of at most 30, as even as possible', () => {
    const leagues = placeLeagues(
      '2026-11-23',
      ids(31).map((userId) => ({ userId, tier: 3 })),
    );
    expect(leagues.map((l) => l.userIds.length)).toEqual([15, 16]);
    expect(leagues.every((l) => l.tier === 3)).toBe(true);
    expect(
      placeLeagues(
        '2026-11-23',
        ids(30).map((userId) => ({ userId, tier: 1 })),
      ),
    ).toHaveLength(1);
  });

  it('keeps tiers apart and places everyone once, the same way every time (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ n: fc.integer({ min: 0, max: 9999 }), tier: fc.integer({ min: 1, max: 10 }) }), {
          maxLength: 200,
        }),
        fc.constantFrom('2026-11-16', '2026-11-23'),
        (rows, week) => {
          const seen = new Map<string, number>();
          for (const r of rows) if (!seen.has(`u${r.n}`)) seen.set(`u${r.n}`, r.tier);
          const candidates = [...seen].map(([userId, tier]) => ({ userId, tier }));
          const leagues = placeLeagues(week, candidates);
          expect(placeLeagues(week, [...candidates].reverse())).toEqual(leagues);
          const placed = leagues.flatMap((l) => l.userIds.map((u) => [u, l.tier] as const));
          expect(new Map(placed)).toEqual(seen);
          expect(placed).toHaveLength(seen.size);
          for (const l of leagues) {
            expect(l.userIds.length).toBeGreaterThan(0);
            expect(l.userIds.length).toBeLessThanOrEqual(LEAGUE_SIZE);
          }
        },
      ),
    );
  });

  it('mixes the leagues differently from one week to the next', () => {
    const candidates = ids(60).map((userId) => ({ userId, tier: 2 }));
    const a = placeLeagues('2026-11-16', candidates)[0]!.userIds;
    const b = placeLeagues('2026-11-23', candidates)[0]!.userIds;
    expect(new Set(a)).not.toEqual(new Set(b));
  });
});

describe('standings and movement', () => {
  it('rank by XP this week with a stable tie-break', () => {
    const members = [
      { userId: 'a', name: 'A', weeklyXp: 10 },
      { userId: 'b', name: 'B', weeklyXp: 50 },
      { userId: 'c', name: 'C', weeklyXp: 10 },
    ];
    const table = standings('2026-11-23', members);
    expect(table.map((s) => s.rank)).toEqual([1, 2, 3]);
    expect(table[0]?.userId).toBe('b');
    expect(standings('2026-11-23', [...members].reverse())).toEqual(table);
  });

  it('move the top 7 up and the bottom 5 down in a full league', () => {
    expect(movementSlots(30)).toEqual({ up: 7, down: 5 });
    expect(movementSlots(4)).toEqual({ up: 1, down: 0 });
    expect(movementSlots(1)).toEqual({ up: 1, down: 0 });
    expect(movementSlots(12)).toEqual({ up: 3, down: 2 });
    const members = ids(30).map((userId, i) => ({ userId, name: userId, weeklyXp: 1000 - i * 10 }));
    const next = nextTiers('2026-11-23', 4, members);
    expect(members.slice(0, 7).every((m) => next.get(m.userId) === 5)).toBe(true);
    expect(members.slice(7, 25).every((m) => next.get(m.userId) === 4)).toBe(true);
    expect(members.slice(25).every((m) => next.get(m.userId) === 3)).toBe(true);
  });

  it('never promotes without XP and stays within the ten tiers (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: LOWEST_TIER, max: HIGHEST_TIER }),
        fc.array(fc.nat(500), { minLength: 1, maxLength: 30 }),
        (tier, xps) => {
          const members = xps.map((weeklyXp, i) => ({ userId: `u${i}`, name: `U${i}`, weeklyXp }));
          const next = nextTiers('2026-11-23', tier, members);
          for (const m of members) {
            const t = next.get(m.userId)!;
            expect(Math.abs(t - tier)).toBeLessThanOrEqual(1);
            expect(t).toBeGreaterThanOrEqual(LOWEST_TIER);
            expect(t).toBeLessThanOrEqual(HIGHEST_TIER);
            if (t > tier) expect(m.weeklyXp).toBeGreaterThan(0);
          }
          const { up, down } = movementSlots(members.length);
          expect([...next.values()].filter((t) => t > tier).length).toBeLessThanOrEqual(up);
          expect([...next.values()].filter((t) => t < tier).length).toBeLessThanOrEqual(down);
        },
      ),
    );
  });
});
