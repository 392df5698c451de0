import { describe, expect, it } from 'vitest';
import { estimateBasis, estimatedValue, type OrderForm, orderBody, sellableNote } from './orderForm';

const form = (patch: Partial<OrderForm> = {}): OrderForm => ({
  symbol: 'aapl',
  side: 'buy',
  orderType: 'market',
  timeInForce: 'day',
  shares: '10',
  limitPrice: '',
  stopPrice: '',
  ...patch,
});

describe('the order ticket form', () => {
  it('sends a market order without prices', () => {
    expect(orderBody(form())).toEqual({
      type: 'buy',
      symbol: 'AAPL',
      shares: 10,
      orderType: 'market',
      timeInForce: 'day',
    });
  });
  it('sends the limit and the stop only for the order types that use them', () => {
    expect(orderBody(form({ orderType: 'limit', limitPrice: '12.5', stopPrice: '9' }))).toMatchObject({
      price: 12.5,
    });
    expect(orderBody(form({ orderType: 'limit', limitPrice: '12.5', stopPrice: '9' }))).not.toHaveProperty(
      'stopPrice',
    );
    expect(orderBody(form({ orderType: 'stop-limit', limitPrice: '12', stopPrice: '11' }))).toMatchObject({
      price: 12,
      stopPrice: 11,
    });
  });
  it('leaves a missing limit price empty so the engine answers with its own message', () => {
    expect(orderBody(form({ orderType: 'limit' })).price).toBeNull();
    expect(orderBody(form({ shares: '' })).shares).toBeNull();
  });
  it('estimates the value at the limit, else the stop, else the market price', () => {
    expect(estimatedValue(form(), 101.25)).toBe(1012.5);
    expect(estimatedValue(form({ orderType: 'limit', limitPrice: '50' }), 101.25)).toBe(500);
    expect(estimatedValue(form({ orderType: 'stop', stopPrice: '90' }), 101.25)).toBe(900);
    expect(estimatedValue(form({ shares: '0' }), 101.25)).toBeNull();
    expect(estimatedValue(form(), undefined)).toBeNull();
  });
  it('labels the estimate with the price estimatedValue used', () => {
    expect(estimateBasis(form(), 208.39)).toBe('market $208.39');
    expect(estimateBasis(form(), 208.39, null, 208.44)).toBe('at the likely fill $208.44');
    expect(estimateBasis(form({ orderType: 'limit', limitPrice: '200' }), 208.39)).toBe(
      'at your limit $200.00',
    );
    expect(estimateBasis(form({ orderType: 'stop', stopPrice: '190' }), 208.39)).toBe('at your stop $190.00');
    // A stop-limit uses its limit.
    expect(
      estimateBasis(form({ orderType: 'stop-limit', stopPrice: '190', limitPrice: '189' }), 208.39),
    ).toBe('at your limit $189.00');
    expect(estimateBasis(form({ orderType: 'limit', limitPrice: '' }), 208.39)).toBeNull();
    expect(
      estimateBasis(form({ orderType: 'limit', limitPrice: '250' }), 208.39, { fills: true, price: 208.43 }),
    ).toBe('fills at once at about $208.43');
    expect(estimateBasis(form(), undefined)).toBeNull();
  });
});

describe('what a sell can draw on', () => {
  it('says how many shares are held and how many open orders hold back', () => {
    expect(sellableNote('sell', 'AAPL', 10, 0, false)).toBe('You hold 10 AAPL.');
    expect(sellableNote('sell', 'AAPL', 10, 10, false)).toBe(
      'You hold 10 AAPL; 10 are held back by open orders, so 0 can be sold now.',
    );
    expect(sellableNote('sell', 'AAPL', 10, 1, false)).toBe(
      'You hold 10 AAPL; 1 is held back by open orders, so 9 can be sold now.',
    );
    expect(sellableNote('sell', 'AAPL', 0, 0, false)).toBe('You hold no AAPL to sell.');
  });
  it('says nothing for a buy, a short, a margin short sale or no symbol', () => {
    expect(sellableNote('buy', 'AAPL', 10, 0, false)).toBeNull();
    expect(sellableNote('sell', 'AAPL', -5, 0, true)).toBeNull();
    expect(sellableNote('sell', 'AAPL', 0, 0, true)).toBeNull();
    expect(sellableNote('sell', '', 10, 0, false)).toBeNull();
  });
});
