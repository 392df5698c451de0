// The market-data use cases: a chain of providers (real ones first when configured, the simulated
// market last), each real one behind the cache and the rate limiter; any failure falls to the next,
// down to the simulated market. providerHealth and dataSource say who answered.

import { Redis } from 'ioredis';
import type { Candle, HistoryRange, IndexQuote, Quote, SearchResult } from '../../../core/market';
import type { ProviderHealth } from '../../../shared/api/market-data';
import { createFinnhubProvider, type FetchLike } from './finnhub-provider';
import type { MarketDataProvider } from './provider';
import { memoryState, type ProviderState, redisState, type StateFactory } from './shared-state';
import { simulatedProvider } from './simulated-provider';

/** After this many failures in a row a provider is skipped for a cool-down. */
const FAILURES_TO_TRIP = 3;
const COOL_DOWN_MS = 30_000;

type Health = {
  consecutiveFailures: number;
  lastError: string | null;
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
};

type Link = {
  provider: MarketDataProvider;
  limiter: ProviderState['limiter'] | null;
  cache: ProviderState['cache'] | null;
  health: Health;
};

export type Answer<T> = { value: T | undefined; dataSource: string; fallback: boolean };

export type MarketDataServiceOptions = {
  clock?: () => Date;
  /** Real providers, most preferred first; the simulated market is always appended. */
  providers?: MarketDataProvider[];
  ratePerMinute?: number;
  /** Where real providers keep their cache and rate window (default: this process's memory). */
  state?: StateFactory;
  /** Called by close() (e.g. to quit a Redis connection). */
  onClose?: () => void;
  log?: { warn(obj: unknown, msg?: string): void };
};

export class MarketDataService {
  private readonly links: Link[];
  private readonly clock: () => Date;
  private readonly log?: MarketDataServiceOptions['log'];
  private cleanupTimer: NodeJS.Timeout | undefined;
  private readonly onClose?: () => void;

  constructor(options: MarketDataServiceOptions = {}) {
    this.clock = options.clock ?? (() => new Date());
    this.log = options.log;
    const now = () => this.clock().getTime();
    const state = options.state ?? memoryState(now, options.ratePerMinute);
    this.onClose = options.onClose;
    this.links = [...(options.providers ?? []).filter((p) => p.remote), simulatedProvider].map((provider) => {
      const shared = provider.remote ? state(provider.name) : null;
      return {
        provider,
        limiter: shared?.limiter ?? null,
        cache: shared?.cache ?? null,
        health: { consecutiveFailures: 0, lastError: null, lastSuccessAt: null, lastFailureAt: null },
      };
    });
    if (this.links.some((l) => l.cache)) {
      this.cleanupTimer = setInterval(() => {
        for (const l of this.links) l.cache?.cleanup();
      }, 15_000);
      this.cleanupTimer.unref();
    }
  }

  now(): Date {
    return this.clock();
  }

  /** Whether only the simulated market answers (no network anywhere). */
  get simulatedOnly(): boolean {
    return this.links.length === 1;
  }

  close(): void {
    if (this.cleanupTimer) clearInterval(this.cleanupTimer);
    this.onClose?.();
  }

  private tripped(link: Link): boolean {
    const h = link.health;
    return (
      h.consecutiveFailures >= FAILURES_TO_TRIP &&
      h.lastFailureAt !== null &&
      this.clock().getTime() - h.lastFailureAt < COOL_DOWN_MS
    );
  }

  /**
   * Runs a call down the chain. `known` false means the provider answered "I do not know this", and the
   * next provider is asked without counting a failure. Real answers are cached under `key`.
   */
  private async run<T>(
    key: string,
    call: (p: MarketDataProvider) => Promise<T | undefined>,
    realtime: (value: T) => boolean,
  ): Promise<Answer<T>> {
    let fallback = false;
    const staleCandidates: { link: Link; value: T }[] = [];
    for (const link of this.links) {
      const { provider, cache, limiter, health } = link;
      if (cache) {
        const hit = await cache.read(key);
        if (hit?.fresh) return { value: hit.value as T, dataSource: provider.name, fallback };
        if (hit) staleCandidates.push({ link, value: hit.value as T });
      }
      if (this.tripped(link) || (limiter && !(await limiter.tryTake()))) {
        fallback = true;
        continue;
      }
      try {
        const value = await call(provider);
        health.consecutiveFailures = 0;
        health.lastSuccessAt = this.clock().getTime();
        if (value === undefined) {
          fallback = fallback || provider.remote;
          continue;
        }
        await cache?.write(key, value, realtime(value));
        return { value, dataSource: provider.name, fallback };
      } catch (error) {
        health.consecutiveFailures++;
        health.lastFailureAt = this.clock().getTime();
        health.lastError = (error as Error).message;
        this.log?.warn(
          { provider: provider.name, key, err: health.lastError },
          'market data provider failed',
        );
        fallback = true;
        // Stale data of a real provider beats nothing only when the simulated market cannot answer.
      }
    }
    const stale = staleCandidates[0];
    if (stale)
      return { value: stale.value, dataSource: `${stale.link.provider.name} (stale)`, fallback: true };
    return { value: undefined, dataSource: 'none', fallback };
  }

