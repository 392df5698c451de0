import { describe, expect, it } from 'vitest';
import { createLedger } from './ledger';
import { placeOrder } from './orders';
import { parseLedger, serializeLedger } from './persisted';
import { context } from './test-helpers';

describe('ledger documents (guest storage, export and import)', () => {
  it('round-trips a ledger with positions, trades and a resting order', () => {
    let s = createLedger();
    const a = placeOrder(
      s,
      { type: 'buy', symbol: 'AAPL', shares: 5, orderType: 'market' },
      context({ AAPL: 100 }),
    );
    if (!a.ok) throw new Error('refused');
    const b = placeOrder(
      a.state,
      { type: 'sell', symbol: 'AAPL', shares: 2, orderType: 'limit', price: 150 },
      context({ AAPL: 100 }),
    );
    if (!b.ok) throw new Error('refused');
    s = b.state;
    expect(parseLedger(serializeLedger(s, new Date('2026-11-24T15:00:00Z')))).toEqual(s);
  });
  it('rejects garbage, other formats and negative cash', () => {
    expect(parseLedger('not json')).toBeNull();
    expect(parseLedger(JSON.stringify({ format: 'other', version: 1, ledger: createLedger() }))).toBeNull();
    const bad = { ...createLedger(), cash: -1 };
    expect(parseLedger(serializeLedger(bad))).toBeNull();
  });
  it('rejects reservations larger than the cash held', () => {
    const s = placeOrder(
      createLedger(1000_00),
      { type: 'buy', symbol: 'AAPL', shares: 5, orderType: 'limit', price: 100 },
      context({ AAPL: 150 }),
      { skipRisk: true },
    );
    if (!s.ok) throw new Error('refused');
    expect(parseLedger(serializeLedger(s.state))).not.toBeNull();
    expect(parseLedger(serializeLedger({ ...s.state, cash: 100_00 }))).toBeNull();
  });
});
