import { describe, expect, it } from 'vitest';
import { estimatedValue, type OrderForm, orderBody } from './orderForm';

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
});
