import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLedger } from '../trading/ledger';
import { expirations } from './chain';
import { contractLabel, parseContractSymbol } from './contract-label';
import { placeOptionOrder } from './trade';
import { contractSymbol } from './value';

describe('contract symbols a learner can read', () => {
  it('reads an OCC symbol back into its parts', () => {
    expect(parseContractSymbol('AAPL261204C00215000')).toEqual({
      symbol: 'AAPL',
      type: 'call',
      strike: 21500,
      expiration: '2026-12-04',
    });
    expect(parseContractSymbol('F260116P00012500')).toEqual({
      symbol: 'F',
      type: 'put',
      strike: 1250,
      expiration: '2026-01-16',
    });
  });

  it('labels a contract by underlying, strike, call or put, and expiry', () => {
    expect(contractLabel('AAPL261204C00215000')).toBe('AAPL $215 call · 4 Dec 2026');
    expect(contractLabel('MSFT270115P00212500')).toBe('MSFT $212.50 put · 15 Jan 2027');
    expect(contractLabel('SPY261218C01050000')).toBe('SPY $1,050 call · 18 Dec 2026');
  });

  it('leaves anything that is not a contract as it is', () => {
    for (const text of [
      'AAPL',
      'BRK.B',
      '',
      'AAPL261304C00215000',
      'AAPL260230C00215000',
      'AAPL261204X00215000',
    ])
      expect(contractLabel(text)).toBe(text);
    expect(parseContractSymbol('AAPL261204C00000000')).toBeUndefined();
    expect(parseContractSymbol('AAPL261204C00215005')).toBeUndefined();
    expect(parseContractSymbol('261204C00215000')).toBeUndefined();
  });

  it('round-trips with contractSymbol for every contract', () => {
    const day = 24 * 60 * 60 * 1000;
    const contract = fc.record({
      symbol: fc.stringMatching(/^[A-Z][A-Z.]{0,5}$/),
      type: fc.constantFrom('call' as const, 'put' as const),
      strike: fc.integer({ min: 1, max: 9_999_999 }),
      expiration: fc
        .integer({ min: Date.UTC(2000, 0, 1) / day, max: Date.UTC(2099, 11, 31) / day })
        .map((d) => new Date(d * day).toISOString().slice(0, 10)),
    });
    fc.assert(
      fc.property(contract, (c) => {
        const occ = contractSymbol(c);
        expect(parseContractSymbol(occ)).toEqual(c);
        expect(contractLabel(occ)).toContain(`${c.symbol} $`);
        expect(contractLabel(occ)).not.toContain(occ);
      }),
    );
  });
});

describe('the answer to an option order', () => {
  // A Wednesday, 10:30 in New York: the market is open.
  const now = new Date('2026-03-11T14:30:00Z');
  let n = 0;
  const ctx = {
    now,
    prices: (symbol: string) =>
      symbol === 'AAPL' ? { symbol, price: 215, timestamp: now.toISOString() } : undefined,
    newId: () => `t${++n}`,
  };
  const expiration = expirations(now)[0]!;
  const label = contractLabel(contractSymbol({ symbol: 'AAPL', type: 'call', strike: 21500, expiration }));
  const order = {
    symbol: 'AAPL',
    optionType: 'call' as const,
    strike: 215,
    expiration,
    contracts: 1,
    orderType: 'market' as const,
  };

  it('names the contract as a learner reads it, opening and closing', () => {
    expect(label).toMatch(/^AAPL \$215 call · \d{1,2} [A-Z][a-z]{2} 2026$/);
    const bought = placeOptionOrder(createLedger(), { ...order, side: 'buy' }, ctx);
    if (!bought.ok) throw new Error(bought.error);
    expect(bought.message).toBe(`Bought to open 1 ${label}`);
    expect(bought.trade).toMatchObject({
      type: 'option_buy',
      symbol: expect.stringMatching(/^AAPL\d{6}C00215000$/),
    });
    const sold = placeOptionOrder(bought.state, { ...order, side: 'sell' }, ctx);
    if (!sold.ok) throw new Error(sold.error);
    expect(sold.message).toBe(`Sold to close 1 ${label}`);
  });
});
