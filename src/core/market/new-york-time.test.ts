import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRegularSession, isWeekend, tradingDay } from '../trading/calendar';
import { dayNumber, newYorkDate, newYorkTime } from './calendar';

// The oracle: Intl read afresh for the instant itself, as newYorkTime did before it kept one reading
// per UTC hour.
const oracleFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
  hourCycle: 'h23',
});

function oracle(at: Date) {
  const p: Record<string, string> = {};
  for (const part of oracleFormat.formatToParts(at)) p[part.type] = part.value;
  const n = (k: string) => Number(p[k]);
  const millis = ((at.getTime() % 1000) + 1000) % 1000;
  return {
    day: dayNumber(n('year'), n('month'), n('day')),
    ms: ((n('hour') * 60 + n('minute')) * 60 + n('second')) * 1000 + millis,
    date: `${p.year!.padStart(4, '0')}-${p.month!.padStart(2, '0')}-${p.day!.padStart(2, '0')}`,
    weekday: p.weekday!,
    minutes: n('hour') * 60 + n('minute'),
  };
}

const instant = (min: string, max: string) =>
  fc.integer({ min: Date.parse(min), max: Date.parse(max) }).map((t) => new Date(t));

// Each daylight-saving change of 2026 and 2027, and the hours either side of it.
const changes = [
  '2026-03-08T07:00:00Z',
  '2026-11-01T06:00:00Z',
  '2027-03-14T07:00:00Z',
  '2027-11-07T06:00:00Z',
];

describe('New York time', () => {
  it('matches Intl for any instant from 1850 to 2200, to the millisecond', () => {
    fc.assert(
      fc.property(instant('1850-01-01T00:00:00Z', '2200-01-01T00:00:00Z'), (at) => {
        const { day, ms } = oracle(at);
        expect(newYorkTime(at)).toEqual({ day, ms });
      }),
      { numRuns: 3000 },
    );
  });

  it('matches Intl on every minute of the day around each daylight-saving change', () => {
    for (const change of changes) {
      const t0 = Date.parse(change) - 3 * 3_600_000;
      for (let t = t0; t <= t0 + 6 * 3_600_000; t += 60_000 - 1) {
        const at = new Date(t);
        const { day, ms } = oracle(at);
        expect(newYorkTime(at), at.toISOString()).toEqual({ day, ms });
      }
    }
  });

  it('gives the same answer for the same instant however often and in whatever order it is asked', () => {
    fc.assert(
      fc.property(
        fc.array(instant('1990-01-01T00:00:00Z', '2100-01-01T00:00:00Z'), { minLength: 1, maxLength: 50 }),
        (ats) => {
          const first = ats.map(newYorkTime);
          expect([...ats].reverse().map(newYorkTime).reverse()).toEqual(first);
        },
      ),
    );
  });

  it('knows the clocks: 09:30 EST in January is 14:30 UTC, in July EDT it is 13:30 UTC', () => {
    expect(newYorkTime(new Date('2026-01-15T14:30:00Z')).ms).toBe((9 * 60 + 30) * 60_000);
    expect(newYorkTime(new Date('2026-07-15T13:30:00Z')).ms).toBe((9 * 60 + 30) * 60_000);
    // 1:59:59 EST, then the clocks go forward to 3:00 EDT a second later.
    expect(newYorkTime(new Date('2026-03-08T06:59:59Z')).ms).toBe((1 * 3600 + 59 * 60 + 59) * 1000);
    expect(newYorkTime(new Date('2026-03-08T07:00:00Z')).ms).toBe(3 * 3_600_000);
    // Before 1883 New York kept local mean time, 4:56:02 behind Greenwich.
    expect(newYorkTime(new Date('1869-09-24T17:00:00Z')).ms).toBe((12 * 3600 + 3 * 60 + 58) * 1000);
    expect(newYorkDate(new Date('2026-12-01T04:59:59Z'))).toBe('2026-11-30');
    expect(newYorkDate(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01');
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => newYorkTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => tradingDay(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('the trading day and session (trading/calendar)', () => {
  it('agree with Intl for any instant from 1970 to 2200', () => {
    fc.assert(
      fc.property(instant('1970-01-01T00:00:00Z', '2200-01-01T00:00:00Z'), (at) => {
        const o = oracle(at);
        const weekend = o.weekday === 'Sat' || o.weekday === 'Sun';
        expect(tradingDay(at)).toBe(o.date);
        expect(isWeekend(at)).toBe(weekend);
        expect(isRegularSession(at)).toBe(!weekend && o.minutes >= 570 && o.minutes < 960);
      }),
      { numRuns: 3000 },
    );
  });

  it('opens at 09:30 and closes at 16:00 New York time on a weekday', () => {
    expect(isRegularSession(new Date('2026-12-02T14:29:59Z'))).toBe(false);
    expect(isRegularSession(new Date('2026-12-02T14:30:00Z'))).toBe(true);
    expect(isRegularSession(new Date('2026-12-02T20:59:59Z'))).toBe(true);
    expect(isRegularSession(new Date('2026-12-02T21:00:00Z'))).toBe(false);
    expect(isRegularSession(new Date('2026-12-05T15:00:00Z'))).toBe(false);
    expect(isWeekend(new Date('2026-12-05T15:00:00Z'))).toBe(true);
  });
});
