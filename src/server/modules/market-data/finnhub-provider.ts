// Finnhub (https://finnhub.io/docs/api) as a real provider, enabled by FINNHUB_API_KEY. Finnhub's
// quote has price fields only, so the descriptive fields come from /stock/profile2 and /stock/metric
// (fetched once a day per symbol) or, failing those, from the universe's static data. Index quotes are
// not on Finnhub's free plan: indices() fails and the chain answers from the simulated market.
import {
  type Candle,
  type HistoryRange,
  instrument,
  locate,
  type Quote,
  type SearchResult,
} from '../../../core/market';
import { type MarketDataProvider, ProviderError } from './provider';

export type FetchLike = (
  url: string,
  init?: { headers?: Record<string, string>; signal?: AbortSignal },
) => Promise<{
  status: number;
  ok: boolean;
  json(): Promise<unknown>;
}>;

type FinnhubQuote = {
  c?: number;
  d?: number | null;
  dp?: number | null;
  h?: number;
  l?: number;
  o?: number;
  pc?: number;
  t?: number;
};
type FinnhubProfile = {
  name?: string;
  finnhubIndustry?: string;
  marketCapitalization?: number;
  shareOutstanding?: number;
};
type FinnhubMetric = { metric?: Record<string, number | null | undefined> };
type FinnhubSearch = {
  result?: { description?: string; displaySymbol?: string; symbol?: string; type?: string }[];
};
type FinnhubCandles = {
  s?: string;
  t?: number[];
  o?: number[];
  h?: number[];
  l?: number[];
  c?: number[];
  v?: number[];
};

type Details = {
  name?: string;
  sector?: string;
  marketCap?: number;
  metric: Record<string, number | null | undefined>;
};

const DAY_MS = 86_400_000;
const round2 = (v: number) => Math.round(v * 100) / 100;

const RANGE_REQUEST: Record<HistoryRange, { resolution: string; days: number }> = {
  '1D': { resolution: '5', days: 1 },
  '5D': { resolution: '30', days: 7 },
  '1M': { resolution: 'D', days: 31 },
  '3M': { resolution: 'D', days: 92 },
  '6M': { resolution: 'D', days: 183 },
  '1Y': { resolution: 'D', days: 366 },
  '5Y': { resolution: 'W', days: 5 * 366 },
};

