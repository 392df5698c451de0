import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeBody } from '../../../shared/api/trading';
import { userKey } from '../../lib/storage';
import { QUEUED, readOutbox, replayOrders, replayText, submitOrder } from './order-outbox';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The network and the server's key store only: each POST runs once per key (a known key answers
 * the first answer again); `drop` loses the answer after the server handled it, `down` never
 * reaches it, `refuse` answers 400.
 */
function fakeServer() {
  const state = { drop: 0, down: false, refuse: '' };
  const executed: string[] = [];
  const answers = new Map<string, unknown>();
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    if (state.down) throw new TypeError('Failed to fetch');
    const key = (init.headers as Record<string, string>)['idempotency-key'] ?? '';
    if (state.refuse) return json(400, { error: state.refuse });
    if (!answers.has(key)) {
      executed.push(key);
      const body = JSON.parse(String(init.body)) as TradeBody;
      answers.set(key, {
        success: true,
        message: `Bought ${body.shares} ${body.symbol}`,
        trade: { id: key },
      });
    }
    if (state.drop > 0) {
      state.drop--;
      throw new TypeError('Failed to fetch');
    }
    return json(200, answers.get(key));
  });
  vi.stubGlobal('fetch', fetch);
  return { state, executed, fetch };
}

const buy = (shares: number): TradeBody => ({ type: 'buy', symbol: 'AAPL', shares });

describe('placing an order on an unreliable connection', () => {
  it('a lost answer is fetched again with the same key and the order executes once', async () => {
    const server = fakeServer();
    server.state.drop = 2;
    const checking = vi.fn();
    const answer = await submitOrder('u1', buy(2), 'key-a', checking, [0, 0, 0]);
    expect(answer.message).toBe('Bought 2 AAPL');
    expect(server.fetch).toHaveBeenCalledTimes(3);
    expect(checking).toHaveBeenCalledTimes(2);
    expect(server.executed).toEqual(['key-a']);
    expect(readOutbox('u1')).toEqual([]);
  });

  it('queues the order with its key when the server stays out of reach, once per key', async () => {
    const server = fakeServer();
    server.state.down = true;
    const first = await submitOrder('u1', buy(2), 'key-a', undefined, [0]);
    await submitOrder('u1', buy(2), 'key-a', undefined, [0]);
    expect(first).toEqual({ queued: true, message: QUEUED, trade: null });
    expect(readOutbox('u1').map((e) => [e.key, e.body.shares])).toEqual([['key-a', 2]]);
    expect(server.executed).toEqual([]);
  });

  it('throws a refusal at once without retrying or queueing', async () => {
    const server = fakeServer();
    server.state.refuse = 'Insufficient funds. Need $500.00, have $10.00';
    await expect(submitOrder('u1', buy(2), 'key-a', undefined, [0, 0])).rejects.toThrow('Insufficient funds');
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(readOutbox('u1')).toEqual([]);
  });
});

describe('replaying the outbox when the connection returns', () => {
  it('sends each waiting order with its key, executes it once, and empties the outbox', async () => {
    const server = fakeServer();
    server.state.drop = 1;
    // The first order reached the server but its answer was lost: it is queued all the same.
    await submitOrder('u1', buy(1), 'key-a', undefined, []);
    server.state.down = true;
    await submitOrder('u1', buy(3), 'key-b', undefined, []);
    expect(readOutbox('u1').map((e) => e.key)).toEqual(['key-a', 'key-b']);
    expect(server.executed).toEqual(['key-a']);

    server.state.down = false;
    server.state.drop = 1; // the replay's first answer is lost too: key-a stays queued
    expect(await replayOrders('u1')).toEqual([]);
    const results = await replayOrders('u1');
    expect(results.map((r) => [r.key, r.kind])).toEqual([
      ['key-a', 'answered'],
      ['key-b', 'answered'],
    ]);
    expect(server.executed).toEqual(['key-a', 'key-b']);
    expect(readOutbox('u1')).toEqual([]);
    expect(replayText(results[1]!)).toBe('Buy 3 AAPL: sent. Bought 3 AAPL');
    expect(await replayOrders('u1')).toEqual([]);
  });

  it('shows a refusal from the server and drops the order', async () => {
    const server = fakeServer();
    server.state.down = true;
    await submitOrder('u1', buy(1), 'key-a', undefined, []);
    server.state.down = false;
    server.state.refuse = 'Market is closed';
    const [result] = await replayOrders('u1');
    expect(result?.kind).toBe('refused');
    expect(replayText(result!)).toBe('Buy 1 AAPL: refused by the server. Market is closed');
    expect(readOutbox('u1')).toEqual([]);
  });

  it('runs one replay at a time, and keeps orders queued while it ran', async () => {
    const server = fakeServer();
    server.state.down = true;
    await submitOrder('u1', buy(1), 'key-a', undefined, []);
    server.state.down = false;
    const [a, b] = [replayOrders('u1'), replayOrders('u1')];
    expect(a).toBe(b);
    localStorage.setItem(
      userKey('u1', 'order-outbox'),
      JSON.stringify([
        ...readOutbox('u1'),
        { key: 'key-c', body: buy(5), queuedAt: new Date().toISOString() },
      ]),
    );
    await a;
    expect(server.executed).toEqual(['key-a']);
    expect(readOutbox('u1').map((e) => e.key)).toEqual(['key-c']);
  });

  it('does not send an order queued longer ago than the server keeps keys', async () => {
    const server = fakeServer();
    localStorage.setItem(
      userKey('u1', 'order-outbox'),
      JSON.stringify([{ key: 'old', body: buy(1), queuedAt: '2026-01-01T00:00:00Z' }]),
    );
    const [result] = await replayOrders('u1', () => new Date('2026-01-02T00:00:00Z'));
    expect(result?.kind).toBe('expired');
    expect(server.fetch).not.toHaveBeenCalled();
    expect(readOutbox('u1')).toEqual([]);
  });
});
