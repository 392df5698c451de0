import { describe, expect, it } from 'vitest';
import { orderMessage } from './answers';
import { formatUsdGrouped } from './money';
import { refusalMessage, refuse } from './refusals';
import type { Order } from './types';

const order = (o: Partial<Order>): Order => ({
  id: 'o1',
  createdAt: '',
  updatedAt: '',
  status: 'PENDING',
  side: 'buy',
  orderType: 'limit',
  symbol: 'AAPL',
  shares: 5,
  limitPrice: 20000,
  stopPrice: null,
  stopTriggered: false,
  timeInForce: 'day',
  reservedCash: 0,
  reservedShares: 0,
  reason: null,
  tradeId: null,
  ...o,
});

describe('what a learner reads when an order is accepted or refused', () => {
  it('a resting order is a sentence with a capital letter', () => {
    expect(orderMessage(order({}))).toBe('Limit order placed for 5 AAPL; it waits for its price');
    expect(orderMessage(order({ orderType: 'stop-limit', side: 'sell' }))).toBe(
      'Stop-limit order placed for 5 AAPL; it waits for its price',
    );
    expect(orderMessage(order({ status: 'FILLED', side: 'sell', shares: 4 }))).toBe('Sold 4 AAPL');
  });

  it('insufficient funds keeps the spec wording with thousands separators in the money', () => {
    expect(formatUsdGrouped(20944000)).toBe('$209,440.00');
    expect(formatUsdGrouped(-50)).toBe('-$0.50');
    expect(refusalMessage(refuse('INSUFFICIENT_FUNDS', { actual: 20944000, limit: 9890079 }))).toBe(
      'Insufficient funds. Need $209,440.00, have $98,900.79',
    );
  });
});
