import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOfDate, newYorkInstant } from '../market/calendar';
import {
  chainStrikes,
  daysToExpiry,
  defaultExpiration,
  expirations,
  optionChain,
  smileVolatility,
  strikeStep,
} from './chain';
import { underlyingOf } from './underlying';

// Tuesday 2025-03-11, 11:00 New York (EDT).
const now = new Date('2025-03-11T15:00:00Z');
const aapl = underlyingOf('AAPL', 231.4)!;

describe('strikes', () => {
  it('uses the strike steps of the spec: 1 below 50, 2.5 below 100, 5 below 500, 10 above', () => {
    expect([
      strikeStep(49.9),
      strikeStep(50),
      strikeStep(99),
      strikeStep(100),
      strikeStep(499),
      strikeStep(500),
    ]).toEqual([1, 2.5, 2.5, 5, 5, 10]);
  });

  it('lists 21 positive strikes centred on the strike nearest the price', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 3000, noNaN: true }), (price) => {
        const strikes = chainStrikes(price);
        expect(strikes).toHaveLength(21);
        expect(strikes[0]).toBeGreaterThan(0);
        const step = strikeStep(price);
        if (price > 11 * step) expect(Math.abs(strikes[10]! - price)).toBeLessThanOrEqual(step / 2 + 1e-9);
      }),
    );
  });
});

describe('expirations', () => {
  it('are the next 4 Fridays and then 3 monthly third Fridays', () => {
    expect(expirations(now)).toEqual([
      '2025-03-14',
      '2025-03-21',
      '2025-03-28',
      '2025-04-04',
      '2025-04-17', // 2025-04-18 is Good Friday: the expiration moves to Thursday
      '2025-05-16',
      '2025-06-20',
    ]);
  });

  it('drop a Friday once its close has passed', () => {
    expect(expirations(new Date('2025-03-14T20:30:00Z'))[0]).toBe('2025-03-21');
    expect(expirations(new Date('2025-03-14T19:30:00Z'))[0]).toBe('2025-03-14');
  });

  it('open a chain on the first that expires after today, not on a Friday’s own close', () => {
    // Friday 14 Mar 15:30 New York: the 14 Mar weekly is still open, but has half an hour left.
    const friday = new Date('2025-03-14T19:30:00Z');
    expect(defaultExpiration(expirations(friday), friday)).toBe('2025-03-21');
    expect(optionChain(aapl, friday, 0.05).expiration).toBe('2025-03-21');
    // Tuesday: that Friday is the first.
    expect(defaultExpiration(expirations(now), now)).toBe('2025-03-14');
    // Any moment: a later day than today in New York, and one of the list.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 * 24 * 60 }), (minutes) => {
        const at = new Date(Date.UTC(2025, 0, 1) + minutes * 60_000);
        const all = expirations(at);
        const d = defaultExpiration(all, at);
        expect(all).toContain(d);
        expect(daysToExpiry(d, at)).toBeGreaterThan(0);
      }),
    );
  });

  it('count calendar days left from today in New York to the expiration date', () => {
    // Tuesday 11 Mar 11:00 to Friday 14 Mar: 3 days (it read 4, the hours to the close rounded up).
    expect(daysToExpiry('2025-03-14', now)).toBe(3);
    expect(daysToExpiry('2025-03-07', now)).toBe(0);
    // Bought on 1 Dec at 23:30 New York (already 2 Dec in UTC), a 4 Dec expiry has 3 days left.
    expect(daysToExpiry('2026-12-04', new Date('2026-12-02T04:30:00Z'))).toBe(3);
    // Its last day, before and after the 16:00 close.
    expect(daysToExpiry('2026-12-04', new Date('2026-12-04T20:59:00Z'))).toBe(0);
    expect(daysToExpiry('2026-12-04', new Date('2026-12-04T21:00:00Z'))).toBe(0);
  });

  it('lose exactly one day left per New York calendar day until the expiry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 23 * 60 }),
        (offset, minutes) => {
          const expiration = '2027-03-19';
          const day = dayOfDate(expiration) - offset;
          const at = newYorkInstant(day, minutes);
          expect(daysToExpiry(expiration, at)).toBe(offset);
        },
      ),
    );
  });
});

describe('volatility smile', () => {
  it('is the model volatility at the money and higher for low strikes than for high ones', () => {
    const atm = smileVolatility(0.3, 100, 100 * Math.exp(0.05 * 0.25), 0.25, 0.05, 0);
    expect(atm).toBeCloseTo(0.3, 10);
    expect(smileVolatility(0.3, 100, 80, 0.25, 0.05, 0)).toBeGreaterThan(
      smileVolatility(0.3, 100, 120, 0.25, 0.05, 0),
    );
  });
});

describe('option chain', () => {
  const chain = optionChain(aapl, now, 0.05, '2025-04-04');

  it('has the shape of the contract and the requested expiration', () => {
    expect(chain.symbol).toBe('AAPL');
    expect(chain.expiration).toBe('2025-04-04');
    expect(chain.expirations).toHaveLength(7);
    expect(chain.calls).toHaveLength(21);
    expect(chain.puts.map((p) => p.strike)).toEqual(chain.calls.map((c) => c.strike));
    expect(chain.dividendYield).toBeCloseTo(0.004, 6);
  });

  it('quotes bid ≤ mid ≤ ask, with intrinsic plus time value equal to the mid', () => {
    for (const row of [...chain.calls, ...chain.puts]) {
      expect(row.bid).toBeLessThanOrEqual(row.mid);
      expect(row.ask).toBeGreaterThan(row.bid);
      expect(row.ask).toBeGreaterThanOrEqual(row.mid);
      expect(row.inTheMoney).toBe(row.intrinsicValue > 0);
      if (row.mid >= row.intrinsicValue) expect(row.intrinsicValue + row.timeValue).toBeCloseTo(row.mid, 2);
    }
  });

  it('prices calls lower and puts higher as the strike rises', () => {
    for (let k = 1; k < 21; k++) {
      expect(chain.calls[k]!.mid).toBeLessThanOrEqual(chain.calls[k - 1]!.mid);
      expect(chain.puts[k]!.mid).toBeGreaterThanOrEqual(chain.puts[k - 1]!.mid);
    }
  });

  it('widens the spread (relative to the price) away from the money and for short expiries', () => {
    const rel = (r: { bid: number; ask: number; mid: number }) => (r.ask - r.bid) / r.mid;
    expect(rel(chain.calls[16]!)).toBeGreaterThan(rel(chain.calls[10]!));
    const weekly = optionChain(aapl, now, 0.05, '2025-03-14');
    expect(rel(weekly.calls[10]!)).toBeGreaterThan(rel(chain.calls[10]!));
  });

  it('is the same for the same instant and price (deterministic)', () => {
    expect(optionChain(aapl, now, 0.05, '2025-04-04')).toEqual(chain);
  });
});
