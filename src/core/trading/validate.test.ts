import { describe, expect, it } from 'vitest';
import { refusalMessage } from './refusals';
import { sanitiseOrder } from './sanitize';
import { validateOrder } from './validate';

const base = { type: 'buy', symbol: 'AAPL', shares: 10, orderType: 'market' };
const messageOf = (raw: Record<string, unknown>) => {
  const r = validateOrder(raw);
  return r.ok ? null : refusalMessage(r);
};

describe('sanitising an order', () => {
  it('uppercases the symbol and keeps only letters and the dot', () => {
    expect(sanitiseOrder({ symbol: ' brk.a1$ ' }).symbol).toBe('BRK.A');
  });
  it('rounds prices to 2 decimals and lowercases type and order type', () => {
    const s = sanitiseOrder({ type: 'BUY', orderType: 'LIMIT', price: '12.345', stopPrice: 3.333 });
    expect(s).toMatchObject({ type: 'buy', orderType: 'limit', price: 12.35, stopPrice: 3.33 });
  });
  it('makes shares a whole non-negative number', () => {
    expect(sanitiseOrder({ shares: 7.9 }).shares).toBe(7);
    expect(sanitiseOrder({ shares: -3 }).shares).toBe(0);
    expect(sanitiseOrder({ shares: '12' }).shares).toBe(12);
  });
});

describe('validating an order', () => {
  it('accepts a plain market buy', () => {
    const r = validateOrder(base);
    expect(r.ok && r.order).toMatchObject({
      side: 'buy',
      symbol: 'AAPL',
      shares: 10,
      orderType: 'market',
      timeInForce: 'day',
    });
  });
  it('requires a symbol that is a string', () => {
    expect(messageOf({ ...base, symbol: undefined })).toBe('Symbol is required and must be a string');
    expect(messageOf({ ...base, symbol: 42 })).toBe('Symbol is required and must be a string');
  });
  it('requires the side to be buy or sell', () => {
    expect(messageOf({ ...base, type: 'hold' })).toBe('Order type must be "buy" or "sell"');
  });
  it('requires a shares quantity', () => {
    expect(messageOf({ ...base, shares: undefined })).toBe('Shares quantity is required');
  });
  it('refuses an unknown order type', () => {
    expect(messageOf({ ...base, orderType: 'iceberg' })).toBe('Invalid order type');
  });
  it('refuses a malformed symbol with the spec message', () => {
    expect(messageOf({ ...base, symbol: 'TOOLONG' })).toBe(
      'Invalid symbol format. Must be 1-5 letters (e.g., AAPL, BRK.A)',
    );
    expect(messageOf({ ...base, symbol: 'AB.CDE' })).toBe(
      'Invalid symbol format. Must be 1-5 letters (e.g., AAPL, BRK.A)',
    );
  });
  it('accepts a class-share symbol such as BRK.A', () => {
    expect(validateOrder({ ...base, symbol: 'brk.a' }).ok).toBe(true);
  });
  it.each(['TEST', 'demo', 'Null', 'UNDEFINED'])('refuses the test symbol %s', (symbol) => {
    expect(messageOf({ ...base, symbol })).toBe('Invalid or test symbol not allowed');
  });
  it('refuses zero or negative shares', () => {
    expect(messageOf({ ...base, shares: 0 })).toBe('Shares must be a positive number');
    expect(messageOf({ ...base, shares: -5 })).toBe('Shares must be a positive number');
    expect(messageOf({ ...base, shares: 'abc' })).toBe('Shares must be a positive number');
  });
  it('reads numbers written in decimals only: hex, binary and octal are not a quantity or a price', () => {
    for (const shares of ['0x10', '0b11', '0o7', '1_000', 'Infinity'])
      expect(messageOf({ ...base, shares }), shares).toBe('Shares must be a positive number');
    expect(sanitiseOrder({ shares: ' 3 ' }).shares).toBe(3);
    expect(sanitiseOrder({ shares: '1e3' }).shares).toBe(1000);
    expect(sanitiseOrder({ price: '0x10' }).price).toBeNaN();
    expect(sanitiseOrder({ price: '.5' }).price).toBe(0.5);
  });
  it('refuses fractional shares', () => {
    expect(messageOf({ ...base, shares: 1.5 })).toBe('Shares must be a whole number');
  });
  it('refuses more than 10000 shares', () => {
    expect(messageOf({ ...base, shares: 10001 })).toBe('Shares must be between 1 and 10000');
    expect(validateOrder({ ...base, shares: 10000 }).ok).toBe(true);
  });
  it('requires a price for limit orders', () => {
    expect(messageOf({ ...base, orderType: 'limit' })).toBe('Limit orders require a valid price');
  });
  it('requires a stop price for stop orders', () => {
    expect(messageOf({ ...base, orderType: 'stop', price: 10 })).toBe(
      'Stop orders require a valid stop price',
    );
  });
  it('requires both prices for stop-limit orders', () => {
    expect(messageOf({ ...base, orderType: 'stop-limit', price: 10 })).toBe(
      'Stop-limit orders require both a stop price and a limit price',
    );
    expect(messageOf({ ...base, orderType: 'stop-limit', stopPrice: 10 })).toBe(
      'Stop-limit orders require both a stop price and a limit price',
    );
  });
  it('refuses prices outside 0.01 to 10000', () => {
    expect(messageOf({ ...base, orderType: 'limit', price: -1 })).toBe('Limit orders require a valid price');
    expect(messageOf({ ...base, orderType: 'limit', price: 10000.01 })).toBe(
      'Price must be between $0.01 and $10,000.00',
    );
    expect(messageOf({ ...base, orderType: 'limit', price: 0.001 })).toBe(
      'Limit orders require a valid price',
    );
  });
  it('refuses an unknown time in force and accepts the four valid ones', () => {
    expect(messageOf({ ...base, timeInForce: 'forever' })).toBe(
      'Invalid time in force. Must be one of day, gtc, ioc, fok',
    );
    for (const tif of ['day', 'gtc', 'ioc', 'fok', 'GTC'])
      expect(validateOrder({ ...base, timeInForce: tif }).ok).toBe(true);
  });
  it('keeps limit and stop prices in cents and flags a market order sent with a price', () => {
    const r = validateOrder({ ...base, orderType: 'stop-limit', price: 101.5, stopPrice: 100 });
    expect(r.ok && r.order).toMatchObject({ limitPrice: 10150, stopPrice: 10000, marketWithPrice: false });
    const m = validateOrder({ ...base, price: 99 });
    expect(m.ok && m.order).toMatchObject({ limitPrice: null, marketWithPrice: true });
  });
});
