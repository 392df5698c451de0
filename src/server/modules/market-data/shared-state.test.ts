import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedQuote } from '../../../core/market';
import type { MarketDataProvider } from './provider';
import { MarketDataService } from './service';
import { redisState } from './shared-state';

// Two server instances sharing one real Redis (started here when redis-server is installed).
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const port = 20_000 + Math.floor(Math.random() * 20_000);
let server: ChildProcess | undefined;
const clients: Redis[] = [];

beforeAll(async () => {
  if (!hasRedis) return;
  server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => 50 });
  for (let i = 0; i < 100; i++) {
    try {
      await probe.connect();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await probe.ping();
  probe.disconnect();
});

afterAll(() => {
  for (const c of clients) c.disconnect();
  server?.kill();
});

const open = new Date('2026-11-23T16:00:00Z');

function counting(): { provider: MarketDataProvider; calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    provider: {
      name: 'fake',
      remote: true,
      quote: async (symbol, at) => {
        calls++;
        return { ...simulatedQuote('AAPL', at)!, symbol, dataSource: 'fake' };
      },
      search: async () => [],
      history: async () => undefined,
      indices: async () => [],
    },
  };
}

function instance(prefix: string, redisPort = port) {
  const redis = new Redis({
    port: redisPort,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  redis.on('error', () => undefined);
  clients.push(redis);
  const fake = counting();
  const service = new MarketDataService({
    providers: [fake.provider],
    clock: () => open,
    state: redisState(redis, () => open.getTime(), 50, prefix),
  });
  return { service, calls: fake.calls, redis };
}

async function ready(redis: Redis) {
  for (let i = 0; i < 100 && redis.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 20));
}

describe.skipIf(!hasRedis)('market data state shared through Redis', () => {
  it('gives every instance one 50-a-minute budget', async () => {
    const prefix = `t${Date.now()}a`;
    const a = instance(prefix);
    const b = instance(prefix);
    await Promise.all([ready(a.redis), ready(b.redis)]);
    const names = (tag: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${tag}${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)}`);
    for (const s of names('A', 40)) await a.service.quote(s);
    for (const s of names('B', 20)) await b.service.quote(s);
    expect(a.calls()).toBe(40);
    expect(b.calls()).toBe(10); // the other 10 answered by the simulated market
    const health = b.service.health({ dataSource: 'simulated', fallback: true });
    expect(health.providers[0]).toMatchObject({ limitPerMinute: 50, requestsLastMinute: 50 });
  });

  it('answers a quote another instance fetched from the shared cache', async () => {
    const prefix = `t${Date.now()}b`;
    const a = instance(prefix);
    const b = instance(prefix);
    await Promise.all([ready(a.redis), ready(b.redis)]);
    expect((await a.service.quote('NVDA')).dataSource).toBe('fake');
    const answer = await b.service.quote('NVDA');
    expect(answer.dataSource).toBe('fake');
    expect(b.calls()).toBe(0);
  });

  it('spends exactly the budget when instances race for it', async () => {
    const prefix = `t${Date.now()}c`;
    const a = instance(prefix);
    const b = instance(prefix);
    await Promise.all([ready(a.redis), ready(b.redis)]);
    const symbols = Array.from(
      { length: 40 },
      (_, i) => `R${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)}`,
    );
    await Promise.all([
      ...symbols.map((s) => a.service.quote(`${s}A`)),
      ...symbols.map((s) => b.service.quote(`${s}B`)),
    ]);
    expect(a.calls() + b.calls()).toBe(50);
  });
});

describe('market data state when Redis is down', () => {
  it('falls back to the process’s own cache and budget', async () => {
    const down = instance(`t${Date.now()}d`, 1); // nothing listens on port 1
    const first = await down.service.quote('AAPL');
    expect(first.value?.symbol).toBe('AAPL');
    const second = await down.service.quote('AAPL');
    expect(second.dataSource).toBe('fake');
    expect(down.calls()).toBe(1); // the local cache answered the second time
  });
});
