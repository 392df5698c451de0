import { describe, expect, it } from 'vitest';
import { HISTORY_RANGES, history, indices, marketStatus, simulatedQuote } from '../../core/market';
import {
  candleSchema,
  historyRange,
  indexQuote,
  marketStatusAnswer,
  normalizeSymbol,
  quoteSchema,
  quotesBody,
} from './market-data';

const at = new Date('2026-11-23T15:00:00Z');

describe('market-data contract', () => {
  it('accepts what the simulated market produces', () => {
    expect(quoteSchema.safeParse(simulatedQuote('AAPL', at)).success).toBe(true);
    expect(quoteSchema.safeParse(simulatedQuote('TLT', at)).success).toBe(true);
    for (const c of history('AAPL', '1D', at)) expect(candleSchema.safeParse(c).success).toBe(true);
    for (const i of indices(at)) expect(indexQuote.safeParse(i).success).toBe(true);
    expect(marketStatusAnswer.safeParse(marketStatus(at)).success).toBe(true);
  });

  it('lists the same history ranges as the model', () => {
    expect(historyRange.options).toEqual([...HISTORY_RANGES]);
  });

  it('refuses more than 20 symbols in a batch', () => {
    const symbols = Array.from({ length: 21 }, (_, i) => `S${String.fromCharCode(65 + i)}`);
    const result = quotesBody.safeParse({ symbols });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('At most 20 symbols per request');
    expect(quotesBody.safeParse({ symbols: symbols.slice(0, 20) }).success).toBe(true);
  });

  it('normalises symbols to the spec pattern', () => {
    expect(normalizeSymbol(' aapl ')).toBe('AAPL');
    expect(normalizeSymbol('brk.a')).toBe('BRK.A');
    expect(normalizeSymbol('')).toBeUndefined();
    expect(normalizeSymbol('TOOLONG')).toBeUndefined();
    expect(normalizeSymbol('A$B')).toBeUndefined();
  });
});
