import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../jobs';
import { startTestServer, type TestServer } from '../../test/server';
import { controlledMarket } from './test-market';

// Trailing brackets, OCO and OTO through POST /api/trading/advanced-orders and the 15-second job.

let s: TestServer;
let market: ReturnType<typeof controlledMarket>;

beforeAll(async () => {
  market = controlledMarket({ AAPL: 100, MSFT: 100 });
  s = await startTestServer({ now: new Date('2026-11-24T15:00:00Z') });
});
afterAll(async () => {
  market.restore();
  await s.close();
});

const api = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
  const res = await s.fetch(`/api/trading${path}`, init);
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
};
const place = (token: string, body: Record<string, unknown>) =>
  api('/advanced-orders', { token, body: { symbol: 'AAPL', shares: 10, ...body } });

describe('linked advanced orders', () => {
  it('a trailing bracket fills and places a TRAILING_STOP and a TAKE_PROFIT', async () => {
    const { token } = await s.signUp();
    const r = await place(token, {
      type: 'BRACKET_ENTRY',
      entryPrice: 101,
      trailPercent: 5,
      takeProfitPrice: 120,
    });
    expect(r.status).toBe(200);
    expect(r.json.order).toMatchObject({ type: 'BRACKET_ENTRY', trailPercent: 5, stopLossPrice: null });
    await runJob(s.deps, 'orders');
    const { json } = await api('/orders', { token });
    const live = json.advancedOrders.filter((o: { status: string }) => o.status === 'ACTIVE');
    expect(live.map((o: { type: string }) => o.type).sort()).toEqual(['TAKE_PROFIT', 'TRAILING_STOP']);
    expect(live.find((o: { type: string }) => o.type === 'TRAILING_STOP')).toMatchObject({
      side: 'sell',
      stopPrice: 95,
      highWaterMark: 100,
    });
    // The filled bracket's stop and target sell the same 10 shares once. With 10 more bought, a
    // stop on those 10 fits; one on 11 is warned of in the answer, and still placed (advanced
    // orders reserve nothing: decision 0004).
    expect((await api('/trade', { token, body: { type: 'buy', symbol: 'AAPL', shares: 10 } })).status).toBe(
      200,
    );
    const fits = await place(token, { type: 'STOP_LOSS', stopPrice: 90, shares: 10 });
    expect(fits.status).toBe(200);
    expect(fits.json.warnings).toEqual([]);
    const extra = await place(token, { type: 'STOP_LOSS', stopPrice: 85, shares: 1 });
    expect(extra.status).toBe(200);
    expect(extra.json.warnings).toContainEqual({
      code: 'EXIT_OVERLAP',
      message:
        'Your other exit orders already cover 20 shares of your 20 shares of AAPL: whichever triggers first sells them, and this one then fails for want of shares.',
    });
  });

  it('an OCO on a held position, and the reasons it is refused', async () => {
    const { token } = await s.signUp();
    const none = await place(token, { type: 'OCO', takeProfitPrice: 110, stopLossPrice: 95 });
    expect(none).toMatchObject({ status: 400, json: { error: 'No position found for AAPL' } });
    await api('/trade', { token, body: { type: 'buy', symbol: 'AAPL', shares: 10 } });
    const wrong = await place(token, { type: 'OCO', takeProfitPrice: 90, stopLossPrice: 95 });
    expect(wrong.json.error).toBe('Take profit must be above the current price ($100.00) for an OCO exit');
    const both = await place(token, { type: 'OCO', takeProfitPrice: 110, stopLossPrice: 95, trailAmount: 2 });
    expect(both.json.error).toBe('Specify either a stop loss price or a trail, not both');
    const r = await place(token, { type: 'OCO', takeProfitPrice: 110, trailAmount: 4 });
    expect(r.status).toBe(200);
    expect(r.json.order).toMatchObject({ type: 'OCO', side: 'sell', takeProfitPrice: 110, trailAmount: 4 });
    // Cancelling the group cancels both legs.
    const cancel = await api(`/orders/${r.json.order.id}`, { method: 'DELETE', token });
    expect(cancel.status).toBe(200);
    const { json } = await api('/orders', { token });
    expect(json.advancedOrders.filter((o: { status: string }) => o.status === 'ACTIVE')).toEqual([]);
  });

  it('an OTO needs exactly one exit', async () => {
    const { token } = await s.signUp();
    const r = await place(token, { type: 'OTO', entryPrice: 99 });
    expect(r).toMatchObject({
      status: 400,
      json: {
        error:
          'A one-triggers-other order needs exactly one exit: a stop loss price, a trail or a take profit',
      },
    });
    expect((await place(token, { type: 'OTO', entryPrice: 99, takeProfitPrice: 105 })).status).toBe(200);
  });
});

describe('advanced order prices out of range', () => {
  it('refuses a price past $10,000 or under a cent with 400 and the order price message, storing nothing', async () => {
    const { token } = await s.signUp();
    await api('/trade', { token, body: { type: 'buy', symbol: 'AAPL', shares: 10 } });
    for (const body of [
      { type: 'STOP_LOSS', stopPrice: 1e308 },
      { type: 'TAKE_PROFIT', stopPrice: 1e17 },
      { type: 'STOP_LOSS', stopPrice: 0.001 },
      { type: 'BRACKET_ENTRY', entryPrice: 200, stopLossPrice: 190, takeProfitPrice: 1e308 },
    ]) {
      const r = await place(token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error).toBe('Price must be between $0.01 and $10,000.00');
    }
    const { json } = await api('/orders', { token });
    expect(json.advancedOrders).toEqual([]);
  });
});
