import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { europeanPrice } from './pricing';
import { type Leg, netGreeks, payoffAtExpiry, summarize, template, valueToday } from './strategy';

const market = { spot: 100, time: 0.25, rate: 0.05, volatility: 0.25, dividendYield: 0 };
const premium = (type: 'call' | 'put', strike: number) => europeanPrice({ ...market, type, strike });

describe('strategy payoffs', () => {
  it('a long call loses at most its premium, gains without limit, and breaks even at strike + premium', () => {
    const legs: Leg[] = [{ kind: 'call', side: 'long', strike: 100, premium: 5, quantity: 2 }];
    expect(summarize(legs)).toEqual({ maxGain: null, maxLoss: 1000, breakevens: [105], netDebit: 1000 });
    expect(payoffAtExpiry(legs, 120)).toBe(3000);
  });

  it('a straddle has two breakevens at strike ± total premium and unlimited gain', () => {
    const legs = template('straddle', 100, 5, () => 4);
    const s = summarize(legs);
    expect(s.breakevens).toEqual([92, 108]);
    expect(s.maxLoss).toBe(800);
    expect(s.maxGain).toBeNull();
  });

  it('an iron condor has a limited gain (the credit) and a limited loss (wing width less credit)', () => {
    const legs = template('iron condor', 100, 5, premium);
    expect(legs.map((l) => (l.kind === 'stock' ? l.price : l.strike))).toEqual([90, 95, 105, 110]);
    const s = summarize(legs);
    expect(s.netDebit).toBeLessThan(0);
    expect(s.maxGain).toBeCloseTo(-s.netDebit, 6);
    // $5 wings: 5 × 100 less the credit.
    expect(s.maxLoss).toBeCloseTo(500 + s.netDebit, 6);
    expect(s.breakevens).toHaveLength(2);
  });

  it('a covered call caps the gain and a protective put caps the loss', () => {
    expect(summarize(template('covered call', 100, 5, premium)).maxGain).not.toBeNull();
    expect(summarize(template('protective put', 100, 5, premium)).maxLoss).not.toBeNull();
    expect(summarize(template('bull call spread', 100, 5, premium)).maxGain).toBeCloseTo(
      1000 - summarize(template('bull call spread', 100, 5, premium)).netDebit,
      6,
    );
  });

  it('values a position bought at the model price at zero today, and its delta matches the slope', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'covered call',
          'protective put',
          'bull call spread',
          'straddle',
          'iron condor' as const,
        ),
        (name) => {
          const legs = template(name, 100, 5, premium);
          expect(Math.abs(valueToday(legs, 100, market))).toBeLessThan(3); // premiums rounded to the cent
          const slope = (valueToday(legs, 100.01, market) - valueToday(legs, 99.99, market)) / 0.02;
          expect(netGreeks(legs, market).delta).toBeCloseTo(slope, 1);
        },
      ),
    );
  });

  it('finds a breakeven wherever the payoff changes sign', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 50, max: 150, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        (k, p) => {
          const legs: Leg[] = [{ kind: 'put', side: 'long', strike: k, premium: p, quantity: 1 }];
          const [be] = summarize(legs).breakevens;
          expect(be).toBeCloseTo(k - p, 1);
          expect(Math.abs(payoffAtExpiry(legs, be!))).toBeLessThan(1);
        },
      ),
    );
  });
});
