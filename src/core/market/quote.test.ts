import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearModelCaches } from './model';
import { simulatedQuote } from './quote';
import { work } from './random';
import { universe } from './universe';

const symbols = universe.map((i) => i.symbol);
// Instants from 1975 to 2190.
const instant = fc
  .integer({ min: Date.parse('1975-01-01'), max: Date.parse('2190-01-01') })
  .map((t) => new Date(t));

describe('simulatedQuote', () => {
  it('is a pure function of (symbol, instant): the same with cold or warm caches', () => {
    fc.assert(
      fc.property(fc.constantFrom(...symbols), instant, (symbol, at) => {
        const first = simulatedQuote(symbol, at);
        clearModelCaches();
        expect(simulatedQuote(symbol, at)).toEqual(first);
      }),
      { numRuns: 40 },
    );
  });

  it('gives positive, coherent prices: low ≤ price ≤ high, change = price − previous close', () => {
    fc.assert(
      fc.property(fc.constantFrom(...symbols), instant, (symbol, at) => {
        const q = simulatedQuote(symbol, at)!;
        expect(q.price).toBeGreaterThan(0);
        expect(q.low).toBeLessThanOrEqual(q.price);
        expect(q.high).toBeGreaterThanOrEqual(q.price);
        expect(q.low).toBeLessThanOrEqual(q.open);
        expect(q.high).toBeGreaterThanOrEqual(q.open);
        expect(q.week52High).toBeGreaterThanOrEqual(q.high);
        expect(q.week52Low).toBeLessThanOrEqual(q.low);
        expect(q.change).toBeCloseTo(q.price - q.previousClose, 2);
        expect(q.volume).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });

  it('fills every field of the spec Quote', () => {
    const q = simulatedQuote('AAPL', new Date('2026-11-23T15:00:00Z'))!;
    const fields = [
      'symbol',
      'name',
      'price',
      'change',
      'changePercent',
      'high',
      'low',
      'open',
      'previousClose',
      'volume',
      'avgVolume',
      'marketCap',
      'pe',
      'dividend',
      'beta',
      'sector',
      'week52High',
      'week52Low',
      'timestamp',
      'dataDelay',
      'marketState',
      'dataSource',
      'isRealtime',
    ];
    for (const f of fields) expect(q[f as keyof typeof q], f).not.toBeUndefined();
    expect(q.pe).not.toBeNull();
    expect(q).toMatchObject({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      sector: 'Technology',
      dataSource: 'simulated',
    });
  });

  it('moves while the market is open', () => {
    const a = simulatedQuote('TSLA', new Date('2026-11-23T15:00:00Z'))!;
    const b = simulatedQuote('TSLA', new Date('2026-11-23T15:05:00Z'))!;
    expect(a.marketState).toBe('REGULAR');
    expect(b.price).not.toBe(a.price);
  });

  it('stands still at the last close over a weekend, a holiday and after an early close', () => {
    const friday = simulatedQuote('AAPL', new Date('2026-11-20T21:00:00Z'))!;
    const saturday = simulatedQuote('AAPL', new Date('2026-11-21T17:00:00Z'))!;
    const monday = simulatedQuote('AAPL', new Date('2026-11-23T13:00:00Z'))!;
    expect(saturday.price).toBe(friday.price);
    expect(monday.price).toBe(friday.price);
    expect(saturday.marketState).toBe('CLOSED');
    expect(monday.marketState).toBe('PRE');
    const thanksgiving = simulatedQuote('MSFT', new Date('2026-11-26T17:00:00Z'))!;
    const wednesdayClose = simulatedQuote('MSFT', new Date('2026-11-25T21:00:00Z'))!;
    expect(thanksgiving.price).toBe(wednesdayClose.price);
    const afterEarly = simulatedQuote('MSFT', new Date('2026-11-27T18:00:00Z'))!;
    const evening = simulatedQuote('MSFT', new Date('2026-11-27T23:59:00Z'))!;
    expect(evening.price).toBe(afterEarly.price);
    expect(afterEarly.marketState).toBe('POST');
  });

  it("opens the next session from the previous session's close", () => {
    const friday = simulatedQuote('NVDA', new Date('2026-11-20T21:00:00Z'))!;
    const monday = simulatedQuote('NVDA', new Date('2026-11-23T15:00:00Z'))!;
    expect(monday.previousClose).toBe(friday.price);
  });

  it('tracks the real S&P 500 with SPY from 2000 to 2020', () => {
    // SPY is anchored at 586.08 against the index at 5881.63 on 2024-12-31.
    for (const [at, index] of [
      ['2008-10-10T21:00:00Z', 899.22],
      ['2020-03-16T21:00:00Z', 2386.13],
      ['2000-03-24T21:00:00Z', 1527.46],
    ] as const) {
      const spy = simulatedQuote('SPY', new Date(at))!.price;
      expect(Math.abs(spy / ((index * 586.08) / 5881.63) - 1)).toBeLessThan(0.04);
    }
  });

  it('costs the same work for a date today, in 2040 and in 2150 (no replay from an epoch)', () => {
    const cost = (iso: string) => {
      clearModelCaches();
      simulatedQuote('AAPL', new Date('2030-06-05T15:00:00Z')); // warm the calendar and pins
      clearModelCaches();
      const before = work.draws;
      simulatedQuote('AAPL', new Date(iso));
      return work.draws - before;
    };
    const today = cost('2026-11-23T15:00:00Z');
    for (const iso of ['2040-06-05T15:00:00Z', '2150-06-05T15:00:00Z', '1985-06-05T15:00:00Z']) {
      const other = cost(iso);
      expect(other / today, iso).toBeGreaterThan(0.85);
      expect(other / today, iso).toBeLessThan(1.15);
    }
    // Whatever the date: two fixed-depth walks, one session of steps per tree, 52 weeks of closes.
    fc.assert(
      fc.property(instant, (at) => {
        clearModelCaches();
        simulatedQuote('AAPL', new Date('2030-06-05T15:00:00Z'));
        clearModelCaches();
        const before = work.draws;
        simulatedQuote('AAPL', at);
        expect(work.draws - before).toBeLessThan(11_000);
      }),
      { numRuns: 30 },
    );
    // A warm quote (same session) walks nothing: only the day's volume noise is drawn.
    simulatedQuote('AAPL', new Date('2150-06-05T15:00:00Z'));
    const warm = work.draws;
    simulatedQuote('AAPL', new Date('2150-06-05T15:00:05Z'));
    expect(work.draws - warm).toBeLessThanOrEqual(1);
  });

  it('answers for any instant, even outside the calendar (clamped to 1970 and 2199)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...symbols),
        fc.integer({ min: Date.parse('1900-01-01'), max: Date.parse('2300-01-01') }),
        (symbol, t) => {
          const q = simulatedQuote(symbol, new Date(t))!;
          expect(q.price).toBeGreaterThan(0);
          expect(Number.isFinite(q.price)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('knows nothing of a symbol outside the universe', () => {
    expect(simulatedQuote('ZZZZ', new Date('2026-11-23T15:00:00Z'))).toBeUndefined();
    expect(simulatedQuote('^GSPC', new Date('2026-11-23T15:00:00Z'))).toBeUndefined();
  });

  it('accepts symbols in any case', () => {
    const at = new Date('2026-11-23T15:00:00Z');
    expect(simulatedQuote('brk.a', at)).toEqual(simulatedQuote('BRK.A', at));
  });
});