export function createFinnhubProvider(options: {
  apiKey: string;
  fetch?: FetchLike;
  baseUrl?: string;
  timeoutMs?: number;
}): MarketDataProvider {
  const fetcher: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const base = options.baseUrl ?? 'https://finnhub.io/api/v1';
  const details = new Map<string, { at: number; value: Details }>();

  async function get<T>(path: string, params: Record<string, string>): Promise<T> {
    const query = new URLSearchParams(params).toString();
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetcher(`${base}${path}?${query}`, {
        headers: { 'X-Finnhub-Token': options.apiKey },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new ProviderError('finnhub', `request failed (${(error as Error).message})`);
    }
    if (response.status === 429) throw new ProviderError('finnhub', 'rate limit reached', 429);
    if (!response.ok) throw new ProviderError('finnhub', `HTTP ${response.status}`, response.status);
    try {
      return (await response.json()) as T;
    } catch {
      throw new ProviderError('finnhub', 'invalid JSON');
    }
  }

  async function detailsOf(symbol: string, now: number): Promise<Details> {
    const hit = details.get(symbol);
    if (hit && now - hit.at < DAY_MS) return hit.value;
    const [profile, metric] = await Promise.all([
      get<FinnhubProfile>('/stock/profile2', { symbol }).catch(() => ({}) as FinnhubProfile),
      get<FinnhubMetric>('/stock/metric', { symbol, metric: 'all' }).catch(() => ({}) as FinnhubMetric),
    ]);
    const value: Details = {
      name: profile.name,
      sector: profile.finnhubIndustry,
      marketCap: profile.marketCapitalization ? profile.marketCapitalization * 1e6 : undefined,
      metric: metric.metric ?? {},
    };
    details.set(symbol, { at: now, value });
    return value;
  }

  return {
    name: 'finnhub',
    remote: true,

    async quote(symbol, at) {
      const raw = await get<FinnhubQuote>('/quote', { symbol });
      // Finnhub answers an unknown symbol with zeros.
      if (!raw.c || !raw.t) return undefined;
      const d = await detailsOf(symbol, at.getTime());
      const known = instrument(symbol);
      const m = d.metric;
      const price = round2(raw.c);
      const previousClose = round2(raw.pc ?? raw.c);
      const pe =
        m.peTTM ?? m.peBasicExclExtraTTM ?? (known?.pe ? (known.pe * price) / known.anchorPrice : null);
      const quote: Quote = {
        symbol,
        name: d.name || known?.name || symbol,
        price,
        change: round2(raw.d ?? price - previousClose),
        changePercent: round2(raw.dp ?? ((price - previousClose) / previousClose) * 100),
        high: round2(raw.h ?? price),
        low: round2(raw.l ?? price),
        open: round2(raw.o ?? price),
        previousClose,
        // Finnhub's quote carries no volume; 0 says "not reported".
        volume: 0,
        avgVolume: Math.round((m['10DayAverageTradingVolume'] ?? (known ? known.avgVolume / 1e6 : 0)) * 1e6),
        marketCap: Math.round(d.marketCap ?? (known ? (known.marketCap / known.anchorPrice) * price : 0)),
        pe: pe === null || pe === undefined || pe <= 0 ? null : round2(pe),
        dividend: round2(
          m.dividendYieldIndicatedAnnual ?? (known ? (known.dividendYield * known.anchorPrice) / price : 0),
        ),
        beta: m.beta ?? known?.beta ?? 1,
        sector: d.sector || known?.sector || 'Unknown',
        week52High: round2(Math.max(m['52WeekHigh'] ?? raw.h ?? price, raw.h ?? price)),
        week52Low: round2(Math.min(m['52WeekLow'] ?? raw.l ?? price, raw.l ?? price)),
        timestamp: new Date(raw.t * 1000).toISOString(),
        dataDelay: Math.max(0, Math.round((at.getTime() - raw.t * 1000) / 1000)),
        marketState: locate(at).state,
        dataSource: 'finnhub',
        isRealtime: true,
      };
      return quote;
    },

    async search(query, limit) {
      const raw = await get<FinnhubSearch>('/search', { q: query, exchange: 'US' });
      const results: SearchResult[] = [];
      for (const r of raw.result ?? []) {
        if (!r.symbol || r.symbol.includes(':')) continue;
        results.push({
          symbol: r.symbol,
          name: r.description ?? r.symbol,
          sector: instrument(r.symbol)?.sector ?? '',
          kind: r.type === 'ETP' ? 'etf' : 'stock',
        });
        if (results.length >= limit) break;
      }
      return results;
    },

    async history(symbol, range, at) {
      const { resolution, days } = RANGE_REQUEST[range];
      const to = Math.floor(at.getTime() / 1000);
      const raw = await get<FinnhubCandles>('/stock/candle', {
        symbol,
        resolution,
        from: String(to - days * 86_400),
        to: String(to),
      });
      if (raw.s === 'no_data') return undefined;
      if (raw.s !== 'ok' || !raw.t) throw new ProviderError('finnhub', 'unexpected candle answer');
      return raw.t.map(
        (t, i): Candle => ({
          time: t,
          date: new Date(t * 1000).toISOString(),
          open: round2(raw.o?.[i] ?? 0),
          high: round2(raw.h?.[i] ?? 0),
          low: round2(raw.l?.[i] ?? 0),
          close: round2(raw.c?.[i] ?? 0),
          volume: raw.v?.[i] ?? 0,
        }),
      );
    },

    async indices() {
      throw new ProviderError('finnhub', 'index quotes are not available on this plan');
    },
  };
}
