import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localTime } from '../gamification/time';
import { allowanceOf, limitReachedMessage, nextDayStart, waitText } from './allowance';

const ZONES = [
  'UTC',
  'America/New_York',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'Europe/Paris',
];

describe('nextDayStart', () => {
  it('is the local midnight after the instant', () => {
    expect(nextDayStart(new Date('2026-03-02T15:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-03-03T00:00:00.000Z',
    );
    // New York is UTC-5 in early March: its midnight is 05:00 UTC.
    expect(nextDayStart(new Date('2026-03-02T15:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-03T05:00:00.000Z',
    );
    // Over the spring-forward night the next day still starts at local midnight.
    expect(nextDayStart(new Date('2026-03-07T23:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
  });

  it('always lands on the first second of the following local day', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...ZONES),
        (at, zone) => {
          const next = nextDayStart(at, zone);
          expect(next.getTime()).toBeGreaterThan(at.getTime());
          expect(localTime(next, zone).day).not.toBe(localTime(at, zone).day);
          expect(localTime(new Date(next.getTime() - 1000), zone).day).toBe(localTime(at, zone).day);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('allowanceOf and its messages', () => {
  it('counts what is left, never below zero, and nothing for Pro', () => {
    const at = new Date('2026-03-03T00:00:00Z');
    expect(allowanceOf(20, 3, at)).toEqual({ limit: 20, used: 3, remaining: 17, resetsAt: at.toISOString() });
    expect(allowanceOf(2, 5, at).remaining).toBe(0);
    expect(allowanceOf(null, 50, at).remaining).toBeNull();
  });

  it('says how long until the reset and that Pro is unlimited', () => {
    const from = new Date('2026-03-02T20:55:00Z');
    expect(waitText(from, new Date('2026-03-03T00:00:00Z'))).toBe('3 h 5 min');
    expect(waitText(from, new Date('2026-03-02T21:07:00Z'))).toBe('12 min');
    expect(waitText(from, new Date('2026-03-02T20:55:30Z'))).toBe('less than a minute');
    expect(limitReachedMessage(20, '3 h 5 min')).toMatch(
      /20 free tutor questions.*in 3 h 5 min.*Pro is unlimited/,
    );
  });
});
