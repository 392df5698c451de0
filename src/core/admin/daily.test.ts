import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailySeries, lastDays } from './daily';

describe('lastDays', () => {
  it('ends on the UTC day of now, oldest first', () => {
    expect(lastDays(new Date('2026-03-02T23:59:00Z'), 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('gives consecutive distinct days, the last one today', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 60 }),
        (now, n) => {
          const days = lastDays(now, n);
          expect(days).toHaveLength(n);
          expect(days.at(-1)).toBe(now.toISOString().slice(0, 10));
          for (let i = 1; i < n; i++)
            expect(Date.parse(`${days[i]}T00:00:00Z`) - Date.parse(`${days[i - 1]}T00:00:00Z`)).toBe(
              86_400_000,
            );
        },
      ),
    );
  });
});

describe('dailySeries', () => {
  it('fills missing days with zero and ignores days outside the window', () => {
    const series = dailySeries(
      ['2026-03-01', '2026-03-02'],
      new Map([
        ['2026-03-02', 4],
        ['2026-01-01', 9],
      ]),
      new Map([['2026-03-01', 2]]),
    );
    expect(series).toEqual([
      { day: '2026-03-01', activeUsers: 0, signUps: 2 },
      { day: '2026-03-02', activeUsers: 4, signUps: 0 },
    ]);
  });
});
