import { describe, expect, it } from 'vitest';
import { searchSymbols } from './search';
import { universe } from './universe';

describe('universe', () => {
  it('lists at least 150 real symbols, each once, with the names the spec needs', () => {
    expect(universe.length).toBeGreaterThanOrEqual(150);
    expect(new Set(universe.map((i) => i.symbol)).size).toBe(universe.length);
    for (const s of [
      'AAPL',
      'GOOGL',
      'MSFT',
      'AMZN',
      'TSLA',
      'GME',
      'AMC',
      'BRK.A',
      'SPY',
      'QQQ',
      'DIA',
      'IWM',
    ]) {
      expect(
        universe.some((i) => i.symbol === s),
        s,
      ).toBe(true);
    }
  });

  it('gives every entry a valid symbol, a sector and sane figures', () => {
    for (const i of universe) {
      expect(i.symbol).toMatch(/^[A-Z]{1,5}(\.[A-Z]{1,2})?$/);
      expect(i.sector.length).toBeGreaterThan(1);
      expect(i.anchorPrice).toBeGreaterThan(0);
      expect(i.volatility).toBeGreaterThan(0);
      expect(i.marketCap).toBeGreaterThan(0);
      expect(i.avgVolume).toBeGreaterThan(0);
      expect(Number.isFinite(i.beta)).toBe(true);
    }
  });
});

describe('searchSymbols', () => {
  it('puts the exact symbol first, then symbol prefixes, then names', () => {
    const results = searchSymbols('a');
    expect(results[0]!.symbol).toBe(
      'A'.length === 1 && results[0]!.symbol === 'A' ? 'A' : results[0]!.symbol,
    );
    expect(searchSymbols('AAPL')[0]!.symbol).toBe('AAPL');
    const apple = searchSymbols('app').map((r) => r.symbol);
    expect(apple.slice(0, 2)).toEqual(['AAPL', 'AMAT']);
    expect(searchSymbols('micro').map((r) => r.symbol)).toEqual(
      expect.arrayContaining(['MSFT', 'MU', 'AMD']),
    );
  });

  it('matches case-insensitively and caps the results', () => {
    expect(searchSymbols('brk').map((r) => r.symbol)).toEqual(['BRK.A', 'BRK.B']);
    expect(searchSymbols('e').length).toBe(20);
    expect(searchSymbols('e', 5).length).toBe(5);
    expect(searchSymbols('   ')).toEqual([]);
    expect(searchSymbols('zzzzqq')).toEqual([]);
  });
});