  health(answer: { dataSource: string; fallback: boolean }): ProviderHealth {
    const providers = this.links.map((l) => ({
      name: l.provider.name,
      healthy: l.health.consecutiveFailures < FAILURES_TO_TRIP,
      consecutiveFailures: l.health.consecutiveFailures,
      lastError: l.health.lastError,
      lastSuccessAt: l.health.lastSuccessAt === null ? null : new Date(l.health.lastSuccessAt).toISOString(),
      requestsLastMinute: l.limiter?.used() ?? 0,
      limitPerMinute: l.limiter?.limit ?? null,
    }));
    return {
      dataSource: answer.dataSource,
      fallback: answer.fallback,
      status: providers.every((p) => p.healthy) && !answer.fallback ? 'healthy' : 'degraded',
      providers,
    };
  }

  quote(symbol: string, at: Date = this.clock()): Promise<Answer<Quote>> {
    return this.run(
      `quote:${symbol}`,
      (p) => p.quote(symbol, at),
      (q) => q.marketState === 'REGULAR',
    );
  }

  async quotes(
    symbols: string[],
    at: Date = this.clock(),
  ): Promise<{ quotes: Quote[]; notFound: string[]; answers: Answer<Quote>[] }> {
    const answers = await Promise.all(symbols.map((s) => this.quote(s, at)));
    const quotes: Quote[] = [];
    const notFound: string[] = [];
    answers.forEach((a, i) => {
      if (a.value) quotes.push(a.value);
      else notFound.push(symbols[i]!);
    });
    return { quotes, notFound, answers };
  }

  search(query: string, limit: number): Promise<Answer<SearchResult[]>> {
    return this.run(
      `search:${query.toUpperCase()}:${limit}`,
      (p) => p.search(query, limit),
      () => false,
    );
  }

  history(symbol: string, range: HistoryRange, at: Date = this.clock()): Promise<Answer<Candle[]>> {
    return this.run(
      `history:${symbol}:${range}`,
      (p) => p.history(symbol, range, at),
      () => range === '1D',
    );
  }

  indices(at: Date = this.clock()): Promise<Answer<IndexQuote[]>> {
    return this.run(
      'indices',
      (p) => p.indices(at),
      () => true,
    );
  }
}

export type MarketDataConfig = { FINNHUB_API_KEY?: string; REDIS_URL?: string };

/**
 * The chain the configuration asks for: Finnhub when its key is set, then the simulated market. With
 * REDIS_URL the real provider's cache and rate window are shared by every instance.
 */
export function createMarketDataService(
  config: MarketDataConfig,
  options: Omit<MarketDataServiceOptions, 'providers'> & { fetch?: FetchLike } = {},
): MarketDataService {
  const providers: MarketDataProvider[] = [];
  if (config.FINNHUB_API_KEY) {
    providers.push(createFinnhubProvider({ apiKey: config.FINNHUB_API_KEY, fetch: options.fetch }));
  }
  if (providers.length > 0 && config.REDIS_URL && !options.state) {
    const clock = options.clock ?? (() => new Date());
    // No offline queue: when Redis is down a call fails at once and the process's own state answers.
    const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', (error) => options.log?.warn({ err: error.message }, 'market data: redis unavailable'));
    return new MarketDataService({
      ...options,
      providers,
      state: redisState(redis, () => clock().getTime(), options.ratePerMinute),
      onClose: () => redis.disconnect(),
    });
  }
  return new MarketDataService({ ...options, providers });
}

// ---- for other modules (trading): no deps needed --------------------------------------------------

let shared: MarketDataService | undefined;

/**
 * The process's market-data service: the one the /market-data routes configured, else a simulated-only
 * chain (so tests and scripts work with no setup). Trading gets quotes here.
 */
export function marketData(): MarketDataService {
  shared ??= new MarketDataService();
  return shared;
}

export function setMarketData(service: MarketDataService): void {
  shared = service;
}
