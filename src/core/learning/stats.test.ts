import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHours, landingStats, parseMinutes } from './stats';

describe('parseMinutes', () => {
  it('reads minutes, hours, and hours plus minutes', () => {
    expect(parseMinutes('15 minutes')).toBe(15);
    expect(parseMinutes('1 minute')).toBe(1);
    expect(parseMinutes('45 min')).toBe(45);
    expect(parseMinutes('1 hour')).toBe(60);
    expect(parseMinutes('2 hours 15 minutes')).toBe(135);
    expect(parseMinutes('1h 30m')).toBe(90);
    expect(parseMinutes('1.5 hours')).toBe(90);
  });

  it('reads a bare number as minutes', () => {
    expect(parseMinutes('20')).toBe(20);
    expect(parseMinutes(' 7 ')).toBe(7);
  });

  it('counts text it cannot read as zero minutes', () => {
    expect(parseMinutes('')).toBe(0);
    expect(parseMinutes('a while')).toBe(0);
  });

  it('agrees with hours times 60 plus minutes for any whole numbers', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(59), (h, m) => {
        expect(parseMinutes(`${h} hours ${m} minutes`)).toBe(h * 60 + m);
        expect(parseMinutes(`${m} minutes`)).toBe(m);
        expect(parseMinutes(String(m))).toBe(m);
      }),
    );
  });
});

describe('formatHours', () => {
  it('shows one decimal below ten hours and a whole number from ten up', () => {
    expect(formatHours(0)).toBe('0.0');
    expect(formatHours(7.25)).toBe('7.3');
    expect(formatHours(9.94)).toBe('9.9');
    expect(formatHours(10)).toBe('10');
    expect(formatHours(12.6)).toBe('13');
  });
});

describe('landingStats', () => {
  const items = [
    { id: 'a', estimatedTime: '20 minutes' },
    { id: 'b', estimatedTime: '1 hour 10 minutes' },
    { id: 'a', estimatedTime: '20 minutes' },
    { id: 'c', estimatedTime: '30' },
  ];

  it('counts lessons once per id and sums their minutes once', () => {
    const s = landingStats(items, []);
    expect(s.totalLessons).toBe(3);
    expect(s.totalMinutes).toBe(120);
    expect(s.hours).toBe(2);
    expect(s.hoursLabel).toBe('2.0+');
  });

  it('rounds the completion rate to a whole percent and ignores unknown or repeated ids', () => {
    expect(landingStats(items, ['a']).completionRate).toBe(33);
    expect(landingStats(items, ['a', 'b']).completionRate).toBe(67);
    expect(landingStats(items, ['a', 'a', 'zzz']).completedLessons).toBe(1);
  });

  it('reports 0% for an empty catalogue', () => {
    expect(landingStats([], ['a'])).toMatchObject({ totalLessons: 0, completionRate: 0, hoursLabel: '0.0+' });
  });

  it('stays between 0 and 100 percent and never counts more lessons than distinct ids', () => {
    const item = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      estimatedTime: fc.nat(120).map(String),
    });
    fc.assert(
      fc.property(fc.array(item), fc.array(fc.constantFrom('a', 'b', 'c', 'x')), (list, done) => {
        const s = landingStats(list, done);
        expect(s.totalLessons).toBe(new Set(list.map((i) => i.id)).size);
        expect(s.completionRate).toBeGreaterThanOrEqual(0);
        expect(s.completionRate).toBeLessThanOrEqual(100);
        expect(s.completedLessons).toBeLessThanOrEqual(s.totalLessons);
      }),
    );
  });

  it('does not change when a duplicate of an existing lesson is appended', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.string(), estimatedTime: fc.nat(90).map((n) => `${n} minutes`) }), {
          minLength: 1,
        }),
        (list) => {
          const withDuplicate = [...list, list[0]!];
          expect(landingStats(withDuplicate, [])).toEqual(landingStats(list, []));
        },
      ),
    );
  });
});
