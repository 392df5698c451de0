import { describe, expect, it } from 'vitest';
import { simulatedQuote } from '../../../core/market';
import type { MarketDataProvider } from './provider';
import { MarketDataService } from './service';

const open = new Date('2026-11-23T16:00:00Z');

/** A remote provider that answers from the simulated market, relabelled, and can be made to fail. */
function fakeRemote(options: { fail?: boolean; known?: (s: string) => boolean } = {}) {
  const state = { calls: 0, fail: options.fail ?? false };
  const provider: MarketDataProvider = {
    name: 'fake',
    remote: true,
    async quote(symbol, at) {
      state.calls++;
      if (state.fail) throw new Error('boom');
      if (options.known && !options.known(symbol)) return undefined;
      const q = simulatedQuote(symbol, at) ?? { ...simulatedQuote('AAPL', at)!, symbol, name: symbol };
      return { ...q, dataSource: 'fake' };
    },
    search: async () => [],
    history: async () => undefined,
    indices: async () => {
      throw new Error('not here');
    },
  };
  return { provider, state };
}

function service(provider: MarketDataProvider, clock: { now: Date }) {
  return new MarketDataService({ providers: [provider], clock: () => clock.now });
}

describe('MarketDataService chain', () => {
  it('answers from the real provider first and says so', async () => {
    const { provider } = fakeRemote();
    const s = service(provider, { now: open });
    const answer = await s.quote('AAPL');
    expect(answer.dataSource).toBe('fake');
    expect(s.health(answer)).toMatchObject({ dataSource: 'fake', fallback: false, status: 'healthy' });
  });

  it('caches a live quote for 15 s', async () => {
    const { provider, state } = fakeRemote();
    const clock = { now: open };
    const s = service(provider, clock);
    await s.quote('AAPL');
    clock.now = new Date(open.getTime() + 14_000);
    await s.quote('AAPL');
    expect(state.calls).toBe(1);
    clock.now = new Date(open.getTime() + 15_000);
    await s.quote('AAPL');
    expect(state.calls).toBe(2);
  });

  it('caches a closed-market quote for 60 s', async () => {
    const { provider, state } = fakeRemote();
    const sunday = new Date('2026-11-22T16:00:00Z');
    const clock = { now: sunday };
    const s = service(provider, clock);
    await s.quote('AAPL');
    clock.now = new Date(sunday.getTime() + 59_000);
    await s.quote('AAPL');
    expect(state.calls).toBe(1);
  });

  it('falls back to the simulated quote when the provider fails, and reports it', async () => {
    const { provider } = fakeRemote({ fail: true });
    const s = service(provider, { now: open });
    const answer = await s.quote('MSFT');
    expect(answer.value).toEqual(simulatedQuote('MSFT', open));
    const health = s.health(answer);
    expect(health).toMatchObject({ dataSource: 'simulated', fallback: true, status: 'degraded' });
    expect(health.providers[0]).toMatchObject({ name: 'fake', consecutiveFailures: 1, lastError: 'boom' });
  });

  it('skips a provider for a cool-down after three failures in a row', async () => {
    const { provider, state } = fakeRemote({ fail: true });
    const clock = { now: open };
    const s = service(provider, clock);
    for (let i = 0; i < 5; i++) await s.quote(`AAPL`);
    expect(state.calls).toBe(3);
    clock.now = new Date(open.getTime() + 30_000);
    state.fail = false;
    expect((await s.quote('AAPL')).dataSource).toBe('fake');
  });

  it('spends at most 50 provider requests a minute, then answers from the simulated market', async () => {
    const { provider, state } = fakeRemote();
    const s = service(provider, { now: open });
    const symbols = ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'TSLA', 'GME', 'AMC', 'SPY', 'QQQ', 'DIA'];
    const answers = [];
    for (let i = 0; i < 6; i++) {
      // Different keys every round so the cache does not answer.
      for (const sym of symbols) answers.push(await s.history(sym, i % 2 ? '1D' : '5D'));
    }
    const { quotes } = await s.quotes([...symbols, 'IWM', 'KO', 'PEP', 'V', 'MA']);
    expect(state.calls).toBeLessThanOrEqual(50);
    expect(quotes).toHaveLength(15);
    const health = s.health({ dataSource: 'simulated', fallback: true });
    expect(health.providers[0]!.requestsLastMinute).toBeLessThanOrEqual(50);
  });

  it('asks the simulated market for a symbol the provider does not know', async () => {
    const { provider } = fakeRemote({ known: () => false });
    const s = service(provider, { now: open });
    const answer = await s.quote('KO');
    expect(answer).toMatchObject({ dataSource: 'simulated', fallback: true });
  });

  it('serves a stale real quote only when the simulated market cannot answer', async () => {
    const { provider, state } = fakeRemote();
    const clock = { now: open };
    const s = service(provider, clock);
    expect((await s.quote('RARE')).dataSource).toBe('fake');
    state.fail = true;
    clock.now = new Date(open.getTime() + 20_000);
    const stale = await s.quote('RARE');
    expect(stale.dataSource).toBe('fake (stale)');
    clock.now = new Date(open.getTime() + 50_000);
    state.fail = false;
    state.calls = 0;
    expect((await s.quote('AAPL')).dataSource).toBe('fake');
  });

  it('answers indices from the simulated market when the provider has none', async () => {
    const { provider } = fakeRemote();
    const s = service(provider, { now: open });
    const answer = await s.indices();
    expect(answer.dataSource).toBe('simulated');
    expect(answer.value?.map((i) => i.symbol)).toContain('^GSPC');
  });
});
