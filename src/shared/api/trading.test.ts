import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  advancedOrderView,
  createAdvancedOrder,
  createLedger,
  metricsView,
  orderView,
  performanceMetrics,
  placeOrder,
  portfolioAnswer,
  portfolioView,
  positionView,
  tradeAnswer,
  tradeView,
} from '../../core/trading';
import type {
  AdvancedOrderView,
  MetricsView,
  OrderView,
  PortfolioView,
  PositionView,
  TradeView,
} from '../../core/trading/view';
import {
  advancedOrderSchema,
  metricsSchema,
  orderSchema,
  portfolioAnswer as portfolioAnswerSchema,
  portfolioSchema,
  positionSchema,
  tradeAnswer as tradeAnswerSchema,
  tradeBody,
  tradeSchema,
} from './trading';

// Compile-time: the engine's views and the contract are the same shapes, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<PositionView, z.infer<typeof positionSchema>>,
  Same<TradeView, z.infer<typeof tradeSchema>>,
  Same<OrderView, z.infer<typeof orderSchema>>,
  Same<AdvancedOrderView, z.infer<typeof advancedOrderSchema>>,
  Same<MetricsView, z.infer<typeof metricsSchema>>,
  Same<Omit<PortfolioView, 'optionsPositions'>, Omit<z.infer<typeof portfolioSchema>, 'optionsPositions'>>,
] = [true, true, true, true, true, true];

const prices = (s: string) => (s === 'AAPL' ? { symbol: s, price: 190.5, previousClose: 189 } : undefined);
let n = 0;
const ctx = { now: new Date('2026-11-24T15:00:00Z'), prices, newId: () => `x${++n}` };

describe('trading API contract', () => {
  it('the core views of a real ledger parse under the shared schemas', () => {
    expect(sameShapes.every(Boolean)).toBe(true);
    const placed = placeOrder(
      createLedger(),
      { type: 'buy', symbol: 'AAPL', shares: 10, orderType: 'market' },
      ctx,
    );
    if (!placed.ok) throw new Error('refused');
    const rest = placeOrder(
      placed.state,
      { type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'limit', price: 100 },
      ctx,
    );
    if (!rest.ok) throw new Error('refused');
    const adv = createAdvancedOrder(
      rest.state,
      { type: 'STOP_LOSS', symbol: 'AAPL', shares: 5, stopPrice: 180 },
      ctx,
    );
    if (!adv.ok) throw new Error('refused');
    const s = adv.state;
    expect(() => portfolioSchema.parse(portfolioView(s, prices))).not.toThrow();
    expect(() => positionSchema.parse(positionView(s, s.positions[0]!, prices))).not.toThrow();
    expect(() => tradeSchema.parse(tradeView(s.trades[0]!, 'u1'))).not.toThrow();
    expect(() => orderSchema.parse(orderView(s.pendingOrders[0]!, 'u1'))).not.toThrow();
    expect(() => advancedOrderSchema.parse(advancedOrderView(s.advancedOrders[0]!))).not.toThrow();
    expect(() => metricsSchema.parse(metricsView(performanceMetrics(s, prices, '2026-11-24')))).not.toThrow();
    expect(portfolioView(s, prices)).toMatchObject({
      cash: 98095,
      reservedCash: 100,
      availableCash: 97995,
      totalValue: 100000,
    });
  });

  it('the guest-mode answers built by the core parse under the server answers', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    const placed = placeOrder(
      createLedger(),
      { type: 'buy', symbol: 'AAPL', shares: 3, orderType: 'market' },
      ctx,
    );
    if (!placed.ok) throw new Error('refused');
    const answer = tradeAnswer(placed.state, placed.value, placed.warnings, prices, now);
    expect(tradeAnswerSchema.parse(answer)).toMatchObject({
      message: 'Bought 3 AAPL',
      trade: { shares: 3, price: 190.5 },
    });
    expect(() => portfolioAnswerSchema.parse(portfolioAnswer(placed.state, prices, now))).not.toThrow();
  });

  it('the trade body drops unknown fields and leaves odd values for the engine to word', () => {
    const parsed = tradeBody.parse({ type: 'buy', symbol: 42, shares: '1.5', userId: 'someone-else' });
    expect(parsed).toEqual({ type: 'buy', symbol: 42, shares: '1.5' });
  });
});
