import { expect, it } from 'vitest';
import { searchSymbols } from '../../../core/market';
import { CHOICES, resolveWatchAdd } from './watchlistAdd';

it('finds a symbol typed in any case, or the one company a name matches', () => {
  expect(resolveWatchAdd('aapl', searchSymbols('aapl'))).toEqual({ kind: 'add', symbol: 'AAPL' });
  expect(resolveWatchAdd(' apple ', searchSymbols('apple'))).toEqual({ kind: 'add', symbol: 'AAPL' });
  expect(resolveWatchAdd('Coca', searchSymbols('Coca'))).toEqual({ kind: 'add', symbol: 'KO' });
});

it('an exact symbol wins over names that also match', () => {
  const matches = searchSymbols('ge');
  expect(matches.length).toBeGreaterThan(1);
  expect(resolveWatchAdd('ge', matches)).toEqual({ kind: 'add', symbol: 'GE' });
});

it('offers at most five companies when several share the name', () => {
  const found = resolveWatchAdd('american', searchSymbols('american'));
  expect(found.kind).toBe('choose');
  if (found.kind !== 'choose') return;
  expect(found.matches.length).toBeGreaterThan(1);
  expect(found.matches.length).toBeLessThanOrEqual(CHOICES);
  expect(found.matches.every((m) => m.name.toUpperCase().includes('AMERICAN'))).toBe(true);
});

it('asks the price source about an unlisted symbol, and knows no other text', () => {
  expect(resolveWatchAdd('zzzzq', [])).toEqual({ kind: 'check', symbol: 'ZZZZQ' });
  expect(resolveWatchAdd('toolong', [])).toEqual({ kind: 'unknown' });
  expect(resolveWatchAdd('apple inc', [])).toEqual({ kind: 'unknown' });
});
