import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharpeRatio } from './metrics';
import {
  compareStandings,
  MEASURE_EXPLANATIONS,
  RANK_MEASURES,
  rankBy,
  SHARPE_MIN_DAYS,
  type Standing,
  standing,
} from './rankings';

const days = (values: number[]) =>
  values.map((value, i) => ({ date: `2026-11-${String(i + 2).padStart(2, '0')}`, value }));

const base = {
  userId: 'u1',
  joinedAt: '2026-11-01T00:00:00.000Z',
  indexStart: 100,
  indexNow: 100,
};

describe('a standing', () => {
  it('measures the return against the start of the period', () => {
    const s = standing({
      ...base,
      value: 110_000_00,
      baseline: 100_000_00,
      curve: days([100_000_00, 110_000_00]),
    });
    expect(s).toMatchObject({ returnPercent: 10, returnAmount: 10_000_00, tradingDays: 2 });
  });

  it('is ranked by Sharpe only from five trading days, with the shared Sharpe helper', () => {
    const four = days([100, 101, 100, 102]);
    expect(standing({ ...base, value: 102, baseline: 100, curve: four }).sharpe).toBeNull();
    const five = days([100, 101, 100, 102, 103]);
    const s = standing({ ...base, value: 103, baseline: 100, curve: five });
    expect(SHARPE_MIN_DAYS).toBe(5);
    const returns = [101 / 100 - 1, 100 / 101 - 1, 102 / 100 - 1, 103 / 102 - 1];
    expect(s.sharpe).toBe(Math.round(sharpeRatio(returns) * 100) / 100);
  });

  it('counts a day once even when the curve repeats it', () => {
    const curve = [...days([100, 101, 102, 103]), { date: '2026-11-05', value: 104 }];
    expect(standing({ ...base, value: 104, baseline: 100, curve }).tradingDays).toBe(4);
  });

  it('takes the S&P 500 return over the same days from the excess return', () => {
    const s = standing({
      ...base,
      value: 105,
      baseline: 100,
      curve: days([100, 105]),
      indexStart: 4000,
      indexNow: 4080,
    });
    expect(s.returnPercent).toBe(5);
    expect(s.excessPercent).toBe(3);
  });

  it('explains every measure in one sentence', () => {
    for (const m of RANK_MEASURES) expect(MEASURE_EXPLANATIONS[m].split('. ')).toHaveLength(1);
  });
});

const standingArb: fc.Arbitrary<Standing> = fc.record({
  userId: fc.uuid(),
  joinedAt: fc
    .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 0, 1) })
    .map((t) => new Date(t).toISOString()),
  // Few distinct values so that ties happen often.
  value: fc.constantFrom(90_000_00, 100_000_00, 110_000_00),
  returnAmount: fc.constant(0),
  returnPercent: fc.constantFrom(-1.5, 0, 2.25),
  sharpe: fc.option(fc.constantFrom(-0.5, 0, 1.1), { nil: null }),
  excessPercent: fc.constantFrom(-3, 0, 4.5),
  tradingDays: fc.integer({ min: 0, max: 30 }),
});

describe('the ranking order', () => {
  const measure = fc.constantFrom(...RANK_MEASURES);
  const list = fc.uniqueArray(standingArb, { selector: (s) => s.userId, maxLength: 25 });

  it('does not depend on the order the standings were read in', () => {
    fc.assert(
      fc.property(list, measure, fc.func(fc.integer()), (standings, m, key) => {
        const shuffled = [...standings].sort((a, b) => key(a.userId) - key(b.userId));
        expect([...rankBy(shuffled, m)]).toEqual([...rankBy(standings, m)]);
      }),
      { numRuns: 100 },
    );
  });

  it('gives distinct positions 1…n, higher scores first, ties to the larger value then the earlier joiner', () => {
    fc.assert(
      fc.property(list, measure, (standings, m) => {
        const ranks = rankBy(standings, m);
        const ranked = standings.filter((s) => m !== 'sharpe' || s.sharpe !== null);
        expect(ranks.size).toBe(ranked.length);
        expect([...ranks.values()].sort((a, b) => a - b)).toEqual(ranked.map((_, i) => i + 1));
        const ordered = [...ranked].sort((a, b) => ranks.get(a.userId)! - ranks.get(b.userId)!);
        const key = (s: Standing) =>
          m === 'sharpe' ? s.sharpe! : m === 'excess' ? s.excessPercent : s.returnPercent;
        for (let i = 1; i < ordered.length; i++) {
          const [a, b] = [ordered[i - 1]!, ordered[i]!];
          expect(key(a)).toBeGreaterThanOrEqual(key(b));
          if (key(a) === key(b)) {
            expect(a.value).toBeGreaterThanOrEqual(b.value);
            if (a.value === b.value) expect(a.joinedAt <= b.joinedAt).toBe(true);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('is a total order: antisymmetric and zero only for the same learner', () => {
    fc.assert(
      fc.property(standingArb, standingArb, measure, (a, b, m) => {
        const cmp = compareStandings(m);
        expect(Math.sign(cmp(a, b))).toBe(-Math.sign(cmp(b, a)));
        if (a.userId !== b.userId) expect(cmp(a, b)).not.toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves out of the Sharpe ranking whoever has fewer than five trading days', () => {
    const curve = days([100, 101, 102]);
    const short = standing({ ...base, userId: 'short', value: 102, baseline: 100, curve });
    const long = standing({
      ...base,
      userId: 'long',
      value: 99,
      baseline: 100,
      curve: days([100, 99, 98, 99, 99]),
    });
    expect([...rankBy([short, long], 'sharpe')]).toEqual([['long', 1]]);
    expect(rankBy([short, long], 'return').get('short')).toBe(1);
  });
});
