import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corporateActions, FIRST_SPLIT_DATE, splitFactor } from './corporate-actions';
import { dailyCloses, history } from './history';
import { simulatedQuote } from './quote';
import { universe } from './universe';

const nyNoon = (date: string) => new Date(`${date}T17:00:00Z`);

describe('the corporate-action calendar', () => {
  it('gives a dividend payer four dividends a year with declared ≤ ex = record < pay', () => {
    const actions = corporateActions('AAPL', '2026-01-01', '2026-12-31').filter((a) => a.kind === 'DIVIDEND');
    expect(actions).toHaveLength(4);
    for (const a of actions) {
      expect(a.declaredDate < a.exDate).toBe(true);
      expect(a.recordDate).toBe(a.exDate);
      expect(a.payDate > a.exDate).toBe(true);
      // Apple's 0.40% of $250.42 a year is about 25 cents a quarter.
      expect(a.cashPerShare).toBe(25);
    }
  });

  it('gives a symbol without a yield no dividend, and an unknown symbol nothing', () => {
    expect(corporateActions('AMD', '2020-01-01', '2030-12-31').filter((a) => a.kind === 'DIVIDEND')).toEqual(
      [],
    );
    expect(corporateActions('NOPE', '2020-01-01', '2030-12-31')).toEqual([]);
  });

  it('splits some symbols forward and some in reverse, only from the first split date on', () => {
    const splits = universe.flatMap((u) =>
      corporateActions(u.symbol, '2000-01-01', '2029-12-31').filter((a) => a.kind === 'SPLIT'),
    );
    expect(splits.some((s) => s.to > s.from)).toBe(true);
    expect(splits.some((s) => s.to < s.from)).toBe(true);
    expect(splits.every((s) => s.exDate >= FIRST_SPLIT_DATE)).toBe(true);
    expect(splits.length).toBeLessThan(universe.length);
  });

  it('is the same list every time it is asked, sorted by ex-date, each id unique', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...universe.map((u) => u.symbol)),
        fc.integer({ min: 2020, max: 2030 }),
        (symbol, year) => {
          const a = corporateActions(symbol, `${year}-01-01`, `${year + 1}-12-31`);
          expect(corporateActions(symbol, `${year}-01-01`, `${year + 1}-12-31`)).toEqual(a);
          expect(new Set(a.map((x) => x.id)).size).toBe(a.length);
          expect([...a].sort((x, y) => x.exDate.localeCompare(y.exDate)).map((x) => x.id)).toEqual(
            a.map((x) => x.id),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('split-adjusted prices', () => {
  const split = universe
    .flatMap((u) => corporateActions(u.symbol, '2026-01-01', '2029-12-31'))
    .find((a) => a.kind === 'SPLIT' && a.to / a.from === 2)!;

  it('halves the quote at a 2:1 split: the ex-date previous close is in post-split shares', () => {
    const before = simulatedQuote(split.symbol, new Date(`${split.recordDate}T22:00:00Z`))!; // after the close
    const after = simulatedQuote(split.symbol, nyNoon(split.exDate))!;
    expect(splitFactor(split.symbol, split.exDate)).toBe(2 * splitFactor(split.symbol, split.recordDate));
    // The ex-date's previous close is the record date's close, halved.
    expect(after.previousClose).toBeCloseTo(before.price / 2, 1);
    expect(Math.abs(after.changePercent)).toBeLessThan(25);
  });

  it('draws charts and daily closes in today’s shares, with no cliff at the split', () => {
    const at = nyNoon(split.exDate);
    const candles = history(split.symbol, '1M', at);
    const closes = dailyCloses(split.symbol, at, 10);
    for (let i = 1; i < candles.length; i++) {
      expect(candles[i]!.close / candles[i - 1]!.close).toBeGreaterThan(0.7);
      expect(candles[i]!.close / candles[i - 1]!.close).toBeLessThan(1.4);
    }
    expect(closes[closes.length - 1]).toBeCloseTo(simulatedQuote(split.symbol, at)!.price, 1);
  });
});
